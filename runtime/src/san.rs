//! Standard algebraic notation (SAN) for any variant: `Nf3`, `exd5`, `e8=Q`, `Rad1`, `O-O`,
//! `P@e5`, with `+` after a check and `#` after a mate, as Fairy-Stockfish writes it for
//! non-shogi notations (`move_to_san` in its `apiutil.h`, pyffish `get_san`).
//!
//! A move is written as:
//! - castling ([`Position::is_castling`]): `O-O` when the royal piece moves towards the higher
//!   file, `O-O-O` otherwise;
//! - a drop: the piece's letter, `@`, the square (`P@e5`);
//! - a board move: the piece's letter (none for a pawn: [`SanPieces::pawns`]), the
//!   disambiguation, `x` for a capture, the destination square (`e4`, `a10`: file letter from
//!   the first player's left, rank from 1), and for a promotion `=` and the letter of the type
//!   it becomes (`e8=Q`; a shogi-style promoted type is written `+P`, so `=+P`).
//!
//! The disambiguation follows Fairy-Stockfish: a pawn's capture always names its origin file
//! (`exd5`); another move names its origin's file when another piece of the same type can make
//! the same move (same destination, same promotion) legally, its rank when that piece stands
//! on the same file, the whole square when pieces stand on both the file and the rank.
//!
//! Reading ([`read`]) is lenient: the check marks `+`/`#`, the capture mark `x` (or `-`, `:`),
//! the `=` before a promotion, annotation suffixes (`!`, `?`) and a needless disambiguation may
//! be given or left out, and a lone promoting move may omit its promotion (`e8` when the pawn
//! must promote to one type). Errors say whether the text is malformed, names no legal move, or
//! names several ([`SanError`]).

use crate::{GamePosition, Move, PieceKind, Position, Square, uci};

/// What SAN needs to know of a variant's pieces, indexed by [`PieceKind`]: built from the rules
/// file (`koma_engine::san_pieces`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SanPieces {
    /// Board width in files.
    pub files: u8,
    /// Board height in ranks.
    pub ranks: u8,
    /// Each type's text in SAN: its uppercase letter (`N`), or for a shogi-style promoted type
    /// `+` and its letter (`+P`).
    pub letters: Vec<String>,
    /// Further texts read as each type (its FEN letter when [`SanPieces::letters`] holds an
    /// alias: xiangqi's horse is written `H` and read as `H` or `N`).
    pub read_as: Vec<Vec<String>>,
    /// Whether each type is a pawn: written without letter, its captures naming its file.
    pub pawns: Vec<bool>,
    /// The type each type becomes when a move promotes it (`None`: it does not promote).
    pub promotes_to: Vec<Option<PieceKind>>,
}

impl SanPieces {
    /// The SAN text of `kind` (`?` for an unknown kind).
    pub fn letter(&self, kind: PieceKind) -> &str {
        self.letters
            .get(kind.0 as usize)
            .map_or("?", String::as_str)
    }

    /// Whether `text` names `kind`: its letter or one of its other texts.
    pub fn names(&self, kind: PieceKind, text: &str) -> bool {
        self.letter(kind) == text
            || self
                .read_as
                .get(kind.0 as usize)
                .is_some_and(|r| r.iter().any(|a| a == text))
    }

    /// Whether `kind` is a pawn.
    pub fn is_pawn(&self, kind: PieceKind) -> bool {
        self.pawns.get(kind.0 as usize).copied().unwrap_or(false)
    }

    fn square(&self, sq: Square) -> String {
        uci::square_text(sq, self.files, self.ranks)
    }
}

/// Why a SAN text could not be read as a move of the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// The text is not SAN; the string says why.
    Malformed(String),
    /// The text is SAN but names no legal move here; the string says why.
    Illegal(String),
    /// The text names more than one legal move; the string lists them.
    Ambiguous(String),
}

impl core::fmt::Display for SanError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            SanError::Malformed(s) => write!(f, "malformed move: {s}"),
            SanError::Illegal(s) => write!(f, "illegal move: {s}"),
            SanError::Ambiguous(s) => write!(f, "ambiguous move: {s}"),
        }
    }
}

