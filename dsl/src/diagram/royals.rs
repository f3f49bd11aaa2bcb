//! The several-royals line of a variant's diagrams.

use crate::ir::Variant;

/// The line `koma show` prints above the diagrams of a variant with `royals several` (`None`
/// otherwise): the royal types and what the rule means.
pub(crate) fn summary(variant: &Variant) -> Option<String> {
    if !variant.several_royals() {
        return None;
    }
    let names: Vec<&str> = variant
        .royals()
        .map(|id| variant.pieces[id].name.as_str())
        .collect();
    let rule = if variant.royalty.capturable {
        "none is protected (royals capturable): a side that has lost them all has lost"
    } else {
        "a side with one royal piece may not leave it attacked; with two or more, none is protected"
    };
    Some(format!("royals several ({}): {rule}", names.join(", ")))
}
