//! [`Run`]: one search's walk of the tree — principal variation search with the table,
//! check extensions, late move reductions and mate distance pruning, then quiescence on
//! captures and promotions.

use crate::eval::Values;
use crate::order::{Heuristics, capture_value, pick};
use crate::score::{INFINITY, MATE};
use crate::time::TimeSource;
use crate::tt::{Bound, Table, from_table, to_table};
use koma_runtime::{Game, GamePosition, Move, Outcome, PieceKind, Reason, Square, StalemateResult};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Deepest ply the search reaches (iterations and extensions together).
pub(crate) const MAX_PLY: usize = 128;

/// How often the clock and the stop flag are read, in moves taken back.
const CHECK_EVERY: u32 = 128;

/// Quiescence skips a capture that cannot lift the score to alpha even with this margin.
const DELTA_MARGIN: i32 = 200;

/// The state of one search.
pub(crate) struct Run<'a> {
    pub values: &'a Values,
    /// Types worth something in hand ([`Values::hand_kinds`]).
    pub hand_kinds: Vec<PieceKind>,
    pub table: &'a mut Table,
    pub heuristics: &'a mut Heuristics,
    pub stop: &'a AtomicBool,
    /// Where the time is read from.
    pub time: &'a dyn TimeSource,
    /// The hard deadline, from the start of the search.
    pub deadline: Option<Duration>,
    pub node_limit: Option<u64>,
    /// Whether late move reductions are on.
    pub reductions: bool,
    /// The depth of the current iteration.
    pub root_depth: usize,
    /// Positions played into, quiescence included.
    pub nodes: u64,
    pub seldepth: usize,
    /// Set once a limit is reached: every score after it is meaningless.
    pub stopped: bool,
    /// `pv[ply]`: the principal variation from `ply` on.
    pub pv: Vec<Vec<Move>>,
    /// Outcomes that depend on the path (repetitions, the no-capture count) met so far: a
    /// node below which one was met stores no score in the table.
    pub path_outcomes: u64,
    /// Moves left to take back before the clock is read again.
    countdown: u32,
    /// Squares, reused (defenders of a capture's target).
    squares: Vec<Square>,
    /// Move lists, one per ply, reused.
    lists: Vec<Vec<(i32, Move)>>,
    moves: Vec<Move>,
}