impl std::error::Error for SanError {}

/// How a board move promotes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Promotion {
    /// It does not.
    No,
    /// It promotes to the type its piece promotes to ([`SanPieces::promotes_to`]).
    Promote,
    /// It promotes to this type (a choice among several: `Move::Promote`; [`board_move`]
    /// builds this for it).
    To(PieceKind),
}

/// A board move's origin, destination and promotion; `None` for a drop.
fn board_move(mv: Move) -> Option<(Square, Square, Promotion)> {
    match mv {
        Move::Normal { from, to, promote } => {
            let p = if promote {
                Promotion::Promote
            } else {
                Promotion::No
            };
            Some((from, to, p))
        }
        Move::Drop { .. } => None,
        // a two-step move (Chu's lion) is written by its ends: SAN has no form for its middle
        // square, so two routes to one square read as ambiguous
        Move::Double { from, to, .. } => Some((from, to, Promotion::No)),
        Move::Promote { from, to, piece } => Some((from, to, Promotion::To(piece))),
    }
}

/// The type a board move of the piece `kind` leaves on its destination when it promotes as
/// `p`; `None` when it does not promote (or the table does not say).
fn promoted_kind(t: &SanPieces, kind: Option<PieceKind>, p: Promotion) -> Option<PieceKind> {
    match p {
        Promotion::No => None,
        Promotion::Promote => kind.and_then(|k| t.promotes_to.get(k.0 as usize).copied()?),
        Promotion::To(k) => Some(k),
    }
}

/// The legal moves of `pos`.
fn legal<P: Position>(pos: &P) -> Vec<Move> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
}

/// `mv`, a legal move of `pos`, in SAN with its check mark (`Nf3`, `exd5+`, `e8=Q#`). Never
/// panics; a move that is not legal is still written, from the pieces on the board.
pub fn write<P: GamePosition>(pos: &P, mv: Move, t: &SanPieces) -> String {
    let mut san = write_plain(pos, mv, t, &legal(pos));
    san.push_str(check_mark(pos, mv));
    san
}

/// `+` when `mv` gives check, `#` when it mates, else nothing.
fn check_mark<P: Position>(pos: &P, mv: Move) -> &'static str {
    let mut after = pos.clone();
    after.play_unchecked(mv);
    match (after.is_check(), after.count_legal_moves()) {
        (false, _) => "",
        (true, 0) => "#",
        (true, _) => "+",
    }
}

/// `mv` in SAN without check mark, `legal` being the legal moves of `pos`.
fn write_plain<P: GamePosition>(pos: &P, mv: Move, t: &SanPieces, legal: &[Move]) -> String {
    if pos.is_castling(mv) {
        let (from, to) = (mv.from().unwrap_or(mv.to()), mv.to());
        let kingside = to.file(t.files) > from.file(t.files);
        return if kingside { "O-O" } else { "O-O-O" }.into();
    }
    let Some((from, to, promotion)) = board_move(mv) else {
        let piece = match mv {
            Move::Drop { piece, .. } => t.letter(piece),
            _ => "?",
        };
        return format!("{piece}@{}", t.square(mv.to()));
    };
    let kind = pos.piece_at(from).map(|(_, k)| k);
    let pawn = kind.is_some_and(|k| t.is_pawn(k));
    let capture = pos.is_capture(mv);
    let mut san = match kind {
        Some(k) if !pawn => t.letter(k).to_string(),
        Some(_) => String::new(),
        None => "?".into(),
    };
    let others: Vec<Square> = legal
        .iter()
        .filter_map(|&m| board_move(m))
        .filter(|&(f, tt, p)| f != from && tt == to && p == promotion)
        .filter(|&(f, _, _)| kind.is_some() && pos.piece_at(f).map(|(_, k)| k) == kind)
        .map(|(f, _, _)| f)
        .collect();
    let (file, rank) = (from.file(t.files), from.rank(t.files));
    let from_text = t.square(from);
    let (file_text, rank_text) = from_text.split_at(1);
    if pawn && capture {
        san.push_str(file_text);
    } else if others.is_empty() {
    } else if others.iter().all(|s| s.file(t.files) != file) {
        san.push_str(file_text);
    } else if others.iter().all(|s| s.rank(t.files) != rank) {
        san.push_str(rank_text);
    } else {
        san.push_str(&from_text);
    }
    if capture {
        san.push('x');
    }
    san.push_str(&t.square(to));
    if promotion != Promotion::No {
        let becomes = promoted_kind(t, kind, promotion);
        san.push('=');
        san.push_str(becomes.map_or("?", |k| t.letter(k)));
    }
    san
}

