//! Vocabulary types shared by every koma backend.
//!
//! The reference engine (`koma-engine`) and the generated move generators (`koma-compiler`)
//! implement [`Position`], so tools such as [`perft`], game replay and differential tests are
//! written once.
//! This crate depends on `core`/`alloc`/`std` only.
#![warn(missing_docs)]

mod bare_royal;
pub mod castling;
mod chase;
mod chase_attack;
mod color;
mod counting;
mod end_rules;
mod game;
mod game_position;
pub mod index_text;
mod insufficient;
mod moves;
pub mod notation;
mod notation_board;
mod outcome;
mod parse_error;
mod perft;
mod perft_distinct;
mod perpetual_attack;
mod position;
mod position_error;
mod royalty;
pub mod san;
pub mod setup;
mod setup_ep;
mod setup_error;
mod setup_lion;
mod setup_position;
mod setup_xboard;
mod square;
mod square_set;
mod text_format;
pub mod uci;
pub mod zobrist;

pub use bare_royal::bare_royal;
pub use chase::chased;
pub use color::Color;
pub use counting::{BareLimit, Count, Counting};
pub use end_rules::{
    ChaseRules, ChaseTarget, EndRules, Perpetual, PerpetualAttack, PerpetualVerdict,
    StalemateResult,
};
pub use game::Game;
pub use game_position::GamePosition;
pub use insufficient::Insufficient;
pub use moves::{Move, PieceKind, dedup_moves_from};
pub use notation_board::{MoveDisplay, Notation, Style};
pub use outcome::{Outcome, Reason};
pub use parse_error::ParseError;
pub use perft::{divide, perft, perft_listed};
pub use perft_distinct::{distinct_moves, divide_distinct, perft_distinct};
pub use position::{MoveError, Position};
pub use position_error::PositionError;
pub use royalty::board_outcome;
pub use square::Square;
pub use square_set::SquareSet;
pub use zobrist::zobrist_key;
