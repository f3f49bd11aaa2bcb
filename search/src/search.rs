//! [`Searcher`]: iterative deepening over [`Run`]'s principal variation search, with
//! aspiration windows, a transposition table kept between searches, and the time plan of
//! [`Limits`].

use crate::eval::Values;
use crate::limits::Limits;
use crate::node::{MAX_PLY, Run};
use crate::order::Heuristics;
use crate::score::{INFINITY, MATE_BOUND, Score};
use crate::time::{TimeSource, WallClock};
use crate::tt::Table;
use koma_runtime::{Game, GamePosition, Move};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The transposition table's size unless [`Searcher::set_hash_megabytes`] says otherwise.
pub const DEFAULT_HASH_MEGABYTES: usize = 64;

/// Half the first aspiration window, in centipawns.
const ASPIRATION: i32 = 40;

/// A progress report after each completed iteration (UCI's `info` line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Nominal depth of the iteration, in plies.
    pub depth: u32,
    /// Deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// Score of the principal variation, from the side to move's view.
    pub score: Score,
    /// Nodes searched so far (every position played into, quiescence included).
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
    /// The principal variation, from the root.
    pub pv: Vec<Move>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The move to play; `None` when the game is over (no legal move or an outcome).
    pub best: Option<Move>,
    /// The expected reply, if the principal variation has one.
    pub ponder: Option<Move>,
    /// The score of `best`.
    pub score: Score,
    /// The last completed depth.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
}

/// A searcher: the piece values and what it keeps between searches (the transposition
/// table, the history of quiet moves).
#[derive(Clone, Debug)]
pub struct Searcher {
    values: Values,
    table: Table,
    hash_megabytes: usize,
    heuristics: Heuristics,
    reductions: bool,
}

impl Searcher {
    /// A searcher evaluating with `values`, with a transposition table of
    /// [`DEFAULT_HASH_MEGABYTES`] MB.
    pub fn new(values: Values) -> Searcher {
        Searcher {
            values,
            table: Table::new(DEFAULT_HASH_MEGABYTES),
            hash_megabytes: DEFAULT_HASH_MEGABYTES,
            heuristics: Heuristics::default(),
            reductions: true,
        }
    }

    /// Resizes the transposition table to about `megabytes` MB (UCI's `Hash` option),
    /// emptying it; 0 turns it off.
    pub fn set_hash_megabytes(&mut self, megabytes: usize) {
        self.hash_megabytes = megabytes;
        self.table = Table::new(megabytes);
    }

    /// The transposition table's size in MB.
    pub fn hash_megabytes(&self) -> usize {
        self.hash_megabytes
    }

    /// How many entries the transposition table holds (what [`Searcher::set_hash_megabytes`]
    /// made of its megabytes).
    pub fn hash_entries(&self) -> usize {
        self.table.entries()
    }

    /// Turns late move reductions on (the default) or off (for measurements).
    pub fn set_reductions(&mut self, on: bool) {
        self.reductions = on;
    }

    /// Forgets what earlier searches learnt (a new game): the table and the history.
    pub fn new_game(&mut self) {
        self.table.clear();
        self.heuristics.clear();
    }

