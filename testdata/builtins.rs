//! The built-in variants' names: the rules files in `variants/` (the `koma_variants` crate
//! compiles each one), sorted. Included by tests of crates that cannot depend on
//! `koma-variants` (`#[path = "../../testdata/builtins.rs"] mod builtins;`).

/// The file stems of `variants/*.koma`, sorted (`["dobutsu", "euroshogi", ...]`).
pub fn names() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../variants");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .filter_map(|e| {
            let name = e.expect("readable entry").file_name().into_string().ok()?;
            name.strip_suffix(".koma").map(String::from)
        })
        .collect();
    names.sort();
    names
}
