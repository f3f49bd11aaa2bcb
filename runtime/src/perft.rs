use crate::{Move, Position};

/// Counts the leaf nodes of the legal move tree `depth` plies deep (perft).
///
/// Leaf convention: **bulk counting** — at depth 1 the legal moves are counted, not played.
/// Depth 0 is 1. Perft ignores history rules (repetition, move-count draws): it counts moves only.
pub fn perft<P: Position>(pos: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = Vec::with_capacity(128);
    pos.legal_moves(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&mv| {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            perft(&child, depth - 1)
        })
        .sum()
}

/// Perft split by root move ("divide"): each legal move with the leaf count below it, in the
/// order the position generates them. The counts add up to `perft(pos, depth)`.
/// `depth` must be at least 1.
pub fn divide<P: Position>(pos: &P, depth: u32) -> Vec<(Move, u64)> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|mv| {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            (mv, perft(&child, depth.saturating_sub(1)))
        })
        .collect()
}
