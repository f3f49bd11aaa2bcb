//! The `start` position, checked with the runtime's SFEN/FEN reader against the board and the
//! piece letters: it must read, and each side must have exactly one royal piece (with `royals
//! several`: at least one), on the board,
//! every piece confined `within` a region must stand in it, and the royals must keep the
//! `forbid` rules (not facing on an open file, not on one rank). Once the whole variant is
//! built, the side not to move must not be in check ([`opponent_in_check`]).

use koma_runtime::setup::{Setup, SetupError, SetupErrorKind, TextFormat};
use koma_runtime::{Color, PieceKind, Square};

use crate::ast::Str;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::facts::Facts;
use crate::ir::{Board, Captures, PieceType, Region, RoyalRules, Variant};

/// What the start position is checked against: the variant's other parts, checked already.
pub(crate) struct Against<'a> {
    /// SFEN or FEN.
    pub notation: TextFormat,
    /// The board size.
    pub board: Board,
    /// The piece types, by id.
    pub pieces: &'a [PieceType],
    /// The regions, by id.
    pub regions: &'a [Region],
    /// The `forbid` rules.
    pub royal: RoyalRules,
    /// Whether captured pieces go to the hand (else no hand may hold a piece).
    pub captures: Captures,
    /// `immobile pieces allowed`: a piece may start where it could never move.
    pub immobile_allowed: bool,
}

/// Checks `start` (reporting every problem found); `true` when it is valid.
pub(crate) fn check(start: &Str, against: &Against<'_>, diags: &mut Diagnostics) -> bool {
    let Against {
        notation,
        board,
        pieces,
        regions,
        royal,
        captures,
        immobile_allowed,
    } = *against;
    let format = notation;
    let setup = match read(&start.text, format, board, pieces) {
        Ok(s) => s,
        Err(e) => {
            diags.push(setup_error(start, notation, &e, board, pieces));
            return false;
        }
    };
    let before = diags.len();
    if captures == Captures::Removed {
        no_hands(start, &setup, diags);
    }
    for (id, p) in pieces.iter().enumerate() {
        if p.royal && !royal.several {
            for color in Color::ALL {
                let on_board = setup
                    .board
                    .iter()
                    .filter(|s| **s == Some((color, PieceKind(id as u8))))
                    .count();
                let in_hand = setup.hands[color.index()].get(id).copied().unwrap_or(0);
                if on_board != 1 || in_hand != 0 {
                    let n = on_board + usize::from(in_hand);
                    diags.push(
                        Diagnostic::new(
                            start.inner.clone(),
                            format!("{} has {n} royal pieces at the start", color.name()),
                            format!("{n} `{}`", p.symbol(color)),
                        )
                        .with_help(format!(
                            "each side starts with exactly one `{}` on the board; `royals \
                             several` allows more (with `royals capturable`, none protected, \
                             as in a game whose pieces are all royal)",
                            p.name
                        )),
                    );
                }
            }
        }
        if p.promoted_from.is_none() && !immobile_allowed && !p.drops_anywhere {
            for (i, s) in setup.board.iter().enumerate() {
                let sq = Square(i as u16);
                if let Some((color, kind)) = *s
                    && kind.0 as usize == id
                    && !p.can_move_from(board, regions, color, sq)
                {
                    let (f, r) = (sq.file(board.files), sq.rank(board.files));
                    diags.push(
                        Diagnostic::new(
                            start.inner.clone(),
                            format!("`{}` starts where it could never move", p.name),
                            format!("a `{}` on file {}, rank {} (from the bottom left)", p.symbol(color), f + 1, r + 1),
                        )
                        .with_help(format!(
                            "`{}` has no move from that square, so it may never stand there: move it or start it promoted",
                            p.name
                        )),
                    );
                    break;
                }
            }
        }
        if let Some(r) = p.within {
            for (i, s) in setup.board.iter().enumerate() {
                if let Some((color, kind)) = s
                    && kind.0 as usize == id
                    && !regions[r].contains(*color, Square(i as u16))
                {
                    diags.push(
                        Diagnostic::new(
                            start.inner.clone(),
                            format!(
                                "`{}` starts outside its region `{}`",
                                p.name, regions[r].name
                            ),
                            format!("a `{}` outside `{}`", p.symbol(*color), regions[r].name),
                        )
                        .with_help(format!(
                            "`{}` moves only within `{}`: place it there",
                            p.name, regions[r].name
                        )),
                    );
                    break;
                }
            }
        }
    }
    if royal.several {
        crate::check::royals::start_count(start, &setup, pieces, diags);
    }
    if diags.len() == before {
        royal_rules(start, &setup, board, pieces, royal, diags);
    }
    diags.len() == before
}

