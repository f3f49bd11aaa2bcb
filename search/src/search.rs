//! [`Searcher`]: iterative deepening alpha-beta with quiescence on captures.

use crate::eval::Values;
use crate::limits::Limits;
use crate::score::{INFINITY, MATE, Score};
use koma_runtime::{Game, GamePosition, Move, Outcome, StalemateResult};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Deepest ply the search reaches (iterations and extensions together).
const MAX_PLY: usize = 128;

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

/// A searcher: the piece values and what it keeps between searches.
#[derive(Clone, Debug)]
pub struct Searcher {
    values: Values,
}

/// The state of one search.
struct Run<'a> {
    values: &'a Values,
    stop: &'a AtomicBool,
    deadline: Option<Instant>,
    node_limit: Option<u64>,
    nodes: u64,
    seldepth: usize,
    stopped: bool,
    /// `pv[ply]`: the principal variation from `ply` on.
    pv: Vec<Vec<Move>>,
}

impl Searcher {
    /// A searcher evaluating with `values`.
    pub fn new(values: Values) -> Searcher {
        Searcher { values }
    }

    /// Forgets what earlier searches learnt (a new game).
    pub fn new_game(&mut self) {}

    /// Searches the current position of `game` within `limits`, or until `stop` is set, and
    /// calls `on_info` after each completed iteration. The game is searched through
    /// [`Game::play_searching`] and [`Game::undo`] and is left as it was.
    pub fn search<P: GamePosition>(
        &mut self,
        game: &mut Game<P>,
        limits: &Limits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Info),
    ) -> Report {
        let start = Instant::now();
        let budget = if limits.infinite {
            None
        } else {
            limits.movetime.or(limits.clock.map(|c| c.budget()))
        };
        let mut run = Run {
            values: &self.values,
            stop,
            deadline: budget.map(|b| start + b),
            node_limit: if limits.infinite { None } else { limits.nodes },
            nodes: 0,
            seldepth: 0,
            stopped: false,
            pv: vec![Vec::new(); MAX_PLY + 1],
        };
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
        let max_depth = match (limits.infinite, limits.depth) {
            (false, Some(d)) => d.clamp(1, MAX_PLY as u32 - 1),
            _ => MAX_PLY as u32 - 1,
        };
        for depth in 1..=max_depth {
            let score = run.negamax(game, depth as i32, 0, -INFINITY, INFINITY);
            if run.stopped && depth > 1 {
                break;
            }
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
                elapsed: start.elapsed(),
                pv: run.pv[0].clone(),
            });
            if run.stopped || matches!(report.score, Score::Mate(n) if n.unsigned_abs() <= depth) {
                break;
            }
            // an iteration takes longer than all before it: do not start one that cannot end
            if let (Some(b), false) = (budget, limits.infinite)
                && start.elapsed() * 2 > b
            {
                break;
            }
        }
        report.nodes = run.nodes;
        report.elapsed = start.elapsed();
        report
    }
}

impl Run<'_> {
    /// Whether the search must stop now (checked every 1024 nodes).
    fn out_of_time(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes.is_multiple_of(1024) {
            let over = self.stop.load(Ordering::Relaxed)
                || self.deadline.is_some_and(|d| Instant::now() >= d)
                || self.node_limit.is_some_and(|n| self.nodes >= n);
            self.stopped = over;
        }
        self.stopped
    }

    /// The score of an outcome for the side to move at `ply`.
    fn outcome_score<P: GamePosition>(game: &Game<P>, outcome: Outcome, ply: usize) -> i32 {
        match outcome.winner {
            None => 0,
            Some(w) if w == game.position().side_to_move() => MATE - ply as i32,
            Some(_) => -(MATE - ply as i32),
        }
    }

    fn negamax<P: GamePosition>(
        &mut self,
        game: &mut Game<P>,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.pv[ply].clear();
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiescence(game, ply, alpha, beta);
        }
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            let pos = game.position();
            return if pos.is_check() || game.rules().stalemate == StalemateResult::Loses {
                -(MATE - ply as i32)
            } else {
                0
            };
        }
        // captures first
        let pos = game.position();
        moves.sort_by_key(|&m| !pos.is_capture(m));
        let mut best = -INFINITY;
        for mv in moves {
            self.nodes += 1;
            let score = match game.play_searching(mv) {
                Some(o) => Self::outcome_score(game, o, ply + 1),
                None => -self.negamax(game, depth - 1, ply + 1, -beta, -alpha),
            };
            game.undo();
            if self.out_of_time() {
                return best.max(alpha);
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                }
                if score >= beta {
                    break;
                }
            }
        }
        best
    }

    fn quiescence<P: GamePosition>(
        &mut self,
        game: &mut Game<P>,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.seldepth = self.seldepth.max(ply);
        let pos = game.position();
        let stand = self.values.evaluate(pos);
        if stand >= beta || ply >= MAX_PLY {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let pos = game.position();
        if moves.is_empty() {
            return if pos.is_check() || game.rules().stalemate == StalemateResult::Loses {
                -(MATE - ply as i32)
            } else {
                0
            };
        }
        moves.retain(|&m| pos.is_capture(m));
        let mut best = stand;
        for mv in moves {
            self.nodes += 1;
            let score = match game.play_searching(mv) {
                Some(o) => Self::outcome_score(game, o, ply + 1),
                None => -self.quiescence(game, ply + 1, -beta, -alpha),
            };
            game.undo();
            if self.out_of_time() {
                return best.max(alpha);
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if score >= beta {
                    break;
                }
            }
        }
        best
    }
}
