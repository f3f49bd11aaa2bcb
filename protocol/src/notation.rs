//! Move text per protocol: the variant's own notation (USI `7g7f`, ICCS `h2e2`), or the
//! coordinate notation of UCI and XBoard (files `a`.. from the first player's left, ranks
//! numbered from its side, drops `P@e5`, promotion `+`).

use crate::variant::VariantInfo;
use koma_runtime::{Move, MoveError, Position, Square};

/// How a protocol writes moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Notation {
    /// The variant's own notation, as koma writes it (`Position::format_move`): USI for the
    /// shogi family, ICCS for xiangqi. USI and UCCI use it.
    Native,
    /// Chess coordinates: file letter from the first player's left, rank number from its
    /// side starting at `first_rank` (1 for UCI; XBoard counts the ranks of a 10-rank board
    /// from 0), drops `P@e5`, promotion suffix `+`.
    Coordinates {
        /// The number of the first player's back rank.
        first_rank: u8,
    },
}

impl Notation {
    /// UCI's coordinates: ranks from 1, as Fairy-Stockfish writes moves in its UCI mode.
    pub const UCI: Notation = Notation::Coordinates { first_rank: 1 };

    /// XBoard's coordinates for a board of `ranks` ranks: from 0 on a board of 10 ranks
    /// (xiangqi `h2e2`), from 1 otherwise.
    pub fn xboard(ranks: u8) -> Notation {
        Notation::Coordinates {
            first_rank: u8::from(ranks != 10),
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
pub fn format_move<P: Position>(
    pos: &P,
    mv: Move,
    notation: Notation,
    info: &VariantInfo,
) -> String {
    let Notation::Coordinates { first_rank } = notation else {
        return pos.format_move(mv);
    };
    match mv {
        Move::Normal { from, to, promote } => format!(
            "{}{}{}",
            square(from, info, first_rank),
            square(to, info, first_rank),
            if promote { "+" } else { "" }
        ),
        Move::Promote { from, to, .. } => {
            // the native text ends in the letter of the type chosen
            let letter = pos.format_move(mv).chars().last().unwrap_or('?');
            format!(
                "{}{}{letter}",
                square(from, info, first_rank),
                square(to, info, first_rank)
            )
        }
        Move::Drop { to, .. } => {
            // the native text of a drop is `LETTER*SQUARE`: its letter names the piece
            let native = pos.format_move(mv);
            let letter = native.chars().next().unwrap_or('?');
            format!("{letter}@{}", square(to, info, first_rank))
        }
    }
}

/// `moves`, a line from `root`, written in `notation`: the text of each move in the position
/// it is played from; the line stops before the first move that is not legal.
pub fn format_line<P: Position>(
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
pub fn parse_move<P: Position>(
    pos: &P,
    text: &str,
    notation: Notation,
    info: &VariantInfo,
) -> Result<Move, MoveError> {
    if notation == Notation::Native {
        return pos.parse_move(text);
    }
    // XBoard may mark a move that declines an optional promotion with `=`
    let t = text.strip_suffix('=').unwrap_or(text);
    if !looks_like_coordinates(t) {
        return Err(MoveError::Syntax(format!(
            "`{text}`: expected a move such as `e2e4`, `P@e5` or `c7c8+`"
        )));
    }
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    legal
        .into_iter()
        .find(|&mv| format_move(pos, mv, notation, info).eq_ignore_ascii_case(t))
        .ok_or_else(|| MoveError::Illegal(text.to_string()))
}

/// Whether `t` has the shape of a coordinate move: two squares (`e2e4`, `a10b10`) or a drop
/// (`P@e5`), with an optional `+`.
fn looks_like_coordinates(t: &str) -> bool {
    let t = t.strip_suffix('+').unwrap_or(t);
    let square = |s: &str| -> Option<usize> {
        let b = s.as_bytes();
        if !b.first()?.is_ascii_lowercase() {
            return None;
        }
        let digits = b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
        (1..=2).contains(&digits).then_some(1 + digits)
    };
    if let Some(rest) = t.get(1..).and_then(|r| r.strip_prefix('@')) {
        return t.as_bytes()[0].is_ascii_alphabetic() && square(rest) == Some(rest.len());
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
        for ok in ["e2e4", "a0i9", "a10b11", "P@e5", "c7c8+", "k1k10"] {
            assert!(looks_like_coordinates(ok), "{ok}");
        }
        for bad in [
            "", "e2", "e2e", "7g7f", "P*5e", "e2e4x", "@e5", "e123e4", "E2e4",
        ] {
            assert!(!looks_like_coordinates(bad), "{bad}");
        }
    }

    #[test]
    fn xboard_counts_ten_rank_boards_from_zero() {
        assert_eq!(
            Notation::xboard(10),
            Notation::Coordinates { first_rank: 0 }
        );
        assert_eq!(Notation::xboard(9), Notation::UCI);
        assert_eq!(Notation::xboard(11), Notation::UCI);
    }
}
