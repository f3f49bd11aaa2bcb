//! [`ParseError`]: why a square, a piece kind or a move text was refused by `FromStr` or by a
//! [`crate::Notation`].

/// Why a text is not a square, a piece kind or a move: the text and the reason, in words.
///
/// Returned by the `FromStr` implementations of [`crate::Square`], [`crate::PieceKind`] and
/// [`crate::Move`] (their index forms) and by [`crate::Notation::parse_square`]. Its
/// `Display` is ``malformed square `…`: REASON`` (or move, piece kind).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    what: &'static str,
    text: String,
    reason: &'static str,
}

impl ParseError {
    /// An error reading `text` as a `what` (`"square"`, `"move"`, `"piece kind"`).
    pub(crate) fn new(what: &'static str, text: &str, reason: &'static str) -> ParseError {
        ParseError {
            what,
            text: text.to_string(),
            reason,
        }
    }

    /// The text that was refused.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Why, in words (`"no such square on this board"`, `"expected a number"`).
    pub fn reason(&self) -> &'static str {
        self.reason
    }
}

impl core::fmt::Display for ParseError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "malformed {} `{}`: {}",
            self.what, self.text, self.reason
        )
    }
}

impl std::error::Error for ParseError {}
