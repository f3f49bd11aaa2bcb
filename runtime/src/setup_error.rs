//! What is wrong with a position text ([`SetupError`]).

/// What is wrong with a position text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupErrorKind {
    /// The text is empty or lacks the side to move.
    MissingField(&'static str),
    /// More fields than the format has.
    TooManyFields,
    /// The board has `found` ranks, the variant `expected`.
    RankCount {
        /// Ranks of the variant's board.
        expected: u8,
        /// Ranks in the text.
        found: usize,
    },
    /// A rank (counted from the top, 1-based) does not fill exactly the board's width.
    RankWidth {
        /// The rank, 1 = top.
        rank: usize,
        /// Files of the variant's board.
        expected: u8,
        /// Squares the text describes.
        found: usize,
    },
    /// A letter that names no piece of the variant (with `+`: no promoted piece).
    UnknownPiece {
        /// The letter as written.
        letter: char,
        /// Whether it followed a `+`.
        promoted: bool,
    },
    /// A character that has no meaning where it stands.
    UnexpectedChar(char),
    /// A count of 0 empty squares, or a number too large.
    BadNumber(String),
    /// The side to move is not one of the format's letters.
    BadSide(String),
    /// A promoted piece in the hand, or a hand count of 0.
    BadHand(String),
    /// SFEN's third field, in a variant with the counter-strike rule, is neither `-` nor a
    /// square of the board (`crate::setup_lion`).
    BadLionCapture(String),
    /// FEN's fourth field is neither `-` nor squares of the board (`e3`, or several run
    /// together, `e5e6`, as Fairy-Stockfish writes a triple step's).
    BadEnPassant(String),
    /// A field after the side to move in XBoard's FEN of a shogi-family variant
    /// (`BOARD[HAND] w - 0 1`) that is neither `-` (no castling, no en passant) nor a count.
    BadXboardField(String),
    /// A character of FEN's castling field that is neither `K`, `Q` (either case) nor the
    /// letter of a file of the board.
    BadCastling(char),
}

/// An error reading a position text: what and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    /// What is wrong.
    pub kind: SetupErrorKind,
    /// Where: the 0-based character offset in the text.
    pub column: usize,
}

impl core::fmt::Display for SetupError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use SetupErrorKind::*;
        match &self.kind {
            MissingField(what) => write!(f, "missing {what}"),
            TooManyFields => write!(f, "too many fields"),
            RankCount { expected, found } => {
                write!(f, "the board has {found} ranks, expected {expected}")
            }
            RankWidth {
                rank,
                expected,
                found,
            } => write!(
                f,
                "rank {rank} from the top covers {found} squares, expected {expected}"
            ),
            UnknownPiece {
                letter,
                promoted: false,
            } => write!(f, "unknown piece `{letter}`"),
            UnknownPiece {
                letter,
                promoted: true,
            } => {
                write!(f, "unknown promoted piece `+{letter}`")
            }
            UnexpectedChar(c) => write!(f, "unexpected character `{c}`"),
            BadNumber(s) => write!(f, "bad count `{s}`"),
            BadSide(s) => write!(f, "bad side to move `{s}`"),
            BadHand(s) => write!(f, "bad hand: {s}"),
            BadLionCapture(s) => write!(
                f,
                "bad lion-capture square `{s}`: the third field is `-` or the square of the board \
                 where a lion was just taken by a piece that is not a lion, like `8j`"
            ),
            BadEnPassant(s) => write!(
                f,
                "bad en-passant field `{s}`: it is `-` or the square a pawn just passed, file \
                 letter and rank from 1 (`e3`; Fairy-Stockfish runs several together, `e3e4`)"
            ),
            BadXboardField(s) => write!(
                f,
                "bad field `{s}` in XBoard's FEN: after the side to move come `-` fields and the \
                 move counts, like `BOARD[-] w - 0 1` (`w` the first player, `[-]` empty hands)"
            ),
            BadCastling(c) => write!(
                f,
                "bad castling right `{c}`: the castling field is `-` or letters `KQkq`, or the \
                 files of the castling partners (`HAha`)"
            ),
        }?;
        write!(f, " (at column {})", self.column + 1)
    }
}

impl std::error::Error for SetupError {}
