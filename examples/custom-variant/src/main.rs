//! Example: run your own rules file through the reference engine, no recompilation needed.
//!
//! ```sh
//! cargo run --release -p koma-example-custom-variant -- [RULES_FILE] [DEPTH]
//! ```
//! With no arguments it runs `gorogoro.koma` (beside this crate) to depth 4. A rules file with an
//! error prints rustc-style diagnostics and exits with status 1.

use koma_runtime::{Position as _, perft};
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let path = args
        .next()
        .unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/gorogoro.koma").to_string());
    let depth: u32 = match args.next().map(|d| d.parse()) {
        None => 4,
        Some(Ok(d)) => d,
        Some(Err(_)) => {
            eprintln!("error: DEPTH must be a whole number");
            return ExitCode::FAILURE;
        }
    };
    let source = match std::fs::read_to_string(&path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: cannot read `{path}`: {e}");
            return ExitCode::FAILURE;
        }
    };
    let variant = match koma_dsl::compile(&source) {
        Ok(v) => v,
        Err(diagnostics) => {
            eprintln!("{}", diagnostics.render(&path, &source));
            return ExitCode::FAILURE;
        }
    };
    let engine = match koma_engine::Engine::new(&variant) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let start = match engine.start_position() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!(
        "{} ({}x{}): {}",
        variant.name,
        variant.board.files,
        variant.board.ranks,
        start.to_text()
    );
    for d in 1..=depth {
        let t = Instant::now();
        let n = perft(&start, d);
        println!("perft({d}) = {n}  [{:.3} s]", t.elapsed().as_secs_f64());
    }
    ExitCode::SUCCESS
}
