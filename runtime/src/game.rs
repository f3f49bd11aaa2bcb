//! [`Game`]: a position with its history — the moves played, the Zobrist hash of every position
//! (kept up to date move by move) — and the end-of-game rules, so it can say when the game is
//! over and who won.

use crate::chase::chasers;
use crate::{
    Color, EndRules, GamePosition, Move, MoveError, Outcome, Perpetual, PerpetualVerdict, Reason,
    StalemateResult,
};

/// A game over any [`GamePosition`]: the start position, every move played and the position
/// after it, and the [`EndRules`] that decide the outcome.
///
/// After every move the rules are applied in this order, the first that applies giving
/// [`Game::outcome`]: no legal move (checkmate, or stalemate per the rules), repetition (with
/// perpetual check, then — only when no side checked with every move of the cycle — perpetual
/// chase), the no-capture limit, material. A perpetual rule
/// with [`PerpetualVerdict::Illegal`] removes moves from [`Game::legal_moves`] instead.
/// Moves may still be played after the game is over (a record may go on); `outcome` is that of
/// the current position.
///
/// ```
/// # fn demo<P: koma_runtime::GamePosition>(start: P, rules: koma_runtime::EndRules) {
/// let mut game = koma_runtime::Game::new(start, rules);
/// let mut moves = Vec::new();
/// game.legal_moves(&mut moves);
/// if let Some(&mv) = moves.first() {
///     game.play(mv).unwrap();
/// }
/// println!("{:?}", game.outcome());
/// # }
/// ```
#[derive(Clone, Debug)]
pub struct Game<P> {
    rules: EndRules,
    /// `positions[k]`: the position after `k` plies.
    positions: Vec<P>,
    /// `hashes[k]`: the hash of `positions[k]`, each from the one before and the move's delta.
    hashes: Vec<u64>,
    /// `moves[k]`: the move from `positions[k]` to `positions[k + 1]`.
    moves: Vec<Move>,
    /// `checks[k]`: whether `moves[k]` gave check.
    checks: Vec<bool>,
    /// `quiet[k]`: plies without a capture up to `positions[k]`.
    quiet: Vec<u32>,
    outcome: Option<Outcome>,
}

impl<P: GamePosition> Game<P> {
    /// A game starting at `start` under `rules`.
    pub fn new(start: P, rules: EndRules) -> Self {
        let mut game = Game {
            rules,
            hashes: vec![start.zobrist()],
            quiet: vec![start.plies_since_capture()],
            positions: vec![start],
            moves: Vec::new(),
            checks: Vec::new(),
            outcome: None,
        };
        game.outcome = game.evaluate();
        game
    }

    /// The current position.
    pub fn position(&self) -> &P {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    /// The position after `ply` plies (0: the start), if the game is that long.
    pub fn position_at(&self, ply: usize) -> Option<&P> {
        self.positions.get(ply)
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The Zobrist hash of the current position, kept up to date move by move.
    pub fn hash(&self) -> u64 {
        *self
            .hashes
            .last()
            .expect("a game always has its start hash")
    }

    /// The end-of-game rules.
    pub fn rules(&self) -> &EndRules {
        &self.rules
    }

    /// How the game ended, if the current position ends it.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// How many times the current position has occurred, this time included.
    pub fn occurrences(&self) -> usize {
        self.occurrences_of(self.positions.len() - 1).len()
    }

    /// Appends the legal moves to `out`: the position's, less those a perpetual rule with
    /// [`PerpetualVerdict::Illegal`] forbids.
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        let start = out.len();
        self.position().legal_moves(out);
        if self.has_illegal_rule() {
            let mut kept = start;
            for i in start..out.len() {
                let mv = out[i];
                if !self.forbidden(mv) {
                    out[kept] = mv;
                    kept += 1;
                }
            }
            out.truncate(kept);
        }
    }

    /// Plays `mv` after checking that it is among [`Game::legal_moves`].
    ///
    /// # Errors
    /// [`MoveError::Illegal`] when it is not.
    pub fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if moves.contains(&mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(MoveError::Illegal(self.position().format_move(mv)))
        }
    }

    /// Plays `mv`, which must be legal in the current position, and works out the outcome.
    pub fn play_unchecked(&mut self, mv: Move) {
        self.push(mv);
        self.outcome = self.evaluate();
    }

    /// Appends `mv` to the history without working out the outcome.
    fn push(&mut self, mv: Move) {
        let pos = self.position();
        let hash = self.hash() ^ pos.zobrist_delta(mv);
        let quiet = if pos.is_capture(mv) {
            0
        } else {
            self.quiet.last().map_or(1, |q| q.saturating_add(1))
        };
        let mut next = pos.clone();
        next.play_unchecked(mv);
        self.checks.push(next.is_check());
        self.positions.push(next);
        self.hashes.push(hash);
        self.quiet.push(quiet);
        self.moves.push(mv);
    }

    /// The outcome of the current position under the rules, if any.
    fn evaluate(&self) -> Option<Outcome> {
        let pos = self.position();
        let to_move = pos.side_to_move();
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if moves.is_empty() {
            return Some(if pos.is_check() {
                win(!to_move, Reason::Checkmate)
            } else {
                match self.rules.stalemate {
                    StalemateResult::Loses => win(!to_move, Reason::Stalemate),
                    StalemateResult::Draws => draw(Reason::Stalemate),
                }
            });
        }
        if let Some(o) = self.repetition() {
            return Some(o);
        }
        let quiet = self.quiet.last().copied().unwrap_or(0);
        if self.rules.no_capture_plies.is_some_and(|n| quiet >= n) {
            return Some(draw(Reason::NoCapture));
        }
        if let Some(kinds) = &self.rules.material
            && !self.has_material(kinds)
        {
            return Some(draw(Reason::Material));
        }
        None
    }