impl<'a> Run<'a> {
    /// A search with `values`, `table` and `heuristics` that stops at `deadline` (read from
    /// `time`), `node_limit` or when `stop` is set.
    pub fn new(
        values: &'a Values,
        table: &'a mut Table,
        heuristics: &'a mut Heuristics,
        stop: &'a AtomicBool,
        time: &'a dyn TimeSource,
        deadline: Option<Duration>,
        node_limit: Option<u64>,
    ) -> Run<'a> {
        Run {
            values,
            hand_kinds: values.hand_kinds(),
            table,
            heuristics,
            stop,
            time,
            deadline,
            node_limit,
            reductions: true,
            root_depth: 1,
            nodes: 0,
            seldepth: 0,
            stopped: false,
            pv: vec![Vec::new(); MAX_PLY + 1],
            path_outcomes: 0,
            countdown: CHECK_EVERY,
            squares: Vec::new(),
            lists: vec![Vec::new(); MAX_PLY + 1],
            moves: Vec::new(),
        }
    }

    /// Whether the search must stop now (called after every move taken back): the node
    /// limit is checked every time, the flag and the clock every [`CHECK_EVERY`] calls.
    fn out_of_time(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        self.countdown -= 1;
        if self.countdown == 0 {
            self.countdown = CHECK_EVERY;
            self.stopped = self.stop.load(Ordering::Relaxed)
                || self.deadline.is_some_and(|d| self.time.elapsed() >= d);
        }
        self.stopped |= self.node_limit.is_some_and(|n| self.nodes >= n);
        self.stopped
    }

    /// The score of an outcome for the side to move at `ply`, noting path-dependent ones.
    fn outcome_score<P: GamePosition>(
        &mut self,
        game: &Game<P>,
        outcome: Outcome,
        ply: usize,
    ) -> i32 {
        if matches!(
            outcome.reason,
            Reason::Repetition
                | Reason::PerpetualCheck
                | Reason::PerpetualChase
                | Reason::NoCapture
                | Reason::Passes
                | Reason::Counting
                | Reason::PerpetualAttack
        ) {
            self.path_outcomes += 1;
        }
        match outcome.winner {
            None => 0,
            Some(w) if w == game.position().side_to_move() => MATE - ply as i32,
            Some(_) => -(MATE - ply as i32),
        }
    }

    /// The score of a position with no legal move at `ply`: mated, or stalemated (a loss or
    /// a draw as the rules say).
    fn no_move_score<P: GamePosition>(game: &Game<P>, ply: usize) -> i32 {
        if game.in_check() || game.rules().stalemate == StalemateResult::Loses {
            -(MATE - ply as i32)
        } else {
            0
        }
    }

    /// Plays `mv` and returns the outcome and the material of the new position from its side
    /// to move's view (the current one being `eval`).
    fn play<P: GamePosition>(
        &mut self,
        game: &mut Game<P>,
        mv: Move,
        eval: i32,
    ) -> (Option<Outcome>, i32) {
        self.nodes += 1;
        let outcome = game.play_searching(mv);
        let ply = game.moves().len();
        let before = game
            .position_at(ply - 1)
            .expect("the position before the move");
        let gain = self
            .values
            .gain(before, mv, game.position(), &self.hand_kinds);
        debug_assert_eq!(
            -(eval + gain),
            self.values.evaluate(game.position()),
            "the material kept move by move is the material counted"
        );
        (outcome, -(eval + gain))
    }

    /// The principal variation search of the current position to `depth` plies at `ply`
    /// from the root, within `(alpha, beta)`; `eval` is its material from the side to move's
    /// view. A node with an open window (`beta > alpha + 1`) is on the principal variation:
    /// the table cuts only elsewhere.
    pub fn search<P: GamePosition>(
        &mut self,
        game: &mut Game<P>,
        mut depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        eval: i32,
    ) -> i32 {
        let pv_node = beta > alpha + 1;
        self.pv[ply].clear();
        if ply > 0 {
            // mate distance pruning: no line from here beats a mate already found nearer
            alpha = alpha.max(-(MATE - ply as i32));
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        let in_check = game.in_check();
        // check extension, within twice the iteration's depth (long checking sequences,
        // plentiful with drops, would otherwise never end)
        if in_check && ply < 2 * self.root_depth {
            depth += 1;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return self.quiescence(game, ply, alpha, beta, eval);
        }
        self.seldepth = self.seldepth.max(ply);
        let key = game.hash();
        let (tt_move, cut) = self.probe(key, depth, ply, alpha, beta);
        if let Some(score) = cut {
            return score;
        }
        let mut list = std::mem::take(&mut self.lists[ply]);
        self.order(game, ply, tt_move, &mut list, false);
        if list.is_empty() {
            self.lists[ply] = list;
            return Self::no_move_score(game, ply);
        }
        let alpha_start = alpha;
        let outcomes_before = self.path_outcomes;
        let us = game.position().side_to_move();
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut quiets_tried: Vec<Move> = Vec::new();
        for i in 0..list.len() {
            let mv = pick(&mut list, i);
            let quiet = !game.position().is_capture(mv)
                && !matches!(mv, Move::Normal { promote: true, .. });
            let (outcome, child_eval) = self.play(game, mv, eval);
            let score = match outcome {
                Some(o) => -self.outcome_score(game, o, ply + 1),
                None if i == 0 => -self.search(game, depth - 1, ply + 1, -beta, -alpha, child_eval),
                None => {
                    let reduce = self.reductions
                        && depth >= 3
                        && i >= 3
                        && quiet
                        && !in_check
                        && !self.heuristics.is_killer(ply, mv)
                        && !game.in_check();
                    let r = if reduce {
                        reduction(depth, i, pv_node)
                    } else {
                        0
                    };
                    let mut s =
                        -self.search(game, depth - 1 - r, ply + 1, -alpha - 1, -alpha, child_eval);
                    if s > alpha && r > 0 {
                        s = -self.search(game, depth - 1, ply + 1, -alpha - 1, -alpha, child_eval);
                    }
                    if s > alpha && s < beta && pv_node {
                        s = -self.search(game, depth - 1, ply + 1, -beta, -alpha, child_eval);
                    }
                    s
                }
            };
            game.undo();
            if self.out_of_time() {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(mv);
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                    if score >= beta {
                        if quiet {
                            self.heuristics.refuted(us, ply, depth, mv, &quiets_tried);
                        }
                        break;
                    }
                }
            }
            if quiet {
                quiets_tried.push(mv);
            }
        }
        self.lists[ply] = list;
        if self.stopped {
            return 0;
        }
        let window = (alpha_start, beta);
        self.store(key, best_move, best, (depth, ply), window, outcomes_before);
        best
    }

    /// The table's move for `key`, and the stored score when it settles the window
    /// `(alpha, beta)` at `depth` (never on the principal variation, where the window is open).
    fn probe(
        &self,
        key: u64,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> (Option<Move>, Option<i32>) {
        let Some(e) = self.table.probe(key) else {
            return (None, None);
        };
        if beta > alpha + 1 || i32::from(e.depth) < depth {
            return (e.mv, None);
        }
        let score = from_table(e.score, ply);
        let cut = match e.bound {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
            Bound::None => false,
        };
        (e.mv, cut.then_some(score))
    }

    /// Stores the result `best` (with `best_move`) of a search to `depth` at `ply` with the
    /// window `(alpha, beta)` it started with: its move only when a path-dependent outcome was
    /// met below it (the count was `outcomes_before`).
    fn store(
        &mut self,
        key: u64,
        best_move: Option<Move>,
        best: i32,
        (depth, ply): (i32, usize),
        (alpha, beta): (i32, i32),
        outcomes_before: u64,
    ) {
        let bound = if self.path_outcomes != outcomes_before {
            Bound::None
        } else if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table
            .store(key, best_move, to_table(best, ply), depth as i16, bound);
    }

    /// The legal moves of the current position, scored for ordering, into `list` (only
    /// captures and promotions when `noisy`, unless in check).
    fn order<P: GamePosition>(
        &mut self,
        game: &Game<P>,
        ply: usize,
        tt_move: Option<Move>,
        list: &mut Vec<(i32, Move)>,
        noisy: bool,
    ) {
        self.moves.clear();
        game.legal_moves(&mut self.moves);
        let pos = game.position();
        list.clear();
        for &mv in &self.moves {
            if noisy && !pos.is_capture(mv) && !matches!(mv, Move::Normal { promote: true, .. }) {
                continue;
            }
            list.push((
                self.heuristics.score(self.values, pos, ply, mv, tt_move),
                mv,
            ));
        }
    }

    /// Quiescence: the side to move may stand on its material or go on capturing (or
    /// promoting); in check it must answer the check, so every move is searched.
    fn quiescence<P: GamePosition>(
        &mut self,
        game: &mut Game<P>,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        eval: i32,
    ) -> i32 {
        self.pv[ply].clear();
        self.seldepth = self.seldepth.max(ply);
        let in_check = game.in_check();
        if ply >= MAX_PLY - 1 {
            return eval;
        }
        let key = game.hash();
        let (tt_move, cut) = self.probe(key, 0, ply, alpha, beta);
        if let Some(score) = cut {
            return score;
        }
        let window = (alpha, beta);
        let outcomes_before = self.path_outcomes;
        let mut best = -INFINITY;
        let mut best_move = None;
        if !in_check {
            if eval >= beta {
                return eval;
            }
            alpha = alpha.max(eval);
            best = eval;
        }
        let mut list = std::mem::take(&mut self.lists[ply]);
        self.order(game, ply, tt_move, &mut list, !in_check);
        if self.moves.is_empty() {
            self.lists[ply] = list;
            return Self::no_move_score(game, ply);
        }
        for i in 0..list.len() {
            let mv = pick(&mut list, i);
            if !in_check
                && !matches!(mv, Move::Normal { promote: true, .. })
                && self.futile_or_losing(game.position(), mv, eval, alpha)
            {
                continue;
            }
            let (outcome, child_eval) = self.play(game, mv, eval);
            let score = match outcome {
                Some(o) => -self.outcome_score(game, o, ply + 1),
                None => -self.quiescence(game, ply + 1, -beta, -alpha, child_eval),
            };
            game.undo();
            if self.out_of_time() {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                }
            }
            if score >= beta {
                break;
            }
        }
        self.lists[ply] = list;
        if self.stopped {
            return 0;
        }
        self.store(key, best_move, best, (0, ply), window, outcomes_before);
        best
    }

    /// Whether quiescence skips the capture `mv`: it cannot lift `eval` to `alpha` even with
    /// a margin (delta pruning), or it gives a piece for a lesser one that is defended (a
    /// losing exchange at first sight, as a static exchange evaluation would say).
    fn futile_or_losing<P: GamePosition>(
        &mut self,
        pos: &P,
        mv: Move,
        eval: i32,
        alpha: i32,
    ) -> bool {
        let Some(victim) = capture_value(self.values, pos, mv) else {
            return false;
        };
        if eval + victim + DELTA_MARGIN <= alpha {
            return true;
        }
        let Move::Normal { from, to, .. } = mv else {
            return false;
        };
        let attacker = pos.piece_at(from).map_or(0, |(_, k)| self.values.board(k));
        if attacker <= victim {
            return false;
        }
        self.squares.clear();
        pos.attackers(to, !pos.side_to_move(), &mut self.squares);
        !self.squares.is_empty()
    }
}

/// How many plies late move reductions take off the `i`-th move (from 0) of a node searched
/// to `depth`: about ln(depth)·ln(i)/2 (a little less on the principal variation), at least
/// one, leaving at least one ply.
fn reduction(depth: i32, i: usize, pv_node: bool) -> i32 {
    let r = (f64::from(depth).ln() * (i as f64).ln() / 2.0) as i32 - i32::from(pv_node);
    r.clamp(1, (depth - 2).max(1))
}
