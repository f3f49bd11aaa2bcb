//! `extinction loses|draws PIECE {, PIECE} [at most N]` → [`Extinction`]: the pieces named
//! exist (each once) and the verdict is `loses` or `draws`. A second statement is reported as
//! a duplicate by its row (`syntax/statements.rs`, `check/sorted.rs`).

use crate::ast::{StatementKind, VerdictKind};
use crate::check::context::Context;
use crate::check::line::line_of;
use crate::diagnostic::Diagnostics;
use crate::ir::Extinction;

use super::shared::{error, pieces};

/// The extinction rule of the file, if it states one (`None` after an error).
pub(crate) fn lower(cx: &Context<'_>, diags: &mut Diagnostics) -> Option<Extinction> {
    let st = cx.s.of("extinction").next()?;
    let StatementKind::Extinction {
        verdict,
        pieces: names,
        at_most,
    } = &st.kind
    else {
        return None;
    };
    let before = diags.len();
    if verdict.kind == VerdictKind::Illegal {
        diags.push(error(
            verdict.span.clone(),
            "`extinction` cannot be `illegal`",
            "not `loses` or `draws`",
            "the side whose pieces died out loses, or the game is drawn: write `extinction \
             loses` or `extinction draws`",
        ));
    }
    let ids = pieces(names, cx.pieces, diags);
    (diags.len() == before).then(|| Extinction {
        pieces: ids.into_iter().flatten().collect(),
        at_most: at_most.as_ref().map_or(0, |n| n.value),
        draws: verdict.kind == VerdictKind::Draws,
        line: line_of(cx.source, &st.keyword),
    })
}
