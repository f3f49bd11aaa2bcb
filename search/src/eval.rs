//! The evaluation: material on the board and in hand, from the side to move's view.

use koma_runtime::{Color, GamePosition, PieceKind, Square};

/// Piece values in centipawns, indexed by [`PieceKind`]`.0`: `board[k]` for a piece of type
/// `k` on the board, `hand[k]` for one in hand. The values come from the rules file
/// (`koma_dsl::facts::Facts::piece_values`), computed from the pieces' moves unless the file
/// states them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Values {
    /// Value of each type on the board.
    pub board: Vec<i32>,
    /// Value of each type in hand (0 for types that are never held).
    pub hand: Vec<i32>,
}

impl Values {
    fn board(&self, k: PieceKind) -> i32 {
        self.board.get(k.0 as usize).copied().unwrap_or(0)
    }

    fn hand(&self, k: PieceKind) -> i32 {
        self.hand.get(k.0 as usize).copied().unwrap_or(0)
    }

    /// The static evaluation of `pos` in centipawns from the side to move's view.
    pub fn evaluate<P: GamePosition>(&self, pos: &P) -> i32 {
        let us = pos.side_to_move();
        let sign = |c: Color| if c == us { 1 } else { -1 };
        let mut score = 0;
        for s in 0..pos.square_count() {
            if let Some((c, k)) = pos.piece_at(Square(s as u16)) {
                score += sign(c) * self.board(k);
            }
        }
        for k in 0..self.hand.len() {
            let kind = PieceKind(k as u8);
            if self.hand(kind) != 0 {
                for c in Color::ALL {
                    score += sign(c) * self.hand(kind) * pos.hand_count(c, kind) as i32;
                }
            }
        }
        score
    }
}
