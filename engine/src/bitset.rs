//! A set of up to 256 squares.

/// A set of board squares (indices below 256) as four 64-bit words.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct SquareSet([u64; 4]);

impl SquareSet {
    /// The empty set.
    pub(crate) const EMPTY: SquareSet = SquareSet([0; 4]);

    /// Whether `sq` (below 256) is in the set.
    #[inline]
    pub(crate) fn contains(&self, sq: usize) -> bool {
        (self.0[(sq >> 6) & 3] >> (sq & 63)) & 1 != 0
    }

    /// Adds `sq` (below 256).
    #[inline]
    pub(crate) fn insert(&mut self, sq: usize) {
        self.0[(sq >> 6) & 3] |= 1 << (sq & 63);
    }
}
