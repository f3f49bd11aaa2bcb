//! `koma show` for the chess pawn: the header's promotion choice (`promotes to queen, rook,
//! bishop or knight`, with `promotion limited` the limit) and the notes on first moves and
//! en-passant captures.

use crate::ir::{MoveRule, PieceType, Variant};
use koma_runtime::Square;

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

/// The ranks of region `r` in the variant's own rank naming, when the region is whole ranks on
/// both sides (a first move's start ranks): ` (ranks 2 and 7)`, ` (rank 3)`, with USI's rank
/// letters for SFEN (` (ranks g and c)`) and ICCS's ranks from 0 for FEN; empty otherwise. The
/// first player's ranks come first.
pub(crate) fn region_ranks(variant: &Variant, r: usize) -> String {
    let (files, ranks) = (variant.board.files, variant.board.ranks);
    let mut names: Vec<String> = Vec::new();
    for mask in &variant.regions[r].mask {
        for rank in 0..ranks {
            let on = |f: u8| {
                mask.get(Square::new(f, rank, files).index())
                    .copied()
                    .unwrap_or(false)
            };
            let n = (0..files).filter(|&f| on(f)).count();
            if n == 0 {
                continue;
            }
            if n != usize::from(files) {
                return String::new();
            }
            let name = crate::check::stuck::rank_name(variant, rank);
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    match names.as_slice() {
        [] => String::new(),
        [one] => format!(" (rank {one})"),
        [init @ .., last] => format!(" (ranks {} and {last})", init.join(", ")),
    }
}
