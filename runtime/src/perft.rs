use crate::{Move, Position};

/// Counts the leaf nodes of the legal move tree `depth` plies deep (perft).
///
/// Leaf convention: **bulk counting, count-only** — at depth 1 the legal moves are counted with
/// [`Position::count_legal_moves`], neither played nor (for generators that can avoid it) built.
/// Depth 0 is 1. Perft ignores history rules (repetition, move-count draws): it counts moves
/// only. [`perft_listed`] gives the same count with every leaf move built.
pub fn perft<P: Position>(pos: &P, depth: u32) -> u64 {
    walk(pos, depth, Leaves::Counted, &mut buffers(depth))
}

/// Perft with the leaf moves built: at depth 1 the legal moves are generated into a list with
/// [`Position::legal_moves`] and the list's length is the count (bulk counting, moves built).
/// Always equal to [`perft`]; slower for generators whose count-only path skips building moves.
pub fn perft_listed<P: Position>(pos: &P, depth: u32) -> u64 {
    walk(pos, depth, Leaves::Listed, &mut buffers(depth))
}

/// How leaves are counted.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Leaves {
    /// `count_legal_moves` at depth 1.
    Counted,
    /// `legal_moves(..).len()` at depth 1.
    Listed,
}

/// One move list per ply, reused by every node at that ply.
fn buffers(depth: u32) -> Vec<Vec<Move>> {
    (0..depth.max(1)).map(|_| Vec::with_capacity(128)).collect()
}

fn walk<P: Position>(pos: &P, depth: u32, leaves: Leaves, bufs: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 && leaves == Leaves::Counted {
        return pos.count_legal_moves() as u64;
    }
    let Some((moves, deeper)) = bufs.split_first_mut() else {
        return 0;
    };
    moves.clear();
    pos.legal_moves(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &mv in moves.iter() {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        total += walk(&child, depth - 1, leaves, deeper);
    }
    total
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
