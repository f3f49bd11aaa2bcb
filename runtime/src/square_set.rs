//! [`SquareSet`]: a set of up to 256 squares, the shape every backend's tables are derived in.

/// A set of board squares (indices below 256, so every board up to 16x16), as four 64-bit
/// words: bit `sq % 64` of word `sq / 64`.
///
/// The shared analysis of a variant (`koma_dsl::facts`) gives regions, promotion zones and
/// dead squares in this form; backends turn it into their own representation (the reference
/// engine reads it as is, generated code emits it as the variant's own bitboard type).
///
/// ```
/// use koma_runtime::SquareSet;
/// let mut s = SquareSet::EMPTY;
/// s.insert(3);
/// s.insert(200);
/// assert!(s.contains(200) && !s.contains(4));
/// assert_eq!(s.iter().collect::<Vec<_>>(), vec![3, 200]);
/// assert_eq!(s.len(), 2);
/// ```
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct SquareSet(pub [u64; 4]);

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet([0; 4]);

    /// Whether `sq` (below 256) is in the set.
    #[inline]
    pub const fn contains(&self, sq: usize) -> bool {
        (self.0[(sq >> 6) & 3] >> (sq & 63)) & 1 != 0
    }

    /// Adds `sq` (below 256).
    #[inline]
    pub const fn insert(&mut self, sq: usize) {
        self.0[(sq >> 6) & 3] |= 1 << (sq & 63);
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.0[0] | self.0[1] | self.0[2] | self.0[3] == 0
    }

    /// The number of squares in the set.
    #[inline]
    pub const fn len(&self) -> usize {
        (self.0[0].count_ones()
            + self.0[1].count_ones()
            + self.0[2].count_ones()
            + self.0[3].count_ones()) as usize
    }

    /// The union of two sets.
    #[inline]
    pub const fn union(self, other: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] | other.0[0],
            self.0[1] | other.0[1],
            self.0[2] | other.0[2],
            self.0[3] | other.0[3],
        ])
    }

    /// The set as two 128-bit words (squares 0..128, then 128..256).
    #[inline]
    pub const fn to_u128s(self) -> [u128; 2] {
        [
            self.0[0] as u128 | (self.0[1] as u128) << 64,
            self.0[2] as u128 | (self.0[3] as u128) << 64,
        ]
    }

    /// The squares in the set, lowest first.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..4).flat_map(move |w| {
            let mut bits = self.0[w];
            core::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    w * 64 + b
                })
            })
        })
    }
}

/// Lists the squares (`{3, 200}`), readable in snapshots.
impl core::fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<usize> for SquareSet {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Self {
        let mut s = SquareSet::EMPTY;
        for sq in iter {
            s.insert(sq);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::SquareSet;

    #[test]
    fn every_square_round_trips_through_every_view() {
        for sq in 0..256 {
            let s: SquareSet = [sq].into_iter().collect();
            assert!(s.contains(sq));
            assert_eq!(s.len(), 1);
            assert_eq!(s.iter().collect::<Vec<_>>(), vec![sq]);
            let w = s.to_u128s();
            assert_eq!((w[sq / 128] >> (sq % 128)) & 1, 1);
            assert_eq!(w[0].count_ones() + w[1].count_ones(), 1);
        }
        assert!(SquareSet::EMPTY.is_empty());
        let a: SquareSet = [1, 130].into_iter().collect();
        let b: SquareSet = [130, 255].into_iter().collect();
        assert_eq!(a.union(b).iter().collect::<Vec<_>>(), vec![1, 130, 255]);
    }
}
