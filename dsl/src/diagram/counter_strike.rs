//! The counter-strike line of a variant's diagrams.

/// The line `koma show` prints above the diagrams of a variant with the rule (`None`
/// otherwise).
pub(crate) fn summary(variant: &crate::ir::Variant) -> Option<String> {
    variant.special.counter_strike.then(|| {
        "lions counter-strike: after a piece that is not a lion takes a lion, the other side's \
         pieces that are not lions may take a lion on its next move only on that square (SFEN's \
         third field)"
            .to_string()
    })
}
