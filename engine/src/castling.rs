//! Castling on the reference engine: the castlings the side to move may make, the partner's
//! move when one is played, and the rights moves take away (`koma_dsl::facts::CastlingFacts`).

use crate::cell::{cell, cell_piece};
use crate::position::Position;
use koma_runtime::{Move, Square};

impl Position<'_> {
    /// Appends the legal castlings of the side to move: the right is kept, the royal piece and
    /// partner stand on their squares, the squares between are empty, and no square of the
    /// royal piece's path (its own square and target included) is attacked; then, as for any
    /// move, the royal piece is not attacked after it.
    pub(crate) fn castlings(&mut self, out: &mut Vec<Move>) {
        let e = self.engine;
        let us = self.side;
        for (i, r) in e.facts.castling.rules.iter().enumerate() {
            let ok = r.color == us
                && self.castling & (1 << i) != 0
                && self.board[r.royal_from] == cell(us, r.royal)
                && self.board[r.partner_from] == cell(us, r.partner)
                && r.empty.iter().all(|s| self.board[s] == 0)
                && !r.safe.iter().any(|s| e.attacked(&self.board, s, !us));
            if !ok {
                continue;
            }
            let saved = self.board;
            self.board[r.royal_from] = 0;
            self.board[r.partner_from] = 0;
            self.board[r.royal_to] = cell(us, r.royal);
            self.board[r.partner_to] = cell(us, r.partner);
            let them = self.royal[(!us).index()];
            let legal = !e.attacked(&self.board, r.royal_to, !us)
                && self.royals_ok(r.royal_to as u16, them);
            self.board = saved;
            if legal {
                out.push(Move::Normal {
                    from: Square(r.royal_from as u16),
                    to: Square(r.royal_to as u16),
                    promote: false,
                });
            }
        }
    }

    /// The index of the castling `from` → `to` is, when the royal piece of one stands on
    /// `from` (a castling's target is never an ordinary move of its royal piece).
    pub(crate) fn castling_of(&self, from: usize, to: usize) -> Option<usize> {
        let c = *self.board.get(from)?;
        if c == 0 {
            return None;
        }
        let us = crate::cell::cell_color(c);
        self.engine.facts.castling.rules.iter().position(|r| {
            r.color == us && r.royal_from == from && r.royal_to == to && cell_piece(c) == r.royal
        })
    }

    /// Before the board move `from` → `to` is made: moves the partner of a castling, and takes
    /// away the rights of the squares the move starts or ends on.
    pub(crate) fn castling_update(&mut self, from: usize, to: usize) {
        let facts = &self.engine.facts.castling;
        if !facts.any() {
            return;
        }
        if let Some(i) = self.castling_of(from, to) {
            let r = &facts.rules[i];
            self.board[r.partner_to] = self.board[r.partner_from];
            self.board[r.partner_from] = 0;
        }
        self.castling &= !(facts.clears[from] | facts.clears[to]);
    }
}