    /// Searches the current position of `game` within `limits`, or until `stop` is set, and
    /// calls `on_info` after each completed iteration. The game is searched through
    /// [`Game::play_searching`] and [`Game::undo`] and is left as it was.
    ///
    /// Time: with a clock or a fixed time per move, the search stops at a hard deadline in
    /// the middle of an iteration if need be (keeping the last completed one's move, or in
    /// the first the best root move searched to its end), and
    /// starts no iteration once half of its soft budget is spent; with a single legal move it
    /// stops after the first iteration. It always returns a legal
    /// move when there is one, even when stopped at once. An infinite search returns only
    /// once `stop` is set, even when it has searched all it can (a forced mate found, or the
    /// deepest depth).
    pub fn search<P: GamePosition>(
        &mut self,
        game: &mut Game<P>,
        limits: &Limits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Info),
    ) -> Report {
        self.search_timed(game, limits, stop, on_info, &WallClock::start())
    }

    /// [`Searcher::search`] with the time read from `time` (started at zero when the search
    /// begins) instead of the wall clock: with a [`SteppedClock`](crate::SteppedClock), the
    /// time plan of `limits` gives the same search on every run, whatever the machine's load.
    pub fn search_timed<P: GamePosition>(
        &mut self,
        game: &mut Game<P>,
        limits: &Limits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Info),
        time: &dyn TimeSource,
    ) -> Report {
        let deadlines = limits.deadlines();
        let mut report = Report {
            best: None,
            ponder: None,
            score: Score::Centipawns(0),
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
        };
        let mut root = Vec::new();
        game.legal_moves(&mut root);
        if game.outcome().is_some() || root.is_empty() {
            return report;
        }
        report.best = Some(root[0]);
        self.table.new_search();
        self.heuristics
            .new_search(game.position().square_count(), MAX_PLY);
        let mut run = Run::new(
            &self.values,
            &mut self.table,
            &mut self.heuristics,
            stop,
            time,
            deadlines.hard,
            if limits.infinite { None } else { limits.nodes },
        );
        run.reductions = self.reductions;
        let eval = self.values.evaluate(game.position());
        let max_depth = match (limits.infinite, limits.depth) {
            (false, Some(d)) => d.clamp(1, MAX_PLY as u32 / 2),
            _ => MAX_PLY as u32 / 2,
        };
        let mut previous = 0;
        for depth in 1..=max_depth {
            let score = aspiration(&mut run, game, depth as i32, previous, eval);
            if run.stopped {
                // stopped in the first iteration: the best root move searched to its end beats
                // the first legal one (which may give the game away: a Chu king left en prise)
                if report.depth == 0
                    && let Some(&best) = run.pv[0].first()
                {
                    report.best = Some(best);
                }
                break;
            }
            previous = score;
            if let Some(&best) = run.pv[0].first() {
                report.best = Some(best);
                report.ponder = run.pv[0].get(1).copied();
            }
            report.score = Score::from_internal(score);
            report.depth = depth;
            on_info(&Info {
                depth,
                seldepth: run.seldepth as u32,
                score: report.score,
                nodes: run.nodes,
                elapsed: time.elapsed(),
                pv: run.pv[0].clone(),
            });
            if matches!(report.score, Score::Mate(n) if n.unsigned_abs() <= depth)
                && !limits.infinite
            {
                break;
            }
            // on the clock, a forced move needs no thought (depth 1 gave its score and reply)
            if root.len() == 1 && deadlines.soft.is_some() {
                break;
            }
            // the next iteration takes longer than all before it: do not start one that
            // would not end within the budget
            if deadlines
                .soft
                .is_some_and(|soft| time.elapsed().saturating_mul(2) > soft)
            {
                break;
            }
        }
        // `go infinite` answers only when stopped, even when there is nothing left to search
        while limits.infinite && !stop.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(1));
        }
        report.nodes = run.nodes;
        report.elapsed = time.elapsed();
        report
    }
}

