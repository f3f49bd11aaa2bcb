//! Pieces that turn over on every move (Kyoto shogi): the checks of `promotion every move`,
//! `drops either face` and `immobile pieces allowed`, lowered to [`Faces`].
//!
//! `promotion every move` takes the place of `promotion in REGION` (the checker reports both
//! together as a duplicate `promotion` statement); `drops either face` is a drop rule (reported
//! without `captures to hand` like the others).

use crate::ast::{Piece, Span};
use crate::check::Sorted;
use crate::diagnostic::{Diagnostic, Diagnostics, line_col};
use crate::ir::{Faces, PieceId, PieceType, Variant};

/// The face rules of the sorted statements; reports a rule that no piece can use (no piece
/// promotes) and a repeated `drops either face`.
pub(crate) fn lower(
    s: &Sorted<'_>,
    pieces: &[&Piece],
    source: &str,
    diags: &mut Diagnostics,
) -> Faces {
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

/// The lines `koma show` writes under a piece's diagram for these rules: how it turns over on
/// every move, and whether its promoted type is dropped too.
pub(crate) fn notes(variant: &Variant, p: &PieceType) -> Vec<String> {
    let mut lines = Vec::new();
    let name = |id: PieceId| variant.pieces[id].name.as_str();
    if variant.faces.every_move {
        if let Some(to) = p.promotes_to {
            lines.push(format!(
                "turns over into `{}` on each of its moves",
                name(to)
            ));
        }
        if let Some(from) = p.promoted_from {
            lines.push(format!(
                "turns back into `{}` on each of its moves",
                name(from)
            ));
        }
    }
    if variant.faces.drop_either
        && let Some(from) = p.promoted_from
    {
        lines.push(format!(
            "dropped from the hand in place of a `{}` (`drops either face`)",
            name(from)
        ));
    }
    lines
}
