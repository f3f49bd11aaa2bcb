//! Pieces that turn over on every move (Kyoto shogi): the checks of `promotion every move`,
//! `drops either face` and `immobile pieces allowed`, lowered to [`Faces`].
//!
//! `promotion every move` takes the place of `promotion in REGION` (the checker reports both
//! together as a duplicate `promotion` statement); `drops either face` is a drop rule (reported
//! without `captures to hand` like the others).

use crate::ast::Span;
use crate::check::context::Context;
use crate::diagnostic::{Diagnostic, Diagnostics, line_col};
use crate::ir::Faces;

/// The face rules of the sorted statements; reports a rule that no piece can use (no piece
/// promotes) and a repeated `drops either face`.
pub(crate) fn lower(cx: &Context<'_>, diags: &mut Diagnostics) -> Faces {
    let (s, pieces, source) = (cx.s, &cx.s.pieces, cx.source);
    let promotes = pieces.iter().any(|p| p.promotes.is_some());
    let unused = |span: &Span, what: &str, diags: &mut Diagnostics| {
        diags.push(
            Diagnostic::new(
                span.clone(),
                format!("`{what}` but no piece promotes"),
                "no piece has a `promotes` clause",
            )
            .with_help("remove this statement, or give a piece a `promotes NAME \"GLYPH\" moves MOVES` clause"),
        );
    };
    if let Some(kw) = s.every_move
        && !promotes
    {
        unused(kw, "promotion every move", diags);
    }
    if let Some((first, again)) = s.either_face.split_first() {
        if !promotes {
            unused(first, "drops either face", diags);
        }
        let (line, _) = line_col(source, first.start);
        for span in again {
            diags.push(
                Diagnostic::new(
                    (*span).clone(),
                    "duplicate `drops either face`",
                    "stated again here",
                )
                .with_help(format!("state it once; the first is on line {line}")),
            );
        }
    }
    if let (Some(kw), Some(notation)) = (s.every_move, s.notation)
        && notation.text == "uci"
    {
        diags.push(
            Diagnostic::new(
                kw.clone(),
                "`promotion every move` with `notation uci`",
                "Fairy-Stockfish's UCI moves have no form for a piece turning back",
            )
            .with_help("write `notation sfen`: USI moves write it `5e5d-` and a promoted face's drop `+P*5d`"),
        );
    }
    Faces {
        every_move: s.every_move.is_some() && promotes,
        drop_either: !s.either_face.is_empty() && promotes,
        immobile_allowed: s.immobile.is_some(),
    }
}
