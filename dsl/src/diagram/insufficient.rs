//! The insufficient-material line of a variant's diagrams.

/// The line `koma show` prints above the diagrams for `insufficient-material draws`: the mating,
/// promoting and colour-bound types.
pub(crate) fn summary(variant: &crate::ir::Variant) -> Option<String> {
    let rule = variant.end.insufficient.as_ref()?;
    let names = |kinds: &[koma_runtime::PieceKind]| {
        let v: Vec<&str> = kinds
            .iter()
            .map(|k| variant.pieces[k.0 as usize].name.as_str())
            .collect();
        if v.is_empty() {
            "none".to_string()
        } else {
            v.join(", ")
        }
    };
    Some(format!(
        "insufficient material draws: mating {}; promoting to one {}; colour-bound {}",
        names(&rule.mating),
        names(&rule.promoting),
        names(&rule.colorbound)
    ))
}
