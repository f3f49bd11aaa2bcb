//! lishogi's SFEN third field in Chu shogi (shogiops `sfen.ts`): not a hand (Chu has no drops)
//! but the square where, on the move just played, a piece that is not a lion took a lion
//! (`8j`), or `-`. It drives the counter-strike rule (`lions counter-strike`).

use crate::setup_error::{SetupError, SetupErrorKind};
use crate::setup_position::Setup;
use crate::text_format::TextFormat;
use crate::{PieceKind, Square, notation};

/// Reads the field `text` (starting at character `column`) on a `files` x `ranks` board:
/// `None` for `-`, else the square.
///
/// # Errors
/// [`SetupErrorKind::BadLionCapture`] when it is neither `-` nor a square of the board.
pub(crate) fn field(
    text: &str,
    column: usize,
    files: u8,
    ranks: u8,
) -> Result<Option<Square>, SetupError> {
    if text == "-" {
        return Ok(None);
    }
    match notation::read_square(text, files, ranks, TextFormat::Sfen) {
        Ok((sq, "")) => Ok(Some(sq)),
        _ => Err(SetupError {
            kind: SetupErrorKind::BadLionCapture(text.to_string()),
            column,
        }),
    }
}

/// The field's text for `sq` (`8j`).
pub(crate) fn text(sq: Square, files: u8, ranks: u8) -> String {
    notation::square_text(sq, files, ranks, TextFormat::Sfen)
}

impl Setup {
    /// Reads an SFEN whose third field is lishogi's lion-capture square (`-` or a square like
    /// `8j`, [`Setup::lion_capture`]) instead of the hands: `BOARD SIDE [SQUARE [MOVENUMBER]]`.
    /// Otherwise as [`Setup::parse`] with [`TextFormat::Sfen`].
    ///
    /// # Errors
    /// A [`SetupError`] with the first problem found and its column
    /// ([`SetupErrorKind::BadLionCapture`] for a bad square); never panics.
    pub fn parse_with_lion_capture(
        text: &str,
        files: u8,
        ranks: u8,
        kinds: usize,
        lookup: impl Fn(char, bool) -> Option<PieceKind>,
    ) -> Result<Setup, SetupError> {
        Self::parse_fields(text, TextFormat::Sfen, (files, ranks, kinds), lookup, true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Color;

    /// Chu's lion (`N`) and king (`K`) only.
    fn lookup(c: char, promoted: bool) -> Option<PieceKind> {
        (!promoted).then(|| "KN".find(c).map(|i| PieceKind(i as u8)))?
    }

    fn symbol(k: PieceKind) -> (char, bool) {
        ("KN".as_bytes()[k.0 as usize] as char, false)
    }

    const BOARD: &str = "11k/12/12/12/12/12/12/12/9n2/12/12/11K";

    fn parse(text: &str) -> Result<Setup, SetupError> {
        Setup::parse_with_lion_capture(text, 12, 12, 2, lookup)
    }

    #[test]
    fn the_square_is_read_and_written_back() {
        let text = format!("{BOARD} b 3i 7");
        let s = parse(&text).unwrap();
        // lishogi's 3i: file 3 from sente's right, rank i (the ninth from the top)
        assert_eq!(s.lion_capture, Some(Square::new(9, 3, 12)));
        assert_eq!(
            s.board[Square::new(9, 3, 12).index()],
            Some((Color::Second, PieceKind(1)))
        );
        assert_eq!(s.move_number, 7);
        assert_eq!(s.to_text(TextFormat::Sfen, symbol), text);
        let none = parse(&format!("{BOARD} w - 2")).unwrap();
        assert_eq!(none.lion_capture, None);
        assert_eq!(
            none.to_text(TextFormat::Sfen, symbol),
            format!("{BOARD} w - 2")
        );
        assert_eq!(parse(&format!("{BOARD} b")).unwrap().lion_capture, None);
        // 12l and 1a are the corners
        assert_eq!(
            parse(&format!("{BOARD} b 12l")).unwrap().lion_capture,
            Some(Square::new(0, 0, 12))
        );
        assert_eq!(
            parse(&format!("{BOARD} b 1a")).unwrap().lion_capture,
            Some(Square::new(11, 11, 12))
        );
    }

    #[test]
    fn a_bad_square_is_an_error_at_its_column() {
        let at = BOARD.len() + 3;
        for bad in ["13a", "0a", "1m", "8", "j8", "8j+", "2P", "--", "8J"] {
            let e = parse(&format!("{BOARD} b {bad} 1")).unwrap_err();
            assert_eq!(
                e.kind,
                SetupErrorKind::BadLionCapture(bad.to_string()),
                "{bad}"
            );
            assert_eq!(e.column, at, "{bad}");
            assert!(e.to_string().contains(&format!("`{bad}`")), "{e}");
        }
        // the ordinary SFEN reader still takes the third field as the hands
        let hands = Setup::parse(
            &format!("{BOARD} b 8j"),
            TextFormat::Sfen,
            12,
            12,
            2,
            lookup,
        );
        assert!(hands.is_err());
    }
}
