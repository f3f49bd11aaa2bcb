//! Double moves (`double LEG then LEG`) on the reference engine, with Chu shogi's lion
//! (`variants/chushogi.koma`): its move count as lishogi's shogiops 0.18.0 gives it, and what a
//! double move does to the board (captures on both steps, igui, the pass).

mod common;

use common::{engine, is_legal, moves_text, play_all};
use koma_runtime::Position as _;

/// A lone lion on 6f of an empty board (kings in the corners).
const LONE_LION: &str = "11k/12/12/12/12/6N5/12/5p6/12/12/12/K11 b - 1";

#[test]
fn a_lone_lion_has_every_route_as_a_move() {
    let e = engine("chushogi");
    let pos = e.position(LONE_LION).unwrap();
    let moves = moves_text(&pos);
    // shogiops 0.18.0: 88 moves of the lion (24 one-step or jump, 64 double), 3 of the king
    assert_eq!(moves.len(), 91);
    assert_eq!(moves.iter().filter(|m| m.starts_with("6f")).count(), 88);
    // eight passes (one over each empty neighbour), and the route over 5g to the pawn on 5h
    assert_eq!(
        moves
            .iter()
            .filter(|m| m.len() == 6 && m[..2] == m[4..])
            .count(),
        8
    );
    assert!(is_legal(&pos, "6f5g5h"));
    assert!(is_legal(&pos, "6f5h"));
}

#[test]
fn a_double_move_takes_on_both_steps_and_igui_stays() {
    let e = engine("chushogi");
    // two gote pawns on 5g and 5h: take both
    let mut pos = e
        .position("11k/12/12/12/12/6N5/7p4/7p4/12/12/12/K11 b - 1")
        .unwrap();
    assert!(pos.is_capture(pos.parse_move("6f5g5h").unwrap()));
    play_all(&mut pos, &["6f5g5h"]);
    assert_eq!(
        pos.to_text(),
        "11k/12/12/12/12/12/12/7N4/12/12/12/K11 w - 2"
    );
    // igui: take the pawn on 5g without moving
    let mut pos = e
        .position("11k/12/12/12/12/6N5/7p4/12/12/12/12/K11 b - 1")
        .unwrap();
    play_all(&mut pos, &["6f5g6f"]);
    assert_eq!(
        pos.to_text(),
        "11k/12/12/12/12/6N5/12/12/12/12/12/K11 w - 2"
    );
    // a pass leaves the board as it was, the other side to move
    let mut pos = e.position(LONE_LION).unwrap();
    let before = pos.to_text();
    play_all(&mut pos, &["6f6e6f"]);
    assert_eq!(pos.to_text(), before.replace(" b - 1", " w - 2"));
    assert!(!is_legal(&pos, "6f6e6f"), "gote has no lion");
}

#[test]
fn a_lion_may_not_take_a_protected_lion_from_afar() {
    let e = engine("chushogi");
    // gote's lion on 6d is protected by the pawn on 6c; sente's lion on 6f is two steps away
    let pos = e
        .position("11k/12/6p5/6n5/12/6N5/12/12/12/12/12/K11 b - 1")
        .unwrap();
    assert!(!is_legal(&pos, "6f6d"));
    assert!(!is_legal(&pos, "6f6e6d"), "over an empty square");
    // without the protector it may
    let pos = e
        .position("11k/12/12/6n5/12/6N5/12/12/12/12/12/K11 b - 1")
        .unwrap();
    assert!(is_legal(&pos, "6f6d"));
    // after taking a piece of value (a gold) on the first step it may; after a pawn it may not
    let gold = e
        .position("11k/12/6p5/6n5/6g5/6N5/12/12/12/12/12/K11 b - 1")
        .unwrap();
    assert!(is_legal(&gold, "6f6e6d"));
    let pawn = e
        .position("11k/12/6p5/6n5/6p5/6N5/12/12/12/12/12/K11 b - 1")
        .unwrap();
    assert!(!is_legal(&pawn, "6f6e6d"));
}
