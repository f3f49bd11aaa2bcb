//! [`Game`]: a position with its history — the moves played, how often each position occurred
//! (by its Zobrist hash, kept up to date move by move) — and the end-of-game rules, so it can say
//! when the game is over and who won.
//!
//! The work per move does not grow with the length of the game: occurrences are counted in a
//! hash map, perpetual check needs only each side's latest move that gave no check, and
//! perpetual chase is analysed move by move, once per move: only when a repetition asks, or,
//! under an `illegal` chase verdict (which must judge every candidate move), after every move.

use crate::chase::ChaseTracker;
use crate::{
    Color, EndRules, GamePosition, Move, MoveError, Outcome, Perpetual, PerpetualVerdict, Reason,
    StalemateResult,
};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A game over any [`GamePosition`]: the start position, every move played and the position
/// after it, and the [`EndRules`] that decide the outcome.
///
/// After every move the rules are applied in this order, the first that applies giving
/// [`Game::outcome`]: no legal move (checkmate, or stalemate per the rules), repetition (with
/// perpetual check, then — only when no side checked with every move of the cycle — perpetual
/// chase, then perpetual attack), the no-capture limit, material. A perpetual rule
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
    /// `moves[k]`: the move from `positions[k]` to `positions[k + 1]`.
    moves: Vec<Move>,
    /// The hash of the current position, from the one before and the move's delta.
    hash: u64,
    /// Plies without a capture up to the current position.
    quiet: u32,
    /// Every position so far by its hash and the parity of its ply (equal positions with the
    /// same side to move): how often it occurred and its first ply.
    seen: HashMap<(u64, bool), Seen, BuildHasherDefault<ZobristHasher>>,
    /// Per side: the ply of its latest move, and of its latest move that gave no check.
    last_move: [Option<usize>; 2],
    last_quiet_move: [Option<usize>; 2],
    /// Perpetual chase, analysed move by move once a repetition asks.
    chase: ChaseTracker,
    outcome: Option<Outcome>,
    /// Whether the side to move in the current position is in check (worked out once, when
    /// the position is reached).
    in_check: bool,
    /// `undo[k]`: what [`Game::undo`] restores when it takes back `moves[k]`.
    undo: Vec<Undo>,
    /// The count running under the counting rules, if any.
    count: Option<crate::Count>,
}

/// The state a move overwrites, kept so [`Game::undo`] can restore it.
#[derive(Copy, Clone, Debug)]
struct Undo {
    hash: u64,
    quiet: u32,
    last_move: [Option<usize>; 2],
    last_quiet_move: [Option<usize>; 2],
    outcome: Option<Outcome>,
    in_check: bool,
    count: Option<crate::Count>,
}

/// The hasher of [`Game`]'s occurrence map: its keys are Zobrist hashes already (uniformly
/// spread 64-bit values), so they are used as they are instead of hashed again with SipHash
/// (which took a fifth of a search's time). The ply parity flips the top bit.
#[derive(Default)]
struct ZobristHasher(u64);

impl Hasher for ZobristHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 ^= n;
    }

    fn write_u8(&mut self, n: u8) {
        self.0 ^= u64::from(n) << 63;
    }
}

/// How often a position occurred, and the ply of its first occurrence.
#[derive(Copy, Clone, Debug)]
struct Seen {
    count: u32,
    first: usize,
}

/// The key of the position after `ply` plies with hash `hash` in [`Game::seen`].
fn key(hash: u64, ply: usize) -> (u64, bool) {
    (hash, ply % 2 == 1)
}

impl<P: GamePosition> Game<P> {
    /// A game starting at `start` under `rules`.
    pub fn new(start: P, rules: EndRules) -> Self {
        let hash = start.zobrist();
        let in_check = start.is_check();
        let mut game = Game {
            rules,
            hash,
            quiet: start.plies_since_capture(),
            positions: vec![start],
            moves: Vec::new(),
            seen: [(key(hash, 0), Seen { count: 1, first: 0 })]
                .into_iter()
                .collect(),
            last_move: [None; 2],
            last_quiet_move: [None; 2],
            chase: ChaseTracker::default(),
            outcome: None,
            in_check,
            undo: Vec::new(),
            count: None,
        };
        game.outcome = game.evaluate();
        game
    }

