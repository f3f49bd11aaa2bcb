//! Fixed-depth searches of the start positions on the compiled generators and the reference
//! engine: nodes, time and nodes/s per variant.
//!
//! `cargo run --release -p koma-search --example bench [DEPTH-OFFSET] [no-tt] [no-lmr]
//! [compiled] [rough] [VARIANT]`: each variant searches to its own depth (xiangqi 10, shogi
//! 12, wa-shogi 10, kilyow 11), plus the offset (say `-2` for a quick run); `no-tt` turns the
//! transposition table off, `no-lmr` late move reductions; `compiled` skips the reference
//! engine; a variant name runs that one only. Values: the test values of `tests/common`
//! (`classic_values`: textbook values for xiangqi and shogi, rough ones from the moves
//! otherwise; `rough`: rough ones everywhere), not the rules-derived values. `fen=TEXT`
//! searches that position (SFEN or FEN) instead of the start (give one variant with it);
//! `verbose` prints each iteration.

#[path = "../tests/common/mod.rs"]
mod common;

use koma_runtime::{Game, GamePosition};
use koma_search::{Limits, Searcher, Values};
use std::sync::atomic::AtomicBool;

/// The options from the command line.
struct Options {
    offset: i32,
    tt: bool,
    lmr: bool,
    compiled_only: bool,
    rough: bool,
    only: Option<String>,
    fen: Option<String>,
    verbose: bool,
}

/// Searches `game` to `depth` and prints one line.
fn run<P: GamePosition>(
    label: &str,
    mut game: Game<P>,
    values: &Values,
    depth: u32,
    o: &Options,
) -> f64 {
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let mut searcher = Searcher::new(values.clone());
    if !o.tt {
        searcher.set_hash_megabytes(0);
    }
    searcher.set_reductions(o.lmr);
    let verbose = o.verbose;
    let r = searcher.search(&mut game, &limits, &AtomicBool::new(false), &mut |i| {
        if verbose {
            println!(
                "  depth {} seldepth {} score {} nodes {} time {:?}",
                i.depth, i.seldepth, i.score, i.nodes, i.elapsed
            );
        }
    });
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
    ($name:literal, $module:ident, $depth:expr, $o:expr) => {{
        if $o.only.as_deref().is_none_or(|n| n == $name) {
            let v = common::variant($name);
            let values = if $o.rough {
                common::rough_values(&v)
            } else {
                common::classic_values(&v)
            };
            let depth = ($depth + $o.offset).max(1) as u32;
            let start = match &$o.fen {
                Some(text) => koma_variants::$module::Position::from_text(text).unwrap(),
                None => koma_variants::$module::Position::start(),
            };
            let compiled = Game::new(start, v.end.clone());
            let c = run(concat!($name, " compiled"), compiled, &values, depth, &$o);
            if !$o.compiled_only {
                let engine = koma_engine::Engine::new(&v).unwrap();
                let game = match &$o.fen {
                    Some(text) => engine.game(text).unwrap(),
                    None => engine.start_game().unwrap(),
                };
                let r = run(concat!($name, " reference"), game, &values, depth, &$o);
                println!("{:<22} compiled/reference nodes/s: {:.1}x", $name, c / r);
            }
        }
    }};
}

fn main() {
    let mut o = Options {
        offset: 0,
        tt: true,
        lmr: true,
        compiled_only: false,
        rough: false,
        only: None,
        fen: None,
        verbose: false,
    };
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "no-tt" => o.tt = false,
            "no-lmr" => o.lmr = false,
            "compiled" => o.compiled_only = true,
            "rough" => o.rough = true,
            "verbose" => o.verbose = true,
            a if a.starts_with("fen=") => o.fen = Some(a[4..].to_string()),
            a => match a.parse() {
                Ok(n) => o.offset = n,
                Err(_) => o.only = Some(a.to_string()),
            },
        }
    }
    bench!("xiangqi", xiangqi, 10, o);
    bench!("shogi", shogi, 12, o);
    bench!("wa-shogi", wa_shogi, 10, o);
    bench!("kilyow", kilyow, 11, o);
}
