//! The checks of a parsed file, lowered into the IR: the statements sorted (`sorted.rs`), then
//! board, regions and pieces lowered, then one file per feature or construct, each reporting its
//! own errors (`lower.rs` runs them in turn); the end-of-game rules in `end/`; the warnings about
//! a valid file (`stuck.rs`).

pub(crate) mod castling;
pub(crate) mod context;
pub(crate) mod counter_strike;
pub(crate) mod double;
pub(crate) mod drop_rules;
pub(crate) mod end;
pub(crate) mod exclusion;
pub(crate) mod flip;
pub(crate) mod insufficient;
pub(crate) mod line;
pub(crate) mod lions;
pub(crate) mod lower;
pub(crate) mod moves;
pub(crate) mod nifu;
pub(crate) mod pass;
pub(crate) mod pawns;
pub(crate) mod piece;
pub(crate) mod promote_to;
pub(crate) mod region;
pub(crate) mod region_squares;
pub(crate) mod royals;
pub(crate) mod royalty;
pub(crate) mod rules;
pub(crate) mod sorted;
pub(crate) mod start;
pub(crate) mod stuck;
pub(crate) mod unsupported;
pub(crate) mod value;
pub(crate) mod vector;
pub(crate) mod xboard;
