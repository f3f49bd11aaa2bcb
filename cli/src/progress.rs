//! Progress of a long perft: `--divide` lines printed as each root move finishes, and a
//! progress bar over the root moves on a terminal (indicatif; drawn only when stderr is one,
//! and only once the run has taken [`BAR_AFTER`]).

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// How long a run goes before its bar is drawn: a short run shows none.
pub const BAR_AFTER: Duration = Duration::from_secs(1);

/// Where a perft's root moves are reported as they finish.
pub struct Progress {
    /// Print each root move's `move: count` line on stdout.
    lines: bool,
    /// Draw a bar on stderr (when it is a terminal).
    bar: Option<ProgressBar>,
    show_bar: bool,
    /// Root moves reported so far.
    done: u64,
    /// When the run started.
    started: Option<Instant>,
}

impl Progress {
    /// Reports nothing.
    pub fn silent() -> Progress {
        Progress {
            lines: false,
            bar: None,
            show_bar: false,
            done: 0,
            started: None,
        }
    }

    /// Prints each root move's line when `lines`, and draws a bar on stderr when it is a
    /// terminal.
    pub fn terminal(lines: bool) -> Progress {
        Progress {
            lines,
            bar: None,
            show_bar: true,
            done: 0,
            started: None,
        }
    }

    /// The run splits on `roots` root moves.
    pub fn start(&mut self, roots: u64) {
        self.started = Some(Instant::now());
        if self.show_bar && std::io::stderr().is_terminal() {
            let bar = ProgressBar::with_draw_target(Some(roots), ProgressDrawTarget::hidden());
            if let Ok(style) =
                ProgressStyle::with_template("{bar:40} {pos}/{len} root moves, {elapsed} {msg}")
            {
                bar.set_style(style);
            }
            self.bar = Some(bar);
        }
    }

    /// Root move `mv` counted `count` leaves.
    pub fn root(&mut self, mv: &str, count: u64) {
        self.done += 1;
        if let (Some(bar), Some(t)) = (&self.bar, self.started)
            && bar.is_hidden()
            && t.elapsed() >= BAR_AFTER
        {
            bar.set_draw_target(ProgressDrawTarget::stderr());
        }
        let print = || {
            if self.lines {
                let _ = writeln!(std::io::stdout().lock(), "{mv}: {count}");
            }
        };
        match &self.bar {
            Some(bar) => {
                bar.suspend(print);
                bar.inc(1);
            }
            None => print(),
        }
    }

    /// The root moves reported so far.
    pub fn done(&self) -> u64 {
        self.done
    }

    /// The run is over: the bar is cleared.
    pub fn finish(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}
