//! The chess perft suite `testdata/perftsuite.epd` (126 positions with published counts to
//! depth 6; see `testdata/README.md` for its source) to depth 4 on both backends: the compiled
//! `chess` and the reference engine running `variants/chess.koma`. Opt-in, as it takes a while
//! on the reference engine: `cargo test --release -p koma-variants --test perftsuite --
//! --ignored`.

use koma_runtime::perft;
use koma_variants::chess::Position as Compiled;

/// The deepest depth checked.
const DEPTH: u32 = 4;

/// One line of the suite: the FEN and its counts, `(depth, count)`.
struct Entry {
    fen: String,
    counts: Vec<(u32, u64)>,
}

/// Reads `FEN ;D1 N ;D2 N ...` lines (empty lines skipped); panics on a malformed line, naming it.
fn suite() -> Vec<Entry> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/perftsuite.epd");
    let text = std::fs::read_to_string(path).expect("testdata/perftsuite.epd");
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, line)| {
            let mut parts = line.split(';');
            let fen = parts.next().unwrap_or_default().trim().to_string();
            let counts = parts
                .map(|p| {
                    let (d, n) = p.trim().split_once(' ').expect("`;DN COUNT`");
                    let d = d.strip_prefix('D').and_then(|d| d.parse().ok());
                    (d.expect("a depth `DN`"), n.trim().parse().expect("a count"))
                })
                .collect();
            (i + 1, Entry { fen, counts })
        })
        .inspect(|(i, e)| assert!(!e.counts.is_empty(), "line {i}: no counts"))
        .map(|(_, e)| e)
        .collect()
}

#[test]
fn the_suite_reads() {
    let s = suite();
    assert_eq!(s.len(), 127);
    assert!(s.iter().all(|e| e.counts.iter().any(|&(d, _)| d == DEPTH)));
}

#[test]
#[ignore = "the chess perft suite, both backends to depth 4: `-- --ignored`"]
fn perft_suite_to_depth_4_on_both_backends() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/chess.koma");
    let source = std::fs::read_to_string(path).expect("variants/chess.koma");
    let variant = koma_dsl::compile(&source).expect("chess.koma compiles");
    let engine = koma_engine::Engine::new(&variant).expect("the engine accepts chess");
    let mut failures = Vec::new();
    for e in suite() {
        let compiled = Compiled::from_text(&e.fen).expect("compiled reads the FEN");
        let reference = koma_engine::Position::from_text(&engine, &e.fen).expect("engine reads");
        for &(depth, want) in e.counts.iter().filter(|&&(d, _)| d <= DEPTH) {
            for (backend, got) in [
                ("compiled", perft(&compiled, depth)),
                ("reference", perft(&reference, depth)),
            ] {
                if got != want {
                    failures.push(format!(
                        "{} depth {depth}: {backend} {got}, published {want}",
                        e.fen
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
