//! `lions PIECES` and `lions cheap PIECES`: Chu shogi's rule against taking a protected lion
//! from afar, as lishogi plays it ([`crate::ir::SpecialRules::lions`]).

use crate::ast::{Statement, StatementKind, Word};
use crate::check::context::Context;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{PieceId, PieceType};

/// The lion types and the cheap types, resolved; reports unknown pieces, a piece listed twice,
/// each form stated twice, and `lions cheap` without `lions`.
pub(crate) fn lower(cx: &Context<'_>, diags: &mut Diagnostics) -> (Vec<PieceId>, Vec<PieceId>) {
    let (statements, types, source) = (&cx.s.special, cx.pieces, cx.source);
    let mut lists: [Option<(&Statement, Vec<PieceId>)>; 2] = [None, None];
    for st in statements {
        let StatementKind::Lions { cheap, pieces } = &st.kind else {
            continue;
        };
        let slot = &mut lists[usize::from(*cheap)];
        if let Some((first, _)) = slot {
            let what = if *cheap { "lions cheap" } else { "lions" };
            diags.push(Diagnostic::duplicate(
                st.span.clone(),
                what,
                "list every piece in one statement",
                first.keyword.start,
                source,
            ));
            continue;
        }
        *slot = Some((st, ids(pieces, types, diags)));
    }
    if let (None, Some((st, _))) = (&lists[0], &lists[1]) {
        diags.push(
            Diagnostic::new(
                st.span.clone(),
                "`lions cheap` without `lions`",
                "cheap pieces here",
            )
            .with_help("name the lion types first, like `lions lion`"),
        );
    }
    let [lions, cheap] = lists.map(|l| l.map(|(_, ids)| ids).unwrap_or_default());
    (lions, cheap)
}

/// The ids of `names`, reporting unknown pieces and repeats.
fn ids(names: &[Word], types: &[PieceType], diags: &mut Diagnostics) -> Vec<PieceId> {
    let mut out = Vec::new();
    for w in names {
        let Some(id) = crate::check::end::shared::piece_id(w, types, diags) else {
            continue;
        };
        if out.contains(&id) {
            diags.push(
                Diagnostic::new(
                    w.span.clone(),
                    format!("`{}` listed twice", w.text),
                    "again here",
                )
                .with_help("name each piece once"),
            );
            continue;
        }
        out.push(id);
    }
    out
}
