//! Makruk's counting rules (`counting N moves draws without PIECES`, `counting bare ...`): once
//! the pawns are gone, the weaker side counts the moves, and the game is drawn when its count
//! passes the limit without checkmate.
//!
//! As Fairy-Stockfish plays makruk (position.cpp, `count_limit` and `do_move` under
//! `MAKRUK_COUNTING`, read, not copied), with S a side and O the other, pieces counted on the
//! board, royal included:
//! - S's limit, in moves, is 0 (S does not count) while a piece of a `without` kind is on the
//!   board or O has only its royal piece; otherwise the board's honour limit when S has more
//!   than its royal piece; when S has only its royal piece, the pieces' honour: the first
//!   `bare` entry O has enough pieces of, else the board's honour limit.
//! - After each move, the counting ply goes up by one if a count runs. Then, with S the side
//!   now to move and M the side that moved: if M has only its royal piece, no `without` piece
//!   is left, M's move captured one and M's limit is not 0, a count starts for M at twice its
//!   limit, at ply twice the number of pieces less one. Then, if no count runs, or the move
//!   captured or promoted and S has only its royal piece, and S's limit is not 0, a count
//!   starts for S at twice its limit, at ply 0 when S has more than its royal piece, else twice
//!   the number of pieces.
//! - The game is drawn when the counting ply exceeds the limit, unless it is checkmate.

use crate::{Color, GamePosition, Move, PieceKind, Square};

/// The counting rules of a variant (Makruk's board's honour and pieces' honour).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counting {
    /// The board's honour limit, in moves (64 in makruk).
    pub moves: u32,
    /// No count while a piece of one of these kinds is on the board (makruk's pawns).
    pub without: Vec<PieceKind>,
    /// The pieces' honour, for a side with only its royal piece, in order: the first entry
    /// whose kind the other side has at least `at_least` pieces of gives the limit.
    pub bare: Vec<BareLimit>,
}

/// One pieces' honour limit: `moves` when the other side has at least `at_least` pieces of
/// `kind` on the board (`counting bare 2 rua 8` is `{ kind: rua, at_least: 2, moves: 8 }`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BareLimit {
    /// The kind counted.
    pub kind: PieceKind,
    /// How many of them, at least.
    pub at_least: u32,
    /// The limit, in moves.
    pub moves: u32,
}

/// A running count: the draw comes when `ply` exceeds `limit` (both in plies).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Count {
    /// The limit, in plies (twice the limit in moves).
    pub limit: u32,
    /// The counting ply.
    pub ply: u32,
}

impl Count {
    /// Whether the count has run out (the game is drawn unless it is checkmate).
    pub fn expired(self) -> bool {
        self.ply > self.limit
    }
}

/// What the counting rules look at on a board: the pieces of each side, by kind.
struct Material {
    /// `(owner, kind)` of every piece on the board.
    pieces: Vec<(Color, PieceKind)>,
}

impl Material {
    fn of<P: GamePosition>(pos: &P) -> Self {
        let pieces = (0..pos.square_count())
            .filter_map(|s| pos.piece_at(Square(s as u16)))
            .collect();
        Material { pieces }
    }

    fn side(&self, c: Color) -> u32 {
        self.pieces.iter().filter(|p| p.0 == c).count() as u32
    }

    fn kind(&self, c: Color, k: PieceKind) -> u32 {
        self.pieces.iter().filter(|&&p| p == (c, k)).count() as u32
    }

    fn total(&self) -> u32 {
        self.pieces.len() as u32
    }
}

impl Counting {
    /// The limit, in moves, of `side` counting on `m`: 0 when it does not count.
    fn limit(&self, m: &Material, side: Color) -> u32 {
        let other = !side;
        if m.pieces.iter().any(|p| self.without.contains(&p.1)) || m.side(other) <= 1 {
            return 0;
        }
        if m.side(side) > 1 {
            return self.moves;
        }
        self.bare
            .iter()
            .find(|b| m.kind(other, b.kind) >= b.at_least)
            .map_or(self.moves, |b| b.moves)
    }

    /// The count after the legal move `mv` from `before` to `after`, given the count `count`
    /// running before it.
    pub fn after<P: GamePosition>(
        &self,
        before: &P,
        mv: Move,
        after: &P,
        count: Option<Count>,
    ) -> Option<Count> {
        let mut count = count.map(|c| Count {
            ply: c.ply.saturating_add(1),
            ..c
        });
        let m = Material::of(after);
        let to_move = after.side_to_move();
        let mover = !to_move;
        let captured = before
            .is_capture(mv)
            .then(|| before.piece_at(mv.to()).map(|p| p.1))
            .flatten();
        let promoted = matches!(mv, Move::Normal { promote: true, .. });
        let no_without = !m.pieces.iter().any(|p| self.without.contains(&p.1));
        let mover_limit = self.limit(&m, mover);
        if captured.is_some_and(|k| self.without.contains(&k))
            && m.side(mover) == 1
            && no_without
            && mover_limit > 0
        {
            count = Some(Count {
                limit: mover_limit.saturating_mul(2),
                ply: 2 * m.total() - 1,
            });
        }
        let limit = self.limit(&m, to_move);
        let bare = m.side(to_move) == 1;
        if (count.is_none() || ((captured.is_some() || promoted) && bare)) && limit > 0 {
            count = Some(Count {
                limit: limit.saturating_mul(2),
                ply: if bare { 2 * m.total() } else { 0 },
            });
        }
        count
    }
}
