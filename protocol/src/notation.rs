//! Move text per protocol: the variant's own notation (USI `7g7f`, ICCS `h2e2`, or
//! Fairy-Stockfish's UCI for `notation uci`), or the coordinate notation of UCI, UCCI and XBoard
//! (files `a`.. from the first player's left, ranks numbered from its side, drops `P@e5`).
//!
//! Coordinates take what only the variant knows from its native move text: the promotion
//! suffix (`+`, a turning-back `-`, or the letter of the type a pawn becomes: `e7e8q`) and the
//! dropped piece (`P`, or `+P` for a drop of a promoted face), as Fairy-Stockfish writes them in
//! these protocols (`UCI::move`, `UCI::square` in its uci.cpp: ranks from 0 on a board of ten
//! ranks in UCCI and XBoard, from 1 otherwise; a pass as `@@@@` in XBoard, as the mover's square
//! twice elsewhere).

use crate::legs;
use crate::variant::VariantInfo;
use koma_runtime::{GamePosition, Move, MoveError, Square};

/// How a protocol writes moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Notation {
    /// The variant's own notation, as koma writes it (`Position::format_move`): USI for the
    /// shogi family, ICCS or Fairy-Stockfish's UCI for FEN variants. USI uses it.
    Native,
    /// Chess coordinates: file letter from the first player's left, rank number from its
    /// side starting at `first_rank` (1 for UCI; UCCI and XBoard count the ranks of a 10-rank
    /// board from 0), drops `P@e5`, the promotion suffix of the variant's native text.
    Coordinates {
        /// The number of the first player's back rank.
        first_rank: u8,
        /// XBoard's forms: a pass (a move from a square to itself) is written `@@@@`, else
        /// the square twice (either form is read); a two-step move ([`Move::Double`]) as
        /// HaChu writes it (`crate::legs`: `@@@@`, `f8d10` or `f8e9,e9d10`), else its three
        /// squares (`f8e9d10`).
        null_pass: bool,
    },
}

impl Notation {
    /// UCI's coordinates: ranks from 1, as Fairy-Stockfish writes moves in its UCI mode.
    pub const UCI: Notation = Notation::Coordinates {
        first_rank: 1,
        null_pass: false,
    };

    /// UCCI's coordinates for a board of `ranks` ranks: from 0 on a board of 10 ranks
    /// (xiangqi `h2e2`, a Janggi pass `e1e1`), from 1 otherwise.
    pub fn ucci(ranks: u8) -> Notation {
        Notation::Coordinates {
            first_rank: u8::from(ranks != 10),
            null_pass: false,
        }
    }

    /// XBoard's coordinates for a board of `ranks` ranks: ranks as [`Notation::ucci`], a pass
    /// written `@@@@`.
    pub fn xboard(ranks: u8) -> Notation {
        Notation::Coordinates {
            first_rank: u8::from(ranks != 10),
            null_pass: true,
        }
    }
}

/// `sq` in coordinates: `e4`, `a10`.
fn square(sq: Square, info: &VariantInfo, first_rank: u8) -> String {
    let file = (b'a' + sq.file(info.files)) as char;
    format!(
        "{file}{}",
        u32::from(sq.rank(info.files)) + u32::from(first_rank)
    )
}

/// `mv`, legal in `pos`, written in `notation`.
pub fn format_move<P: GamePosition>(
    pos: &P,
    mv: Move,
    notation: Notation,
    info: &VariantInfo,
) -> String {
    let native = pos.format_move(mv);
    let Notation::Coordinates {
        first_rank,
        null_pass,
    } = notation
    else {
        return native;
    };
    match mv {
        Move::Normal { from, to, .. } if from == to && null_pass => PASS.to_string(),
        Move::Normal { from, to, promote } => {
            // a promoting move's native text ends in its suffix (`+`, `-`, `q`)
            let suffix = native.chars().last().filter(|_| promote);
            let mut text = square(from, info, first_rank) + &square(to, info, first_rank);
            text.extend(suffix);
            text
        }
        Move::Drop { to, .. } => {
            // the native text of a drop is `PIECE*SQUARE` or `PIECE@SQUARE` (`P`, `+P`)
            let piece = native.split(['*', '@']).next().unwrap_or("?");
            format!("{piece}@{}", square(to, info, first_rank))
        }
        Move::Double { from, mid, to } if null_pass => {
            legs::write(pos, (from, mid, to), |s| square(s, info, first_rank))
        }
        Move::Double { from, mid, to } => format!(
            "{}{}{}",
            square(from, info, first_rank),
            square(mid, info, first_rank),
            square(to, info, first_rank)
        ),
        Move::Promote { from, to, .. } => {
            // the native text ends in the letter of the type chosen
            let letter = native.chars().last().unwrap_or('?');
            format!(
                "{}{}{letter}",
                square(from, info, first_rank),
                square(to, info, first_rank)
            )
        }
    }
}

/// XBoard's pass.
const PASS: &str = legs::PASS;

