//! Move text shared by every backend: USI (`7g7f`, `8h2b+`, `P*5e`) for SFEN variants and ICCS
//! (`h2e2`) for FEN ones.
//!
//! USI squares are the file number counted from the first player's right (1..N) and the rank
//! letter from the top (`a`); ICCS squares are the file letter from the first player's left
//! (`a`) and the rank number from its side (0..). Both forms write a promotion as a `+` suffix
//! and a drop as `LETTER*SQUARE`. These helpers know only the board size and the format; the
//! piece letters come from the caller.

use crate::setup::TextFormat;
use crate::{Move, MoveError, PieceKind, Square};

/// `sq` in the move notation of `format` on a board `files` x `ranks` (`5e` USI, `e4` ICCS), or
/// `?` for a square off the board.
pub fn square_text(sq: Square, files: u8, ranks: u8, format: TextFormat) -> String {
    if sq.index() >= files as usize * ranks as usize {
        return "?".into();
    }
    let (file, rank) = (sq.file(files), sq.rank(files));
    match format {
        TextFormat::Sfen => {
            let letter = (b'a' + (ranks - 1 - rank)) as char;
            format!("{}{}", files - file, letter)
        }
        TextFormat::Fen => format!("{}{}", (b'a' + file) as char, rank),
    }
}

/// `mv` as text. `letter(kind)` gives a dropped type's uppercase letter (`None` is written `?`).
/// Never panics.
pub fn format_move(
    mv: Move,
    files: u8,
    ranks: u8,
    format: TextFormat,
    letter: impl Fn(PieceKind) -> Option<char>,
) -> String {
    let sq = |s| square_text(s, files, ranks, format);
    match mv {
        Move::Normal { from, to, promote } => {
            format!("{}{}{}", sq(from), sq(to), if promote { "+" } else { "" })
        }
        Move::Drop { piece, to } => {
            let l = letter(piece).map_or('?', |l| l.to_ascii_uppercase());
            format!("{l}*{}", sq(to))
        }
    }
}

/// Reads a move without looking at any position. `drop_piece(letter)` maps a letter (either
/// case) to the type it drops, `None` when no such type can be dropped.
///
/// # Errors
/// [`MoveError::Syntax`] when the text is not a move in this notation, names a square off the
/// board or a letter that cannot be dropped.
pub fn read_move(
    text: &str,
    files: u8,
    ranks: u8,
    format: TextFormat,
    drop_piece: impl Fn(char) -> Option<PieceKind>,
) -> Result<Move, MoveError> {
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
        let Some(piece) = drop_piece(b[0] as char) else {
            return Err(bad("no piece with this letter can be dropped"));
        };
        let (to, rest) = read_square(&t[2..], files, ranks, format).map_err(bad)?;
        if !rest.is_empty() {
            return Err(bad("unexpected text after the move"));
        }
        return Ok(Move::Drop { piece, to });
    }
    let (from, rest) = read_square(t, files, ranks, format).map_err(bad)?;
    let rest = match format {
        TextFormat::Sfen => rest,
        TextFormat::Fen => rest.strip_prefix('-').unwrap_or(rest),
    };
    let (to, rest) = read_square(rest, files, ranks, format).map_err(bad)?;
    let promote = match rest {
        "" => false,
        "+" => true,
        _ => return Err(bad("unexpected text after the move")),
    };
    // `from == to` is a pass (Janggi: the royal piece's square twice); a position without
    // one does not list it as legal
    Ok(Move::Normal { from, to, promote })
}

/// Reads one square at the start of `t` (ASCII); returns it and the rest.
pub fn read_square(
    t: &str,
    files: u8,
    ranks: u8,
    format: TextFormat,
) -> Result<(Square, &str), &'static str> {
    let b = t.as_bytes();
    let digits = |from: usize| {
        b.get(from..)
            .map_or(0, |s| s.iter().take_while(|c| c.is_ascii_digit()).count())
    };
    match format {
        TextFormat::Sfen => {
            let n = digits(0);
            if n == 0 || n > 2 {
                return Err("expected a file number");
            }
            let Some(&letter) = b.get(n).filter(|c| c.is_ascii_lowercase()) else {
                return Err("expected a rank letter after the file number");
            };
            let file_no: u32 = t[..n].parse().map_err(|_| "bad file number")?;
            let rank_from_top = (letter - b'a') as u32;
            if file_no == 0 || file_no > files as u32 || rank_from_top >= ranks as u32 {
                return Err("no such square on this board");
            }
            let file = files as u32 - file_no;
            let rank = ranks as u32 - 1 - rank_from_top;
            Ok((Square::new(file as u8, rank as u8, files), &t[n + 1..]))
        }
        TextFormat::Fen => {
            let Some(&letter) = b.first().filter(|c| c.is_ascii_alphabetic()) else {
                return Err("expected a file letter");
            };
            let n = digits(1);
            if n == 0 || n > 2 {
                return Err("expected a rank number after the file letter");
            }
            let file = (letter.to_ascii_lowercase() - b'a') as u32;
            let rank: u32 = t[1..1 + n].parse().map_err(|_| "bad rank number")?;
            if file >= files as u32 || rank >= ranks as u32 {
                return Err("no such square on this board");
            }
            Ok((Square::new(file as u8, rank as u8, files), &t[1 + n..]))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usi_and_iccs_round_trip() {
        let sfen = TextFormat::Sfen;
        let mv = read_move("7g7f", 9, 9, sfen, |_| None).unwrap();
        assert_eq!(
            mv,
            Move::Normal {
                from: Square::new(2, 2, 9),
                to: Square::new(2, 3, 9),
                promote: false
            }
        );
        assert_eq!(format_move(mv, 9, 9, sfen, |_| None), "7g7f");
        let drop = read_move("P*5e", 9, 9, sfen, |c| (c == 'P').then_some(PieceKind(7))).unwrap();
        assert_eq!(format_move(drop, 9, 9, sfen, |_| Some('P')), "P*5e");
        let fen = TextFormat::Fen;
        let mv = read_move("h2e2", 9, 10, fen, |_| None).unwrap();
        assert_eq!(format_move(mv, 9, 10, fen, |_| None), "h2e2");
        assert!(read_move("z9z9", 9, 10, fen, |_| None).is_err());
        assert!(read_move("1j1a", 9, 9, sfen, |_| None).is_err());
    }
}
