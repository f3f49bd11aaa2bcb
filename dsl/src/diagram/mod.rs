//! Movement diagrams: each piece's moves drawn on a 7x7 grid centred on it, in the style of the
//! seed documents (`koma show`).
//!
//! ```text
//! cloud-eagle E 鷲 — moves vRfF3bFsW
//! ┌──┬──┬──┬──┬──┬──┬──┐
//! │　　│　　│　　│　●│　　│　　│　　│
//! ├──┼──┼──┼──┼──┼──┼──┤
//! │　　│　　│　　│　●│　　│　　│　　│
//! ├──┼──┼──┼──┼──┼──┼──┤
//! │　　│　　│　③│　●│　③│　　│　　│
//! ├──┼──┼──┼──┼──┼──┼──┤
//! │　　│　　│　○│▲鷲│　○│　　│　　│
//! ├──┼──┼──┼──┼──┼──┼──┤
//! │　　│　　│　○│　●│　○│　　│　　│
//! ├──┼──┼──┼──┼──┼──┼──┤
//! │　　│　　│　　│　●│　　│　　│　　│
//! ├──┼──┼──┼──┼──┼──┼──┤
//! │　　│　　│　　│　●│　　│　　│　　│
//! └──┴──┴──┴──┴──┴──┴──┘
//! ```
//!
//! # Legend
//! The grid is seen by the first player: forward is up, the mover's right is right. Each cell is
//! two characters wide; an empty cell is two ideographic spaces (`　　`), a marked one an
//! ideographic space and the mark:
//!
//! | mark | meaning |
//! |---|---|
//! | `▲` + glyph | the piece itself (its first player's glyph), in the centre |
//! | `○` | the target of a step, a jump or a lame leap (and of a slide limited to 1) |
//! | `●` | a square on an unlimited slide line, drawn to the edge of the grid |
//! | `②`…`⑯` | the first square of a slide limited to that many squares (the rest of its line is left blank, as the seeds draw `③`) |
//! | `◎` | a hop target (cannon): reached by jumping exactly one piece on the line, so drawn from the second square of the line to the edge |
//! | `◉` | a `◎` hop target that is also reached by a step, jump or slide (`●`, `○` or `②`…`⑯`) |
//!
//! When several moves reach one square the strongest mark is drawn: `●`, then `②`…`⑯` (the
//! largest range), then `○`; a hop turns any of them into `◉`. The seeds use `○`, `●` and `③`;
//! `◎` and `◉` are koma's own, for the cannon.
//!
//! Above the grid a header line: `name LETTER glyph [royal] [(RULES)] — moves BETZA[, promotes to
//! NAME]`, RULES listing `capturable` and `wins [unattacked] in REGION` for a royal piece
//! (`royals capturable`, `win royal reaches REGION [safe]`) and `drops anywhere`
//! (the letter is the SFEN/FEN symbol, `+F` for a promoted type; the glyph is `帅/将` when the
//! sides differ). Below the grid, one text line per distinction the marks do not show, each
//! naming the moves in Betza: move-only and capture-only moves (`mR: moves only`), hops, lame
//! leaps and what blocks them, moves that apply only in a region
//! (``sW: only while in `enemy-half` ``), a `within` region (``confined to `palace` ``), the
//! drop rules of a type held in hand (``dropped only in `own-half`, never giving check``), and
//! targets beyond the grid. [`LEGEND`] is the legend as text, for a tool to print once.

mod castling;
mod counter_strike;
mod counting;
mod drops;
mod flip;
mod insufficient;
mod lions;
mod nifu;
mod pawns;
mod royals;

use std::fmt::Write as _;

use crate::betza::lame_block;
use crate::ir::{MoveKind, MoveMode, MoveRule, PieceId, PieceType, RegionId, Variant};

/// The legend of the marks, one line each, for a tool to print once above or below the diagrams.
pub const LEGEND: &str = "\
▲ the piece, seen by the first player: forward is up
○ a step, jump or lame-leap target
● a square on a slide line, drawn to the edge of the grid
②…⑯ the first square of a slide limited to that many squares
◎ a hop target: reached by jumping exactly one piece on the line
◉ a hop target also reached by another move
";

/// How far the grid reaches from the centre: 3, a 7x7 grid.
pub const RADIUS: i8 = 3;
/// The grid's width and height in cells: 7.
pub const SIZE: usize = 2 * RADIUS as usize + 1;

/// The marks of one cell, before choosing what to draw.
#[derive(Copy, Clone, Default, Debug, PartialEq, Eq)]
struct Cell {
    /// A step, jump or lame-leap target.
    leap: bool,
    /// On an unlimited slide line.
    line: bool,
    /// The first square of a slide limited to this range (the largest when several).
    limited: Option<u8>,
    /// A hop target.
    hop: bool,
}

