//! The game rules beyond pieces: `promotion`, `captures`, `drops`, `forbid`.

use crate::ast::{CapturesKind, Word};
use crate::check::context::Context;
use crate::check::region;
use crate::check::sorted::Sorted;
use crate::diagnostic::{Diagnostic, Diagnostics, line_col};
use crate::ir::{Captures, DropRules, PieceId, PieceType, Promotion, RoyalRules};

/// The promotion rules; reports a `promotion` statement without promoting pieces and promoting
/// pieces without a `promotion` statement.
pub(crate) fn promotion(cx: &Context<'_>, diags: &mut Diagnostics) -> Option<Promotion> {
    let (s, pieces, regions) = (cx.s, &cx.s.pieces, cx.names);
    let first_promoting = pieces
        .iter()
        .find_map(|p| crate::check::promote_to::keyword(p).map(|kw| (p, kw)));
    if s.every_move.is_some() {
        return None; // pieces turn over on every move: flip.rs
    }
    match (s.promotion, first_promoting) {
        (Some((_, zone, entering, forced)), Some(_)) => {
            let zone = region::resolve(regions, zone, diags)?;
            if let Some((_, Some(e))) = s.on_entry {
                diags.push(
                    Diagnostic::new(e.clone(), "`entering` with `on entry or capture`", "entering here")
                        .with_help("`on entry or capture` says which moves promote: a move into the zone from outside, or a capture that starts or ends in it; remove `entering`"),
                );
            }
            Some(Promotion {
                zone,
                only_entering: entering,
                forced,
                on_entry_or_capture: s.on_entry.is_some(),
                limited: !s.limited.is_empty(),
            })
        }
        (Some((kw, zone, _, _)), None) => {
            region::resolve(regions, zone, diags);
            diags.push(
                Diagnostic::new(kw.clone(), "`promotion` statement but no piece promotes", "no piece has a `promotes` clause")
                    .with_help("remove this statement, or give a piece a `promotes NAME \"GLYPH\" moves MOVES` clause"),
            );
            None
        }
        (None, Some((p, kw))) => {
            diags.push(
                Diagnostic::new(
                    kw.clone(),
                    format!("`{}` promotes but there is no `promotion` statement", p.name.text),
                    "promotes here",
                )
                .with_help("add a `promotion` statement to say where pieces promote, like `promotion in zone`"),
            );
            None
        }
        (None, None) => None,
    }
}

/// What happens to captured pieces (`captures removed` when not stated). With FEN notation the
/// hands are written in brackets after the board (`[Pp]`, as Fairy-Stockfish writes them).
pub(crate) fn captures(s: &Sorted<'_>) -> Captures {
    match s.captures {
        Some((CapturesKind::ToHand { promoted_removed }, _)) => {
            Captures::ToHand { promoted_removed }
        }
        _ => Captures::Removed,
    }
}

/// The drop rules; reports drops rules when captures do not go to the hand, unknown or promoted
/// pieces, repeated and contradictory rules.
pub(crate) fn drops(cx: &Context<'_>, diags: &mut Diagnostics) -> DropRules {
    let (s, types, source) = (cx.s, cx.pieces, cx.source);
    let mut rules = DropRules::default();
    if !matches!(s.captures, Some((CapturesKind::ToHand { .. }, _))) {
        for kw in &s.drops {
            diags.push(
                Diagnostic::new(
                    (*kw).clone(),
                    "`drops` rule without `captures to hand`",
                    "nothing is ever dropped",
                )
                .with_help("add `captures to hand`, or remove this statement"),
            );
        }
    }
    let mut nifu_seen: Vec<(PieceId, &Word)> = Vec::new();
    for w in &s.nifu {
        let Some(id) = droppable(w, types, diags) else {
            continue;
        };
        if let Some((_, first)) = nifu_seen.iter().find(|(i, _)| *i == id) {
            let (line, _) = line_col(source, first.span.start);
            diags.push(
                Diagnostic::new(
                    w.span.clone(),
                    format!("duplicate `drops nifu {}`", w.text),
                    "stated again here",
                )
                .with_help(format!("the first is on line {line}; remove one")),
            );
            continue;
        }
        nifu_seen.push((id, w));
        rules.nifu.push(id);
    }
    rules.nifu_counts =
        crate::check::nifu::counts(&nifu_seen, &s.nifu_counts, s.board, source, diags);
    let mut mate_seen: Vec<(PieceId, bool, &Word)> = Vec::new();
    for (w, illegal, verdict) in &s.mate {
        let Some(id) = droppable(w, types, diags) else {
            continue;
        };
        if let Some((_, first_illegal, first)) = mate_seen.iter().find(|(i, _, _)| *i == id) {
            let (line, _) = line_col(source, first.span.start);
            let word = |b: bool| if b { "illegal" } else { "allowed" };
            let d = if first_illegal == illegal {
                Diagnostic::new(
                    w.span.clone(),
                    format!("duplicate `drops mate {} {}`", w.text, word(*illegal)),
                    "stated again here",
                )
                .with_help(format!("the first is on line {line}; remove one"))
            } else {
                Diagnostic::new(
                    (*verdict).clone(),
                    format!("contradictory drop-mate rules for `{}`", w.text),
                    format!("line {line} says `{}`", word(*first_illegal)),
                )
                .with_help(format!(
                    "keep one of `drops mate {0} illegal` and `drops mate {0} allowed`",
                    w.text
                ))
            };
            diags.push(d);
            continue;
        }
        mate_seen.push((id, *illegal, w));
        if *illegal {
            rules.no_drop_mate.push(id);
        }
    }
    rules
}

/// The id of the unpromoted piece type `w` names; reports unknown and promoted types.
fn droppable(w: &Word, types: &[PieceType], diags: &mut Diagnostics) -> Option<PieceId> {
    let Some(id) = types.iter().position(|t| t.name == w.text) else {
        diags.push(
            Diagnostic::new(
                w.span.clone(),
                format!("unknown piece `{}`", w.text),
                "no piece has this name",
            )
            .with_help("name a piece type declared with `piece`"),
        );
        return None;
    };
    if let Some(base) = types[id].promoted_from {
        diags.push(
            Diagnostic::new(
                w.span.clone(),
                format!("`{}` is a promoted type", w.text),
                "never dropped",
            )
            .with_help(format!(
                "only unpromoted pieces are dropped; name `{}`",
                types[base].name
            )),
        );
        return None;
    }
    Some(id)
}

/// The `forbid` rules; reports unknown and repeated ones.
pub(crate) fn royal(cx: &Context<'_>, diags: &mut Diagnostics) -> RoyalRules {
    let (s, source) = (cx.s, cx.source);
    let mut rules = RoyalRules::default();
    let mut seen: Vec<&Word> = Vec::new();
    for w in &s.forbids {
        if let Some(first) = seen.iter().find(|f| f.text == w.text) {
            let (line, _) = line_col(source, first.span.start);
            diags.push(
                Diagnostic::new(
                    w.span.clone(),
                    format!("duplicate `forbid {}`", w.text),
                    "stated again here",
                )
                .with_help(format!("the first is on line {line}; remove one")),
            );
            continue;
        }
        seen.push(w);
        match w.text.as_str() {
            "facing-royals" => rules.no_facing = true,
            "royals-same-rank" => rules.no_same_rank = true,
            _ => diags.push(
                Diagnostic::new(
                    w.span.clone(),
                    format!("unknown rule `{}`", w.text),
                    "not a rule `forbid` knows",
                )
                .with_help("the rules are `facing-royals` and `royals-same-rank`"),
            ),
        }
    }
    rules
}