/// A SAN text taken apart (see [`parse`]).
#[derive(Debug, Default, PartialEq, Eq)]
struct Parsed<'t> {
    /// `O-O` (`Some(true)`) or `O-O-O` (`Some(false)`).
    castle: Option<bool>,
    /// The piece text (`N`, `+P`), `None` for a pawn.
    piece: Option<&'t str>,
    /// Whether it is a drop.
    drop: bool,
    /// The origin file and rank given (0-based), if any.
    file: Option<u8>,
    rank: Option<u8>,
    /// The destination.
    to: Option<Square>,
    /// The promotion: `None` not given, `Some("")` a bare `=`, else the type's text.
    promotion: Option<&'t str>,
}

/// The text of a SAN move without its annotation suffixes (`!`, `?`) and check marks.
fn strip_marks(text: &str) -> &str {
    let t = text.trim().trim_end_matches(['!', '?']);
    let stripped = t.trim_end_matches(['+', '#']);
    // `=+` ends a promotion to a shogi-style promoted type whose letter was left out
    if stripped.ends_with('=') && t.len() > stripped.len() {
        &t[..stripped.len() + 1]
    } else {
        stripped
    }
}

/// The piece text at the start of `t` (`N`, `+P`) and the rest; `None` when `t` starts with
/// none (a pawn move).
fn piece_prefix(t: &str) -> (Option<&str>, &str) {
    let b = t.as_bytes();
    let n = match b {
        [b'+', c, ..] if c.is_ascii_uppercase() => 2,
        [c, ..] if c.is_ascii_uppercase() => 1,
        _ => 0,
    };
    if n == 0 {
        (None, t)
    } else {
        (Some(&t[..n]), &t[n..])
    }
}

/// Takes a SAN text apart on a board `files` x `ranks`, without looking at any position.
fn parse(text: &str, files: u8, ranks: u8) -> Result<Parsed<'_>, String> {
    let t = strip_marks(text);
    if t.is_empty() {
        return Err("empty move".into());
    }
    if !t.is_ascii() {
        return Err("unexpected character".into());
    }
    match t {
        "O-O" | "0-0" => return Ok(castle(true)),
        "O-O-O" | "0-0-0" => return Ok(castle(false)),
        _ => {}
    }
    let (piece, rest) = piece_prefix(t);
    if let Some(square) = rest.strip_prefix(['@', '*']) {
        if piece.is_none() {
            return Err("a drop needs a piece letter before `@`".into());
        }
        let to = whole_square(square, files, ranks)?;
        return Ok(Parsed {
            piece,
            drop: true,
            to: Some(to),
            ..Parsed::default()
        });
    }
    // the destination is the last file letter followed by digits
    let last_digit = rest
        .rfind(|c: char| c.is_ascii_digit())
        .ok_or("expected a destination square")?;
    let (body, suffix) = rest.split_at(last_digit + 1);
    let digits = body.len() - body.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let file_at = body.len() - digits;
    if file_at == 0 || !body.as_bytes()[file_at - 1].is_ascii_lowercase() {
        return Err("expected a destination square".into());
    }
    let to = whole_square(&body[file_at - 1..], files, ranks)?;
    let promotion = promotion_suffix(suffix)?;
    let origin = body[..file_at - 1].trim_end_matches(['x', '-', ':']);
    let (file, rank) = origin_part(origin, files, ranks)?;
    Ok(Parsed {
        piece,
        file,
        rank,
        to: Some(to),
        promotion,
        ..Parsed::default()
    })
}

fn castle(kingside: bool) -> Parsed<'static> {
    Parsed {
        castle: Some(kingside),
        ..Parsed::default()
    }
}

