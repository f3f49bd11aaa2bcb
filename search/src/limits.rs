//! [`Limits`]: when a search stops — depth, nodes, time per move, a clock, or never.

use std::time::Duration;

/// What bounds a search; every bound given applies (the first reached stops it). With none,
/// the search runs until its stop flag is set (`go infinite`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// At most this many plies of iterative deepening.
    pub depth: Option<u32>,
    /// At most about this many nodes (checked after every move taken back: the search may
    /// pass it by the length of the line it is in).
    pub nodes: Option<u64>,
    /// Exactly this long for the move (`st`, `go movetime`).
    pub movetime: Option<Duration>,
    /// The side to move's clock: the search picks its own time from it.
    pub clock: Option<Clock>,
    /// Search until stopped, whatever the other limits (`go infinite`, analysis).
    pub infinite: bool,
}

/// The side to move's clock as the protocols give it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// Time left on the clock.
    pub remaining: Duration,
    /// Added after each move (Fischer increment).
    pub increment: Duration,
    /// Byoyomi: time per move once `remaining` is spent (shogi).
    pub byoyomi: Duration,
    /// Moves to play before the next time control, if the control has one.
    pub moves_to_go: Option<u32>,
}

/// The time kept back on a clock for the protocol's lag and the scheduler: 100 ms. With 50 ms,
/// koma lost three Wa shogi games on time in XBoard matches on a loaded 2-core machine (a move
/// took 130 ms with 120 ms left plus a 100 ms increment).
pub const LAG: Duration = Duration::from_millis(100);

impl Clock {
    /// What is left to spend on this move: the remaining time plus the byoyomi (spent once
    /// the main time is), less a margin for the protocol's lag and the scheduler ([`LAG`], or
    /// half of it all when that is less).
    fn spendable(&self) -> Duration {
        let total = self.remaining.saturating_add(self.byoyomi);
        total.saturating_sub(LAG.min(total / 2))
    }

    /// How long to think about one move (the soft limit: no new iteration starts once most
    /// of it is spent): a share of the remaining time (over the moves to go, at most 30, plus
    /// 2) plus most of the increment and the byoyomi, never more than all of it less
    /// a lag margin ([`LAG`], or half of it all when that is less).
    pub fn budget(&self) -> Duration {
        let moves = self.moves_to_go.unwrap_or(30).clamp(1, 30);
        let share = self.remaining / (moves + 2);
        // saturating: a GUI may send any number (`go time 9223372036854775807`)
        let extra = (self.increment.saturating_mul(3) / 4).saturating_add(self.byoyomi);
        share.saturating_add(extra).min(self.spendable())
    }

    /// The most one move may take (the hard limit, checked during the search): four budgets
    /// (a hard iteration may finish), never more than what is left less the lag margin, and,
    /// with moves to go, never more than a third of the remaining time plus the byoyomi.
    pub fn hard_limit(&self) -> Duration {
        let mut hard = self.budget().saturating_mul(4).min(self.spendable());
        if self.moves_to_go.is_some_and(|m| m > 1) {
            hard = hard.min((self.remaining / 3).saturating_add(self.byoyomi));
        }
        hard.max(self.budget())
    }
}

/// When a search should stop, from the start of the search.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Deadlines {
    /// No iteration starts after about half of this (the next would not end in time).
    pub soft: Option<Duration>,
    /// The search stops here, in the middle of an iteration if need be.
    pub hard: Option<Duration>,
}

impl Limits {
    /// The time limits: none when infinite; a fixed time per move is spent in full (less
    /// a little lag margin); a clock gives [`Clock::budget`] and [`Clock::hard_limit`]; with
    /// both, the tighter.
    pub(crate) fn deadlines(&self) -> Deadlines {
        if self.infinite {
            return Deadlines::default();
        }
        let fixed = self
            .movetime
            .map(|t| t.saturating_sub(Duration::from_millis(10).min(t / 20)));
        let min = |a: Option<Duration>, b: Option<Duration>| match (a, b) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        Deadlines {
            soft: min(fixed, self.clock.map(|c| c.budget())),
            hard: min(fixed, self.clock.map(|c| c.hard_limit())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_budget_never_exceeds_what_is_left() {
        let c = Clock {
            remaining: Duration::from_millis(40),
            ..Clock::default()
        };
        assert!(c.budget() <= Duration::from_millis(40));
        let byoyomi = Clock {
            remaining: Duration::ZERO,
            byoyomi: Duration::from_secs(10),
            ..Clock::default()
        };
        assert!(byoyomi.budget() > Duration::from_secs(9));
        assert!(byoyomi.budget() < Duration::from_secs(10));
        let sudden = Clock {
            remaining: Duration::from_secs(64),
            ..Clock::default()
        };
        assert_eq!(sudden.budget(), Duration::from_secs(2));
    }

    #[test]
    fn the_hard_limit_stays_within_the_clock() {
        for remaining in [0, 1, 10, 40, 100, 1_000, 60_000, 600_000] {
            for byoyomi in [0, 1_000, 10_000] {
                for increment in [0, 2_000] {
                    for moves_to_go in [None, Some(1), Some(2), Some(40)] {
                        let c = Clock {
                            remaining: Duration::from_millis(remaining),
                            byoyomi: Duration::from_millis(byoyomi),
                            increment: Duration::from_millis(increment),
                            moves_to_go,
                        };
                        let total = Duration::from_millis(remaining + byoyomi);
                        assert!(c.budget() <= c.hard_limit(), "{c:?}");
                        if total > Duration::ZERO {
                            assert!(c.hard_limit() < total, "{c:?}");
                        }
                    }
                }
            }
        }
        // sudden death: at most four budgets
        let c = Clock {
            remaining: Duration::from_secs(64),
            ..Clock::default()
        };
        assert_eq!(c.hard_limit(), Duration::from_secs(8));
    }

    #[test]
    fn huge_clocks_saturate() {
        let huge = Clock {
            remaining: Duration::MAX,
            increment: Duration::MAX,
            byoyomi: Duration::MAX,
            moves_to_go: Some(2),
        };
        assert_eq!(huge.budget(), huge.spendable());
        assert!(huge.hard_limit() >= huge.budget());
    }

    #[test]
    fn deadlines_follow_the_limits() {
        let none = Limits::default().deadlines();
        assert_eq!(none, Deadlines::default());
        let st = Limits {
            movetime: Some(Duration::from_secs(1)),
            ..Limits::default()
        };
        let d = st.deadlines();
        assert_eq!(d.hard, Some(Duration::from_millis(990)));
        assert_eq!(d.soft, d.hard);
        let infinite = Limits {
            infinite: true,
            ..st
        };
        assert_eq!(infinite.deadlines(), Deadlines::default());
    }
}
