//! `lions PIECES`, `lions cheap PIECES` and `lions counter-strike`, parsed into the AST
//! (checked by `check/lions.rs` and `check/counter_strike.rs`).

use pest::iterators::Pair;

use super::grammar::Rule;
use super::util::word;
use crate::ast::StatementKind;

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
