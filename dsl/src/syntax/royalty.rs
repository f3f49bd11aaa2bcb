//! `royals NAME` and `win royal reaches REGION [safe]`, parsed into the AST (checked by
//! `check/royalty.rs` and `check/royals.rs`).

use pest::iterators::Pair;

use super::grammar::Rule;
use super::util::{span_of, word};
use crate::ast::StatementKind;

/// Builds a `royals` or `win` statement from the parts after its keyword.
pub(crate) fn statement(rule: Rule, parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut it = parts.into_iter();
    if rule == Rule::royals_stmt {
        let w = it.next().expect("grammar: royals NAME");
        return StatementKind::Royals(word(w, off));
    }
    // win royal reaches NAME [safe]
    let mut region = None;
    let mut safe = None;
    for p in it {
        match p.as_rule() {
            Rule::name => region = Some(word(p, off)),
            Rule::safe => safe = Some(span_of(&p, off)),
            _ => {} // `royal`, `reaches`
        }
    }
    StatementKind::WinReaches {
        region: region.expect("grammar: win royal reaches NAME"),
        safe,
    }
}