/// Reads `t` as exactly one square (`e4`, `a10`).
fn whole_square(t: &str, files: u8, ranks: u8) -> Result<Square, String> {
    let bad = || format!("`{t}` is not a square of this {files}x{ranks} board");
    let b = t.as_bytes();
    let (Some(&f), Ok(rank)) = (b.first(), t.get(1..).unwrap_or("").parse::<u8>()) else {
        return Err(bad());
    };
    if !f.is_ascii_lowercase() || f - b'a' >= files || rank == 0 || rank > ranks || b[1] == b'0' {
        return Err(bad());
    }
    Ok(Square::new(f - b'a', rank - 1, files))
}

/// Reads what follows the destination: nothing, or a promotion `=Q`, `Q`, `=+P`, `=`.
fn promotion_suffix(t: &str) -> Result<Option<&str>, String> {
    if t.is_empty() {
        return Ok(None);
    }
    let p = t.strip_prefix('=').unwrap_or(t);
    if p == "+" {
        return Ok(Some(""));
    }
    match piece_prefix(p) {
        (Some(piece), "") => Ok(Some(piece)),
        (None, "") => Ok(Some("")),
        _ => Err(format!("unexpected `{t}` after the destination square")),
    }
}

/// Reads the disambiguation before the destination: a file letter, a rank number, both, or
/// nothing.
fn origin_part(t: &str, files: u8, ranks: u8) -> Result<(Option<u8>, Option<u8>), String> {
    let (file, digits) = match t.as_bytes().first() {
        Some(c) if c.is_ascii_lowercase() => (Some(c - b'a'), &t[1..]),
        _ => (None, t),
    };
    let bad = || format!("`{t}` is not an origin file, rank or square");
    if file.is_some_and(|f| f >= files) {
        return Err(bad());
    }
    let rank = match digits {
        "" => None,
        d => match d.parse::<u8>() {
            Ok(r) if r >= 1 && r <= ranks && !d.starts_with('0') => Some(r - 1),
            _ => return Err(bad()),
        },
    };
    Ok((file, rank))
}

/// Reads the SAN text `text` as a legal move of `pos` (see the module documentation for what
/// may be left out). Never panics.
///
/// # Errors
/// [`SanError::Malformed`] for text that is not SAN on this board, [`SanError::Illegal`] when
/// no legal move fits it, [`SanError::Ambiguous`] when several do (the message lists them).
pub fn read<P: GamePosition>(pos: &P, text: &str, t: &SanPieces) -> Result<Move, SanError> {
    let quoted = text.trim();
    let p = parse(text, t.files, t.ranks)
        .map_err(|why| SanError::Malformed(format!("`{quoted}`: {why}")))?;
    let legal = legal(pos);
    let fits = |&mv: &Move| fits(pos, t, &p, mv);
    let mut found: Vec<Move> = legal.iter().copied().filter(fits).collect();
    if p.promotion.is_none() && found.len() > 1 {
        // a move written without promotion is the one that does not promote, if there is one
        let plain: Vec<Move> = found
            .iter()
            .copied()
            .filter(|&m| board_move(m).is_some_and(|(_, _, pr)| pr == Promotion::No))
            .collect();
        if !plain.is_empty() {
            found = plain;
        }
    }
    match found[..] {
        [mv] => Ok(mv),
        [] => Err(SanError::Illegal(format!(
            "`{quoted}`: {}",
            why_illegal(t, &p)
        ))),
        _ => {
            let mut names: Vec<String> = found
                .iter()
                .map(|&m| write_plain(pos, m, t, &legal))
                .collect();
            names.sort();
            Err(SanError::Ambiguous(format!(
                "`{quoted}` fits {}",
                names.join(", ")
            )))
        }
    }
}

