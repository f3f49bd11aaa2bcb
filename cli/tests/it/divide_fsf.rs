//! `koma perft --divide` prints what Fairy-Stockfish's `go perft` prints in its `ucci` and `usi`
//! modes (`testdata/fairy-stockfish/`, FSF's output with its version in each file's header):
//! the same lines once both are sorted.

use std::process::Command;

/// The lines of `text` that are not `#` comments, sorted.
fn sorted_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    lines.sort_unstable();
    lines
}

/// Checks `koma perft VARIANT 2 --divide` on both backends against FSF's output in `file`.
fn matches_fsf(variant: &str, file: &str) {
    let path = format!(
        "{}/../testdata/fairy-stockfish/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    let expected = std::fs::read_to_string(&path).expect("FSF's output");
    for backend in ["reference", "compiled"] {
        let o = Command::new(env!("CARGO_BIN_EXE_koma"))
            .args(["perft", variant, "2", "--divide", "--backend", backend])
            .output()
            .expect("run koma");
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let ours = String::from_utf8(o.stdout).unwrap();
        assert_eq!(
            sorted_lines(&ours),
            sorted_lines(&expected),
            "{variant} ({backend}) against {file}"
        );
    }
}

#[test]
fn xiangqi_divide_matches_fairy_stockfish_in_ucci_mode() {
    matches_fsf("xiangqi", "xiangqi-start-perft2.txt");
}

#[test]
fn shogi_divide_matches_fairy_stockfish_in_usi_mode() {
    matches_fsf("shogi", "shogi-start-perft2.txt");
}
