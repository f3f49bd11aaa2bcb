//! `value N [in hand M]` clauses → [`ValueOverride`]: one clause per type, values in range, none
//! on a royal type, `in hand` only for a type that can be held.

use crate::ast::{Int, Value};
use crate::check::context::Context;
use crate::diagnostic::{Diagnostic, Diagnostics, line_col};
use crate::ir::{Captures, ValueOverride};

/// What a `value` clause belongs to, for the checks that depend on it.
pub(crate) struct Owner<'a> {
    /// The type's name.
    pub name: &'a str,
    /// It is royal.
    pub royal: bool,
    /// It is a promoted type (never held).
    pub promoted: bool,
}

/// The override stated by `values` (the first clause), or `None` when there is none or it is
/// invalid; every problem is reported into `diags`.
pub(crate) fn lower(
    values: &[Value],
    owner: &Owner<'_>,
    source: &str,
    diags: &mut Diagnostics,
) -> Option<ValueOverride> {
    let (first, more) = values.split_first()?;
    for extra in more {
        let (line, _) = line_col(source, first.keyword.start);
        diags.push(
            Diagnostic::new(
                extra.keyword.clone(),
                format!("duplicate `value` clause on `{}`", owner.name),
                "stated again here",
            )
            .with_help(format!(
                "a piece type has one `value` clause; the first is on line {line}"
            )),
        );
    }
    if owner.royal {
        diags.push(
            Diagnostic::new(
                first.keyword.clone(),
                format!("value on royal piece `{}`", owner.name),
                "a royal piece has no material value",
            )
            .with_help("losing the royal piece loses the game; remove the `value` clause"),
        );
        return None;
    }
    if owner.promoted
        && let Some(hand) = &first.hand
    {
        diags.push(
            Diagnostic::new(
                hand.span.clone(),
                format!("value in hand on promoted type `{}`", owner.name),
                "a promoted type is never held",
            )
            .with_help(
                "a captured promoted piece goes to the hand as its base type; \
                 state `in hand` on the base type",
            ),
        );
    }
    let board = in_range(&first.board, source, diags);
    let hand = first.hand.as_ref().map(|h| in_range(h, source, diags));
    Some(ValueOverride {
        board: board?,
        hand: match hand {
            Some(h) => Some(h?),
            None => None,
        },
    })
}

/// Reports every `in hand` value of `pieces` when captured pieces are never held.
pub(crate) fn check_hands(cx: &Context<'_>, captures: Captures, diags: &mut Diagnostics) {
    let pieces = &cx.s.pieces;
    if matches!(captures, Captures::ToHand { .. }) {
        return;
    }
    for p in pieces {
        for hand in p.values.iter().filter_map(|v| v.hand.as_ref()) {
            diags.push(
                Diagnostic::new(
                    hand.span.clone(),
                    format!(
                        "value in hand on `{}`, but pieces are never held",
                        p.name.text
                    ),
                    "captured pieces leave the game",
                )
                .with_help("`in hand` needs `captures to hand`; remove it or change `captures`"),
            );
        }
    }
}

/// `n` as a value, or `None` (reported) when it is negative or above [`ValueOverride::MAX`].
fn in_range(n: &Int, source: &str, diags: &mut Diagnostics) -> Option<i32> {
    let text = &source[n.span.clone()];
    let problem = if n.value < 0 {
        Some((format!("negative value `{text}`"), "below 0"))
    } else if n.value > ValueOverride::MAX as i64 {
        Some((format!("value `{text}` is too large"), "above 100000"))
    } else {
        None
    };
    match problem {
        Some((message, label)) => {
            diags
                .push(Diagnostic::new(n.span.clone(), message, label).with_help(
                    "a value is in centipawns, 0 to 100000 (a shogi pawn is about 100)",
                ));
            None
        }
        None => Some(n.value as i32),
    }
}
