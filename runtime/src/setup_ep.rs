//! FEN's en-passant field: a square in Fairy-Stockfish's UCI coordinates (`e3`: the file letter
//! from the first player's left, the rank from 1), as chess writes it; or several run together
//! (`e3e4`), as Fairy-Stockfish writes the squares a pawn's triple step passed.

use crate::uci;
use crate::{Color, PieceKind, Square};

/// The squares `text` names on a `files` x `ranks` board, one or more run together (`e3`,
/// `e5e6`), or `None` when it is not such a list.
pub(crate) fn squares(text: &str, files: u8, ranks: u8) -> Option<Vec<Square>> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let (sq, after) = uci::read_square(rest, files, ranks).ok()?;
        out.push(sq);
        rest = after;
    }
    (!out.is_empty()).then_some(out)
}

/// The one square of `listed` that koma's rules can make: a piece passes one square at most (a
/// lame leap such as `ifmnD`), so the square is the one right behind the piece that passed it,
/// a piece of the side not to move (`side` is the side to move) standing one rank beyond it in
/// its own direction. A single square is kept as written (the backends check it); of several
/// (Fairy-Stockfish's triple steps), the first that has such a piece beyond it, or none.
pub(crate) fn pick(
    listed: &[Square],
    board: &[Option<(Color, PieceKind)>],
    side: Color,
    (files, ranks): (u8, u8),
) -> Option<Square> {
    if let [one] = listed {
        return Some(*one);
    }
    let passer = !side;
    listed.iter().copied().find(|sq| {
        let rank = i32::from(sq.rank(files)) + passer.sign();
        (0..i32::from(ranks)).contains(&rank)
            && board
                .get(Square::new(sq.file(files), rank as u8, files).index())
                .copied()
                .flatten()
                .is_some_and(|(color, _)| color == passer)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(text: &str, files: u8, ranks: u8) -> Option<Square> {
        match squares(text, files, ranks)?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    #[test]
    fn squares_read_from_rank_one() {
        assert_eq!(square("e3", 8, 8), Some(Square::new(4, 2, 8)));
        assert_eq!(square("j10", 10, 10), Some(Square::new(9, 9, 10)));
        for bad in ["e9", "i3", "e0", "E3", "e", "3", "ee3", "e3x", ""] {
            assert_eq!(squares(bad, 8, 8), None, "{bad}");
        }
    }

    #[test]
    fn several_squares_run_together() {
        let s = squares("e5e6", 8, 8).unwrap();
        assert_eq!(s, [Square::new(4, 4, 8), Square::new(4, 5, 8)]);
        let s = squares("e9e10", 10, 10).unwrap();
        assert_eq!(s, [Square::new(4, 8, 10), Square::new(4, 9, 10)]);
        assert_eq!(squares("e5e", 8, 8), None);
    }

    #[test]
    fn the_square_next_to_the_piece_that_passed_it_is_picked() {
        // the second player's pawn stepped e7-e4 (ranks from 1): Fairy-Stockfish lists e5e6;
        // the square right behind the pawn is e5
        let mut board = vec![None; 64];
        board[Square::new(4, 3, 8).index()] = Some((Color::Second, PieceKind(5)));
        let listed = squares("e5e6", 8, 8).unwrap();
        let picked = pick(&listed, &board, Color::First, (8, 8));
        assert_eq!(picked, Some(Square::new(4, 4, 8)));
        // the first player's pawn e2-e5: e3e4, and e4 is behind it
        let mut board = vec![None; 64];
        board[Square::new(4, 4, 8).index()] = Some((Color::First, PieceKind(5)));
        let listed = squares("e3e4", 8, 8).unwrap();
        let picked = pick(&listed, &board, Color::Second, (8, 8));
        assert_eq!(picked, Some(Square::new(4, 3, 8)));
        // no piece beyond any of them: none
        assert_eq!(pick(&listed, &[None; 64], Color::Second, (8, 8)), None);
    }
}
