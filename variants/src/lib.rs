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

/// Kyoto shogi (京都将棋), 5x5, pieces turning over on every move, from `kyotoshogi.koma`.
pub mod kyotoshogi {
    koma_macros::variant!("kyotoshogi.koma");
}

/// Dobutsu shogi (どうぶつしょうぎ), 3x4, from `dobutsu.koma`.
pub mod dobutsu {
    koma_macros::variant!("dobutsu.koma");
}

/// Sho shogi (小将棋), 9x9, the drunk elephant and its crown prince, no drops, from
/// `shoshogi.koma`.
pub mod shoshogi {
    koma_macros::variant!("shoshogi.koma");
}

/// Judkins shogi (ジャドキンズ将棋), 6x6, from `judkins.koma`.
pub mod judkins {
    koma_macros::variant!("judkins.koma");
}

/// EuroShogi (ユーロ将棋), 8x8, from `euroshogi.koma`.
pub mod euroshogi {
    koma_macros::variant!("euroshogi.koma");
}

/// Gorogoro+ (ごろごろ将棋+), 5x6, from `gorogoroplus.koma`.
pub mod gorogoroplus {
    koma_macros::variant!("gorogoroplus.koma");
}

/// Yari shogi (槍将棋), 7x9, from `yarishogi.koma`.
pub mod yarishogi {
    koma_macros::variant!("yarishogi.koma");
}

/// Okisaki shogi (沖崎将棋), 10x10, from `okisakishogi.koma`.
pub mod okisakishogi {
    koma_macros::variant!("okisakishogi.koma");
}

/// Tori shogi (禽将棋), 7x7, from `torishogi.koma`.
pub mod torishogi {
    koma_macros::variant!("torishogi.koma");
}

/// Minixiangqi (小象棋), 7x7, from `minixiangqi.koma`.
pub mod minixiangqi {
    koma_macros::variant!("minixiangqi.koma");
}

/// Manchu chess (满洲棋), 9x10, from `manchu.koma`.
pub mod manchu {
    koma_macros::variant!("manchu.koma");
}

/// Makruk (หมากรุก), 8x8, from `makruk.koma`.
pub mod makruk {
    koma_macros::variant!("makruk.koma");
}

/// Shatranj (شطرنج), 8x8, from `shatranj.koma`.
pub mod shatranj {
    koma_macros::variant!("shatranj.koma");
}

/// Xiangqi with drops (xiangqihouse), 9x10, from `xiangqihouse.koma`.
pub mod xiangqihouse {
    koma_macros::variant!("xiangqihouse.koma");
}

/// Janggi (장기), 9x10, from `janggi.koma`.
pub mod janggi {
    koma_macros::variant!("janggi.koma");
}

/// No-castle chess (Fairy-Stockfish's `nocastle`), 8x8, from `nocastle.koma`.
pub mod nocastle {
    koma_macros::variant!("nocastle.koma");
}

/// Grand chess, 10x10, from `grand.koma`.
pub mod grand {
    koma_macros::variant!("grand.koma");
}

/// Chess (Fairy-Stockfish's `chess`), 8x8, from `chess.koma`.
pub mod chess {
    koma_macros::variant!("chess.koma");
}

/// Capablanca chess (Fairy-Stockfish's `capablanca`), 10x8, from `capablanca.koma`.
pub mod capablanca {
    koma_macros::variant!("capablanca.koma");
}

/// Chu shogi (中将棋), 12x12, the lion's double moves, from `chushogi.koma`.
pub mod chushogi {
    koma_macros::variant!("chushogi.koma");
}

/// The built-in variants' names (as their rules files declare them), in module order.
pub const NAMES: &[&str] = &[
    "xiangqi",
    "shogi",
    "minishogi",
    "kilyow",
    "wa-shogi",
    "wa-shogi-dropless",
    "kyotoshogi",
    "dobutsu",
    "shoshogi",
    "judkins",
    "euroshogi",
    "gorogoroplus",
    "yarishogi",
    "okisakishogi",
    "torishogi",
    "minixiangqi",
    "manchu",
    "makruk",
    "shatranj",
    "xiangqihouse",
    "janggi",
    "nocastle",
    "grand",
    "chess",
    "capablanca",
    "chushogi",
];
