//! Perpetual chase: which side chased one and the same enemy piece with every one of its moves
//! of a repetition cycle.
//!
//! A move chases an enemy piece when, after it, some piece of the mover *threatens* it (see
//! `chase_attack`: an attack that counts under the [`ChaseRules`]) that did not threaten it
//! before the move. A piece that did not move is the same piece on the same square before and
//! after; the moved piece is the piece on the move's origin with [`ChaseRules::follow_attackers`]
//! and a new piece without it; a dropped piece is new. So a discovered attack is new, and so is
//! an attack that only now threatens (its target lost its protection). Pieces are followed as
//! they move, so a piece that shuttles between two squares is one piece. The definition in
//! full: `docs/language.md`, "Perpetual chase".

use crate::chase_attack::{View, threatens};
use crate::{ChaseRules, GamePosition, Move, Square};

/// For each side, whether every one of its moves since a given ply chased one and the same
/// enemy piece, worked out move by move: a [`crate::Game`] asks after each move, and each move
/// of its history is analysed once however often it asks (the analysis starts at the ply of the
/// first question, and starts once more, from the game's start, only for a question about an
/// earlier ply).
///
/// Pieces are numbered as they stand at the analysis's first ply (by square), a dropped piece
/// gets a fresh number, and a piece keeps its number as it moves. For each side the tracker
/// keeps the pieces its latest move chased, each with the ply of the side's latest earlier move
/// that did not chase it: every move of the side since ply `first` chased the piece exactly when
/// that ply is before `first`.
#[derive(Clone, Debug, Default)]
pub(crate) struct ChaseTracker {
    /// The ply the analysis starts at; `None` before the first question.
    origin: Option<usize>,
    /// The number of moves analysed: `ids` describes the position after `done` plies.
    done: usize,
    /// The number of the piece on each square, if any.
    ids: Vec<Option<usize>>,
    /// The number the next dropped piece gets.
    next_id: usize,
    /// Per side: the pieces its latest move chased, each with the ply of its latest earlier
    /// move (since `origin`) that did not chase it.
    streaks: [Vec<(usize, Option<usize>)>; 2],
    /// Per side: the ply of its latest move since `origin`.
    last_move: [Option<usize>; 2],
}

impl ChaseTracker {
    /// For each side, whether every one of its moves `moves[first..]` (played from
    /// `positions[i]` to `positions[i + 1]`) chased one and the same enemy piece. A side with no
    /// move in that stretch did not chase.
    pub(crate) fn chasers<P: GamePosition>(
        &mut self,
        positions: &[P],
        moves: &[Move],
        first: usize,
        rules: &ChaseRules,
    ) -> [bool; 2] {
        self.sync(positions, moves, first, rules);
        verdict(first, [&self.streaks[0], &self.streaks[1]], self.last_move)
    }

    /// [`ChaseTracker::chasers`] for the stretch from `first` to one move past the end of
    /// `moves`: the legal move `mv` from the last of `positions` to `after`.
    pub(crate) fn chasers_after<P: GamePosition>(
        &self,
        positions: &[P],
        moves: &[Move],
        first: usize,
        after: &P,
        mv: Move,
        rules: &ChaseRules,
    ) -> [bool; 2] {
        let Some(before) = positions.last() else {
            return [false; 2];
        };
        let fresh;
        let tracker = if self.origin.is_none_or(|o| o > first) || self.done != moves.len() {
            // not analysed up to here (`Game` keeps the tracker up to date when it may ask)
            let mut t = self.clone();
            t.sync(positions, moves, first, rules);
            fresh = t;
            &fresh
        } else {
            self
        };
        let us = before.side_to_move().index();
        let mut ids = tracker.ids.clone();
        let mut next_id = tracker.next_id;
        move_id(&mut ids, &mut next_id, mv);
        let streak = tracker.streak_after(&ids, before, after, mv, rules);
        let mut streaks = [&tracker.streaks[0], &tracker.streaks[1]];
        streaks[us] = &streak;
        let mut last_move = tracker.last_move;
        last_move[us] = Some(moves.len());
        verdict(first, streaks, last_move)
    }

    /// Analyses every move up to the end of `moves`, from `first` on at the latest: the first
    /// time from `first`; when asked about a ply before the analysis's start, once more from
    /// the start of the game (so no move is analysed more than twice).
    pub(crate) fn sync<P: GamePosition>(
        &mut self,
        positions: &[P],
        moves: &[Move],
        first: usize,
        rules: &ChaseRules,
    ) {
        match self.origin {
            None => self.restart(positions, first),
            Some(origin) if origin > first => self.restart(positions, 0),
            Some(_) => {}
        }
        while self.done < moves.len() {
            let k = self.done;
            let (Some(before), Some(after)) = (positions.get(k), positions.get(k + 1)) else {
                break;
            };
            let mv = moves[k];
            let us = before.side_to_move().index();
            move_id(&mut self.ids, &mut self.next_id, mv);
            let streak = self.streak_after(&self.ids, before, after, mv, rules);
            self.streaks[us] = streak;
            self.last_move[us] = Some(k);
            self.done = k + 1;
        }
    }

