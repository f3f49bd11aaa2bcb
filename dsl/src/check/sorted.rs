//! The first checks on a parsed file: statements sorted by kind, required statements present,
//! once-only statements not repeated, names and letters well formed. The lowering (`lower.rs`)
//! builds the IR from the result.

use crate::ast::{
    CapturesKind, File, Num, Piece, RegionSpec, Span, Statement, StatementKind, Str, Word,
};
use crate::check::unsupported;
use crate::diagnostic::{Diagnostic, Diagnostics, line_col};
use crate::syntax::statements;

/// The statements of a file, sorted by kind.
#[derive(Default)]
pub(crate) struct Sorted<'a> {
    /// `variant NAME ["TITLE"]`.
    pub variant: Option<(&'a Word, Option<&'a Str>)>,
    /// `board FILESxRANKS`: files, ranks, the size word.
    pub board: Option<(u32, u32, &'a Span)>,
    /// `notation`.
    pub notation: Option<&'a Word>,
    /// `region NAME = SPEC...`, in order.
    pub regions: Vec<(&'a Word, &'a [RegionSpec])>,
    /// `piece ...`, in order.
    pub pieces: Vec<&'a Piece>,
    /// `promotion in REGION [entering] [forced]`: the statement's keyword, zone, flags.
    pub promotion: Option<(&'a Span, &'a Word, bool, bool)>,
    /// `captures ...`, and the statement's span.
    pub captures: Option<(CapturesKind, &'a Span)>,
    /// Keywords of the `drops` statements.
    pub drops: Vec<&'a Span>,
    /// `drops nifu PIECE`.
    pub nifu: Vec<&'a Word>,
    /// `drops mate PIECE illegal|allowed`: piece, illegal, verdict word.
    pub mate: Vec<(&'a Word, bool, &'a Span)>,
    /// `forbid RULE`.
    pub forbids: Vec<&'a Word>,
    /// `start "..."`.
    pub start: Option<&'a Str>,
    /// The end-of-game statements, in order (checked by `end/`).
    pub end: Vec<&'a Statement>,
    /// The first words of unknown statements (reported here).
    pub unknown: Vec<&'a Word>,
    /// `promotion every move`: the statement's keyword.
    pub every_move: Option<&'a Span>,
    /// `drops either face`: the statements, in order.
    pub either_face: Vec<&'a Span>,
    /// `immobile pieces allowed`: the statement.
    pub immobile: Option<&'a Span>,
    /// The `royals` and `win` statements, in order (checked by `royalty.rs`).
    pub royalty: Vec<&'a Statement>,
    /// `royals KIND` (checked by `royals.rs`).
    pub royals: Vec<&'a Word>,
    /// `drops nifu PIECE N`: the piece (also in `nifu`) and its count.
    pub nifu_counts: Vec<(&'a Word, &'a Num)>,
    /// `drops in REGION`: the region's name.
    pub drop_in: Vec<&'a Word>,
    /// `drops check illegal|allowed`: illegal, verdict word.
    pub drop_check: Vec<(bool, &'a Span)>,
    /// `forbid PIECE hops-over|captures PIECES` and `bikjang VERDICT` (`exclusion.rs`,
    /// `pass.rs`).
    pub special: Vec<&'a Statement>,
    /// `on entry or capture` in the `promotion` statement, with its `entering` word if any.
    pub on_entry: Option<(&'a Span, Option<&'a Span>)>,
    /// `promotion limited`: the statements, in order (`pawns.rs`).
    pub limited: Vec<&'a Span>,
    /// `castling ...` statements (`castling.rs`).
    pub castlings: Vec<&'a Statement>,
    /// `insufficient-material ...` statements (`insufficient.rs`).
    pub insufficient: Vec<&'a Statement>,
    /// Every statement of the language's table (`syntax/statements.rs`), in file order, with
    /// its keyword; a once-only statement's duplicates left out. A statement without a field
    /// above is read by its checker through [`Sorted::of`].
    pub all: Vec<(&'static str, &'a Statement)>,
}

impl<'a> Sorted<'a> {
    /// The statements that start with `keyword` (as the table writes it), in file order.
    pub fn of<'s>(&'s self, keyword: &'s str) -> impl Iterator<Item = &'a Statement> + 's {
        self.all
            .iter()
            .filter(move |(k, _)| *k == keyword)
            .map(|(_, st)| *st)
    }
}

/// Sorts the statements of `file`, reporting repeated once-only statements and missing required
/// ones.
pub(crate) fn sort<'a>(file: &'a File, source: &str, diags: &mut Diagnostics) -> Sorted<'a> {
    let mut s = Sorted::default();
    // the first statement of each once-only kind, for "repeated" errors
    let mut firsts: Vec<(&'static str, &Statement)> = Vec::new();
    for st in &file.statements {
        let keyword = source.get(st.keyword.clone()).unwrap_or_default();
        let rest = source.get(st.keyword.end..st.span.end).unwrap_or_default();
        let row = match &st.kind {
            StatementKind::Unknown(_) => None,
            _ => statements::row_of(keyword),
        };
        if let Some(kw) = row.and_then(|_| statements::once_key(keyword, rest)) {
            if let Some((_, first)) = firsts.iter().find(|(k, _)| *k == kw) {
                let (line, _) = line_col(source, first.keyword.start);
                diags.push(
                    Diagnostic::new(
                        st.keyword.clone(),
                        format!("duplicate `{kw}` statement"),
                        "stated again here",
                    )
                    .with_help(format!(
                        "a variant has one `{kw}` statement; the first is on line {line}"
                    )),
                );
                continue;
            }
            firsts.push((kw, st));
        }
        if let Some(row) = row {
            s.all.push((row.keyword, st));
        }
        match &st.kind {
            StatementKind::Variant { name, title } => s.variant = Some((name, title.as_ref())),
            StatementKind::Board { files, ranks, size } => s.board = Some((*files, *ranks, size)),
            StatementKind::Notation(w) => s.notation = Some(w),
            StatementKind::Region { name, specs } => s.regions.push((name, specs)),
            StatementKind::Piece(p) => s.pieces.push(p),
            StatementKind::Promotion {
                zone,
                entering,
                forced,
                on_entry,
            } => {
                s.promotion = Some((&st.keyword, zone, entering.is_some(), forced.is_some()));
                s.on_entry = on_entry.as_ref().map(|o| (o, entering.as_ref()));
            }
            StatementKind::Captures(c) => s.captures = Some((*c, &st.span)),
            StatementKind::DropsNifu(w) => {
                s.drops.push(&st.keyword);
                s.nifu.push(w)
            }
            StatementKind::DropsMate {
                piece,
                illegal,
                verdict,
            } => {
                s.drops.push(&st.keyword);
                s.mate.push((piece, *illegal, verdict))
            }
            StatementKind::Forbid(w) => s.forbids.push(w),
            StatementKind::PromotionEveryMove => s.every_move = Some(&st.keyword),
            StatementKind::PromotionLimited => s.limited.push(&st.span),
            StatementKind::DropsEitherFace => {
                s.drops.push(&st.keyword);
                s.either_face.push(&st.span)
            }
            StatementKind::ImmobileAllowed => s.immobile = Some(&st.span),
            StatementKind::Start(text) => s.start = Some(text),
            StatementKind::Stalemate(_)
            | StatementKind::Repetition { .. }
            | StatementKind::Perpetual { .. }
            | StatementKind::ChaseBy(_)
            | StatementKind::ChaseOf(_)
            | StatementKind::ChaseProtected { .. }
            | StatementKind::ChaseExchange(_)
            | StatementKind::ChaseFlag(_)
            | StatementKind::NoCapture { .. }
            | StatementKind::Material { .. }
            | StatementKind::BareRoyal(_)
            | StatementKind::NoCaptureReset(_)
            | StatementKind::Counting { .. }
            | StatementKind::CountingBare(_) => s.end.push(st),
            StatementKind::Unknown(w) => {
                diags.push(unsupported::statement(w));
                s.unknown.push(w);
            }
            StatementKind::Royals(w) => {
                s.royals.push(w);
                s.royalty.push(st);
            }
            StatementKind::WinReaches { .. } => s.royalty.push(st),
            StatementKind::DropsNifuCount { piece, count } => {
                s.drops.push(&st.keyword);
                s.nifu.push(piece);
                s.nifu_counts.push((piece, count));
            }
            StatementKind::DropsIn(w) => {
                s.drops.push(&st.keyword);
                s.drop_in.push(w)
            }
            StatementKind::DropsCheck { illegal, verdict } => {
                s.drops.push(&st.keyword);
                s.drop_check.push((*illegal, verdict))
            }
            StatementKind::ForbidPieces { .. }
            | StatementKind::Bikjang(_)
            | StatementKind::Lions { .. }
            | StatementKind::CounterStrike => s.special.push(st),
            StatementKind::Castling(_) => s.castlings.push(st),
            StatementKind::Insufficient { .. } => s.insufficient.push(st),
            // a newer statement's checker reads it from `all` (`Sorted::of`)
            #[allow(unreachable_patterns)]
            _ => {}
        }
    }
    // missing statements point at the variant's name, or the first statement
    let at = s
        .variant
        .map(|(w, _)| w.span.clone())
        .or_else(|| file.statements.first().map(|st| st.keyword.clone()))
        .unwrap_or(0..0);
    let missing = [
        (
            "variant",
            s.variant.is_some(),
            "variant my-variant \"My variant\"",
        ),
        ("board", s.board.is_some(), "board 9x9"),
        ("notation", s.notation.is_some(), "notation sfen"),
        ("start", s.start.is_some(), "start \"...\""),
    ];
    for (kw, present, example) in missing {
        // an unknown statement that is a misspelling of it says enough
        let misspelt = s
            .unknown
            .iter()
            .any(|w| unsupported::nearest_keyword(&w.text) == Some(kw));
        if !present && !misspelt {
            diags.push(
                Diagnostic::new(
                    at.clone(),
                    format!("missing `{kw}` statement"),
                    format!("no `{kw}` statement in this file"),
                )
                .with_help(format!(
                    "every rules file has one `{kw}` statement, like `{example}`"
                )),
            );
        }
    }
    if let Some((name, _)) = s.variant {
        check_name(name, "variant", diags);
    }
    s
}

