//! Kyoto shogi in lishogi's writing and in Fairy-Stockfish's, on both backends: a game record
//! replays (`koma replay kyotoshogi`), and a USI session given lishogi's moves answers a legal
//! move (`koma engine`). The record (`testdata/kyoto/fsf-selfplay.pgn`) is a game of
//! Fairy-Stockfish against itself, every move checked legal with pyffish, written both ways
//! by `scripts/kyoto-record.py`: lishogi's `+` on every move turning a piece over and its own
//! letters for a dropped promoted face (`R*2c`), Fairy-Stockfish's `-` and `+P*2c`.

use crate::common;
use crate::driver;

use common::{koma, stderr, stdout};
use driver::{Engine, best};

const RECORD: &str = "testdata/kyoto/fsf-selfplay.pgn";

#[test]
fn a_record_in_either_writing_replays_to_the_same_mate_on_both_backends() {
    let mut reports = Vec::new();
    for backend in ["compiled", "reference"] {
        let out = koma(&["replay", "--backend", backend, "kyotoshogi", RECORD]);
        assert!(out.status.success(), "{}", stderr(&out));
        reports.push(stdout(&out));
    }
    assert_eq!(reports[0], reports[1]);
    let report = &reports[0];
    // pyffish: after the 28th ply sente has no legal move (gote mates: the record's `0-1`)
    assert!(
        report.ends_with("2 games, 56 moves, 0 games with an illegal move\n"),
        "{report}"
    );
    assert_eq!(
        report
            .matches("0-1 (second player wins by checkmate) after 28 plies, record says 0-1")
            .count(),
        2,
        "{report}"
    );
}

/// The legal moves after lishogi's `4e5d+ 2a3b+ 5d3b+ 4a3b+` (Fairy-Stockfish issue #668), in
/// Fairy-Stockfish's writing: pyffish 0.0.90 `legal_moves` after `b1a2+ d5c4+ a2c4- b5c4-`,
/// each square turned into USI's.
const LEGAL_AFTER: [&str; 43] = [
    "+S*1b", "+S*1c", "+S*1d", "+S*2a", "+S*2b", "+S*2c", "+S*2d", "+S*3c", "+S*3d", "+S*4a",
    "+S*4b", "+S*4c", "+S*4d", "+S*4e", "+S*5b", "+S*5c", "+S*5d", "1e1d+", "2e1d-", "2e2d-",
    "2e3d-", "3e3d", "3e4e", "5e4d-", "5e4e-", "5e5d-", "S*1b", "S*1c", "S*1d", "S*2a", "S*2b",
    "S*2c", "S*2d", "S*3c", "S*3d", "S*4a", "S*4b", "S*4c", "S*4d", "S*4e", "S*5b", "S*5c", "S*5d",
];

/// A USI session of `args` given the game of issue #668 in lishogi's writing.
fn lishogi_session(args: &[&str]) -> String {
    let mut e = Engine::start(args);
    e.send("usi");
    e.expect("usiok");
    e.send("position startpos moves 4e5d+ 2a3b+ 5d3b+ 4a3b+");
    let line = e.ask("go depth 2", "bestmove");
    assert!(
        !e.log.iter().any(|l| l.starts_with("info string error")),
        "{}",
        e.log.join("\n")
    );
    let mv = best(&line).to_string();
    assert!(LEGAL_AFTER.contains(&mv.as_str()), "{}", e.log.join("\n"));
    mv
}

#[test]
fn usi_plays_lishogis_moves_on_both_backends() {
    // the built-in runs on its compiled generator, an edited copy on the reference engine
    lishogi_session(&["kyotoshogi"]);
    let source = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../variants/kyotoshogi.koma"
    ))
    .unwrap();
    let dir = std::env::temp_dir().join(format!("koma-kyoto-writings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let copy = dir.join("kyotoshogi.koma");
    std::fs::write(&copy, source + "# an edited copy: the reference engine\n").unwrap();
    lishogi_session(&[copy.to_str().unwrap()]);
    std::fs::remove_dir_all(&dir).unwrap();
}
