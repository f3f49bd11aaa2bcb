//! Unvalidated positions read from SFEN (shogi family) or FEN (xiangqi) text.
//!
//! [`Setup`] is only the text's content: pieces on squares, hands, side to move, counters. It
//! knows nothing of the rules, so a backend validates it (royal pieces, dead pieces) when it
//! builds a position from it. Piece letters are resolved through a lookup function the backend
//! supplies, so this module serves every variant. Formats (`../shared/rules/notation.md`):
//! - SFEN: `BOARD SIDE HAND MOVENUMBER`, side `b` = first player (sente), `w` = second; HAND is
//!   `-` or counts and letters (`2P3pR`); the last two fields may be left out (`-`, `1`).
//! - FEN: `BOARD SIDE CASTLING EN-PASSANT HALFMOVE FULLMOVE`, side `w` or `r` = first player
//!   (Red), `b` = second; castling `-` or `KQkq`-style rights (`crate::castling`); en passant
//!   `-` or a square (`e3`, or several run together as Fairy-Stockfish writes them, `e5e6`:
//!   `crate::setup_ep`); the fields after SIDE may be left out (`-`, `-`, `0`, `1`). A variant
//!   with drops writes its hands right after the board in brackets, as Fairy-Stockfish does:
//!   `BOARD[HAND]` (`[PPc]`, `[]`).
//! - XBoard's FEN of a shogi-family variant (`BOARD[HAND] w - 0 1`, `w` the first player) is
//!   read where SFEN is (`crate::setup_xboard`).
//!
//! BOARD lists ranks from the top (the second player's back rank) down, each from the first
//! player's left to its right; uppercase = first player; `+X` = promoted X; a number (one or more
//! digits, `11` on wide boards) = that many empty squares.

pub use crate::setup_error::{SetupError, SetupErrorKind};
pub use crate::setup_position::Setup;
pub use crate::text_format::TextFormat;

use crate::castling;
use crate::{Color, PieceKind, Square};

fn err(kind: SetupErrorKind, column: usize) -> SetupError {
    SetupError { kind, column }
}

/// Splits on spaces, giving each field with its character offset.
fn fields(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (ci, (bi, c)) in text.char_indices().enumerate() {
        match (c.is_whitespace(), start) {
            (true, Some((cs, bs))) => {
                out.push((cs, &text[bs..bi]));
                start = None;
            }
            (false, None) => start = Some((ci, bi)),
            _ => {}
        }
    }
    if let Some((cs, bs)) = start {
        out.push((cs, &text[bs..]));
    }
    out
}

fn parse_u32(s: &str, column: usize) -> Result<u32, SetupError> {
    s.parse::<u32>()
        .map_err(|_| err(SetupErrorKind::BadNumber(s.to_string()), column))
}

impl Setup {
    /// Reads `text` for a board `files` x `ranks` with `kinds` piece types.
    ///
    /// `lookup(letter, promoted)` maps an uppercase letter (and whether a `+` preceded it) to a
    /// piece type, or `None` if the variant has no such piece. Case gives the colour.
    ///
    /// # Errors
    /// A [`SetupError`] with the first problem found and its column; never panics.
    pub fn parse(
        text: &str,
        format: TextFormat,
        files: u8,
        ranks: u8,
        kinds: usize,
        lookup: impl Fn(char, bool) -> Option<PieceKind>,
    ) -> Result<Setup, SetupError> {
        Self::parse_fields(text, format, (files, ranks, kinds), lookup, false)
    }

