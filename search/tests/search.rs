//! The search on the reference engine: mates found, material won, every limit kind obeyed, the
//! game left as it was.

use koma_engine::{Engine, Position};
use koma_runtime::{Game, Position as _};
use koma_search::{Clock, Limits, Score, Searcher, SteppedClock, Values};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

fn engine(name: &str) -> Engine {
    let path = format!("{}/../variants/{name}.koma", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(path).unwrap();
    let v = koma_dsl::compile(&source).unwrap_or_else(|d| panic!("{}", d.render(name, &source)));
    Engine::new(&v).unwrap()
}

/// Plain test values: 100 for every piece type but the royal one (whose value does not
/// matter: it is never captured), as much in hand.
fn flat_values(e: &Engine) -> Values {
    let n = e.variant().pieces.len();
    Values {
        board: vec![100; n],
        hand: vec![100; n],
        ..Values::default()
    }
}

fn best(game: &mut Game<Position<'_>>, values: Values, limits: Limits) -> (String, Score) {
    let before = game.hash();
    let report = Searcher::new(values).search(game, &limits, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(game.hash(), before, "the search leaves the game as it was");
    let mv = report.best.expect("a move");
    assert!(
        game.position()
            .parse_move(&game.position().format_move(mv))
            .is_ok()
    );
    (game.position().format_move(mv), report.score)
}

fn depth(d: u32) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}

#[test]
fn finds_a_mate_in_one_by_drop() {
    let e = engine("shogi");
    let mut game = e.game("8k/9/7G1/9/9/9/9/9/K8 b G 1").unwrap();
    let (mv, score) = best(&mut game, flat_values(&e), depth(3));
    assert_eq!(score, Score::Mate(1));
    // G*1b and G*2b mate; G*3b leaves the king no move without check, and in shogi a side
    // with no legal move loses (stalemate loses): all three win at once
    assert!(["G*1b", "G*2b", "G*3b"].contains(&mv.as_str()), "{mv}");
    let mv = game.position().parse_move(&mv).unwrap();
    game.play(mv).unwrap();
    assert_eq!(
        game.outcome().and_then(|o| o.winner),
        Some(koma_runtime::Color::First)
    );
}

#[test]
fn xiangqi_chariot_takes_a_hanging_chariot() {
    let e = engine("xiangqi");
    // red chariot a0, black chariot a5 unprotected (with the black general on d9 and the red
    // one on e0, a0d0 would mate: d0+ d5 xd5#, so the generals stand where nothing mates)
    let mut game = e.game("5k3/9/9/9/r8/9/9/9/9/R2K5 w - - 0 1").unwrap();
    let (mv, score) = best(&mut game, flat_values(&e), depth(2));
    assert_eq!(mv, "a0a5");
    assert!(
        matches!(score, Score::Centipawns(cp) if cp >= 100),
        "{score:?}"
    );
}

#[test]
fn every_limit_kind_ends_the_search() {
    let e = engine("shogi");
    let mut game = e.start_game().unwrap();
    let values = flat_values(&e);
    let nodes = Limits {
        nodes: Some(5_000),
        ..Limits::default()
    };
    let r = Searcher::new(values.clone()).search(
        &mut game,
        &nodes,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    assert!(r.best.is_some() && r.nodes < 50_000, "{r:?}");
    // time on a virtual clock (1 ms more at each read), so that no machine's load decides
    let movetime = Limits {
        movetime: Some(Duration::from_millis(200)),
        ..Limits::default()
    };
    let time = SteppedClock::new(Duration::from_millis(1));
    let r = Searcher::new(values.clone()).search_timed(
        &mut game,
        &movetime,
        &AtomicBool::new(false),
        &mut |_| {},
        &time,
    );
    assert!(
        r.best.is_some() && time.now() <= Duration::from_millis(200),
        "{:?}",
        time.now()
    );
    let clock = Limits {
        clock: Some(Clock {
            remaining: Duration::from_millis(300),
            ..Clock::default()
        }),
        ..Limits::default()
    };
    let time = SteppedClock::new(Duration::from_millis(1));
    let r = Searcher::new(values.clone()).search_timed(
        &mut game,
        &clock,
        &AtomicBool::new(false),
        &mut |_| {},
        &time,
    );
    assert!(
        r.best.is_some() && time.now() < Duration::from_millis(300),
        "{:?}",
        time.now()
    );
    // infinite, stopped by the flag from the start: still a move
    let stop = AtomicBool::new(true);
    let infinite = Limits {
        infinite: true,
        ..Limits::default()
    };
    let r = Searcher::new(values).search(&mut game, &infinite, &stop, &mut |_| {});
    assert!(r.best.is_some());
}

/// The material kept move by move (`Values::gain`, checked against a full count by a debug
/// assertion at every node) stays right where a move changes a third square: castling (the
/// rook moves too) and an en-passant capture (the pawn taken is not on the target), with a
/// square term on every type so that the rook's squares count.
#[test]
fn castling_and_en_passant_keep_the_material_right() {
    let e = engine("chess");
    let n = e.variant().pieces.len();
    let squares: Vec<i32> = (0..64).collect();
    let values = Values {
        board: vec![100; n],
        hand: vec![0; n],
        square: [vec![squares.clone(); n], vec![squares; n]],
    };
    for fen in [
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1",
    ] {
        let mut game = e.game(fen).unwrap();
        best(&mut game, values.clone(), depth(3));
    }
}
