//! Replay and position reading on both backends: `koma replay --backend compiled` gives the
//! same report as `--backend reference` (every game, move, failure and outcome), and a position
//! whose side not to move is in check is refused by `koma perft --fen` on either backend.

use crate::common;

use common::{koma, stderr, stdout};
use koma_cli::compiled::compiled_replay;
use koma_cli::{records::parse_records, replay::replay};
use koma_runtime::Reason;

#[test]
fn master_games_replay_alike_on_both_backends() {
    let pgn = "testdata/xiangqi/hu-ronghua-1391.pgn";
    let reference = koma(&["replay", "--backend", "reference", "xiangqi", pgn]);
    let compiled = koma(&["replay", "--backend", "compiled", "xiangqi", pgn]);
    assert!(reference.status.success(), "{}", stderr(&reference));
    assert!(compiled.status.success(), "{}", stderr(&compiled));
    let report = stdout(&reference);
    // the totals were counted independently (see `replay_masters.rs`); the outcome lines are
    // the reference engine's
    assert!(
        report.ends_with("1391 games, 120357 moves, 0 games with an illegal move\n"),
        "{report}"
    );
    assert!(report.contains("draw by repetition"), "{report}");
    assert_eq!(stdout(&compiled), report);
    assert!(stderr(&compiled).contains("(compiled generator)"));
    assert!(stderr(&reference).contains("(reference engine)"));
    // an unedited built-in variant replays on its compiled generator by default
    let default = koma(&["replay", "xiangqi", pgn]);
    assert!(stderr(&default).contains("(compiled generator)"));
    assert_eq!(stdout(&default), report);
}

#[test]
fn failures_and_set_up_games_replay_alike_on_both_backends() {
    let source = koma_cli::builtin::builtin("xiangqi").expect("built in");
    let engine = koma_engine::Engine::new(&koma_dsl::compile(source).unwrap()).unwrap();
    let records = parse_records(
        "[Event \"illegal\"]\n1. h2e2 h9g7\n2. h0g2 h9h7\n\n\
         [Event \"set up\"]\n[FEN \"4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1\"]\n1. d0d1 e9f9\n\n\
         [Event \"side not to move in check\"]\n[FEN \"4k4/9/9/9/4R4/9/9/9/9/3K5 w - - 0 1\"]\n\
         1. e5e6\n\n\
         [Event \"repetition\"]\n1. h0g2 h9g7 2. g2h0 g7h9 3. h0g2 h9g7 4. g2h0 g7h9 5. h2e2\n",
    )
    .unwrap();
    let rules = engine.end_rules();
    let reference = replay(&records, &rules, |tag| match tag {
        Some(t) => engine.position(t).map_err(|e| e.to_string()),
        None => engine.start_position().map_err(|e| e.to_string()),
    });
    let compiled = compiled_replay("xiangqi", &records, &rules).expect("xiangqi is compiled");
    assert_eq!(compiled, reference);
    assert_eq!(reference.failures.len(), 2);
    assert_eq!(
        reference.failures[1].reason,
        "bad start position: the side not to move (the second player) is in check"
    );
    // the set-up game has generals only (a material draw at once), the last one repeats
    let ends: Vec<_> = reference
        .outcomes
        .iter()
        .map(|o| (o.game, o.plies, o.played, o.outcome.reason))
        .collect();
    assert_eq!(
        ends,
        [(1, 0, 2, Reason::Material), (3, 8, 9, Reason::Repetition)]
    );
    assert!(compiled_replay("gorogoro", &records, &rules).is_none());
}

#[test]
fn replay_on_the_compiled_backend_needs_a_builtin_file() {
    let o = koma(&[
        "replay",
        "--backend",
        "compiled",
        "examples/custom-variant/gorogoro.koma",
        "testdata/xiangqi/hu-ronghua-1391.pgn",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("has no compiled generator"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn perft_refuses_a_side_not_to_move_in_check_on_both_backends() {
    for (variant, fen) in [
        ("shogi", "4k4/9/9/9/4R4/9/9/9/4K4 b - 1"),
        ("xiangqi", "4k4/9/9/9/4R4/9/9/9/9/3K5 w - - 0 1"),
    ] {
        for backend in ["reference", "compiled"] {
            let o = koma(&["perft", variant, "1", "--fen", fen, "--backend", backend]);
            assert_eq!(o.status.code(), Some(1), "{variant} {backend}");
            assert!(stdout(&o).is_empty(), "{variant} {backend}");
            assert_eq!(
                stderr(&o),
                "error: bad position: the side not to move (the second player) is in check\n",
                "{variant} {backend}"
            );
        }
    }
    // the other side to move: an ordinary check, answered by the king's moves and interpositions
    let o = koma(&[
        "perft",
        "shogi",
        "1",
        "--fen",
        "4k4/9/9/9/4R4/9/9/9/4K4 w - 1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("Nodes searched: 4"));
}
