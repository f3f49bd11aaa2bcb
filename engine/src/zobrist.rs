//! Zobrist hashing of engine positions with the runtime's keys ([`koma_runtime::zobrist`]), so
//! the engine and the compiled generators hash a position alike. The hash of the position after
//! a move is the hash before XOR [`Position::zobrist_delta`], tested against the hash from
//! scratch ([`Position::zobrist`]) after every move of random games.

use crate::cell::{cell, cell_color, cell_piece};
use crate::engine::Engine;
use crate::position::Position;
use koma_runtime::zobrist::{SIDE_KEY, castling_key, en_passant_key, side_key};
use koma_runtime::{Color, Move, PieceKind, Square};

/// The key of board cell value `cell` (never 0) on square `sq`.
pub(crate) fn board_key(cell: u8, sq: usize) -> u64 {
    koma_runtime::zobrist::board_key(
        cell_color(cell),
        PieceKind(cell_piece(cell) as u8),
        Square(sq as u16),
    )
}

/// The key of `color` holding `count` pieces of hand slot `slot` (0 for none).
pub(crate) fn hand_key(e: &Engine, color: Color, slot: usize, count: u8) -> u64 {
    koma_runtime::zobrist::hand_key(color, PieceKind(e.facts.hand[slot] as u8), count as u32)
}

impl Position<'_> {
    /// The key of the castling rights `mask` (bit `i` for the facts' castling `i`): the XOR of
    /// each right's key.
    fn castling_hash(&self, mask: u32) -> u64 {
        let rules = &self.engine.facts.castling.rules;
        (0..rules.len())
            .filter(|&i| mask & (1 << i) != 0)
            .fold(0, |h, i| h ^ castling_key(rules[i].flag))
    }

    /// The hash's en-passant term: the key of the en-passant square while a capture there is
    /// legal, else 0.
    fn ep_hash(&self) -> u64 {
        self.legal_en_passant().map_or(0, en_passant_key)
    }

    /// The Zobrist hash of the board, the hands, the side to move, the lion-capture square, the
    /// castling rights and the en-passant square (while a capture there is legal), from scratch.
    pub fn zobrist(&self) -> u64 {
        let e = self.engine;
        let mut h = side_key(self.side);
        for sq in 0..e.nsq {
            if self.board[sq] != 0 {
                h ^= board_key(self.board[sq], sq);
            }
        }
        for c in Color::ALL {
            for slot in 0..e.facts.hand.len() {
                h ^= hand_key(e, c, slot, self.hands[c.index()][slot]);
            }
        }
        h ^ Self::lion_strike_key(self.lion_strike)
            ^ self.castling_hash(self.castling)
            ^ self.ep_hash()
    }

    /// What the legal move `mv` changes in [`Position::zobrist`]: the hash after it is the hash
    /// before XOR this. Mirrors the engine's move application; squares off the board or an
    /// empty origin (never in a legal move) change only the side to move.
    pub fn zobrist_delta(&self, mv: Move) -> u64 {
        let e = self.engine;
        let us = self.side;
        let mut d = SIDE_KEY;
        if e.counter_strike {
            d ^= Self::lion_strike_key(self.lion_strike)
                ^ Self::lion_strike_key(self.lion_strike_after(mv));
        }
        if e.facts.pawns.has_en_passant {
            // the en-passant term: gone after any move, back after a double step that leaves
            // a legal capture (rare enough to find by playing the move)
            d ^= self.ep_hash();
            if let Move::Normal { from, to, .. } = mv
                && let Some(&c) = self.board.get(from.index()).filter(|&&c| c != 0)
                && to.index() < e.nsq
                && self.makes_ep(cell_piece(c), cell_color(c), from.index(), to.index())
            {
                let mut next = self.clone();
                next.apply(mv);
                d ^= next.ep_hash();
            }
        }
        match mv {
            Move::Normal { from, to, .. } | Move::Promote { from, to, .. } => {
                let (from, to) = (from.index(), to.index());
                if from >= e.nsq || to >= e.nsq || self.board[from] == 0 {
                    return d;
                }
                let moving = self.board[from];
                let placed = self.placed(mv).unwrap_or(moving);
                d ^= board_key(moving, from) ^ board_key(placed, to);
                if let Some(v) = self.ep_victim(from, to) {
                    d ^= board_key(self.board[v], v);
                }
                // a castling moves its partner too
                if let Some(i) = self.castling_of(from, to) {
                    let r = &e.facts.castling.rules[i];
                    let partner = self.board[r.partner_from];
                    d ^= board_key(partner, r.partner_from) ^ board_key(partner, r.partner_to);
                }
                // the rights of the squares the move starts or ends on are lost
                if e.facts.castling.any() && from != to {
                    let clears = &e.facts.castling.clears;
                    d ^= self.castling_hash(self.castling & (clears[from] | clears[to]));
                }
                // a pass (`from == to`) captures nothing
                let captured = if from == to { 0 } else { self.board[to] };
                if captured != 0 {
                    d ^= board_key(captured, to);
                    if let Some(slot) = e.facts.pieces[cell_piece(captured)].capture_slot {
                        let mover = cell_color(moving);
                        let n = self.hands[mover.index()][slot];
                        d ^= hand_key(e, mover, slot, n)
                            ^ hand_key(e, mover, slot, n.saturating_add(1));
                    }
                }
            }
            Move::Drop { piece, to } => {
                let to = to.index();
                let Some(slot) = e.drop_slot(piece) else {
                    return d;
                };
                if to >= e.nsq || self.board[to] != 0 {
                    return d;
                }
                let n = self.hands[us.index()][slot];
                d ^= hand_key(e, us, slot, n) ^ hand_key(e, us, slot, n.saturating_sub(1));
                d ^= board_key(cell(us, piece.0 as usize), to);
            }
            Move::Double { from, mid, to } => {
                d ^= self.double_zobrist(from.index(), mid.index(), to.index());
            }
        }
        d
    }
}
