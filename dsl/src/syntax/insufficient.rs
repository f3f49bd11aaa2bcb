//! `insufficient-material draws mating PIECE {, PIECE}`, parsed into the AST (checked by
//! `check/insufficient.rs`).

use pest::iterators::Pair;

use super::grammar::Rule;
use super::util::word;
use crate::ast::StatementKind;

/// Builds the statement from the parts after its keyword.
pub(crate) fn parse(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut it = parts.into_iter();
    let v = it
        .next()
        .expect("grammar: insufficient-material VERDICT mating NAMES");
    let verdict = super::end::verdict(v, off);
    let mating = it
        .filter(|p| p.as_rule() == Rule::name_list)
        .flat_map(|p| p.into_inner())
        .filter(|p| p.as_rule() == Rule::name)
        .map(|p| word(p, off))
        .collect();
    StatementKind::Insufficient { verdict, mating }
}
