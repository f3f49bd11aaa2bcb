//! The halfmove clock of `no-capture reset by` on the reference engine, as Fairy-Stockfish keeps
//! it: only a move that cannot be undone restarts it (`testdata/clock/sideways5.koma`, pawns
//! that also step sideways; the FENs are pyffish's, `testdata/clock/sideways5-fens.tsv`), and
//! a game's no-capture count follows it. Also hexapawn's perft against Fairy-Stockfish's
//! (`testdata/hexapawn/`): a pawn without promotion reaches the far rank with `immobile pieces
//! allowed`.

#[path = "../../testdata/clock/cases.rs"]
mod clock_cases;
use clock_cases::cases;
use koma_engine::Engine;
use koma_runtime::{Game, Outcome, Position as _, Reason};

fn engine(path: &str) -> Engine {
    let path = format!("{}/../testdata/{path}", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).expect("rules file");
    let v = koma_dsl::compile(&source).unwrap_or_else(|d| panic!("{}", d.render(&path, &source)));
    Engine::new(&v).expect("engine")
}

#[test]
fn sideways_pawn_moves_do_not_restart_the_clock() {
    let e = engine("clock/sideways5.koma");
    let cases = cases();
    assert!(cases.len() >= 10);
    for (fen, moves, want) in cases {
        let mut pos = e.position(&fen).expect("reads");
        for m in &moves {
            let mv = pos.parse_move(m).unwrap_or_else(|err| panic!("{m}: {err}"));
            pos.play(mv).unwrap_or_else(|err| panic!("{m}: {err}"));
        }
        assert_eq!(pos.to_text(), want, "{fen} {moves:?}");
    }
}

#[test]
fn the_no_capture_count_follows_the_clock() {
    let e = engine("clock/sideways5.koma");
    let rules = e.variant().end.clone();
    let draw = Some(Outcome {
        winner: None,
        reason: Reason::NoCapture,
    });
    // clock 7; three sideways moves reach the 10 plies of `no-capture 10 plies draws`
    let play = |moves: &[&str]| {
        let mut game = Game::new(
            e.position("4k/5/1p3/P4/K4 w - - 7 10").unwrap(),
            rules.clone(),
        );
        for m in moves {
            assert_eq!(game.outcome(), None, "before {m}");
            game.play(game.position().parse_move(m).unwrap()).unwrap();
        }
        game.outcome()
    };
    assert_eq!(play(&["a2b2", "b3c3", "b2a2"]), draw);
    // a forward pawn move restarts it
    assert_eq!(play(&["a2b2", "b3c3", "b2b3"]), None);
    assert_eq!(play(&["a2a3", "b3b2", "a1b1"]), None);
}

#[test]
fn sideways5_perft_matches_fairy_stockfish() {
    let e = engine("clock/sideways5.koma");
    let start = e.start_position().expect("start");
    let counts: Vec<u64> = (1..=3).map(|d| koma_runtime::perft(&start, d)).collect();
    // pyffish 0.0.90 with sideways5.ini
    assert_eq!(counts, [6, 39, 356]);
}

#[test]
fn hexapawn_perft_matches_fairy_stockfish() {
    let e = engine("hexapawn/hexapawn.koma");
    let start = e.start_position().expect("start");
    let counts: Vec<u64> = (1..=8).map(|d| koma_runtime::perft(&start, d)).collect();
    // pyffish 0.0.90 with testdata/hexapawn/hexapawn.ini (legal_moves, counted to depth 8)
    assert_eq!(counts, [3, 10, 28, 56, 70, 64, 20, 0]);
}
