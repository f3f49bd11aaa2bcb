//! The piece values of a variant ([`PieceValues`]), as [`super::values`] computes them.

use koma_runtime::PieceKind;

/// Values of every piece type, indexed by `PieceKind.0` (the IR's piece index), in centipawns
/// (a shogi pawn is about 100). See the module docs for the formula.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceValues {
    /// On the board, per type.
    pub board: Vec<i32>,
    /// In hand, per type: 0 for a type that cannot be held (a promoted type's captured pieces
    /// count at its base type's hand value).
    pub hand: Vec<i32>,
    /// `square[c][k][sq]`: added to `board[k]` for a piece of type `k` of side `c` (by
    /// `Color::index`) on square `sq` (module docs, step 7); centipawns, positive where the
    /// piece moves more or is nearer promotion than on average.
    pub square: [Vec<Vec<i32>>; 2],
}

impl PieceValues {
    /// The board value of `kind`.
    pub fn board(&self, kind: PieceKind) -> i32 {
        self.board[kind.0 as usize]
    }

    /// The hand value of `kind`.
    pub fn hand(&self, kind: PieceKind) -> i32 {
        self.hand[kind.0 as usize]
    }
}
