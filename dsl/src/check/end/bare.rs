//! `bare-royal loses` and `no-capture reset by PIECES` → [`EndRules`] fields (shatranj's rules
//! as Fairy-Stockfish plays them: the bare king, and the 70-move rule that a pawn move resets).

use crate::ast::{Span, Verdict, VerdictKind, Word};
use crate::check::end::shared::{kind, pieces};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::PieceType;
use koma_runtime::PieceKind;

/// `bare-royal VERDICT`: whether the rule holds (only `loses` is valid).
pub(crate) fn bare_royal(v: &Verdict, diags: &mut Diagnostics) -> bool {
    if v.kind != VerdictKind::Loses {
        diags.push(
            Diagnostic::new(v.span.clone(), "`bare-royal` can only lose", "not `loses`")
                .with_help("a side left with only its royal piece loses: write `bare-royal loses`"),
        );
        return false;
    }
    true
}

/// `no-capture reset by PIECES`: the kinds whose moves reset the no-capture count. `limit` is
/// whether a `no-capture N plies draws` rule is stated (the reset means nothing without it).
pub(crate) fn resets(
    keyword: &Span,
    ws: &[Word],
    types: &[PieceType],
    limit: bool,
    diags: &mut Diagnostics,
) -> Vec<PieceKind> {
    if !limit {
        diags.push(
            Diagnostic::new(
                keyword.clone(),
                "`no-capture reset` without a no-capture limit",
                "nothing to reset",
            )
            .with_help("add `no-capture N plies draws`, or remove this statement"),
        );
    }
    pieces(ws, types, diags)
        .into_iter()
        .flatten()
        .map(kind)
        .collect()
}
