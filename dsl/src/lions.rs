//! `lions PIECES` and `lions cheap PIECES`: Chu shogi's rule against taking a protected lion
//! from afar, as lishogi plays it ([`crate::ir::SpecialRules::lions`]).

use pest::iterators::Pair;

use crate::ast::{Statement, StatementKind, Word};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{PieceId, PieceType};
use crate::parse::{Rule, word};

/// Builds the statement from the parts after `lions`: `counter-strike`, or `cheap` if given,
/// then the names.
pub(crate) fn parse(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut cheap = false;
    let mut pieces = Vec::new();
    for p in parts {
        match p.as_rule() {
            Rule::lions_counter => return StatementKind::CounterStrike,
            Rule::lions_cheap => cheap = true,
            _ => pieces.extend(
                p.into_inner()
                    .filter(|q| q.as_rule() == Rule::name)
                    .map(|q| word(q, off)),
            ),
        }
    }
    StatementKind::Lions { cheap, pieces }
}

/// The lion types and the cheap types, resolved; reports unknown pieces, a piece listed twice,
/// each form stated twice, and `lions cheap` without `lions`.
pub(crate) fn lower(
    statements: &[&Statement],
    types: &[PieceType],
    source: &str,
    diags: &mut Diagnostics,
) -> (Vec<PieceId>, Vec<PieceId>) {
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
        let Some(id) = crate::end::piece_id(w, types, diags) else {
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

/// The line `koma show` prints above the diagrams of a variant with `lions PIECES` (`None`
/// otherwise).
pub(crate) fn summary(variant: &crate::ir::Variant) -> Option<String> {
    let s = &variant.special;
    if s.lions.is_empty() {
        return None;
    }
    let names = |ids: &[PieceId]| -> Vec<&str> {
        ids.iter()
            .map(|&id| variant.pieces[id].name.as_str())
            .collect()
    };
    let cheap = if s.lion_cheap.is_empty() {
        String::new()
    } else {
        format!(" other than {}", names(&s.lion_cheap).join(", "))
    };
    Some(format!(
        "lions ({}): a lion may not take a protected lion more than one step away, unless its \
         first step took a piece{cheap}",
        names(&s.lions).join(", ")
    ))
}
