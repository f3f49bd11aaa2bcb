//! The board-independent text of [`Square`], [`PieceKind`] and [`Move`]: their `Display`,
//! `FromStr` and `Debug`.
//!
//! These types hold indices only (a square is `rank * files + file`; the board width belongs to
//! the variant), so the text they have without a board is an index form:
//!
//! | value | text |
//! |---|---|
//! | `Square(20)` | `20` |
//! | `PieceKind(3)` | `k3` |
//! | `Move::Normal` from 20 to 29 | `20-29`, promoting `20-29+` |
//! | `Move::Drop` of kind 3 on 40 | `k3*40` |
//! | `Move::Double` from 20 by 29 to 38 | `20-29-38` |
//! | `Move::Promote` from 20 to 29, becoming kind 5 | `20-29=k5` |
//!
//! `Debug` of a move writes the same text, wrapped: `Move(20-29+)` (of a square and a kind, the
//! derived `Square(20)`, `PieceKind(3)`). The text in the
//! variant's notation (USI `7g7f`, ICCS `h2e2`, UCI `e2e4`) needs the board: see
//! [`crate::Notation`] (board and letters) and [`crate::Position::format_move`] (the full
//! notation of a position, with Kyoto shogi's faces and makruk's promotion letters).

use crate::{Move, ParseError, PieceKind, Square};
use core::fmt;
use core::str::FromStr;

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Square {
    type Err = ParseError;

    /// Reads a square index (`20`), as `Display` writes it.
    ///
    /// # Errors
    /// [`ParseError`] when the text is not a decimal number below 65 536.
    fn from_str(s: &str) -> Result<Square, ParseError> {
        index(s)
            .map(Square)
            .ok_or_else(|| ParseError::new("square", s, "expected a square index (`20`)"))
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "k{}", self.0)
    }
}

impl FromStr for PieceKind {
    type Err = ParseError;

    /// Reads a piece kind (`k3`), as `Display` writes it.
    ///
    /// # Errors
    /// [`ParseError`] when the text is not `k` and a number below 256.
    fn from_str(s: &str) -> Result<PieceKind, ParseError> {
        s.strip_prefix('k')
            .and_then(index)
            .and_then(|n| u8::try_from(n).ok())
            .map(PieceKind)
            .ok_or_else(|| ParseError::new("piece kind", s, "expected `k` and a kind index (`k3`)"))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Normal { from, to, promote } => {
                write!(f, "{from}-{to}{}", if promote { "+" } else { "" })
            }
            Move::Drop { piece, to } => write!(f, "{piece}*{to}"),
            Move::Double { from, mid, to } => write!(f, "{from}-{mid}-{to}"),
            Move::Promote { from, to, piece } => write!(f, "{from}-{to}={piece}"),
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

impl FromStr for Move {
    type Err = ParseError;

    /// Reads a move in the index form `Display` writes (`20-29+`, `k3*40`, see the module's
    /// table).
    ///
    /// # Errors
    /// [`ParseError`] when the text is not a move in that form.
    fn from_str(s: &str) -> Result<Move, ParseError> {
        let bad = |reason| ParseError::new("move", s, reason);
        if let Some((piece, to)) = s.split_once('*') {
            let piece = piece
                .parse()
                .map_err(|_| bad("expected a piece kind before `*`"))?;
            let to = to.parse().map_err(|_| bad("expected a square after `*`"))?;
            return Ok(Move::Drop { piece, to });
        }
        let (squares, piece) = match s.split_once('=') {
            Some((sq, k)) => (
                sq,
                Some(
                    k.parse()
                        .map_err(|_| bad("expected a piece kind after `=`"))?,
                ),
            ),
            None => (s, None),
        };
        let (squares, promote) = match squares.strip_suffix('+') {
            Some(sq) => (sq, true),
            None => (squares, false),
        };
        let squares: Vec<Square> = squares
            .split('-')
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map_err(|_| bad("expected square indices joined by `-` (`20-29`)"))?;
        match (squares.as_slice(), promote, piece) {
            (&[from, to], promote, None) => Ok(Move::Normal { from, to, promote }),
            (&[from, to], false, Some(piece)) => Ok(Move::Promote { from, to, piece }),
            (&[from, mid, to], false, None) => Ok(Move::Double { from, mid, to }),
            (&[_, _], true, Some(_)) => Err(bad("`+` and `=` together")),
            (&[_, _, _], _, _) => Err(bad("a double move neither promotes nor becomes a kind")),
            _ => Err(bad("expected two or three squares")),
        }
    }
}

/// A decimal `u16` with digits only (no sign, no spaces).
fn index(s: &str) -> Option<u16> {
    (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
        .then(|| s.parse().ok())
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_move() -> Vec<Move> {
        let (a, b, c) = (Square(0), Square(29), Square(255));
        vec![
            Move::Normal {
                from: a,
                to: b,
                promote: false,
            },
            Move::Normal {
                from: c,
                to: a,
                promote: true,
            },
            Move::Drop {
                piece: PieceKind(3),
                to: c,
            },
            Move::Double {
                from: a,
                mid: b,
                to: a,
            },
            Move::Promote {
                from: b,
                to: c,
                piece: PieceKind(12),
            },
        ]
    }

    #[test]
    fn moves_round_trip_through_their_text() {
        let texts: Vec<String> = every_move().iter().map(Move::to_string).collect();
        assert_eq!(texts, ["0-29", "255-0+", "k3*255", "0-29-0", "29-255=k12"]);
        for mv in every_move() {
            assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
        }
        assert_eq!(format!("{:?}", every_move()[1]), "Move(255-0+)");
    }

    #[test]
    fn squares_and_kinds_round_trip() {
        for n in [0u16, 7, 80, 255, u16::MAX] {
            assert_eq!(Square(n).to_string().parse(), Ok(Square(n)));
            assert_eq!(format!("{:?}", Square(n)), format!("Square({n})"));
        }
        for n in [0u8, 9, 255] {
            assert_eq!(PieceKind(n).to_string().parse(), Ok(PieceKind(n)));
        }
    }

    #[test]
    fn bad_text_says_why() {
        for bad in ["", "-1", "+3", "65536", " 3", "3a"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
        for bad in ["k", "3", "k256", "K3"] {
            assert!(bad.parse::<PieceKind>().is_err(), "{bad}");
        }
        for bad in [
            "",
            "20",
            "20-",
            "20-29++",
            "20-29+=k1",
            "20-29-30+",
            "k1*",
            "*3",
            "1-2-3-4",
            "20-29=3",
        ] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
        let err = "20-29+=k1".parse::<Move>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "malformed move `20-29+=k1`: `+` and `=` together"
        );
    }
}
