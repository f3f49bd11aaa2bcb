//! Every limit kind obeyed, on a slow search (Wa shogi, 11x11, on the reference engine): the
//! depth, the node count, a fixed time per move, sudden death, increments, byoyomi, moves to
//! go, and the stop flag during an infinite search; a legal move every time.
//!
//! The time is virtual ([`SteppedClock`]: [`STEP`] more at each read, about what 128 nodes of
//! this search take on the wall clock), so each test gives the same result on any machine under
//! any load; `the_wall_clock_is_read` checks the real clock's wiring with lower bounds only
//! (a loaded machine can only make a search take longer).

mod common;

use koma_runtime::Position as _;
use koma_search::{Clock, Limits, Report, Searcher, SteppedClock};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How far the virtual clock advances each time the search reads it.
const STEP: Duration = Duration::from_micros(100);

/// Searches the start position of Wa shogi within `limits` on the virtual clock (stopped by
/// `stop`, which `on_depth` may set after each iteration), checks the move is legal, and
/// returns the report, the virtual time taken and the depths reported.
fn wa_until(
    limits: &Limits,
    stop: &AtomicBool,
    on_depth: &dyn Fn(u32),
) -> (Report, Duration, Vec<u32>) {
    let v = common::variant("wa-shogi");
    let engine = koma_engine::Engine::new(&v).unwrap();
    let mut game = engine.start_game().unwrap();
    let mut searcher = Searcher::new(common::rough_values(&v));
    let mut depths = Vec::new();
    let time = SteppedClock::new(STEP);
    let r = searcher.search_timed(
        &mut game,
        limits,
        stop,
        &mut |i| {
            depths.push(i.depth);
            on_depth(i.depth);
        },
        &time,
    );
    let took = time.now();
    assert_eq!(
        r.elapsed, took,
        "the report's time is the clock's last reading"
    );
    let mv = r.best.expect("a move");
    assert!(game.position().clone().play(mv).is_ok(), "a legal move");
    (r, took, depths)
}

fn go(limits: Limits) -> (Report, Duration, Vec<u32>) {
    wa_until(&limits, &AtomicBool::new(false), &|_| {})
}

fn clock(
    remaining_ms: u64,
    increment_ms: u64,
    byoyomi_ms: u64,
    moves_to_go: Option<u32>,
) -> Limits {
    Limits {
        clock: Some(Clock {
            remaining: Duration::from_millis(remaining_ms),
            increment: Duration::from_millis(increment_ms),
            byoyomi: Duration::from_millis(byoyomi_ms),
            moves_to_go,
        }),
        ..Limits::default()
    }
}

fn the_depth_limit_is_reached_and_not_passed() {
    let (r, _, depths) = go(Limits {
        depth: Some(3),
        ..Limits::default()
    });
    assert_eq!(r.depth, 3);
    assert_eq!(depths, vec![1, 2, 3]);
}

fn the_node_limit_is_obeyed() {
    let (r, _, _) = go(Limits {
        nodes: Some(3_000),
        ..Limits::default()
    });
    assert!(r.nodes <= 3_000, "{r:?}");
    assert!(r.nodes >= 2_900, "{r:?}");
}

/// The limits are tested one after the other in one test, so that the searches do not compete
/// for the cores with each other (a test binary runs its tests in parallel).
#[test]
fn every_limit_is_obeyed() {
    the_depth_limit_is_reached_and_not_passed();
    the_node_limit_is_obeyed();
    a_fixed_time_per_move_is_used_and_not_exceeded();
    sudden_death_spends_a_share_of_the_clock();
    an_almost_empty_clock_still_gives_a_move_in_time();
    an_increment_is_spent_but_not_before_it_is_added();
    byoyomi_is_used_once_the_main_time_is_gone();
    the_last_move_before_the_time_control_may_spend_most_of_the_clock();
    the_stop_flag_ends_an_infinite_search();
    a_forced_move_is_played_at_once();
}

