//! koma's built-in variants, each compiled at build time from its rules file (next to this
//! crate's `Cargo.toml`) into a specialized move generator by `koma_macros::variant!`.
//!
//! Every module has the same shape: `Piece` (the variant's piece types), `Position`
//! (implementing [`koma_runtime::Position`]), and constants (`FILES`, `RANKS`, `SQUARES`,
//! `KINDS`, `START`, `NAME`, `RULES`).
//!
//! ```
//! use koma_runtime::Position as _;
//! let pos = koma_variants::minishogi::Position::start();
//! assert_eq!(koma_runtime::perft(&pos, 2), 181);
//! ```
#![warn(missing_docs)]

/// Defines one module per built-in (the list of [`koma_builtins::for_each_builtin!`]), its
/// generator compiled from its rules file by `koma_macros::variant!`.
macro_rules! modules {
    ($(($name:literal, $module:ident, $file:literal, $doc:literal)),* $(,)?) => {
        $(
            #[doc = $doc]
            pub mod $module {
                koma_macros::variant!($file);
            }
        )*
    };
}
koma_builtins::for_each_builtin!(modules);

pub use koma_builtins::{BUILTINS, Builtin, NAMES, builtin, for_each_builtin};
