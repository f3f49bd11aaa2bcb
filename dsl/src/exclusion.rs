//! `forbid PIECE hops-over PIECES` and `forbid PIECE captures PIECES`: a piece that may not use
//! pieces of some types as a hop's screen, or may not capture them (Janggi's cannon, which
//! neither hops over nor takes another cannon).

use pest::iterators::Pair;

use crate::ast::{Statement, StatementKind};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{Exclusion, MoveKind, PieceId, PieceType};
use crate::lower::line_of;
use crate::parse::{Rule, word};

/// Builds the statement from the parts after `forbid`: the piece, then the `forbid_pieces`
/// pair (`hops-over` or `captures`, and the names).
pub(crate) fn parse(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut it = parts.into_iter();
    let piece = word(it.next().expect("grammar: forbid PIECE"), off);
    let tail = it.next().expect("grammar: forbid PIECE hops-over|captures");
    let mut inner = tail.into_inner();
    let what = word(inner.next().expect("grammar: hops-over|captures"), off);
    let targets = inner
        .flat_map(|list| list.into_inner())
        .filter(|q| q.as_rule() == Rule::name)
        .map(|q| word(q, off))
        .collect();
    StatementKind::ForbidPieces {
        piece,
        what,
        targets,
    }
}

/// The exclusions of the `forbid PIECE hops-over|captures PIECES` statements, resolved
/// against `types`; reports unknown pieces, a `hops-over` on a piece without hops, a piece
/// named twice in one statement, and a `captures` exclusion of the royal type (a rule that
/// would let the piece's attacks on the royal piece go unanswered is refused).
pub(crate) fn lower(
    statements: &[&Statement],
    types: &[PieceType],
    source: &str,
    diags: &mut Diagnostics,
) -> Vec<Exclusion> {
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
        let id = crate::end::piece_id(piece, types, diags);
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
            let Some(tid) = crate::end::piece_id(t, types, diags) else {
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
