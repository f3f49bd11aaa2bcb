//! Betza strings → [`MoveRule`]s, as docs/language.md defines them.
//!
//! A string is a sequence of groups `modifiers atom [atom] [range]`: lowercase modifiers, one
//! uppercase atom (doubled for a rider), and an optional decimal range. Each group expands to one
//! rule per direction, in reading order from the mover's view (forward first, then left to
//! right). Errors point at the offending character or group.

use std::ops::Range;

use crate::diagnostic::Diagnostic;
use crate::ir::{MoveKind, MoveMode, MoveRule};

/// The shape of an atom's vectors.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Shape {
    /// `(0, d)` and its rotations: W D H R.
    Orthogonal(i8),
    /// `(d, d)` and its reflections: F A G B.
    Diagonal(i8),
    /// `(p, q)`, `p < q`, all eight: N C Z.
    Oblique(i8, i8),
    /// W and F together: K Q.
    Compound,
}

/// An atom letter's shape and whether it is a rider by itself (R B Q).
fn atom(c: char) -> Option<(Shape, bool)> {
    Some(match c {
        'W' => (Shape::Orthogonal(1), false),
        'F' => (Shape::Diagonal(1), false),
        'D' => (Shape::Orthogonal(2), false),
        'A' => (Shape::Diagonal(2), false),
        'N' => (Shape::Oblique(1, 2), false),
        'H' => (Shape::Orthogonal(3), false),
        'C' => (Shape::Oblique(1, 3), false),
        'Z' => (Shape::Oblique(2, 3), false),
        'G' => (Shape::Diagonal(3), false),
        'R' => (Shape::Orthogonal(1), true),
        'B' => (Shape::Diagonal(1), true),
        'Q' => (Shape::Compound, true),
        'K' => (Shape::Compound, false),
        _ => return None,
    })
}

const ATOMS_HELP: &str = "the atoms are `W F D A N H C Z G` and `R B Q K`";
const MODIFIERS_HELP: &str = "the modifiers are `f b l r s v h` (directions), `m c p n` (modes), `i` (first move) and `e` (en passant)";

/// One `modifiers atom [atom] [range]` group, as read.
struct Group {
    /// Direction letters in order.
    dirs: Vec<char>,
    /// Mode letters.
    modes: Vec<char>,
    atom: char,
    doubled: bool,
    /// The range, as a number (saturated) and as written.
    range: Option<(u32, String)>,
    /// Byte span of the whole group, absolute.
    span: Range<usize>,
}

