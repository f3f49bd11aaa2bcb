//! Moves as text: USI (`7g7f`, `8h2b+`, `P*5e`) for SFEN variants, ICCS (`h2e2`) for FEN ones.
//!
//! USI squares are the file number counted from the first player's right (1..N) and the rank
//! letter from the top (`a`); ICCS squares are the file letter from the first player's left
//! (`a`) and the rank number from its side (0..). Both forms write a promotion as a `+` suffix
//! and a drop as `LETTER*SQUARE` (ICCS variants have neither in practice).

use crate::engine::{Engine, cell_color, cell_piece};
use crate::position::Position;
use koma_runtime::{Move, MoveError, Position as _, Square};

impl Engine {
    /// `mv` in the variant's notation. Squares off the board or unknown pieces are written
    /// `?`; this never panics.
    pub fn format_move(&self, mv: Move) -> String {
        let sq = |s: Square| {
            if s.index() < self.nsq {
                self.square_text(s.index())
            } else {
                "?".into()
            }
        };
        match mv {
            Move::Normal { from, to, promote } => {
                format!("{}{}{}", sq(from), sq(to), if promote { "+" } else { "" })
            }
            Move::Drop { piece, to } => {
                let letter = self
                    .variant
                    .pieces
                    .get(piece.0 as usize)
                    .map_or('?', |p| p.letter.to_ascii_uppercase());
                format!("{letter}*{}", sq(to))
            }
        }
    }

    /// Reads a move in the variant's notation, without looking at any position.
    ///
    /// # Errors
    /// [`MoveError::Syntax`] when the text is not a move of this variant's notation, names a
    /// square off the board or a piece letter the variant lacks.
    pub fn read_move(&self, text: &str) -> Result<Move, MoveError> {
        let bad = |why: &str| MoveError::Syntax(format!("`{text}`: {why}"));
        let t = text.trim();
        if t.is_empty() {
            return Err(bad("empty move"));
        }
        if !t.is_ascii() {
            return Err(bad("unexpected character"));
        }
        let b = t.as_bytes();
        if b.len() >= 2 && b[1] == b'*' {
            let Some(piece) = self.piece_by_letter(b[0] as char) else {
                return Err(bad("no piece with this letter can be dropped"));
            };
            if self.pieces[piece.0 as usize].hand_slot.is_none() {
                return Err(bad("no piece with this letter can be dropped"));
            }
            let (to, rest) = self.read_square(&t[2..]).map_err(bad)?;
            if !rest.is_empty() {
                return Err(bad("unexpected text after the move"));
            }
            return Ok(Move::Drop { piece, to });
        }
        let (from, rest) = self.read_square(t).map_err(bad)?;
        let rest = if self.is_sfen() {
            rest
        } else {
            rest.strip_prefix('-').unwrap_or(rest)
        };
        let (to, rest) = self.read_square(rest).map_err(bad)?;
        let promote = match rest {
            "" => false,
            "+" => true,
            _ => return Err(bad("unexpected text after the move")),
        };
        if from == to {
            return Err(bad("the origin and the destination are the same square"));
        }
        Ok(Move::Normal { from, to, promote })
    }

    /// Reads one square at the start of `t`; returns it and the rest.
    fn read_square<'t>(&self, t: &'t str) -> Result<(Square, &'t str), &'static str> {
        let b = t.as_bytes();
        let digits = |from: usize| b[from..].iter().take_while(|c| c.is_ascii_digit()).count();
        if self.is_sfen() {
            let n = digits(0);
            if n == 0 || n > 2 {
                return Err("expected a file number");
            }
            let Some(&letter) = b.get(n).filter(|c| c.is_ascii_lowercase()) else {
                return Err("expected a rank letter after the file number");
            };
            let file_no: u32 = t[..n].parse().map_err(|_| "bad file number")?;
            let rank_from_top = (letter - b'a') as u32;
            if file_no == 0 || file_no > self.files as u32 || rank_from_top >= self.ranks as u32 {
                return Err("no such square on this board");
            }
            let file = self.files as u32 - file_no;
            let rank = self.ranks as u32 - 1 - rank_from_top;
            Ok((Square::new(file as u8, rank as u8, self.files), &t[n + 1..]))
        } else {
            let Some(&letter) = b.first().filter(|c| c.is_ascii_alphabetic()) else {
                return Err("expected a file letter");
            };
            let n = digits(1);
            if n == 0 || n > 2 {
                return Err("expected a rank number after the file letter");
            }
            let file = (letter.to_ascii_lowercase() - b'a') as u32;
            let rank: u32 = t[1..1 + n].parse().map_err(|_| "bad rank number")?;
            if file >= self.files as u32 || rank >= self.ranks as u32 {
                return Err("no such square on this board");
            }
            Ok((Square::new(file as u8, rank as u8, self.files), &t[1 + n..]))
        }
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
                let name = &e.pieces[cell_piece(c)].name;
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
