//! [`Score`]: what a search thinks of a position, from the side to move's view.

/// A search score from the side to move's point of view: centipawns, or a forced mate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Material and position in centipawns (a shogi pawn or a xiangqi soldier ≈ 100).
    Centipawns(i32),
    /// Mate in this many plies: positive when the side to move mates, negative when it is
    /// mated (`Mate(-0)` does not occur: mated now is `Mate(0)` only as a game result).
    Mate(i32),
}

/// The internal score of a mate at ply 0; mates found `n` plies from the root score
/// `MATE - n` (or `-(MATE - n)`).
pub(crate) const MATE: i32 = 30_000;
/// Scores at least this far from 0 are mates.
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
/// Beyond every score.
pub(crate) const INFINITY: i32 = MATE + 1;

impl Score {
    /// The score of an internal value (`MATE - n` is a mate in `n` plies).
    pub(crate) fn from_internal(v: i32) -> Score {
        if v >= MATE_BOUND {
            Score::Mate(MATE - v)
        } else if v <= -MATE_BOUND {
            Score::Mate(-(MATE + v))
        } else {
            Score::Centipawns(v)
        }
    }

    /// Mate distance in moves as UCI and USI count them (`mate 3`: three of our moves;
    /// negative when the side to move is mated), `None` for a centipawn score.
    pub fn mate_in_moves(self) -> Option<i32> {
        match self {
            Score::Mate(plies) if plies > 0 => Some((plies + 1) / 2),
            Score::Mate(plies) => Some(-((-plies + 1) / 2)),
            Score::Centipawns(_) => None,
        }
    }
}

impl core::fmt::Display for Score {
    /// UCI's form: `cp 35`, `mate 3`, `mate -2`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Score::Centipawns(cp) => write!(f, "cp {cp}"),
            Score::Mate(_) => write!(f, "mate {}", self.mate_in_moves().unwrap_or(0)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mates_count_moves_as_uci_does() {
        // mate with our next move: 1 ply, 1 move; mated after our move and theirs: -2 plies
        assert_eq!(Score::from_internal(MATE - 1).to_string(), "mate 1");
        assert_eq!(Score::from_internal(MATE - 5).to_string(), "mate 3");
        assert_eq!(Score::from_internal(-(MATE - 2)).to_string(), "mate -1");
        assert_eq!(Score::from_internal(-(MATE - 4)).to_string(), "mate -2");
        assert_eq!(Score::from_internal(-35).to_string(), "cp -35");
    }
}
