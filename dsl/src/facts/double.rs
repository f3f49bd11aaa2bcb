//! Double moves (`double LEG then LEG`) in board coordinates, per side.

use crate::ir::PieceType;
use koma_runtime::Color;

/// One [`crate::ir::DoubleStep`] of a piece for one side, in board coordinates (`+x` = file
/// up, `+y` = rank up, the first player's view): the IR's steps, negated for the second player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BoardDouble {
    /// The first step `(dx, dy)`.
    pub first: (i32, i32),
    /// The second step, from the intermediate square.
    pub second: (i32, i32),
}

/// The double moves of `p` for each side (`[first player, second player]`).
pub(super) fn board_doubles(p: &PieceType) -> [Vec<BoardDouble>; 2] {
    Color::ALL.map(|c| {
        let s = c.sign();
        p.doubles
            .iter()
            .map(|d| BoardDouble {
                first: (s * d.first.0 as i32, s * d.first.1 as i32),
                second: (s * d.second.0 as i32, s * d.second.1 as i32),
            })
            .collect()
    })
}