/// Reports a start position in which the side not to move is in check (its royal piece attacked
/// by the side to move): no legal move leaves its mover in check, so no game reaches it, and
/// both backends refuse it. `variant` is the lowered variant, `start` its start statement.
/// `true` when the start is fine (or the backends refuse the variant anyway: no facts).
pub(crate) fn opponent_in_check(start: &Str, variant: &Variant, diags: &mut Diagnostics) -> bool {
    let Ok(facts) = Facts::new(variant) else {
        return true;
    };
    let setup = &facts.start;
    let (mover, checked) = (setup.side, !setup.side);
    let Some(sq) = facts
        .royal_square(setup, checked)
        .filter(|&sq| facts.attacked(setup, sq, mover))
    else {
        return true;
    };
    let royal = match setup.board.get(sq).copied().flatten() {
        Some((_, PieceKind(k))) => format!("`{}`", variant.pieces[usize::from(k)].symbol(checked)),
        None => "royal piece".to_string(),
    };
    let files = usize::from(variant.board.files);
    diags.push(
        Diagnostic::new(
            start.inner.clone(),
            format!(
                "{} starts in check, {} to move",
                checked.name(),
                mover.name()
            ),
            format!(
                "the {royal} on file {}, rank {} (from the bottom left) is attacked",
                sq % files + 1,
                sq / files + 1
            ),
        )
        .with_help(
            "the side not to move may not be in check (no legal move leaves its mover in \
             check): give the move to the side in check, or change the position",
        ),
    );
    false
}

/// Reports pieces in hand when captured pieces are removed: nothing ever enters a hand then, and
/// the engines refuse such a position.
fn no_hands(start: &Str, setup: &Setup, diags: &mut Diagnostics) {
    let n: usize = setup.hands.iter().flatten().map(|&c| usize::from(c)).sum();
    if n == 0 {
        return;
    }
    // the hand is the third field of an SFEN position
    let span = start
        .text
        .split_whitespace()
        .nth(2)
        .map(|hand| {
            let at = hand.as_ptr() as usize - start.text.as_ptr() as usize;
            start.inner.start + at..start.inner.start + at + hand.len()
        })
        .unwrap_or_else(|| start.inner.clone());
    let pieces = if n == 1 { "piece" } else { "pieces" };
    diags.push(
        Diagnostic::new(
            span,
            "pieces in hand at the start without `captures to hand`",
            format!("{n} {pieces} in hand"),
        )
        .with_help(
            "captured pieces are removed (`captures removed`, the default), so there are no \
             hands: write `-` as the hand, or write `captures to hand`",
        ),
    );
}

/// The `forbid` rules between the two royals, in the start position (each side has exactly one
/// royal piece on the board when this runs).
fn royal_rules(
    start: &Str,
    setup: &Setup,
    board: Board,
    pieces: &[PieceType],
    royal: RoyalRules,
    diags: &mut Diagnostics,
) {
    let files = board.files as usize;
    let mut squares = [None, None];
    for (i, s) in setup.board.iter().enumerate() {
        if let Some((color, kind)) = s
            && pieces.get(kind.0 as usize).is_some_and(|p| p.royal)
        {
            squares[color.index()] = Some(i);
        }
    }
    let (Some(a), Some(b)) = (squares[0], squares[1]) else {
        return;
    };
    if royal.no_same_rank && a / files == b / files {
        diags.push(
            Diagnostic::new(
                start.inner.clone(),
                "the royal pieces start on one rank".to_string(),
                format!("both on rank {} (from the bottom)", a / files + 1),
            )
            .with_help("`forbid royals-same-rank` is in force: start them on different ranks"),
        );
    }
    if royal.no_facing && a % files == b % files {
        let (lo, hi) = (a.min(b), a.max(b));
        if ((lo + files)..hi)
            .step_by(files)
            .all(|q| setup.board[q].is_none())
        {
            diags.push(
                Diagnostic::new(
                    start.inner.clone(),
                    "the royal pieces start facing each other on an open file".to_string(),
                    format!("both on file {} (from the left), nothing between", a % files + 1),
                )
                .with_help(
                    "`forbid facing-royals` is in force: put a piece between them or start them on different files",
                ),
            );
        }
    }
}

/// Reads `text` with the runtime's reader, letters and aliases resolved through `pieces`.
pub(crate) fn read(
    text: &str,
    format: TextFormat,
    board: Board,
    pieces: &[PieceType],
) -> Result<Setup, SetupError> {
    Setup::parse(
        text,
        format,
        board.files,
        board.ranks,
        pieces.len(),
        |c, promoted| {
            pieces
                .iter()
                .position(|p| {
                    (p.letter == c || p.aliases.contains(&c))
                        && p.promoted_from.is_some() == promoted
                })
                .and_then(|i| u8::try_from(i).ok())
                .map(PieceKind)
        },
    )
}

