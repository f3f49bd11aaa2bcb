//! [`Limits`]: when a search stops — depth, nodes, time per move, a clock, or never.

use std::time::Duration;

/// What bounds a search; every bound given applies (the first reached stops it). With none,
/// the search runs until its stop flag is set (`go infinite`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// At most this many plies of iterative deepening.
    pub depth: Option<u32>,
    /// At most about this many nodes (checked every few thousand nodes).
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

impl Clock {
    /// How long to think about one move: a share of the remaining time plus most of the
    /// increment and the byoyomi, leaving a safety margin for the protocol's lag.
    pub fn budget(&self) -> Duration {
        let margin = Duration::from_millis(50);
        let moves = self.moves_to_go.unwrap_or(30).clamp(1, 30);
        let share = self.remaining / (moves + 2);
        let extra = self.increment * 3 / 4 + self.byoyomi;
        let spendable = (self.remaining + self.byoyomi).saturating_sub(margin);
        (share + extra).min(spendable).max(Duration::from_millis(1))
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
}
