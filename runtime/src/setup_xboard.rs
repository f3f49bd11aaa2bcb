//! XBoard's FEN of a shogi-family variant, read where SFEN is: XBoard saves such a game with
//! `[FEN "BOARD[HAND] w - 0 1"]` (its `PositionToFEN`, XBoard 4.9): the hands in brackets right
//! after the board, white's pieces then black's, each letter once per piece, `[-]` when both
//! are empty; the side `w` for the first player (XBoard's white moves first), `b` for the
//! second; no castling field (none of these variants castles); an en-passant field `-` under a
//! parent variant other than shogi (the variants XBoard is told of with `setup`); the halfmove
//! clock and the full move number.

use crate::Color;
use crate::setup_error::{SetupError, SetupErrorKind};
use crate::setup_position::Setup;

/// Whether the fields (with their offsets) are XBoard's FEN rather than SFEN: a hand in
/// brackets after the board. (XBoard's FEN of a variant without hands, `BOARD w - 0 1`, has no
/// such mark: it could be a FEN written by mistake for an SFEN variant, and is not read here.)
pub(crate) fn is_xboard(fields: &[(usize, &str)]) -> bool {
    fields.first().is_some_and(|(_, b)| b.contains('['))
}

/// Reads the fields after the side to move: up to two `-` (castling and en passant, which
/// XBoard writes as `-` for these variants), then the halfmove clock and the full move number,
/// which becomes SFEN's ply number (`2 (n - 1) + 1`, one more with the second player to move).
pub(crate) fn counters(setup: &mut Setup, rest: &[(usize, &str)]) -> Result<(), SetupError> {
    let dashes = rest.iter().take(2).take_while(|(_, s)| *s == "-").count();
    let mut numbers = Vec::new();
    for &(column, s) in &rest[dashes..] {
        if numbers.len() == 2 {
            let kind = SetupErrorKind::TooManyFields;
            return Err(SetupError { kind, column });
        }
        let n = s.parse::<u32>().map_err(|_| SetupError {
            kind: SetupErrorKind::BadXboardField(s.to_string()),
            column,
        })?;
        numbers.push(n);
    }
    if let Some(&halfmove) = numbers.first() {
        setup.halfmove = halfmove;
    }
    let full = numbers.get(1).copied().unwrap_or(1).max(1);
    let second = u32::from(setup.side == Color::Second);
    setup.move_number = (full - 1).saturating_mul(2).saturating_add(1 + second);
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::PieceKind;
    use crate::setup::tests::shogi;
    use crate::setup::{Setup, SetupErrorKind, TextFormat};
    use crate::{Color, Square};

    fn read(text: &str) -> Result<Setup, crate::setup::SetupError> {
        Setup::parse(text, TextFormat::Sfen, 9, 9, 14, shogi)
    }

    const BOARD: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

    #[test]
    fn xboard_fens_read_as_the_sfen_they_stand_for() {
        let sfen = read(&format!("{BOARD} b - 1")).unwrap();
        // XBoard's shogi (no en-passant field), a `setup` parent's (`-` for it), koma's own
        // `xboard_fen` (both fields), and the board and side alone
        for text in [
            format!("{BOARD}[-] w 0 1"),
            format!("{BOARD}[-] w - 0 1"),
            format!("{BOARD}[] w - - 0 1"),
            format!("{BOARD}[-] w"),
        ] {
            assert_eq!(read(&text).unwrap(), sfen, "{text}");
        }
        // hands, white's then black's, one letter a piece; black to move at move 12: ply 24
        let s = read("8k/9/9/9/9/9/9/9/K8[PPGsn] b - 3 12").unwrap();
        assert_eq!((s.hands[0][7], s.hands[0][3]), (2, 1));
        assert_eq!((s.hands[1][4], s.hands[1][5]), (1, 1));
        assert_eq!((s.side, s.halfmove, s.move_number), (Color::Second, 3, 24));
        assert_eq!(
            s.board[Square::new(0, 0, 9).index()],
            Some((Color::First, PieceKind(0)))
        );
        // without brackets the text is SFEN, and XBoard's fields after the side too many
        let e = read("8k/9/9/9/9/9/9/9/K8 w - 0 7").unwrap_err();
        assert_eq!(e.kind, SetupErrorKind::TooManyFields);
    }

    #[test]
    fn xboard_fields_that_are_not_counts_are_named() {
        let e = read(&format!("{BOARD}[-] w KQ 0 1")).unwrap_err();
        assert_eq!(e.kind, SetupErrorKind::BadXboardField("KQ".into()));
        assert_eq!(e.column, BOARD.len() + 6);
        assert!(e.to_string().contains("like `BOARD[-] w - 0 1`"), "{e}");
        let e = read(&format!("{BOARD}[-] w - 0 1 2")).unwrap_err();
        assert_eq!(e.kind, SetupErrorKind::TooManyFields);
        let e = read(&format!("{BOARD}[-] x - 0 1")).unwrap_err();
        assert_eq!(e.kind, SetupErrorKind::BadSide("x".into()));
        let e = read(&format!("{BOARD}[P w - 0 1")).unwrap_err();
        assert!(matches!(e.kind, SetupErrorKind::BadHand(_)), "{e}");
    }
}