/// Reports a name that is not lowercase words joined by `-`: letters and digits, each word
/// beginning with a letter — or, for a variant's name only, with a digit too (`3check`,
/// `4x5chess`, as Fairy-Stockfish names them).
pub(crate) fn check_name(w: &Word, what: &str, diags: &mut Diagnostics) {
    let digit_first = what == "variant";
    let word_ok = |part: &str| {
        part.chars()
            .next()
            .is_some_and(|c| c.is_ascii_lowercase() || (digit_first && c.is_ascii_digit()))
            && part
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
    };
    if !w.text.is_empty() && w.text.split('-').all(word_ok) {
        return;
    }
    let message = format!("invalid {what} name `{}`", w.text);
    let rule = "a name is lowercase words (letters and digits) joined by `-`, each beginning \
                with a letter";
    let d = if let Some(part) = w
        .text
        .split('-')
        .find(|p| p.starts_with(|c: char| c.is_ascii_digit()))
        .filter(|_| {
            w.text
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        }) {
        let label = if w.text.starts_with(part) {
            "begins with a digit"
        } else {
            "a word begins with a digit"
        };
        Diagnostic::new(w.span.clone(), message, label).with_help(format!(
            "{rule} (only a variant's name may begin with a digit, like `3check`): write \
             the number after a letter or as a word, like `pawn2` or `three-step`"
        ))
    } else {
        Diagnostic::new(w.span.clone(), message, "not lowercase words joined by `-`")
            .with_help(format!("{rule}, like `cloud-eagle`"))
    };
    diags.push(d);
}

/// The letter in `w` if it is one uppercase ASCII letter; reports it otherwise.
pub(crate) fn check_letter(w: &Word, what: &str, diags: &mut Diagnostics) -> Option<char> {
    let mut chars = w.text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_uppercase() => Some(c),
        _ => {
            let d = Diagnostic::new(
                w.span.clone(),
                format!("invalid {what} `{}`", w.text),
                "not one uppercase ASCII letter",
            );
            let help = if w.text.len() == 1 && w.text.chars().all(|c| c.is_ascii_lowercase()) {
                format!(
                    "a piece letter is one uppercase ASCII letter, like `{}`",
                    w.text.to_ascii_uppercase()
                )
            } else if what == "alias" {
                "a piece letter is one uppercase ASCII letter; give several apart, like `also E H`"
                    .into()
            } else {
                "a piece letter is one uppercase ASCII letter, like `K`".into()
            };
            diags.push(d.with_help(help));
            None
        }
    }
}
