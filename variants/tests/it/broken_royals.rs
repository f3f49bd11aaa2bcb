//! Positions read from text that already break a royal constraint (royals facing on an open
//! file, royals on one rank): the reference engine gives every move the full test, so only
//! moves that repair the constraint are legal; the compiled generators must agree.

use crate::common;

use koma_runtime::{GamePosition, Position as _};

fn same<A: GamePosition, B: GamePosition>(r: &A, c: &B, kinds: usize) {
    common::compare(r, c);
    common::game_queries(r, c, kinds).unwrap();
}

#[test]
fn xiangqi_facing_generals_read_from_text() {
    let e = common::engine("xiangqi.koma");
    // generals face on the e-file: only the general's sidesteps are legal
    let fen = "4k4/9/9/9/9/9/9/9/9/R3K4 w - - 0 1";
    let r = e.position(fen).expect("reference reads");
    let c = koma_variants::xiangqi::Position::from_text(fen).expect("compiled reads");
    assert_eq!(r.count_legal_moves(), 2);
    same(&r, &c, e.variant().pieces.len());
}

#[test]
fn kilyow_generals_on_one_rank_read_from_text() {
    let e = common::engine("kilyow.koma");
    // generals on one rank: only the general's moves off it are legal (no pawn move, no drop)
    let sfen = "9/9/9/9/9/9/9/9/k3K3P b P 1";
    let r = e.position(sfen).expect("reference reads");
    let c = koma_variants::kilyow::Position::from_text(sfen).expect("compiled reads");
    assert_eq!(r.count_legal_moves(), 3);
    same(&r, &c, e.variant().pieces.len());
}
