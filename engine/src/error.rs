//! Errors of the engine: a variant it cannot run, a position text it refuses.

use koma_runtime::Color;
use koma_runtime::setup::SetupError;

/// Why [`crate::Engine::new`] refused a variant (the engine's own limits, or an IR that breaks
/// the invariants the checker promises).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    /// The board is not 1..=16 files by 1..=16 ranks.
    #[error("unsupported board size {files}x{ranks}")]
    BoardSize {
        /// Files of the board.
        files: u8,
        /// Ranks of the board.
        ranks: u8,
    },
    /// More piece types than the engine's tables hold.
    #[error("{found} piece types; the engine supports at most {max}")]
    TooManyPieceTypes {
        /// Piece types in the variant.
        found: usize,
        /// The engine's limit.
        max: usize,
    },
    /// A piece id, region id or region mask out of range: the IR was not validated.
    #[error("invalid IR: {0}")]
    InvalidIr(String),
}

/// Why a position text (SFEN/FEN) was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// The text itself is malformed (see the inner error for what and where).
    #[error("{0}")]
    Text(#[from] SetupError),
    /// The setup was made for another board or piece set.
    #[error("the setup does not fit this variant's board or pieces")]
    Mismatch,
    /// A side has more than one royal piece on the board.
    #[error("{} has {count} royal pieces; at most one is allowed", side_name(*color))]
    TooManyRoyals {
        /// The side.
        color: Color,
        /// How many royal pieces it has.
        count: usize,
    },
    /// An unpromoted piece stands where it could never move (a pawn on the last rank).
    #[error("{piece} on {square} could never move")]
    DeadPiece {
        /// The piece's name.
        piece: String,
        /// The square, in the variant's notation.
        square: String,
    },
    /// A hand holds a piece although captured pieces never go to the hand in this variant.
    #[error("this variant has no pieces in hand")]
    NoHands,
    /// A hand holds a royal piece.
    #[error("a royal piece ({piece}) cannot be in hand")]
    RoyalInHand {
        /// The piece's name.
        piece: String,
    },
    /// More than 255 pieces that would go to one hand slot.
    #[error("too many pieces of type {piece} (at most 255 in all)")]
    TooManyPieces {
        /// The piece's name.
        piece: String,
    },
}

fn side_name(c: Color) -> &'static str {
    match c {
        Color::First => "the first player",
        Color::Second => "the second player",
    }
}