impl Cell {
    /// The mark drawn for this cell (one character), or `None` when empty.
    fn mark(self) -> Option<char> {
        let base = if self.line {
            Some('●')
        } else if let Some(n) = self.limited {
            Some(circled(n))
        } else if self.leap {
            Some('○')
        } else {
            None
        };
        match (base, self.hop) {
            (Some(_), true) => Some('◉'),
            (None, true) => Some('◎'),
            (b, false) => b,
        }
    }
}

/// `①` for 1 … `⑯` for 16 (callers pass 2..=16: a range of 1 is drawn `○`).
fn circled(n: u8) -> char {
    char::from_u32(0x245F + u32::from(n.clamp(1, 16))).unwrap_or('●')
}

/// The piece's moves, laid out on the grid: `cells[row][col]`, row 0 the top (forward 3), col 0
/// the left (the mover's left 3); plus the vectors whose first target lies beyond the grid.
struct Grid {
    cells: [[Cell; SIZE]; SIZE],
    off_grid: Vec<(i8, i8)>,
}

impl Grid {
    fn of(piece: &PieceType) -> Grid {
        let mut g = Grid {
            cells: [[Cell::default(); SIZE]; SIZE],
            off_grid: Vec::new(),
        };
        for m in &piece.moves {
            let (dx, dy) = (i32::from(m.dx), i32::from(m.dy));
            match m.kind {
                MoveKind::Leap | MoveKind::Lame { .. } => {
                    if let Some(c) = g.cell(dx, dy) {
                        c.leap = true;
                    } else {
                        g.off_grid.push((m.dx, m.dy));
                    }
                }
                MoveKind::Slide { max } => {
                    // a slide of range 1 is a step; a range of 16 or more is unlimited on any
                    // board koma allows (at most 16x16); 0 means unlimited
                    match max {
                        Some(1) => {
                            if let Some(c) = g.cell(dx, dy) {
                                c.leap = true;
                            }
                        }
                        Some(n) if (2..=16).contains(&n) => {
                            if let Some(c) = g.cell(dx, dy) {
                                c.limited = Some(c.limited.map_or(n, |o| o.max(n)));
                            }
                        }
                        _ => {
                            for k in 1..=i32::from(RADIUS) {
                                if let Some(c) = g.cell(k * dx, k * dy) {
                                    c.line = true;
                                }
                            }
                        }
                    }
                    if g.cell(dx, dy).is_none() {
                        g.off_grid.push((m.dx, m.dy));
                    }
                }
                MoveKind::Hop => {
                    for k in 2..=i32::from(RADIUS) {
                        if let Some(c) = g.cell(k * dx, k * dy) {
                            c.hop = true;
                        }
                    }
                    if g.cell(2 * dx, 2 * dy).is_none() {
                        g.off_grid.push((m.dx, m.dy));
                    }
                }
            }
        }
        g
    }

    /// The cell of vector `(dx, dy)`, or `None` off the grid (or the centre).
    fn cell(&mut self, dx: i32, dy: i32) -> Option<&mut Cell> {
        let r = i32::from(RADIUS);
        let inside = |v: i32| (-r..=r).contains(&v);
        if !inside(dx) || !inside(dy) || (dx, dy) == (0, 0) {
            return None;
        }
        Some(&mut self.cells[(r - dy) as usize][(r + dx) as usize])
    }
}

