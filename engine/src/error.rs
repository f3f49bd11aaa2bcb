//! Errors of the engine: a variant it cannot run, a position text it refuses.

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

/// Why a position text (SFEN/FEN) was refused: the runtime's error, shared by every backend.
pub use koma_runtime::PositionError;
