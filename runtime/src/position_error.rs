//! Why a position text was refused by a backend's rules checks (after it parsed).

use crate::Color;
use crate::setup::SetupError;

/// Why a position text (SFEN/FEN) was refused: the text is malformed, or it breaks a rule every
/// position must keep (one royal per side at most, no piece where it could never move, hands
/// only where captures go to the hand, the side not to move not in check). The reference engine
/// and every generated move generator return this.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The text itself is malformed (see the inner error for what and where).
    Text(SetupError),
    /// The setup was made for another board or piece set.
    Mismatch,
    /// A side has more than one royal piece on the board.
    TooManyRoyals {
        /// The side.
        color: Color,
        /// How many royal pieces it has.
        count: usize,
    },
    /// An unpromoted piece stands where it could never move (a pawn on the last rank).
    DeadPiece {
        /// The piece's name.
        piece: String,
        /// The square, in the variant's notation.
        square: String,
    },
    /// A hand holds a piece although captured pieces never go to the hand in this variant.
    NoHands,
    /// A hand holds a royal piece.
    RoyalInHand {
        /// The piece's name.
        piece: String,
    },
    /// More than 255 pieces that would go to one hand slot.
    TooManyPieces {
        /// The piece's name.
        piece: String,
    },
    /// The side not to move is in check: its royal piece is attacked by the side to move, so
    /// the last move left it in check (no legal game reaches this position).
    OpponentInCheck {
        /// The side not to move.
        color: Color,
    },
    /// An en-passant square in a variant whose pieces never capture en passant.
    NoEnPassant {
        /// The square as written.
        square: String,
    },
    /// A castling right of FEN's castling field that the variant does not have, or whose royal
    /// piece or partner is not on its square.
    BadCastlingRight {
        /// The right's letter as written (`K`, `q`, `H`).
        right: char,
        /// Why, in words (`the variant has no castling`, `no rook on h1`).
        why: String,
    },
    /// A lion-capture square (lishogi's SFEN third field, [`crate::setup::Setup::lion_capture`])
    /// the backend refuses: the variant has no counter-strike rule, or a piece of the side to
    /// move stands there (the last move's captor would).
    BadLionCapture {
        /// The square, in the variant's notation.
        square: String,
        /// Why, in words.
        why: String,
    },
}

impl From<SetupError> for PositionError {
    fn from(e: SetupError) -> Self {
        PositionError::Text(e)
    }
}

impl core::fmt::Display for PositionError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PositionError::Text(e) => write!(f, "{e}"),
            PositionError::Mismatch => {
                write!(f, "the setup does not fit this variant's board or pieces")
            }
            PositionError::TooManyRoyals { color, count } => {
                let side = color.name();
                write!(f, "{side} has {count} royal pieces; at most one is allowed")
            }
            PositionError::DeadPiece { piece, square } => {
                write!(f, "{piece} on {square} could never move")
            }
            PositionError::NoHands => write!(f, "this variant has no pieces in hand"),
            PositionError::RoyalInHand { piece } => {
                write!(f, "a royal piece ({piece}) cannot be in hand")
            }
            PositionError::TooManyPieces { piece } => {
                write!(f, "too many pieces of type {piece} (at most 255 in all)")
            }
            PositionError::OpponentInCheck { color } => {
                let side = color.name();
                write!(f, "the side not to move ({side}) is in check")
            }
            PositionError::NoEnPassant { square } => write!(
                f,
                "en-passant square `{square}`: no piece of this variant captures en passant, so the field is `-`"
            ),
            PositionError::BadCastlingRight { right, why } => {
                write!(f, "castling right `{right}`: {why}")
            }
            PositionError::BadLionCapture { square, why } => {
                write!(f, "lion-capture square `{square}`: {why}")
            }
        }
    }
}

impl std::error::Error for PositionError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PositionError::Text(e) => Some(e),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_side() {
        let e = PositionError::OpponentInCheck {
            color: Color::Second,
        };
        assert_eq!(
            e.to_string(),
            "the side not to move (the second player) is in check"
        );
        let e = PositionError::TooManyRoyals {
            color: Color::First,
            count: 2,
        };
        assert_eq!(
            e.to_string(),
            "the first player has 2 royal pieces; at most one is allowed"
        );
    }
}