    /// The outcome of a repetition of the current position, if it is one that ends the game.
    fn repetition(&self) -> Option<Outcome> {
        let now = self.positions.len() - 1;
        let occ = self.occurrences_of(now);
        let count = occ.len() as u32;
        if count < 2 {
            return None;
        }
        let first = occ[0];
        let applies = |p: Option<Perpetual>| {
            p.is_some_and(|p| p.verdict == PerpetualVerdict::Loses && count >= p.limit)
        };
        // chases are looked at only when no side checked throughout (check comes first: a
        // side that checked with every move is judged by the check rule alone, whatever its
        // limit and verdict)
        let checks = self.checkers(first);
        let someone_checked = checks[0] || checks[1];
        if applies(self.rules.perpetual_check) {
            match checks {
                [true, false] => return Some(win(Color::Second, Reason::PerpetualCheck)),
                [false, true] => return Some(win(Color::First, Reason::PerpetualCheck)),
                _ => {}
            }
        }
        if let Some(chase) = &self.rules.perpetual_chase
            && !someone_checked
            && applies(Some(chase.perpetual))
        {
            match chasers(&self.positions, &self.moves, first, chase) {
                [true, false] => return Some(win(Color::Second, Reason::PerpetualChase)),
                [false, true] => return Some(win(Color::First, Reason::PerpetualChase)),
                _ => {}
            }
        }
        if self.rules.repetition.is_some_and(|n| count >= n) {
            return Some(draw(Reason::Repetition));
        }
        None
    }

    /// The plies at which `positions[ply]` occurred, up to `ply`, oldest first.
    fn occurrences_of(&self, ply: usize) -> Vec<usize> {
        let h = self.hashes[ply];
        (0..=ply)
            .filter(|&k| (ply - k).is_multiple_of(2) && self.hashes[k] == h)
            .collect()
    }

    /// For each side: whether it gave check with every one of its moves since ply `first`
    /// (and made at least one).
    fn checkers(&self, first: usize) -> [bool; 2] {
        let mut all = [None::<bool>; 2];
        for k in first..self.moves.len() {
            let side = self.positions[k].side_to_move().index();
            all[side] = Some(all[side].unwrap_or(true) && self.checks[k]);
        }
        all.map(|a| a == Some(true))
    }

    /// Whether either side has a piece of one of `kinds`, on the board or in hand.
    fn has_material(&self, kinds: &[crate::PieceKind]) -> bool {
        let pos = self.position();
        let on_board = (0..pos.square_count())
            .filter_map(|s| pos.piece_at(crate::Square(s as u16)))
            .any(|(_, k)| kinds.contains(&k));
        on_board
            || Color::ALL
                .iter()
                .any(|&c| kinds.iter().any(|&k| pos.hand_count(c, k) > 0))
    }

    fn has_illegal_rule(&self) -> bool {
        let illegal =
            |p: Option<Perpetual>| p.is_some_and(|p| p.verdict == PerpetualVerdict::Illegal);
        illegal(self.rules.perpetual_check)
            || illegal(self.rules.perpetual_chase.as_ref().map(|c| c.perpetual))
    }

    /// Whether a perpetual rule with the `illegal` verdict forbids `mv`: after it, the position
    /// would occur the rule's limit-th time (or later) with the mover checking (chasing)
    /// throughout the cycle and the other side not.
    fn forbidden(&self, mv: Move) -> bool {
        let us = self.position().side_to_move();
        let hash = self.hash() ^ self.position().zobrist_delta(mv);
        let next = self.positions.len();
        let seen = (0..next)
            .filter(|&k| (next - k).is_multiple_of(2) && self.hashes[k] == hash)
            .count() as u32;
        let limit = |p: Option<Perpetual>| {
            p.filter(|p| p.verdict == PerpetualVerdict::Illegal)
                .map(|p| p.limit)
        };
        let check = limit(self.rules.perpetual_check);
        let chase = limit(self.rules.perpetual_chase.as_ref().map(|c| c.perpetual));
        let lowest = check.into_iter().chain(chase).min().unwrap_or(u32::MAX);
        if seen + 1 < lowest {
            return false;
        }
        let mut after = self.clone();
        after.push(mv);
        let first = after.occurrences_of(next)[0];
        let only_us = |sides: [bool; 2]| sides[us.index()] && !sides[(!us).index()];
        let checks = after.checkers(first);
        if check.is_some_and(|l| seen + 1 >= l) && only_us(checks) {
            return true;
        }
        match (&self.rules.perpetual_chase, chase) {
            (Some(rules), Some(l)) if seen + 1 >= l && !(checks[0] || checks[1]) => {
                only_us(chasers(&after.positions, &after.moves, first, rules))
            }
            _ => false,
        }
    }
}

fn win(winner: Color, reason: Reason) -> Outcome {
    Outcome {
        winner: Some(winner),
        reason,
    }
}

fn draw(reason: Reason) -> Outcome {
    Outcome {
        winner: None,
        reason,
    }
}
