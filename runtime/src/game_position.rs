//! [`GamePosition`]: what a [`crate::Game`] needs from a position beyond [`Position`] — a
//! Zobrist hash kept up to date move by move, captures, pieces and attacks.

use crate::{Color, Move, PieceKind, Position, Square};

/// A position a [`crate::Game`] can run: [`Position`] plus hashing and the queries the end
/// rules ask (captures for the no-capture count, pieces for material, attacks for chases).
pub trait GamePosition: Position {
    /// The Zobrist hash of the position (board, hands, side to move; not the move counters),
    /// computed from scratch. Equal positions have equal hashes.
    fn zobrist(&self) -> u64;

    /// What playing the legal move `mv` here changes in the hash: `self.zobrist() ^
    /// self.zobrist_delta(mv)` is the hash of the position after `mv`.
    fn zobrist_delta(&self, mv: Move) -> u64;

    /// Whether the legal move `mv` captures a piece.
    fn is_capture(&self, mv: Move) -> bool;

    /// Plies since the last capture when the game starts here (FEN's halfmove clock); 0 when
    /// the position does not know.
    fn plies_since_capture(&self) -> u32 {
        0
    }

    /// The number of squares of the board (square indices are `0..square_count()`).
    fn square_count(&self) -> usize;

    /// The piece on `sq`, if any.
    fn piece_at(&self, sq: Square) -> Option<(Color, PieceKind)>;

    /// How many pieces of `kind` `color` holds in hand.
    fn hand_count(&self, color: Color, kind: PieceKind) -> u32;

    /// Appends to `out` the squares of `by`'s pieces that attack `target`: that could capture a
    /// piece there by their movement (blocking, hops, regions), whether or not the capture
    /// would be legal, and whatever stands on `target`.
    fn attackers(&self, target: Square, by: Color, out: &mut Vec<Square>);

    /// [`GamePosition::attackers`] as if the square `empty` held no piece: the pieces of `by`
    /// that would attack `target` with whatever stands on `empty` taken off the board (so a
    /// slider or a hopper whose line runs through `empty` is blocked, or screened, by what lies
    /// beyond it). A piece of `by` on `empty` itself is not an attacker. Perpetual chase asks
    /// this to judge protection with the chasing piece taken off its square (x-ray defenders).
    fn attackers_without(&self, target: Square, by: Color, empty: Square, out: &mut Vec<Square>);
}

/// The Zobrist key numbered `index`: 64 pseudo-random bits (SplitMix64 of the index), the same
/// in every build, so backends that number their features alike hash alike.
pub const fn zobrist_key(index: u64) -> u64 {
    let mut z = index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::zobrist_key;

    #[test]
    fn keys_are_distinct_and_stable() {
        let keys: Vec<u64> = (0..10_000).map(zobrist_key).collect();
        let mut sorted = keys.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), keys.len());
        assert_eq!(zobrist_key(7), zobrist_key(7));
        assert_ne!(zobrist_key(0), 0);
    }
}
