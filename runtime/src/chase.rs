//! Perpetual chase: which side chased one and the same enemy piece with every one of its moves
//! of a repetition cycle.
//!
//! A move chases an enemy piece when, after it, some piece of the mover whose kind is in
//! [`ChaseRules::attackers`] attacks it and that same attacker did not attack it before the
//! move (an attacker is identified by its square after the move; the moved or dropped piece is
//! always a new attacker), and the piece is chasable: its kind is a target (on its region, if
//! one is given), and it is unprotected — no piece of its own side attacks its square once that
//! new attacker is taken off the board (so a defender behind the attacker counts) — or
//! [`ChaseRules::protected`] pairs its kind with that attacker's kind. Pieces are followed as
//! they move, so a piece that shuttles between two squares is one piece.

use crate::{ChaseRules, Color, GamePosition, Move, Square};

/// For each side, whether every one of its moves `moves[first..]` (played from `positions[i]`
/// to `positions[i + 1]`) chased one and the same enemy piece. A side with no move in the cycle
/// did not chase.
pub(crate) fn chasers<P: GamePosition>(
    positions: &[P],
    moves: &[Move],
    first: usize,
    rules: &ChaseRules,
) -> [bool; 2] {
    let Some(start) = positions.get(first) else {
        return [false; 2];
    };
    let n = start.square_count();
    // identity of the piece on each square; pieces dropped later get fresh numbers
    let mut ids: Vec<Option<usize>> = (0..n)
        .map(|s| start.piece_at(Square(s as u16)).map(|_| s))
        .collect();
    let mut next_id = n;
    // per side: the ids chased by every move so far (`None` before its first move)
    let mut common: [Option<Vec<usize>>; 2] = [None, None];
    for (i, &mv) in moves.iter().enumerate().skip(first) {
        let (Some(before), Some(after)) = (positions.get(i), positions.get(i + 1)) else {
            break;
        };
        let us = before.side_to_move();
        match mv {
            Move::Normal { from, to, .. } => {
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
                    *slot = Some(next_id);
                }
                next_id += 1;
            }
        }
        let chased: Vec<usize> = chased_by_move(before, after, mv.to(), us, rules)
            .into_iter()
            .filter_map(|sq| ids.get(sq.index()).copied().flatten())
            .collect();
        let c = &mut common[us.index()];
        *c = Some(match c.take() {
            None => chased,
            Some(prev) => prev.into_iter().filter(|id| chased.contains(id)).collect(),
        });
    }
    common.map(|c| c.is_some_and(|ids| !ids.is_empty()))
}

/// The squares of the enemy pieces that the legal move `mv` from `pos` chases under `rules`
/// (see the module documentation), in square order.
pub fn chased<P: GamePosition>(pos: &P, mv: Move, rules: &ChaseRules) -> Vec<Square> {
    let mut after = pos.clone();
    after.play_unchecked(mv);
    chased_by_move(pos, &after, mv.to(), pos.side_to_move(), rules)
}

/// The squares of `!us`'s pieces that the move from `before` to `after`, which landed on
/// `landed`, chases (see the module documentation).
fn chased_by_move<P: GamePosition>(
    before: &P,
    after: &P,
    landed: Square,
    us: Color,
    rules: &ChaseRules,
) -> Vec<Square> {
    let them = !us;
    let mut out = Vec::new();
    let mut now = Vec::new();
    let mut was = Vec::new();
    let mut defenders = Vec::new();
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
        let chased = now.iter().any(|&a| {
            let Some((_, by)) = after.piece_at(a) else {
                return false;
            };
            if !rules.attackers.contains(&by) || (a != landed && was.contains(&a)) {
                return false;
            }
            if rules
                .protected
                .iter()
                .any(|(t, kinds)| *t == kind && kinds.contains(&by))
            {
                return true;
            }
            defenders.clear();
            after.attackers_without(sq, them, a, &mut defenders);
            defenders.is_empty()
        });
        if chased {
            out.push(sq);
        }
    }
    out
}
