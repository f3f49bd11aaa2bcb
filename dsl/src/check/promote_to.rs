//! `promotes to NAME`: chess-style promotion, in which a piece becomes another unpromoted type
//! of the variant (makruk's pawn a met, shatranj's pawn a ferz) instead of a promoted type of
//! its own (`promotes NAME "GLYPH" moves MOVES`). The target is then written with its own
//! letter in positions, and a promoting move in UCI notation ends in its lowercase letter.

use crate::ast::{Piece, Span};
use crate::check::context::Context;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{Captures, PieceType};

/// The span of `p`'s first promotion clause keyword, either form.
pub(crate) fn keyword(p: &Piece) -> Option<&Span> {
    p.promotes
        .as_ref()
        .map(|pr| &pr.keyword)
        .or(p.promotes_to.as_ref().map(|(kw, _)| kw))
}

/// Points each `promotes to NAME` piece of `pieces` at its target among `types` (lowered from
/// the same pieces, in order); reports an unknown, royal, promoted or identical target, a royal
/// piece that promotes, and a piece with both forms of promotion.
pub(crate) fn resolve(pieces: &[&Piece], types: &mut [PieceType], diags: &mut Diagnostics) {
    for p in pieces {
        let Some((kw, target)) = &p.promotes_to else {
            continue;
        };
        let Some(id) = types
            .iter()
            .position(|t| t.name == p.name.text && t.promoted_from.is_none())
        else {
            continue;
        };
        let problem = if p.promotes.is_some() {
            Some((
                kw,
                "two promotions",
                "a second promotion clause".to_string(),
                "a piece promotes to one type: keep `promotes NAME ...` or `promotes to NAME`"
                    .to_string(),
            ))
        } else if p.royal.is_some() {
            Some((
                kw,
                "royal piece promotes",
                "a royal piece cannot promote".into(),
                "a royal type never promotes, even with `royals several`: remove the `promotes \
                 to` clause"
                    .into(),
            ))
        } else {
            None
        };
        if let Some((span, msg, label, help)) = problem {
            let msg = format!("{msg}: `{}`", p.name.text);
            diags.push(Diagnostic::new(span.clone(), msg, label).with_help(help));
            continue;
        }
        let Some(first) = target_id(p, target, types, diags) else {
            continue;
        };
        if p.promotes_more.is_empty() {
            types[id].promotes_to = Some(first);
            continue;
        }
        // a choice: `promotes to queen, rook, bishop, knight`
        let mut choice = vec![first];
        for name in &p.promotes_more {
            let Some(t) = target_id(p, name, types, diags) else {
                continue;
            };
            if choice.contains(&t) {
                diags.push(
                    Diagnostic::new(
                        name.span.clone(),
                        format!("`{}` promotes to `{}` twice", p.name.text, name.text),
                        "named again here",
                    )
                    .with_help("name each type of the choice once"),
                );
                continue;
            }
            choice.push(t);
        }
        types[id].promotes_choice = choice;
    }
}

/// The id of the type `target` that the piece `p` promotes to, or `None` after reporting an
/// unknown, promoted, royal or identical target.
fn target_id(
    p: &Piece,
    target: &crate::ast::Word,
    types: &[PieceType],
    diags: &mut Diagnostics,
) -> Option<usize> {
    let to = types.iter().position(|t| t.name == target.text);
    let why = match to.map(|q| &types[q]) {
        None => Some((
            "no such piece",
            format!(
                "`promotes to` names a piece type declared with `piece`; there is no `{}`",
                target.text
            ),
        )),
        Some(t) if t.promoted_from.is_some() => Some((
            "a promoted type",
            format!(
                "`{}` is the promoted type of another piece; to give `{}` a promoted type of its own, write `promotes NAME \"GLYPH\" moves MOVES`",
                t.name, p.name.text
            ),
        )),
        Some(t) if t.royal => Some((
            "a royal type",
            "a piece may not promote to the royal type (one royal piece per side)".to_string(),
        )),
        Some(t) if t.name == p.name.text => {
            Some(("the piece itself", "name another piece type".to_string()))
        }
        Some(_) => None,
    };
    if let Some((label, help)) = why {
        diags.push(
            Diagnostic::new(
                target.span.clone(),
                format!("`{}` promotes to `{}`", p.name.text, target.text),
                label,
            )
            .with_help(help),
        );
        return None;
    }
    to
}

/// Reports `promotes to` in a variant whose captured pieces go to the hand (a captured
/// promoted pawn would need to turn back into a pawn, which the target type does not record).
pub(crate) fn check_captures(cx: &Context<'_>, captures: Captures, diags: &mut Diagnostics) {
    let pieces = &cx.s.pieces;
    if captures == Captures::Removed {
        return;
    }
    for p in pieces {
        if let Some((kw, _)) = &p.promotes_to {
            diags.push(
                Diagnostic::new(kw.clone(), "`promotes to` with `captures to hand`", "promotes into another type")
                    .with_help("a captured piece could not turn back into what it was: write `captures removed`, or give the piece a promoted type of its own (`promotes NAME \"GLYPH\" moves MOVES`)"),
            );
        }
    }
}
