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
