//! The content of a position text ([`Setup`]), read and written by `setup.rs`.

use crate::castling::CastlingFlag;
use crate::{Color, PieceKind, Square};

/// The content of a position text, not yet checked against any rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Board width.
    pub files: u8,
    /// Board height.
    pub ranks: u8,
    /// `board[square.index()]`: the piece on each square, if any.
    pub board: Vec<Option<(Color, PieceKind)>>,
    /// `hands[color.index()][kind.0]`: how many pieces of each type each side holds.
    pub hands: [Vec<u8>; 2],
    /// The side to move.
    pub side: Color,
    /// FEN's halfmove clock (plies since the last capture); 0 for SFEN.
    pub halfmove: u32,
    /// SFEN's move number (ply, from 1) or FEN's fullmove number (from 1).
    pub move_number: u32,
    /// FEN's en-passant square (its fourth field, a square in Fairy-Stockfish's UCI
    /// coordinates, `e3`, ranks from 1), `None` for `-` and for SFEN. Only variants whose
    /// pieces capture en passant accept one (the backends check).
    pub en_passant: Option<Square>,
    /// FEN's castling rights (its third field), as written; empty for `-` and for SFEN. A
    /// backend matches them with its variant's castlings (`crate::castling`).
    pub castling: Vec<CastlingFlag>,
    /// lishogi's SFEN third field in a variant with the counter-strike rule (Chu shogi, no
    /// hands): the square where, on the move just played, a piece that is not a lion took a
    /// lion; `None` for `-` and in every other variant (read by
    /// [`Setup::parse_with_lion_capture`], written in place of the hands).
    pub lion_capture: Option<Square>,
}
