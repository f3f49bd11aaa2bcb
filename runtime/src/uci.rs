//! Moves in Fairy-Stockfish's UCI coordinates (`notation uci`): `e2e4`, `a9a10` on a board of
//! ten ranks, a promotion as a suffix, a drop as `P@e5`.
//!
//! Squares are the file letter from the first player's left (`a`) and the rank number from its
//! side, counted from 1 (ICCS counts from 0). A promotion to a type of its own that is written
//! `+X` (shogi style) ends in `+`; a promotion to another unpromoted type (chess style: makruk's
//! pawn to a met, shatranj's pawn to a ferz) ends in that type's lowercase letter: `e7e8q`.
//! Source: Fairy-Stockfish's `UCI::move` and `UCI::square` (uci.cpp), as its `go perft` divide
//! lines write them.

use crate::notation;
use crate::{Move, MoveError, PieceKind, Square};

/// How moves are written for a FEN variant.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum MoveText {
    /// The variant's notation's own moves: USI for SFEN, ICCS (`h2e2`, ranks from 0) for FEN.
    #[default]
    Native,
    /// Fairy-Stockfish's UCI coordinates (this module): ranks from 1, a promotion letter.
    Uci,
}

/// `sq` as `e4` (ranks from 1), or `?` for a square off the board.
pub fn square_text(sq: Square, files: u8, ranks: u8) -> String {
    if sq.index() >= files as usize * ranks as usize {
        return "?".into();
    }
    let file = (b'a' + sq.file(files)) as char;
    format!("{file}{}", u32::from(sq.rank(files)) + 1)
}

/// `mv` as text. `suffix` is the promotion suffix of this move's piece (`+`, or the lowercase
/// letter of the type it becomes), written only when the move promotes (`+` when `None`);
/// `letter(kind)` gives a dropped type's uppercase letter (`None` is written `?`). Never panics.
pub fn format_move(
    mv: Move,
    files: u8,
    ranks: u8,
    suffix: Option<char>,
    letter: impl Fn(PieceKind) -> Option<char>,
) -> String {
    let suffix = suffix.unwrap_or('+').to_string();
    let letter = |k| letter(k).map(|l| (l, false));
    notation::write_move(mv, |s| square_text(s, files, ranks), &suffix, '@', letter)
}

/// Reads a move without looking at any position. A promotion suffix is `+` or a letter that
/// `promotes_to(letter)` accepts (either case: a letter of a type some type promotes to);
/// `drop_piece(letter)` maps a dropped letter to its type, `None` when none can be dropped.
///
/// # Errors
/// [`MoveError::Syntax`] when the text is not a UCI move, names a square off the board, an
/// unknown promotion letter or a letter that cannot be dropped.
pub fn read_move(
    text: &str,
    files: u8,
    ranks: u8,
    promotes_to: impl Fn(char) -> bool,
    drop_piece: impl Fn(char) -> Option<PieceKind>,
) -> Result<Move, MoveError> {
    notation::parse_move(
        text,
        b"@",
        |t| read_square(t, files, ranks),
        |rest| rest,
        |_, rest| match rest.as_bytes() {
            [] => Ok(false),
            [b'+'] => Ok(true),
            [c] if c.is_ascii_alphabetic() && promotes_to(*c as char) => Ok(true),
            [c] if c.is_ascii_alphabetic() => Err("no type promotes to this letter"),
            _ => Err("unexpected text after the move"),
        },
        |c, promoted| if promoted { None } else { drop_piece(c) },
    )
}

/// `mv` as read by [`read_move`], made a [`Move::Promote`] when it is a promotion whose letter
/// names a type of a choice (`choice(letter)`, either case: the type, `None` for a letter of no
/// choice): `e7e8q` read as a promotion becomes the promotion to the queen.
pub fn to_choice(mv: Move, text: &str, choice: impl Fn(char) -> Option<PieceKind>) -> Move {
    match (mv, text.chars().last().and_then(choice)) {
        (
            Move::Normal {
                from,
                to,
                promote: true,
            },
            Some(piece),
        ) => Move::Promote { from, to, piece },
        _ => mv,
    }
}

/// Reads one square (`e4`, `a10`) at the start of `t` (ASCII); returns it and the rest. A rank
/// of two digits is read only when it is on the board, so `a11` on a board of ten ranks is
/// `a1` followed by `1`.
pub(crate) fn read_square(t: &str, files: u8, ranks: u8) -> Result<(Square, &str), &'static str> {
    let b = t.as_bytes();
    let Some(&letter) = b.first().filter(|c| c.is_ascii_lowercase()) else {
        return Err("expected a file letter");
    };
    let digits = b[1..]
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count()
        .min(2);
    let read = |n: usize| {
        t[1..1 + n]
            .parse::<u32>()
            .ok()
            .filter(|&r| r >= 1 && r <= ranks as u32)
    };
    let (rank, n) = match (read(digits), digits) {
        (_, 0) => return Err("expected a rank number after the file letter"),
        (Some(r), n) => (r, n),
        (None, 2) => (read(1).ok_or("no such square on this board")?, 1),
        (None, _) => return Err("no such square on this board"),
    };
    let file = (letter - b'a') as u32;
    if file >= files as u32 {
        return Err("no such square on this board");
    }
    Ok((
        Square::new(file as u8, (rank - 1) as u8, files),
        &t[1 + n..],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_count_ranks_from_one() {
        let sq = Square::new(4, 1, 8);
        assert_eq!(square_text(sq, 8, 8), "e2");
        assert_eq!(square_text(Square::new(0, 9, 9), 9, 10), "a10");
        assert_eq!(square_text(Square(200), 8, 8), "?");
    }

    #[test]
    fn promotions_round_trip_with_their_letter() {
        let is_met = |c: char| c.eq_ignore_ascii_case(&'m');
        let mv = read_move("e5e6m", 8, 8, is_met, |_| None).unwrap();
        assert_eq!(
            mv,
            Move::Normal {
                from: Square::new(4, 4, 8),
                to: Square::new(4, 5, 8),
                promote: true
            }
        );
        assert_eq!(format_move(mv, 8, 8, Some('m'), |_| None), "e5e6m");
        assert_eq!(format_move(mv, 8, 8, None, |_| None), "e5e6+");
        let plain = read_move("e2e3", 8, 8, is_met, |_| None).unwrap();
        assert_eq!(format_move(plain, 8, 8, Some('m'), |_| None), "e2e3");
        assert!(read_move("e5e6q", 8, 8, is_met, |_| None).is_err());
        assert!(read_move("e5e6+", 8, 8, is_met, |_| None).is_ok());
    }

    #[test]
    fn ten_ranks_and_bad_text() {
        let mv = read_move("a9a10", 9, 10, |_| false, |_| None).unwrap();
        assert_eq!(format_move(mv, 9, 10, None, |_| None), "a9a10");
        for bad in ["", "e0e1", "e9e1", "i1i2", "e2", "e2e3x", "e2e3++", "é2e3"] {
            assert!(read_move(bad, 8, 8, |_| false, |_| None).is_err(), "{bad}");
        }
        let drop = read_move(
            "P@e5",
            8,
            8,
            |_| false,
            |c| (c == 'P').then_some(PieceKind(0)),
        );
        assert_eq!(
            drop,
            Ok(Move::Drop {
                piece: PieceKind(0),
                to: Square::new(4, 4, 8)
            })
        );
        assert_eq!(
            format_move(drop.unwrap(), 8, 8, None, |_| Some('P')),
            "P@e5"
        );
    }
}
