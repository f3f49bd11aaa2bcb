//! `lions PIECES` (Chu shogi, as lishogi plays it): a lion may not take a protected lion that
//! stands farther than one step away, unless its double move took a piece that is not cheap
//! first ([`koma_dsl::ir::SpecialRules::lions`]).

use crate::cell::cell_piece;
use crate::counter_strike::retain_from;
use crate::position::Position;
use koma_runtime::Move;

impl Position<'_> {
    /// Removes from `out[start..]` (moves of the lion on `from`) the captures the rule forbids.
    pub(crate) fn filter_lion_captures(&mut self, from: usize, out: &mut Vec<Move>, start: usize) {
        retain_from(out, start, |mv| self.lion_capture_allowed(from, mv));
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
        !self.lion_protected(from, mid, to)
    }

    /// Whether a piece of the other side protects the lion on `to` from the lion on `from`, as
    /// lishogi computes it (shogiops `secondLionStepDests`, scalashogi `lionMoveFilter`): with
    /// the origin and a double move's first-step square `mid` emptied, so that sliders see
    /// through both, while the piece on `mid`, if any, still counts as a protector.
    fn lion_protected(&mut self, from: usize, mid: Option<usize>, to: usize) -> bool {
        let e = self.engine;
        let them = !self.side;
        let moving = std::mem::take(&mut self.board[from]);
        let stepped = mid.map_or(0, |m| std::mem::take(&mut self.board[m]));
        let mut protected = e.attacked(&self.board, to, them);
        if let Some(m) = mid {
            self.board[m] = stepped;
        }
        // the piece on `mid` stands next to `to`: nothing lies between, so it attacks `to`
        // on the board with only the origin emptied iff it protects it
        if !protected && let Some(m) = mid.filter(|_| stepped != 0) {
            let mut attackers = Vec::new();
            e.attackers(&self.board, to, them, &mut attackers);
            protected = attackers.contains(&(m as u16));
        }
        self.board[from] = moving;
        protected
    }

    /// The king-step distance between two squares.
    fn distance(&self, a: usize, b: usize) -> usize {
        let files = self.engine.files as usize;
        let (fa, ra, fb, rb) = (a % files, a / files, b % files, b / files);
        fa.abs_diff(fb).max(ra.abs_diff(rb))
    }
}
