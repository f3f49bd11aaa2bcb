//! The `koma` binary as a user runs it.

use crate::common;

use common::{koma, stderr, stdout};

#[test]
fn check_accepts_every_builtin_rules_file() {
    // every rules file in `variants/`, and the example's (not built in)
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let mut files: Vec<String> = std::fs::read_dir(format!("{root}/variants"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".koma"))
        .map(|n| format!("variants/{n}"))
        .collect();
    files.sort();
    assert!(files.len() >= 6, "{files:?}");
    files.push("examples/custom-variant/gorogoro.koma".into());
    let files: Vec<&str> = files.iter().map(String::as_str).collect();
    let args: Vec<&str> = std::iter::once("check")
        .chain(files.iter().copied())
        .collect();
    let o = koma(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o).lines().filter(|l| l.starts_with("ok: ")).count(),
        files.len()
    );
    assert!(!stderr(&o).contains("warning"), "{}", stderr(&o));
}

#[test]
fn check_prints_warnings_and_succeeds() {
    let dir = std::env::temp_dir().join(format!("koma-cli-warn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("hexapawn.koma");
    let source = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../testdata/hexapawn/hexapawn.koma"
    ))
    .unwrap();
    // without `immobile pieces allowed` the pawns never reach the far rank: a warning
    std::fs::write(&path, source.replace("immobile pieces allowed\n", "")).unwrap();
    let o = koma(&["check", path.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("ok: "), "{}", stdout(&o));
    let err = stderr(&o);
    assert!(
        err.contains("warning: `pawn` never moves to a square it could not leave"),
        "{err}"
    );
    assert!(err.contains("`immobile pieces allowed`"), "{err}");
    std::fs::write(&path, source).unwrap();
    let o = koma(&["check", path.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o), "");
}

#[test]
fn check_reports_errors_with_location_and_fails() {
    let dir = std::env::temp_dir().join(format!("koma-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bad.koma");
    std::fs::write(&path, "variant bad\nboard 9x9\nnotation sfen\npiece king K \"玉\" royal moves Kx\nstart \"9/9/9/9/9/9/9/9/4K4 b - 1\"\n").unwrap();
    let o = koma(&["check", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("bad.koma:4:"), "{err}");
    assert!(err.contains('^'), "{err}");
}

#[test]
fn perft_prints_the_total_last() {
    let o = koma(&["perft", "variants/xiangqi.koma", "3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("Nodes searched: 79666"));
}

#[test]
fn perft_divide_lists_root_moves_in_usi() {
    let o = koma(&["perft", "shogi", "2", "--divide"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let rows: Vec<&str> = out.lines().filter(|l| l.contains(": ")).collect();
    // 30 root moves, each answered by 30 moves, plus the total line
    assert_eq!(rows.len(), 31, "{out}");
    assert!(rows.contains(&"7g7f: 30"), "{out}");
    assert_eq!(out.lines().last(), Some("Nodes searched: 900"));
}

#[test]
fn perft_distinct_counts_each_move_once_by_its_effect() {
    // Chu's start to depth 3: lishogi counts every route of the lion's double moves (52 599),
    // HaChu each move once (48 315; testdata/chushogi-perft.tsv)
    let o = koma(&["perft", "chushogi", "3"]);
    assert_eq!(stdout(&o).lines().last(), Some("Nodes searched: 52599"));
    let o = koma(&["perft", "chushogi", "3", "--distinct"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("Nodes searched: 48315"));
    // a lone lion with the kings in the corners: 24 one-step moves, one pass, 3 king moves
    let lion = "11k/12/12/12/12/12/5N6/12/12/12/12/K11 b - 1";
    let o = koma(&[
        "perft",
        "chushogi",
        "1",
        "--fen",
        lion,
        "--distinct",
        "--divide",
    ]);
    let out = stdout(&o);
    let passes = out
        .lines()
        .filter(|l| l.starts_with("7g") && l.ends_with("7g: 1"));
    assert_eq!(passes.count(), 1, "{out}");
    assert_eq!(out.lines().last(), Some("Nodes searched: 28"), "{out}");
    // `--leaves` says how plain perft counts: not with `--distinct`
    let o = koma(&["perft", "chushogi", "1", "--distinct", "--leaves", "list"]);
    assert!(!o.status.success());
}

#[test]
fn perft_from_a_position_and_bad_positions() {
    let o = koma(&[
        "perft",
        "shogi",
        "1",
        "--fen",
        "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
    ]);
    assert_eq!(stdout(&o).lines().last(), Some("Nodes searched: 85"));
    let o = koma(&[
        "perft",
        "shogi",
        "1",
        "--fen",
        "7lk/9/8S/9/9/9/9/7L1/8X b P 1",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("unknown piece `X`"), "{}", stderr(&o));
}

#[test]
fn fen_castling_rights_and_en_passant_squares_are_explained() {
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    for backend in ["compiled", "reference"] {
        let fen = format!("{start} w KQkq - 0 1");
        let o = koma(&["perft", "xiangqi", "1", "--backend", backend, "--fen", &fen]);
        assert_eq!(o.status.code(), Some(1));
        assert_eq!(
            stderr(&o),
            "error: bad position: castling right `K`: the variant has no castling\n"
        );
        let fen = format!("{start} w - e3 0 1");
        let o = koma(&["perft", "xiangqi", "1", "--backend", backend, "--fen", &fen]);
        assert_eq!(
            stderr(&o),
            "error: bad position: en-passant square `e3`: no piece of this variant captures en \
             passant, so the field is `-`\n"
        );
    }
}

#[test]
fn unknown_rules_file_names_the_builtins() {
    let o = koma(&["perft", "no-such-variant", "1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("wa-shogi"), "{}", stderr(&o));
}

#[test]
fn show_draws_a_piece_and_rejects_unknown_ones() {
    let o = koma(&["show", "wa-shogi", "cloud-eagle"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("▲鷲") && out.contains('③') && out.contains('●'),
        "{out}"
    );
    let o = koma(&["show", "wa-shogi", "dragon"]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn replay_exits_nonzero_on_an_illegal_move() {
    let dir = std::env::temp_dir().join(format!("koma-cli-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.pgn");
    std::fs::write(
        &path,
        "[Event \"ok\"]\n1. h2e2 h9g7\n\n[Event \"bad\"]\n1. h2e2 h9h7\n",
    )
    .unwrap();
    let o = koma(&["replay", "xiangqi", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(out.contains("ply 2: `h9h7`"), "{out}");
    assert!(
        out.ends_with("2 games, 3 moves, 1 games with an illegal move\n"),
        "{out}"
    );
}

#[test]
fn absurd_perft_depth_is_an_error_not_a_crash() {
    let o = koma(&[
        "perft",
        "xiangqi",
        "20000",
        "--fen",
        "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("perft depth 20000 is too deep"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_closed_pipe_ends_output_quietly() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_koma"))
        .args(["perft", "xiangqi", "3", "--divide"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // read one byte, then close our end of the pipe, like `| head -c1`
    let mut first = [0u8; 1];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    assert!(!err.contains("panicked"), "{err}");
    assert_ne!(status.code(), Some(101), "{err}");
}

#[test]
fn replay_cuts_a_huge_malformed_move_in_its_report() {
    let dir = std::env::temp_dir().join(format!("koma-clip-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("huge.pgn");
    let huge = "h2e2".repeat(50_000);
    std::fs::write(&path, format!("[Event \"t\"]\n1. {huge} h9g7 1-0\n")).unwrap();
    let o = koma(&["replay", "xiangqi", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(out.contains("ply 1: `h2e2h2e2"), "{out}");
    assert!(out.contains("..."), "{out}");
    assert!(out.len() < 2_000, "{} bytes", out.len());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bench_of_a_position_without_moves_shows_no_speedup() {
    // black is checkmated: no leaves at any depth
    let o = koma(&[
        "bench",
        "xiangqi",
        "2",
        "--fen",
        "1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 1 1",
        "--rounds",
        "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("perft 2 = 0"), "{out}");
    assert!(!out.contains("NaN"), "{out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("count") && l.trim_end().ends_with('-')),
        "{out}"
    );
}
