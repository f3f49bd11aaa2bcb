/// A square (a point, in xiangqi) as an index into the board: `rank * files + file`.
///
/// `file` 0 is the first player's left (file 9 on a shogi board, file `a` in xiangqi) and
/// `rank` 0 is the first player's back rank (rank `i` on a shogi board, rank 0 in xiangqi).
/// The board width is not stored: it belongs to the variant, so conversions take `files`.
/// Boards up to 16x16 (256 squares) fit. `Display` and `FromStr` write and read the index
/// (`20`); the square's name on the board (`5e`, `e4`) is [`crate::Notation::square`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub u16);

impl Square {
    /// The square at `file`, `rank` (both 0-based, see the type's docs) on a board `files` wide.
    #[inline]
    pub const fn new(file: u8, rank: u8, files: u8) -> Square {
        Square(rank as u16 * files as u16 + file as u16)
    }

    /// The index into a board array.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The 0-based file (from the first player's left) on a board `files` wide.
    #[inline]
    pub const fn file(self, files: u8) -> u8 {
        (self.0 % files as u16) as u8
    }

    /// The 0-based rank (from the first player's side) on a board `files` wide.
    #[inline]
    pub const fn rank(self, files: u8) -> u8 {
        (self.0 / files as u16) as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_and_rank_round_trip_on_every_board_size() {
        for files in 3u8..=16 {
            for ranks in 3u8..=16 {
                for rank in 0..ranks {
                    for file in 0..files {
                        let sq = Square::new(file, rank, files);
                        assert_eq!((sq.file(files), sq.rank(files)), (file, rank));
                    }
                }
            }
        }
    }
}