/// Expands the Betza string `text`, which starts at byte `at` of the source, into move rules
/// (all with `only_in: None`).
///
/// # Errors
/// Every error in the string, each a [`Diagnostic`] spanning its part of the source.
pub fn parse(text: &str, at: usize) -> Result<Vec<MoveRule>, Vec<Diagnostic>> {
    let mut rules = Vec::new();
    let mut errors = Vec::new();
    for group in read_groups(text, at, &mut errors) {
        match lower_group(&group) {
            Ok(r) => rules.extend(r),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(rules)
    } else {
        Err(errors)
    }
}

/// Splits `text` into groups, reporting characters that fit nowhere.
fn read_groups(text: &str, at: usize, errors: &mut Vec<Diagnostic>) -> Vec<Group> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let span = |i: usize| {
        let (b, c) = chars[i];
        at + b..at + b + c.len_utf8()
    };
    let end_of = |i: usize| chars.get(i).map_or(at + text.len(), |&(b, _)| at + b);
    let mut groups = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        let mut dirs = Vec::new();
        let mut modes = Vec::new();
        while let Some(&(_, c)) = chars.get(i) {
            match c {
                'f' | 'b' | 'l' | 'r' | 's' | 'v' | 'h' => dirs.push(c),
                'm' | 'c' | 'p' | 'n' | 'i' | 'e' => modes.push(c),
                c if c.is_ascii_lowercase() || !c.is_ascii_alphanumeric() => {
                    errors.push(
                        Diagnostic::new(
                            span(i),
                            format!("unknown Betza modifier `{c}`"),
                            "not a modifier",
                        )
                        .with_help(MODIFIERS_HELP),
                    );
                }
                _ => break,
            }
            i += 1;
        }
        let Some(&(_, c)) = chars.get(i) else {
            if !dirs.is_empty() || !modes.is_empty() {
                let mods = &text[chars[start].0..];
                errors.push(
                    Diagnostic::new(
                        at + chars[start].0..at + text.len(),
                        format!("modifiers `{mods}` have no atom after them"),
                        "no atom follows",
                    )
                    .with_help("modifiers come before the atom they change, like `fsW`"),
                );
            }
            break;
        };
        if c.is_ascii_digit() {
            let d_start = i;
            while chars.get(i).is_some_and(|&(_, c)| c.is_ascii_digit()) {
                i += 1;
            }
            let digits = &text[chars[d_start].0..chars.get(i).map_or(text.len(), |&(b, _)| b)];
            errors.push(
                Diagnostic::new(
                    span(d_start).start..end_of(i),
                    format!("range `{digits}` has no atom before it"),
                    "a range must follow an atom",
                )
                .with_help("write the range right after its atom, like `fF3`"),
            );
            continue;
        }
        if atom(c).is_none() {
            errors.push(
                Diagnostic::new(span(i), format!("unknown Betza atom `{c}`"), "not an atom")
                    .with_help(ATOMS_HELP),
            );
            i += 1;
            continue;
        }
        i += 1;
        let doubled = chars.get(i).is_some_and(|&(_, d)| d == c);
        if doubled {
            i += 1;
        }
        let d_start = i;
        while chars.get(i).is_some_and(|&(_, c)| c.is_ascii_digit()) {
            i += 1;
        }
        let range = (i > d_start).then(|| {
            let digits = &text[chars[d_start].0..chars.get(i).map_or(text.len(), |&(b, _)| b)];
            (
                digits.parse::<u32>().unwrap_or(u32::MAX),
                digits.to_string(),
            )
        });
        groups.push(Group {
            dirs,
            modes,
            atom: c,
            doubled,
            range,
            span: span(start).start..end_of(i),
        });
    }
    groups
}

