//! Move text shared by every backend: USI (`7g7f`, `8h2b+`, `P*5e`) for SFEN variants and ICCS
//! (`h2e2`, drops `P@e4`) for FEN ones.
//!
//! USI squares are the file number counted from the first player's right (1..N) and the rank
//! letter from the top (`a`); ICCS squares are the file letter from the first player's left
//! (`a`) and the rank number from its side (0..). Both forms write a promotion as a `+` suffix;
//! a drop is `LETTER*SQUARE` in USI and `LETTER@SQUARE` in FEN variants (see [`drop_mark`]).
//! These helpers know only the board size and the format; the piece letters come from the
//! caller.

use crate::text_format::TextFormat;
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

/// The character between a dropped piece's letter and its square: `*` in USI (`P*5e`), `@` in
/// FEN variants (`P@e4`, Fairy-Stockfish's UCI form; the square is ICCS, like the board moves).
/// Either is read in both.
pub fn drop_mark(format: TextFormat) -> char {
    match format {
        TextFormat::Sfen => '*',
        TextFormat::Fen => '@',
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
    format_move_faces(
        mv,
        files,
        ranks,
        format,
        |k| letter(k).map(|l| (l, false)),
        false,
    )
}

/// `mv` as text, for variants whose pieces turn over on every move (`promotion every move`,
/// `drops either face`), as Fairy-Stockfish writes them in USI: `letter(kind)` gives a dropped
/// type's uppercase letter and whether the type is a promoted one (its drop is written
/// `+P*5d`); `from_promoted` says that the piece on the move's origin is a promoted one, so a
/// move with `promote` set turns it back, written with a `-` suffix (`5e5d-`). Never panics.
pub fn format_move_faces(
    mv: Move,
    files: u8,
    ranks: u8,
    format: TextFormat,
    letter: impl Fn(PieceKind) -> Option<(char, bool)>,
    from_promoted: bool,
) -> String {
    write_move(
        mv,
        |s| square_text(s, files, ranks, format),
        if from_promoted { "-" } else { "+" },
        drop_mark(format),
        letter,
    )
}

/// `mv` as text with squares written by `sq`, a promotion as the `promote_suffix` and a drop as
/// `LETTER`, `drop_mark`, square, preceded by `+` when `letter(kind)` says the dropped type is
/// a promoted one (`letter` as in [`format_move_faces`]); shared with the UCI form.
pub(crate) fn write_move(
    mv: Move,
    sq: impl Fn(Square) -> String,
    promote_suffix: &str,
    drop_mark: char,
    letter: impl Fn(PieceKind) -> Option<(char, bool)>,
) -> String {
    match mv {
        Move::Normal { from, to, promote } => {
            let p = if promote { promote_suffix } else { "" };
            format!("{}{}{p}", sq(from), sq(to))
        }
        Move::Drop { piece, to } => {
            let (l, promoted) = letter(piece).unwrap_or(('?', false));
            let plus = if promoted { "+" } else { "" };
            format!("{plus}{}{drop_mark}{}", l.to_ascii_uppercase(), sq(to))
        }
        Move::Double { from, mid, to } => format!("{}{}{}", sq(from), sq(mid), sq(to)),
        Move::Promote { from, to, piece } => {
            let (l, _) = letter(piece).unwrap_or(('?', false));
            format!("{}{}{}", sq(from), sq(to), l.to_ascii_lowercase())
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
    let drop_piece = |c, promoted: bool| if promoted { None } else { drop_piece(c) };
    read_with_suffixes(
        text,
        files,
        ranks,
        format,
        drop_piece,
        |_, rest| match rest {
            "" => Ok(false),
            "+" => Ok(true),
            _ => Err("unexpected text after the move"),
        },
    )
}

/// Reads a move as [`read_move`] does, and also the forms of [`format_move_faces`]: a drop of a
/// promoted type (`+P*5d`: `drop_piece(letter, true)` gives the type) and a promoted piece
/// turning back (`5e5d-`, read as a move with `promote` set). `from_promoted(square)` says
/// whether a promoted piece that turns back on moving stands on a square (always `false` where
/// pieces do not turn back).
///
/// A move turning a piece back is read in both writings: Fairy-Stockfish's `5e5d-` and
/// lishogi's `5e5d+` (lishogi marks every move that turns a piece over with `+`, whichever
/// way it turns). Both are the one move that turns the piece over, `promote` set.
///
/// # Errors
/// As [`read_move`]; also `-` on a move of a piece that does not turn back (its promotion is
/// written `+`), and a `+` drop of a letter whose promoted type cannot be dropped.
pub fn read_move_faces(
    text: &str,
    files: u8,
    ranks: u8,
    format: TextFormat,
    drop_piece: impl Fn(char, bool) -> Option<PieceKind>,
    from_promoted: impl Fn(Square) -> bool,
) -> Result<Move, MoveError> {
    read_with_suffixes(
        text,
        files,
        ranks,
        format,
        drop_piece,
        |from, rest| match rest {
            "" => Ok(false),
            "+" => Ok(true),
            "-" if from_promoted(from) => Ok(true),
            "-" => Err(
                "`-` turns a promoted piece back, and no such piece stands on the origin: a promotion is written `+`",
            ),
            _ => Err("unexpected text after the move"),
        },
    )
}

/// The board-move reader shared by [`read_move`] and [`read_move_faces`]: `promotion(from,
/// suffix)` reads what follows the squares.
fn read_with_suffixes<'t>(
    text: &'t str,
    files: u8,
    ranks: u8,
    format: TextFormat,
    drop_piece: impl Fn(char, bool) -> Option<PieceKind>,
    promotion: impl Fn(Square, &'t str) -> Result<bool, &'static str>,
) -> Result<Move, MoveError> {
    parse_move(
        text,
        b"*@",
        |t| read_square(t, files, ranks, format),
        |rest| match format {
            TextFormat::Sfen => rest,
            TextFormat::Fen => rest.strip_prefix('-').unwrap_or(rest),
        },
        promotion,
        drop_piece,
    )
}

/// Reads a move: a drop `[+]LETTER`, one of `drop_marks`, square (`drop_piece(letter, promoted)` gives
/// the dropped type, `promoted` for a leading `+`), or two squares (read by `square`, with
/// `separator` stripping what may stand between them) and a suffix that `promotion(from,
/// suffix)` reads (whether the move promotes); shared with the UCI form. Errors as in
/// [`read_move`].
pub(crate) fn parse_move<'t>(
    text: &'t str,
    drop_marks: &[u8],
    square: impl Fn(&'t str) -> Result<(Square, &'t str), &'static str>,
    separator: impl Fn(&'t str) -> &'t str,
    promotion: impl Fn(Square, &'t str) -> Result<bool, &'static str>,
    drop_piece: impl Fn(char, bool) -> Option<PieceKind>,
) -> Result<Move, MoveError> {
    let bad = |why: &str| MoveError::Syntax(format!("`{text}`: {why}"));
    let t = text.trim();
    if t.is_empty() {
        return Err(bad("empty move"));
    }
    if !t.is_ascii() {
        return Err(bad("unexpected character"));
    }
    let (promoted, d) = match t.strip_prefix('+') {
        Some(rest) => (true, rest),
        None => (false, t),
    };
    let b = d.as_bytes();
    if b.len() >= 2 && drop_marks.contains(&b[1]) {
        let Some(piece) = drop_piece(b[0] as char, promoted) else {
            return Err(bad("no piece with this letter can be dropped"));
        };
        let (to, rest) = square(&d[2..]).map_err(bad)?;
        if !rest.is_empty() {
            return Err(bad("unexpected text after the move"));
        }
        return Ok(Move::Drop { piece, to });
    }
    let (from, rest) = square(t).map_err(bad)?;
    let (to, rest) = square(separator(rest)).map_err(bad)?;
    // a third square: a double move, `from`, its first step, its end (lishogi's `7g7f7e`)
    if let Ok((end, rest)) = square(separator(rest)) {
        if !rest.is_empty() {
            return Err(bad("unexpected text after a double move"));
        }
        return Ok(Move::Double {
            from,
            mid: to,
            to: end,
        });
    }
    let promote = promotion(from, rest).map_err(bad)?;
    // `from == to` is a pass (Janggi: the royal piece's square twice); a position without
    // one does not list it as legal
    Ok(Move::Normal { from, to, promote })
}

/// Reads one square at the start of `t` (ASCII); returns it and the rest.
///
/// # Errors
/// Why the text does not start with a square of this board in `format` (no file number or
/// letter, no rank, a square off the board).
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
        let drop = read_move("P@e4", 9, 10, fen, |c| (c == 'P').then_some(PieceKind(6))).unwrap();
        assert_eq!(
            drop,
            Move::Drop {
                piece: PieceKind(6),
                to: Square::new(4, 4, 9)
            }
        );
        assert_eq!(format_move(drop, 9, 10, fen, |_| Some('P')), "P@e4");
        assert!(read_move("1j1a", 9, 9, sfen, |_| None).is_err());
    }

    #[test]
    fn faces_write_and_read_a_promoted_drop_and_a_piece_turning_back() {
        let sfen = TextFormat::Sfen;
        // kind 2 is the promoted face of kind 1, letter P; a promoted piece stands on 5e
        let letter = |k: PieceKind| Some(('P', k.0 == 2));
        let drop_piece =
            |c: char, promoted: bool| (c == 'P').then_some(PieceKind(1 + promoted as u8));
        let on_5e = |sq: Square| sq == Square::new(0, 0, 5);
        let drop = read_move_faces("+P*5d", 5, 5, sfen, drop_piece, on_5e).unwrap();
        assert_eq!(
            drop,
            Move::Drop {
                piece: PieceKind(2),
                to: Square::new(0, 1, 5)
            }
        );
        assert_eq!(format_move_faces(drop, 5, 5, sfen, letter, false), "+P*5d");
        let back = read_move_faces("5e5d-", 5, 5, sfen, drop_piece, on_5e).unwrap();
        assert_eq!(
            back,
            Move::Normal {
                from: Square::new(0, 0, 5),
                to: Square::new(0, 1, 5),
                promote: true
            }
        );
        assert_eq!(format_move_faces(back, 5, 5, sfen, letter, true), "5e5d-");
        assert_eq!(format_move_faces(back, 5, 5, sfen, letter, false), "5e5d+");
        // lishogi's `+` on a piece turning back is the same move
        let lishogi = read_move_faces("5e5d+", 5, 5, sfen, drop_piece, on_5e).unwrap();
        assert_eq!(lishogi, back);
        // `-` on a piece that does not turn back, `-` where pieces never turn back
        let wrong = read_move_faces("4e4d-", 5, 5, sfen, drop_piece, on_5e).unwrap_err();
        assert_eq!(
            wrong,
            MoveError::Syntax(
                "`4e4d-`: `-` turns a promoted piece back, and no such piece stands on the origin: a promotion is written `+`"
                    .into()
            )
        );
        assert!(read_move("5e5d-", 5, 5, sfen, |_| None).is_err());
        assert!(read_move("+P*5d", 5, 5, sfen, |_| Some(PieceKind(1))).is_err());
    }
}
