//! Castling and insufficient material on the compiled generator of
//! `testdata/castling/chess.koma`, with the cases both backends share
//! (`testdata/castling/cases.rs`, Fairy-Stockfish's FENs and verdicts).

#[path = "../../../testdata/castling/cases.rs"]
mod cases;

// `testdata/castling/chess.koma`, compiled by the perft suite (its list of test rules files is
// in `testdata/perft.rs`)
use crate::perft::compiled::castling_chess as chess;

fn rules() -> koma_runtime::EndRules {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../testdata/castling/chess.koma"
    );
    koma_dsl::compile(&std::fs::read_to_string(path).unwrap())
        .unwrap()
        .end
}

#[test]
fn castling_moves_the_rook_and_rights_follow_the_moves() {
    cases::check_moves(|fen| chess::Position::from_text(fen).expect(fen));
}

#[test]
fn insufficient_material_draws_as_fairy_stockfish_judges_it() {
    cases::check_material(|fen| chess::Position::from_text(fen).expect(fen), &rules());
}

#[test]
fn rights_need_their_pieces_and_variants_without_castling_refuse_them() {
    let err = chess::Position::from_text("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1").unwrap_err();
    assert_eq!(
        err.to_string(),
        "castling right `K`: it needs the king on e1 and the rook on h1"
    );
    let err = koma_variants::shatranj::Position::from_text("4k3/8/8/8/8/8/8/R3K2R w K - 0 1")
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "castling right `K`: the variant has no castling"
    );
    // the start position's rights come from the rules file
    assert_eq!(
        koma_runtime::Position::to_text(&chess::Position::start()),
        cases::START
    );
}