    /// The current position.
    ///
    /// # Panics
    /// Never: a game always holds its start position.
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
        self.hash
    }

    /// The end-of-game rules.
    pub fn rules(&self) -> &EndRules {
        &self.rules
    }

    /// How the game ended, if the current position ends it.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the side to move is in check in the current position: the position's
    /// [`crate::Position::is_check`], worked out once when the position was reached.
    pub fn in_check(&self) -> bool {
        self.in_check
    }

    /// How many times the current position has occurred, this time included.
    pub fn occurrences(&self) -> usize {
        self.seen_now().count as usize
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

    /// Plays `mv`, which must be legal in the current position, for a search: like
    /// [`Game::play_unchecked`] but without generating the moves of the new position, so the
    /// outcome returned (and kept as [`Game::outcome`] until the next move or undo) is that of
    /// every rule but "no legal move" — repetition with the perpetual rules, the no-capture
    /// limit, material. A search finds checkmate and stalemate itself when it generates the
    /// moves of the new position.
    pub fn play_searching(&mut self, mv: Move) -> Option<Outcome> {
        self.push(mv);
        self.outcome = self
            .bare()
            .or_else(|| self.repetition())
            .or_else(|| self.move_limit_or_material());
        self.outcome
    }

    /// Takes back the last move played ([`Game::play`], [`Game::play_unchecked`] or
    /// [`Game::play_searching`]) and returns it, restoring the game as it was before that move
    /// (history, occurrence counts, outcome). `None`, changing nothing, at the start position.
    ///
    /// # Panics
    /// Never: every move played keeps its undo record.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        let ply = self.moves.len();
        let back = self.undo.pop().expect("one undo record per move");
        let after = key(self.hash, ply + 1);
        if let Some(seen) = self.seen.get_mut(&after) {
            seen.count -= 1;
            if seen.count == 0 {
                self.seen.remove(&after);
            }
        }
        self.positions.pop();
        self.hash = back.hash;
        self.quiet = back.quiet;
        self.last_move = back.last_move;
        self.last_quiet_move = back.last_quiet_move;
        self.outcome = back.outcome;
        self.in_check = back.in_check;
        self.count = back.count;
        self.chase.forget_after(ply);
        Some(mv)
    }

    /// Appends `mv` to the history without working out the outcome.
    fn push(&mut self, mv: Move) {
        self.undo.push(Undo {
            hash: self.hash,
            quiet: self.quiet,
            last_move: self.last_move,
            last_quiet_move: self.last_quiet_move,
            outcome: self.outcome,
            in_check: self.in_check,
            count: self.count,
        });
        let pos = self.position();
        let ply = self.moves.len();
        let us = pos.side_to_move().index();
        let hash = self.hash ^ pos.zobrist_delta(mv);
        let mut next = pos.clone();
        next.play_unchecked(mv);
        // `no-capture reset by`: a move of such a type restarts the count when the position's
        // own clock says it did (only its moves that cannot come back do, as in
        // Fairy-Stockfish: the backends judge that)
        let resets = |mv: Move| match mv {
            Move::Normal { from, .. } | Move::Double { from, .. } | Move::Promote { from, .. } => {
                pos.piece_at(from)
                    .is_some_and(|(_, k)| self.rules.no_capture_resets.contains(&k))
                    && next.plies_since_capture() == 0
            }
            Move::Drop { .. } => false,
        };
        let quiet =
            if pos.is_capture(mv) || (!self.rules.no_capture_resets.is_empty() && resets(mv)) {
                0
            } else {
                self.quiet.saturating_add(1)
            };
        let count = match &self.rules.counting {
            Some(c) => c.after(pos, mv, &next, self.count),
            None => None,
        };
        self.count = count;
        self.last_move[us] = Some(ply);
        self.in_check = next.is_check();
        if !self.in_check {
            self.last_quiet_move[us] = Some(ply);
        }
        self.positions.push(next);
        self.moves.push(mv);
        self.hash = hash;
        self.quiet = quiet;
        self.seen
            .entry(key(hash, ply + 1))
            .and_modify(|s| s.count += 1)
            .or_insert(Seen {
                count: 1,
                first: ply + 1,
            });
    }

    /// The occurrences of the current position.
    fn seen_now(&self) -> Seen {
        self.seen
            .get(&key(self.hash, self.moves.len()))
            .copied()
            .expect("every position of the game is counted")
    }

    /// The outcome of the current position under the rules, if any.
    fn evaluate(&mut self) -> Option<Outcome> {
        if let Some(chase) = &self.rules.perpetual_chase
            && chase.perpetual.verdict == PerpetualVerdict::Illegal
        {
            // `forbidden` may ask about any earlier position: analyse the whole game
            self.chase.sync(&self.positions, &self.moves, 0, chase);
        }
        if let Some(o) = self.bare() {
            return Some(o);
        }
        let pos = self.position();
        let to_move = pos.side_to_move();
        if pos.passes_end() {
            return Some(draw(Reason::Passes));
        }
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if moves.is_empty() {
            if let Some(o) = pos.decided() {
                return Some(o);
            }
            return Some(if self.in_check {
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
        self.move_limit_or_material()
    }

    /// The bare-royal rule's outcome, when the variant has it.
    fn bare(&self) -> Option<Outcome> {
        self.rules
            .bare_royal
            .then(|| crate::bare_royal(self.position()))
            .flatten()
    }

    /// The counting rules' limit (not at checkmate), the no-capture limit, then the material
    /// rule.
    fn move_limit_or_material(&self) -> Option<Outcome> {
        if self.count.is_some_and(crate::Count::expired) && !self.mated() {
            return Some(draw(Reason::Counting));
        }
        if self.rules.no_capture_plies.is_some_and(|n| self.quiet >= n) {
            return Some(draw(Reason::NoCapture));
        }
        if let Some(kinds) = &self.rules.material
            && !self.has_material(kinds)
        {
            return Some(draw(Reason::Material));
        }
        if let Some(rule) = &self.rules.insufficient
            && rule.applies(self.position())
        {
            return Some(draw(Reason::Material));
        }
        None
    }

    /// Whether the side to move is checkmated (in check, without a legal move).
    fn mated(&self) -> bool {
        let mut moves = Vec::new();
        self.in_check && {
            self.position().legal_moves(&mut moves);
            moves.is_empty()
        }
    }

    /// The count running under the counting rules (`counting N moves draws`), if any: its
    /// limit and ply, as Fairy-Stockfish writes them in a FEN's en-passant and halfmove fields.
    pub fn count(&self) -> Option<crate::Count> {
        self.count
    }

    /// The outcome of a repetition of the current position, if it is one that ends the game.
    fn repetition(&mut self) -> Option<Outcome> {
        let Seen { count, first } = self.seen_now();
        if count < 2 {
            return None;
        }
        let applies = |p: Option<Perpetual>| {
            p.is_some_and(|p| p.verdict == PerpetualVerdict::Loses && count >= p.limit)
        };
        // chases are looked at only when no side checked throughout (check comes first: a
        // side that checked with every move is judged by the check rule alone, whatever its
        // limit and verdict)
        let checks = self.checkers(first, None);
        let someone_checked = checks[0] || checks[1];
        // both sides checking (chasing) throughout: a draw, even under `repetition N loses`
        let mut both = false;
        if applies(self.rules.perpetual_check) {
            match checks {
                [true, false] => return Some(win(Color::Second, Reason::PerpetualCheck)),
                [false, true] => return Some(win(Color::First, Reason::PerpetualCheck)),
                [true, true] => both = true,
                _ => {}
            }
        }
        if let Some(chase) = &self.rules.perpetual_chase
            && !someone_checked
            && applies(Some(chase.perpetual))
        {
            match self
                .chase
                .chasers(&self.positions, &self.moves, first, chase)
            {
                [true, false] => return Some(win(Color::Second, Reason::PerpetualChase)),
                [false, true] => return Some(win(Color::First, Reason::PerpetualChase)),
                [true, true] => both = true,
                _ => {}
            }
        }
        if let Some(rule) = &self.rules.perpetual_attack
            && count >= rule.limit
            && crate::perpetual_attack::attacked_throughout(
                &self.positions,
                &self.moves,
                first,
                rule,
            )
        {
            // the side that just moved attacked with each move of the cycle: it loses
            return Some(win(self.position().side_to_move(), Reason::PerpetualAttack));
        }
        if self.rules.repetition.is_some_and(|n| count >= n) {
            // `repetition N loses`: the side that just moved brought it about
            let to_move = self.position().side_to_move();
            return Some(if self.rules.repetition_loses && !both {
                win(to_move, Reason::Repetition)
            } else {
                draw(Reason::Repetition)
            });
        }
        None
    }

    /// For each side: whether it gave check with every one of its moves since ply `first`
    /// (and made at least one), counting the next move too when `next` gives whether that move
    /// of the side to move checks.
    fn checkers(&self, first: usize, next: Option<bool>) -> [bool; 2] {
        let mut last_move = self.last_move;
        let mut last_quiet = self.last_quiet_move;
        if let Some(checks) = next {
            let us = self.position().side_to_move().index();
            last_move[us] = Some(self.moves.len());
            if !checks {
                last_quiet[us] = Some(self.moves.len());
            }
        }
        [0, 1].map(|side| {
            last_move[side].is_some_and(|m| m >= first)
                && last_quiet[side].is_none_or(|q| q < first)
        })
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
        let pos = self.position();
        let us = pos.side_to_move();
        let hash = self.hash ^ pos.zobrist_delta(mv);
        let Some(&Seen { count: seen, first }) = self.seen.get(&key(hash, self.moves.len() + 1))
        else {
            // a first occurrence repeats nothing
            return false;
        };
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
        let mut after = pos.clone();
        after.play_unchecked(mv);
        let only_us = |sides: [bool; 2]| sides[us.index()] && !sides[(!us).index()];
        let checks = self.checkers(first, Some(after.is_check()));
        if check.is_some_and(|l| seen + 1 >= l) && only_us(checks) {
            return true;
        }
        match (&self.rules.perpetual_chase, chase) {
            (Some(rules), Some(l)) if seen + 1 >= l && !(checks[0] || checks[1]) => only_us(
                self.chase
                    .chasers_after(&self.positions, &self.moves, first, &after, mv, rules),
            ),
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
