//! `royals several` (Sho shogi): a side may have several royal pieces, and only a *sole* royal
//! piece is protected. [`Position::royal`] holds a side's royal square only while it has
//! exactly one royal piece on the board, `NO_SQ` otherwise (none, or two and more), so the
//! legality filter, check and the rest read it unchanged: a side with several royals has no
//! royal to keep safe. The count changes only when a royal piece is captured or a piece
//! promotes to a royal type; then [`Position::recount_royals`] finds the sole royals again.

use crate::cell::{NO_SQ, cell_color, cell_piece};
use crate::position::Position;
use koma_runtime::Color;

impl Position<'_> {
    /// The square of `color`'s royal piece when it has exactly one on the board, else `NO_SQ`.
    pub(crate) fn sole_royal(&self, color: Color) -> u16 {
        let facts = &self.engine.facts;
        let mut royals = self.board[..self.engine.nsq]
            .iter()
            .enumerate()
            .filter(|&(_, &c)| {
                c != 0 && cell_color(c) == color && facts.pieces[cell_piece(c)].royal
            });
        match (royals.next(), royals.next()) {
            (Some((sq, _)), None) => sq as u16,
            _ => NO_SQ,
        }
    }

    /// Sets each side's [`Position::royal`] from the board (after a royal piece was captured
    /// or a piece promoted to a royal type, with `royals several`).
    pub(crate) fn recount_royals(&mut self) {
        self.royal = Color::ALL.map(|c| self.sole_royal(c));
    }

    /// Whether playing a board move that takes `captured` (a cell, 0 for none) and turns
    /// `moving` into `placed` may change how many royal pieces a side has: only with `royals
    /// several`.
    pub(crate) fn changes_royals(&self, moving: u8, placed: u8, captured: u8) -> bool {
        let pieces = &self.engine.facts.pieces;
        self.engine.several_royals
            && ((captured != 0 && pieces[cell_piece(captured)].royal)
                || (moving != placed && pieces[cell_piece(placed)].royal))
    }
}
