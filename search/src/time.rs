//! [`TimeSource`]: where a search reads the time from — the wall clock ([`WallClock`]), or a
//! virtual clock that advances by a fixed step each time it is read ([`SteppedClock`]), so that
//! a test of the time plan gives the same result on any machine under any load.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The time since a search began, as the search sees it. The search reads it every 128 moves
/// taken back and after each iteration; it compares it with the deadlines of its
/// [`Limits`](crate::Limits).
pub trait TimeSource {
    /// The time since the search began.
    fn elapsed(&self) -> Duration;
}

/// The wall clock, from the moment it was made: what [`Searcher::search`](crate::Searcher::search)
/// uses.
#[derive(Copy, Clone, Debug)]
pub struct WallClock(Instant);

impl WallClock {
    /// A clock reading zero now.
    pub fn start() -> WallClock {
        WallClock(Instant::now())
    }
}

impl TimeSource for WallClock {
    fn elapsed(&self) -> Duration {
        self.0.elapsed()
    }
}

/// A virtual clock that advances by `step` each time it is read, starting from zero: the time
/// a search sees is then a function of the work it has done, the same on every run, so a time
/// plan can be tested deterministically (e.g. with a step of 1 ms, a search stopped at a 290 ms
/// deadline has read the clock 290 times).
#[derive(Debug)]
pub struct SteppedClock {
    step: Duration,
    reads: AtomicU64,
}

impl SteppedClock {
    /// A clock at zero that advances by `step` at each read.
    pub fn new(step: Duration) -> SteppedClock {
        SteppedClock {
            step,
            reads: AtomicU64::new(0),
        }
    }

    /// How often the clock has been read.
    pub fn reads(&self) -> u64 {
        self.reads.load(Ordering::Relaxed)
    }

    /// The time it shows now, without advancing it.
    pub fn now(&self) -> Duration {
        self.step
            .saturating_mul(u32::try_from(self.reads()).unwrap_or(u32::MAX))
    }
}

impl TimeSource for SteppedClock {
    fn elapsed(&self) -> Duration {
        self.reads.fetch_add(1, Ordering::Relaxed);
        self.now()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stepped_clock_advances_by_its_step_at_each_read() {
        let c = SteppedClock::new(Duration::from_millis(3));
        assert_eq!(c.now(), Duration::ZERO);
        assert_eq!(c.elapsed(), Duration::from_millis(3));
        assert_eq!(c.elapsed(), Duration::from_millis(6));
        assert_eq!(c.reads(), 2);
        assert_eq!(c.now(), Duration::from_millis(6));
    }

    #[test]
    fn the_wall_clock_never_goes_back() {
        let c = WallClock::start();
        let a = c.elapsed();
        assert!(c.elapsed() >= a);
    }
}
