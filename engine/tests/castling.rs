//! Castling and insufficient material on the reference engine, with the cases both backends
//! share (`testdata/castling/cases.rs`, Fairy-Stockfish's FENs and verdicts).

#[path = "../../testdata/castling/cases.rs"]
mod cases;
mod common;

use koma_engine::Position;

#[test]
fn castling_moves_the_rook_and_rights_follow_the_moves() {
    let e = common::engine("testdata/castling/chess");
    cases::check_moves(|fen| Position::from_text(&e, fen).expect(fen));
}

#[test]
fn insufficient_material_draws_as_fairy_stockfish_judges_it() {
    let e = common::engine("testdata/castling/chess");
    cases::check_material(
        |fen| Position::from_text(&e, fen).expect(fen),
        &e.end_rules(),
    );
}

#[test]
fn rights_need_their_pieces_and_variants_without_castling_refuse_them() {
    let e = common::engine("testdata/castling/chess");
    let err = Position::from_text(&e, "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1").unwrap_err();
    assert_eq!(
        err.to_string(),
        "castling right `K`: it needs the king on e1 and the rook on h1"
    );
    let shatranj = common::engine("shatranj");
    let err = Position::from_text(&shatranj, "4k3/8/8/8/8/8/8/R3K2R w K - 0 1").unwrap_err();
    assert_eq!(
        err.to_string(),
        "castling right `K`: the variant has no castling"
    );
}
