//! The list of koma's built-in variants: the rules files in `variants/`. A build script reads
//! the folder, so adding a rules file there makes it a built-in of every crate and tool with no
//! other edit. A built-in's file is named after the variant it declares (`wa-shogi.koma` holds
//! `variant wa-shogi`), and its module in `koma_variants` after the name, `-` written `_`
//! (`koma_variants::wa_shogi`).
//!
//! This crate has no dependencies, so any crate can list the built-ins, even those that
//! `koma-variants` depends on (their tests take it as a dev-dependency).
//!
//! ```
//! assert!(koma_builtins::NAMES.contains(&"wa-shogi"));
//! let wa = koma_builtins::builtin("wa-shogi").expect("a built-in");
//! assert_eq!((wa.module, wa.file), ("wa_shogi", "wa-shogi.koma"));
//! ```

/// A built-in variant: a rules file in `variants/`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Builtin {
    /// The name its rules file declares (`wa-shogi`), also the file's stem.
    pub name: &'static str,
    /// Its module in `koma_variants` (`wa_shogi`).
    pub module: &'static str,
    /// Its rules file's name in `variants/` (`wa-shogi.koma`).
    pub file: &'static str,
    /// The rules file's text.
    pub source: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/builtins.rs"));

/// The built-in variant named `name`, if there is one.
pub fn builtin(name: &str) -> Option<&'static Builtin> {
    BUILTINS.iter().find(|b| b.name == name)
}
