//! The koma reference engine: runs the IR of any rules file.
//!
//! [`Engine::new`] turns a checked [`koma_dsl::ir::Variant`] into precomputed tables (each
//! piece's targets from each square, attack probes, promotion zones, drop bans); a [`Position`]
//! borrows the engine and implements [`koma_runtime::Position`]: legal moves, SFEN/FEN in and
//! out, USI/ICCS moves. Nothing here knows any particular variant: every rule comes from the IR.
//!
//! ```
//! use koma_runtime::Position as _;
//! let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../variants/shogi.koma"))?;
//! let variant = koma_dsl::compile(&source).map_err(|d| d.render("shogi.koma", &source))?;
//! let engine = koma_engine::Engine::new(&variant)?;
//! let mut pos = engine.start_position()?;
//! assert_eq!(koma_runtime::perft(&pos, 2), 900); // the published count
//! let mv = pos.parse_move("7g7f")?;
//! pos.play(mv)?;
//! assert_eq!(pos.to_text(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
//! // a game under the rules file's end rules: history and outcome
//! let mut game = engine.start_game()?;
//! game.play(game.position().parse_move("7g7f")?)?;
//! assert_eq!(game.outcome(), None);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Games: [`Engine::start_game`] and [`Engine::game`] give a [`koma_runtime::Game`] under the
//! variant's end-of-game rules ([`Engine::end_rules`], from the IR): history, an incremental
//! Zobrist hash ([`Position::zobrist`], [`Position::zobrist_delta`]) and the outcome. Move
//! generation and perft ignore the history rules.
//!
//! Semantics beyond the IR's own docs, decided here:
//! - a captured royal piece leaves the game (it never goes to a hand);
//! - an unpromoted piece never stands where it could never move
//!   ([`koma_dsl::ir::Variant::can_move_from`]): a move there must promote, and a move there
//!   that cannot promote is not legal; a position text with such a piece is refused;
//! - a side without a royal piece has no check to avoid; the royal constraints
//!   (`no_facing`, `no_same_rank`) apply only while both royals are on the board; a side may
//!   not have two royals on the board, except with `royals several`, where only a side's sole
//!   royal piece is protected (`royals.rs`);
//! - the halfmove clock (FEN) counts plies since the last capture.
//!
//! Limits (checked by [`Engine::new`] and [`Position::from_text`], reported as errors): at most
//! 63 piece types, 32 of them holdable in hand, 255 pieces of one hand type in all.
//!
//! Speed: one core, bulk-counted leaves, about 10M leaves/s on xiangqi and shogi perft. Legal
//! moves are pseudo-legal moves filtered by a test that is skipped when the move touches no
//! square that could change an attack on the own royal (precomputed per royal square).

#![warn(missing_docs)]

mod attack;
mod castling;
mod cell;
mod counter_strike;
mod double;
mod engine;
mod error;
mod game;
mod lions;
mod movegen;
mod notation;
mod pawns;
mod position;
mod promote_entry;
mod royals;
mod royalty;
mod san;
mod table_entries;
mod tables;
mod text;
mod zobrist;

pub use engine::Engine;
pub use error::{EngineError, PositionError};
pub use position::Position;
pub use san::san_pieces;
