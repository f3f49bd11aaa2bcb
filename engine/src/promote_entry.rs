//! `promotion in REGION on entry or capture` (Chu shogi, as lishogi plays it): which moves may
//! promote.

use crate::position::Position;
use koma_dsl::facts::PieceFacts;

impl Position<'_> {
    /// Whether the move `from` → `to` of a piece that promotes (`info`) may promote: it enters
    /// the zone from outside; or it captures (an enemy piece stands on `to`) and starts or ends
    /// in the zone; or it ends on a square from which the piece could never move again.
    pub(crate) fn promotes_on_entry_or_capture(
        &self,
        info: &PieceFacts,
        from: usize,
        to: usize,
    ) -> bool {
        let us = self.side.index();
        let zone = &self.engine.zone[us];
        let captures = self.board[to] != 0 && from != to;
        (!zone.contains(from) && zone.contains(to))
            || (captures && (zone.contains(from) || zone.contains(to)))
            || info.stuck[us].contains(to)
    }
}
