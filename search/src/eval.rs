//! The evaluation: material on the board and in hand, from the side to move's view — computed
//! once at the root ([`Values::evaluate`]) and then move by move ([`Values::gain`]).

use koma_runtime::{Color, GamePosition, Move, PieceKind, Square};

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
    /// `square[c][k][sq]`, added to `board[k]` for a piece of type `k` of side `c`
    /// (`Color::index`) on square `sq`: where a piece moves more, or is nearer promotion, it is
    /// worth more (`koma_dsl::facts::PieceValues::square`). Missing entries count 0.
    pub square: [Vec<Vec<i32>>; 2],
}

impl Values {
    /// The value of a `k` on the board (0 beyond the table).
    pub(crate) fn board(&self, k: PieceKind) -> i32 {
        self.board.get(k.0 as usize).copied().unwrap_or(0)
    }

    /// The value of side `c`'s `k` on `sq`: its board value and its square term.
    #[inline]
    pub(crate) fn on(&self, c: Color, k: PieceKind, sq: Square) -> i32 {
        let term = self.square[c.index()]
            .get(k.0 as usize)
            .and_then(|t| t.get(sq.0 as usize))
            .copied()
            .unwrap_or(0);
        self.board(k) + term
    }

    /// The value of a `k` in hand (0 beyond the table).
    pub(crate) fn hand(&self, k: PieceKind) -> i32 {
        self.hand.get(k.0 as usize).copied().unwrap_or(0)
    }

    /// The static evaluation of `pos` in centipawns from the side to move's view.
    pub fn evaluate<P: GamePosition>(&self, pos: &P) -> i32 {
        let us = pos.side_to_move();
        let sign = |c: Color| if c == us { 1 } else { -1 };
        let mut score = 0;
        for s in 0..pos.square_count() {
            let sq = Square(s as u16);
            if let Some((c, k)) = pos.piece_at(sq) {
                score += sign(c) * self.on(c, k, sq);
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

    /// The types that are worth something in hand: the only ones [`Values::gain`] looks at
    /// in the hands.
    pub(crate) fn hand_kinds(&self) -> Vec<PieceKind> {
        (0..self.hand.len())
            .map(|k| PieceKind(k as u8))
            .filter(|&k| self.hand(k) != 0)
            .collect()
    }

    /// What the legal move `mv` from `before` (giving `after`) gains its mover in material:
    /// `evaluate(after) == -(evaluate(before) + gain)`. A move changes only its two squares
    /// and the mover's hand (a drop leaves it; a capture may add to it): the piece arriving
    /// on `to` (promoted or not) less the one leaving `from` or the hand, plus what stood on
    /// `to`, plus the mover's hand change over `hand_kinds` (from [`Values::hand_kinds`]).
    pub(crate) fn gain<P: GamePosition>(
        &self,
        before: &P,
        mv: Move,
        after: &P,
        hand_kinds: &[PieceKind],
    ) -> i32 {
        let to = mv.to();
        let arrived = after.piece_at(to).map_or(0, |(c, k)| self.on(c, k, to));
        let us = before.side_to_move();
        let held = || -> i32 {
            hand_kinds
                .iter()
                .map(|&k| {
                    let change = after.hand_count(us, k) as i32 - before.hand_count(us, k) as i32;
                    change * self.hand(k)
                })
                .sum()
        };
        match mv {
            // a drop of a promoted face (`drops either face`) leaves its unpromoted type's
            // hand slot: read the hand's change, not the dropped type's value in hand
            Move::Drop { piece, .. } if self.hand(piece) == 0 => arrived + held(),
            Move::Drop { piece, .. } => arrived - self.hand(piece),
            // a move that changes a square besides its two ends — castling (the royal's
            // partner moves too) or an en-passant capture (the victim is not on `to`): counted
            // from scratch, as these are rare
            Move::Normal { from, .. } | Move::Promote { from, .. }
                if before.royal_square(us) == Some(from)
                    || (before.piece_at(to).is_none() && before.is_capture(mv)) =>
            {
                -self.evaluate(after) - self.evaluate(before)
            }
            Move::Normal { from, to, .. } | Move::Promote { from, to, .. } => {
                let left = before
                    .piece_at(from)
                    .map_or(0, |(c, k)| self.on(c, k, from));
                let Some((them, victim)) = before.piece_at(to) else {
                    return arrived - left;
                };
                arrived - left + self.on(them, victim, to) + held()
            }
            // a double move (no promotion, no hands in the variants that have one)
            Move::Double { from, mid, to } => {
                let on = |sq| before.piece_at(sq).map_or(0, |(c, k)| self.on(c, k, sq));
                let end = if to == from { 0 } else { on(to) };
                arrived - on(from) + on(mid) + end
            }
        }
    }
}
