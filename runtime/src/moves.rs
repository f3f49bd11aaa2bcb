/// A piece type, as an index into the variant's piece list (the IR's `Variant::pieces`);
/// written `k3` by `Display` and read so by `FromStr`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceKind(pub u8);

/// A move in any variant: a board move (with or without promotion) or a drop from the hand.
///
/// Its `Display` and `FromStr` are a board-independent index form (`20-29+`, `k3*40`: see
/// [`crate::index_text`]). Text in the variant's notation (USI for the shogi family, ICCS for
/// xiangqi, UCI) depends on the board: [`Move::display`] with a [`crate::Notation`], or a
/// position's [`crate::Position::format_move`] and [`crate::Position::parse_move`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// A piece moves from `from` to `to`, capturing whatever enemy piece stands there;
    /// `promote` is true when it promotes on this move.
    Normal {
        /// The square the piece leaves.
        from: crate::Square,
        /// The square it arrives on.
        to: crate::Square,
        /// Whether the piece promotes — or with `promotion every move` (Kyoto shogi), whether
        /// it turns over: a promoted piece's move with `promote` set turns it back.
        promote: bool,
    },
    /// A piece of type `piece` is put from the hand on `to`: an unpromoted type, or with
    /// `drops either face` (Kyoto shogi) also a promoted one, taken from its unpromoted type's
    /// hand slot.
    Drop {
        /// The dropped piece type.
        piece: PieceKind,
        /// The empty square it is put on.
        to: crate::Square,
    },
    /// A move in two steps (a `double` rule: Chu shogi's lion): the piece steps from `from` to
    /// `mid`, capturing what enemy piece stands there, then on to `to`, capturing there too.
    /// `to` may be `from` itself (a capture without moving, or a pass when `mid` is empty). It
    /// never promotes. Written with the three squares in USI (`7g7f7e`), as lishogi does.
    Double {
        /// The square the piece leaves.
        from: crate::Square,
        /// The square of the first step.
        mid: crate::Square,
        /// The square it arrives on (may be `from`).
        to: crate::Square,
    },
    /// A piece moves from `from` to `to`, capturing whatever enemy piece stands there, and
    /// becomes the chosen type `piece` (chess-style promotion to a choice of types, `promotes
    /// to queen, rook, bishop, knight`); UCI `e7e8q`.
    Promote {
        /// The square the piece leaves.
        from: crate::Square,
        /// The square it arrives on.
        to: crate::Square,
        /// The type it becomes.
        piece: PieceKind,
    },
}

impl Move {
    /// The destination square.
    #[inline]
    pub const fn to(self) -> crate::Square {
        match self {
            Move::Normal { to, .. }
            | Move::Drop { to, .. }
            | Move::Double { to, .. }
            | Move::Promote { to, .. } => to,
        }
    }

    /// The origin square, `None` for a drop.
    #[inline]
    pub const fn from(self) -> Option<crate::Square> {
        match self {
            Move::Normal { from, .. } | Move::Double { from, .. } | Move::Promote { from, .. } => {
                Some(from)
            }
            Move::Drop { .. } => None,
        }
    }

    /// The square of the first step of a [`Move::Double`], `None` for other moves.
    #[inline]
    pub const fn mid(self) -> Option<crate::Square> {
        match self {
            Move::Double { mid, .. } => Some(mid),
            _ => None,
        }
    }

    /// Whether this is a drop.
    #[inline]
    pub const fn is_drop(self) -> bool {
        matches!(self, Move::Drop { .. })
    }
}

/// Sorts `out[start..]` and removes repeated moves from it, leaving `out[..start]` alone.
///
/// For pieces whose movement rules overlap (two rules reaching one square), so a backend lists
/// each move once.
pub fn dedup_moves_from(out: &mut Vec<Move>, start: usize) {
    out[start..].sort_unstable();
    let mut kept = start;
    for i in start..out.len() {
        if kept == start || out[kept - 1] != out[i] {
            out[kept] = out[i];
            kept += 1;
        }
    }
    out.truncate(kept);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;

    #[test]
    fn dedup_keeps_the_head_and_one_of_each_in_the_tail() {
        let m = |to| Move::Normal {
            from: Square(0),
            to: Square(to),
            promote: false,
        };
        let mut v = vec![m(9), m(9), m(3), m(1), m(3), m(3)];
        dedup_moves_from(&mut v, 2);
        assert_eq!(v, vec![m(9), m(9), m(1), m(3)]);
    }
}