    /// [`Setup::parse`], where `lion_capture` says that SFEN's third field is not the hands but
    /// lishogi's lion-capture square ([`Setup::lion_capture`]).
    /// `size` is (files, ranks, piece types).
    pub(crate) fn parse_fields(
        text: &str,
        format: TextFormat,
        size: (u8, u8, usize),
        lookup: impl Fn(char, bool) -> Option<PieceKind>,
        lion_capture: bool,
    ) -> Result<Setup, SetupError> {
        let (files, ranks, kinds) = size;
        let f = fields(text);
        let Some(&(bcol, board_text)) = f.first() else {
            return Err(err(SetupErrorKind::MissingField("board"), 0));
        };
        // XBoard's FEN of a shogi-family variant, read where SFEN is (`crate::setup_xboard`)
        let xboard = format == TextFormat::Sfen && crate::setup_xboard::is_xboard(&f);
        // FEN with hands: `BOARD[HAND]`, Fairy-Stockfish's form (`.../RNBAKABNR[Pp] w ...`)
        let (board_text, fen_hand) = match board_text.split_once('[') {
            Some((b, h)) if format == TextFormat::Fen || xboard => (b, Some(h)),
            _ => (board_text, None),
        };
        let board = Self::parse_board(board_text, bcol, files, ranks, &lookup)?;
        let Some(&(scol, side_text)) = f.get(1) else {
            return Err(err(
                SetupErrorKind::MissingField("side to move"),
                text.chars().count(),
            ));
        };
        let fen_sides = format == TextFormat::Fen || xboard;
        let side = match (fen_sides, side_text) {
            (false, "b") | (true, "w") => Color::First,
            (true, "r") if format == TextFormat::Fen => Color::First,
            (false, "w") | (true, "b") => Color::Second,
            _ => return Err(err(SetupErrorKind::BadSide(side_text.to_string()), scol)),
        };
        let mut setup = Setup {
            files,
            ranks,
            board,
            hands: [vec![0; kinds], vec![0; kinds]],
            side,
            halfmove: 0,
            move_number: 1,
            en_passant: None,
            castling: Vec::new(),
            lion_capture: None,
        };
        if let Some(hand) = fen_hand {
            let hcol = bcol + board_text.chars().count() + 1;
            let Some(inner) = hand.strip_suffix(']') else {
                let why = "a FEN hand is closed by `]` right after it, like `[Pp]`";
                let kind = SetupErrorKind::BadHand(why.into());
                return Err(err(kind, hcol + hand.chars().count()));
            };
            setup.parse_hand(inner, hcol, &lookup)?;
        }
        match format {
            TextFormat::Sfen if xboard => crate::setup_xboard::counters(&mut setup, &f[2..])?,
            TextFormat::Sfen => {
                if f.len() > 4 {
                    return Err(err(SetupErrorKind::TooManyFields, f[4].0));
                }
                match f.get(2) {
                    Some(&(col, field)) if lion_capture => {
                        setup.lion_capture = crate::setup_lion::field(field, col, files, ranks)?;
                    }
                    Some(&(hcol, hand)) => setup.parse_hand(hand, hcol, &lookup)?,
                    None => {}
                }
                if let Some(&(ncol, n)) = f.get(3) {
                    setup.move_number = parse_u32(n, ncol)?;
                }
            }
            TextFormat::Fen => {
                if f.len() > 6 {
                    return Err(err(SetupErrorKind::TooManyFields, f[6].0));
                }
                if let Some(&(col, s)) = f.get(2) {
                    setup.castling = castling::parse_field(s, files).map_err(|c| {
                        let at = s.chars().position(|x| x == c).unwrap_or(0);
                        err(SetupErrorKind::BadCastling(c), col + at)
                    })?;
                }
                if let Some(&(col, s)) = f.get(3).filter(|&&(_, s)| s != "-") {
                    let Some(listed) = crate::setup_ep::squares(s, files, ranks) else {
                        return Err(err(SetupErrorKind::BadEnPassant(s.to_string()), col));
                    };
                    let (board, side) = (&setup.board, setup.side);
                    setup.en_passant = crate::setup_ep::pick(&listed, board, side, (files, ranks));
                }
                if let Some(&(col, n)) = f.get(4) {
                    setup.halfmove = parse_u32(n, col)?;
                }
                if let Some(&(col, n)) = f.get(5) {
                    setup.move_number = parse_u32(n, col)?;
                }
            }
        }
        Ok(setup)
    }

