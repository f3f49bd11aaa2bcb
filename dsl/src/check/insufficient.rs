//! `insufficient-material draws mating PIECE {, PIECE}`: the game is drawn when neither side can
//! mate ([`koma_runtime::Insufficient`]). The rules file names the mating types; which types
//! promote to one and which are colour-bound is derived from the moves here.
//!
//! The checker reports a verdict other than `draws`, unknown, repeated and royal pieces, and a
//! second statement.

use crate::ast::{StatementKind, Verdict};
use crate::check::context::Context;
use crate::check::end::shared::{error, kind, only_draws, pieces};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{PieceType, StalemateResult};
use koma_runtime::Insufficient;

/// Checks the statements (at most one) into the rule, given the pieces, the board and the
/// stalemate rule; `None` without a statement or after an error.
pub(crate) fn lower(
    cx: &Context<'_>,
    stalemate: StalemateResult,
    diags: &mut Diagnostics,
) -> Option<Insufficient> {
    let (stmts, types, board) = (&cx.s.insufficient, cx.pieces, cx.board);
    let (first, rest) = stmts.split_first()?;
    for st in rest {
        diags.push(
            Diagnostic::new(
                st.keyword.clone(),
                "duplicate `insufficient-material` statement",
                "stated again",
            )
            .with_help("a variant has one `insufficient-material` statement"),
        );
    }
    let StatementKind::Insufficient { verdict, mating } = &first.kind else {
        return None;
    };
    let before = diags.len();
    only_draws(
        verdict as &Verdict,
        "`insufficient-material`",
        "write `insufficient-material draws mating PIECE, ...`",
        diags,
    );
    let ids = pieces(mating, types, diags);
    for (w, id) in mating.iter().zip(&ids) {
        if id.is_some_and(|id| types[id].royal) {
            diags.push(error(
                w.span.clone(),
                format!("`{}` is royal", w.text),
                "not a mating piece",
                "list the pieces that mate together with the royal piece (chess: queen, rook)",
            ));
        }
    }
    if diags.len() != before {
        return None;
    }
    let mating: Vec<usize> = ids.into_iter().flatten().collect();
    let ids = 0..types.len();
    Some(Insufficient {
        mating: mating.iter().copied().map(kind).collect(),
        promoting: ids
            .clone()
            .filter(|&i| {
                let t = &types[i];
                // a single target (`promotes to NAME`) or a choice (`promotes to A, B, ...`)
                t.promotes_to
                    .iter()
                    .chain(&t.promotes_choice)
                    .any(|q| mating.contains(q))
            })
            .map(kind)
            .collect(),
        colorbound: ids
            .clone()
            .filter(|&i| colorbound(&types[i]))
            .map(kind)
            .collect(),
        royal: ids.filter(|&i| types[i].royal).map(kind).collect(),
        files: board.map_or(0, |b| b.files),
        kinds: types.len() as u8,
        stalemate_draws: stalemate == StalemateResult::Draws,
    })
}

/// Whether every move of `p` keeps it on its square colour (an even `dx + dy`): a bishop, a
/// ferz, an alfil. A type without moves is not.
pub(crate) fn colorbound(p: &PieceType) -> bool {
    !p.moves.is_empty() && p.moves.iter().all(|m| (m.dx + m.dy) % 2 == 0)
}
