//! The warning about moves that are never played: a piece without promotion never moves to a
//! square from which it could never move again (unless `immobile pieces allowed`), so its moves
//! there are silently lost — a breakthrough or hexapawn pawn never reaches the last rank. The
//! file compiles; `koma check` prints the warning ([`crate::warnings`]).

use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{MoveKind, PieceId, TextFormat, Variant};
use koma_runtime::uci::MoveText;
use koma_runtime::{Color, Square};

/// At most this many squares are named in the label.
const SHOWN: usize = 6;

/// A warning for each piece type without promotion that has moves (on an empty board, from
/// squares it can stand on) ending on squares it could never leave; `source` is the rules file
/// the variant was compiled from (for the span of the piece's name).
pub(crate) fn warnings(variant: &Variant, source: &str) -> Diagnostics {
    let mut out = Diagnostics::new();
    if variant.faces.immobile_allowed {
        return out;
    }
    for (id, p) in variant.pieces.iter().enumerate() {
        if p.promoted_from.is_some() || promotes(variant, id) {
            continue;
        }
        let targets = stuck_targets(variant, id, Color::First);
        if targets.is_empty() {
            continue;
        }
        let span = name_span(source, p.line, &p.name);
        out.push(
            Diagnostic::new(
                span,
                format!("`{}` never moves to a square it could not leave", p.name),
                format!(
                    "its moves to {} are never played",
                    squares_text(variant, &targets)
                ),
            )
            .with_help(
                "a piece without promotion never moves to a square from which it could never \
                 move again; `immobile pieces allowed` lets it (a breakthrough or hexapawn pawn \
                 reaching the last rank), or give it a promotion",
            )
            .warning(),
        );
    }
    out
}

/// Whether pieces of type `id` promote: a `promotes` clause or a choice, with a promotion rule.
fn promotes(variant: &Variant, id: PieceId) -> bool {
    let p = &variant.pieces[id];
    let has = p.promotes_to.is_some() || !p.promotes_choice.is_empty();
    has && (variant.promotion.is_some() || variant.faces.every_move)
}

/// The squares (of `color`'s pieces, in board coordinates, sorted) that a move of type `id`
/// reaches on an empty board from a square it can stand on, and from which it could never move.
fn stuck_targets(variant: &Variant, id: PieceId, color: Color) -> Vec<Square> {
    let p = &variant.pieces[id];
    let board = variant.board;
    let regions = &variant.regions;
    let stands = |sq: Square| p.within.is_none_or(|r| regions[r].contains(color, sq));
    let mut out: Vec<Square> = Vec::new();
    for i in 0..board.squares() {
        let from = Square(i as u16);
        if !stands(from) || !variant.can_move_from(id, color, from) {
            continue;
        }
        for m in &p.moves {
            if m.only_in.is_some_and(|r| !regions[r].contains(color, from))
                || m.along.is_some_and(|r| !regions[r].contains(color, from))
            {
                continue;
            }
            let (skip, steps) = match m.kind {
                MoveKind::Leap | MoveKind::Lame { .. } => (0, 1),
                MoveKind::Slide { max } => (0, max.map_or(usize::MAX, usize::from)),
                MoveKind::Hop => (1, usize::MAX),
            };
            let mut at = from;
            for n in 0..steps {
                let Some(next) = board.offset(at, color, m.dx, m.dy) else {
                    break;
                };
                at = next;
                if m.along.is_some_and(|r| !regions[r].contains(color, at)) {
                    break;
                }
                if n >= skip
                    && stands(at)
                    && !variant.can_move_from(id, color, at)
                    && !out.contains(&at)
                {
                    out.push(at);
                }
            }
        }
    }
    out.sort();
    out
}

/// `squares` in words: whole ranks as `rank 3` (`ranks 3 and 4`), else the squares in the
/// variant's move notation (`c3, d3`), the first few and how many more.
fn squares_text(variant: &Variant, squares: &[Square]) -> String {
    let (files, ranks) = (variant.board.files, variant.board.ranks);
    let mut by_rank: Vec<u8> = squares.iter().map(|s| s.rank(files)).collect();
    by_rank.dedup();
    let whole = by_rank
        .iter()
        .all(|&r| (0..files).all(|f| squares.contains(&Square::new(f, r, files))));
    if whole {
        let names: Vec<String> = by_rank.iter().map(|&r| rank_name(variant, r)).collect();
        return match names.as_slice() {
            [one] => format!("rank {one}"),
            [init @ .., last] => format!("ranks {} and {last}", init.join(", ")),
            [] => String::new(),
        };
    }
    let text = |&sq: &Square| match variant.move_text {
        MoveText::Uci => koma_runtime::uci::square_text(sq, files, ranks),
        MoveText::Native => koma_runtime::notation::square_text(sq, files, ranks, variant.notation),
    };
    let shown: Vec<String> = squares.iter().take(SHOWN).map(text).collect();
    match squares.len().checked_sub(SHOWN) {
        Some(more) if more > 0 => format!("{} and {more} more squares", shown.join(", ")),
        _ => shown.join(", "),
    }
}

/// The rank `rank` (0 = the first player's side) in the variant's own naming: from 1 with UCI
/// moves, from 0 in ICCS, a letter from the top in USI.
pub(crate) fn rank_name(variant: &Variant, rank: u8) -> String {
    match (variant.move_text, variant.notation) {
        (MoveText::Uci, _) => (u32::from(rank) + 1).to_string(),
        (_, TextFormat::Fen) => rank.to_string(),
        (_, TextFormat::Sfen) => {
            char::from(b'a' + (variant.board.ranks.saturating_sub(1).saturating_sub(rank)))
                .to_string()
        }
    }
}

/// The span of `name` on line `line` (1-based) of `source`: its first whole-word occurrence
/// there, else the whole line.
fn name_span(source: &str, line: u32, name: &str) -> std::ops::Range<usize> {
    let start: usize = source
        .split_inclusive('\n')
        .take(line.saturating_sub(1) as usize)
        .map(str::len)
        .sum();
    let text = source[start..].split('\n').next().unwrap_or("");
    let word = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    let mut from = 0;
    while let Some(i) = text[from..].find(name).map(|i| from + i) {
        let before = text[..i].chars().next_back().is_none_or(|c| !word(c));
        let after = text[i + name.len()..]
            .chars()
            .next()
            .is_none_or(|c| !word(c));
        if before && after {
            return start + i..start + i + name.len();
        }
        from = i + name.len();
    }
    start..start + text.len()
}
