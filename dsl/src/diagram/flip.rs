//! The lines of a piece's diagram about its faces (`promotion every move`, `drops either
//! face`).

use crate::ir::{PieceId, PieceType, Variant};

/// The lines `koma show` writes under a piece's diagram for these rules: how it turns over on
/// every move, and whether its promoted type is dropped too.
pub(crate) fn notes(variant: &Variant, p: &PieceType) -> Vec<String> {
    let mut lines = Vec::new();
    let name = |id: PieceId| variant.pieces[id].name.as_str();
    if variant.faces.every_move {
        if let Some(to) = p.promotes_to {
            lines.push(format!(
                "turns over into `{}` on each of its moves",
                name(to)
            ));
        }
        if let Some(from) = p.promoted_from {
            lines.push(format!(
                "turns back into `{}` on each of its moves",
                name(from)
            ));
        }
    }
    if variant.faces.drop_either
        && let Some(from) = p.promoted_from
    {
        lines.push(format!(
            "dropped from the hand in place of a `{}` (`drops either face`)",
            name(from)
        ));
    }
    lines
}
