//! Where pieces may be dropped, beyond the empty squares they could move from: the `drops in`
//! region of the variant and the `within` region of the type.

use crate::ir::{PieceId, Variant};
use koma_runtime::{Color, SquareSet};

/// Per hand slot (`hand[slot]` is its type), per side: the squares where a drop is not allowed
/// because they lie outside the variant's `drops in` region or the type's `within` region (the
/// dead squares, where the piece could never move, are apart: [`super::PieceFacts::dead`]).
/// Every set is empty when neither rule applies.
pub(super) fn outside_regions(v: &Variant, hand: &[PieceId]) -> Vec<[SquareSet; 2]> {
    let nsq = v.board.squares();
    let outside = |region: Option<usize>, c: Color| -> SquareSet {
        region.map_or(SquareSet::EMPTY, |r| {
            (0..nsq)
                .filter(|&sq| !v.regions[r].mask[c.index()][sq])
                .collect()
        })
    };
    hand.iter()
        .map(|&p| {
            Color::ALL.map(|c| outside(v.drops.region, c).union(outside(v.pieces[p].within, c)))
        })
        .collect()
}
