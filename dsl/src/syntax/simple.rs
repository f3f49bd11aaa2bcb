//! The statements too small for a file of their own: `variant`, `board`, `notation`, `xboard
//! name`, `forbid RULE`, `immobile pieces allowed`, `start`. Each function is a row's parser
//! (`statements.rs`): the statement's rule and its pairs after the keyword → its AST kind.

use pest::iterators::Pair;

use super::exclusion;
use super::grammar::Rule;
use super::util::{span_of, string, word};
use crate::ast::StatementKind;

/// `variant NAME ["TITLE"]`.
pub(crate) fn variant(_: Rule, parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut it = parts.into_iter();
    let name = word(it.next().expect("grammar: variant NAME"), off);
    let title = it.next().map(|p| string(p, off));
    StatementKind::Variant { name, title }
}

/// `board FILESxRANKS`.
pub(crate) fn board(_: Rule, parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let p = &parts[0];
    let text = p.as_str();
    let (f, r) = text.split_once('x').unwrap_or((text, ""));
    StatementKind::Board {
        files: f.parse().unwrap_or(u32::MAX),
        ranks: r.parse().unwrap_or(u32::MAX),
        size: span_of(p, off),
    }
}

/// `notation NAME`.
pub(crate) fn notation(_: Rule, parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    StatementKind::Notation(first_word(parts, off))
}

/// `xboard name NAME`.
pub(crate) fn xboard(_: Rule, parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    StatementKind::XboardName(word(
        parts.into_iter().nth(1).expect("grammar: xboard name NAME"),
        off,
    ))
}

/// `forbid RULE`, or `forbid PIECE hops-over|captures PIECES` (`exclusion.rs`).
pub(crate) fn forbid(_: Rule, parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    if parts.len() > 1 {
        exclusion::parse(parts, off)
    } else {
        StatementKind::Forbid(first_word(parts, off))
    }
}

/// `immobile pieces allowed`.
pub(crate) fn immobile(_: Rule, _: Vec<Pair<'_, Rule>>, _: usize) -> StatementKind {
    StatementKind::ImmobileAllowed
}

/// `start "SFEN or FEN"`.
pub(crate) fn start(_: Rule, parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let p = parts.into_iter().next().expect("grammar: start STRING");
    StatementKind::Start(string(p, off))
}

/// The name right after the keyword.
fn first_word(parts: Vec<Pair<'_, Rule>>, off: usize) -> crate::ast::Word {
    let p = parts
        .into_iter()
        .next()
        .expect("grammar: a name follows the keyword");
    word(p, off)
}
