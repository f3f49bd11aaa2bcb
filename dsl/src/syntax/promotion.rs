//! `promotion ...`, parsed into the AST.

use pest::iterators::Pair;

use super::grammar::Rule;
use super::util::{span_of, word};
use crate::ast::*;

pub(crate) fn promotion(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    if parts
        .first()
        .is_some_and(|p| p.as_rule() == Rule::every_move)
    {
        return StatementKind::PromotionEveryMove;
    }
    if parts.first().is_some_and(|p| p.as_rule() == Rule::limited) {
        return StatementKind::PromotionLimited;
    }
    let mut zone = None;
    let mut entering = None;
    let mut forced = None;
    let mut on_entry = None;
    for p in parts {
        match p.as_rule() {
            Rule::name => zone = Some(word(p, off)),
            Rule::entering => entering = Some(span_of(&p, off)),
            Rule::forced => forced = Some(span_of(&p, off)),
            Rule::on_entry => on_entry = Some(span_of(&p, off)),
            _ => {} // kw_in
        }
    }
    StatementKind::Promotion {
        zone: zone.expect("grammar: promotion in REGION"),
        entering,
        forced,
        on_entry,
    }
}
