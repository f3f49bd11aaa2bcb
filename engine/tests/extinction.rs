//! The extinction rule on the reference engine (`extinction loses|draws PIECES [at most N]`,
//! the test rules files of `testdata/extinction/`): the game ends when a side's pieces of a
//! listed type fall to the count, counting the hand, with a loss or a draw, and a decided
//! position has no move. The moves that end these games are Fairy-Stockfish's (pyffish 0.0.90:
//! `is_immediate_game_end` is true after them, -32000 for the side to move: it lost). Perft:
//! `testdata/perft.tsv`.

mod common;

use koma_engine::Engine;
use koma_runtime::{Color, Outcome, Reason};

/// The outcome after `moves` from `text` on `engine` (`common::outcome_after`).
fn after(engine: &Engine, text: &str, moves: &[&str]) -> Option<Outcome> {
    common::outcome_after(engine, text, moves, |_| {})
}

/// The path of a test rules file of `testdata/extinction/`.
fn file(name: &str) -> String {
    format!("testdata/extinction/{name}")
}

#[test]
fn the_side_whose_last_gold_is_taken_loses() {
    // 4e4d: the first player's gold steps next to the second's, which takes it: the first
    // player has no gold left, on the board or in hand
    let e = common::engine(&file("goldless"));
    assert_eq!(
        after(&e, "rbs2/2k1B/1g3/P3R/KGS2 b P 13", &["4e4d", "4c4d"]),
        Some(Outcome {
            winner: Some(Color::Second),
            reason: Reason::Extinction
        })
    );
}

#[test]
fn a_gold_in_hand_counts() {
    // the first player's only gold is in its hand: it is not extinct
    let e = common::engine(&file("goldless"));
    assert_eq!(after(&e, "rbsgk/4p/5/P4/K1SBR w G 2", &[]), None);
    // with no gold at all it is, whichever side is to move
    for text in ["rbsgk/4p/5/P4/K1SBR w - 2", "rbsgk/4p/5/P4/K1SBR b - 1"] {
        assert_eq!(
            after(&e, text, &[]).map(|o| (o.winner, o.reason)),
            Some((Some(Color::Second), Reason::Extinction)),
            "{text}"
        );
    }
}

#[test]
fn extinction_draws_ends_the_game_drawn() {
    let path = format!(
        "{}/../testdata/extinction/goldless.koma",
        env!("CARGO_MANIFEST_DIR")
    );
    let source = std::fs::read_to_string(path).unwrap();
    let drawn = source.replace("extinction loses gold", "extinction draws gold");
    assert_ne!(
        drawn, source,
        "the rules file states `extinction loses gold`"
    );
    let v = koma_dsl::compile(&drawn).unwrap();
    let e = Engine::new(&v).unwrap();
    assert_eq!(
        after(&e, "rbs2/2k1B/1g3/P3R/KGS2 b P 13", &["4e4d", "4c4d"]),
        Some(Outcome {
            winner: None,
            reason: Reason::Extinction
        })
    );
}

#[test]
fn the_first_of_three_kings_taken_loses() {
    // b2b3 leaves the king on h2 to the queen on f4 (no check): taking it leaves two kings,
    // which is `at most 2`
    let e = common::engine(&file("threekings"));
    let text = "kn2kbnk/2p1p3/1p2Q3/p6p/4Pq1P/P4P2/1PPP2PK/KNB1KB2 w - - 1 14";
    assert_eq!(
        after(&e, text, &["b2b3", "f4h2"]),
        Some(Outcome {
            winner: Some(Color::Second),
            reason: Reason::Extinction
        })
    );
    // with three kings each the game goes on
    assert_eq!(after(&e, text, &["b2b3"]), None);
}
