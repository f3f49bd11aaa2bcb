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

/// Xiangqi (象棋), 9x10, from `xiangqi.koma`.
pub mod xiangqi {
    koma_macros::variant!("xiangqi.koma");
}

/// Shogi (将棋), 9x9, from `shogi.koma`.
pub mod shogi {
    koma_macros::variant!("shogi.koma");
}

/// Minishogi (5五将棋), 5x5, from `minishogi.koma`.
pub mod minishogi {
    koma_macros::variant!("minishogi.koma");
}

/// Kilyow (棋领), 9x9, from `kilyow.koma`.
pub mod kilyow {
    koma_macros::variant!("kilyow.koma");
}

/// Wa shogi (和将棋) with drops, 11x11, from `wa-shogi.koma`.
pub mod wa_shogi {
    koma_macros::variant!("wa-shogi.koma");
}

/// Wa shogi (和将棋) without drops, 11x11, from `wa-shogi-dropless.koma`.
pub mod wa_shogi_dropless {
    koma_macros::variant!("wa-shogi-dropless.koma");
}

/// Janggi (장기), 9x10, from `janggi.koma`.
pub mod janggi {
    koma_macros::variant!("janggi.koma");
}

/// The built-in variants' names (as their rules files declare them), in module order.
pub const NAMES: [&str; 7] = [
    "xiangqi",
    "shogi",
    "minishogi",
    "kilyow",
    "wa-shogi",
    "wa-shogi-dropless",
    "janggi",
];
