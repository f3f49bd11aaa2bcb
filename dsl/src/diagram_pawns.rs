//! `koma show` for the chess pawn: the header's promotion choice (`promotes to queen, rook,
//! bishop or knight`, with `promotion limited` the limit) and the notes on first moves and
//! en-passant captures.

use crate::ir::{MoveRule, PieceType, Variant};

/// The header's promotion choice of `p`: `, promotes to queen, rook, bishop or knight` (and
/// `, fewer than at the start` with `promotion limited`); empty without a choice.
pub(crate) fn choice(variant: &Variant, p: &PieceType) -> String {
    let Some((last, rest)) = p.promotes_choice.split_last() else {
        return String::new();
    };
    let name = |&q: &usize| variant.pieces[q].name.clone();
    let names: Vec<String> = rest.iter().map(name).collect();
    let limited = variant.promotion.as_ref().is_some_and(|pr| pr.limited);
    format!(
        ", promotes to {} or {}{}",
        names.join(", "),
        name(last),
        if limited {
            " (of which it has fewer than at the start)"
        } else {
            ""
        }
    )
}

/// What a note says about `m` beyond its mode and region: `first move only`, `also en
/// passant`; empty for other moves.
pub(crate) fn flags(m: &MoveRule) -> String {
    let mut out = String::new();
    if m.initial {
        out.push_str(", first move only");
    }
    if m.en_passant {
        out.push_str(", also en passant");
    }
    out
}
