//! Everything that touches pest: the grammar (`grammar.pest`), the file's parse with its error
//! recovery and messages (`parse.rs`), and the parse of each statement in its own file, into the
//! AST ([`crate::ast`]).

mod captures;
mod castling;
mod counting;
mod drops;
mod end;
mod errors;
mod exclusion;
mod grammar;
mod insufficient;
mod lions;
pub mod parse;
mod piece;
mod promotion;
mod recovery;
mod region;
mod royalty;
mod simple;
mod statement;
pub(crate) mod statements;
mod text;
mod util;
