//! [`RoyaltyFacts`]: capturable royals, the win by a royal piece reaching a region and the
//! extinction rule, as the backends read them (`royals capturable`, `win royal reaches REGION
//! [safe]`, `extinction loses PIECES [at most N]`).

use crate::ir::{Extinction, PieceId, Variant};
use koma_runtime::SquareSet;

/// How the game ends on the board beyond checkmate; [`RoyaltyFacts::decides`] is `false` for a
/// variant with neither rule, whose backends then add nothing.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct RoyaltyFacts {
    /// `royals capturable`: no check; a side with no royal piece on the board has lost.
    pub capturable: bool,
    /// The royal piece types, in declaration order.
    pub royal_kinds: Vec<PieceId>,
    /// `win royal reaches`, if stated.
    pub goal: Option<Goal>,
    /// `extinction ...`, if stated.
    pub extinction: Option<Extinction>,
}

/// The region a royal piece wins by reaching (`win royal reaches REGION [safe]`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Goal {
    /// The region's squares per side (`squares[color.index()]`, seen from that side).
    pub squares: [SquareSet; 2],
    /// Only a royal piece the other side does not attack there counts.
    pub safe: bool,
}

impl RoyaltyFacts {
    /// The facts of `variant`, whose regions' squares are `regions` (ids checked already).
    pub fn new(variant: &Variant, regions: &[[SquareSet; 2]]) -> RoyaltyFacts {
        RoyaltyFacts {
            capturable: variant.royalty.capturable,
            royal_kinds: variant.royals().collect(),
            goal: variant.royalty.reaches.as_ref().and_then(|r| {
                regions.get(r.region).map(|&squares| Goal {
                    squares,
                    safe: r.safe,
                })
            }),
            extinction: variant.royalty.extinction.clone(),
        }
    }

    /// Whether a position can be decided on the board (a side without royal piece, a royal
    /// piece in its goal, a side extinct): then the game is over there and it has no legal
    /// move.
    pub fn decides(&self) -> bool {
        self.capturable || self.goal.is_some() || self.extinction.is_some()
    }
}
