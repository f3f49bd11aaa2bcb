//! One statement's pair → its AST [`Statement`], each kind read by the parser its row names
//! (`statements.rs`).

use pest::iterators::Pair;

use super::grammar::Rule;
use super::statements::STATEMENTS;
use super::util::span_of;
use crate::ast::*;

/// Builds one statement from its `*_stmt` pair.
pub(crate) fn statement(p: Pair<'_, Rule>, off: usize) -> Statement {
    let span = span_of(&p, off);
    let rule = p.as_rule();
    let mut inner = p.into_inner();
    let keyword = inner
        .next()
        .map_or(span.start..span.start, |k| span_of(&k, off));
    let parts: Vec<Pair<'_, Rule>> = inner.collect();
    let row = STATEMENTS
        .iter()
        .find(|r| r.rules.contains(&rule))
        .expect("grammar: a statement is one of the *_stmt rules, each in a row");
    let kind = (row.parse)(rule, parts, off);
    Statement {
        keyword,
        span,
        kind,
    }
}