    fn parse_board(
        text: &str,
        col0: usize,
        files: u8,
        ranks: u8,
        lookup: &impl Fn(char, bool) -> Option<PieceKind>,
    ) -> Result<Vec<Option<(Color, PieceKind)>>, SetupError> {
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != ranks as usize {
            return Err(err(
                SetupErrorKind::RankCount {
                    expected: ranks,
                    found: rows.len(),
                },
                col0,
            ));
        }
        let mut board = vec![None; files as usize * ranks as usize];
        let mut col = col0;
        for (i, row) in rows.iter().enumerate() {
            let rank = ranks as usize - 1 - i;
            let mut file = 0usize;
            let chars: Vec<char> = row.chars().collect();
            let mut j = 0;
            let width_error = |found: usize, at: usize| {
                err(
                    SetupErrorKind::RankWidth {
                        rank: i + 1,
                        expected: files,
                        found,
                    },
                    at,
                )
            };
            while j < chars.len() {
                let c = chars[j];
                if c.is_ascii_digit() {
                    let start = j;
                    while j < chars.len() && chars[j].is_ascii_digit() {
                        j += 1;
                    }
                    let s: String = chars[start..j].iter().collect();
                    let n: usize = s.parse().unwrap_or(usize::MAX);
                    if n == 0 || n > 16 {
                        return Err(err(SetupErrorKind::BadNumber(s), col + start));
                    }
                    file += n;
                    if file > files as usize {
                        return Err(width_error(file, col + start));
                    }
                    continue;
                }
                let (promoted, letter, at) = if c == '+' {
                    match chars.get(j + 1) {
                        Some(&l) if l.is_ascii_alphabetic() => (true, l, j + 1),
                        _ => return Err(err(SetupErrorKind::UnexpectedChar('+'), col + j)),
                    }
                } else if c.is_ascii_alphabetic() {
                    (false, c, j)
                } else {
                    return Err(err(SetupErrorKind::UnexpectedChar(c), col + j));
                };
                let kind = lookup(letter.to_ascii_uppercase(), promoted).ok_or(err(
                    SetupErrorKind::UnknownPiece { letter, promoted },
                    col + at,
                ))?;
                if file >= files as usize {
                    return Err(width_error(file + 1, col + j));
                }
                let color = if letter.is_ascii_uppercase() {
                    Color::First
                } else {
                    Color::Second
                };
                board[Square::new(file as u8, rank as u8, files).index()] = Some((color, kind));
                file += 1;
                j = at + 1;
            }
            if file != files as usize {
                return Err(width_error(file, col + chars.len()));
            }
            col += chars.len() + 1;
        }
        Ok(board)
    }

    fn parse_hand(
        &mut self,
        text: &str,
        col0: usize,
        lookup: &impl Fn(char, bool) -> Option<PieceKind>,
    ) -> Result<(), SetupError> {
        if text == "-" {
            return Ok(());
        }
        let chars: Vec<char> = text.chars().collect();
        let mut j = 0;
        while j < chars.len() {
            let start = j;
            while j < chars.len() && chars[j].is_ascii_digit() {
                j += 1;
            }
            let count = if j > start {
                let s: String = chars[start..j].iter().collect();
                match s.parse::<u8>() {
                    Ok(n) if n > 0 => n,
                    _ => return Err(err(SetupErrorKind::BadNumber(s), col0 + start)),
                }
            } else {
                1
            };
            let Some(&c) = chars.get(j) else {
                return Err(err(
                    SetupErrorKind::BadHand("a count must be followed by a piece letter".into()),
                    col0 + start,
                ));
            };
            if !c.is_ascii_alphabetic() {
                let kind = if c == '+' {
                    SetupErrorKind::BadHand("promoted pieces cannot be in hand".into())
                } else {
                    SetupErrorKind::UnexpectedChar(c)
                };
                return Err(err(kind, col0 + j));
            }
            let kind = lookup(c.to_ascii_uppercase(), false).ok_or(err(
                SetupErrorKind::UnknownPiece {
                    letter: c,
                    promoted: false,
                },
                col0 + j,
            ))?;
            let color = if c.is_ascii_uppercase() {
                Color::First
            } else {
                Color::Second
            };
            let slot = &mut self.hands[color.index()][kind.0 as usize];
            *slot = slot.saturating_add(count);
            j += 1;
        }
        Ok(())
    }

    /// Writes the setup as SFEN or FEN. `symbol(kind)` gives a type's uppercase letter and
    /// whether it is written with `+`. Hands are listed in piece-type order, first player first.
    /// FEN is written without a hand field (see [`Setup::to_text_with_hands`]).
    pub fn to_text(
        &self,
        format: TextFormat,
        symbol: impl Fn(PieceKind) -> (char, bool),
    ) -> String {
        self.to_text_with_hands(format, false, symbol)
    }