/// Whether the legal move `mv` fits the parsed text `p`.
fn fits<P: GamePosition>(pos: &P, t: &SanPieces, p: &Parsed<'_>, mv: Move) -> bool {
    if let Some(kingside) = p.castle {
        let (from, to) = (mv.from().unwrap_or(mv.to()), mv.to());
        return pos.is_castling(mv) && (to.file(t.files) > from.file(t.files)) == kingside;
    }
    if p.to != Some(mv.to()) || pos.is_castling(mv) {
        return false;
    }
    if p.drop {
        return matches!((mv, p.piece), (Move::Drop { piece, .. }, Some(l)) if t.names(piece, l));
    }
    let Some((from, _, promotion)) = board_move(mv) else {
        return false;
    };
    let Some((_, kind)) = pos.piece_at(from) else {
        return false;
    };
    let piece_fits = match p.piece {
        None => t.is_pawn(kind),
        Some(letter) => t.names(kind, letter),
    };
    let becomes = promoted_kind(t, Some(kind), promotion);
    let promotion_fits = match p.promotion {
        None => true,
        Some("") => promotion != Promotion::No,
        Some(letter) => becomes.is_some_and(|k| t.names(k, letter)),
    };
    piece_fits
        && promotion_fits
        && p.file.is_none_or(|f| from.file(t.files) == f)
        && p.rank.is_none_or(|r| from.rank(t.files) == r)
}

/// Why no legal move fits `p`.
fn why_illegal(t: &SanPieces, p: &Parsed<'_>) -> String {
    if let Some(kingside) = p.castle {
        let side = if kingside { "kingside" } else { "queenside" };
        return format!("no {side} castling is legal here");
    }
    let to = p.to.map_or("?".into(), |s| t.square(s));
    match (p.drop, p.piece) {
        (true, Some(piece)) => format!("no `{piece}` can be dropped on {to}"),
        (_, Some(piece)) if !(0..t.letters.len()).any(|k| t.names(PieceKind(k as u8), piece)) => {
            format!("this variant has no piece `{piece}`")
        }
        (_, Some(piece)) => format!("no `{piece}` of the side to move can go to {to}"),
        (_, None) if !t.pawns.contains(&true) => {
            "this variant has no pawn: a move needs a piece letter".into()
        }
        (_, None) => format!("no pawn of the side to move can go to {to}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_parts_of_san() {
        let p = parse("Nbd2+", 8, 8).unwrap();
        assert_eq!(p.piece, Some("N"));
        assert_eq!((p.file, p.rank), (Some(1), None));
        assert_eq!(p.to, Some(Square::new(3, 1, 8)));
        let p = parse("exd8=Q#", 8, 8).unwrap();
        assert_eq!((p.piece, p.file, p.promotion), (None, Some(4), Some("Q")));
        let p = parse("R1a3", 8, 8).unwrap();
        assert_eq!((p.file, p.rank), (None, Some(0)));
        let p = parse("Qh4xe1", 8, 8).unwrap();
        assert_eq!((p.file, p.rank), (Some(7), Some(3)));
        assert_eq!(parse("e8Q", 8, 8).unwrap().promotion, Some("Q"));
        assert_eq!(parse("e8=+P", 8, 8).unwrap().promotion, Some("+P"));
        assert_eq!(parse("e8=+", 8, 8).unwrap().promotion, Some(""));
        assert_eq!(parse("+Pd4", 8, 8).unwrap().piece, Some("+P"));
        assert_eq!(parse("O-O-O+", 8, 8).unwrap().castle, Some(false));
        assert_eq!(parse("0-0", 8, 8).unwrap().castle, Some(true));
        let p = parse("P@e5", 8, 8).unwrap();
        assert!(p.drop && p.piece == Some("P"));
        assert_eq!(parse("a10", 9, 10).unwrap().to, Some(Square::new(0, 9, 9)));
    }

    #[test]
    fn malformed_san_says_why() {
        for (text, why) in [
            ("", "empty move"),
            ("Nz3", "`z3` is not a square of this 8x8 board"),
            ("e9", "`e9` is not a square of this 8x8 board"),
            ("e0", "`e0` is not a square of this 8x8 board"),
            ("N", "expected a destination square"),
            ("N3", "expected a destination square"),
            ("e4e", "unexpected `e` after the destination square"),
            ("Nkd2", "`k` is not an origin file, rank or square"),
            ("@e4", "a drop needs a piece letter before `@`"),
            ("Né4", "unexpected character"),
        ] {
            assert_eq!(parse(text, 8, 8), Err(why.to_string()), "{text}");
        }
    }
}
