//! Zobrist hashing of engine positions: a key per (board cell, square), per (side, hand slot,
//! count) and for the side to move, from [`koma_runtime::zobrist_key`]. The hash of the position
//! after a move is the hash before XOR [`Position::zobrist_delta`], tested against the hash
//! from scratch ([`Position::zobrist`]) after every move of random games.

use crate::engine::{MAX_HAND, cell, cell_color, cell_piece};
use crate::position::Position;
use koma_runtime::{Color, Move, zobrist_key};

/// The key of board cell value `cell` (never 0) on square `sq`.
fn board_key(cell: u8, sq: usize) -> u64 {
    zobrist_key(cell as u64 * 256 + sq as u64)
}

/// The key of `color` holding `count` pieces of hand slot `slot` (0 for none).
fn hand_key(color: Color, slot: usize, count: u8) -> u64 {
    if count == 0 {
        return 0;
    }
    zobrist_key((1 << 16) + ((color.index() * MAX_HAND + slot) * 256) as u64 + count as u64)
}

/// The key XORed in when the second player is to move.
fn side_key() -> u64 {
    zobrist_key(1 << 20)
}

impl Position<'_> {
    /// The Zobrist hash of the board, the hands and the side to move, from scratch.
    pub fn zobrist(&self) -> u64 {
        let e = self.engine;
        let mut h = if self.side == Color::Second {
            side_key()
        } else {
            0
        };
        for sq in 0..e.nsq {
            if self.board[sq] != 0 {
                h ^= board_key(self.board[sq], sq);
            }
        }
        for c in Color::ALL {
            for slot in 0..e.facts.hand.len() {
                h ^= hand_key(c, slot, self.hands[c.index()][slot]);
            }
        }
        h
    }

    /// What the legal move `mv` changes in [`Position::zobrist`]: the hash after it is the hash
    /// before XOR this. Mirrors the engine's move application; squares off the board or an
    /// empty origin (never in a legal move) change only the side to move.
    pub fn zobrist_delta(&self, mv: Move) -> u64 {
        let e = self.engine;
        let us = self.side;
        let mut d = side_key();
        match mv {
            Move::Normal { from, to, promote } => {
                let (from, to) = (from.index(), to.index());
                if from >= e.nsq || to >= e.nsq || self.board[from] == 0 {
                    return d;
                }
                let moving = self.board[from];
                let placed = match (promote, e.facts.pieces[cell_piece(moving)].promotes_to) {
                    (true, Some(q)) => cell(cell_color(moving), q),
                    _ => moving,
                };
                d ^= board_key(moving, from) ^ board_key(placed, to);
                let captured = self.board[to];
                if captured != 0 {
                    d ^= board_key(captured, to);
                    if let Some(slot) = e.facts.pieces[cell_piece(captured)].capture_slot {
                        let mover = cell_color(moving);
                        let n = self.hands[mover.index()][slot];
                        d ^= hand_key(mover, slot, n) ^ hand_key(mover, slot, n.saturating_add(1));
                    }
                }
            }
            Move::Drop { piece, to } => {
                let to = to.index();
                let Some(slot) = e
                    .facts
                    .pieces
                    .get(piece.0 as usize)
                    .and_then(|p| p.hand_slot)
                else {
                    return d;
                };
                if to >= e.nsq || self.board[to] != 0 {
                    return d;
                }
                let n = self.hands[us.index()][slot];
                d ^= hand_key(us, slot, n) ^ hand_key(us, slot, n.saturating_sub(1));
                d ^= board_key(cell(us, piece.0 as usize), to);
            }
        }
        d
    }
}