fn a_forced_move_is_played_at_once() {
    // black's general on e9 can go only to f9 (e8 and f8: the a8 chariot; d9, d8: facing
    // the red general)
    let v = common::variant("xiangqi");
    let engine = koma_engine::Engine::new(&v).unwrap();
    let mut game = engine.game("4k4/R8/9/9/9/9/9/9/1R7/3K5 b - - 0 1").unwrap();
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert_eq!(moves.len(), 1);
    let limits = clock(60_000, 0, 0, None);
    let mut searcher = Searcher::new(common::flat_values(&v));
    let time = SteppedClock::new(STEP);
    let r = searcher.search_timed(
        &mut game,
        &limits,
        &AtomicBool::new(false),
        &mut |_| {},
        &time,
    );
    assert_eq!(r.best, Some(moves[0]));
    assert_eq!(r.depth, 1);
    // the clock was read only to stamp the first iteration and the report
    assert!(time.reads() <= 2, "{} reads", time.reads());
}

fn a_fixed_time_per_move_is_used_and_not_exceeded() {
    let (_, took, _) = go(Limits {
        movetime: Some(Duration::from_millis(300)),
        ..Limits::default()
    });
    assert!(took < Duration::from_millis(300), "{took:?}");
    // the search stops early only when the next iteration could not end in time
    assert!(took > Duration::from_millis(100), "{took:?}");
}

fn sudden_death_spends_a_share_of_the_clock() {
    // 3 s left, no increment: about 3/32 s, never more than four times that
    let (_, took, _) = go(clock(3_000, 0, 0, None));
    assert!(took < Duration::from_millis(400), "{took:?}");
}

fn an_almost_empty_clock_still_gives_a_move_in_time() {
    for ms in [20, 60, 150] {
        let (_, took, _) = go(clock(ms, 0, 0, None));
        assert!(took < Duration::from_millis(ms), "{ms} ms: {took:?}");
    }
}

fn an_increment_is_spent_but_not_before_it_is_added() {
    // 100 ms left with a 2 s increment: the increment arrives only after the move
    let (_, took, _) = go(clock(100, 2_000, 0, None));
    assert!(took < Duration::from_millis(100), "{took:?}");
}

fn byoyomi_is_used_once_the_main_time_is_gone() {
    let (_, took, _) = go(clock(0, 0, 300, None));
    assert!(took < Duration::from_millis(300), "{took:?}");
    assert!(took > Duration::from_millis(100), "{took:?}");
}

fn the_last_move_before_the_time_control_may_spend_most_of_the_clock() {
    let (_, took, _) = go(clock(300, 0, 0, Some(1)));
    assert!(took < Duration::from_millis(300), "{took:?}");
}

fn the_stop_flag_ends_an_infinite_search() {
    let stop = AtomicBool::new(false);
    let limits = Limits {
        infinite: true,
        depth: Some(2),
        ..Limits::default()
    };
    // the flag is set once depth 3 is done, as a GUI's `stop` would be
    let (r, _, depths) = wa_until(&limits, &stop, &|depth| {
        if depth == 3 {
            stop.store(true, Ordering::Relaxed);
        }
    });
    // infinite overrides the depth: it went on until stopped, and then stopped within the
    // iteration it was in
    assert_eq!(depths, vec![1, 2, 3]);
    assert_eq!(r.depth, 3, "{r:?}");
}

/// The wall clock is what [`Searcher::search`] reads: a fixed time per move is spent, not
/// skipped. Only lower bounds: a loaded machine makes a search slower, never faster, and the
/// upper bounds of the time plan are checked above in virtual time.
#[test]
fn the_wall_clock_is_read() {
    let v = common::variant("wa-shogi");
    let engine = koma_engine::Engine::new(&v).unwrap();
    let mut game = engine.start_game().unwrap();
    let mut searcher = Searcher::new(common::rough_values(&v));
    let limits = Limits {
        movetime: Some(Duration::from_millis(200)),
        ..Limits::default()
    };
    let t = Instant::now();
    let r = searcher.search(&mut game, &limits, &AtomicBool::new(false), &mut |_| {});
    // no iteration starts after half the time: at least 95 ms were spent (of 190 ms)
    assert!(
        t.elapsed() >= Duration::from_millis(95),
        "{:?}",
        t.elapsed()
    );
    assert!(r.elapsed >= Duration::from_millis(95), "{r:?}");
    assert!(r.elapsed <= t.elapsed(), "{r:?}");
    assert!(game.position().clone().play(r.best.unwrap()).is_ok());
}
