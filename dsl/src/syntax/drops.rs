//! `drops ...`, parsed into the AST.

use pest::iterators::Pair;

use super::grammar::Rule;
use super::util::{num, span_of, word};
use crate::ast::*;

pub(crate) fn drops(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let p = parts
        .into_iter()
        .next()
        .expect("grammar: drops nifu | mate | either face");
    let rule = p.as_rule();
    if rule == Rule::either_face {
        return StatementKind::DropsEitherFace;
    }
    if rule == Rule::drop_check {
        let v = p
            .into_inner()
            .nth(1)
            .expect("grammar: drops check illegal|allowed");
        return StatementKind::DropsCheck {
            illegal: v.as_rule() == Rule::illegal,
            verdict: span_of(&v, off),
        };
    }
    let mut inner = p.into_inner().skip(1);
    let piece = word(inner.next().expect("grammar: drops ... PIECE"), off);
    if rule == Rule::drop_region {
        return StatementKind::DropsIn(piece);
    }
    match rule {
        Rule::nifu_clause => match inner.next() {
            Some(n) => StatementKind::DropsNifuCount {
                piece,
                count: num(n, off),
            },
            None => StatementKind::DropsNifu(piece),
        },
        _ => {
            let v = inner
                .next()
                .expect("grammar: drops mate PIECE illegal|allowed");
            StatementKind::DropsMate {
                piece,
                illegal: v.as_rule() == Rule::illegal,
                verdict: span_of(&v, off),
            }
        }
    }
}
