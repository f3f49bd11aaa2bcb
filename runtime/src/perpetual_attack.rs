//! `perpetual attack N loses` (Chu shogi as lishogi plays it): whether the side that made the
//! last move of a game attacked with every one of its moves of a repetition cycle
//! ([`crate::PerpetualAttack`]).
//!
//! lishogi (scalashogi) counts a side's attacking moves in a row, a move *attacking* when after
//! it a royal piece of the other side is attacked or the moved piece has a destination holding
//! a piece (Chu's `isAttacked`); at the fourth occurrence of a position the side that just moved
//! loses when that count is above the number of its moves since the first occurrence
//! (`perpetualCheck`: `dist + 1`), so the move into the first occurrence counts too. The runtime
//! looks at those moves only when a repetition asks, from the positions the game keeps.

use crate::{GamePosition, Move, PerpetualAttack};

/// Whether the side that made the last of `moves` attacked with each of its moves from ply
/// `first - 1` (the move into the position's first occurrence at ply `first`) on.
/// `positions[k]` is the position before `moves[k]`, `positions[k + 1]` the one after it.
/// `false` when the first occurrence is the start of the game (no move led to it).
pub(crate) fn attacked_throughout<P: GamePosition>(
    positions: &[P],
    moves: &[Move],
    first: usize,
    rule: &PerpetualAttack,
) -> bool {
    let Some(last) = moves.len().checked_sub(1) else {
        return false;
    };
    if first == 0 || first > last + 1 {
        return false;
    }
    // the mover's moves: plies first - 1, first + 1, ..., last (the same parity as `last`)
    (first - 1..=last)
        .step_by(2)
        .all(|k| attacks(&positions[k + 1], moves[k], rule))
}

/// Whether the move `mv`, which led to `after`, attacked: in `after` a royal piece of the side
/// to move is attacked by the other side, or the moved piece (on `mv`'s destination) has a
/// legal capture were it its side's turn.
pub(crate) fn attacks<P: GamePosition>(after: &P, mv: Move, rule: &PerpetualAttack) -> bool {
    if after.is_check() {
        return true;
    }
    let them = after.side_to_move();
    let mut turned = after.clone();
    turned.pass();
    let mut replies = Vec::new();
    turned.legal_moves(&mut replies);
    let at = mv.to();
    replies.iter().any(|&m| {
        turned.is_capture(m)
            && (m.from() == Some(at)
                || captured_squares(m)
                    .into_iter()
                    .flatten()
                    .any(|s| royal_of(after, s, them, rule)))
    })
}

/// The squares a board move may capture on: its destination and a double move's first step.
fn captured_squares(m: Move) -> [Option<crate::Square>; 2] {
    [Some(m.to()), m.mid()]
}

/// Whether a royal piece of `side` stands on `s` in `pos`.
fn royal_of<P: GamePosition>(
    pos: &P,
    s: crate::Square,
    side: crate::Color,
    rule: &PerpetualAttack,
) -> bool {
    pos.piece_at(s)
        .is_some_and(|(c, k)| c == side && rule.royals.contains(&k))
}
