//! The drop rules `koma show` writes under a piece's diagram: where the piece may be dropped
//! (`drops in REGION` and its `within` region) and whether a drop may give check.

use crate::ir::{Captures, PieceType, Variant};

/// The note on how `p` is dropped, when the variant restricts its drops beyond the empty
/// squares it could move from (`dropped only in `own-half` and `elephant-points`, never giving
/// check`); `None` for a type never held, or dropped anywhere.
pub(crate) fn note(variant: &Variant, p: &PieceType) -> Option<String> {
    let held = matches!(variant.captures, Captures::ToHand { .. })
        && p.promoted_from.is_none()
        && !p.royal;
    if !held {
        return None;
    }
    let regions: Vec<String> = [variant.drops.region, p.within]
        .into_iter()
        .flatten()
        .map(|r| format!("`{}`", variant.regions[r].name))
        .collect();
    let mut what = Vec::new();
    if !regions.is_empty() {
        what.push(format!("only in {}", regions.join(" and ")));
    }
    if variant.drops.no_check {
        what.push("never giving check".to_string());
    }
    (!what.is_empty()).then(|| format!("dropped {}", what.join(", ")))
}