/// Expands one group.
fn lower_group(g: &Group) -> Result<Vec<MoveRule>, Diagnostic> {
    let err = |message: String, label: &str| Diagnostic::new(g.span.clone(), message, label);
    let (shape, intrinsic_rider) = atom(g.atom).expect("read_groups keeps known atoms only");
    let a = g.atom;

    // ---- mode
    let has = |m: char| g.modes.contains(&m);
    if has('m') && has('c') {
        return Err(err(
            "modifiers `m` and `c` exclude each other".into(),
            "`m` and `c` together",
        )
        .with_help("write neither to move and capture, `m` to only move, or `c` to only capture"));
    }
    if has('p') && has('n') {
        return Err(err(
            "modifiers `p` and `n` exclude each other".into(),
            "`p` and `n` together",
        )
        .with_help("`p` makes a hopper (`pR`), `n` a lame leaper (`nN`)"));
    }
    let mode = if has('m') {
        MoveMode::MoveOnly
    } else if has('c') {
        MoveMode::CaptureOnly
    } else {
        MoveMode::Both
    };

    // ---- kind
    if g.doubled && (intrinsic_rider || a == 'K') {
        return Err(err(format!("atom `{a}` cannot be doubled"), "doubled here").with_help(format!(
            "doubling turns a leaper (`W F D A N H C Z G`) into a rider; `{a}` is a compound atom",
        )));
    }
    if let Some((n, text)) = &g.range
        && *n > u32::from(u8::MAX)
    {
        return Err(err(
            format!("range `{text}` is too large"),
            "range out of bounds",
        )
        .with_help("a range is 1 to 255, or `0` for unlimited"));
    }
    let range = g
        .range
        .as_ref()
        .map(|&(n, _)| if n == 0 { None } else { Some(n as u8) });
    let mut kind = match (g.doubled || intrinsic_rider, range) {
        (_, Some(max)) => MoveKind::Slide { max },
        (true, None) => MoveKind::Slide { max: None },
        (false, None) => MoveKind::Leap,
    };
    if has('p') {
        if kind != (MoveKind::Slide { max: None }) {
            return Err(err(
                format!("hop `p` needs an unlimited rider, not `{a}`"),
                "not an unlimited rider",
            )
            .with_help("write a rider without a range, like `pR` or `pWW`"));
        }
        kind = MoveKind::Hop;
    }
    let lame = has('n');
    if lame && (kind != MoveKind::Leap || !matches!(a, 'N' | 'A' | 'D')) {
        return Err(err(
            format!(
                "lame `n` applies to the leapers `N`, `A` and `D`, not `{}`",
                group_atom(g)
            ),
            "not a lame leaper",
        )
        .with_help(
            "write other blockable leaps as vector forms, like `lame (±3, 0) via (±1, 0)`",
        ));
    }
    // a slide of range 1 is a single step
    if kind == (MoveKind::Slide { max: Some(1) }) {
        kind = MoveKind::Leap;
    }
    let en_passant = has('e');
    if en_passant && (mode == MoveMode::MoveOnly || kind != MoveKind::Leap || lame) {
        return Err(err(
            format!(
                "en passant `e` needs a capturing step or leap, not `{}`",
                group_atom(g)
            ),
            "not a capturing leap",
        )
        .with_help("write `e` with `c` on a leaper, like the pawn's `fceF`"));
    }

    // ---- directions
    let vectors = directions(shape, &g.dirs).map_err(|(message, label)| {
        err(message, &label).with_help(
            "on `W D H R` each direction letter adds its moves; on `F A G B` vertical and \
             horizontal letters intersect; on `N C Z` write `f b l r v s`, the halves `fh bh lh rh` \
             or the wide pairs `fs bs`",
        )
    })?;
    Ok(vectors
        .into_iter()
        .map(|(dx, dy)| {
            let kind = if lame {
                MoveKind::Lame {
                    blocks: vec![lame_block(a, dx, dy)],
                }
            } else {
                kind.clone()
            };
            MoveRule {
                dx,
                dy,
                kind,
                mode,
                only_in: None,
                along: None,
                initial: has('i'),
                en_passant,
            }
        })
        .collect())
}

/// The atom as written, doubled or not (for messages).
fn group_atom(g: &Group) -> String {
    let mut s = g.atom.to_string();
    if g.doubled {
        s.push(g.atom);
    }
    s
}

/// The square that blocks the lame leap `(dx, dy)` of atom `a` (N, A or D).
pub(crate) fn lame_block(a: char, dx: i8, dy: i8) -> (i8, i8) {
    match a {
        // the orthogonal square next to the origin in the long direction
        'N' if dy.abs() > dx.abs() => (0, dy.signum()),
        'N' => (dx.signum(), 0),
        // A: the diagonal square between; D: the square between
        _ => (dx.signum(), dy.signum()),
    }
}

/// The vectors the direction letters select for `shape`, in reading order (forward first, then
/// left to right); an error message and label when the letters make no sense for it.
fn directions(shape: Shape, dirs: &[char]) -> Result<Vec<(i8, i8)>, (String, String)> {
    let mut v = match shape {
        Shape::Orthogonal(d) => orthogonal(d, dirs)?,
        Shape::Diagonal(d) => diagonal(d, dirs)?,
        Shape::Oblique(p, q) => oblique(p, q, dirs)?,
        Shape::Compound => {
            let mut v = orthogonal(1, dirs)?;
            v.extend(diagonal(1, dirs)?);
            v
        }
    };
    v.sort_by_key(|&(dx, dy)| (-dy, dx));
    v.dedup();
    Ok(v)
}

fn no_h(dirs: &[char], what: &str) -> Result<(), (String, String)> {
    if dirs.contains(&'h') {
        return Err((
            format!("modifier `h` does not apply to {what}"),
            "`h` is for oblique atoms".into(),
        ));
    }
    Ok(())
}