    /// Forgets the analysis of every move from ply `ply` on (the game took them back): the
    /// analysis starts again at the next question when it had gone past `ply`.
    pub(crate) fn forget_after(&mut self, ply: usize) {
        if self.done > ply || self.origin.is_some_and(|o| o > ply) {
            *self = ChaseTracker::default();
        }
    }

    /// Starts the analysis again at ply `first`.
    fn restart<P: GamePosition>(&mut self, positions: &[P], first: usize) {
        *self = ChaseTracker {
            origin: Some(first),
            done: first,
            ..ChaseTracker::default()
        };
        if let Some(start) = positions.get(first) {
            let n = start.square_count();
            self.ids = (0..n)
                .map(|s| start.piece_at(Square(s as u16)).map(|_| s))
                .collect();
            self.next_id = n;
        }
    }

    /// The pieces (numbered as in `ids`, after the move) that the move `mv` from `before` to
    /// `after` chases, each with the ply of the mover's latest earlier move that did not chase
    /// it.
    fn streak_after<P: GamePosition>(
        &self,
        ids: &[Option<usize>],
        before: &P,
        after: &P,
        mv: Move,
        rules: &ChaseRules,
    ) -> Vec<(usize, Option<usize>)> {
        let us = before.side_to_move();
        let previous = &self.streaks[us.index()];
        chased_by_move(before, after, mv, rules)
            .into_iter()
            .filter_map(|sq| ids.get(sq.index()).copied().flatten())
            .map(|id| {
                let since = previous
                    .iter()
                    .find(|&&(p, _)| p == id)
                    .map_or(self.last_move[us.index()], |&(_, since)| since);
                (id, since)
            })
            .collect()
    }
}

/// For each side: whether it moved since ply `first` and chased one piece with every move
/// since, given its latest move's chased pieces (`streaks`) and the ply of its latest move.
fn verdict(
    first: usize,
    streaks: [&Vec<(usize, Option<usize>)>; 2],
    last_move: [Option<usize>; 2],
) -> [bool; 2] {
    [0, 1].map(|side| {
        last_move[side].is_some_and(|m| m >= first)
            && streaks[side]
                .iter()
                .any(|&(_, since)| since.is_none_or(|s| s < first))
    })
}

/// Follows the pieces through `mv`: the moved piece keeps its number, a dropped one gets
/// `next_id` (which then counts on).
fn move_id(ids: &mut [Option<usize>], next_id: &mut usize, mv: Move) {
    match mv {
        Move::Normal { from, to, .. }
        | Move::Double { from, to, .. }
        | Move::Promote { from, to, .. } => {
            if let Some(mid) = mv.mid()
                && let Some(slot) = ids.get_mut(mid.index())
            {
                *slot = None;
            }
            let id = ids.get(from.index()).copied().flatten();
            if let Some(slot) = ids.get_mut(to.index()) {
                *slot = id;
            }
            if let Some(slot) = ids.get_mut(from.index()) {
                *slot = None;
            }
        }
        Move::Drop { to, .. } => {
            if let Some(slot) = ids.get_mut(to.index()) {
                *slot = Some(*next_id);
            }
            *next_id += 1;
        }
    }
}

/// The squares of the enemy pieces that the legal move `mv` from `pos` chases under `rules`, in
/// square order: those that some piece of the mover threatens after the move and did not
/// before (`docs/language.md`, "Perpetual chase", defines it in full).
pub fn chased<P: GamePosition>(pos: &P, mv: Move, rules: &ChaseRules) -> Vec<Square> {
    let mut after = pos.clone();
    after.play_unchecked(mv);
    chased_by_move(pos, &after, mv, rules)
}

/// The squares of the enemy pieces that the move `mv` from `before` to `after` chases (see the
/// module documentation).
fn chased_by_move<P: GamePosition>(
    before: &P,
    after: &P,
    mv: Move,
    rules: &ChaseRules,
) -> Vec<Square> {
    let us = before.side_to_move();
    let them = !us;
    // where each attacker stood before the move: the moved piece on its old square if
    // attackers are followed, else nowhere (a new attacker); any other piece where it stands
    let origin = |x: Square| match mv {
        Move::Normal { from, to, .. } | Move::Double { from, to, .. } if x == to => {
            rules.follow_attackers.then_some(from)
        }
        Move::Drop { to, .. } if x == to => None,
        _ => Some(x),
    };
    let (was_view, now_view) = (View::new(before), View::new(after));
    let mut out = Vec::new();
    let mut now = Vec::new();
    let mut was = Vec::new();
    for s in 0..after.square_count() {
        let sq = Square(s as u16);
        let Some((owner, kind)) = after.piece_at(sq) else {
            continue;
        };
        if owner != them {
            continue;
        }
        let eligible = rules.targets.iter().any(|t| {
            t.kind == kind
                && t.only_on
                    .as_ref()
                    .is_none_or(|m| m[owner.index()].contains(s))
        });
        if !eligible {
            continue;
        }
        now.clear();
        after.attackers(sq, us, &mut now);
        // `them` did not move, so the target stood on `sq` before the move too
        was.clear();
        before.attackers(sq, us, &mut was);
        let chased = now.iter().any(|&x| {
            threatens(&now_view, x, sq, rules)
                && !origin(x)
                    .is_some_and(|o| was.contains(&o) && threatens(&was_view, o, sq, rules))
        });
        if chased {
            out.push(sq);
        }
    }
    out
}
