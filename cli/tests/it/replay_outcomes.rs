//! `koma replay` with the variants' end-of-game rules: games whose record reaches a position
//! that ends the game are reported with the first such position's outcome and ply.

use koma_cli::{records::parse_records, replay::replay};
use koma_runtime::{Color, Outcome, Reason};
use std::process::Command;

fn engine(name: &str) -> koma_engine::Engine {
    let source = koma_cli::builtin::builtin(name).expect("a built-in variant");
    koma_engine::Engine::new(&koma_dsl::compile(source).unwrap()).unwrap()
}

#[test]
fn shogi_records_report_repetition_and_nothing_for_unfinished_games() {
    let e = engine("shogi");
    let start = e.start_position().unwrap();
    let text = "[Event \"sennichite\"]\n5i4h 5a4b 4h5i 4b5a 5i4h 5a4b 4h5i 4b5a 5i4h 5a4b 4h5i 4b5a\n\n\
                [Event \"three times only\"]\n5i4h 5a4b 4h5i 4b5a 5i4h 5a4b 4h5i 4b5a\n";
    let records = parse_records(text).unwrap();
    let summary = replay(&records, &e.end_rules(), |_| Ok(start.clone()));
    assert_eq!(summary.failures, vec![]);
    assert_eq!(summary.moves, 20);
    assert_eq!(summary.outcomes.len(), 1);
    let o = &summary.outcomes[0];
    // 5i4h 5a4b 4h5i 4b5a brings the start back every 4 plies: its 4th occurrence (shogi's
    // sennichite count) is after ply 12, the record's last
    assert_eq!((o.game, o.plies, o.played), (0, 12, 12));
    assert_eq!(
        o.outcome,
        Outcome {
            winner: None,
            reason: Reason::Repetition
        }
    );
}

#[test]
fn xiangqi_records_report_repetition_at_the_third_occurrence() {
    let e = engine("xiangqi");
    let start = e.start_position().unwrap();
    // both sides' horses go out and back twice: the start position occurs the third time
    let text = "1. h0g2 h9g7 2. g2h0 g7h9 3. h0g2 h9g7 4. g2h0 g7h9\n";
    let records = parse_records(text).unwrap();
    let summary = replay(&records, &e.end_rules(), |_| Ok(start.clone()));
    assert_eq!(summary.outcomes.len(), 1);
    assert_eq!(summary.outcomes[0].plies, 8);
    assert_eq!(summary.outcomes[0].outcome.winner, None::<Color>);
}

#[test]
fn a_record_that_goes_on_after_the_end_reports_the_first_outcome_and_its_ply() {
    let e = engine("xiangqi");
    let start = e.start_position().unwrap();
    // the horses' cycle three times, then two more moves: 14 plies, all legal. The start
    // position occurs after plies 0, 4 and 8: the third occurrence (xiangqi's `repetition 3
    // draws`, no check or chase in the cycle) ends the game at ply 8; plies 9 to 14 follow it
    let text = "h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0 g7h9 h0g2 h9g7 g2h0 g7h9 h0g2 h9g7\n";
    let records = parse_records(text).unwrap();
    let summary = replay(&records, &e.end_rules(), |_| Ok(start.clone()));
    assert_eq!(summary.failures, vec![]);
    assert_eq!(summary.moves, 14);
    assert_eq!(summary.outcomes.len(), 1);
    let o = &summary.outcomes[0];
    assert_eq!((o.game, o.plies, o.played), (0, 8, 14));
    assert_eq!(
        o.outcome,
        Outcome {
            winner: None,
            reason: Reason::Repetition
        }
    );
}

#[test]
fn the_command_says_when_the_record_goes_on_past_the_end() {
    let dir = std::env::temp_dir().join(format!("koma-cli-goes-on-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.pgn");
    // as above: the game ends by repetition after ply 8 of 14
    std::fs::write(
        &path,
        "1. h0g2 h9g7 2. g2h0 g7h9 3. h0g2 h9g7 4. g2h0 g7h9 5. h0g2 h9g7 6. g2h0 g7h9 \
         7. h0g2 h9g7\n",
    )
    .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_koma"))
        .args(["replay", "xiangqi", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(o.status.success());
    let out = String::from_utf8_lossy(&o.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(
        lines[0].ends_with(
            ": 1/2-1/2 (draw by repetition) after 8 plies (the record goes on for 6 more)"
        ),
        "{out}"
    );
    assert_eq!(lines[1], "1 games, 14 moves, 0 games with an illegal move");
}

#[test]
fn the_command_prints_each_outcome_before_the_totals() {
    let dir = std::env::temp_dir().join(format!("koma-cli-outcomes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.pgn");
    std::fs::write(
        &path,
        "[Event \"draw\"]\n1. h0g2 h9g7 2. g2h0 g7h9 3. h0g2 h9g7 4. g2h0 g7h9 1/2-1/2\n\n\
         [Event \"going on\"]\n1. h2e2 h9g7\n",
    )
    .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_koma"))
        .args(["replay", "xiangqi", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(o.status.success());
    let out = String::from_utf8_lossy(&o.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(
        lines[0].starts_with("game 1, ")
            && lines[0]
                .ends_with(": 1/2-1/2 (draw by repetition) after 8 plies, record says 1/2-1/2"),
        "{out}"
    );
    assert_eq!(lines[1], "2 games, 10 moves, 0 games with an illegal move");
}
