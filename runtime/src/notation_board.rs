//! [`Notation`]: a variant's move notation with its board — squares and moves as text (USI
//! `7g7f`, ICCS `h2e2`, UCI `e2e4`) without a position.

use crate::setup::TextFormat;
use crate::uci::MoveText;
use crate::{Move, MoveError, ParseError, PieceKind, Square, notation, uci};
use core::fmt;

/// The coordinates a variant's moves are written in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Style {
    /// USI, the shogi family: file number from the first player's right, rank letter from the
    /// top (`7g7f`, `8h2b+`, drops `P*5e`).
    Usi,
    /// ICCS, xiangqi: file letter from the first player's left, rank number from its side
    /// counted from 0 (`h2e2`, drops `P@e4`).
    Iccs,
    /// Fairy-Stockfish's UCI: as ICCS with ranks counted from 1 (`e2e4`, `a9a10`, `e7e8q`,
    /// drops `P@e5`).
    Uci,
}

impl Style {
    /// The style of a variant whose positions are written in `format` and moves in `text`
    /// (the rules file's `notation` statement: `sfen`, `fen`, `uci`).
    pub const fn new(format: TextFormat, text: MoveText) -> Style {
        match (format, text) {
            (_, MoveText::Uci) => Style::Uci,
            (TextFormat::Sfen, MoveText::Native) => Style::Usi,
            (TextFormat::Fen, MoveText::Native) => Style::Iccs,
        }
    }
}

/// A variant's move notation on its board: how squares and moves are written, from the board
/// size, the [`Style`] and the piece letters. Every generated module exports its own as
/// `NOTATION`; the reference engine gives it with `Engine::notation`.
///
/// This is the notation of the board, without a position: a move's text here is its squares,
/// `+` for a promotion, the letter of a dropped type or of the type a [`Move::Promote`]
/// becomes. What a position adds — Kyoto shogi's `-` for a piece turning back (written `+`
/// here, as lishogi does) and its `+P*5d` drops, makruk's promotion written with the letter of the type it becomes — is written by
/// [`crate::Position::format_move`], which is the variant's full notation and reads every form
/// this type writes.
///
/// ```
/// use koma_runtime::{Move, Notation, Square, Style};
/// const LETTERS: &[char] = &['P', 'L', 'N', 'S', 'G', 'B', 'R', 'K'];
/// let shogi = Notation { files: 9, ranks: 9, style: Style::Usi, letters: LETTERS };
/// let mv: Move = shogi.parse_move("7g7f").unwrap();
/// assert_eq!(mv.from(), Some(Square::new(2, 2, 9)));
/// assert_eq!(mv.display(&shogi).to_string(), "7g7f");
/// assert_eq!(shogi.square(Square::new(4, 4, 9)).to_string(), "5e");
/// assert_eq!(shogi.parse_move("P*5e").unwrap().to_string(), "k0*40");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Notation<'a> {
    /// Files (columns) of the board.
    pub files: u8,
    /// Ranks (rows) of the board.
    pub ranks: u8,
    /// The coordinates.
    pub style: Style,
    /// Each piece kind's uppercase letter, by kind index (`letters[k.0]`): a kind without one
    /// is written `?`.
    pub letters: &'a [char],
}

impl<'a> Notation<'a> {
    /// `sq` as text (`5e`, `e4`), or `?` for a square off the board.
    pub fn square(&self, sq: Square) -> impl fmt::Display + 'static {
        match self.style {
            Style::Usi => notation::square_text(sq, self.files, self.ranks, TextFormat::Sfen),
            Style::Iccs => notation::square_text(sq, self.files, self.ranks, TextFormat::Fen),
            Style::Uci => uci::square_text(sq, self.files, self.ranks),
        }
    }

    /// Reads a square (`5e`, `e4`, `a10`).
    ///
    /// # Errors
    /// [`ParseError`] when the text is not a square in this style or names one off the board.
    pub fn parse_square(&self, text: &str) -> Result<Square, ParseError> {
        let bad = |reason| ParseError::new("square", text, reason);
        let (sq, rest) = match self.style {
            Style::Usi => notation::read_square(text, self.files, self.ranks, TextFormat::Sfen),
            Style::Iccs => notation::read_square(text, self.files, self.ranks, TextFormat::Fen),
            Style::Uci => uci::read_square(text, self.files, self.ranks),
        }
        .map_err(bad)?;
        if rest.is_empty() {
            Ok(sq)
        } else {
            Err(bad("unexpected text after the square"))
        }
    }

    /// `mv` as text; [`Move::display`] gives it as a `Display` value. Never panics.
    pub fn format_move(&self, mv: Move) -> String {
        let letter = |k: PieceKind| self.letters.get(k.0 as usize).copied();
        match self.style {
            Style::Usi => {
                notation::format_move(mv, self.files, self.ranks, TextFormat::Sfen, letter)
            }
            Style::Iccs => {
                notation::format_move(mv, self.files, self.ranks, TextFormat::Fen, letter)
            }
            Style::Uci => uci::format_move(mv, self.files, self.ranks, None, letter),
        }
    }

    /// Reads a move as [`Notation::format_move`] writes it, without looking at any position
    /// (so without checking that it is legal: [`crate::Position::parse_move`] does).
    ///
    /// # Errors
    /// [`MoveError::Syntax`] when the text is not a move in this notation, names a square off
    /// the board or a letter of no piece kind.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let kind = |c: char| {
            self.letters
                .iter()
                .position(|l| l.eq_ignore_ascii_case(&c))
                .map(|k| PieceKind(k as u8))
        };
        let (files, ranks) = (self.files, self.ranks);
        match self.style {
            Style::Usi => notation::read_move(text, files, ranks, TextFormat::Sfen, kind),
            Style::Iccs => notation::read_move(text, files, ranks, TextFormat::Fen, kind),
            Style::Uci => uci::read_move(text, files, ranks, |c| kind(c).is_some(), kind)
                .map(|mv| uci::to_choice(mv, text, kind)),
        }
    }
}

