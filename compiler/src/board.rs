//! Board arithmetic as the compiler computes it: square sets ([`Set`], emitted as the variant's
//! `Bb`), offsets and rays in board coordinates, and the cell values of the generated mailbox.

use koma_runtime::{Color, SquareSet};

/// A set of up to 256 squares, as the compiler computes it (emitted as the variant's `Bb`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Set(pub [u128; 2]);

impl Set {
    /// Adds `sq`.
    pub fn insert(&mut self, sq: usize) {
        self.0[sq >> 7] |= 1 << (sq & 127);
    }
    /// Whether `sq` is in the set.
    pub fn contains(&self, sq: usize) -> bool {
        (self.0[sq >> 7] >> (sq & 127)) & 1 != 0
    }
    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0 == [0, 0]
    }
}

impl From<SquareSet> for Set {
    /// A shared-analysis square set as the compiler's [`Set`].
    fn from(s: SquareSet) -> Set {
        Set(s.to_u128s())
    }
}

/// `sq + v` in board coordinates, or `None` off the board (see [`koma_dsl::facts::offset`]).
pub fn offset(files: usize, ranks: usize, sq: usize, v: (i32, i32)) -> Option<usize> {
    koma_dsl::facts::offset(files as u8, ranks as u8, sq, v)
}

/// The squares from `sq` (excluded) stepping by `v`, nearest first, at most `limit` of them
/// (see [`koma_dsl::facts::ray`]).
pub fn ray(
    files: usize,
    ranks: usize,
    sq: usize,
    v: (i32, i32),
    limit: Option<usize>,
) -> Vec<usize> {
    koma_dsl::facts::ray(files as u8, ranks as u8, sq, v, limit)
}

/// The cell value of `kind` for `color`: `1 + kind + nk * colour`, `nk` the number of kinds.
pub fn cell(nk: usize, color: Color, kind: usize) -> u8 {
    (1 + kind + nk * color.index()) as u8
}
