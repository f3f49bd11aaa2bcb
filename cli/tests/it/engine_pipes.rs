//! `koma engine` ends cleanly when its input ends or its output is closed: exit status 0, no
//! panic; a search under way at the end of the input still announces its move (an infinite
//! one is stopped first).

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `koma engine ARGS` with `input` on stdin (then closed); stdout is a pipe nobody reads
/// when `stdout_closed`. Gives the exit code, stdout and stderr.
fn engine(
    args: &[&str],
    input: impl AsRef<[u8]>,
    stdout_closed: bool,
) -> (Option<i32>, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_koma"));
    cmd.arg("engine")
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .stdin(Stdio::piped())
        .stderr(Stdio::piped());
    if stdout_closed {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        cmd.stdout(writer);
    } else {
        cmd.stdout(Stdio::piped());
    }
    let mut child = cmd.spawn().expect("start koma engine");
    // the engine may be gone already (closed stdout): a failed write is part of the test
    let _ = child.stdin.take().unwrap().write_all(input.as_ref());
    let o = child.wait_with_output().expect("wait for koma");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn the_end_of_the_input_ends_the_engine() {
    let (code, out, err) = engine(&["shogi"], "", false);
    assert_eq!((code, out.as_str()), (Some(0), ""), "{err}");
    // a search with limits finishes and is announced
    let (code, out, err) = engine(&["shogi"], "usi\nposition startpos\ngo depth 2\n", false);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.lines().last().unwrap().starts_with("bestmove "),
        "{out}"
    );
    // an infinite one is stopped, then announced
    let (code, out, err) = engine(&["xiangqi"], "ucci\ngo infinite\n", false);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.lines().last().unwrap().starts_with("bestmove "),
        "{out}"
    );
}

#[test]
fn a_closed_output_ends_the_engine() {
    for input in [
        "usi\nisready\nposition startpos\ngo depth 3\nisready\n",
        "xboard\nprotover 2\nnew\nvariant shogi\ngo\n",
        "uci\ngo infinite\n",
    ] {
        let (code, _, err) = engine(&[], input, true);
        assert!(!err.contains("panicked"), "{input:?}: {err}");
        assert_eq!(code, Some(0), "{input:?}: {err}");
    }
}

#[test]
fn a_bad_rules_file_is_an_error_before_any_command() {
    let (code, _, err) = engine(&["no-such-variant"], "usi\n", false);
    assert_eq!(code, Some(1));
    assert!(
        err.starts_with("error: no rules file `no-such-variant`"),
        "{err}"
    );
}

#[test]
fn bytes_that_are_not_utf8_get_an_error_line_and_the_engine_goes_on() {
    let input: &[u8] = b"uci\n\xff\xfe garbage\nisready\nquit\n";
    let (code, out, err) = engine(&["xiangqi"], input, false);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("info string error: unknown command"), "{out}");
    assert!(out.contains("readyok"), "{out}");
    // before any protocol too
    let (code, out, err) = engine(&["xiangqi"], b"\x80\nuci\nquit\n".as_slice(), false);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.starts_with("error: unknown command"), "{out}");
    assert!(out.contains("uciok"), "{out}");
}
