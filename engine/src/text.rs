//! Reading and writing positions as SFEN/FEN, through `koma_runtime::setup`.

use crate::cell::{cell, cell_color, cell_piece};
use crate::engine::Engine;
use crate::error::PositionError;
use crate::position::Position;
use koma_runtime::setup::{Setup, TextFormat};
use koma_runtime::{Color, PieceKind, Square};

impl Engine {
    /// The text format of this variant's positions.
    pub(crate) fn text_format(&self) -> TextFormat {
        self.variant.notation
    }
}

impl<'a> Position<'a> {
    /// Reads a position in the variant's text form (SFEN or FEN) and checks it against the
    /// rules: at most one royal piece per side (none is accepted; any number with `royals
    /// several`), no unpromoted piece where it
    /// could never move, hands only in variants where captures go to the hand, no royal piece in
    /// hand, the side not to move not in check (its royal piece not attacked: no legal move
    /// leads there). Royals that break a `forbid` rule (facing on an open file, on one rank)
    /// are accepted: only the moves that end it are legal then.
    ///
    /// # Errors
    /// [`PositionError`]; never panics.
    pub fn from_text(engine: &'a Engine, text: &str) -> Result<Position<'a>, PositionError> {
        let setup = engine.facts.read_setup(&engine.variant, text)?;
        Self::from_setup(engine, &setup)
    }

    /// Builds a position from an already parsed [`Setup`], with the checks of
    /// [`Position::from_text`].
    ///
    /// # Errors
    /// [`PositionError`] when the setup breaks the rules or does not fit the variant.
    pub fn from_setup(engine: &'a Engine, setup: &Setup) -> Result<Position<'a>, PositionError> {
        let e = engine;
        if setup.files != e.files
            || setup.ranks != e.ranks
            || setup.board.len() != e.nsq
            || setup.hands.iter().any(|h| h.len() > e.facts.pieces.len())
        {
            return Err(PositionError::Mismatch);
        }
        let mut pos = Position::empty(e);
        let mut royals = [0usize; 2];
        // pieces that would go to each hand slot when captured, and held now
        let mut totals = vec![0u32; e.facts.hand.len()];
        for (sq, entry) in setup.board.iter().enumerate() {
            let Some((color, kind)) = *entry else {
                continue;
            };
            let id = kind.0 as usize;
            let Some(info) = e.facts.pieces.get(id) else {
                return Err(PositionError::Mismatch);
            };
            if info.unpromoted && info.drop_dead()[color.index()].contains(sq) {
                return Err(PositionError::DeadPiece {
                    piece: info.name.clone(),
                    square: e.square_text(sq),
                });
            }
            if info.royal {
                royals[color.index()] += 1;
                pos.royal[color.index()] = sq as u16;
            }
            if let Some(slot) = info.capture_slot {
                totals[slot] += 1;
            }
            pos.board[sq] = cell(color, id);
        }
        for color in Color::ALL {
            let count = royals[color.index()];
            if count > 1 && !e.several_royals {
                return Err(PositionError::TooManyRoyals { color, count });
            }
            for (id, &n) in setup.hands[color.index()].iter().enumerate() {
                if n == 0 {
                    continue;
                }
                let info = &e.facts.pieces[id];
                if !e.facts.has_hands {
                    return Err(PositionError::NoHands);
                }
                if info.royal {
                    return Err(PositionError::RoyalInHand {
                        piece: info.name.clone(),
                    });
                }
                let Some(slot) = info.hand_slot else {
                    return Err(PositionError::Mismatch);
                };
                pos.hands[color.index()][slot] = n;
                totals[slot] += n as u32;
            }
        }
        if let Some(slot) = totals.iter().position(|&t| t > u8::MAX as u32) {
            return Err(PositionError::TooManyPieces {
                piece: e.facts.pieces[e.facts.hand[slot]].name.clone(),
            });
        }
        if e.several_royals {
            pos.recount_royals();
        }
        pos.side = setup.side;
        pos.halfmove = setup.halfmove;
        pos.move_number = setup.move_number;
        pos.castling = e.facts.castling.read(&e.variant, setup)?;
        if pos.royal_attacked(!pos.side) {
            return Err(PositionError::OpponentInCheck { color: !pos.side });
        }
        pos.read_ep(setup.en_passant)?;
        pos.read_lion_capture(setup.lion_capture)?;
        Ok(pos)
    }

    /// The position as a [`Setup`] (what `to_text` writes).
    pub fn to_setup(&self) -> Setup {
        let e = self.engine;
        let board = (0..e.nsq)
            .map(|sq| {
                let c = self.board[sq];
                (c != 0).then(|| (cell_color(c), PieceKind(cell_piece(c) as u8)))
            })
            .collect();
        let mut hands = [
            vec![0u8; e.facts.pieces.len()],
            vec![0u8; e.facts.pieces.len()],
        ];
        for color in Color::ALL {
            for (slot, &piece) in e.facts.hand.iter().enumerate() {
                hands[color.index()][piece] = self.hands[color.index()][slot];
            }
        }
        Setup {
            files: e.files,
            ranks: e.ranks,
            board,
            hands,
            side: self.side,
            halfmove: self.halfmove,
            move_number: self.move_number,
            en_passant: self.en_passant(),
            castling: e.facts.castling.flags(self.castling),
            lion_capture: self.lion_capture(),
        }
    }

    /// The position as SFEN or FEN.
    pub(crate) fn text(&self) -> String {
        let e = self.engine;
        self.to_setup()
            .to_text_with_hands(e.text_format(), e.facts.has_hands, |k| {
                let p = &e.variant.pieces[k.0 as usize];
                (p.letter, p.promoted_from.is_some())
            })
    }
}

impl Engine {
    /// `sq` in the variant's move notation (`5e` USI, `e4` ICCS).
    pub(crate) fn square_text(&self, sq: usize) -> String {
        if self.variant.move_text == koma_dsl::ir::MoveText::Uci {
            return koma_runtime::uci::square_text(Square(sq as u16), self.files, self.ranks);
        }
        koma_runtime::notation::square_text(
            Square(sq as u16),
            self.files,
            self.ranks,
            self.text_format(),
        )
    }
}
