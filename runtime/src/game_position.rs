//! [`GamePosition`]: what a [`crate::Game`] needs from a position beyond [`Position`] — a
//! Zobrist hash kept up to date move by move, captures, pieces and attacks.

use crate::{Color, Move, PieceKind, Position, Square};

/// A position a [`crate::Game`] can run: [`Position`] plus hashing and the queries the end
/// rules ask (captures for the no-capture count, pieces for material, attacks for chases).
pub trait GamePosition: Position {
    /// The Zobrist hash of the position (board, hands, side to move, castling rights, the
    /// en-passant square while a capture there is legal, the lion-capture square; not the move
    /// counters), computed from scratch with the keys of [`crate::zobrist`], so every backend
    /// gives a position the same hash ([`crate::zobrist::setup_hash`]). Equal positions (FIDE
    /// 9.2.2's same position) have equal hashes.
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

    /// The square of `color`'s royal piece, if it has one on the board. Perpetual chase asks
    /// this to tell a capture that gives a discovered check.
    fn royal_square(&self, color: Color) -> Option<Square>;

    /// Whether the royal pieces stand as the variant's `forbid` rules allow (not facing each
    /// other on an open file, not on one rank); `true` when a side has no royal piece on the
    /// board or the variant has no such rule. Perpetual chase asks this to tell a protector
    /// whose recapture would let the royals face.
    fn royals_allowed(&self) -> bool;

    /// Whether the game is over by the pass rules: the last two moves were passes, or the last
    /// was a pass while the royals face each other under bikjang (Janggi). The position then
    /// has no legal move, and the game is drawn ([`crate::Reason::Passes`]). `false` for a
    /// variant without a pass move.
    fn passes_end(&self) -> bool {
        false
    }

    /// Gives the move to the other side without moving (a null move): the board, the hands and
    /// the move counters stay. Perpetual chase asks this to look at captures and recaptures
    /// the side not to move could make (a protector's recapture, an exchange offer); the
    /// result need not be a position a game reaches (the side now not to move may be in check).
    fn pass(&mut self);

    /// The outcome the position's board decides by the variant's royalty rules (a side without
    /// royal piece, a royal piece in its goal: see [`crate::board_outcome`]); such a position
    /// has no legal move. `None` (the default) when the game goes on, or the variant has no
    /// such rule.
    fn decided(&self) -> Option<crate::Outcome> {
        None
    }
}