/// The movement diagram of one piece: a header line, the 7x7 grid (see the [module
/// docs](self) for the legend) and the notes, each line ending in `\n`.
///
/// The piece is drawn as the first player's, forward up.
pub fn piece_diagram(variant: &Variant, piece: PieceId) -> String {
    let p = &variant.pieces[piece];
    let grid = Grid::of(p);
    let mut out = String::new();

    // header
    let glyph = if p.glyph[0] == p.glyph[1] {
        p.glyph[0].clone()
    } else {
        format!("{}/{}", p.glyph[0], p.glyph[1])
    };
    let _ = write!(
        out,
        "{} {} {}",
        p.name,
        p.symbol(koma_runtime::Color::First),
        glyph
    );
    if p.royal {
        out.push_str(" royal");
    }
    // the royalty rules, in parentheses: `(capturable, wins unattacked in far)`, `(drops anywhere)`
    let mut royalty = Vec::new();
    if p.royal && variant.royalty.capturable {
        royalty.push("capturable".to_string());
    }
    if let (true, Some(r)) = (p.royal, &variant.royalty.reaches) {
        let safe = if r.safe { " unattacked" } else { "" };
        royalty.push(format!("wins{safe} in {}", variant.regions[r.region].name));
    }
    if p.drops_anywhere {
        royalty.push("drops anywhere".to_string());
    }
    if !royalty.is_empty() {
        let _ = write!(out, " ({})", royalty.join(", "));
    }
    let _ = write!(out, " — moves {}", p.betza);
    if let Some(to) = p.promotes_to {
        let _ = write!(out, ", promotes to {}", variant.pieces[to].name);
    }
    out.push_str(&pawns::choice(variant, p));
    out.push('\n');

    // grid
    let border = |left: char, mid: char, right: char| {
        let mut s = String::new();
        s.push(left);
        for i in 0..SIZE {
            s.push_str("──");
            s.push(if i + 1 == SIZE { right } else { mid });
        }
        s.push('\n');
        s
    };
    out.push_str(&border('┌', '┬', '┐'));
    for (r, row) in grid.cells.iter().enumerate() {
        if r > 0 {
            out.push_str(&border('├', '┼', '┤'));
        }
        out.push('│');
        for (c, cell) in row.iter().enumerate() {
            if (r, c) == (SIZE / 2, SIZE / 2) {
                out.push('▲');
                out.push_str(&p.glyph[0]);
            } else {
                out.push('　');
                out.push(cell.mark().unwrap_or('　'));
            }
            out.push('│');
        }
        out.push('\n');
    }
    out.push_str(&border('└', '┴', '┘'));

    // notes
    for line in notes(variant, p, &grid) {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The marks of `piece`'s 7x7 diagram grid, as [`piece_diagram`] draws them (see the [module
/// docs](self) for the legend): `marks[row][col]`, row 0 the top (forward 3), col 0 the mover's
/// left 3; `None` for an empty cell and for the centre, where the piece stands. For a picture
/// of the same diagram (`koma show --svg`).
pub fn piece_marks(piece: &PieceType) -> [[Option<char>; SIZE]; SIZE] {
    let grid = Grid::of(piece);
    grid.cells.map(|row| row.map(Cell::mark))
}

/// The text lines below `piece`'s diagram grid, as [`piece_diagram`] writes them (move-only
/// moves, hops, regions, drops, targets beyond the grid), without line ends.
pub fn piece_notes(variant: &Variant, piece: PieceId) -> Vec<String> {
    let p = &variant.pieces[piece];
    notes(variant, p, &Grid::of(p))
}

/// Every piece's diagram ([`piece_diagram`]), in declaration order, separated by blank lines.
pub fn variant_diagrams(variant: &Variant) -> String {
    let pieces = (0..variant.pieces.len())
        .map(|i| piece_diagram(variant, i))
        .collect::<Vec<_>>()
        .join("\n");
    let lines: Vec<String> = [royals::summary(variant), counting::summary(variant)]
        .into_iter()
        .flatten()
        .chain(insufficient::summary(variant))
        .chain(lions::summary(variant))
        .chain(counter_strike::summary(variant))
        .collect();
    if lines.is_empty() {
        return pieces;
    }
    format!("{}\n\n{pieces}", lines.join("\n"))
}

/// The text lines under the grid.
fn notes(variant: &Variant, p: &PieceType, grid: &Grid) -> Vec<String> {
    let mut lines = Vec::new();

    // rules the marks draw alike but that differ: by mode, hop, lameness and region
    #[derive(PartialEq, Eq)]
    struct Key {
        mode: MoveMode,
        only_in: Option<RegionId>,
        hop: bool,
        lame: bool,
        along: Option<RegionId>,
        flags: String,
    }
    let mut groups: Vec<(Key, Vec<&MoveRule>)> = Vec::new();
    for m in &p.moves {
        let key = Key {
            mode: m.mode,
            only_in: m.only_in,
            hop: m.kind == MoveKind::Hop,
            lame: matches!(m.kind, MoveKind::Lame { .. }),
            along: m.along,
            flags: pawns::flags(m),
        };
        if key.mode == MoveMode::Both
            && key.only_in.is_none()
            && !key.hop
            && !key.lame
            && key.along.is_none()
            && key.flags.is_empty()
        {
            continue;
        }
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, rules)) => rules.push(m),
            None => groups.push((key, vec![m])),
        }
    }
    for (key, rules) in &groups {
        let mut what = Vec::new();
        match key.mode {
            MoveMode::Both => {}
            MoveMode::MoveOnly => what.push("moves only".to_string()),
            MoveMode::CaptureOnly => what.push("captures only".to_string()),
        }
        if key.hop {
            what.push("by hopping over exactly one piece (◎)".to_string());
        }
        if key.lame {
            what.push(lame_phrase(rules));
        }
        if let Some(r) = key.only_in {
            let ranks = if rules.iter().any(|m| m.initial) {
                pawns::region_ranks(variant, r)
            } else {
                String::new()
            };
            what.push(format!(
                "only while in `{}`{ranks}",
                variant.regions[r].name
            ));
        }
        if let Some(r) = key.along {
            what.push(format!(
                "only along `{}` (from, over and to its squares)",
                variant.regions[r].name
            ));
        }
        lines.push(format!(
            "{}: {}{}",
            betza_of(rules),
            what.join(", "),
            key.flags
        ));
    }
    let id = variant.pieces.iter().position(|q| q.name == p.name);
    for (what, excluded) in id
        .map(|id| {
            [
                ("never hops over", variant.special.no_hop_over(id)),
                ("never captures", variant.special.no_capture(id)),
            ]
        })
        .into_iter()
        .flatten()
    {
        if !excluded.is_empty() {
            let names: Vec<String> = excluded
                .iter()
                .map(|&k| format!("`{}`", variant.pieces[k].name))
                .collect();
            lines.push(format!("{what} {}", names.join(", ")));
        }
    }
    if id.is_some() && variant.special.pass == id {
        lines.push(
            "may pass (the move to its own square), when not in check or under bikjang".to_string(),
        );
    }

    if let Some(r) = p.within {
        lines.push(format!("confined to `{}`", variant.regions[r].name));
    }
    lines.extend(flip::notes(variant, p));
    lines.extend(nifu::note(variant, p));
    lines.extend(drops::note(variant, p));
    if let Some(id) = variant.piece_by_name(&p.name) {
        lines.extend(castling::notes(variant, id));
    }
    if grid.cells.iter().flatten().any(|c| c.mark() == Some('◉')) {
        lines.push("◉: a hop target (◎) also reached by another move".to_string());
    }
    if !grid.off_grid.is_empty() {
        let v: Vec<String> = grid
            .off_grid
            .iter()
            .map(|&(dx, dy)| vector(dx, dy))
            .collect();
        lines.push(format!("beyond the grid: {}", v.join(" ")));
    }
    lines
}

