//! The pass move (`pass` in a royal piece's moves) and bikjang (`bikjang draws`), as Janggi
//! has them: [`SpecialRules::pass`] and [`SpecialRules::bikjang`].

use crate::ast::{Statement, StatementKind, VerdictKind, Word};
use crate::check::context::Context;
use crate::check::line::line_of;
use crate::diagnostic::{Diagnostic, Diagnostics, line_col};
use crate::ir::PieceId;

/// Whether a Betza word of a move list is the pass move.
pub(crate) fn is_pass(w: &Word) -> bool {
    w.text == "pass"
}

/// The type whose moves list `pass` (`None` when none does); reports a pass on a type that is
/// not royal (the pass is written as the royal piece's move to its own square), a pass with
/// `in` or `along`, and a pass in a promoted type's moves.
pub(crate) fn lower_pass(cx: &Context<'_>, diags: &mut Diagnostics) -> Option<PieceId> {
    let (pieces, types) = (&cx.s.pieces, cx.pieces);
    let mut found = None;
    for p in pieces {
        let promoted = p.promotes.iter().flat_map(|pr| &pr.moves.items);
        for item in promoted {
            if let crate::ast::MoveForm::Betza(w) = &item.form
                && is_pass(w)
            {
                diags.push(
                    Diagnostic::new(w.span.clone(), "a promoted type cannot pass", "pass here")
                        .with_help("the pass belongs to the royal piece: list it in its moves"),
                );
            }
        }
        for item in &p.moves.items {
            let crate::ast::MoveForm::Betza(w) = &item.form else {
                continue;
            };
            if !is_pass(w) {
                continue;
            }
            if let Some(r) = item.only_in.as_ref().or(item.along.as_ref()) {
                diags.push(
                    Diagnostic::new(
                        r.span.clone(),
                        "a pass has no region",
                        "the pass moves nothing",
                    )
                    .with_help("write `pass` alone in the move list"),
                );
            }
            if p.royal.is_none() {
                diags.push(
                    Diagnostic::new(
                        w.span.clone(),
                        format!("`{}` passes but is not royal", p.name.text),
                        "pass here",
                    )
                    .with_help(
                        "a pass is written as the royal piece's move to its own square: list \
                         `pass` in the royal piece's moves",
                    ),
                );
                continue;
            }
            found = types.iter().position(|t| t.name == p.name.text);
        }
    }
    found
}

/// Whether a `bikjang` statement is given, and its line; reports a second one and a verdict
/// other than `draws`, and a `bikjang` without a pass move (a side facing the other royal
/// could then be left without a legal move for a reason no rule states).
pub(crate) fn lower_bikjang(
    cx: &Context<'_>,
    pass: Option<PieceId>,
    diags: &mut Diagnostics,
) -> Option<u32> {
    let (statements, source) = (&cx.s.special, cx.source);
    let mut first: Option<&Statement> = None;
    for st in statements {
        let StatementKind::Bikjang(verdict) = &st.kind else {
            continue;
        };
        if let Some(f) = first {
            let (line, _) = line_col(source, f.keyword.start);
            diags.push(
                Diagnostic::new(
                    st.keyword.clone(),
                    "duplicate `bikjang` statement",
                    "stated again here",
                )
                .with_help(format!(
                    "a variant has one `bikjang` statement; the first is on line {line}"
                )),
            );
            continue;
        }
        first = Some(st);
        if verdict.kind != VerdictKind::Draws {
            diags.push(
                Diagnostic::new(verdict.span.clone(), "bikjang can only draw", "not `draws`")
                    .with_help(
                        "write `bikjang draws`: a pass while the royals face ends the game drawn",
                    ),
            );
        }
        if pass.is_none() {
            diags.push(
                Diagnostic::new(st.keyword.clone(), "`bikjang` without a pass move", "bikjang here")
                    .with_help("bikjang lets the side whose royal faces the other pass: list `pass` in the royal piece's moves"),
            );
        }
    }
    first.map(|st| line_of(source, &st.keyword))
}
