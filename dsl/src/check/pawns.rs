//! The chess pawn's rules: first moves only (Betza `i`, `ifmnD`), en passant (Betza `e`) and
//! the limit on a promotion choice (`promotion limited`).
//!
//! A first-move rule is lowered to a move `in` a region of its own: the ranks on which its type
//! stands in the start position, for each side (a chess pawn's second rank, a Grand pawn's
//! third; not Fairy-Stockfish's default `doubleStepRegion`, which is ranks 2 and 7 whatever the
//! start position: see `docs/language.md`). Written with `in REGION` (`ifmnD in
//! second-rank`), the region is the one written instead. Either way the backends generate it as
//! any `in REGION` move.

use crate::check::context::Context;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::facts::Facts;
use crate::ir::{Region, Variant};
use koma_runtime::Square;

/// Gives every first-move rule (`i`) without an `in REGION` the region of its type's start
/// ranks, added to `variant.regions` as `PIECE-start-ranks` (with a number after it when a
/// region of the file has that name).
pub(crate) fn lower_initial(variant: &mut Variant) {
    let wanted: Vec<usize> = (0..variant.pieces.len())
        .filter(|&p| {
            variant.pieces[p]
                .moves
                .iter()
                .any(|m| m.initial && m.only_in.is_none())
        })
        .collect();
    if wanted.is_empty() {
        return;
    }
    let Ok(facts) = Facts::new(variant) else {
        return;
    };
    let files = variant.board.files;
    let squares = variant.board.squares();
    for piece in wanted {
        let mut mask = [vec![false; squares], vec![false; squares]];
        for (sq, cell) in facts.start.board.iter().enumerate() {
            let Some((color, kind)) = cell else { continue };
            if usize::from(kind.0) != piece {
                continue;
            }
            let rank = Square(sq as u16).rank(files);
            for f in 0..files {
                mask[color.index()][Square::new(f, rank, files).index()] = true;
            }
        }
        let base = format!("{}-start-ranks", variant.pieces[piece].name);
        let mut name = base.clone();
        let mut n = 2;
        while variant.regions.iter().any(|r| r.name == name) {
            name = format!("{base}-{n}");
            n += 1;
        }
        let id = variant.regions.len();
        variant.regions.push(Region {
            name,
            mask,
            line: variant.pieces[piece].line,
        });
        for m in &mut variant.pieces[piece].moves {
            if m.initial && m.only_in.is_none() {
                m.only_in = Some(id);
            }
        }
    }
}

/// Reports a promotion to a choice of types (`promotes to A, B`) in a variant without `notation
/// uci`: only UCI moves name the type chosen (`e7e8q`).
pub(crate) fn check_choice_notation(cx: &Context<'_>, diags: &mut Diagnostics) {
    let s = cx.s;
    if s.notation.is_some_and(|w| w.text == "uci") {
        return;
    }
    for p in &s.pieces {
        if let (Some((kw, _)), false) = (&p.promotes_to, p.promotes_more.is_empty()) {
            diags.push(
                Diagnostic::new(kw.clone(), "a promotion choice without `notation uci`", "a choice of types")
                    .with_help("a move promoting to a chosen type is written with its letter in UCI moves (`e7e8q`): write `notation uci`"),
            );
        }
    }
}

/// Checks the `promotion limited` statements: stated once, with a `promotion in REGION`
/// statement and a piece that promotes to a choice of types (`promotes to A, B`).
pub(crate) fn check_limited(cx: &Context<'_>, choice: bool, diags: &mut Diagnostics) {
    let s = cx.s;
    for (i, span) in s.limited.iter().enumerate() {
        let problem = if i > 0 {
            Some((
                "duplicate `promotion limited` statement",
                "stated again here",
                "a variant states `promotion limited` once",
            ))
        } else if s.promotion.is_none() || !choice {
            Some((
                "`promotion limited` without a choice of types",
                "nothing to limit",
                "it limits a `promotes to A, B, ...` choice made under `promotion in REGION`: add both, or remove this statement",
            ))
        } else {
            None
        };
        if let Some((msg, label, help)) = problem {
            diags.push(Diagnostic::new((*span).clone(), msg, label).with_help(help));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::MoveKind;

    const CHESS: &str = r#"
variant pawns
board 8x8
notation uci
region last-rank = ranks 8
region third = ranks 3
piece king K "K" royal moves K
piece queen Q "Q" moves Q
piece rook R "R" moves R
piece pawn P "P" moves mfW, cefF, ifmnD promotes to queen, rook
piece lancer L "L" moves ifmnD in third, fW
promotion in last-rank entering forced
captures removed
start "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"
"#;

    #[test]
    fn first_moves_apply_from_the_start_ranks_or_the_region_written() {
        let v = crate::compile(CHESS).unwrap();
        let pawn = &v.pieces[v.piece_by_name("pawn").unwrap()];
        let double = pawn.moves.iter().find(|m| m.initial).unwrap();
        assert_eq!(
            double.kind,
            MoveKind::Lame {
                blocks: vec![(0, 1)]
            }
        );
        let region = &v.regions[double.only_in.unwrap()];
        assert_eq!(region.name, "pawn-start-ranks");
        // the first player's pawns stand on squares 8..16, the second's on 48..56
        let [first, second] = region.squares();
        assert_eq!(
            first.iter().collect::<Vec<_>>(),
            (8..16).collect::<Vec<_>>()
        );
        assert_eq!(
            second.iter().collect::<Vec<_>>(),
            (48..56).collect::<Vec<_>>()
        );
        // `in REGION` written: that region
        let lancer = &v.pieces[v.piece_by_name("lancer").unwrap()];
        let third = v.regions.iter().position(|r| r.name == "third");
        assert_eq!(
            lancer.moves.iter().find(|m| m.initial).unwrap().only_in,
            third
        );
        // the en-passant captures and the choice
        assert_eq!(pawn.moves.iter().filter(|m| m.en_passant).count(), 2);
        assert_eq!(pawn.promotes_choice, vec![1, 2]);
        assert_eq!(pawn.promotes_to, None);
        assert!(v.is_promotion_suffix('Q') && v.is_promotion_suffix('r'));
        assert!(!v.is_promotion_suffix('k'));
    }

    #[test]
    fn a_region_name_taken_by_the_file_is_not_reused() {
        let source = CHESS.replace(
            "region third",
            "region pawn-start-ranks = ranks 2\nregion third",
        );
        let v = crate::compile(&source).unwrap();
        let pawn = &v.pieces[v.piece_by_name("pawn").unwrap()];
        let double = pawn.moves.iter().find(|m| m.initial).unwrap();
        assert_eq!(
            v.regions[double.only_in.unwrap()].name,
            "pawn-start-ranks-2"
        );
    }
}
