//! Region specs → square masks, per side.

use crate::ast::{Num, RegionSpec, RegionSpecKind};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::Board;

/// The first player's mask of `specs` on `board` (`None` after an error), and the second
/// player's, rotated 180°: specs side by side intersect, and the groups between `,` or `|`
/// ([`RegionSpecKind::Union`]) are united. `name` is for the "empty" error.
pub(crate) fn masks(
    specs: &[RegionSpec],
    board: Board,
    name: &str,
    diags: &mut Diagnostics,
) -> Option<[Vec<bool>; 2]> {
    let mut mask = vec![false; board.squares()];
    let mut ok = true;
    for group in specs.split(|s| matches!(s.kind, RegionSpecKind::Union)) {
        match intersection(group, board, name, diags) {
            Some(m) => mask.iter_mut().zip(m).for_each(|(a, b)| *a |= b),
            None => ok = false,
        }
    }
    if !ok {
        return None;
    }
    let rotated: Vec<bool> = mask.iter().rev().copied().collect();
    Some([mask, rotated])
}

/// The mask of the intersection of `specs` (no union among them); `None` after an error.
fn intersection(
    specs: &[RegionSpec],
    board: Board,
    name: &str,
    diags: &mut Diagnostics,
) -> Option<Vec<bool>> {
    let (files, ranks) = (u32::from(board.files), u32::from(board.ranks));
    let mut mask = vec![true; board.squares()];
    let mut ok = true;
    for spec in specs {
        if let RegionSpecKind::Squares(words) = &spec.kind {
            match crate::check::region_squares::mask(words, board, diags) {
                Some(m) => mask.iter_mut().zip(m).for_each(|(a, b)| *a &= b),
                None => ok = false,
            }
            continue;
        }
        // 0-based inclusive file and rank ranges selected by this spec
        let (fs, rs) = match &spec.kind {
            RegionSpecKind::Files(a, b) => match range(a, b, files, "file", board, diags) {
                Some(r) => (r, (0, ranks - 1)),
                None => {
                    ok = false;
                    continue;
                }
            },
            RegionSpecKind::Ranks(a, b) => match range(a, b, ranks, "rank", board, diags) {
                Some(r) => ((0, files - 1), r),
                None => {
                    ok = false;
                    continue;
                }
            },
            RegionSpecKind::First(n) | RegionSpecKind::Last(n) => {
                if n.value == 0 || n.value > ranks {
                    diags.push(
                        Diagnostic::new(
                            n.span.clone(),
                            format!("region outside the {}x{} board", board.files, board.ranks),
                            format!("the board has {ranks} ranks"),
                        )
                        .with_help(format!("give 1 to {ranks} ranks")),
                    );
                    ok = false;
                    continue;
                }
                let r = if matches!(spec.kind, RegionSpecKind::First(_)) {
                    (0, n.value - 1)
                } else {
                    (ranks - n.value, ranks - 1)
                };
                ((0, files - 1), r)
            }
            RegionSpecKind::Squares(_) | RegionSpecKind::Union => continue,
        };
        for (i, m) in mask.iter_mut().enumerate() {
            let (f, r) = (i as u32 % files, i as u32 / files);
            *m &= (fs.0..=fs.1).contains(&f) && (rs.0..=rs.1).contains(&r);
        }
    }
    if !ok {
        return None;
    }
    if !mask.contains(&true) {
        let span =
            specs.first().map_or(0, |s| s.span.start)..specs.last().map_or(0, |s| s.span.end);
        diags.push(
            Diagnostic::new(
                span,
                format!("region `{name}` is empty"),
                "these specs share no square",
            )
            .with_help("specs intersect: give specs that overlap"),
        );
        return None;
    }
    Some(mask)
}

/// The 0-based inclusive range of `A-B`, 1-based, on an axis of `len` lines.
fn range(
    a: &Num,
    b: &Num,
    len: u32,
    axis: &str,
    board: Board,
    diags: &mut Diagnostics,
) -> Option<(u32, u32)> {
    let span = a.span.start..b.span.end;
    if a.value > b.value {
        diags.push(
            Diagnostic::new(
                span,
                format!("empty {axis} range `{}-{}`", a.value, b.value),
                "the first is larger",
            )
            .with_help(format!(
                "write the lower {axis} first: `{}-{}`",
                b.value, a.value
            )),
        );
        return None;
    }
    if a.value == 0 || b.value > len {
        diags.push(
            Diagnostic::new(
                span,
                format!("region outside the {}x{} board", board.files, board.ranks),
                format!("the board has {len} {axis}s"),
            )
            .with_help(format!("{axis}s are counted from 1 to {len}")),
        );
        return None;
    }
    Some((a.value - 1, b.value - 1))
}

/// The id of the region called `w` among `names` (declaration order); reports unknown names.
pub(crate) fn resolve(
    names: &[&str],
    w: &crate::ast::Word,
    diags: &mut Diagnostics,
) -> Option<usize> {
    if let Some(id) = names.iter().position(|n| *n == w.text) {
        return Some(id);
    }
    let help = if names.is_empty() {
        format!("declare it, like `region {} = last 3 ranks`", w.text)
    } else {
        format!("the regions declared are `{}`", names.join("`, `"))
    };
    diags.push(
        Diagnostic::new(
            w.span.clone(),
            format!("unknown region `{}`", w.text),
            "no region has this name",
        )
        .with_help(help),
    );
    None
}
