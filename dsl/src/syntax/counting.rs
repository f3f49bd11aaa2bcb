//! Pairs → AST for Makruk's counting statements (`counting N moves draws without PIECES`,
//! `counting bare [N] PIECE M moves, ...`). Their meaning is checked in `check/end/counting.rs`.

use pest::iterators::Pair;

use super::end::{names, verdict};
use super::grammar::Rule;
use super::util::{num, word};
use crate::ast::{BareLimit, StatementKind};

/// Builds a counting statement from the parts after its `counting` keyword.
pub(crate) fn statement(rule: Rule, parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut it = parts.into_iter();
    if rule == Rule::counting_bare_stmt {
        let limits = it
            .filter(|p| p.as_rule() == Rule::bare_limit)
            .map(|p| bare_limit(p, off))
            .collect();
        return StatementKind::CountingBare(limits);
    }
    let mut next = || it.next().expect("grammar: counting N moves VERDICT");
    let moves = num(next(), off);
    let _moves_kw = next();
    let verdict = verdict(next(), off);
    let without = it
        .find(|p| p.as_rule() == Rule::name_list)
        .map(|p| names(p, off))
        .unwrap_or_default();
    StatementKind::Counting {
        moves,
        verdict,
        without,
    }
}

/// `[N] PIECE M moves`.
pub(crate) fn bare_limit(p: Pair<'_, Rule>, off: usize) -> BareLimit {
    let mut parts: Vec<Pair<'_, Rule>> = p.into_inner().collect();
    parts.pop(); // `moves`
    let moves = num(parts.pop().expect("grammar: bare limit moves"), off);
    let piece = word(parts.pop().expect("grammar: bare limit piece"), off);
    let count = parts.pop().map(|n| num(n, off));
    BareLimit {
        count,
        piece,
        moves,
    }
}