fn orthogonal(d: i8, dirs: &[char]) -> Result<Vec<(i8, i8)>, (String, String)> {
    no_h(dirs, "orthogonal moves")?;
    let all = dirs.is_empty();
    let on = |c: char, group: char| all || dirs.contains(&c) || dirs.contains(&group);
    let mut v = Vec::new();
    for (c, group, vec) in [
        ('f', 'v', (0, d)),
        ('b', 'v', (0, -d)),
        ('l', 's', (-d, 0)),
        ('r', 's', (d, 0)),
    ] {
        if on(c, group) {
            v.push(vec);
        }
    }
    Ok(v)
}

fn diagonal(d: i8, dirs: &[char]) -> Result<Vec<(i8, i8)>, (String, String)> {
    no_h(dirs, "diagonal moves")?;
    let vert: Vec<i8> = signs(dirs, 'f', 'b', 'v');
    let horiz: Vec<i8> = signs(dirs, 'r', 'l', 's');
    Ok(vert
        .iter()
        .flat_map(|&sy| horiz.iter().map(move |&sx| (sx * d, sy * d)))
        .collect())
}

/// The signs selected by `plus`, `minus` and `both` among `dirs`; both when none is there.
fn signs(dirs: &[char], plus: char, minus: char, both: char) -> Vec<i8> {
    let p = dirs.contains(&plus) || dirs.contains(&both);
    let m = dirs.contains(&minus) || dirs.contains(&both);
    match (p, m) {
        (true, false) => vec![1],
        (false, true) => vec![-1],
        _ => vec![1, -1],
    }
}

/// A direction token on an oblique atom.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Token {
    /// `f b l r v s`
    Single(char),
    /// `fh bh lh rh`
    Half(char),
    /// `fs bs`
    Wide(char),
}

