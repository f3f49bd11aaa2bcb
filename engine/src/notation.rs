//! Moves as text: USI (`7g7f`, `8h2b+`, `P*5e`) for SFEN variants, ICCS (`h2e2`) for FEN ones.
//!
//! USI squares are the file number counted from the first player's right (1..N) and the rank
//! letter from the top (`a`); ICCS squares are the file letter from the first player's left
//! (`a`) and the rank number from its side (0..). Both forms write a promotion as a `+` suffix;
//! a drop is `LETTER*SQUARE` in USI and `LETTER@SQUARE` in ICCS (xiangqi with drops).

use crate::engine::{Engine, cell_color, cell_piece};
use crate::position::Position;
use koma_runtime::notation;
use koma_runtime::{Move, MoveError, Position as _};

impl Engine {
    /// `mv` in the variant's notation. Squares off the board or unknown pieces are written
    /// `?`; this never panics.
    pub fn format_move(&self, mv: Move) -> String {
        notation::format_move(mv, self.files, self.ranks, self.text_format(), |k| {
            self.variant.pieces.get(k.0 as usize).map(|p| p.letter)
        })
    }

    /// Reads a move in the variant's notation, without looking at any position.
    ///
    /// # Errors
    /// [`MoveError::Syntax`] when the text is not a move of this variant's notation, names a
    /// square off the board or a piece letter the variant lacks.
    pub fn read_move(&self, text: &str) -> Result<Move, MoveError> {
        notation::read_move(text, self.files, self.ranks, self.text_format(), |c| {
            self.piece_by_letter(c)
                .filter(|&k| self.hand_slot(k).is_some())
        })
    }
}

impl Position<'_> {
    /// Reads `text` and checks that the move is legal here, explaining a refusal.
    pub(crate) fn parse_legal_move(&self, text: &str) -> Result<Move, MoveError> {
        let e = self.engine;
        let mv = e.read_move(text)?;
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if legal.contains(&mv) {
            return Ok(mv);
        }
        let illegal =
            |why: String| Err(MoveError::Illegal(format!("{}: {why}", e.format_move(mv))));
        match mv {
            Move::Drop { piece, to } => {
                if self.hand_count(self.side, piece) == 0 {
                    illegal("no such piece in hand".into())
                } else if self.board[to.index()] != 0 {
                    illegal("the square is occupied".into())
                } else {
                    illegal("this drop is not allowed here".into())
                }
            }
            Move::Normal { from, to, promote } => {
                let c = self.board[from.index()];
                if c == 0 || cell_color(c) != self.side {
                    return illegal(format!(
                        "no piece of the side to move on {}",
                        e.square_text(from.index())
                    ));
                }
                let flipped = Move::Normal {
                    from,
                    to,
                    promote: !promote,
                };
                let name = &e.facts.pieces[cell_piece(c)].name;
                if legal.contains(&flipped) {
                    if promote {
                        illegal(format!("the {name} cannot promote on this move"))
                    } else {
                        illegal(format!("the {name} must promote on this move"))
                    }
                } else {
                    illegal(format!("the {name} has no such legal move"))
                }
            }
        }
    }
}