/// `moves`, a line from `root`, written in `notation`: the text of each move in the position
/// it is played from; the line stops before the first move that is not legal.
pub fn format_line<P: GamePosition>(
    root: &P,
    moves: &[Move],
    notation: Notation,
    info: &VariantInfo,
) -> Vec<String> {
    let mut pos = root.clone();
    let mut out = Vec::with_capacity(moves.len());
    let mut legal = Vec::new();
    for &mv in moves {
        legal.clear();
        pos.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            break;
        }
        out.push(format_move(&pos, mv, notation, info));
        pos.play_unchecked(mv);
    }
    out
}

/// Reads `text` in `notation` as a legal move of `pos`.
///
/// # Errors
/// [`MoveError::Syntax`] for text that is not a move, [`MoveError::Illegal`] for a move that
/// is not legal in `pos`.
pub fn parse_move<P: GamePosition>(
    pos: &P,
    text: &str,
    notation: Notation,
    info: &VariantInfo,
) -> Result<Move, MoveError> {
    let Notation::Coordinates {
        first_rank,
        null_pass,
    } = notation
    else {
        return pos.parse_move(text);
    };
    // XBoard may mark a move that declines an optional promotion with `=`
    let t = text.strip_suffix('=').unwrap_or(text);
    let xboard_pass = null_pass && t == PASS;
    let two_legs = null_pass && legs::looks_like_legs(t);
    if !xboard_pass && !two_legs && !looks_like_coordinates(t) {
        return Err(MoveError::Syntax(format!(
            "`{text}`: expected a move such as `e2e4`, `P@e5`, `c7c8+` or `e7e8q`"
        )));
    }
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    let written = |mv| match mv {
        // XBoard's pass is also read as the square twice, as Fairy-Stockfish reads it
        Move::Normal { from, to, .. } if from == to && null_pass => {
            xboard_pass || square(from, info, first_rank) + &square(to, info, first_rank) == t
        }
        Move::Double { from, mid, to } if null_pass => legs::reads_as(
            pos,
            (from, mid, to),
            |s| square(s, info, first_rank),
            &t.to_ascii_lowercase(),
        ),
        _ => reads_as(&format_move(pos, mv, notation, info), t),
    };
    legal
        .into_iter()
        .find(|&mv| written(mv))
        .ok_or_else(|| MoveError::Illegal(text.to_string()))
}

/// Whether `t` is the coordinate text `written` (case aside), or, for a move turning a piece
/// back (`a1a2-`, Fairy-Stockfish's writing), the same with `+` (`a1a2+`: lishogi marks every
/// move that turns a piece over with `+`, as the native reading does).
fn reads_as(written: &str, t: &str) -> bool {
    if written.eq_ignore_ascii_case(t) {
        return true;
    }
    match (written.strip_suffix('-'), t.strip_suffix('+')) {
        (Some(w), Some(t)) => w.eq_ignore_ascii_case(t),
        _ => false,
    }
}

/// Whether `t` has the shape of a coordinate move: two squares (`e2e4`, `a10b10`) or a drop
/// (`P@e5`, `+P@c3`), with an optional suffix (`+`, `-`, a promotion letter in either case:
/// `e7e8q`, `e7e8Q`).
fn looks_like_coordinates(t: &str) -> bool {
    let t = t
        .strip_suffix(|c: char| c == '+' || c == '-' || c.is_ascii_alphabetic())
        .filter(|rest| rest.ends_with(|c: char| c.is_ascii_digit()))
        .unwrap_or(t);
    let square = |s: &str| -> Option<usize> {
        let b = s.as_bytes();
        if !b.first()?.is_ascii_lowercase() {
            return None;
        }
        let digits = b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
        (1..=2).contains(&digits).then_some(1 + digits)
    };
    let piece = t.strip_prefix('+').unwrap_or(t);
    if let Some(rest) = piece.get(1..).and_then(|r| r.strip_prefix('@')) {
        return piece.as_bytes()[0].is_ascii_alphabetic() && square(rest) == Some(rest.len());
    }
    match square(t) {
        Some(n) => square(&t[n..]) == Some(t.len() - n),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinate_shapes() {
        for ok in [
            "e2e4", "a0i9", "a10b11", "P@e5", "c7c8+", "k1k10", "e7e8q", "+P@c3", "e1e2-",
        ] {
            assert!(looks_like_coordinates(ok), "{ok}");
        }
        for bad in [
            "", "e2", "e2e", "7g7f", "P*5e", "e2e4xy", "@e5", "e123e4", "E2e4", "e2q", "++P@c3",
        ] {
            assert!(!looks_like_coordinates(bad), "{bad}");
        }
    }

    #[test]
    fn xboard_counts_ten_rank_boards_from_zero() {
        let ranks = |n: Notation| match n {
            Notation::Coordinates { first_rank, .. } => first_rank,
            Notation::Native => 99,
        };
        assert_eq!(ranks(Notation::xboard(10)), 0);
        assert_eq!(ranks(Notation::ucci(10)), 0);
        assert_eq!(ranks(Notation::xboard(9)), 1);
        assert_eq!(ranks(Notation::ucci(7)), 1);
        assert_eq!(ranks(Notation::xboard(11)), 1);
        assert_eq!(Notation::ucci(9), Notation::UCI);
        assert_ne!(Notation::xboard(9), Notation::UCI);
    }
}
