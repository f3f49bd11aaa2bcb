//! Perpetual check and chase under the Asian Xiangqi Federation (AXF) rules as
//! `variants/xiangqi.koma` states them, on both backends: every game of the Hu Ronghua file
//! reaches the first outcome `testdata/xiangqi/hu-ronghua-1391-outcomes.tsv` lists for it (ply,
//! result and kind; its header says where the values come from), and the minimal records of
//! issue 13 get their verdicts.

use koma_cli::compiled::compiled_replay;
use koma_cli::records::parse_records;
use koma_cli::replay::{ReplaySummary, replay};
use koma_engine::Engine;
use koma_runtime::EndRules;

fn engine(source: &str) -> Engine {
    Engine::new(&koma_dsl::compile(source).expect("the rules compile")).expect("an engine")
}

fn xiangqi() -> Engine {
    engine(koma_cli::builtin::builtin("xiangqi").expect("built in"))
}

/// Replays `text` under `rules` on the reference engine `e`, each game from its FEN tag or the
/// start position.
fn on_reference(e: &Engine, rules: &EndRules, text: &str) -> ReplaySummary {
    let records = parse_records(text).expect("records");
    replay(&records, rules, |tag| match tag {
        Some(t) => e.position(t).map_err(|err| err.to_string()),
        None => e.start_position().map_err(|err| err.to_string()),
    })
}

/// Replays `text` under `rules` on the compiled xiangqi generator.
fn on_compiled(rules: &EndRules, text: &str) -> ReplaySummary {
    let records = parse_records(text).expect("records");
    compiled_replay("xiangqi", &records, rules).expect("a compiled generator")
}

/// Each game's first outcome as `(game (1-based), ply, result, kind)`, the outcomes file's
/// columns.
fn rows(summary: &ReplaySummary) -> Vec<(usize, usize, String, String)> {
    assert_eq!(summary.failures, vec![], "illegal moves");
    summary
        .outcomes
        .iter()
        .map(|o| {
            (
                o.game + 1,
                o.plies,
                o.outcome.result_token().to_string(),
                o.outcome.reason.to_string(),
            )
        })
        .collect()
}

/// The rows of the outcomes file.
fn expected() -> Vec<(usize, usize, String, String)> {
    include_str!("../../../testdata/xiangqi/hu-ronghua-1391-outcomes.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 4, "{l}");
            (
                f[0].parse().unwrap(),
                f[1].parse().unwrap(),
                f[2].to_string(),
                f[3].to_string(),
            )
        })
        .collect()
}

const MASTERS: &str = include_str!("../../../testdata/xiangqi/hu-ronghua-1391.pgn");

/// The rows that differ, for a readable failure.
fn differences(
    got: &[(usize, usize, String, String)],
    want: &[(usize, usize, String, String)],
) -> Vec<String> {
    let mut games: Vec<usize> = got.iter().chain(want).map(|r| r.0).collect();
    games.sort_unstable();
    games.dedup();
    games
        .into_iter()
        .filter_map(|g| {
            let a = got.iter().find(|r| r.0 == g);
            let b = want.iter().find(|r| r.0 == g);
            (a != b).then(|| format!("game {g}: got {a:?}, want {b:?}"))
        })
        .collect()
}

#[test]
fn every_master_game_reaches_the_listed_outcome_on_the_compiled_generator() {
    let want = expected();
    assert_eq!(want.len(), 123);
    let got = rows(&on_compiled(&xiangqi().end_rules(), MASTERS));
    assert_eq!(differences(&got, &want), Vec::<String>::new());
}

#[test]
fn every_master_game_reaches_the_listed_outcome_on_the_reference_engine() {
    let e = xiangqi();
    let got = rows(&on_reference(&e, &e.end_rules(), MASTERS));
    assert_eq!(differences(&got, &expected()), Vec::<String>::new());
}

/// The first outcome of the one game of `record` as `(ply, result, kind)`, the same on both
/// backends under `source`'s rules.
fn verdict(source: &str, record: &str) -> Option<(usize, String, String)> {
    let e = engine(source);
    let rules = e.end_rules();
    let reference = rows(&on_reference(&e, &rules, record));
    assert_eq!(rows(&on_compiled(&rules, record)), reference, "{record}");
    reference
        .first()
        .map(|(_, ply, r, k)| (*ply, r.clone(), k.clone()))
}

fn builtin_verdict(record: &str) -> Option<(usize, String, String)> {
    verdict(koma_cli::builtin::builtin("xiangqi").unwrap(), record)
}

fn says(ply: usize, result: &str, kind: &str) -> Option<(usize, String, String)> {
    Some((ply, result.to_string(), kind.to_string()))
}

/// Issue 13's first record: Red's chariot shuttles a0–a1 and attacks Black's horse on a9 from
/// both squares, before and after every move: never newly.
const ROOK_ON_ITS_FILE: &str = "[FEN \"n4k3/9/9/9/9/9/9/9/9/R3K4 w - - 0 1\"]\n\
    1. a0a1 f9f8 2. a1a0 f8f9 3. a0a1 f9f8 4. a1a0 f8f9\n";

/// The second: Red's chariot g6–g8 checks on g8 only; it attacks the elephant on g9 from both.
const CHECK_EVERY_OTHER_MOVE: &str = "[FEN \"6b2/5k3/9/6R2/9/9/9/9/9/3K5 w - - 0 1\"]\n\
    1. g6g8 f8f7 2. g8g6 f7f8 3. g6g8 f8f7 4. g8g6 f7f8\n";

