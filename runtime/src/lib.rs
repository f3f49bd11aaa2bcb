//! Vocabulary types shared by every koma backend, and all a program needs at run time to play
//! a game with a generated move generator (`koma_macros::variant!`, or a build script).
//!
//! The reference engine (`koma-engine`) and the generated move generators (`koma-compiler`)
//! implement [`Position`], so tools such as [`perft`], [`Game`] (history and the end of the
//! game), game replay and differential tests are written once. This crate depends on
//! `core`/`alloc`/`std` only.
//!
//! ```
//! use koma_runtime::{Move, Notation, PieceKind, Square, Style, setup::Setup, setup::TextFormat};
//! // a board and its notation (a generated module exports its own as `NOTATION`)
//! let shogi = Notation { files: 9, ranks: 9, style: Style::Usi, letters: &['P', 'L', 'N', 'S', 'G', 'B', 'R', 'K'] };
//! let mv = shogi.parse_move("7g7f")?;
//! assert_eq!(mv, Move::Normal { from: Square::new(2, 2, 9), to: Square::new(2, 3, 9), promote: false });
//! assert_eq!(mv.display(&shogi).to_string(), "7g7f");
//! // without a board, moves and squares have an index form that round-trips
//! assert_eq!(mv.to_string(), "20-29");
//! assert_eq!("k0*40".parse::<Move>()?, Move::Drop { piece: PieceKind(0), to: Square(40) });
//! // a position's text, read without the rules (a backend then checks it)
//! let kind = |c: char, _promoted| shogi.letters.iter().position(|&l| l == c).map(|k| PieceKind(k as u8));
//! let setup = Setup::parse("4k4/9/9/9/9/9/9/9/4K4 b P 1", TextFormat::Sfen, 9, 9, 8, kind)?;
//! assert_eq!(setup.board.iter().flatten().count(), 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The main types: [`Position`] (legal moves, playing, text in and out) and [`GamePosition`]
//! (what a [`Game`] asks beyond it); [`Game`] with its [`EndRules`] and [`Outcome`]; the
//! vocabulary [`Move`], [`Square`], [`PieceKind`], [`Color`], [`SquareSet`]; [`Notation`] for
//! move text; [`setup`] for SFEN/FEN; [`perft`] and [`divide`].
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
