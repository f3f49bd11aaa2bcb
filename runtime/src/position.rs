use crate::{Color, Move};

/// Why a move given as text, or as a [`Move`] value, was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move in this variant's notation (USI or ICCS); the string says why.
    Syntax(String),
    /// The move is well formed but not legal in the position.
    Illegal(String),
}

impl core::fmt::Display for MoveError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            MoveError::Syntax(s) => write!(f, "malformed move: {s}"),
            MoveError::Illegal(s) => write!(f, "illegal move: {s}"),
        }
    }
}

impl std::error::Error for MoveError {}

/// A game position that can generate and play legal moves.
///
/// Implemented by the reference engine for any rules file and by generated code. Tools —
/// [`crate::perft`], [`crate::divide`], replay, differential tests — are written against this
/// trait only.
pub trait Position: Clone {
    /// The side to move.
    fn side_to_move(&self) -> Color;

    /// Appends every legal move to `out` (which is not cleared first).
    fn legal_moves(&self, out: &mut Vec<Move>);

    /// The number of legal moves: always `legal_moves(..)`'s count. The default builds the
    /// list and counts it; a generator may count without building moves (generated code adds
    /// up the sizes of its target sets). [`crate::perft`] counts its leaves with this.
    fn count_legal_moves(&self) -> usize {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.len()
    }

    /// Plays `mv`, which must be legal here; playing anything else leaves the position
    /// unspecified (but memory-safe).
    fn play_unchecked(&mut self, mv: Move);

    /// Plays `mv` after checking that it is legal.
    ///
    /// # Errors
    /// [`MoveError::Illegal`] when `mv` is not among [`Position::legal_moves`].
    fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if moves.contains(&mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(MoveError::Illegal(self.format_move(mv)))
        }
    }

    /// Whether the side to move is in check (its royal piece is attacked).
    fn is_check(&self) -> bool;

    /// The position as SFEN (shogi family) or FEN (xiangqi).
    fn to_text(&self) -> String;

    /// `mv` in the variant's move notation: USI (`7g7f`, `P*5e`, `8h2b+`) or ICCS (`h2e2`).
    fn format_move(&self, mv: Move) -> String;

    /// Reads a move in the variant's notation and checks that it is legal here.
    ///
    /// # Errors
    /// [`MoveError::Syntax`] for text that is not a move, [`MoveError::Illegal`] for a well-formed
    /// move that is not legal in this position.
    fn parse_move(&self, text: &str) -> Result<Move, MoveError>;

    /// Whether `mv` is a castling (a [`Move::Normal`] of the royal piece from its square to its
    /// castling target, the partner moving too; for SAN's `O-O`). `false` in variants without
    /// castling.
    #[allow(unused_variables)]
    fn is_castling(&self, mv: Move) -> bool {
        false
    }
}