/// How a group of lame leaps is blocked, in words.
fn lame_phrase(rules: &[&MoveRule]) -> String {
    let blocks = |m: &MoveRule| match &m.kind {
        MoveKind::Lame { blocks } => blocks.clone(),
        _ => Vec::new(),
    };
    let between = rules
        .iter()
        .all(|m| m.dx % 2 == 0 && m.dy % 2 == 0 && blocks(m) == [(m.dx / 2, m.dy / 2)]);
    if between {
        return "lame, blocked by a piece on the square in between".to_string();
    }
    let leg = rules.iter().all(|m| {
        let (ax, ay) = (m.dx.abs(), m.dy.abs());
        let step = if ay > ax {
            (0, m.dy.signum())
        } else {
            (m.dx.signum(), 0)
        };
        ax != ay && blocks(m) == [step]
    });
    if leg {
        return "lame, blocked by a piece on the orthogonal square next to it (the leg)"
            .to_string();
    }
    let mut all: Vec<(i8, i8)> = rules.iter().flat_map(|m| blocks(m)).collect();
    all.sort_unstable();
    all.dedup();
    let v: Vec<String> = all.iter().map(|&(x, y)| vector(x, y)).collect();
    format!("lame, blocked by a piece on {}", v.join(" "))
}

/// `(+1, -2)`.
fn vector(dx: i8, dy: i8) -> String {
    let c = |v: i8| {
        if v > 0 {
            format!("+{v}")
        } else {
            v.to_string()
        }
    };
    format!("({}, {})", c(dx), c(dy))
}

/// The atom letter of the leap `(p, q)`, `0 <= p <= q`.
fn atom(p: i8, q: i8) -> Option<char> {
    Some(match (p, q) {
        (0, 1) => 'W',
        (1, 1) => 'F',
        (0, 2) => 'D',
        (2, 2) => 'A',
        (1, 2) => 'N',
        (0, 3) => 'H',
        (1, 3) => 'C',
        (2, 3) => 'Z',
        (3, 3) => 'G',
        _ => return None,
    })
}

