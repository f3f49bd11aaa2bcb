//! The lions line of a variant's diagrams.

use crate::ir::PieceId;

/// The line `koma show` prints above the diagrams of a variant with `lions PIECES` (`None`
/// otherwise).
pub(crate) fn summary(variant: &crate::ir::Variant) -> Option<String> {
    let s = &variant.special;
    if s.lions.is_empty() {
        return None;
    }
    let names = |ids: &[PieceId]| -> Vec<&str> {
        ids.iter()
            .map(|&id| variant.pieces[id].name.as_str())
            .collect()
    };
    let cheap = if s.lion_cheap.is_empty() {
        String::new()
    } else {
        format!(" other than {}", names(&s.lion_cheap).join(", "))
    };
    Some(format!(
        "lions ({}): a lion may not take a protected lion more than one step away, unless its \
         first step took a piece{cheap}",
        names(&s.lions).join(", ")
    ))
}
