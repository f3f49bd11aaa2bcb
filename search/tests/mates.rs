//! Mates in 1, 2 and 3 found in shogi and xiangqi, on the reference engine and on the compiled
//! generators, each position checked first by the plain minimax oracle of `common`.

mod common;

use koma_runtime::{Game, GamePosition};
use koma_search::{Limits, Score, Searcher, Values};
use std::sync::atomic::AtomicBool;

/// Searches `game` and checks that it announces mate in `moves` moves with a move after which
/// every defence loses in time; returns the move as text.
fn announces_mate<P: GamePosition>(
    mut game: Game<P>,
    values: &Values,
    moves: i32,
    hash_mb: usize,
) -> String {
    let plies = 2 * moves - 1;
    let mut searcher = Searcher::new(values.clone());
    searcher.set_hash_megabytes(hash_mb);
    let limits = Limits {
        depth: Some(plies as u32 + 2),
        ..Limits::default()
    };
    let before = game.position().to_text();
    let r = searcher.search(&mut game, &limits, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(game.position().to_text(), before);
    assert_eq!(r.score, Score::Mate(plies), "{r:?}");
    let mv = r.best.expect("a move");
    let text = game.position().format_move(mv);
    game.play(mv).unwrap();
    let mated = game
        .outcome()
        .is_some_and(|o| o.winner == Some(!game.position().side_to_move()))
        || (plies > 1 && common::every_defence_loses(&mut game, plies as u32 - 1, false));
    assert!(mated, "{text} does not mate in {moves}");
    text
}

/// Checks with the oracle that the side to move of `text` mates in `moves` moves and not in
/// fewer (the attacker tries only checks when `checks_only`), then that the search announces
/// it on both backends, with the table and, up to mates in two (without it the search is
/// slow), without it too.
fn check_mate<P: GamePosition>(
    variant: &str,
    text: &str,
    moves: i32,
    checks_only: bool,
    compiled: fn(&str) -> P,
) {
    let v = common::variant(variant);
    let engine = koma_engine::Engine::new(&v).unwrap();
    let mut game = engine.game(text).unwrap();
    let plies = 2 * moves as u32 - 1;
    assert!(
        common::mates_within(&mut game, plies, checks_only),
        "{text}"
    );
    if plies > 1 {
        assert!(
            !common::mates_within(&mut game, plies - 2, checks_only),
            "{text}"
        );
    }
    let values = common::flat_values(&v);
    let on_reference = announces_mate(engine.game(text).unwrap(), &values, moves, 16);
    let without_table = if moves <= 2 {
        announces_mate(engine.game(text).unwrap(), &values, moves, 0)
    } else {
        "-".to_string()
    };
    let compiled = Game::new(compiled(text), v.end.clone());
    let on_compiled = announces_mate(compiled, &values, moves, 16);
    // one mate may have several first moves; each was checked above
    eprintln!("{text}: {on_reference} / {without_table} / {on_compiled}");
}

fn shogi(text: &str) -> koma_variants::shogi::Position {
    koma_variants::shogi::Position::from_text(text).unwrap()
}

fn xiangqi(text: &str) -> koma_variants::xiangqi::Position {
    koma_variants::xiangqi::Position::from_text(text).unwrap()
}

// Shogi: tsume problems (1-, 3- and 5-ply, from the test suite of antma/tsumeshogi-check),
// with a black king added on 9i, far from the play; the oracle checks that they still hold
// with it (a defender's drop could otherwise check it).

#[test]
fn shogi_mate_in_one() {
    check_mate(
        "shogi",
        "3k5/9/3S5/9/9/9/9/9/K8 b S2r2b4g2s4n4l18p 1",
        1,
        false,
        shogi,
    );
}

#[test]
fn shogi_mate_in_two() {
    check_mate("shogi", "3sks3/9/4S4/9/9/8B/9/9/K8 b S 1", 2, true, shogi);
}

#[test]
fn shogi_mate_in_three() {
    check_mate(
        "shogi",
        "9/9/5k3/9/4G4/4P4/9/9/K8 b 3G2r2b4s4n4l17p 1",
        3,
        true,
        shogi,
    );
}

// Xiangqi: worked out by hand; the red general on d0 holds the d file (flying general).

/// b1b9: the a8 chariot holds rank 8, the d0 general the d file.
#[test]
fn xiangqi_mate_in_one() {
    check_mate(
        "xiangqi",
        "4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1",
        1,
        false,
        xiangqi,
    );
}

/// a7a8 (quiet: every king move but f9 is taken), then b1b9.
#[test]
fn xiangqi_mate_in_two() {
    check_mate(
        "xiangqi",
        "4k4/9/R8/9/9/9/9/9/1R7/3K5 w - - 0 1",
        2,
        false,
        xiangqi,
    );
}

/// Chariot and horse against general and advisors (found by running the oracle over
/// placements of the two red pieces, not by hand).
#[test]
fn xiangqi_mate_in_three() {
    check_mate(
        "xiangqi",
        "3aka3/5N3/9/9/9/9/9/R8/9/3K5 w - - 0 1",
        3,
        false,
        xiangqi,
    );
}

/// The table changes nothing about a mate: same score and, for a tsume problem (one
/// solution by convention), the same move, with 0 or 64 MB.
#[test]
fn the_table_changes_no_mate() {
    let v = common::variant("shogi");
    let engine = koma_engine::Engine::new(&v).unwrap();
    let values = common::flat_values(&v);
    for (text, moves) in [
        ("3sks3/9/4S4/9/9/8B/9/9/K8 b S 1", 2),
        ("3k5/9/3S5/9/9/9/9/9/K8 b S2r2b4g2s4n4l18p 1", 1),
    ] {
        let with = announces_mate(engine.game(text).unwrap(), &values, moves, 64);
        let without = announces_mate(engine.game(text).unwrap(), &values, moves, 0);
        assert_eq!(with, without, "{text}");
    }
}
