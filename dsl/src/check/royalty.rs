//! Royalty and the other rules decided on the board: `royals capturable`, `win royal reaches
//! REGION [safe]`, `extinction loses|draws PIECES [at most N]` and the piece clause `drops
//! anywhere` (parsed by `syntax/royalty.rs` and `syntax/end.rs`), checked into [`Royalty`] and
//! [`crate::ir::PieceType::drops_anywhere`].
//!
//! The checker reports an unknown `royals` word, a repeated statement, an unknown region, and
//! the rules that need the check rule (`drops mate PIECE illegal`, `perpetual check`, `forbid`)
//! stated with `royals capturable`, under which nothing is ever in check; `drops anywhere`
//! in a variant without drops, or on a royal piece (never held); and `extinction illegal`, an
//! unknown piece or one listed twice in `extinction` (a second `extinction` statement is
//! reported by its row, `syntax/statements.rs`).

use crate::ast::{CapturesKind, Span, Statement, StatementKind, VerdictKind};
use crate::check::context::Context;
use crate::check::end::shared::{error, pieces};
use crate::check::line::line_of;
use crate::check::region;
use crate::check::sorted::Sorted;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{Extinction, Reaches, Royalty};

/// Checks the royalty statements of `s` and the `drops anywhere` clauses of its pieces;
/// `regions` are the region names by id.
pub(crate) fn lower(cx: &Context<'_>, diags: &mut Diagnostics) -> Royalty {
    let (s, regions, source) = (cx.s, cx.names, cx.source);
    let mut royalty = Royalty::default();
    let mut first_royals: Option<&Statement> = None;
    let mut first_win: Option<&Statement> = None;
    for st in &s.royalty {
        match &st.kind {
            StatementKind::Royals(w) => {
                // other words, and a second `royals` statement, are reported by `royals.rs`
                if w.text != "capturable" || first_royals.is_some() {
                    continue;
                }
                first_royals = Some(st);
                royalty.capturable = true;
                royalty.capturable_line = Some(line_of(source, &st.keyword));
            }
            StatementKind::WinReaches { region, safe } => {
                if let Some(first) = first_win {
                    duplicate(st, first, "win royal reaches", source, diags);
                    continue;
                }
                first_win = Some(st);
                if let Some(r) = region::resolve(regions, region, diags) {
                    royalty.reaches = Some(Reaches {
                        region: r,
                        safe: safe.is_some(),
                        line: line_of(source, &st.keyword),
                    });
                }
            }
            _ => {}
        }
    }
    if let Some(line) = royalty.capturable_line {
        needs_check_rule(s, line, diags);
    }
    drops_anywhere(s, diags);
    royalty.extinction = extinction(cx, diags);
    royalty
}

/// The extinction rule of the file, if it states one (`None` after an error): the pieces named
/// exist, each once, and the verdict is `loses` or `draws`.
fn extinction(cx: &Context<'_>, diags: &mut Diagnostics) -> Option<Extinction> {
    let st = cx.s.of("extinction").next()?;
    let StatementKind::Extinction {
        verdict,
        pieces: names,
        at_most,
    } = &st.kind
    else {
        return None;
    };
    let before = diags.len();
    if verdict.kind == VerdictKind::Illegal {
        diags.push(error(
            verdict.span.clone(),
            "`extinction` cannot be `illegal`",
            "not `loses` or `draws`",
            "the side whose pieces died out loses, or the game is drawn: write `extinction \
             loses` or `extinction draws`",
        ));
    }
    let ids = pieces(names, cx.pieces, diags);
    (diags.len() == before).then(|| Extinction {
        pieces: ids.into_iter().flatten().collect(),
        at_most: at_most.as_ref().map_or(0, |n| n.value),
        draws: verdict.kind == VerdictKind::Draws,
        line: line_of(cx.source, &st.keyword),
    })
}

/// Reports `st`, a second statement of a kind stated once (`first`).
fn duplicate(st: &Statement, first: &Statement, what: &str, source: &str, diags: &mut Diagnostics) {
    let help = format!("a variant states `{what}` once");
    diags.push(Diagnostic::duplicate(
        st.span.clone(),
        what,
        &help,
        first.keyword.start,
        source,
    ));
}

/// Reports the rules that need the check rule, stated with `royals capturable` (on `line`).
fn needs_check_rule(s: &Sorted<'_>, line: u32, diags: &mut Diagnostics) {
    let mut conflicts: Vec<(Span, String)> = Vec::new();
    for (piece, illegal, verdict) in &s.mate {
        if *illegal {
            conflicts.push((
                piece.span.start..verdict.end,
                format!("`drops mate {} illegal`", piece.text),
            ));
        }
    }
    for st in &s.end {
        if let StatementKind::Perpetual { what, .. } = &st.kind
            && what.text == "check"
        {
            conflicts.push((st.span.clone(), "`perpetual check`".to_string()));
        }
    }
    for w in &s.forbids {
        conflicts.push((w.span.clone(), format!("`forbid {}`", w.text)));
    }
    for (span, what) in conflicts {
        diags.push(
            Diagnostic::new(
                span,
                format!("{what} with `royals capturable`"),
                "needs the check rule",
            )
            .with_help(format!(
                "with `royals capturable` (line {line}) nothing is ever in check: remove one of them"
            )),
        );
    }
}

/// Reports `drops anywhere` on a piece of a variant without drops, or on a royal piece.
fn drops_anywhere(s: &Sorted<'_>, diags: &mut Diagnostics) {
    let has_hands = matches!(s.captures, Some((CapturesKind::ToHand { .. }, _)));
    for p in &s.pieces {
        let Some(span) = &p.drops_anywhere else {
            continue;
        };
        if !has_hands {
            diags.push(
                Diagnostic::new(
                    span.clone(),
                    format!("`drops anywhere` on `{}` without drops", p.name.text),
                    "no piece is ever dropped",
                )
                .with_help("pieces are dropped only with `captures to hand`: add it, or remove `drops anywhere`"),
            );
        } else if p.royal.is_some() {
            diags.push(
                Diagnostic::new(
                    span.clone(),
                    format!("`drops anywhere` on the royal piece `{}`", p.name.text),
                    "a royal piece is never held",
                )
                .with_help("remove `drops anywhere`: a captured royal piece leaves the game"),
            );
        }
    }
}
