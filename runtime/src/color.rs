/// The side a piece belongs to.
///
/// `First` moves first: sente (▲, "b" in SFEN) in the shogi family, Red ("w" in xiangqi FEN).
/// `Second` is gote (▽, "w" in SFEN) or Black ("b" in xiangqi FEN).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The first player: sente or Red; its pieces start at the bottom (rank 0).
    First,
    /// The second player: gote or Black; its pieces start at the top.
    Second,
}

impl Color {
    /// Both colours, `First` then `Second`.
    pub const ALL: [Color; 2] = [Color::First, Color::Second];

    /// The other side.
    #[inline]
    pub const fn flip(self) -> Color {
        match self {
            Color::First => Color::Second,
            Color::Second => Color::First,
        }
    }

    /// 0 for `First`, 1 for `Second`: an index into per-colour arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side in words, for messages: `the first player`, `the second player`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::First => "the first player",
            Color::Second => "the second player",
        }
    }

    /// `+1` for `First`, `-1` for `Second`: the sign that turns a vector seen from the mover's
    /// side (`+dy` = forward) into board coordinates (rank 0 at the first player's side).
    #[inline]
    pub const fn sign(self) -> i32 {
        match self {
            Color::First => 1,
            Color::Second => -1,
        }
    }
}

impl core::ops::Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        self.flip()
    }
}
