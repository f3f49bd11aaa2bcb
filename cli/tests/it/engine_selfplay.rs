//! `koma selfplay` on each seed variant (and a rules file on the reference engine): the games
//! it writes replay with `koma replay` with no illegal move, and each game with a result ends
//! exactly where the rules file's outcome says, with that result.

use crate::common;

use common::{koma, stderr, stdout};

/// Plays `games` games of `variant` at `depth`, replays them, and checks the records.
fn selfplay_replays(variant: &str, games: usize, depth: u32) {
    let dir = std::env::temp_dir().join(format!("koma-selfplay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let name = variant.rsplit('/').next().unwrap();
    let path = dir.join(format!("{name}.pgn"));
    let path = path.to_str().unwrap();
    let (g, d) = (games.to_string(), depth.to_string());
    let played = koma(&[
        "selfplay",
        variant,
        "--games",
        &g,
        "--depth",
        &d,
        "--max-plies",
        "400",
        "--out",
        path,
    ]);
    assert!(played.status.success(), "{}", stderr(&played));
    let pgn = std::fs::read_to_string(path).unwrap();
    assert_eq!(pgn.matches("[Event \"koma selfplay\"]").count(), games);

    let replayed = koma(&["replay", variant, path]);
    let report = stdout(&replayed);
    assert!(replayed.status.success(), "{report}{}", stderr(&replayed));
    let records: Vec<&str> = pgn.split("[Event ").skip(1).collect();
    let total: usize = records.iter().map(|r| plies(r)).sum();
    assert!(
        report.ends_with(&format!(
            "{games} games, {total} moves, 0 games with an illegal move\n"
        )),
        "{report}"
    );
    // every finished game: the replay finds its outcome at its last move, with its result
    for (i, record) in records.iter().enumerate() {
        let result = tag(record, "Result");
        if result == "*" {
            continue;
        }
        let plies = plies(record);
        let line = report
            .lines()
            .find(|l| l.starts_with(&format!("game {}, ", i + 1)))
            .unwrap_or_else(|| panic!("no outcome for game {}: {report}", i + 1));
        assert!(line.contains(&format!(": {result} (")), "{line}");
        assert!(
            line.ends_with(&format!("after {plies} plies, record says {result}")),
            "{line}"
        );
        assert!(line.contains(tag(record, "Termination")), "{line}");
    }
}

/// The number of moves of a PGN record (its movetext less move numbers and the result).
fn plies(record: &str) -> usize {
    let result = tag(record, "Result");
    let moves = record.split("\n\n").nth(1).unwrap_or("");
    moves
        .split_whitespace()
        .filter(|t| !t.ends_with('.') && *t != result)
        .count()
}

/// The value of a PGN tag of `record`.
fn tag<'a>(record: &'a str, name: &str) -> &'a str {
    let start = record.find(&format!("[{name} \"")).unwrap() + name.len() + 3;
    let len = record[start..].find('"').unwrap();
    &record[start..start + len]
}

#[test]
fn xiangqi_selfplay_replays() {
    selfplay_replays("xiangqi", 2, 2);
}

#[test]
fn shogi_selfplay_replays() {
    selfplay_replays("shogi", 2, 2);
}

#[test]
fn kilyow_selfplay_replays() {
    selfplay_replays("kilyow", 2, 2);
}

#[test]
fn wa_shogi_selfplay_replays() {
    selfplay_replays("wa-shogi", 2, 1);
}

#[test]
fn a_rules_file_on_the_reference_engine_selfplays() {
    selfplay_replays("examples/custom-variant/gorogoro.koma", 1, 1);
}

#[test]
fn selfplay_needs_a_limit() {
    let o = koma(&["selfplay", "xiangqi", "--games", "1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("give `--depth D` or `--movetime MS`"),
        "{}",
        stderr(&o)
    );
}
