//! Pairs → AST for the end-of-game statements (`stalemate`, `repetition`, `perpetual`, `chase`,
//! `no-capture`, `material`). Their meaning is checked in `check/end/`.

use pest::iterators::Pair;

use super::grammar::Rule;
use super::util::{num, span_of, word};
use crate::ast::{ChaseFlag, ChaseTarget, Num, StatementKind, Verdict, VerdictKind, Word};

/// Builds an end-of-game statement from the parts after its keyword.
pub(crate) fn statement(rule: Rule, parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut it = parts.into_iter();
    let mut next = || it.next().expect("grammar: end-of-game statement parts");
    match rule {
        Rule::stalemate_stmt => StatementKind::Stalemate(verdict(next(), off)),
        Rule::repetition_stmt => {
            let count = num(next(), off);
            StatementKind::Repetition {
                count,
                verdict: verdict(next(), off),
            }
        }
        Rule::perpetual_stmt => {
            let what = word(next(), off);
            let count = num(next(), off);
            StatementKind::Perpetual {
                what,
                count,
                verdict: verdict(next(), off),
            }
        }
        Rule::no_capture_stmt => {
            let plies: Num = num(next(), off);
            let _plies_kw = next();
            StatementKind::NoCapture {
                plies,
                verdict: verdict(next(), off),
            }
        }
        Rule::material_stmt => {
            let v = verdict(next(), off);
            let _without = next();
            StatementKind::Material {
                verdict: v,
                without: names(next(), off),
            }
        }
        Rule::bare_royal_stmt => StatementKind::BareRoyal(verdict(next(), off)),
        Rule::no_capture_reset_stmt => {
            let (_reset, _by) = (next(), next());
            StatementKind::NoCaptureReset(names(next(), off))
        }
        _ => chase(next(), off),
    }
}

/// `chase by ...`, `chase of ...`, `chase protected ...`, `chase exchange ...` or a flag
/// (`chase attackers followed`, `chase false-protection`, `chase discovered-check`), from the
/// clause's pair.
pub(crate) fn chase(p: Pair<'_, Rule>, off: usize) -> StatementKind {
    let rule = p.as_rule();
    let mut inner = p.into_inner().skip(1); // the `by` / `of` / `protected` ... keyword
    match rule {
        Rule::kw_false_protection => StatementKind::ChaseFlag(ChaseFlag::FalseProtection),
        Rule::kw_discovered_check => StatementKind::ChaseFlag(ChaseFlag::DiscoveredCheck),
        Rule::chase_followed => StatementKind::ChaseFlag(ChaseFlag::AttackersFollowed),
        Rule::chase_exchange => StatementKind::ChaseExchange(
            inner
                .next()
                .map(|l| names(l, off))
                .expect("grammar: chase exchange NAMES"),
        ),
        Rule::chase_by => StatementKind::ChaseBy(
            inner
                .next()
                .map(|l| names(l, off))
                .expect("grammar: chase by NAMES"),
        ),
        Rule::chase_of => StatementKind::ChaseOf(
            inner
                .filter(|q| q.as_rule() == Rule::chase_target)
                .map(|q| {
                    let mut t = q.into_inner();
                    let piece = word(t.next().expect("grammar: chase of NAME"), off);
                    let only_in = t.nth(1).map(|n| word(n, off));
                    ChaseTarget { piece, only_in }
                })
                .collect(),
        ),
        _ => {
            let target = word(inner.next().expect("grammar: chase protected NAME"), off);
            let by = inner
                .nth(1)
                .map(|l| names(l, off))
                .expect("grammar: chase protected NAME by NAMES");
            StatementKind::ChaseProtected { target, by }
        }
    }
}

/// The names of a `name_list`.
pub(crate) fn names(p: Pair<'_, Rule>, off: usize) -> Vec<Word> {
    p.into_inner()
        .filter(|q| q.as_rule() == Rule::name)
        .map(|q| word(q, off))
        .collect()
}

pub(crate) fn verdict(p: Pair<'_, Rule>, off: usize) -> Verdict {
    let kind = match p.as_str() {
        "loses" => VerdictKind::Loses,
        "draws" => VerdictKind::Draws,
        _ => VerdictKind::Illegal,
    };
    Verdict {
        kind,
        span: span_of(&p, off),
    }
}

/// `extinction VERDICT PIECE {, PIECE} [at most N]`.
pub(crate) fn extinction(_: Rule, parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut it = parts.into_iter();
    let verdict = verdict(it.next().expect("grammar: extinction VERDICT"), off);
    let pieces = names(it.next().expect("grammar: extinction VERDICT NAMES"), off);
    let at_most = it.nth(2).map(|n| num(n, off));
    StatementKind::Extinction {
        verdict,
        pieces,
        at_most,
    }
}

/// `bikjang VERDICT`.
pub(crate) fn bikjang(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let p = parts.into_iter().next().expect("grammar: bikjang VERDICT");
    StatementKind::Bikjang(verdict(p, off))
}