/// One iteration to `depth`: first within a window around the previous score, widened on
/// each side that fails until the score falls inside it.
fn aspiration<P: GamePosition>(
    run: &mut Run<'_>,
    game: &mut Game<P>,
    depth: i32,
    previous: i32,
    eval: i32,
) -> i32 {
    run.root_depth = depth as usize;
    let mut delta = ASPIRATION;
    let (mut alpha, mut beta) = if depth >= 4 && previous.abs() < MATE_BOUND {
        (previous - delta, previous + delta)
    } else {
        (-INFINITY, INFINITY)
    };
    loop {
        let score = run.search(game, depth, 0, alpha, beta, eval);
        if run.stopped {
            return score;
        }
        if score <= alpha && alpha > -INFINITY {
            alpha = (score - delta).max(-INFINITY);
        } else if score >= beta && beta < INFINITY {
            beta = (score + delta).min(INFINITY);
        } else {
            return score;
        }
        delta *= 2;
        if delta > 1_000 {
            (alpha, beta) = (-INFINITY, INFINITY);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tt::Bound;
    use koma_runtime::Position as _;

    fn xiangqi() -> koma_engine::Engine {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../variants/xiangqi.koma");
        let v = koma_dsl::compile(&std::fs::read_to_string(path).unwrap()).unwrap();
        koma_engine::Engine::new(&v).unwrap()
    }

    /// Searches `game` to depth 4 with flat values and returns the table's entry for it.
    fn stored(searcher: &mut Searcher, game: &mut Game<koma_engine::Position<'_>>) -> Bound {
        let limits = Limits {
            depth: Some(4),
            ..Limits::default()
        };
        searcher.search(game, &limits, &AtomicBool::new(false), &mut |_| {});
        searcher.table.probe(game.hash()).expect("an entry").bound
    }

    /// A score that came from a repetition below a node is the path's, not the position's:
    /// the node stores its move only. The same position without that history stores its
    /// score.
    #[test]
    fn a_score_from_a_repetition_is_not_stored() {
        let engine = xiangqi();
        let values = Values {
            board: vec![100; 7],
            hand: vec![0; 7],
            ..Values::default()
        };
        // red a soldier ahead; black's g7h9 would bring back the start a third time
        let start = "5k1n1/9/9/9/9/9/4P4/9/9/R3K4 w - - 0 1";
        let mut game = engine.game(start).unwrap();
        for text in ["a0a1", "h9g7", "a1a0", "g7h9", "a0a1", "h9g7", "a1a0"] {
            let mv = game.position().parse_move(text).unwrap();
            game.play(mv).unwrap();
        }
        let mut searcher = Searcher::new(values);
        assert_eq!(stored(&mut searcher, &mut game), Bound::None);
        // the same position, no history
        let mut fresh = engine.game(&game.position().to_text()).unwrap();
        assert_eq!(fresh.hash(), game.hash());
        searcher.new_game();
        assert_ne!(stored(&mut searcher, &mut fresh), Bound::None);
    }

    /// Stopped in the first iteration, the search answers with the best root move it searched
    /// to its end, not the first legal move: here the free chariot, ordered first as the only
    /// capture, where the first legal move is a quiet one.
    #[test]
    fn a_first_iteration_cut_short_keeps_its_best_move() {
        let engine = xiangqi();
        let mut game = engine.game("3k5/9/9/9/9/r8/9/9/9/R3K4 w - - 0 1").unwrap();
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        let capture = game.position().parse_move("a0a4").unwrap();
        assert_ne!(legal[0], capture);
        let limits = Limits {
            nodes: Some(3),
            ..Limits::default()
        };
        let mut searcher = Searcher::new(Values::default());
        let report = searcher.search(&mut game, &limits, &AtomicBool::new(false), &mut |_| {});
        assert_eq!(report.depth, 0, "the first iteration was cut short");
        assert_eq!(report.best, Some(capture));
    }

    /// A clock beyond any time (a GUI's `go time 9223372036854775807`) is no deadline, not an
    /// overflow: the depth limit ends the search with a move.
    #[test]
    fn a_huge_clock_is_no_deadline() {
        let engine = xiangqi();
        let mut game = engine.game("4k4/9/9/9/9/9/9/9/9/R3K4 w - - 0 1").unwrap();
        let clock = crate::limits::Clock {
            remaining: Duration::MAX,
            increment: Duration::MAX,
            ..Default::default()
        };
        let limits = Limits {
            depth: Some(1),
            clock: Some(clock),
            ..Limits::default()
        };
        let mut searcher = Searcher::new(Values::default());
        let report = searcher.search(&mut game, &limits, &AtomicBool::new(false), &mut |_| {});
        assert!(report.best.is_some());
    }
}
