//! Moves as text: USI (`7g7f`, `8h2b+`, `P*5e`) for SFEN variants, ICCS (`h2e2`) for FEN ones.
//!
//! USI squares are the file number counted from the first player's right (1..N) and the rank
//! letter from the top (`a`); ICCS squares are the file letter from the first player's left
//! (`a`) and the rank number from its side (0..). Both forms write a promotion as a `+` suffix;
//! a drop is `LETTER*SQUARE` in USI and `LETTER@SQUARE` in ICCS (xiangqi with drops).

use crate::cell::{cell_color, cell_piece};
use crate::engine::Engine;
use crate::position::Position;
use koma_dsl::ir::MoveText;
use koma_runtime::{Move, MoveError, PieceKind, Position as _, Square};
use koma_runtime::{notation, uci};

impl Engine {
    /// `mv` in the variant's notation. Squares off the board or unknown pieces are written
    /// `?`; this never panics.
    pub fn format_move(&self, mv: Move) -> String {
        self.format_move_by(mv, None, false)
    }

    /// `mv` in the variant's notation, made by a piece of type `mover` when known (UCI writes
    /// a chess-style promotion with the letter of the type the piece becomes; unknown: `+`);
    /// `from_promoted` says that a promoted piece that turns back on moving (`promotion every
    /// move`) stands on its origin: its move is written `-`. A drop of a promoted type is
    /// written `+P*5d`.
    pub(crate) fn format_move_by(
        &self,
        mv: Move,
        mover: Option<usize>,
        from_promoted: bool,
    ) -> String {
        let piece = |k: PieceKind| self.variant.pieces.get(k.0 as usize);
        if self.variant.move_text == MoveText::Uci {
            let suffix = mover.and_then(|k| self.variant.promotion_suffix(k));
            let letter = |k| piece(k).map(|p| p.letter);
            return uci::format_move(mv, self.files, self.ranks, suffix, letter);
        }
        notation::format_move_faces(
            mv,
            self.files,
            self.ranks,
            self.text_format(),
            |k| piece(k).map(|p| (p.letter, p.promoted_from.is_some())),
            from_promoted,
        )
    }

    /// Reads a move in the variant's notation, without looking at any position.
    ///
    /// # Errors
    /// [`MoveError::Syntax`] when the text is not a move of this variant's notation, names a
    /// square off the board or a piece letter the variant lacks.
    pub fn read_move(&self, text: &str) -> Result<Move, MoveError> {
        self.read_move_from(text, |_| false)
    }

    /// Reads a move as [`Engine::read_move`], `from_promoted(square)` saying whether a promoted
    /// piece that turns back on moving stands there (its move is written `-`).
    pub(crate) fn read_move_from(
        &self,
        text: &str,
        from_promoted: impl Fn(Square) -> bool,
    ) -> Result<Move, MoveError> {
        let drop_piece = |c, promoted| {
            self.facts
                .drop_lookup(c, promoted)
                .map(|id| PieceKind(id as u8))
        };
        if self.variant.move_text == MoveText::Uci {
            let suffix = |c| self.variant.is_promotion_suffix(c);
            let drop = |c| drop_piece(c, false);
            let mv = uci::read_move(text, self.files, self.ranks, suffix, drop)?;
            return Ok(uci::to_choice(mv, text, |c| self.choice_letter(c)));
        }
        notation::read_move_faces(
            text,
            self.files,
            self.ranks,
            self.text_format(),
            drop_piece,
            from_promoted,
        )
    }
}

impl Engine {
    /// The type of a promotion choice (`promotes to A, B`) written `letter` (either case).
    fn choice_letter(&self, letter: char) -> Option<PieceKind> {
        let kind = self.facts.letter(letter)?;
        self.facts
            .pawns
            .choices
            .iter()
            .any(|c| c.contains(&kind))
            .then_some(PieceKind(kind as u8))
    }
}

impl Position<'_> {
    /// Whether a promoted piece that turns back on moving (`promotion every move`) stands on
    /// `sq`: its moves are written with `-`.
    pub(crate) fn turns_back(&self, sq: Square) -> bool {
        self.board.get(sq.index()).is_some_and(|&c| {
            c != 0 && self.engine.facts.pieces[cell_piece(c)].demotes_to.is_some()
        })
    }

    /// `mv` in the variant's notation (see [`Engine::format_move_by`]), with the piece on its
    /// origin.
    pub(crate) fn move_text(&self, mv: Move) -> String {
        let from_promoted = mv.from().is_some_and(|sq| self.turns_back(sq));
        let mover = match mv {
            Move::Normal { from, .. } | Move::Double { from, .. } | Move::Promote { from, .. } => {
                self.board.get(from.index()).filter(|&&c| c != 0)
            }
            Move::Drop { .. } => None,
        };
        self.engine
            .format_move_by(mv, mover.map(|&c| cell_piece(c)), from_promoted)
    }

    /// Reads `text` and checks that the move is legal here, explaining a refusal.
    pub(crate) fn parse_legal_move(&self, text: &str) -> Result<Move, MoveError> {
        let e = self.engine;
        let mv = e.read_move_from(text, |sq| self.turns_back(sq))?;
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if legal.contains(&mv) {
            return Ok(mv);
        }
        let illegal =
            |why: String| Err(MoveError::Illegal(format!("{}: {why}", self.move_text(mv))));
        let mover = mv.from().map(|from| self.board[from.index()]);
        if mover.is_some_and(|c| c == 0 || cell_color(c) != self.side) {
            let from = mv.from().map_or(0, |f| f.index());
            return illegal(format!(
                "no piece of the side to move on {}",
                e.square_text(from)
            ));
        }
        let name = mover.map_or("?", |c| e.facts.pieces[cell_piece(c)].name.as_str());
        match mv {
            Move::Drop { piece, to } => {
                let held = e
                    .drop_slot(piece)
                    .map_or(0, |s| self.hands[self.side.index()][s]);
                if held == 0 {
                    illegal("no such piece in hand".into())
                } else if self.board[to.index()] != 0 {
                    illegal("the square is occupied".into())
                } else {
                    illegal("this drop is not allowed here".into())
                }
            }
            Move::Double { .. } => illegal("no such double move here".into()),
            Move::Promote { .. } => illegal(format!("the {name} has no such legal move")),
            Move::Normal { from, to, promote } => {
                let flipped = Move::Normal {
                    from,
                    to,
                    promote: !promote,
                };
                let turn = if self.turns_back(from) {
                    "turn back"
                } else {
                    "promote"
                };
                if legal.contains(&flipped) {
                    if promote {
                        illegal(format!("the {name} cannot {turn} on this move"))
                    } else {
                        illegal(format!("the {name} must {turn} on this move"))
                    }
                } else {
                    illegal(format!("the {name} has no such legal move"))
                }
            }
        }
    }
}
