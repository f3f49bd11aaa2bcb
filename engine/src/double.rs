//! Double moves (`double LEG then LEG`, Chu shogi's lion): generation, application and the
//! Zobrist change of a [`Move::Double`], read from the facts' [`koma_dsl::facts::BoardDouble`]s
//! at run time. The checker allows them only with capturable royals, so no legality filter
//! applies to them.

use crate::cell::{NO_SQ, cell, cell_color, cell_piece};
use crate::position::Position;
use crate::zobrist::{board_key, hand_key};
use koma_dsl::facts::offset;
use koma_runtime::{Move, Square};

impl Position<'_> {
    /// Appends the double moves of `piece` (of the side to move) on `from`: a first step to a
    /// square that holds no own piece, then a second to one that holds none either, or back to
    /// `from`.
    pub(crate) fn double_moves(&self, piece: usize, from: usize, out: &mut Vec<Move>) {
        let e = self.engine;
        let us = self.side;
        let own = cell(us, 0);
        let is_own = |c: u8| c != 0 && c.wrapping_sub(own) < 64;
        for d in &e.facts.pieces[piece].doubles[us.index()] {
            let Some(mid) = offset(e.files, e.ranks, from, d.first) else {
                continue;
            };
            if is_own(self.board[mid]) {
                continue;
            }
            let Some(to) = offset(e.files, e.ranks, mid, d.second) else {
                continue;
            };
            if to != from && is_own(self.board[to]) {
                continue;
            }
            out.push(Move::Double {
                from: Square(from as u16),
                mid: Square(mid as u16),
                to: Square(to as u16),
            });
        }
    }

    /// The pieces a double move takes: the cell on `mid`, and the one on `to` unless it is the
    /// origin (0 for none).
    pub(crate) fn double_captures(&self, from: usize, mid: usize, to: usize) -> [(usize, u8); 2] {
        let at_end = if to == from { 0 } else { self.board[to] };
        [(mid, self.board[mid]), (to, at_end)]
    }

    /// Plays a double move (no check; squares off the board or an empty origin change nothing).
    pub(crate) fn apply_double(&mut self, from: usize, mid: usize, to: usize) {
        let e = self.engine;
        if from >= e.nsq || mid >= e.nsq || to >= e.nsq || self.board[from] == 0 {
            return;
        }
        let moving = self.board[from];
        let color = cell_color(moving);
        let mut took = false;
        let mut royal_taken = false;
        for (sq, captured) in self.double_captures(from, mid, to) {
            if captured == 0 {
                continue;
            }
            took = true;
            let victim = cell_color(captured);
            if let Some(slot) = e.facts.pieces[cell_piece(captured)].capture_slot {
                let h = &mut self.hands[color.index()][slot];
                *h = h.saturating_add(1);
            }
            if self.royal[victim.index()] == sq as u16 {
                self.royal[victim.index()] = NO_SQ;
            }
            royal_taken |= self.changes_royals(moving, moving, captured);
        }
        self.halfmove = if took {
            0
        } else {
            self.halfmove.saturating_add(1)
        };
        self.passes = 0;
        self.board[from] = 0;
        self.board[mid] = 0;
        self.board[to] = moving;
        if self.royal[color.index()] == from as u16 {
            self.royal[color.index()] = to as u16;
        }
        if royal_taken {
            self.recount_royals();
        }
    }

    /// What a double move changes in the Zobrist hash (the side key excluded).
    pub(crate) fn double_zobrist(&self, from: usize, mid: usize, to: usize) -> u64 {
        let e = self.engine;
        if from >= e.nsq || mid >= e.nsq || to >= e.nsq || self.board[from] == 0 {
            return 0;
        }
        let moving = self.board[from];
        let mover = cell_color(moving);
        let mut d = board_key(moving, from) ^ board_key(moving, to);
        let mut hands = self.hands[mover.index()];
        for (sq, captured) in self.double_captures(from, mid, to) {
            if captured == 0 {
                continue;
            }
            d ^= board_key(captured, sq);
            if let Some(slot) = e.facts.pieces[cell_piece(captured)].capture_slot {
                let n = hands[slot];
                d ^= hand_key(e, mover, slot, n) ^ hand_key(e, mover, slot, n.saturating_add(1));
                hands[slot] = n.saturating_add(1);
            }
        }
        d
    }
}
