//! `forbid PIECE hops-over PIECES` and `forbid PIECE captures PIECES`, parsed into the AST
//! (checked by `check/exclusion.rs`).

use pest::iterators::Pair;

use super::grammar::Rule;
use super::util::word;
use crate::ast::StatementKind;

/// Builds the statement from the parts after `forbid`: the piece, then the `forbid_pieces`
/// pair (`hops-over` or `captures`, and the names).
pub(crate) fn parse(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut it = parts.into_iter();
    let piece = word(it.next().expect("grammar: forbid PIECE"), off);
    let tail = it.next().expect("grammar: forbid PIECE hops-over|captures");
    let mut inner = tail.into_inner();
    let what = word(inner.next().expect("grammar: hops-over|captures"), off);
    let targets = inner
        .flat_map(|list| list.into_inner())
        .filter(|q| q.as_rule() == Rule::name)
        .map(|q| word(q, off))
        .collect();
    StatementKind::ForbidPieces {
        piece,
        what,
        targets,
    }
}
