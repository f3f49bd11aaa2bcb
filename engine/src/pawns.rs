//! The chess pawn in the reference engine: en passant (the square a double step passed, the
//! capture onto it) and promotion to a choice of types, limited by the start position's counts
//! under `promotion limited`. Facts from `koma_dsl::facts::PawnFacts`; a variant without them
//! never reaches this code (no en-passant square is ever set, no type has a choice).

use crate::cell::{NO_SQ, cell, cell_color, cell_piece};
use crate::position::Position;
use koma_dsl::facts::PawnFacts;
use koma_runtime::{Color, Move, PieceKind, PositionError, Square};

impl Position<'_> {
    /// The square of the piece a move from `from` to `to` captures en passant, when it is such
    /// a capture: onto the empty en-passant square, by a piece with an `e` capture along that
    /// vector.
    pub(crate) fn ep_victim(&self, from: usize, to: usize) -> Option<usize> {
        if self.ep == NO_SQ || to != self.ep as usize || self.board[to] != 0 {
            return None;
        }
        let c = *self.board.get(from)?;
        if c == 0 {
            return None;
        }
        let e = self.engine;
        let piece = cell_piece(c);
        e.facts
            .pawns
            .capturers(e.files, e.ranks, piece, cell_color(c), Square(to as u16))
            .any(|s| s.index() == from)
            .then_some(self.ep_victim as usize)
    }

    /// Appends the en-passant captures of `piece` (of the side to move) on `from`, before the
    /// legality test.
    pub(crate) fn ep_moves(&self, piece: usize, from: usize, out: &mut Vec<Move>) {
        let e = self.engine;
        let ep = Square(self.ep);
        let us = self.side;
        if e.facts
            .pawns
            .capturers(e.files, e.ranks, piece, us, ep)
            .any(|s| s.index() == from)
            && self.board[ep.index()] == 0
        {
            self.emit(piece, from, ep.index(), out);
        }
    }

    /// Appends the promotions of `piece` from `from` to `to` to each type of its choice the side
    /// may still choose (`promotion limited`).
    pub(crate) fn choice_moves(&self, piece: usize, from: usize, to: usize, out: &mut Vec<Move>) {
        let e = self.engine;
        let us = self.side;
        for &kind in &e.facts.pawns.choices[piece] {
            if e.facts.pawns.may_choose(us, kind, self.count(us, kind)) {
                out.push(Move::Promote {
                    from: Square(from as u16),
                    to: Square(to as u16),
                    piece: PieceKind(kind as u8),
                });
            }
        }
    }

    /// How many pieces of type `kind` `color` has on the board.
    fn count(&self, color: Color, kind: usize) -> usize {
        let c = cell(color, kind);
        self.board[..self.engine.nsq]
            .iter()
            .filter(|&&x| x == c)
            .count()
    }

    /// After `color`'s piece of type `piece` moved from `from` to `to`: the en-passant square
    /// its double step makes, kept only when an enemy piece could capture there (as
    /// Fairy-Stockfish sets it, and writes it in FEN); none after any other move.
    pub(crate) fn set_ep(&mut self, piece: usize, color: Color, from: usize, to: usize) {
        self.ep = NO_SQ;
        self.ep_victim = NO_SQ;
        let e = self.engine;
        if !e.facts.pawns.has_en_passant {
            return;
        }
        let (from, to) = (Square(from as u16), Square(to as u16));
        let Some(passed) = e
            .facts
            .pawns
            .passed(e.files, e.ranks, piece, color, from, to)
        else {
            return;
        };
        if self.threatens_ep(!color, passed) {
            self.ep = passed.0;
            self.ep_victim = to.0;
        }
    }

    /// Whether a piece of `color` stands where an `e` capture of its type would land on `ep`.
    fn threatens_ep(&self, color: Color, ep: Square) -> bool {
        let e = self.engine;
        (0..e.facts.pieces.len()).any(|piece| {
            e.facts
                .pawns
                .capturers(e.files, e.ranks, piece, color, ep)
                .any(|s| self.board[s.index()] == cell(color, piece))
        })
    }

    /// Takes a position's en-passant square (read from FEN) for the side to move: kept when the
    /// square is empty, the piece that passed it stands one double step beyond and a piece of
    /// the side to move could capture there; dropped otherwise, as Fairy-Stockfish drops it.
    ///
    /// # Errors
    /// [`PositionError::NoEnPassant`] when no piece of the variant captures en passant.
    pub(crate) fn read_ep(&mut self, ep: Option<Square>) -> Result<(), PositionError> {
        let Some(ep) = ep else { return Ok(()) };
        let e = self.engine;
        let pawns: &PawnFacts = &e.facts.pawns;
        if !pawns.has_en_passant {
            // as FEN's field writes it (Fairy-Stockfish's UCI coordinates), whatever the moves use
            return Err(PositionError::NoEnPassant {
                square: koma_runtime::uci::square_text(ep, e.files, e.ranks),
            });
        }
        let them = !self.side;
        if self.board[ep.index()] != 0 || !self.threatens_ep(self.side, ep) {
            return Ok(());
        }
        // the piece that passed `ep`: a double step from `ep - passed` to `ep - passed + leap`
        for piece in 0..e.facts.pieces.len() {
            for &(leap, passed) in &pawns.double_steps[piece][them.index()] {
                let back = (-passed.0, -passed.1);
                let Some(from) = PawnFacts::offset(e.files, e.ranks, ep, back) else {
                    continue;
                };
                let Some(to) = PawnFacts::offset(e.files, e.ranks, from, leap) else {
                    continue;
                };
                if self.board[to.index()] == cell(them, piece) && self.board[from.index()] == 0 {
                    self.ep = ep.0;
                    self.ep_victim = to.0;
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// The en-passant square, if a capture there is possible now (what FEN writes).
    pub fn en_passant(&self) -> Option<Square> {
        (self.ep != NO_SQ).then_some(Square(self.ep))
    }

    /// The en-passant square, if an en-passant capture there is legal now: what the hash counts
    /// ([`koma_runtime::zobrist`]), where [`Position::en_passant`] (FEN's field) names the square
    /// whenever a piece stands to take, legal or not.
    pub fn legal_en_passant(&self) -> Option<Square> {
        if self.ep == NO_SQ {
            return None;
        }
        let mut moves = Vec::new();
        koma_runtime::Position::legal_moves(self, &mut moves);
        moves
            .iter()
            .any(|mv| match *mv {
                Move::Normal { from, to, .. } | Move::Promote { from, to, .. } => {
                    self.ep_victim(from.index(), to.index()).is_some()
                }
                Move::Drop { .. } | Move::Double { .. } => false,
            })
            .then_some(Square(self.ep))
    }

    /// Whether the board move `from` → `to` of `color`'s `piece` is a double step that leaves
    /// an en-passant square (an enemy piece stands to take), as [`Position::set_ep`] sets it.
    pub(crate) fn makes_ep(&self, piece: usize, color: Color, from: usize, to: usize) -> bool {
        let e = self.engine;
        e.facts.pawns.has_en_passant
            && e.facts
                .pawns
                .passed(
                    e.files,
                    e.ranks,
                    piece,
                    color,
                    Square(from as u16),
                    Square(to as u16),
                )
                .is_some_and(|passed| self.threatens_ep(!color, passed))
    }
}
