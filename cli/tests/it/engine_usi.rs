//! `koma engine` speaking USI: a full session through pipes — handshake, positions with moves,
//! a search under each kind of limit, `isready` and `stop` while thinking, a new game, a lost
//! position, malformed commands — with every `bestmove` checked legal by the compiled shogi
//! generator.

use crate::driver;

use driver::{Engine, best, legal};
use koma_variants::shogi::Position;
use std::time::Duration;

/// Searches the current position with `go ARGS` and checks that the move is legal in `pos`.
fn go_legal(e: &mut Engine, pos: &Position, args: &str) -> String {
    let line = e.ask(&format!("go {args}"), "bestmove");
    let mv = best(&line).to_string();
    legal(&mut pos.clone(), &mv, &e.log);
    mv
}

#[test]
fn a_usi_session() {
    let mut e = Engine::start(&["shogi"]);
    e.send("usi");
    let hello = e.until(|l| l == "usiok");
    assert!(
        hello.iter().any(|l| l.starts_with("id name koma")),
        "{hello:?}"
    );
    assert!(hello.iter().any(|l| l.starts_with("option name USI_Hash")));
    assert!(
        hello
            .iter()
            .any(|l| l.contains("UCI_Variant") && l.contains("var wa-shogi"))
    );
    e.send("setoption name USI_Hash value 64");
    assert_eq!(e.ask("isready", "readyok"), "readyok");
    e.send("usinewgame");

    let mut pos = Position::start();
    for mv in ["7g7f", "3c3d"] {
        legal(&mut pos, mv, &e.log);
    }
    e.send("position startpos moves 7g7f 3c3d");
    e.send("go depth 2");
    let lines = e.until(|l| l.starts_with("bestmove"));
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info depth 2 ") && l.contains(" score cp ")),
        "{lines:?}"
    );
    legal(&mut pos.clone(), best(lines.last().unwrap()), &e.log);
    go_legal(&mut e, &pos, "nodes 300");
    go_legal(&mut e, &pos, "movetime 100");
    go_legal(&mut e, &pos, "btime 3000 wtime 3000 binc 100 winc 100");
    // (how long it takes is the search's time plan, tested in virtual time in
    // `search/tests/limits.rs`)
    go_legal(&mut e, &pos, "btime 0 wtime 0 byoyomi 300");

    // a set-up position with a move, searched until stopped; `isready` answered meanwhile
    let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    let mut pos = Position::from_text(sfen).unwrap();
    legal(&mut pos, "2g2f", &e.log);
    e.send(&format!("position sfen {sfen} moves 2g2f"));
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    e.send("isready");
    let lines = e.until(|l| l == "readyok");
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "{lines:?}"
    );
    let line = e.ask("stop", "bestmove");
    legal(&mut pos.clone(), best(&line), &e.log);

    // the side to move is mated: it resigns
    e.send("usinewgame");
    e.send("position sfen k7l/9/9/9/9/9/9/8g/8K b - 1");
    assert_eq!(e.ask("go depth 2", "bestmove"), "bestmove resign");
    e.send("gameover lose");
    e.send("quit");
    let (code, stderr) = e.finish();
    assert_eq!(code, Some(0), "{stderr}");
}

#[test]
fn usi_errors_keep_the_engine_going() {
    let mut e = Engine::start(&["shogi"]);
    e.send("usi");
    e.expect("usiok");
    for (bad, says) in [
        (
            "frobnicate",
            "info string error: unknown command `frobnicate`",
        ),
        (
            "position startpos moves 7g7x",
            "info string error: malformed move",
        ),
        (
            "position startpos moves 7g7f 7g7f",
            "info string error: illegal move",
        ),
        ("position sfen not/a/position b - 1", "info string error:"),
        (
            "position",
            "info string error: expected `position startpos`",
        ),
        (
            "go depth many",
            "info string error: `go depth`: `many` is not a number",
        ),
        (
            "go sideways 3",
            "info string error: unknown `go` argument `sideways`",
        ),
        (
            "setoption name UCI_Variant value bughouse",
            "info string error: unknown variant `bughouse`",
        ),
    ] {
        assert!(
            e.ask(bad, "info string error").starts_with(says),
            "{bad}: {:?}",
            e.log
        );
    }
    // after the failed `position`, the moves before the bad one stand
    let mut pos = Position::start();
    legal(&mut pos, "7g7f", &e.log);
    go_legal(&mut e, &pos, "depth 1");
    e.ask("isready", "readyok");
    let (code, stderr) = e.finish();
    assert_eq!(code, Some(0), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn a_rules_file_plays_on_the_reference_engine() {
    let path = "examples/custom-variant/gorogoro.koma";
    let source = std::fs::read_to_string(format!("{}/../{path}", env!("CARGO_MANIFEST_DIR")));
    let variant = koma_dsl::compile(&source.unwrap()).unwrap();
    let engine = koma_engine::Engine::new(&variant).unwrap();
    let mut e = Engine::start(&[path]);
    e.send("usi");
    let hello = e.until(|l| l == "usiok");
    let combo = hello.iter().find(|l| l.contains("UCI_Variant")).unwrap();
    assert!(
        combo.contains(&format!("default {} ", variant.name)),
        "{combo}"
    );
    e.send("position startpos");
    let line = e.ask("go depth 2", "bestmove");
    let mut pos = engine.start_position().unwrap();
    legal(&mut pos, best(&line), &e.log);
    // the built-ins are still there
    e.send("setoption name UCI_Variant value minishogi");
    e.send("position startpos moves 5e4d");
    let line = e.ask("go depth 1", "bestmove");
    let mut mini = koma_variants::minishogi::Position::start();
    legal(&mut mini, "5e4d", &e.log);
    legal(&mut mini, best(&line), &e.log);
    e.send("quit");
    assert_eq!(e.finish().0, Some(0));
}
