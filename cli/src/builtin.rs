//! The built-in rules files, embedded in the binary so `koma perft xiangqi 3` works anywhere.

pub use koma_variants::Builtin;

/// Every rules file in `variants/` (the list of built-ins, `koma_variants::BUILTINS`), sorted
/// by name.
pub const BUILTIN: &[Builtin] = koma_variants::BUILTINS;

/// The built-in variants without a compiled generator (the compiler does not yet emit a feature
/// they use): they run on the reference engine.
pub const REFERENCE_ONLY: &[&str] = &[];

/// The source of the built-in variant `name`, if there is one.
pub fn builtin(name: &str) -> Option<&'static str> {
    koma_variants::builtin(name).map(|b| b.source)
}

/// The names of the built-in variants, comma-separated, for messages.
pub fn builtin_names() -> String {
    koma_variants::NAMES.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_files_are_the_variants_folder() {
        for b in BUILTIN {
            let path = format!("{}/../variants/{}.koma", env!("CARGO_MANIFEST_DIR"), b.name);
            assert_eq!(std::fs::read_to_string(&path).unwrap(), b.source, "{path}");
        }
        let dir = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../variants")).unwrap();
        let on_disk = dir
            .filter_map(|e| e.ok())
            .filter(|e| e.path().extension().is_some_and(|x| x == "koma"))
            .count();
        assert_eq!(
            on_disk,
            BUILTIN.len(),
            "a rules file in variants/ is not embedded"
        );
    }
}
