//! `forbid PIECE hops-over PIECES` and `forbid PIECE captures PIECES`: a piece that may not use
//! pieces of some types as a hop's screen, or may not capture them (Janggi's cannon, which
//! neither hops over nor takes another cannon).

use crate::ast::StatementKind;
use crate::check::context::Context;
use crate::check::line::line_of;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{Exclusion, MoveKind, PieceId};

/// The exclusions of the `forbid PIECE hops-over|captures PIECES` statements, resolved
/// against `types`; reports unknown pieces, a `hops-over` on a piece without hops, a piece
/// named twice in one statement, and a `captures` exclusion of the royal type (a rule that
/// would let the piece's attacks on the royal piece go unanswered is refused).
pub(crate) fn lower(cx: &Context<'_>, diags: &mut Diagnostics) -> Vec<Exclusion> {
    let (statements, types, source) = (&cx.s.special, cx.pieces, cx.source);
    let mut out = Vec::new();
    for st in statements {
        let StatementKind::ForbidPieces {
            piece,
            what,
            targets,
        } = &st.kind
        else {
            continue;
        };
        let hops_over = what.text == "hops-over";
        let id = crate::check::end::shared::piece_id(piece, types, diags);
        if hops_over
            && let Some(id) = id
            && !types[id].moves.iter().any(|m| m.kind == MoveKind::Hop)
        {
            diags.push(
                Diagnostic::new(
                    piece.span.clone(),
                    format!("`{}` never hops", piece.text),
                    "no hop among its moves",
                )
                .with_help("`hops-over` restricts a hopper's screens: name a piece with a `p` Betza move or a `hop` vector form"),
            );
        }
        let mut of: Vec<PieceId> = Vec::new();
        for (i, t) in targets.iter().enumerate() {
            if targets[..i].iter().any(|x| x.text == t.text) {
                diags.push(
                    Diagnostic::new(
                        t.span.clone(),
                        format!("`{}` is listed twice", t.text),
                        "listed again here",
                    )
                    .with_help("name each piece once"),
                );
                continue;
            }
            let Some(tid) = crate::check::end::shared::piece_id(t, types, diags) else {
                continue;
            };
            if !hops_over && types[tid].royal {
                diags.push(
                    Diagnostic::new(
                        t.span.clone(),
                        format!("`{}` is royal", t.text),
                        "a royal piece can always be captured",
                    )
                    .with_help("an attack on the royal piece is check; name other pieces"),
                );
                continue;
            }
            of.push(tid);
        }
        if let Some(piece) = id {
            out.push(Exclusion {
                piece,
                hops_over,
                of,
                line: line_of(source, &st.keyword),
            });
        }
    }
    out
}
