//! Which square-set type (`Bb`) a board gets, chosen from its size alone: one machine word
//! when it fits, since every set operation of move generation then is one instruction.

/// The emitted `Bb`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Repr {
    /// `u64`: at most 64 squares (8x8 and smaller). Unlimited orthogonal and diagonal slides
    /// may also use magic lookups (`emit/sliders`).
    U64,
    /// `u128`: 65 to 128 squares (9x9, 9x10, 11x11).
    U128,
    /// `struct Bb([u64; N])`, N = the squares / 64 rounded up (`emit/words`): 129 to 256
    /// squares.
    Wide,
}

impl Repr {
    /// The representation of a board of `squares` squares.
    pub fn for_squares(squares: usize) -> Repr {
        match squares {
            0..=64 => Repr::U64,
            65..=128 => Repr::U128,
            _ => Repr::Wide,
        }
    }

    /// The width of one word: the largest shift a `shl`/`shr` of the type allows is one less.
    pub fn word_bits(self) -> u32 {
        match self {
            Repr::U64 | Repr::Wide => 64,
            Repr::U128 => 128,
        }
    }

    /// The primitive integer type of a one-word `Bb` (`None` for the multi-word struct).
    pub fn word(self) -> Option<&'static str> {
        match self {
            Repr::U64 => Some("u64"),
            Repr::U128 => Some("u128"),
            Repr::Wide => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Repr;

    /// The boundaries: 8x8 = 64 is the last one-`u64` board, 9x9 needs `u128`, 13x11 several words.
    #[test]
    fn chosen_by_size() {
        assert_eq!(Repr::for_squares(12), Repr::U64);
        assert_eq!(Repr::for_squares(64), Repr::U64);
        assert_eq!(Repr::for_squares(65), Repr::U128);
        assert_eq!(Repr::for_squares(81), Repr::U128);
        assert_eq!(Repr::for_squares(128), Repr::U128);
        assert_eq!(Repr::for_squares(143), Repr::Wide);
    }
}
