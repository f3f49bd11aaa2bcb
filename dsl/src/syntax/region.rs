//! `region NAME = SPEC...`, parsed into the AST.

use pest::iterators::Pair;

use super::grammar::Rule;
use super::util::{num, span_of, word};
use crate::ast::*;

pub(crate) fn region(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut it = parts.into_iter();
    let name = word(it.next().expect("grammar: region NAME"), off);
    let specs = it
        .filter(|p| p.as_rule() != Rule::equals)
        .map(|p| {
            let span = span_of(&p, off);
            let rule = p.as_rule();
            if rule == Rule::region_or {
                return RegionSpec {
                    kind: RegionSpecKind::Union,
                    span,
                };
            }
            if rule == Rule::squares_spec {
                let squares = p
                    .into_inner()
                    .filter(|q| q.as_rule() == Rule::square_name)
                    .map(|q| word(q, off))
                    .collect();
                return RegionSpec {
                    kind: RegionSpecKind::Squares(squares),
                    span,
                };
            }
            let nums: Vec<Num> = p
                .into_inner()
                .filter(|q| q.as_rule() == Rule::number)
                .map(|q| num(q, off))
                .collect();
            // `files 4` is `files 4-4`
            let last = nums.last().cloned();
            let mut n = nums.into_iter();
            let mut next = || n.next().expect("grammar: region specs hold numbers");
            let mut pair = || {
                let a = next();
                let b = last.clone().expect("grammar: region specs hold numbers");
                (a, b)
            };
            let kind = match rule {
                Rule::union => RegionSpecKind::Union,
                Rule::files_spec => {
                    let (a, b) = pair();
                    RegionSpecKind::Files(a, b)
                }
                Rule::ranks_spec => {
                    let (a, b) = pair();
                    RegionSpecKind::Ranks(a, b)
                }
                Rule::first_spec => RegionSpecKind::First(next()),
                _ => RegionSpecKind::Last(next()),
            };
            RegionSpec { kind, span }
        })
        .collect();
    StatementKind::Region { name, specs }
}