/// A Betza string for `rules` (the inverse of the checker's expansion, for display): rules are
/// grouped by atom, kind and mode. Vectors Betza cannot name (no atom, a direction set no prefix
/// names, or a lame leap other than `nN`, `nA` and `nD` blocked as they are) follow in the
/// language's vector forms, comma-separated: `pD, hop (-5, 0)`. The checker reads the result
/// back into the same rules (their `in REGION` aside).
fn betza_of(rules: &[&MoveRule]) -> String {
    struct Group<'a> {
        pq: (i8, i8),
        kind: &'a MoveKind,
        mode: MoveMode,
        rules: Vec<&'a MoveRule>,
    }
    let same_kind = |a: &MoveKind, b: &MoveKind| match (a, b) {
        (MoveKind::Lame { .. }, MoveKind::Lame { .. }) => true,
        _ => a == b,
    };
    let mut groups: Vec<Group> = Vec::new();
    let mut forms: Vec<String> = Vec::new();
    for m in rules {
        let (ax, ay) = (m.dx.unsigned_abs(), m.dy.unsigned_abs());
        let pq = (ax.min(ay) as i8, ax.max(ay) as i8);
        if let MoveKind::Lame { blocks } = &m.kind {
            let betza_lame = atom(pq.0, pq.1)
                .filter(|a| matches!(a, 'N' | 'A' | 'D'))
                .is_some_and(|a| blocks[..] == [lame_block(a, m.dx, m.dy)]);
            if !betza_lame {
                forms.push(vector_form(m));
                continue;
            }
        }
        match groups
            .iter_mut()
            .find(|g| g.pq == pq && same_kind(g.kind, &m.kind) && g.mode == m.mode)
        {
            Some(g) => g.rules.push(m),
            None => groups.push(Group {
                pq,
                kind: &m.kind,
                mode: m.mode,
                rules: vec![m],
            }),
        }
    }
    let mut betza = String::new();
    for g in groups {
        let Some(letter) = atom(g.pq.0, g.pq.1) else {
            forms.extend(g.rules.iter().map(|m| vector_form(m)));
            continue;
        };
        let mode = match g.mode {
            MoveMode::Both => "",
            MoveMode::MoveOnly => "m",
            MoveMode::CaptureOnly => "c",
        };
        let rider = || match letter {
            'W' => "R".to_string(),
            'F' => "B".to_string(),
            l => format!("{l}{l}"),
        };
        let (pre, body) = match g.kind {
            MoveKind::Leap => ("", letter.to_string()),
            MoveKind::Lame { .. } => ("n", letter.to_string()),
            MoveKind::Slide { max: Some(n) } if *n > 0 => ("", format!("{letter}{n}")),
            MoveKind::Slide { .. } => ("", rider()),
            MoveKind::Hop => ("p", rider()),
        };
        let vecs: Vec<(i8, i8)> = g.rules.iter().map(|m| (m.dx, m.dy)).collect();
        for dirs in directions(g.pq.0, g.pq.1, &vecs) {
            match dirs {
                Ok(d) => {
                    let _ = write!(betza, "{mode}{pre}{d}{body}");
                }
                Err(v) => {
                    let m = g.rules.iter().find(|m| (m.dx, m.dy) == v);
                    forms.extend(m.map(|m| vector_form(m)));
                }
            }
        }
    }
    if !betza.is_empty() {
        forms.insert(0, betza);
    }
    forms.join(", ")
}

/// One rule in the language's vector form: `capture hop (-5, 0)`, `slide 2 (0, -1)`.
fn vector_form(m: &MoveRule) -> String {
    let mode = match m.mode {
        MoveMode::Both => "",
        MoveMode::MoveOnly => "move ",
        MoveMode::CaptureOnly => "capture ",
    };
    let v = vector(m.dx, m.dy);
    match &m.kind {
        MoveKind::Leap if m.dx.abs() <= 1 && m.dy.abs() <= 1 => format!("{mode}step {v}"),
        MoveKind::Leap => format!("{mode}jump {v}"),
        MoveKind::Lame { blocks } => {
            let via: String = blocks
                .iter()
                .map(|&(x, y)| format!(" via {}", vector(x, y)))
                .collect();
            format!("{mode}lame {v}{via}")
        }
        MoveKind::Slide { max: Some(n) } if *n > 0 => format!("{mode}slide {n} {v}"),
        MoveKind::Slide { .. } => format!("{mode}slide {v}"),
        MoveKind::Hop => format!("{mode}hop {v}"),
    }
}

