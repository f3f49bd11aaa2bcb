//! `lions PIECES` (Chu shogi, as lishogi plays it): a lion may not take a protected lion that
//! stands farther than one step away, unless its double move took a piece that is not cheap
//! first ([`koma_dsl::ir::SpecialRules::lions`]).

use crate::engine::cell_piece;
use crate::position::Position;
use koma_runtime::Move;

impl Position<'_> {
    /// Removes from `out[start..]` (moves of the lion on `from`) the captures the rule forbids.
    pub(crate) fn filter_lion_captures(&mut self, from: usize, out: &mut Vec<Move>, start: usize) {
        let mut kept = start;
        for i in start..out.len() {
            let mv = out[i];
            if self.lion_capture_allowed(from, mv) {
                out[kept] = mv;
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    /// Whether the rule lets the lion on `from` play `mv`.
    fn lion_capture_allowed(&mut self, from: usize, mv: Move) -> bool {
        let e = self.engine;
        let (mid, to) = match mv {
            Move::Normal { to, .. } | Move::Promote { to, .. } => (None, to.index()),
            Move::Double { mid, to, .. } => (Some(mid.index()), to.index()),
            Move::Drop { .. } => return true,
        };
        let victim = self.board[to];
        if to == from || victim == 0 || !e.is_lion(victim) || self.distance(from, to) <= 1 {
            return true;
        }
        if let Some(m) = mid
            && self.board[m] != 0
            && (e.lion_cheap >> cell_piece(self.board[m])) & 1 == 0
        {
            return true; // it took a piece of value first
        }
        let moving = self.board[from];
        self.board[from] = 0;
        let protected = e.attacked(&self.board, to, !self.side);
        self.board[from] = moving;
        !protected
    }

    /// The king-step distance between two squares.
    fn distance(&self, a: usize, b: usize) -> usize {
        let files = self.engine.files as usize;
        let (fa, ra, fb, rb) = (a % files, a / files, b % files, b / files);
        fa.abs_diff(fb).max(ra.abs_diff(rb))
    }
}
