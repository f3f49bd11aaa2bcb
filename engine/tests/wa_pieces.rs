//! Wa shogi's pieces whose blocking decides perft: the Cloud Eagle's limited diagonal slide,
//! the Liberated Horse's limited backward slide, the Treacherous Fox's jumps.

mod common;

use common::{engine, moves_text};
use koma_engine::Position;

/// The moves of the piece on `from`, as sorted text.
fn moves_from(pos: &Position<'_>, from: &str) -> Vec<String> {
    moves_text(pos)
        .into_iter()
        .filter(|m| m.starts_with(from))
        .collect()
}

#[test]
fn cloud_eagle_forward_diagonals_slide_three_and_are_blocked() {
    // Sente Cloud Eagle (vRfF3bFsW) on 6f; a gote pawn on 4d; kings in the corners 11a and 1k.
    // - file 6 forward: 6e 6d 6c 6b 6a (5); backward: 6g 6h 6i 6j 6k (5)
    // - forward-right diagonal: 5e, then 4d (capture), stops: 3c is behind the pawn (2)
    // - forward-left diagonal: 7e 8d 9c; 10b is a fourth step, beyond the range of 3 (3)
    // - backward diagonal steps 5g 7g (2); sideways steps 5f 7f (2)
    // 19 moves; the Cloud Eagle does not promote.
    let e = engine("wa-shogi");
    let pos = Position::from_text(&e, "k10/11/11/7p3/11/5E5/11/11/11/11/10K b - 1").unwrap();
    let mut expected: Vec<String> = [
        "6e", "6d", "6c", "6b", "6a", "6g", "6h", "6i", "6j", "6k", "5e", "4d", "7e", "8d", "9c",
        "5g", "7g", "5f", "7f",
    ]
    .iter()
    .map(|to| format!("6f{to}"))
    .collect();
    expected.sort();
    assert_eq!(moves_from(&pos, "6f"), expected);
}

#[test]
fn liberated_horse_backward_slide_of_two_is_blocked() {
    // Liberated Horse (fRbR2) on 6f. Backward it slides at most 2 squares, not jumping:
    let e = engine("wa-shogi");
    let back = |text: &str| -> Vec<String> {
        let pos = Position::from_text(&e, text).unwrap();
        moves_from(&pos, "6f")
            .into_iter()
            .filter(|m| ["6f6g", "6f6h", "6f6i"].contains(&m.as_str()))
            .collect()
    };
    // nothing behind: 6g and 6h, not 6i (range 2)
    assert_eq!(
        back("k10/11/11/11/11/5H5/11/11/11/11/10K b - 1"),
        ["6f6g", "6f6h"]
    );
    // an own pawn on 6g: no backward move at all (it would have to pass it)
    assert_eq!(
        back("k10/11/11/11/11/5H5/5P5/11/11/11/10K b - 1"),
        Vec::<String>::new()
    );
    // a gote pawn on 6h: 6g, and 6h as a capture
    assert_eq!(
        back("k10/11/11/11/11/5H5/11/5p5/11/11/10K b - 1"),
        ["6f6g", "6f6h"]
    );
    // a gote pawn on 6g: only the capture
    assert_eq!(back("k10/11/11/11/11/5H5/5p5/11/11/11/10K b - 1"), ["6f6g"]);
}

#[test]
fn treacherous_fox_jumps_over_pieces() {
    // Treacherous Fox (FvWAvD) on 6f with own pawns on all six squares its steps reach
    // (5e 6e 7e, 5g 6g 7g: every square between it and its two-square targets). Its steps are
    // all blocked by own pieces, but the jumps 6d 6h (vD) and 4d 8d 4h 8h (A) pass over them:
    // exactly 6 moves.
    let e = engine("wa-shogi");
    let pos = Position::from_text(&e, "k10/11/11/11/4PPP4/5X5/4PPP4/11/11/11/10K b - 1").unwrap();
    assert_eq!(
        moves_from(&pos, "6f"),
        ["6f4d", "6f4h", "6f6d", "6f6h", "6f8d", "6f8h"]
    );
}
