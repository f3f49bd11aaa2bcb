//! `castling ROYAL FROM to TO with PIECE FROM to TO`, parsed into the AST (checked by
//! `check/castling.rs`).

use pest::iterators::Pair;

use super::grammar::Rule;
use super::util::word;
use crate::ast::{CastlingDecl, StatementKind};

/// Builds a `castling` statement from the parts after its keyword.
pub(crate) fn parse(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut w = parts
        .into_iter()
        .filter(|p| matches!(p.as_rule(), Rule::name | Rule::square_name))
        .map(|p| word(p, off));
    let mut next = || {
        w.next()
            .expect("grammar: castling NAME SQ to SQ with NAME SQ to SQ")
    };
    let royal = next();
    let royal_squares = (next(), next());
    let partner = next();
    let partner_squares = (next(), next());
    StatementKind::Castling(Box::new(CastlingDecl {
        royal,
        royal_squares,
        partner,
        partner_squares,
    }))
}
