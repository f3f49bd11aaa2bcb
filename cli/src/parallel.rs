//! Perft over several threads (`koma perft --threads N`): the tree is cut into subtrees at the
//! root moves — one ply further down while there are fewer than [`SUBTREES_PER_THREAD`] per
//! thread, so that a narrow root still keeps every thread busy — and rayon counts the subtrees
//! on a pool of N threads. Each subtree's count is credited to its root move, so the totals
//! and the divide lines (in the root moves' generation order) are those of one thread.

use koma_runtime::{GamePosition, Move, distinct_moves};
use rayon::prelude::*;

/// Subtrees wanted per thread before counting starts: enough that threads finishing early find
/// work left while a large subtree runs.
pub const SUBTREES_PER_THREAD: usize = 16;

/// The legal moves of `pos`, each once by its effect when `distinct` (as
/// `koma_runtime::perft_distinct` lists them), in generation order.
fn moves_of<P: GamePosition>(pos: &P, distinct: bool) -> Vec<Move> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    if distinct {
        distinct_moves(pos, &mut moves);
    }
    moves
}

/// The count of every root move of `pos` at `depth` (at least 1), in generation order, each as
/// `perft(child, depth - 1)` would give it, counted on `threads` threads (at least 1).
///
/// # Panics
/// When rayon cannot start its threads (the system refuses to create one).
pub fn root_counts<P, F>(
    pos: &P,
    depth: u32,
    distinct: bool,
    threads: usize,
    perft: F,
) -> Vec<(Move, u64)>
where
    P: GamePosition + Send + Sync,
    F: Fn(&P, u32) -> u64 + Sync,
{
    let roots = moves_of(pos, distinct);
    // (root move's index, subtree's position, plies left below it)
    let mut subtrees: Vec<(usize, P, u32)> = roots
        .iter()
        .enumerate()
        .map(|(i, &mv)| (i, child(pos, mv), depth - 1))
        .collect();
    // a level further down keeps the count of every subtree with at least one ply left
    while subtrees.len() < SUBTREES_PER_THREAD * threads && subtrees.iter().all(|s| s.2 >= 2) {
        subtrees = subtrees
            .into_iter()
            .flat_map(|(i, p, left)| {
                moves_of(&p, distinct)
                    .into_iter()
                    .map(move |mv| (i, child(&p, mv), left - 1))
                    .collect::<Vec<_>>()
            })
            .collect();
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .build()
        .expect("rayon starts its threads");
    let counts: Vec<(usize, u64)> = pool.install(|| {
        subtrees
            .par_iter()
            .map(|(i, p, left)| (*i, perft(p, *left)))
            .collect()
    });
    let mut per_root = vec![0u64; roots.len()];
    for (i, n) in counts {
        per_root[i] += n;
    }
    roots.into_iter().zip(per_root).collect()
}

/// `pos` after `mv`.
fn child<P: GamePosition>(pos: &P, mv: Move) -> P {
    let mut c = pos.clone();
    c.play_unchecked(mv);
    c
}