fn oblique(p: i8, q: i8, dirs: &[char]) -> Result<Vec<(i8, i8)>, (String, String)> {
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < dirs.len() {
        let c = dirs[i];
        let next = dirs.get(i + 1).copied();
        let t = match (c, next) {
            ('f' | 'b' | 'l' | 'r', Some('h')) => Token::Half(c),
            ('f' | 'b', Some('s')) => Token::Wide(c),
            ('h', _) => {
                return Err((
                    "modifier `h` must follow `f`, `b`, `l` or `r`".into(),
                    "`h` alone".into(),
                ));
            }
            _ => Token::Single(c),
        };
        i += if matches!(t, Token::Single(_)) { 1 } else { 2 };
        tokens.push(t);
    }
    let vertical = |t: Token| matches!(t, Token::Single('f' | 'b' | 'v'));
    let horizontal = |t: Token| matches!(t, Token::Single('l' | 'r' | 's'));
    for w in tokens.windows(2) {
        if vertical(w[0]) && horizontal(w[1]) || horizontal(w[0]) && vertical(w[1]) {
            let (Token::Single(a), Token::Single(b)) = (w[0], w[1]) else {
                unreachable!()
            };
            return Err((
                format!("ambiguous direction `{a}{b}` on an oblique atom"),
                "unsupported combination".into(),
            ));
        }
    }
    let all8 = [
        (p, q),
        (-p, q),
        (q, p),
        (-q, p),
        (p, -q),
        (-p, -q),
        (q, -p),
        (-q, -p),
    ];
    if tokens.is_empty() {
        return Ok(all8.to_vec());
    }
    let narrow = |&(dx, dy): &(i8, i8)| dy.abs() > dx.abs();
    let mut v = Vec::new();
    for t in tokens {
        let keep = |&(dx, dy): &(i8, i8)| match t {
            Token::Single('f') => narrow(&(dx, dy)) && dy > 0,
            Token::Single('b') => narrow(&(dx, dy)) && dy < 0,
            Token::Single('v') => narrow(&(dx, dy)),
            Token::Single('l') => !narrow(&(dx, dy)) && dx < 0,
            Token::Single('r') => !narrow(&(dx, dy)) && dx > 0,
            Token::Single(_) => !narrow(&(dx, dy)), // 's'
            Token::Half('f') => dy > 0,
            Token::Half('b') => dy < 0,
            Token::Half('l') => dx < 0,
            Token::Half(_) => dx > 0, // 'r'
            Token::Wide('f') => !narrow(&(dx, dy)) && dy > 0,
            Token::Wide(_) => !narrow(&(dx, dy)) && dy < 0, // 'b'
        };
        v.extend(all8.iter().copied().filter(keep));
    }
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vecs(s: &str) -> Vec<(i8, i8)> {
        parse(s, 0).unwrap().iter().map(|r| (r.dx, r.dy)).collect()
    }

    fn sorted(mut v: Vec<(i8, i8)>) -> Vec<(i8, i8)> {
        v.sort();
        v
    }

    fn err(s: &str) -> Diagnostic {
        let mut e = parse(s, 10).unwrap_err();
        assert_eq!(e.len(), 1, "{e:?}");
        e.remove(0)
    }

    fn leap(dx: i8, dy: i8) -> MoveRule {
        MoveRule {
            dx,
            dy,
            kind: MoveKind::Leap,
            mode: MoveMode::Both,
            only_in: None,
            along: None,
            initial: false,
            en_passant: false,
        }
    }

    fn slide(dx: i8, dy: i8, max: Option<u8>) -> MoveRule {
        MoveRule {
            dx,
            dy,
            kind: MoveKind::Slide { max },
            mode: MoveMode::Both,
            only_in: None,
            along: None,
            initial: false,
            en_passant: false,
        }
    }

    #[test]
    fn simple_atoms() {
        assert_eq!(
            parse("W", 0).unwrap(),
            vec![leap(0, 1), leap(-1, 0), leap(1, 0), leap(0, -1)]
        );
        assert_eq!(sorted(vecs("F")), vec![(-1, -1), (-1, 1), (1, -1), (1, 1)]);
        assert_eq!(sorted(vecs("D")), vec![(-2, 0), (0, -2), (0, 2), (2, 0)]);
        assert_eq!(sorted(vecs("A")), vec![(-2, -2), (-2, 2), (2, -2), (2, 2)]);
        assert_eq!(vecs("N").len(), 8);
        assert_eq!(sorted(vecs("H")), vec![(-3, 0), (0, -3), (0, 3), (3, 0)]);
        assert_eq!(sorted(vecs("G")), vec![(-3, -3), (-3, 3), (3, -3), (3, 3)]);
        assert!(vecs("C").contains(&(1, 3)) && vecs("C").contains(&(-3, -1)));
        assert!(vecs("Z").contains(&(2, 3)) && vecs("Z").contains(&(3, -2)));
        assert_eq!(vecs("K").len(), 8);
        assert!(
            parse("K", 0)
                .unwrap()
                .iter()
                .all(|r| r.kind == MoveKind::Leap)
        );
    }

    #[test]
    fn riders() {
        for s in ["R", "WW", "W0", "R0", "WW0"] {
            let r = parse(s, 0).unwrap();
            assert_eq!(r.len(), 4, "{s}");
            assert!(
                r.iter().all(|r| r.kind == MoveKind::Slide { max: None }),
                "{s}"
            );
        }
        let q = parse("Q", 0).unwrap();
        assert_eq!(q.len(), 8);
        assert!(q.iter().all(|r| r.kind == MoveKind::Slide { max: None }));
        assert_eq!(parse("B", 0).unwrap(), parse("FF", 0).unwrap());
        let nn = parse("NN", 0).unwrap();
        assert_eq!(nn.len(), 8);
        assert!(nn.iter().all(|r| r.kind == MoveKind::Slide { max: None }));
        assert_eq!(parse("bR2", 0).unwrap(), vec![slide(0, -1, Some(2))]);
        assert_eq!(parse("W2", 0).unwrap()[0], slide(0, 1, Some(2)));
        assert_eq!(parse("K2", 0).unwrap().len(), 8);
        // a range of 1 is a step
        assert_eq!(parse("R1", 0).unwrap(), parse("W", 0).unwrap());
    }

    #[test]
    fn knight_directions() {
        assert_eq!(
            sorted(vecs("fhN")),
            sorted(vec![(1, 2), (-1, 2), (2, 1), (-2, 1)])
        );
        assert_eq!(
            sorted(vecs("vN")),
            sorted(vec![(1, 2), (-1, 2), (1, -2), (-1, -2)])
        );
        assert_eq!(sorted(vecs("fN")), vec![(-1, 2), (1, 2)]);
        assert_eq!(sorted(vecs("bN")), vec![(-1, -2), (1, -2)]);
        assert_eq!(sorted(vecs("lN")), vec![(-2, -1), (-2, 1)]);
        assert_eq!(sorted(vecs("rN")), vec![(2, -1), (2, 1)]);
        assert_eq!(sorted(vecs("sN")), vec![(-2, -1), (-2, 1), (2, -1), (2, 1)]);
        assert_eq!(sorted(vecs("fsN")), vec![(-2, 1), (2, 1)]);
        assert_eq!(sorted(vecs("bsN")), vec![(-2, -1), (2, -1)]);
        assert_eq!(
            sorted(vecs("bhN")),
            vec![(-2, -1), (-1, -2), (1, -2), (2, -1)]
        );
        assert_eq!(
            sorted(vecs("lhN")),
            vec![(-2, -1), (-2, 1), (-1, -2), (-1, 2)]
        );
        assert_eq!(sorted(vecs("rhN")), vec![(1, -2), (1, 2), (2, -1), (2, 1)]);
        assert_eq!(vecs("fhbhN").len(), 8);
        assert_eq!(
            sorted(vecs("fhbsN")),
            vec![(-2, -1), (-2, 1), (-1, 2), (1, 2), (2, -1), (2, 1)]
        );
        assert_eq!(sorted(vecs("fC")), vec![(-1, 3), (1, 3)]);
        assert_eq!(sorted(vecs("fsZ")), vec![(-3, 2), (3, 2)]);
    }

    #[test]
    fn orthogonal_and_diagonal_directions() {
        assert_eq!(sorted(vecs("fsW")), vec![(-1, 0), (0, 1), (1, 0)]);
        assert_eq!(sorted(vecs("fsbW")).len(), 4);
        assert_eq!(sorted(vecs("vW")), vec![(0, -1), (0, 1)]);
        assert_eq!(sorted(vecs("sW")), vec![(-1, 0), (1, 0)]);
        assert_eq!(sorted(vecs("fF")), vec![(-1, 1), (1, 1)]);
        assert_eq!(sorted(vecs("flF")), vec![(-1, 1)]);
        assert_eq!(sorted(vecs("brF")), vec![(1, -1)]);
        assert_eq!(sorted(vecs("lF")), vec![(-1, -1), (-1, 1)]);
        assert_eq!(sorted(vecs("vF")).len(), 4);
        assert_eq!(sorted(vecs("fK")), vec![(-1, 1), (0, 1), (1, 1)]);
        assert_eq!(sorted(vecs("vDfA")), vec![(-2, 2), (0, -2), (0, 2), (2, 2)]);
    }

    #[test]
    fn compound_strings() {
        // FfR2: four F steps + a forward slide of at most 2
        let r = parse("FfR2", 0).unwrap();
        assert_eq!(r.len(), 5);
        assert_eq!(r[4], slide(0, 1, Some(2)));
        assert!(
            r[..4]
                .iter()
                .all(|r| r.kind == MoveKind::Leap && r.dx.abs() == 1 && r.dy.abs() == 1)
        );
        // vRfF3bFsW: the cloud eagle
        let r = parse("vRfF3bFsW", 0).unwrap();
        assert_eq!(
            r,
            vec![
                slide(0, 1, None),
                slide(0, -1, None),
                slide(-1, 1, Some(3)),
                slide(1, 1, Some(3)),
                leap(-1, -1),
                leap(1, -1),
                leap(-1, 0),
                leap(1, 0),
            ]
        );
    }

    #[test]
    fn cannon() {
        let r = parse("mRcpR", 0).unwrap();
        assert_eq!(r.len(), 8);
        assert!(
            r[..4]
                .iter()
                .all(|r| r.kind == MoveKind::Slide { max: None } && r.mode == MoveMode::MoveOnly)
        );
        assert!(
            r[4..]
                .iter()
                .all(|r| r.kind == MoveKind::Hop && r.mode == MoveMode::CaptureOnly)
        );
        assert!(
            parse("pWW", 0)
                .unwrap()
                .iter()
                .all(|r| r.kind == MoveKind::Hop && r.mode == MoveMode::Both)
        );
    }

    #[test]
    fn lame_leapers() {
        type Lame = ((i8, i8), Vec<(i8, i8)>);
        let blocks = |s: &str| -> Vec<Lame> {
            parse(s, 0)
                .unwrap()
                .into_iter()
                .map(|r| match r.kind {
                    MoveKind::Lame { blocks } => ((r.dx, r.dy), blocks),
                    k => panic!("{k:?}"),
                })
                .collect()
        };
        let a = blocks("nA");
        assert_eq!(a.len(), 4);
        for ((dx, dy), b) in a {
            assert_eq!(b, vec![(dx / 2, dy / 2)]);
        }
        let n = blocks("nN");
        assert_eq!(n.len(), 8);
        assert!(n.contains(&((1, 2), vec![(0, 1)])));
        assert!(n.contains(&((-1, 2), vec![(0, 1)])));
        assert!(n.contains(&((2, 1), vec![(1, 0)])));
        assert!(n.contains(&((-2, -1), vec![(-1, 0)])));
        assert!(n.contains(&((1, -2), vec![(0, -1)])));
        let d = blocks("nD");
        assert!(d.contains(&((0, 2), vec![(0, 1)])));
        assert!(d.contains(&((-2, 0), vec![(-1, 0)])));
        assert!(
            parse("mnN", 0)
                .unwrap()
                .iter()
                .all(|r| r.mode == MoveMode::MoveOnly)
        );
    }

    #[test]
    fn bad_characters_point_at_themselves() {
        let e = err("fWx");
        assert_eq!(e.span, 12..13);
        assert_eq!(e.message, "unknown Betza modifier `x`");
        let e = err("fX");
        assert_eq!(e.span, 11..12);
        assert_eq!(e.message, "unknown Betza atom `X`");
        let e = err("3W");
        assert_eq!(e.span, 10..11);
        let e = err("Wfs");
        assert_eq!(
            (e.span.clone(), e.message.as_str()),
            (11..13, "modifiers `fs` have no atom after them")
        );
        // several errors in one string are all reported
        assert_eq!(parse("XfWY", 0).unwrap_err().len(), 2);
    }

    #[test]
    fn bad_combinations_are_diagnostics() {
        let cases = [
            ("mcW", "modifiers `m` and `c` exclude each other"),
            ("pnN", "modifiers `p` and `n` exclude each other"),
            ("RR", "atom `R` cannot be doubled"),
            ("KK", "atom `K` cannot be doubled"),
            ("pW", "hop `p` needs an unlimited rider, not `W`"),
            ("pR2", "hop `p` needs an unlimited rider, not `R`"),
            (
                "nW",
                "lame `n` applies to the leapers `N`, `A` and `D`, not `W`",
            ),
            (
                "nNN",
                "lame `n` applies to the leapers `N`, `A` and `D`, not `NN`",
            ),
            (
                "nN2",
                "lame `n` applies to the leapers `N`, `A` and `D`, not `N`",
            ),
            ("hW", "modifier `h` does not apply to orthogonal moves"),
            ("fhF", "modifier `h` does not apply to diagonal moves"),
            ("hN", "modifier `h` must follow `f`, `b`, `l` or `r`"),
            ("flN", "ambiguous direction `fl` on an oblique atom"),
            ("sfN", "ambiguous direction `sf` on an oblique atom"),
            ("W300", "range `300` is too large"),
            ("W99999999999", "range `99999999999` is too large"),
        ];
        for (s, msg) in cases {
            let e = err(s);
            assert_eq!(e.message, msg, "{s}");
            assert_eq!(e.span, 10..10 + s.len(), "{s}");
        }
        // the span is the offending group only
        assert_eq!(err("WmcF").span, 11..14);
    }
}
