//! The engine's board cells (a piece type and colour in one byte) and its size limits.

use koma_runtime::Color;

/// Most squares on a board (16x16).
pub(crate) const MAX_SQUARES: usize = 256;
/// Most piece types that can be held in hand.
pub(crate) const MAX_HAND: usize = koma_dsl::facts::MAX_HAND;
/// "No square" (no royal on the board).
pub(crate) const NO_SQ: u16 = u16::MAX;

/// The board cell value of `piece` for `color` (never 0: 0 is an empty square).
#[inline]
pub(crate) const fn cell(color: Color, piece: usize) -> u8 {
    (1 + piece + 64 * color.index()) as u8
}

/// The cells of the piece types `kinds`, both colours, as a bit set.
pub(crate) fn cells(kinds: &[usize]) -> u128 {
    kinds.iter().fold(0, |acc, &k| {
        acc | Color::ALL
            .into_iter()
            .fold(0, |a, c| a | 1u128 << cell(c, k))
    })
}

/// The piece type in a non-empty cell.
#[inline]
pub(crate) const fn cell_piece(cell: u8) -> usize {
    (cell as usize - 1) & 63
}

/// The colour of a non-empty cell.
#[inline]
pub(crate) const fn cell_color(cell: u8) -> Color {
    if cell > 64 {
        Color::Second
    } else {
        Color::First
    }
}
