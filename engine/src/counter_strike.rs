//! `lions counter-strike` (Chu shogi, as lishogi plays it: shogiops 0.18.0 `moveDests`,
//! `secondLionStepDests`, `Position.play`): when a piece that is not a lion takes a lion, on
//! either step of a double move, the other side may not take a lion with a piece that is not a
//! lion on its next move, except on the square of that capture
//! ([`koma_dsl::ir::SpecialRules::counter_strike`]). The square is [`Position::lion_strike`]
//! (lishogi's SFEN third field).

use crate::cell::NO_SQ;
use crate::position::Position;
use koma_runtime::zobrist::lion_capture_key;
use koma_runtime::{Move, PositionError, Square};

impl Position<'_> {
    /// The squares of the pieces `mv` takes: the target (not for a pass), and a double move's
    /// first step; `NO_SQ` where it takes none.
    fn taken_squares(&self, mv: Move) -> [usize; 2] {
        let taken = |sq: usize, from: usize| {
            if sq != from && self.board.get(sq).is_some_and(|&c| c != 0) {
                sq
            } else {
                NO_SQ as usize
            }
        };
        match mv {
            Move::Normal { from, to, .. } | Move::Promote { from, to, .. } => {
                [NO_SQ as usize, taken(to.index(), from.index())]
            }
            Move::Double { from, mid, to } => [
                taken(mid.index(), from.index()),
                taken(to.index(), from.index()),
            ],
            Move::Drop { .. } => [NO_SQ as usize; 2],
        }
    }

    /// The lion-capture square after `mv` (`NO_SQ`: none): where `mv` takes a lion with a
    /// piece that is not one (the target over the first step when it takes two).
    pub(crate) fn lion_strike_after(&self, mv: Move) -> u16 {
        let e = self.engine;
        if !e.counter_strike {
            return NO_SQ;
        }
        let Some(&moving) = mv.from().and_then(|f| self.board.get(f.index())) else {
            return NO_SQ;
        };
        if moving == 0 || e.is_lion(moving) {
            return NO_SQ;
        }
        let mut strike = NO_SQ;
        for sq in self.taken_squares(mv) {
            if sq != NO_SQ as usize && e.is_lion(self.board[sq]) {
                strike = sq as u16;
            }
        }
        strike
    }

    /// Removes from `out[start..]` (moves of a `piece` that is not a lion) the captures of a
    /// lion the rule forbids: all but the one on [`Position::lion_strike`].
    pub(crate) fn filter_counter_strike(&self, piece: usize, out: &mut Vec<Move>, start: usize) {
        let e = self.engine;
        if self.lion_strike == NO_SQ || (e.lions >> piece) & 1 != 0 {
            return;
        }
        let strike = self.lion_strike as usize;
        retain_from(out, start, |mv| {
            self.taken_squares(mv)
                .iter()
                .all(|&sq| sq == NO_SQ as usize || sq == strike || !e.is_lion(self.board[sq]))
        });
    }

    /// The lion-capture square, if any ([`koma_runtime::setup::Setup::lion_capture`]).
    pub fn lion_capture(&self) -> Option<Square> {
        (self.lion_strike != NO_SQ).then_some(Square(self.lion_strike))
    }

    /// The Zobrist key of the lion-capture square `sq` (0 for `NO_SQ`).
    pub(crate) fn lion_strike_key(sq: u16) -> u64 {
        if sq == NO_SQ {
            0
        } else {
            lion_capture_key(Square(sq))
        }
    }
}

/// Keeps, of `out[start..]`, the moves `keep` accepts, in order.
pub(crate) fn retain_from(out: &mut Vec<Move>, start: usize, mut keep: impl FnMut(Move) -> bool) {
    let mut kept = start;
    for i in start..out.len() {
        let mv = out[i];
        if keep(mv) {
            out[kept] = mv;
            kept += 1;
        }
    }
    out.truncate(kept);
}

impl Position<'_> {
    /// Sets the lion-capture square read from a position text.
    ///
    /// # Errors
    /// [`PositionError::BadLionCapture`] in a variant without the rule, or when a piece of the
    /// side to move stands on the square (the last move's captor would, or nothing, after a
    /// capture on a first step); [`PositionError::Mismatch`] for a square off the board.
    pub(crate) fn read_lion_capture(&mut self, sq: Option<Square>) -> Result<(), PositionError> {
        let Some(sq) = sq else {
            return Ok(());
        };
        let e = self.engine;
        if sq.index() >= e.nsq {
            return Err(PositionError::Mismatch);
        }
        let why = if !e.counter_strike {
            "this variant has no counter-strike rule (`lions counter-strike`), so the field is `-`"
        } else if self.piece_at(sq).is_some_and(|(c, _)| c == self.side) {
            "a piece of the side to move stands there, where the piece that took the lion would"
        } else {
            self.lion_strike = sq.0;
            return Ok(());
        };
        Err(PositionError::BadLionCapture {
            square: e.square_text(sq.index()),
            why: why.into(),
        })
    }
}
