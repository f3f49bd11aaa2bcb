//! `perpetual attack N loses` → [`PerpetualAttack`] (Chu shogi as lishogi plays it: the side
//! whose move repeats a position the N-th time loses when it attacked with every move of the
//! cycle). Only `loses`: the runtime judges the rule when the repetition occurs and does not
//! forbid moves ahead for it.

use crate::ast::{Statement, StatementKind, VerdictKind};
use crate::check::end::shared::error;
use crate::diagnostic::Diagnostics;
use crate::ir::{Perpetual, PerpetualAttack, PieceType};
use koma_runtime::PieceKind;

/// The rule of the `perpetual attack` statement `st`, whose count and `repetition` fit were
/// checked into `checked` (`None` after an error); `None` after an error, reported here when
/// the verdict is `illegal`.
pub(crate) fn lower(
    st: &Statement,
    checked: Option<Perpetual>,
    types: &[PieceType],
    diags: &mut Diagnostics,
) -> Option<PerpetualAttack> {
    if let StatementKind::Perpetual { verdict, .. } = &st.kind
        && verdict.kind == VerdictKind::Illegal
    {
        diags.push(error(
            verdict.span.clone(),
            "`perpetual attack` cannot be `illegal`",
            "not `loses`",
            "the side that attacked with every move of the cycle loses: \
             write `perpetual attack N loses`",
        ));
        return None;
    }
    Some(PerpetualAttack {
        limit: checked?.limit,
        royals: types
            .iter()
            .enumerate()
            .filter(|(_, t)| t.royal)
            .map(|(i, _)| PieceKind(i as u8))
            .collect(),
    })
}
