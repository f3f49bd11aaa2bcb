//! `lions counter-strike`: Chu shogi's counter-strike rule, as lishogi plays it
//! ([`crate::ir::SpecialRules::counter_strike`]): after a piece that is not a lion takes a lion,
//! the other side may not take a lion with a piece that is not a lion on its next move, except
//! on the square of that capture. The square is lishogi's third SFEN field.

use crate::ast::StatementKind;
use crate::check::context::Context;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::Captures;

/// Whether the rule is stated; reports it stated twice, without a `lions PIECES` statement,
/// with captures to the hand (SFEN's third field is then the hands) and with FEN notation.
pub(crate) fn lower(cx: &Context<'_>, captures: Captures, diags: &mut Diagnostics) -> bool {
    let (s, source) = (cx.s, cx.source);
    let mut first = None;
    for st in &s.special {
        if !matches!(st.kind, StatementKind::CounterStrike) {
            continue;
        }
        if let Some(at) = first {
            diags.push(Diagnostic::duplicate(
                st.span.clone(),
                "lions counter-strike",
                "state the rule once",
                at,
                source,
            ));
            continue;
        }
        first = Some(st.span.start);
        let span = st.span.clone();
        let lions = s
            .special
            .iter()
            .any(|l| matches!(&l.kind, StatementKind::Lions { cheap: false, .. }));
        if !lions {
            diags.push(
                Diagnostic::new(
                    span.clone(),
                    "`lions counter-strike` without `lions`",
                    "here",
                )
                .with_help("name the lion types first, like `lions lion`"),
            );
        }
        if matches!(captures, Captures::ToHand { .. }) {
            diags.push(
                Diagnostic::new(
                    span.clone(),
                    "`lions counter-strike` with captures to the hand",
                    "here",
                )
                .with_help(
                    "SFEN's third field holds the square of the last lion capture in place of \
                     the hands, so the rule needs `captures removed`",
                ),
            );
        }
        if s.notation.is_some_and(|w| w.text != "sfen") {
            diags.push(
                Diagnostic::new(span, "`lions counter-strike` needs `notation sfen`", "here")
                    .with_help(
                        "the square of the last lion capture is SFEN's third field (lishogi's), \
                         which FEN has no place for",
                    ),
            );
        }
    }
    first.is_some()
}
