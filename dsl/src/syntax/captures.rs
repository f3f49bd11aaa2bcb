//! `captures ...`, parsed into the AST.

use pest::iterators::Pair;

use super::grammar::Rule;
use crate::ast::*;

pub(crate) fn captures(parts: Vec<Pair<'_, Rule>>) -> StatementKind {
    let p = parts
        .into_iter()
        .next()
        .expect("grammar: captures removed | to hand");
    StatementKind::Captures(match p.as_rule() {
        Rule::to_hand => CapturesKind::ToHand {
            promoted_removed: p.into_inner().any(|q| q.as_rule() == Rule::kw_promoted),
        },
        _ => CapturesKind::Removed,
    })
}
