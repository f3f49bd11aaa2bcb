//! [`Snapshot`]: what a picture of a position needs, read from any position type.

use koma_dsl::ir::{Captures, Variant};
use koma_runtime::{Color, GamePosition, PieceKind, Square};

/// The pieces of a position: each square's piece and each side's hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// `cells[square.index()]`: the piece on each square, if any (`files * ranks` entries).
    pub cells: Vec<Option<(Color, PieceKind)>>,
    /// `hands[color.index()]`: the piece types in that side's hand with their counts (only
    /// counts above 0), in the variant's piece order.
    pub hands: [Vec<(PieceKind, u32)>; 2],
    /// The side to move.
    pub side: Color,
    /// The square of the side to move's royal piece when it is in check.
    pub check: Option<Square>,
}

impl Snapshot {
    /// The pieces of `pos`, a position of `variant`.
    pub fn of<P: GamePosition>(variant: &Variant, pos: &P) -> Snapshot {
        let cells = (0..variant.board.squares())
            .map(|i| pos.piece_at(Square(i as u16)))
            .collect();
        let hands = [Color::First, Color::Second].map(|color| {
            if !matches!(variant.captures, Captures::ToHand { .. }) && !has_hand(variant, pos) {
                return Vec::new();
            }
            (0..variant.pieces.len())
                .map(|k| PieceKind(k as u8))
                .map(|k| (k, pos.hand_count(color, k)))
                .filter(|&(_, n)| n > 0)
                .collect()
        });
        let side = pos.side_to_move();
        let check = if pos.is_check() {
            pos.royal_square(side)
        } else {
            None
        };
        Snapshot {
            cells,
            hands,
            side,
            check,
        }
    }
}

/// Whether either side holds a piece (a set-up position may give hands to a variant without
/// drops, as FEN's `[…]` can).
fn has_hand<P: GamePosition>(variant: &Variant, pos: &P) -> bool {
    (0..variant.pieces.len()).any(|k| {
        let k = PieceKind(k as u8);
        pos.hand_count(Color::First, k) + pos.hand_count(Color::Second, k) > 0
    })
}
