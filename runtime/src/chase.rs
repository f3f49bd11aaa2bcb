//! Perpetual chase: which side chased one and the same enemy piece with every one of its moves
//! of a repetition cycle.
//!
//! A move chases an enemy piece when, after it, the piece is attacked by a piece of the mover of
//! a kind in [`ChaseRules::attackers`] and was not so attacked before; the piece's kind is a
//! target (on its region, if one is given); and the piece is unprotected, or
//! [`ChaseRules::protected`] pairs its kind with the kind of one of its attackers. Pieces are
//! followed as they move, so a piece that shuttles between two squares is one piece.

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
        let was = targets(before, us, rules);
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
        let chased: Vec<usize> = targets(after, us, rules)
            .into_iter()
            .filter(|sq| !was.contains(sq))
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

/// The squares of `!us`'s pieces that `us` chases in `pos` (attacked as the rules say).
fn targets<P: GamePosition>(pos: &P, us: Color, rules: &ChaseRules) -> Vec<Square> {
    let them = !us;
    let mut out = Vec::new();
    let mut attackers = Vec::new();
    let mut defenders = Vec::new();
    for s in 0..pos.square_count() {
        let sq = Square(s as u16);
        let Some((owner, kind)) = pos.piece_at(sq) else {
            continue;
        };
        if owner != them {
            continue;
        }
        let eligible = rules.targets.iter().any(|t| {
            t.kind == kind
                && t.only_on
                    .as_ref()
                    .is_none_or(|m| m[owner.index()].get(s).copied().unwrap_or(false))
        });
        if !eligible {
            continue;
        }
        attackers.clear();
        pos.attackers(sq, us, &mut attackers);
        let kinds: Vec<_> = attackers
            .iter()
            .filter_map(|&a| pos.piece_at(a).map(|(_, k)| k))
            .filter(|k| rules.attackers.contains(k))
            .collect();
        if kinds.is_empty() {
            continue;
        }
        defenders.clear();
        pos.attackers(sq, them, &mut defenders);
        let counts = defenders.is_empty()
            || rules
                .protected
                .iter()
                .any(|(t, by)| *t == kind && kinds.iter().any(|k| by.contains(k)));
        if counts {
            out.push(sq);
        }
    }
    out
}
