/// A piece type, as an index into the variant's piece list (the IR's `Variant::pieces`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PieceKind(pub u8);

/// A move in any variant: a board move (with or without promotion) or a drop from the hand.
///
/// Text forms (USI for the shogi family, ICCS for xiangqi) depend on the board, so they are
/// produced by [`crate::Position::format_move`] and read by [`crate::Position::parse_move`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// A piece moves from `from` to `to`, capturing whatever enemy piece stands there;
    /// `promote` is true when it promotes on this move.
    Normal {
        /// The square the piece leaves.
        from: crate::Square,
        /// The square it arrives on.
        to: crate::Square,
        /// Whether the piece promotes.
        promote: bool,
    },
    /// A piece of type `piece` (always an unpromoted type) is put from the hand on `to`.
    Drop {
        /// The dropped piece type.
        piece: PieceKind,
        /// The empty square it is put on.
        to: crate::Square,
    },
}

impl Move {
    /// The destination square.
    #[inline]
    pub const fn to(self) -> crate::Square {
        match self {
            Move::Normal { to, .. } | Move::Drop { to, .. } => to,
        }
    }

    /// The origin square, `None` for a drop.
    #[inline]
    pub const fn from(self) -> Option<crate::Square> {
        match self {
            Move::Normal { from, .. } => Some(from),
            Move::Drop { .. } => None,
        }
    }

    /// Whether this is a drop.
    #[inline]
    pub const fn is_drop(self) -> bool {
        matches!(self, Move::Drop { .. })
    }
}
