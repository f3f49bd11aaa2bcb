//! A user's own variant (`camp.koma`, next to this crate's `Cargo.toml`), compiled by `build.rs`
//! into `$OUT_DIR/variant.rs` (module `camp`), then run through perft.
//!
//! `cargo run -p koma-example-build-script --release [DEPTH]`

include!(concat!(env!("OUT_DIR"), "/variant.rs"));

use koma_runtime::Position as _;

fn main() {
    let depth: u32 = match std::env::args().nth(1).map(|a| a.parse()) {
        None => 4,
        Some(Ok(d)) => d,
        Some(Err(_)) => {
            eprintln!("usage: koma-example-build-script [DEPTH]");
            std::process::exit(2);
        }
    };
    let pos = camp::Position::start();
    println!(
        "{} ({}x{}): {}",
        camp::NAME,
        camp::FILES,
        camp::RANKS,
        pos.to_text()
    );
    for d in 1..=depth {
        let start = std::time::Instant::now();
        let nodes = koma_runtime::perft(&pos, d);
        let secs = start.elapsed().as_secs_f64();
        println!(
            "perft {d}: {nodes} ({:.1} M nodes/s, bulk-counted leaves)",
            nodes as f64 / secs.max(1e-9) / 1e6
        );
    }
}