    /// [`Setup::to_text`], with `fen_hands`: FEN gets the hand field of the variants with drops,
    /// Fairy-Stockfish's form: `[...]` right after the board, each piece held written once per
    /// piece (`[PPc]`), first player first, in piece-type order; `[]` when both are empty.
    /// SFEN always lists the hands.
    pub fn to_text_with_hands(
        &self,
        format: TextFormat,
        fen_hands: bool,
        symbol: impl Fn(PieceKind) -> (char, bool),
    ) -> String {
        let mut s = String::new();
        for rank in (0..self.ranks).rev() {
            let mut empty = 0;
            for file in 0..self.files {
                match self.board[Square::new(file, rank, self.files).index()] {
                    None => empty += 1,
                    Some((color, kind)) => {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        let (l, promoted) = symbol(kind);
                        if promoted {
                            s.push('+');
                        }
                        s.push(match color {
                            Color::First => l.to_ascii_uppercase(),
                            Color::Second => l.to_ascii_lowercase(),
                        });
                    }
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
            if rank > 0 {
                s.push('/');
            }
        }
        match format {
            TextFormat::Sfen => {
                s += if self.side == Color::First {
                    " b "
                } else {
                    " w "
                };
                let mut hand = String::new();
                for color in Color::ALL {
                    for (k, &n) in self.hands[color.index()].iter().enumerate() {
                        if n == 0 {
                            continue;
                        }
                        if n > 1 {
                            hand += &n.to_string();
                        }
                        let (l, _) = symbol(PieceKind(k as u8));
                        hand.push(match color {
                            Color::First => l.to_ascii_uppercase(),
                            Color::Second => l.to_ascii_lowercase(),
                        });
                    }
                }
                if let Some(sq) = self.lion_capture {
                    hand = crate::setup_lion::text(sq, self.files, self.ranks);
                }
                s += if hand.is_empty() { "-" } else { &hand };
                s += &format!(" {}", self.move_number);
            }
            TextFormat::Fen => {
                if fen_hands {
                    s.push('[');
                    for color in Color::ALL {
                        for (k, &n) in self.hands[color.index()].iter().enumerate() {
                            let (l, _) = symbol(PieceKind(k as u8));
                            let l = match color {
                                Color::First => l.to_ascii_uppercase(),
                                Color::Second => l.to_ascii_lowercase(),
                            };
                            s.extend(std::iter::repeat_n(l, n.into()));
                        }
                    }
                    s.push(']');
                }
                s += if self.side == Color::First {
                    " w"
                } else {
                    " b"
                };
                let ep = self.en_passant.map_or("-".to_string(), |sq| {
                    crate::uci::square_text(sq, self.files, self.ranks)
                });
                s += &format!(
                    " {} {ep} {} {}",
                    castling::field_text(&self.castling),
                    self.halfmove,
                    self.move_number
                );
            }
        }
        s
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Shogi's letters in declaration order: K R B G S N L P, then +R +B +S +N +L +P.
    pub(crate) fn shogi(c: char, promoted: bool) -> Option<PieceKind> {
        let base = "KRBGSNLP".find(c)?;
        if !promoted {
            return Some(PieceKind(base as u8));
        }
        "RBSNLP".find(c).map(|i| PieceKind(8 + i as u8))
    }

    fn shogi_symbol(k: PieceKind) -> (char, bool) {
        let k = k.0 as usize;
        if k < 8 {
            ("KRBGSNLP".as_bytes()[k] as char, false)
        } else {
            ("RBSNLP".as_bytes()[k - 8] as char, true)
        }
    }

    fn parse(text: &str) -> Result<Setup, SetupError> {
        Setup::parse(text, TextFormat::Sfen, 9, 9, 14, shogi)
    }

    #[test]
    fn sfen_round_trips() {
        for text in [
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
            "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
        ] {
            let setup = parse(text).unwrap();
            assert_eq!(setup.to_text(TextFormat::Sfen, shogi_symbol), text);
        }
    }

    #[test]
    fn sfen_squares_and_hands() {
        let s = parse("7lk/9/8S/9/9/9/9/7L1/8K b 2P3g 5").unwrap();
        // top-right corner is file index 8, rank index 8: the gote king
        assert_eq!(
            s.board[Square::new(8, 8, 9).index()],
            Some((Color::Second, PieceKind(0)))
        );
        assert_eq!(
            s.board[Square::new(8, 0, 9).index()],
            Some((Color::First, PieceKind(0)))
        );
        assert_eq!(s.hands[0][7], 2);
        assert_eq!(s.hands[1][3], 3);
        assert_eq!(s.move_number, 5);
        assert_eq!(s.side, Color::First);
    }

    #[test]
    fn fen_reads_two_digit_counts_and_sides() {
        let xq = |c: char, _| "KABNRCP".find(c).map(|i| PieceKind(i as u8));
        let t = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        let s = Setup::parse(t, TextFormat::Fen, 9, 10, 7, xq).unwrap();
        assert_eq!(s.side, Color::First);
        assert_eq!(
            s.to_text(TextFormat::Fen, |k| (
                "KABNRCP".as_bytes()[k.0 as usize] as char,
                false
            )),
            t
        );
        let wide = Setup::parse("11/11/11 b", TextFormat::Fen, 11, 3, 7, xq).unwrap();
        assert_eq!(wide.side, Color::Second);
        assert!(wide.board.iter().all(Option::is_none));
    }

    #[test]
    fn fen_hands_read_and_write_as_fairy_stockfish_does() {
        let xq = |c: char, _| "KABNRCP".find(c).map(|i| PieceKind(i as u8));
        let sym = |k: PieceKind| ("KABNRCP".as_bytes()[k.0 as usize] as char, false);
        let board = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
        let t = format!("{board}[AAPcp] b - - 3 9");
        let s = Setup::parse(&t, TextFormat::Fen, 9, 10, 7, xq).unwrap();
        assert_eq!((s.hands[0][1], s.hands[0][6]), (2, 1));
        assert_eq!((s.hands[1][5], s.hands[1][6]), (1, 1));
        assert_eq!((s.side, s.halfmove, s.move_number), (Color::Second, 3, 9));
        assert_eq!(s.to_text_with_hands(TextFormat::Fen, true, sym), t);
        // an empty hand field reads as no pieces and is written back as `[]`
        let empty = format!("{board}[] w - - 0 1");
        let e = Setup::parse(&empty, TextFormat::Fen, 9, 10, 7, xq).unwrap();
        assert!(e.hands.iter().flatten().all(|&n| n == 0));
        assert_eq!(e.to_text_with_hands(TextFormat::Fen, true, sym), empty);
        // without hands (xiangqi) no field is written
        assert_eq!(
            e.to_text(TextFormat::Fen, sym),
            format!("{board} w - - 0 1")
        );
        let open = Setup::parse(&format!("{board}[Pp w"), TextFormat::Fen, 9, 10, 7, xq);
        assert!(matches!(open.unwrap_err().kind, SetupErrorKind::BadHand(_)));
        let bad = Setup::parse(&format!("{board}[Px] w"), TextFormat::Fen, 9, 10, 7, xq);
        let bad = bad.unwrap_err();
        assert_eq!(
            (bad.kind, bad.column),
            (
                SetupErrorKind::UnknownPiece {
                    letter: 'x',
                    promoted: false
                },
                board.len() + 2
            )
        );
    }

    #[test]
    fn fen_castling_rights_and_en_passant_squares_are_named() {
        let xq = |c: char, _| "KABNRCP".find(c).map(|i| PieceKind(i as u8));
        let board = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
        let read = |rest: &str| {
            Setup::parse(&format!("{board} {rest}"), TextFormat::Fen, 9, 10, 7, xq).unwrap_err()
        };
        // castling rights are read here and matched with the variant's castlings by a backend
        let ok = Setup::parse(
            &format!("{board} w KQkq - 0 1"),
            TextFormat::Fen,
            9,
            10,
            7,
            xq,
        );
        let ok = ok.unwrap();
        assert_eq!(ok.castling.len(), 4);
        let back = ok.to_text(TextFormat::Fen, |k| {
            ("KABNRCP".as_bytes()[k.0 as usize] as char, false)
        });
        assert!(back.ends_with(" w KQkq - 0 1"), "{back}");
        let e = read("w KXkq - 0 1");
        assert_eq!(
            (e.kind.clone(), e.column),
            (SetupErrorKind::BadCastling('X'), board.len() + 4)
        );
        assert_eq!(
            e.to_string(),
            "bad castling right `X`: the castling field is `-` or letters `KQkq`, or the files \
             of the castling partners (`HAha`) (at column 64)"
        );
        // an en-passant square reads as a square (the backends refuse it where no piece
        // captures en passant); text that names no square is refused here
        let s = Setup::parse(
            &format!("{board} b - e3 0 1"),
            TextFormat::Fen,
            9,
            10,
            7,
            xq,
        );
        assert_eq!(s.unwrap().en_passant, Some(Square::new(4, 2, 9)));
        let e = read("b - e11 0 1");
        assert_eq!(
            (e.kind.clone(), e.column),
            (SetupErrorKind::BadEnPassant("e11".into()), board.len() + 5)
        );
        // the message speaks of the field, not of variants without castling or en passant
        assert_eq!(
            e.to_string(),
            "bad en-passant field `e11`: it is `-` or the square a pawn just passed, file letter \
             and rank from 1 (`e3`; Fairy-Stockfish runs several together, `e3e4`) (at column 65)"
        );
    }

    #[test]
    fn fen_en_passant_squares_run_together_read_as_the_one_behind_the_pawn() {
        let chess = |c: char, _| "KQRBNP".find(c).map(|i| PieceKind(i as u8));
        // a black pawn stepped e7-e4 (a triple step): Fairy-Stockfish writes `e5e6`; koma's
        // rules make one square, the one behind the pawn
        let text = "4k3/8/8/8/3Pp3/8/8/4K3 w - e5e6 0 3";
        let s = Setup::parse(text, TextFormat::Fen, 8, 8, 6, chess).unwrap();
        assert_eq!(s.en_passant, Some(Square::new(4, 4, 8)));
        let text = "4k3/8/8/8/3P4/8/8/4K3 w - e5e6 0 3";
        let s = Setup::parse(text, TextFormat::Fen, 8, 8, 6, chess).unwrap();
        assert_eq!(s.en_passant, None);
    }

    #[test]
    fn fen_en_passant_squares_round_trip() {
        let chess = |c: char, _| "KQRBNP".find(c).map(|i| PieceKind(i as u8));
        let text = "rnbqkbnr/ppp2ppp/8/3Pp3/8/8/PPPP1PPP/RNBQKBNR w - e6 0 3";
        let s = Setup::parse(text, TextFormat::Fen, 8, 8, 6, chess).unwrap();
        assert_eq!(s.en_passant, Some(Square::new(4, 5, 8)));
        let back = s.to_text(TextFormat::Fen, |k| {
            ("KQRBNP".as_bytes()[k.0 as usize] as char, false)
        });
        assert_eq!(back, text);
    }

    #[test]
    fn errors_say_what_and_where() {
        let kind = |t: &str| parse(t).map(|_| ()).unwrap_err();
        assert_eq!(kind("").kind, SetupErrorKind::MissingField("board"));
        let e = kind("9/9/9/9/9/9/9/9/9");
        assert_eq!(
            (e.kind, e.column),
            (SetupErrorKind::MissingField("side to move"), 17)
        );
        assert_eq!(
            kind("9/9/9 b").kind,
            SetupErrorKind::RankCount {
                expected: 9,
                found: 3
            }
        );
        let e = kind("9/9/9/9/9/9/9/9/8 b");
        assert_eq!(
            e.kind,
            SetupErrorKind::RankWidth {
                rank: 9,
                expected: 9,
                found: 8
            }
        );
        let e = kind("9/9/9/9/9/9/9/9/4X4 b");
        assert_eq!(
            (e.kind, e.column),
            (
                SetupErrorKind::UnknownPiece {
                    letter: 'X',
                    promoted: false
                },
                17
            )
        );
        let e = kind("9/9/9/9/9/9/9/9/4+G4 b");
        assert_eq!(
            e.kind,
            SetupErrorKind::UnknownPiece {
                letter: 'G',
                promoted: true
            }
        );
        assert_eq!(
            kind("9/9/9/9/9/9/9/9/9 x").kind,
            SetupErrorKind::BadSide("x".into())
        );
        assert_eq!(
            kind("9/9/9/9/9/9/9/9/9 b +P").kind,
            SetupErrorKind::BadHand("promoted pieces cannot be in hand".into())
        );
        assert_eq!(kind("9/9/9/9/9/9/9/9/9 b 2").column, 20);
        assert_eq!(
            kind("9/9/9/9/9/9/9/9/9 b - x").kind,
            SetupErrorKind::BadNumber("x".into())
        );
        assert_eq!(
            kind("9/9/9/9/9/9/9/9/9 b - 1 extra").kind,
            SetupErrorKind::TooManyFields
        );
        assert_eq!(
            kind("9/9/9/9/9/9/9/9/0 b").kind,
            SetupErrorKind::BadNumber("0".into())
        );
        assert_eq!(
            kind("9/9/9/9/9/9/9/9/+ b").kind,
            SetupErrorKind::UnexpectedChar('+')
        );
        assert_eq!(
            kind("9/9/9/9/9/9/9/9/9é b").kind,
            SetupErrorKind::UnexpectedChar('é')
        );
    }
}
