//! The built-in variants' names: the rules files in `variants/` (the `koma_variants` crate
//! compiles each one), sorted, as `koma_builtins::NAMES` lists them. Included by tests of crates
//! that cannot depend on `koma-variants` (`#[path = "../../testdata/builtins.rs"] mod builtins;`,
//! with `koma-builtins` as a dev-dependency).

/// The file stems of `variants/*.koma`, sorted (`["capablanca", "chess", ...]`).
pub fn names() -> Vec<String> {
    koma_builtins::NAMES
        .iter()
        .map(ToString::to_string)
        .collect()
}
