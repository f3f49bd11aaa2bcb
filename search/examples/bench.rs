//! Fixed-depth searches of the start positions on the compiled generators and the reference
//! engine: nodes, time and nodes/s per variant.
//!
//! `cargo run --release -p koma-search --example bench [DEPTH-OFFSET]`: each variant searches
//! to its own depth (xiangqi and shogi 7, wa-shogi and kilyow 6), plus the offset (say `-2` for
//! a quick run). Values: the rough test values of `tests/common` (not the rules-derived ones).

#[path = "../tests/common/mod.rs"]
mod common;

use koma_runtime::{Game, GamePosition};
use koma_search::{Limits, Searcher, Values};
use std::sync::atomic::AtomicBool;

/// Searches `game` to `depth` and prints one line.
fn run<P: GamePosition>(label: &str, mut game: Game<P>, values: &Values, depth: u32) -> f64 {
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let mut searcher = Searcher::new(values.clone());
    let r = searcher.search(&mut game, &limits, &AtomicBool::new(false), &mut |_| {});
    let secs = r.elapsed.as_secs_f64();
    let nps = r.nodes as f64 / secs.max(1e-9);
    let best = r.best.map(|m| game.position().format_move(m));
    println!(
        "{label:<22} depth {depth:>2} nodes {:>10} time {secs:>7.2} s {:>9.0} nodes/s best {:<8} score {}",
        r.nodes,
        nps,
        best.unwrap_or_default(),
        r.score
    );
    nps
}

macro_rules! bench {
    ($name:literal, $module:ident, $depth:expr, $offset:expr) => {{
        let v = common::variant($name);
        let values = common::rough_values(&v);
        let depth = ($depth + $offset).max(1) as u32;
        let compiled = Game::new(koma_variants::$module::Position::start(), v.end.clone());
        let c = run(concat!($name, " compiled"), compiled, &values, depth);
        let engine = koma_engine::Engine::new(&v).unwrap();
        let r = run(
            concat!($name, " reference"),
            engine.start_game().unwrap(),
            &values,
            depth,
        );
        println!("{:<22} compiled/reference nodes/s: {:.1}x", $name, c / r);
    }};
}

fn main() {
    let offset: i32 = std::env::args()
        .nth(1)
        .map(|a| a.parse().expect("a depth offset such as -2"))
        .unwrap_or(0);
    bench!("xiangqi", xiangqi, 7, offset);
    bench!("shogi", shogi, 7, offset);
    bench!("wa-shogi", wa_shogi, 6, offset);
    bench!("kilyow", kilyow, 6, offset);
}
