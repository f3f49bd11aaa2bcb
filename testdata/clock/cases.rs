//! The rows of `sideways5-fens.tsv`, read by the clock tests of both backends
//! (`engine/tests/clock.rs`, `variants/tests/it/clock.rs`).

/// The rows of `sideways5-fens.tsv`: start FEN, moves, FEN after them.
pub fn cases() -> Vec<(String, Vec<String>, String)> {
    let path = format!(
        "{}/../testdata/clock/sideways5-fens.tsv",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(path)
        .expect("table")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 3, "{l}");
            let moves = f[1].split_whitespace().map(str::to_string).collect();
            (f[0].to_string(), moves, f[2].to_string())
        })
        .collect()
}
