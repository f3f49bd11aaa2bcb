//! One statement's pair → its AST [`Statement`], each kind read by its own file.

use pest::iterators::Pair;

use super::grammar::Rule;
use super::util::{span_of, string, word};
use super::{
    captures, castling, counting, drops, end, exclusion, insufficient, lions, piece, promotion,
    region, royalty,
};
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
    let kind = match rule {
        Rule::variant_stmt => variant(parts, off),
        Rule::board_stmt => board(&parts, off),
        Rule::notation_stmt => StatementKind::Notation(first_word(parts, off)),
        Rule::xboard_stmt => StatementKind::XboardName(word(
            parts.into_iter().nth(1).expect("grammar: xboard name NAME"),
            off,
        )),
        Rule::region_stmt => region::region(parts, off),
        Rule::piece_stmt => StatementKind::Piece(Box::new(piece::piece(parts, off))),
        Rule::promotion_stmt => promotion::promotion(parts, off),
        Rule::captures_stmt => captures::captures(parts),
        Rule::drops_stmt => drops::drops(parts, off),
        Rule::forbid_stmt if parts.len() > 1 => exclusion::parse(parts, off),
        Rule::forbid_stmt => StatementKind::Forbid(first_word(parts, off)),
        Rule::immobile_stmt => StatementKind::ImmobileAllowed,
        Rule::royals_stmt | Rule::win_stmt => royalty::statement(rule, parts, off),
        Rule::bikjang_stmt => end::bikjang(parts, off),
        Rule::lions_stmt => lions::parse(parts, off),
        Rule::counting_stmt | Rule::counting_bare_stmt => counting::statement(rule, parts, off),
        Rule::castling_stmt => castling::parse(parts, off),
        Rule::insufficient_stmt => insufficient::parse(parts, off),
        Rule::stalemate_stmt
        | Rule::repetition_stmt
        | Rule::perpetual_stmt
        | Rule::chase_stmt
        | Rule::no_capture_stmt
        | Rule::material_stmt
        | Rule::bare_royal_stmt
        | Rule::no_capture_reset_stmt => end::statement(rule, parts, off),
        Rule::start_stmt => {
            let s = parts.into_iter().next().map(|p| string(p, off));
            StatementKind::Start(s.unwrap_or(Str {
                text: String::new(),
                span: span.clone(),
                inner: span.clone(),
            }))
        }
        _ => unreachable!("grammar: a statement is one of the *_stmt rules"),
    };
    Statement {
        keyword,
        span,
        kind,
    }
}

pub(crate) fn first_word(parts: Vec<Pair<'_, Rule>>, off: usize) -> Word {
    let p = parts
        .into_iter()
        .next()
        .expect("grammar: a name follows the keyword");
    word(p, off)
}

pub(crate) fn variant(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut it = parts.into_iter();
    let name = word(it.next().expect("grammar: variant NAME"), off);
    let title = it.next().map(|p| string(p, off));
    StatementKind::Variant { name, title }
}

pub(crate) fn board(parts: &[Pair<'_, Rule>], off: usize) -> StatementKind {
    let p = &parts[0];
    let text = p.as_str();
    let (f, r) = text.split_once('x').unwrap_or((text, ""));
    StatementKind::Board {
        files: f.parse().unwrap_or(u32::MAX),
        ranks: r.parse().unwrap_or(u32::MAX),
        size: span_of(p, off),
    }
}
