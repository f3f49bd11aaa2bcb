//! Vocabulary types shared by every koma backend.
//!
//! The reference engine (`koma-engine`) and, later, generated move generators implement
//! [`Position`], so tools such as [`perft`], game replay and differential tests are written once.
//! This crate depends on `core`/`alloc`/`std` only.

mod color;
mod moves;
mod perft;
mod position;
pub mod setup;
mod square;

pub use color::Color;
pub use moves::{Move, PieceKind};
pub use perft::{divide, perft};
pub use position::{MoveError, Position};
pub use square::Square;
