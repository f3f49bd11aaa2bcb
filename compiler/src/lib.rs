//! The koma compiler: turns a checked [`koma_dsl::ir::Variant`] into a specialized Rust move
//! generator. Not built yet: the language and the reference engine come first; the compiler's
//! issue builds on them. Until then this crate only names the entry point's input.

/// The IR the compiler will read: the same validated variant the reference engine runs.
pub use koma_dsl::ir::Variant;
