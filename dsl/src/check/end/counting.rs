//! `counting N moves draws [without PIECES]` and `counting bare [N] PIECE M moves, ...` →
//! [`Counting`] (Makruk's board's honour and pieces' honour, as Fairy-Stockfish plays them: see
//! [`koma_runtime::Counting`]).

use crate::ast::{BareLimit, Num, Span, Verdict, Word};
use crate::check::end::shared::{at_least, error, kind, only_draws, pieces};
use crate::diagnostic::Diagnostics;
use crate::ir::PieceType;
use koma_runtime::Counting;

/// The counting rules from the `counting` statement (`moves`, `verdict`, `without`) and the
/// `counting bare` statement `bare` (its keyword and limits), if stated; `None` after an error
/// or without a `counting` statement (a `counting bare` alone is reported).
pub(crate) fn lower(
    counting: Option<(&Num, &Verdict, &[Word])>,
    bare: Option<(&Span, &[BareLimit])>,
    types: &[PieceType],
    diags: &mut Diagnostics,
) -> Option<Counting> {
    let Some((moves, verdict, without)) = counting else {
        if let Some((keyword, _)) = bare {
            diags.push(error(
                keyword.clone(),
                "`counting bare` without a counting limit",
                "no count to shorten",
                "add `counting N moves draws`, or remove this statement",
            ));
        }
        return None;
    };
    only_draws(
        verdict,
        "`counting`",
        "write `counting N moves draws`",
        diags,
    );
    let mut ok = limit(moves, diags);
    let without = royal_free(without, types, diags, &mut ok);
    let mut limits = Vec::new();
    for b in bare.map_or(&[][..], |(_, b)| b) {
        ok &= limit(&b.moves, diags);
        if let Some(n) = &b.count {
            ok &= at_least(
                n,
                1,
                "`counting bare` piece count",
                "write how many pieces the other side has at least, like `2 rua 8 moves`",
                diags,
            );
        }
        let ids = royal_free(std::slice::from_ref(&b.piece), types, diags, &mut ok);
        if let Some(&k) = ids.first() {
            limits.push(koma_runtime::BareLimit {
                kind: k,
                at_least: b.count.as_ref().map_or(1, |n| n.value),
                moves: b.moves.value,
            });
        }
    }
    ok.then_some(Counting {
        moves: moves.value,
        without,
        bare: limits,
    })
}

/// Whether a limit in moves is at least 1 (reported otherwise).
fn limit(n: &Num, diags: &mut Diagnostics) -> bool {
    at_least(
        n,
        1,
        "counting limit",
        "write the number of moves the count allows, like `counting 64 moves draws`",
        diags,
    )
}

/// The kinds of the known pieces in `ws`; unknown and royal ones are reported and clear `ok`.
fn royal_free(
    ws: &[Word],
    types: &[PieceType],
    diags: &mut Diagnostics,
    ok: &mut bool,
) -> Vec<koma_runtime::PieceKind> {
    let mut out = Vec::new();
    for (w, id) in ws.iter().zip(pieces(ws, types, diags)) {
        match id {
            Some(id) if types[id].royal => {
                diags.push(error(
                    w.span.clone(),
                    format!("`{}` is royal", w.text),
                    "a royal piece is always on the board",
                    "name the pieces the counting rules look at, not the royal one",
                ));
                *ok = false;
            }
            Some(id) => out.push(kind(id)),
            None => *ok = false,
        }
    }
    out
}
