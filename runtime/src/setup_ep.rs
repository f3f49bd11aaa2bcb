//! FEN's en-passant field: a square in Fairy-Stockfish's UCI coordinates (`e3`: the file letter
//! from the first player's left, the rank from 1), as chess writes it.

use crate::Square;
use crate::uci;

/// The square `text` names on a `files` x `ranks` board, or `None` when it names none.
pub(crate) fn square(text: &str, files: u8, ranks: u8) -> Option<Square> {
    match uci::read_square(text, files, ranks) {
        Ok((sq, "")) => Some(sq),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_read_from_rank_one() {
        assert_eq!(square("e3", 8, 8), Some(Square::new(4, 2, 8)));
        assert_eq!(square("j10", 10, 10), Some(Square::new(9, 9, 10)));
        for bad in ["e9", "i3", "e0", "E3", "e", "3", "ee3", "e3x"] {
            assert_eq!(square(bad, 8, 8), None, "{bad}");
        }
    }
}
