//! Every subcommand treats a closed stdout or stderr (`koma check … 2>&1 | true`, `| head`) as
//! the end of that stream's output: no panic (exit status 101), and the exit status the
//! command has with both streams open.

use std::process::{Command, Stdio};

/// Which of the child's streams is a pipe whose read end is already closed.
#[derive(Copy, Clone, Debug)]
enum Closed {
    Stdout,
    Stderr,
}

/// Runs `koma args` from the workspace root with the `closed` stream a pipe nobody reads (so
/// every write to it fails), and gives its exit code and what it wrote to the other stream.
fn run(args: &[&str], closed: Closed) -> (Option<i32>, String) {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_koma"));
    cmd.args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    match closed {
        Closed::Stdout => cmd.stdout(writer).stderr(Stdio::piped()),
        Closed::Stderr => cmd.stderr(writer).stdout(Stdio::piped()),
    };
    let o = cmd.output().expect("run koma");
    let other = match closed {
        Closed::Stdout => &o.stderr,
        Closed::Stderr => &o.stdout,
    };
    (o.status.code(), String::from_utf8_lossy(other).into_owned())
}

/// A scratch file `name` with `text`, in a directory of this test process.
fn scratch(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("koma-closed-pipes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// Asserts that `args` exits with `code` with either stream closed.
fn exits_with(args: &[&str], code: i32) {
    for closed in [Closed::Stdout, Closed::Stderr] {
        let (status, other) = run(args, closed);
        assert!(!other.contains("panicked"), "{args:?}, {closed:?}: {other}");
        assert_eq!(status, Some(code), "{args:?}, {closed:?} closed: {other}");
    }
}

#[test]
fn check_keeps_its_exit_status() {
    let bad = scratch(
        "bad.koma",
        "variant bad\nboard 9x9\nnotation sfen\npiece king K \"玉\" royal moves Kx\n",
    );
    exits_with(&["check", "variants/xiangqi.koma", &bad], 1);
    exits_with(&["check", &bad, "variants/xiangqi.koma"], 1);
    exits_with(
        &["check", "variants/xiangqi.koma", "variants/shogi.koma"],
        0,
    );
    // the open stream still gets its lines
    let (_, out) = run(&["check", "variants/xiangqi.koma", &bad], Closed::Stderr);
    assert!(out.starts_with("ok: variants/xiangqi.koma"), "{out}");
    let (_, err) = run(&["check", "variants/xiangqi.koma", &bad], Closed::Stdout);
    assert!(err.contains("bad.koma:4:"), "{err}");
}

#[test]
fn perft_show_and_bench_succeed() {
    exits_with(&["perft", "xiangqi", "2", "--divide"], 0);
    exits_with(&["perft", "shogi", "2", "--backend", "reference"], 0);
    exits_with(&["show", "wa-shogi"], 0);
    exits_with(&["bench", "minishogi", "1", "--rounds", "1"], 0);
    let (_, out) = run(&["perft", "xiangqi", "2"], Closed::Stderr);
    assert_eq!(out, "Nodes searched: 1920\n");
}

#[test]
fn replay_keeps_its_exit_status() {
    let good = scratch("good.pgn", "[Event \"ok\"]\n1. h2e2 h9g7 *\n");
    let bad = scratch("bad.pgn", "[Event \"bad\"]\n1. h2e2 h9h7 *\n");
    exits_with(&["replay", "xiangqi", &good], 0);
    exits_with(&["replay", "xiangqi", &bad], 1);
}

#[test]
fn errors_and_help_keep_their_exit_status() {
    exits_with(&["perft", "no-such-variant", "1"], 1);
    exits_with(&["show", "wa-shogi", "dragon"], 1);
    exits_with(&["replay", "xiangqi", "no-such-file.pgn"], 1);
    exits_with(&["--help"], 0);
    exits_with(&["perft"], 2);
}
