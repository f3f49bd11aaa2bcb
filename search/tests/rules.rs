//! The game's rules inside the search: a repetition draw avoided when ahead and sought when
//! behind, the game left as it was (history included), material won.

mod common;

use koma_engine::Position;
use koma_runtime::{Game, Position as _};
use koma_search::{Limits, Report, Score, Searcher};
use std::sync::atomic::AtomicBool;

/// Plays the moves `line` (ICCS/USI text) in `game`.
fn play_line(game: &mut Game<Position<'_>>, line: &[&str]) {
    for text in line {
        let mv = game.position().parse_move(text).unwrap();
        game.play(mv).unwrap();
    }
}

/// Searches `game` to `depth` with flat values and checks that the game (position, history,
/// repetition counts, outcome) is as it was.
fn search(
    game: &mut Game<Position<'_>>,
    v: &koma_dsl::ir::Variant,
    depth: u32,
) -> (String, Report) {
    let state = |game: &Game<Position<'_>>| {
        (
            game.position().to_text(),
            game.hash(),
            game.moves().to_vec(),
            game.occurrences(),
            game.outcome(),
        )
    };
    let before = state(game);
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let mut searcher = Searcher::new(common::flat_values(v));
    let r = searcher.search(game, &limits, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(before, state(game), "the search leaves the game as it was");
    (game.position().format_move(r.best.expect("a move")), r)
}

/// Red: chariot a0, soldier e3, general e0; black: general f9, horse h9. Red is a soldier
/// ahead (flat values); the chariot shuffles a0-a1 and the horse h9-g7, nothing checks or
/// chases, and a position's third occurrence draws.
const SHUFFLE: &str = "5k1n1/9/9/9/9/9/4P4/9/9/R3K4";

/// Searches to depth 4 the shuffle position with `to_move` (`w` or `b`) to move after
/// `line`.
fn shuffled(to_move: &str, line: &[&str]) -> (String, Report) {
    let v = common::variant("xiangqi");
    let engine = koma_engine::Engine::new(&v).unwrap();
    let mut game = engine
        .game(&format!("{SHUFFLE} {to_move} - - 0 1"))
        .unwrap();
    play_line(&mut game, line);
    search(&mut game, &v, 4)
}

#[test]
fn a_repetition_draw_is_avoided_when_ahead() {
    // after these, red's a1a0 would bring back the start position a third time
    let line = ["h9g7", "a0a1", "g7h9", "a1a0", "h9g7", "a0a1", "g7h9"];
    let v = common::variant("xiangqi");
    let engine = koma_engine::Engine::new(&v).unwrap();
    let mut probe = engine.game(&format!("{SHUFFLE} b - - 0 1")).unwrap();
    play_line(&mut probe, &line);
    play_line(&mut probe, &["a1a0"]);
    assert_eq!(
        probe.outcome().map(|o| o.reason),
        Some(koma_runtime::Reason::Repetition)
    );
    let (mv, r) = shuffled("b", &line);
    assert_ne!(mv, "a1a0");
    assert!(matches!(r.score, Score::Centipawns(cp) if cp > 0), "{r:?}");
}

#[test]
fn a_repetition_draw_is_sought_when_behind() {
    // after these, black's g7h9 brings back the start position a third time
    let (mv, r) = shuffled(
        "w",
        &["a0a1", "h9g7", "a1a0", "g7h9", "a0a1", "h9g7", "a1a0"],
    );
    assert_eq!(mv, "g7h9");
    assert_eq!(r.score, Score::Centipawns(0));
}

#[test]
fn shogi_takes_a_hanging_rook() {
    let v = common::variant("shogi");
    let engine = koma_engine::Engine::new(&v).unwrap();
    // black bishop 8h sees an undefended white rook on 3c through the diagonal
    let mut game = engine.game("4k4/9/6r2/9/9/9/9/1B7/4K4 b - 1").unwrap();
    let (mv, r) = search(&mut game, &v, 3);
    assert!(mv == "8h3c" || mv == "8h3c+", "{mv}");
    assert!(
        matches!(r.score, Score::Centipawns(cp) if cp >= 100),
        "{r:?}"
    );
}

#[test]
fn a_finished_game_has_no_move_to_play() {
    let v = common::variant("xiangqi");
    let engine = koma_engine::Engine::new(&v).unwrap();
    // black is mated (b9 and the a8 chariot, the d0 general on the d file)
    let mut game = engine.game("1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1").unwrap();
    assert_eq!(
        game.outcome().map(|o| o.reason),
        Some(koma_runtime::Reason::Checkmate)
    );
    let limits = Limits {
        depth: Some(3),
        ..Limits::default()
    };
    let r = Searcher::new(common::flat_values(&v)).search(
        &mut game,
        &limits,
        &AtomicBool::new(false),
        &mut |_| panic!("no iteration"),
    );
    assert_eq!((r.best, r.depth), (None, 0));
}
