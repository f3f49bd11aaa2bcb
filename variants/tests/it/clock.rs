//! The halfmove clock of `no-capture reset by` in generated code, as Fairy-Stockfish keeps it:
//! only a move that cannot be undone restarts it (`testdata/clock/sideways5.koma`, pawns that
//! also step sideways; the FENs are pyffish's, `testdata/clock/sideways5-fens.tsv`), the same
//! on the reference engine, and a game's no-capture count follows it.

use crate::common;

mod sideways5 {
    koma_macros::variant!("../testdata/clock/sideways5.koma");
}

#[path = "../../../testdata/clock/cases.rs"]
mod clock_cases;
use clock_cases::cases;
use koma_runtime::{Game, Outcome, Position as _, Reason};
use sideways5::Position;

#[test]
fn sideways_pawn_moves_do_not_restart_the_clock_on_both_backends() {
    let e = common::engine("../testdata/clock/sideways5.koma");
    let cases = cases();
    assert!(cases.len() >= 10);
    for (fen, moves, want) in cases {
        let mut c = Position::from_text(&fen).expect("reads");
        let mut r = e.position(&fen).expect("reads");
        for m in &moves {
            let mv = c.parse_move(m).unwrap_or_else(|err| panic!("{m}: {err}"));
            c.play(mv).unwrap_or_else(|err| panic!("{m}: {err}"));
            r.play(mv).unwrap_or_else(|err| panic!("{m}: {err}"));
        }
        assert_eq!(c.to_text(), want, "compiled: {fen} {moves:?}");
        assert_eq!(r.to_text(), want, "reference: {fen} {moves:?}");
    }
}

#[test]
fn the_no_capture_count_follows_the_clock() {
    let rules = common::engine("../testdata/clock/sideways5.koma")
        .variant()
        .end
        .clone();
    let draw = Some(Outcome {
        winner: None,
        reason: Reason::NoCapture,
    });
    let play = |moves: &[&str]| {
        let start = Position::from_text("4k/5/1p3/P4/K4 w - - 7 10").unwrap();
        let mut game = Game::new(start, rules.clone());
        for m in moves {
            assert_eq!(game.outcome(), None, "before {m}");
            game.play(game.position().parse_move(m).unwrap()).unwrap();
        }
        game.outcome()
    };
    // clock 7; three sideways moves reach the 10 plies of `no-capture 10 plies draws`
    assert_eq!(play(&["a2b2", "b3c3", "b2a2"]), draw);
    // a forward pawn move restarts it
    assert_eq!(play(&["a2b2", "b3c3", "b2b3"]), None);
}

#[test]
fn sideways5_perft_matches_fairy_stockfish() {
    let start = Position::start();
    let counts: Vec<u64> = (1..=3).map(|d| koma_runtime::perft(&start, d)).collect();
    // pyffish 0.0.90 with testdata/clock/sideways5.ini
    assert_eq!(counts, [6, 39, 356]);
}
