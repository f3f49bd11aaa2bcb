//! Shatranj's end rules as Fairy-Stockfish plays them (`variants/shatranj.koma`): the bare king
//! (`bare-royal loses`), stalemate losing, and the 70-move rule that a pawn move starts again
//! (`no-capture 140 plies draws`, `no-capture reset by baidaq`), replayed on both backends.
//! The positions are built for the rule each game shows; moves are FSF's UCI moves. pyffish 0.0.90
//! ends each of these games at the same ply with the same result (`is_immediate_game_end` for
//! the bare king, no legal move for stalemate, `is_optional_game_end` for the 70 moves).

use koma_cli::compiled::compiled_replay;
use koma_cli::{records::parse_records, replay::replay};
use koma_runtime::{Color, Reason};

/// `(game index from 0, ply, winner, reason)` of every game whose record reaches an outcome, the same on
/// both backends.
fn outcomes(pgn: &str) -> Vec<(usize, usize, Option<Color>, Reason)> {
    let source = koma_cli::builtin::builtin("shatranj").expect("built in");
    let engine = koma_engine::Engine::new(&koma_dsl::compile(source).unwrap()).unwrap();
    let records = parse_records(pgn).unwrap();
    let rules = engine.end_rules();
    let reference = replay(&records, &rules, |tag| match tag {
        Some(t) => engine.position(t).map_err(|e| e.to_string()),
        None => engine.start_position().map_err(|e| e.to_string()),
    });
    let compiled = compiled_replay("shatranj", &records, &rules).expect("shatranj is compiled");
    assert_eq!(compiled, reference);
    assert!(reference.failures.is_empty(), "{:?}", reference.failures);
    reference
        .outcomes
        .iter()
        .map(|o| (o.game, o.plies, o.outcome.winner, o.outcome.reason))
        .collect()
}

#[test]
fn a_bare_king_loses_unless_it_bares_the_other_in_reply() {
    let pgn = "\
[Event \"bared, no reply: White wins after Black's move\"]\n[FEN \"3k4/8/8/8/8/8/R1r5/3K4 w - - 0 1\"]\n1. a2c2 d8e8\n\n\
[Event \"bared, bares back: the game goes on\"]\n[FEN \"8/8/8/8/8/7P/6k1/2rK4 w - - 0 1\"]\n1. d1c1 g2h3 2. c1d1\n\n\
[Event \"bared, could bare back but does not\"]\n[FEN \"8/8/8/8/8/7P/6k1/2rK4 w - - 0 1\"]\n1. d1c1 g2g3\n\n\
[Event \"bared by a side with two pieces left: lost at once\"]\n[FEN \"3k4/8/8/8/8/8/R1r5/3K3R w - - 0 1\"]\n1. a2c2\n\n\
[Event \"Black bares White\"]\n[FEN \"3k4/8/8/8/8/8/r1R5/3K4 b - - 0 1\"]\n1... a2c2 2. d1e1\n";
    let first = Some(Color::First);
    let second = Some(Color::Second);
    assert_eq!(
        outcomes(pgn),
        [
            (0, 2, first, Reason::BareRoyal),
            (2, 2, first, Reason::BareRoyal),
            (3, 1, first, Reason::BareRoyal),
            (4, 2, second, Reason::BareRoyal),
        ]
    );
}

#[test]
fn stalemate_loses() {
    // a7 leaves Black's king no move and its pawn is blocked: Black, not in check, loses
    let pgn = "[FEN \"k7/7p/PK5P/8/8/8/8/8 w - - 0 1\"]\n1. a6a7\n";
    assert_eq!(
        outcomes(pgn),
        [(0, 1, Some(Color::First), Reason::Stalemate)]
    );
}

#[test]
fn seventy_moves_without_a_capture_or_pawn_move_draw() {
    // the halfmove clock starts at 138: two quiet plies reach 140; a pawn move starts it again
    let fen = "[FEN \"k7/1p6/8/8/8/8/7P/K6R w - - 138 60\"]\n";
    let pgn = format!("{fen}1. h1g1 a8b8\n\n{fen}1. h2h3 a8b8 2. h1g1 b8a8\n");
    assert_eq!(outcomes(&pgn), [(0, 2, None, Reason::NoCapture)]);
}
