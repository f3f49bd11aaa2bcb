//! FEN's castling field (the third): the rights as letters, read and written without knowing
//! the rules (a backend matches each right with a castling of its variant).
//!
//! Forms (`../shared/rules/notation.md`, as Fairy-Stockfish reads them): `-` (no right); `KQkq`
//! (`K`: the castling with the partner on the royal piece's right, `Q`: on its left; uppercase
//! for the first player); X-FEN and Shredder-FEN file letters (`HAha`, `Jj`: the castling with
//! the partner on that file, `A` = the first player's left).

use crate::Color;

/// Which castling of a side a FEN letter names.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// `K`/`k`: the partner stands on the royal piece's right (higher files; chess's king side).
    King,
    /// `Q`/`q`: the partner stands on the royal piece's left (lower files; the queen side).
    Queen,
    /// A file letter (`A`/`a` = file 0): the partner stands on that file.
    File(u8),
}

/// One castling right as FEN writes it: a side and which of its castlings.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CastlingFlag {
    /// The side that may castle.
    pub color: Color,
    /// Which castling.
    pub side: CastlingSide,
}

impl CastlingFlag {
    /// Reads one letter of the field on a board of `files` files: `K Q k q`, or a file letter
    /// (either case) naming a file of the board; `None` for any other character.
    pub fn from_letter(c: char, files: u8) -> Option<CastlingFlag> {
        let color = if c.is_ascii_uppercase() {
            Color::First
        } else {
            Color::Second
        };
        let side = match c.to_ascii_lowercase() {
            'k' => CastlingSide::King,
            'q' => CastlingSide::Queen,
            l @ 'a'..='z' if (l as u8 - b'a') < files => CastlingSide::File(l as u8 - b'a'),
            _ => return None,
        };
        Some(CastlingFlag { color, side })
    }

    /// The letter of this right: `K`, `Q` or the file letter, lowercase for the second player.
    pub fn letter(self) -> char {
        let l = match self.side {
            CastlingSide::King => 'k',
            CastlingSide::Queen => 'q',
            CastlingSide::File(f) => (b'a' + f) as char,
        };
        match self.color {
            Color::First => l.to_ascii_uppercase(),
            Color::Second => l,
        }
    }
}

/// Reads the castling field: `-` or one letter per right.
///
/// # Errors
/// The first character that is not a castling right on a board `files` wide.
pub fn parse_field(field: &str, files: u8) -> Result<Vec<CastlingFlag>, char> {
    if field == "-" {
        return Ok(Vec::new());
    }
    field
        .chars()
        .map(|c| CastlingFlag::from_letter(c, files).ok_or(c))
        .collect()
}

/// Writes the castling field: the letters in the given order, `-` when there are none.
pub fn field_text(flags: &[CastlingFlag]) -> String {
    if flags.is_empty() {
        return "-".into();
    }
    flags.iter().map(|f| f.letter()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_read_and_write_back() {
        let flags = parse_field("KQkq", 8).unwrap();
        assert_eq!(flags.len(), 4);
        assert_eq!(flags[0].side, CastlingSide::King);
        assert_eq!(flags[3].color, Color::Second);
        assert_eq!(field_text(&flags), "KQkq");
        let shredder = parse_field("HAha", 8).unwrap();
        assert_eq!(shredder[0].side, CastlingSide::File(7));
        assert_eq!(field_text(&shredder), "HAha");
        assert_eq!(parse_field("-", 8), Ok(Vec::new()));
        assert_eq!(field_text(&[]), "-");
    }

    #[test]
    fn files_past_the_board_and_other_characters_are_refused() {
        assert_eq!(parse_field("J", 8), Err('J'));
        assert!(parse_field("J", 10).is_ok());
        assert_eq!(parse_field("K-", 8), Err('-'));
    }
}
