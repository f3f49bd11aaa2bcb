//! What every feature's check reads, made once the board, the regions and the pieces are
//! lowered (`lower.rs` makes it, then hands it to each feature in turn).

use super::sorted::Sorted;
use crate::ir::{Board, PieceType, Region, TextFormat};

/// The statements sorted by kind, the source, and the variant's parts lowered so far (a part
/// that did not lower is `None` or empty, its error reported already).
#[derive(Clone, Copy)]
pub(crate) struct Context<'a> {
    /// The statements, sorted by kind.
    pub s: &'a Sorted<'a>,
    /// The rules file's text, for line numbers.
    pub source: &'a str,
    /// The board, when valid.
    pub board: Option<Board>,
    /// The notation, when valid.
    pub notation: Option<TextFormat>,
    /// The regions' names, in order (a region's id is its index).
    pub names: &'a [&'a str],
    /// The regions, in order.
    pub regions: &'a [Region],
    /// The piece types, in order (a piece's id is its index).
    pub pieces: &'a [PieceType],
}
