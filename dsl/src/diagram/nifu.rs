//! The nifu line of a piece's diagram.

use crate::ir::{PieceType, Variant};

/// The line `koma show` prints under the diagram of a piece type with a nifu rule: `never
/// dropped on a file holding an own unpromoted pawn (nifu)`, or with a count above 1 `never
/// dropped on a file holding 2 own unpromoted swallows`; `None` for other types.
pub(crate) fn note(variant: &Variant, p: &PieceType) -> Option<String> {
    let d = &variant.drops;
    let i = d
        .nifu
        .iter()
        .position(|&k| std::ptr::eq(&variant.pieces[k], p))?;
    Some(match d.nifu_counts.get(i).copied().unwrap_or(1) {
        0 | 1 => format!(
            "never dropped on a file holding an own unpromoted {} (nifu)",
            p.name
        ),
        n => format!(
            "never dropped on a file holding {n} own unpromoted {}s",
            p.name
        ),
    })
}