/// The third: Black's chariot follows Red's crossed soldier d6–e6 from below.
const CHARIOT_ON_SOLDIER: &str = "[FEN \"4k4/9/9/3P5/3r5/9/9/9/9/5K3 b - - 0 1\"]\n\
    1... e9e8 2. d6e6 d5e5 3. e6d6 e5d5 4. d6e6 d5e5 5. e6d6 e5d5\n";

/// The fourth: Red's chariot follows Black's chariot b–c, attacking it from the first rank.
const CHARIOT_ON_CHARIOT: &str = "[FEN \"4k4/9/9/9/1r7/9/9/9/9/2RK5 w - - 0 1\"]\n\
    1. c0b0 b5c5 2. b0c0 c5b5 3. c0b0 b5c5 4. b0c0 c5b5\n";

#[test]
fn a_chariot_attacking_from_its_own_file_all_along_chases_nothing() {
    assert_eq!(
        builtin_verdict(ROOK_ON_ITS_FILE),
        says(8, "1/2-1/2", "repetition")
    );
}

#[test]
fn a_check_on_every_other_move_with_the_same_attack_all_along_is_a_draw() {
    assert_eq!(
        builtin_verdict(CHECK_EVERY_OTHER_MOVE),
        says(8, "1/2-1/2", "repetition")
    );
}

#[test]
fn a_chariot_chasing_a_crossed_soldier_with_every_move_of_the_cycle_loses() {
    // the position after e9e8 (ply 1) occurs the third time after ply 9; e9e8 is not part of
    // the cycle
    assert_eq!(
        builtin_verdict(CHARIOT_ON_SOLDIER),
        says(9, "1-0", "perpetual chase")
    );
}

#[test]
fn a_chariot_attacking_a_chariot_offers_an_exchange() {
    assert_eq!(
        builtin_verdict(CHARIOT_ON_CHARIOT),
        says(8, "1/2-1/2", "repetition")
    );
}

/// The xiangqi rules file without the statement that starts with `line`.
fn without(line: &str) -> String {
    let text = koma_cli::builtin::builtin("xiangqi").unwrap();
    let found = text
        .lines()
        .find(|l| l.starts_with(line))
        .unwrap_or_else(|| panic!("`{line}` in xiangqi.koma"));
    text.replace(found, "")
}

#[test]
fn each_record_turns_on_its_clause() {
    // identified by its square, the moved chariot is a new attacker with every move
    let square = without("chase attackers followed");
    assert_eq!(
        verdict(&square, ROOK_ON_ITS_FILE),
        says(8, "0-1", "perpetual chase")
    );
    assert_eq!(
        verdict(&square, CHECK_EVERY_OTHER_MOVE),
        says(8, "0-1", "perpetual chase")
    );
    // without the exchange clause a chariot on a chariot chases it
    assert_eq!(
        verdict(&without("chase exchange"), CHARIOT_ON_CHARIOT),
        says(8, "0-1", "perpetual chase")
    );
    // the soldier's chase needs none of them
    for clause in [
        "chase attackers followed",
        "chase exchange",
        "chase false-protection",
        "chase discovered-check",
    ] {
        assert_eq!(
            verdict(&without(clause), CHARIOT_ON_SOLDIER),
            says(9, "1-0", "perpetual chase"),
            "{clause}"
        );
    }
}

/// Game `n` (1-based) of the master file, as a record of its own.
fn master_game(n: usize) -> String {
    let starts: Vec<usize> = MASTERS.match_indices("[Event").map(|(i, _)| i).collect();
    let end = starts.get(n).copied().unwrap_or(MASTERS.len());
    MASTERS[starts[n - 1]..end].to_string()
}

#[test]
fn the_master_games_of_the_issue_need_their_clauses() {
    // 358 and 1296: a chariot sliding along a file it already controls
    for game in [358, 1296] {
        let record = master_game(game);
        let listed = expected().into_iter().find(|r| r.0 == game).unwrap();
        assert_eq!(listed.2, "1/2-1/2");
        assert_eq!(
            builtin_verdict(&record),
            Some((listed.1, listed.2, listed.3))
        );
        let square = verdict(&without("chase attackers followed"), &record).unwrap();
        assert_eq!((square.0, square.2.as_str()), (listed.1, "perpetual chase"));
    }
    // 308, 571, 699, 1022: same-type attacks are exchange offers
    for game in [308, 571, 699, 1022] {
        let record = master_game(game);
        let (_, ply, result, kind) = expected().into_iter().find(|r| r.0 == game).unwrap();
        assert_eq!(builtin_verdict(&record), says(ply, &result, &kind));
        let chase = verdict(&without("chase exchange"), &record).unwrap();
        assert_eq!((chase.0, chase.2.as_str()), (ply, "perpetual chase"));
    }
    // 1317: Black's cannon e5–d5 makes Red's horse on d2 capturable by the chariot on d3 with
    // a discovered check (on d5), then pins its protector, the advisor on e1 (on e5): both
    // clauses are needed for the chase Black loses by at ply 66
    let record = master_game(1317);
    assert_eq!(builtin_verdict(&record), says(66, "1-0", "perpetual chase"));
    for clause in ["chase false-protection", "chase discovered-check"] {
        assert_eq!(
            verdict(&without(clause), &record),
            says(66, "1/2-1/2", "repetition"),
            "{clause}"
        );
    }
}