/// A [`Move`] in a [`Notation`], from [`Move::display`].
#[derive(Copy, Clone, Debug)]
pub struct MoveDisplay<'n> {
    mv: Move,
    notation: &'n Notation<'n>,
}

impl fmt::Display for MoveDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.notation.format_move(self.mv))
    }
}

impl Move {
    /// This move in `notation` (`7g7f`, `h2e2`), as a `Display` value:
    /// `mv.display(&NOTATION).to_string()`. `Move`'s own `Display` is the board-independent
    /// index form (`20-29`, see [`crate::index_text`]).
    pub fn display<'n>(self, notation: &'n Notation<'n>) -> MoveDisplay<'n> {
        MoveDisplay { mv: self, notation }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: &[char] = &['P', 'N', 'B', 'R', 'Q', 'K'];

    fn every_square(n: &Notation) -> impl Iterator<Item = Square> {
        (0..n.files as u16 * n.ranks as u16).map(Square)
    }

    #[test]
    fn squares_round_trip_in_every_style_and_size() {
        for style in [Style::Usi, Style::Iccs, Style::Uci] {
            for (files, ranks) in [(3, 3), (9, 9), (9, 10), (12, 12), (16, 16)] {
                let n = Notation {
                    files,
                    ranks,
                    style,
                    letters: CHESS,
                };
                for sq in every_square(&n) {
                    let text = n.square(sq).to_string();
                    assert_eq!(
                        n.parse_square(&text),
                        Ok(sq),
                        "{style:?} {files}x{ranks} {text}"
                    );
                }
            }
        }
    }

    #[test]
    fn moves_round_trip_in_every_style() {
        for style in [Style::Usi, Style::Iccs, Style::Uci] {
            let n = Notation {
                files: 9,
                ranks: 10,
                style,
                letters: CHESS,
            };
            let (a, b, c) = (
                Square::new(0, 0, 9),
                Square::new(4, 9, 9),
                Square::new(8, 5, 9),
            );
            let moves = [
                Move::Normal {
                    from: a,
                    to: b,
                    promote: false,
                },
                Move::Normal {
                    from: b,
                    to: c,
                    promote: true,
                },
                Move::Drop {
                    piece: PieceKind(1),
                    to: c,
                },
                Move::Double {
                    from: a,
                    mid: b,
                    to: a,
                },
            ];
            for mv in moves {
                let text = mv.display(&n).to_string();
                assert_eq!(n.parse_move(&text), Ok(mv), "{style:?} {text}");
            }
        }
        let uci = Notation {
            files: 8,
            ranks: 8,
            style: Style::Uci,
            letters: CHESS,
        };
        let queen = uci.parse_move("e7e8q").unwrap();
        assert_eq!(
            queen,
            Move::Promote {
                from: Square(52),
                to: Square(60),
                piece: PieceKind(4)
            }
        );
        assert_eq!(queen.display(&uci).to_string(), "e7e8q");
    }

    #[test]
    fn texts_match_the_notations() {
        let usi = Notation {
            files: 9,
            ranks: 9,
            style: Style::Usi,
            letters: CHESS,
        };
        let iccs = Notation {
            files: 9,
            ranks: 10,
            style: Style::Iccs,
            ..usi
        };
        let uci = Notation {
            style: Style::Uci,
            ..iccs
        };
        let sq = Square::new(7, 2, 9);
        assert_eq!(usi.square(sq).to_string(), "2g");
        assert_eq!(iccs.square(sq).to_string(), "h2");
        assert_eq!(uci.square(sq).to_string(), "h3");
        let err = usi.parse_square("0a").unwrap_err();
        assert_eq!(
            err.to_string(),
            "malformed square `0a`: no such square on this board"
        );
        assert!(usi.parse_square("5e5").is_err());
        assert!(uci.parse_move("Z@e5").is_err());
    }
}