/// A reader error as a diagnostic pointing at the character it names inside the string.
fn setup_error(
    start: &Str,
    notation: TextFormat,
    e: &SetupError,
    board: Board,
    pieces: &[PieceType],
) -> Diagnostic {
    let at = start
        .text
        .char_indices()
        .nth(e.column)
        .map(|(b, c)| (b, c.len_utf8()));
    let span = match at {
        Some((b, len)) => start.inner.start + b..start.inner.start + b + len,
        // past the end: point at the closing quote
        None => start.inner.end..start.inner.end + 1,
    };
    let (files, ranks) = (board.files, board.ranks);
    let (message, label) = match &e.kind {
        SetupErrorKind::MissingField(what) => (
            format!("start position lacks the {what}"),
            "ends here".to_string(),
        ),
        SetupErrorKind::TooManyFields => (
            "start position has too many fields".into(),
            "one field too many".into(),
        ),
        SetupErrorKind::RankCount { expected, found } => (
            format!("start position has {found} ranks, the board {expected}"),
            format!("{found} ranks"),
        ),
        SetupErrorKind::RankWidth {
            rank,
            expected,
            found,
        } => (
            format!(
                "rank {rank} of the start position covers {found} squares, the board has {expected} files"
            ),
            format!("rank {rank} ends here"),
        ),
        SetupErrorKind::UnknownPiece {
            letter,
            promoted: false,
        } => (
            format!("unknown piece `{letter}` in the start position"),
            "no piece has this letter".into(),
        ),
        SetupErrorKind::UnknownPiece {
            letter,
            promoted: true,
        } => (
            format!("unknown promoted piece `+{letter}` in the start position"),
            "no promoted piece has this letter".into(),
        ),
        SetupErrorKind::UnexpectedChar(c) => (
            format!("unexpected `{c}` in the start position"),
            "not expected here".into(),
        ),
        SetupErrorKind::BadNumber(s) => (
            format!("bad count `{s}` in the start position"),
            "bad count".into(),
        ),
        SetupErrorKind::BadSide(s) => (
            format!("bad side to move `{s}` in the start position"),
            "not a side".into(),
        ),
        SetupErrorKind::BadLionCapture(s) => (
            format!("bad lion-capture square `{s}` in the start position"),
            "not a square of the board".into(),
        ),
        SetupErrorKind::BadHand(s) => (
            format!("bad hand in the start position: {s}"),
            "here".into(),
        ),
        SetupErrorKind::BadEnPassant(s) => (
            format!("bad en-passant field `{s}` in the start position"),
            "not `-` nor a square of the board".into(),
        ),
        SetupErrorKind::BadXboardField(s) => (
            format!("bad field `{s}` in the start position"),
            "not `-` nor a count".into(),
        ),
        SetupErrorKind::BadCastling(c) => (
            format!("bad castling right `{c}` in the start position"),
            "not a castling right".into(),
        ),
    };
    let (this, other, other_format) = match notation {
        TextFormat::Sfen => ("sfen", "fen", TextFormat::Fen),
        TextFormat::Fen => ("fen", "sfen", TextFormat::Sfen),
    };
    if read(&start.text, other_format, board, pieces).is_ok() {
        return Diagnostic::new(
            start.inner.clone(),
            format!(
                "start position is in {}, not {}",
                other.to_uppercase(),
                this.to_uppercase()
            ),
            format!("{} position", other.to_uppercase()),
        )
        .with_help(format!(
            "the notation is `{this}`: write the start in {}, or write `notation {other}`",
            this.to_uppercase()
        ));
    }
    let help = {
        match (&e.kind, notation) {
            (SetupErrorKind::RankCount { .. } | SetupErrorKind::RankWidth { .. }, _) => format!(
                "the board is {files}x{ranks}: give {ranks} ranks separated by `/`, each covering {files} squares"
            ),
            (SetupErrorKind::UnknownPiece { .. }, _) => {
                let letters: Vec<String> = pieces
                    .iter()
                    .filter(|p| p.promoted_from.is_none())
                    .map(|p| p.letter.to_string())
                    .collect();
                format!(
                    "the piece letters are `{}` (lowercase for the second player)",
                    letters.join(" ")
                )
            }
            (_, TextFormat::Sfen) => {
                "an SFEN position is `BOARD SIDE HAND MOVENUMBER`, like `... b - 1`".into()
            }
            (_, TextFormat::Fen) => {
                "a FEN position is `BOARD SIDE CASTLING EN-PASSANT HALFMOVE FULLMOVE`, like \
                 `... w - - 0 1` (`-` for no castling right and no en-passant square)"
                    .into()
            }
        }
    };
    Diagnostic::new(span, message, label).with_help(help)
}
