//! The compiled move generators of the built-in variants (`koma-variants`) behind one
//! interface, for `koma perft --backend compiled`, `koma bench` and `koma replay --backend
//! compiled`.

use crate::builtin::BUILTIN;
use crate::progress::Progress;
use crate::records::Record;
use crate::replay::{Reading, ReplaySummary, replay_reading};
use koma_runtime::{EndRules, GamePosition, distinct_moves, perft, perft_distinct, perft_listed};
use std::time::Instant;

/// Evaluates `$body` with `$p` naming the compiled `Position` type of the built-in variant
/// named `$name` (`Some(..)`), or gives `None` when no built-in variant has that name: one arm
/// per built-in, as `koma_variants::for_each_builtin!` lists them.
macro_rules! with_compiled {
    ($name:expr, $p:ident => $body:expr) => {
        koma_variants::for_each_builtin!(with_compiled, @arms $name, $p => $body)
    };
    (@arms $name:expr, $p:ident => $body:expr;
        $(($variant:literal, $module:ident, $file:literal, $doc:literal)),* $(,)?) => {
        match $name {
            $(
                $variant => {
                    use koma_variants::$module::Position as $p;
                    Some($body)
                }
            )*
            _ => None,
        }
    };
}
pub(crate) use with_compiled;

/// A perft run: the total, the per-root-move counts when asked, and the time it took.
#[derive(Clone, Debug)]
pub struct PerftRun {
    /// Leaf nodes (bulk-counted leaves).
    pub total: u64,
    /// `(move, count)` per root move, in generation order, when a split (divide) was asked.
    pub divide: Vec<(String, u64)>,
    /// Wall time in seconds.
    pub secs: f64,
}

/// How perft counts its leaves (the moves at depth 1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Leaves {
    /// Counted without being played or built (`koma_runtime::perft`); the reference engine
    /// builds its list and counts it
    Count,
    /// Generated into a move list, which is counted (`koma_runtime::perft_listed`)
    List,
    /// Each move counted once by its effect at every node, as HaChu and XBoard count a double
    /// move (`koma_runtime::perft_distinct`; `koma perft --distinct`): a different count
    #[value(skip)]
    Distinct,
}

impl Leaves {
    /// The convention as `backend` follows it, in words: the reference engine has no
    /// count-only path, so under `Count` it builds its list and counts it.
    pub fn describe_for(self, reference: bool) -> &'static str {
        match (self, reference) {
            (Leaves::Count, true) => {
                "bulk counting, leaf moves built into a list and counted \
                 (the reference engine has no count-only path)"
            }
            _ => self.describe(),
        }
    }

    /// The convention in words, for reports.
    pub fn describe(self) -> &'static str {
        match self {
            Leaves::Count => "bulk counting, leaf moves counted without being built",
            Leaves::List => "bulk counting, leaf moves built into a list and counted",
            Leaves::Distinct => {
                "each move once by its effect: one pass per position, no route twice"
            }
        }
    }
}

/// Perft (or divide) of `pos` to `depth`, timed, leaves counted as `leaves` says, on `threads`
/// threads (1: this one; more: `crate::parallel`, the same counts).
pub fn run_perft<P: GamePosition + Send + Sync>(
    pos: &P,
    depth: u32,
    split: bool,
    leaves: Leaves,
    threads: usize,
) -> PerftRun {
    run_perft_reporting(pos, depth, split, leaves, threads, &mut Progress::silent())
}

