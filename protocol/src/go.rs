//! The `go` command's arguments (UCI, USI, UCCI) read into [`Limits`].

use koma_runtime::Color;
use koma_search::{Clock, Limits};
use std::time::Duration;

/// The names a protocol gives the clock arguments of `go`.
#[derive(Copy, Clone, Debug)]
pub struct ClockWords {
    /// The first player's time and increment: `wtime`/`winc` in UCI, `btime`/`binc` in USI.
    pub first: (&'static str, &'static str),
    /// The second player's time and increment.
    pub second: (&'static str, &'static str),
}

/// UCI: `wtime`/`winc` for the first player (White; Red in xiangqi).
pub const UCI_CLOCK: ClockWords = ClockWords {
    first: ("wtime", "winc"),
    second: ("btime", "binc"),
};

/// USI: `btime`/`binc` for the first player (sente, "black").
pub const USI_CLOCK: ClockWords = ClockWords {
    first: ("btime", "binc"),
    second: ("wtime", "winc"),
};

/// UCCI: `time`/`increment` are the side to move's, `opptime`/`oppincrement` the other's.
const UCCI_OWN: (&str, &str) = ("time", "increment");
const UCCI_OPPONENT: (&str, &str) = ("opptime", "oppincrement");

/// Reads the arguments of `go` (after the word `go`) for `side` to move: `depth`, `nodes`,
/// `movetime`, `infinite`, `movestogo`, `byoyomi`, `ponder` (searched until stopped), `draw` and
/// the clock words of `words`, or UCCI's when `words` is `None`. Times are milliseconds;
/// negative ones count as 0.
///
/// # Errors
/// A message naming an unknown argument or a bad number.
pub fn parse_go(args: &[&str], words: Option<ClockWords>, side: Color) -> Result<Limits, String> {
    let (own, other) = match words {
        Some(w) if side == Color::First => (w.first, w.second),
        Some(w) => (w.second, w.first),
        None => (UCCI_OWN, UCCI_OPPONENT),
    };
    let mut limits = Limits::default();
    let mut clock: Option<Clock> = None;
    let mut it = args.iter();
    while let Some(&word) = it.next() {
        let mut value = || -> Result<i64, String> {
            let v = it
                .next()
                .ok_or_else(|| format!("`go {word}` needs a number"))?;
            v.parse::<i64>()
                .map_err(|_| format!("`go {word}`: `{v}` is not a number"))
        };
        let ms = |v: i64| Duration::from_millis(v.max(0) as u64);
        match word {
            // no pondering: a ponder search runs until `ponderhit` or `stop`
            "infinite" | "ponder" => limits.infinite = true,
            "draw" => {}
            "depth" => limits.depth = Some(value()?.clamp(1, u32::MAX as i64) as u32),
            "nodes" => limits.nodes = Some(value()?.max(1) as u64),
            "movetime" => limits.movetime = Some(ms(value()?)),
            "movestogo" => {
                let n = value()?.clamp(1, u32::MAX as i64) as u32;
                clock.get_or_insert_default().moves_to_go = Some(n);
            }
            "byoyomi" => clock.get_or_insert_default().byoyomi = ms(value()?),
            w if w == own.0 => clock.get_or_insert_default().remaining = ms(value()?),
            w if w == own.1 => clock.get_or_insert_default().increment = ms(value()?),
            w if w == other.0 || w == other.1 => {
                value()?;
            }
            _ => return Err(format!("unknown `go` argument `{word}`")),
        }
    }
    limits.clock = clock;
    Ok(limits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usi_reads_the_side_to_moves_clock() {
        let args = ["btime", "60000", "wtime", "30000", "byoyomi", "5000"];
        let sente = parse_go(&args, Some(USI_CLOCK), Color::First).unwrap();
        let clock = sente.clock.unwrap();
        assert_eq!(clock.remaining, Duration::from_secs(60));
        assert_eq!(clock.byoyomi, Duration::from_secs(5));
        let gote = parse_go(&args, Some(USI_CLOCK), Color::Second).unwrap();
        assert_eq!(gote.clock.unwrap().remaining, Duration::from_secs(30));
    }

    #[test]
    fn uci_and_ucci_clocks() {
        let args = ["wtime", "1000", "btime", "2000", "winc", "10", "binc", "20"];
        let black = parse_go(&args, Some(UCI_CLOCK), Color::Second).unwrap();
        let clock = black.clock.unwrap();
        assert_eq!(clock.remaining, Duration::from_secs(2));
        assert_eq!(clock.increment, Duration::from_millis(20));
        let ucci = [
            "time",
            "3000",
            "increment",
            "5",
            "opptime",
            "9",
            "movestogo",
            "7",
        ];
        let c = parse_go(&ucci, None, Color::Second).unwrap().clock.unwrap();
        assert_eq!(c.remaining, Duration::from_secs(3));
        assert_eq!(c.increment, Duration::from_millis(5));
        assert_eq!(c.moves_to_go, Some(7));
    }

    #[test]
    fn limits_and_errors() {
        let l = parse_go(
            &["depth", "3", "nodes", "100"],
            Some(UCI_CLOCK),
            Color::First,
        )
        .unwrap();
        assert_eq!((l.depth, l.nodes, l.clock), (Some(3), Some(100), None));
        assert!(
            parse_go(&["infinite"], None, Color::First)
                .unwrap()
                .infinite
        );
        let neg = parse_go(&["btime", "-5"], Some(USI_CLOCK), Color::First).unwrap();
        assert_eq!(neg.clock.unwrap().remaining, Duration::ZERO);
        assert!(parse_go(&["depth"], None, Color::First).is_err());
        assert!(parse_go(&["depth", "x"], None, Color::First).is_err());
        assert!(parse_go(&["warp", "9"], None, Color::First).is_err());
    }
}
