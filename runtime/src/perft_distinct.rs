//! Distinct-move perft: perft with each move counted once by its effect, at every node.
//!
//! A double move ([`Move::Double`], Chu shogi's lion) can reach one result by several routes:
//! a pass over any empty neighbour, a step over an empty square beside the jump to the same
//! square. lishogi lists each route as a move, HaChu (and the XBoard protocol) each effect once:
//! its from and to squares, the squares it captures on, its promotion; every pass is one move
//! per position, whichever piece makes it. [`perft_distinct`] counts HaChu's way
//! (`testdata/chushogi-perft.tsv`); for a variant without double moves it is [`crate::perft`].

use crate::{GamePosition, Move, PieceKind, Square};
use std::collections::HashSet;

/// What a move does to the board, the key by which [`distinct_moves`] tells moves apart.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Effect {
    /// Nothing moves and nothing is captured (a double move out and back over empty squares).
    Pass,
    /// The piece on `from` goes to `to` (which may be `from`), capturing what stands on `to`
    /// (unless it is `from`) and on `also` (the first step of a double move that captures).
    Board {
        from: Square,
        to: Square,
        also: Option<Square>,
        promotion: Promotion,
    },
    /// A drop of `piece` on `to`.
    Drop { piece: PieceKind, to: Square },
}

/// What the moving piece becomes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Promotion {
    /// It stays what it is.
    None,
    /// It promotes (or turns over).
    Promotes,
    /// It becomes this type (a promotion choice).
    To(PieceKind),
}

/// The effect of the legal move `mv` in `pos`.
fn effect<P: GamePosition>(pos: &P, mv: Move) -> Effect {
    let board = |from, to, also, promotion| Effect::Board {
        from,
        to,
        also,
        promotion,
    };
    match mv {
        Move::Normal { from, to, promote } => {
            let promotion = if promote {
                Promotion::Promotes
            } else {
                Promotion::None
            };
            board(from, to, None, promotion)
        }
        Move::Promote { from, to, piece } => board(from, to, None, Promotion::To(piece)),
        Move::Drop { piece, to } => Effect::Drop { piece, to },
        Move::Double { from, mid, to } => {
            // a double move's first step captures whatever stands there (never a piece of its
            // own side), and a double move never promotes
            let also = pos.piece_at(mid).map(|_| mid);
            if to == from && also.is_none() {
                Effect::Pass
            } else {
                board(from, to, also, Promotion::None)
            }
        }
    }
}

/// Removes from `moves` (legal moves of `pos`) each move whose effect an earlier one has, so
/// each effect is listed once (the first route of each in list order is kept). Leaves a list
/// without [`Move::Double`] as it is, without looking at the board.
pub fn distinct_moves<P: GamePosition>(pos: &P, moves: &mut Vec<Move>) {
    if !moves.iter().any(|m| matches!(m, Move::Double { .. })) {
        return;
    }
    let mut seen = HashSet::with_capacity(moves.len());
    moves.retain(|&mv| seen.insert(effect(pos, mv)));
}

/// Perft counting each move once by its effect at every node ([`distinct_moves`]): the leaf
/// nodes of the tree of distinct legal moves, `depth` plies deep (depth 0 is 1). Equal to
/// [`crate::perft`] for a variant without double moves. Like it, ignores history rules.
pub fn perft_distinct<P: GamePosition>(pos: &P, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = distinct_legal_moves(pos);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|mv| perft_distinct(&played(pos, mv), depth - 1))
        .sum()
}

/// [`perft_distinct`] split by root move: each distinct legal move with the count below it,
/// in generation order. `depth` must be at least 1.
pub fn divide_distinct<P: GamePosition>(pos: &P, depth: u32) -> Vec<(Move, u64)> {
    distinct_legal_moves(pos)
        .into_iter()
        .map(|mv| {
            (
                mv,
                perft_distinct(&played(pos, mv), depth.saturating_sub(1)),
            )
        })
        .collect()
}

/// The legal moves of `pos`, each effect once.
fn distinct_legal_moves<P: GamePosition>(pos: &P) -> Vec<Move> {
    let mut moves = Vec::with_capacity(128);
    pos.legal_moves(&mut moves);
    distinct_moves(pos, &mut moves);
    moves
}

/// `pos` after the legal move `mv`.
fn played<P: GamePosition>(pos: &P, mv: Move) -> P {
    let mut child = pos.clone();
    child.play_unchecked(mv);
    child
}