/// [`run_perft`], telling `progress` each root move's count (with `split` and a depth above 0),
/// in generation order: on one thread as each is done (`--divide` lines as they finish, and a
/// progress bar), on several once all are.
pub fn run_perft_reporting<P: GamePosition + Send + Sync>(
    pos: &P,
    depth: u32,
    split: bool,
    leaves: Leaves,
    threads: usize,
    progress: &mut Progress,
) -> PerftRun {
    let start = Instant::now();
    let perft = |p: &P, d: u32| match leaves {
        Leaves::Count => perft(p, d),
        Leaves::List => perft_listed(p, d),
        Leaves::Distinct => perft_distinct(p, d),
    };
    let distinct = leaves == Leaves::Distinct;
    let (total, divide) = if depth == 0 {
        (1, Vec::new())
    } else if threads > 1 {
        let counts = crate::parallel::root_counts(pos, depth, distinct, threads, perft);
        let total = counts.iter().map(|(_, n)| n).sum();
        let divide = if split {
            progress.start(counts.len() as u64);
            let d: Vec<(String, u64)> = counts
                .into_iter()
                .map(|(mv, n)| {
                    let text = pos.format_move(mv);
                    progress.root(&text, n);
                    (text, n)
                })
                .collect();
            progress.finish();
            d
        } else {
            Vec::new()
        };
        (total, divide)
    } else if split {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        if distinct {
            distinct_moves(pos, &mut moves);
        }
        progress.start(moves.len() as u64);
        let d: Vec<(String, u64)> = moves
            .into_iter()
            .map(|mv| {
                let mut child = pos.clone();
                child.play_unchecked(mv);
                let (text, n) = (pos.format_move(mv), perft(&child, depth - 1));
                progress.root(&text, n);
                (text, n)
            })
            .collect();
        progress.finish();
        (d.iter().map(|(_, n)| n).sum(), d)
    } else {
        (perft(pos, depth), Vec::new())
    };
    PerftRun {
        total,
        divide,
        secs: start.elapsed().as_secs_f64(),
    }
}

/// The built-in variant with a compiled generator whose rules file is exactly `source`, if any:
/// only then does a compiled generator match the rules (an edited copy of a built-in file has
/// none, nor has a built-in of [`crate::builtin::REFERENCE_ONLY`]).
pub fn builtin_for(source: &str) -> Option<&'static str> {
    BUILTIN
        .iter()
        .find(|b| b.source == source && !crate::builtin::REFERENCE_ONLY.contains(&b.name))
        .map(|b| b.name)
}

/// Runs perft with the compiled generator of the built-in variant `name`, from `fen` or the
/// start position, on `threads` threads. `None` when `name` has no compiled generator.
///
/// # Errors
/// A message when `fen` is not a valid position.
pub fn compiled_perft(
    name: &str,
    fen: Option<&str>,
    depth: u32,
    split: bool,
    leaves: Leaves,
    threads: usize,
) -> Option<Result<PerftRun, String>> {
    compiled_perft_reporting(
        name,
        fen,
        depth,
        split,
        leaves,
        threads,
        &mut Progress::silent(),
    )
}

/// [`compiled_perft`], telling `progress` each root move's count as it is done (see
/// [`run_perft_reporting`]).
///
/// # Errors
/// A message when `fen` is not a valid position.
pub fn compiled_perft_reporting(
    name: &str,
    fen: Option<&str>,
    depth: u32,
    split: bool,
    leaves: Leaves,
    threads: usize,
    progress: &mut Progress,
) -> Option<Result<PerftRun, String>> {
    with_compiled!(name, P => {
        let pos = match fen {
            Some(text) => P::from_text(text).map_err(|e| format!("error: bad position: {e}")),
            None => Ok(P::start()),
        };
        pos.map(|p| run_perft_reporting(&p, depth, split, leaves, threads, progress))
    })
}

/// Replays `records` (see [`crate::replay::replay`]) under `rules` with the compiled generator of the built-in
/// variant `name`: each game from its `FEN`/`SFEN` tag or the start position. `None` when `name`
/// has no compiled generator.
pub fn compiled_replay(name: &str, records: &[Record], rules: &EndRules) -> Option<ReplaySummary> {
    compiled_replay_reading(name, records, rules, Reading::default())
}

/// [`compiled_replay`], reading the records as `reading` says (see [`replay_reading`]).
pub fn compiled_replay_reading(
    name: &str,
    records: &[Record],
    rules: &EndRules,
    reading: Reading<'_>,
) -> Option<ReplaySummary> {
    with_compiled!(name, P => replay_reading(records, rules, reading, |tag| match tag {
        Some(text) => P::from_text(text).map_err(|e| e.to_string()),
        None => Ok(P::start()),
    }))
}