/// The Betza direction prefixes covering `vecs` (all of the atom `(p, q)`), one per atom to
/// write; a vector no prefix names comes back as `Err`.
fn directions(p: i8, q: i8, vecs: &[(i8, i8)]) -> Vec<Result<String, (i8, i8)>> {
    let has = |x: i8, y: i8| vecs.contains(&(x, y));
    let pair = |a: bool, b: bool, both: &str, one: &str, other: &str| match (a, b) {
        (true, true) => both.to_string(),
        (true, false) => one.to_string(),
        (false, true) => other.to_string(),
        (false, false) => String::new(),
    };
    if p == 0 {
        // orthogonal: each letter adds its direction
        let (f, b, l, r) = (has(0, q), has(0, -q), has(-q, 0), has(q, 0));
        if f && b && l && r {
            return vec![Ok(String::new())];
        }
        let v = pair(f, b, "v", "f", "b");
        let h = pair(l, r, "s", "l", "r");
        return vec![Ok(v + &h)];
    }
    if p == q {
        // diagonal: vertical and horizontal letters intersect
        let fwd = (has(-p, p), has(p, p));
        let back = (has(-p, -p), has(p, -p));
        let hor = |(l, r): (bool, bool)| pair(l, r, "", "l", "r");
        if fwd == back {
            return vec![Ok(hor(fwd))];
        }
        let mut out = Vec::new();
        for (v, side) in [("f", fwd), ("b", back)] {
            if side.0 || side.1 {
                out.push(Ok(format!("{v}{}", hor(side))));
            }
        }
        return out;
    }
    // oblique
    if vecs.len() == 8 {
        return vec![Ok(String::new())];
    }
    let set = |v: &[(i8, i8)]| v.iter().all(|&(x, y)| has(x, y));
    let halves = [
        ("fh", [(-p, q), (p, q), (-q, p), (q, p)]),
        ("bh", [(-p, -q), (p, -q), (-q, -p), (q, -p)]),
        ("lh", [(-q, p), (-q, -p), (-p, q), (-p, -q)]),
        ("rh", [(q, p), (q, -p), (p, q), (p, -q)]),
    ];
    for (name, half) in halves {
        if vecs.len() == 4 && set(&half) {
            return vec![Ok(name.to_string())];
        }
    }
    let mut left: Vec<(i8, i8)> = vecs.to_vec();
    let mut out = Vec::new();
    fn take(
        pairs: &[(&'static str, [(i8, i8); 2])],
        left: &mut Vec<(i8, i8)>,
    ) -> Vec<&'static str> {
        let mut names = Vec::new();
        for (name, two) in pairs {
            if two.iter().all(|v| left.contains(v)) {
                left.retain(|v| !two.contains(v));
                names.push(*name);
            }
        }
        names
    }
    let vert = take(
        &[("f", [(-p, q), (p, q)]), ("b", [(-p, -q), (p, -q)])],
        &mut left,
    );
    let side = take(
        &[("l", [(-q, p), (-q, -p)]), ("r", [(q, p), (q, -p)])],
        &mut left,
    );
    let wide = take(
        &[("fs", [(-q, p), (q, p)]), ("bs", [(-q, -p), (q, -p)])],
        &mut left,
    );
    for (group, both) in [(vert, "v"), (side, "s")] {
        match group.len() {
            2 => out.push(Ok(both.to_string())),
            1 => out.push(Ok(group[0].to_string())),
            _ => {}
        }
    }
    out.extend(wide.into_iter().map(|w| Ok(w.to_string())));
    out.extend(left.into_iter().map(Err));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Board, Region};

    fn rule(dx: i8, dy: i8, kind: MoveKind) -> MoveRule {
        MoveRule {
            dx,
            dy,
            kind,
            mode: MoveMode::Both,
            only_in: None,
            along: None,
            initial: false,
            en_passant: false,
        }
    }

    fn piece(
        name: &str,
        letter: char,
        glyph: &str,
        betza: &str,
        moves: Vec<MoveRule>,
    ) -> PieceType {
        PieceType {
            name: name.to_string(),
            letter,
            glyph: [glyph.to_string(), glyph.to_string()],
            betza: betza.to_string(),
            moves,
            ..PieceType::default()
        }
    }

    fn variant(pieces: Vec<PieceType>, regions: Vec<Region>) -> Variant {
        Variant {
            name: "test".to_string(),
            board: Board { files: 9, ranks: 9 },
            regions,
            pieces,
            ..Variant::default()
        }
    }

    fn region(name: &str) -> Region {
        Region {
            name: name.to_string(),
            mask: [vec![true; 81], vec![true; 81]],
            line: 0,
        }
    }

    fn eight(p: i8, q: i8) -> Vec<(i8, i8)> {
        let mut v = Vec::new();
        for (a, b) in [(p, q), (q, p)] {
            for sx in [-1, 1] {
                for sy in [-1, 1] {
                    if !v.contains(&(sx * a, sy * b)) {
                        v.push((sx * a, sy * b));
                    }
                }
            }
        }
        v
    }

    /// The marks of a diagram's grid rows, centre and empties included, as short strings.
    fn rows(diagram: &str) -> Vec<String> {
        diagram
            .lines()
            .filter(|l| l.starts_with('│'))
            .map(|l| {
                l.split('│')
                    .filter(|c| !c.is_empty())
                    .map(|c| c.trim_matches('　'))
                    .map(|c| if c.is_empty() { "." } else { c })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    #[test]
    fn cloud_eagle_matches_the_module_example() {
        let mut moves = vec![
            rule(0, 1, MoveKind::Slide { max: None }),
            rule(0, -1, MoveKind::Slide { max: None }),
            rule(-1, 1, MoveKind::Slide { max: Some(3) }),
            rule(1, 1, MoveKind::Slide { max: Some(3) }),
        ];
        for (dx, dy) in [(-1, -1), (1, -1), (-1, 0), (1, 0)] {
            moves.push(rule(dx, dy, MoveKind::Leap));
        }
        let v = variant(
            vec![piece("cloud-eagle", 'E', "鷲", "vRfF3bFsW", moves)],
            Vec::new(),
        );
        let d = piece_diagram(&v, 0);
        let doc: String = include_str!("mod.rs")
            .lines()
            .skip_while(|l| !l.starts_with("//! cloud-eagle"))
            .take_while(|l| !l.starts_with("//! ```"))
            .map(|l| format!("{}\n", l.trim_start_matches("//! ")))
            .collect();
        assert_eq!(d, doc);
    }

    #[test]
    fn header_names_letter_glyphs_royalty_and_promotion() {
        let mut k = piece("general", 'K', "帅", "W", vec![rule(0, 1, MoveKind::Leap)]);
        k.glyph[1] = "将".to_string();
        k.royal = true;
        let mut pawn = piece("pawn", 'P', "歩", "fW", vec![rule(0, 1, MoveKind::Leap)]);
        pawn.promotes_to = Some(2);
        let mut tokin = piece("tokin", 'P', "と", "fW", vec![rule(0, 1, MoveKind::Leap)]);
        tokin.promoted_from = Some(1);
        let v = variant(vec![k, pawn, tokin], Vec::new());
        let first = |i| piece_diagram(&v, i).lines().next().unwrap().to_string();
        assert_eq!(first(0), "general K 帅/将 royal — moves W");
        assert_eq!(first(1), "pawn P 歩 — moves fW, promotes to tokin");
        assert_eq!(first(2), "tokin +P と — moves fW");
        assert_eq!(variant_diagrams(&v).matches("\n\n").count(), 2);
    }

    #[test]
    fn limited_slides_are_numbered_and_the_strongest_mark_wins() {
        let moves = vec![
            rule(0, 1, MoveKind::Leap),
            rule(0, 1, MoveKind::Slide { max: Some(2) }),
            rule(1, 0, MoveKind::Slide { max: Some(16) }),
            rule(1, 0, MoveKind::Leap),
            rule(-1, 0, MoveKind::Slide { max: Some(1) }),
            rule(0, -1, MoveKind::Slide { max: Some(0) }),
            rule(1, 1, MoveKind::Slide { max: Some(40) }),
        ];
        let v = variant(vec![piece("x", 'X', "試", "", moves)], Vec::new());
        let d = piece_diagram(&v, 0);
        assert_eq!(
            rows(&d),
            [
                ". . . . . . ●",
                ". . . . . ● .",
                ". . . ② ● . .",
                ". . ○ ▲試 ⑯ . .",
                ". . . ● . . .",
                ". . . ● . . .",
                ". . . ● . . .",
            ]
        );
    }

    #[test]
    fn cannon_hops_are_marked_and_explained() {
        let mut moves = Vec::new();
        for (dx, dy) in [(0, 1), (0, -1), (-1, 0), (1, 0)] {
            moves.push(MoveRule {
                mode: MoveMode::MoveOnly,
                ..rule(dx, dy, MoveKind::Slide { max: None })
            });
        }
        for (dx, dy) in [(0, 1), (0, -1), (-1, 0), (1, 0)] {
            moves.push(MoveRule {
                mode: MoveMode::CaptureOnly,
                ..rule(dx, dy, MoveKind::Hop)
            });
        }
        // a lone hopper too: hops along the diagonals, move and capture
        for (dx, dy) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
            moves.push(rule(dx, dy, MoveKind::Hop));
        }
        let v = variant(
            vec![piece("cannon", 'C', "炮", "mRcpRpB", moves)],
            Vec::new(),
        );
        let d = piece_diagram(&v, 0);
        assert_eq!(
            rows(&d),
            [
                "◎ . . ◉ . . ◎",
                ". ◎ . ◉ . ◎ .",
                ". . . ● . . .",
                "◉ ◉ ● ▲炮 ● ◉ ◉",
                ". . . ● . . .",
                ". ◎ . ◉ . ◎ .",
                "◎ . . ◉ . . ◎",
            ]
        );
        let notes: Vec<&str> = d.lines().skip(16).collect();
        assert_eq!(
            notes,
            [
                "mR: moves only",
                "cpR: captures only, by hopping over exactly one piece (◎)",
                "pB: by hopping over exactly one piece (◎)",
                "◉: a hop target (◎) also reached by another move",
            ]
        );
    }

    #[test]
    fn regions_lame_leaps_and_far_targets_become_notes() {
        let mut soldier = piece(
            "soldier",
            'P',
            "兵",
            "fW, sW in enemy-half",
            vec![rule(0, 1, MoveKind::Leap)],
        );
        for dx in [-1, 1] {
            soldier.moves.push(MoveRule {
                only_in: Some(1),
                ..rule(dx, 0, MoveKind::Leap)
            });
        }
        let mut horse = piece("horse", 'N', "马", "nN", Vec::new());
        for (dx, dy) in eight(1, 2) {
            let leg = if dy.abs() > dx.abs() {
                (0, dy.signum())
            } else {
                (dx.signum(), 0)
            };
            horse
                .moves
                .push(rule(dx, dy, MoveKind::Lame { blocks: vec![leg] }));
        }
        let mut elephant = piece("elephant", 'B', "相", "nA", Vec::new());
        for (dx, dy) in eight(2, 2) {
            elephant.moves.push(rule(
                dx,
                dy,
                MoveKind::Lame {
                    blocks: vec![(dx / 2, dy / 2)],
                },
            ));
        }
        elephant.within = Some(0);
        let far = piece(
            "far",
            'F',
            "遠",
            "",
            vec![
                rule(0, 4, MoveKind::Leap),
                rule(-4, 0, MoveKind::Slide { max: None }),
                rule(127, -128, MoveKind::Slide { max: None }),
                rule(2, 0, MoveKind::Hop),
                rule(-100, 0, MoveKind::Hop),
            ],
        );
        let v = variant(
            vec![soldier, horse, elephant, far],
            vec![region("own-half"), region("enemy-half")],
        );
        let notes = |i| {
            piece_diagram(&v, i)
                .lines()
                .skip(16)
                .map(str::to_string)
                .collect::<Vec<_>>()
        };
        assert_eq!(notes(0), ["sW: only while in `enemy-half`"]);
        assert_eq!(
            notes(1),
            ["nN: lame, blocked by a piece on the orthogonal square next to it (the leg)"]
        );
        assert_eq!(
            notes(2),
            [
                "nA: lame, blocked by a piece on the square in between",
                "confined to `own-half`"
            ]
        );
        assert_eq!(
            notes(3),
            [
                "prDD, hop (-100, 0): by hopping over exactly one piece (◎)",
                "beyond the grid: (0, +4) (-4, 0) (+127, -128) (+2, 0) (-100, 0)"
            ]
        );
        assert_eq!(rows(&piece_diagram(&v, 1))[1], ". . ○ . ○ . .");
    }

    #[test]
    fn betza_names_common_direction_sets() {
        let b = |vecs: &[(i8, i8)], kind: MoveKind| {
            let rules: Vec<MoveRule> = vecs
                .iter()
                .map(|&(x, y)| rule(x, y, kind.clone()))
                .collect();
            betza_of(&rules.iter().collect::<Vec<_>>())
        };
        assert_eq!(b(&[(0, 1), (0, -1), (1, 0), (-1, 0)], MoveKind::Leap), "W");
        assert_eq!(b(&[(0, 1), (1, 0), (-1, 0)], MoveKind::Leap), "fsW");
        assert_eq!(b(&[(0, 1), (0, -1)], MoveKind::Slide { max: None }), "vR");
        assert_eq!(
            b(&[(-1, 1), (1, 1)], MoveKind::Slide { max: Some(3) }),
            "fF3"
        );
        assert_eq!(b(&[(-1, 1), (1, 1), (-1, -1)], MoveKind::Leap), "fFblF");
        assert_eq!(b(&[(1, 1), (1, -1)], MoveKind::Leap), "rF");
        assert_eq!(b(&[(-1, 2), (1, 2)], MoveKind::Leap), "fN");
        assert_eq!(
            b(&[(-1, 2), (1, 2), (-2, 1), (2, 1)], MoveKind::Leap),
            "fhN"
        );
        assert_eq!(
            b(&[(-1, 2), (1, 2), (-1, -2), (1, -2)], MoveKind::Leap),
            "vN"
        );
        assert_eq!(
            b(&[(-2, 1), (2, 1), (2, -1)], MoveKind::Leap),
            "rN, jump (-2, +1)"
        );
        assert_eq!(b(&eight(1, 2), MoveKind::Slide { max: None }), "NN");
        assert_eq!(b(&[(0, 5)], MoveKind::Leap), "jump (0, +5)");
        assert_eq!(
            b(&[(1, 4), (0, 1)], MoveKind::Slide { max: Some(2) }),
            "fW2, slide 2 (+1, +4)"
        );
    }
}
