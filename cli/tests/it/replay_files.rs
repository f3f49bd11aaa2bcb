//! `koma replay` of record files as real files come: tag values with inner quotes, byte-order
//! marks, CRLF and CR line ends, malformed lines (warned with their line, the games read on),
//! files in GBK (`--encoding`), and XBoard's and Fairy-Stockfish's FEN forms in `[FEN]` tags
//! and `perft --fen`.

use crate::common;

use common::{koma, stderr, stdout};
use std::path::PathBuf;

/// Writes `bytes` to a scratch file named `name` and gives its path.
fn scratch(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("koma-replay-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// Runs `koma replay VARIANT PATH EXTRA…`.
fn replay(variant: &str, path: &std::path::Path, extra: &[&str]) -> std::process::Output {
    let mut args = vec!["replay", variant, path.to_str().unwrap()];
    args.extend_from_slice(extra);
    koma(&args)
}

const MASTERS: &str = include_str!("../../../testdata/xiangqi/hu-ronghua-1391.pgn");

/// The header a public database of master games has, which python-chess reads (the value runs
/// to the last quote of the line).
const INNER_QUOTES: &str = "[Event \"\"Huangshan Cup\" National GM,CM Tournament 2002\"]";

#[test]
fn master_games_replay_with_inner_quotes_crlf_and_a_byte_order_mark() {
    let (first, rest) = MASTERS.split_once('\n').unwrap();
    assert_eq!(first, "[Event \"China Team Championship 1998\"]");
    let quoted = format!("{INNER_QUOTES}\n{rest}");
    let crlf = quoted.replace('\n', "\r\n");
    let cases = [
        ("quoted.pgn", quoted.clone()),
        ("quoted-crlf.pgn", crlf.clone()),
        ("quoted-bom.pgn", format!("\u{feff}{quoted}")),
        ("quoted-bom-crlf.pgn", format!("\u{feff}{crlf}")),
    ];
    for (name, text) in cases {
        let path = scratch(name, text.as_bytes());
        let o = replay("xiangqi", &path, &["--games"]);
        assert!(o.status.success(), "{name}: {}", stderr(&o));
        assert!(!stderr(&o).contains("warning"), "{name}: {}", stderr(&o));
        let out = stdout(&o);
        assert!(
            out.ends_with("1391 games, 120357 moves, 0 games with an illegal move\n"),
            "{name}: {}",
            out.lines().last().unwrap_or("")
        );
        // the first game starts on line 1 with its 65 plies, the BOM notwithstanding
        assert!(
            out.starts_with(&format!(
                "game 1 (HU RongHua – XU TianHong), {}:1: 65 of 65 moves played",
                path.display()
            )),
            "{name}: {}",
            out.lines().next().unwrap_or("")
        );
    }
}

#[test]
fn one_bad_game_costs_no_other_and_warnings_name_their_lines() {
    let text = "[Event \"good\"]\n\
                [Date 1998]\n\
                1. h2e2 h9g7 *\n\
                \n\
                [Event \"illegal\"]\n\
                1. h2e2 h9h7 *\n\
                \n\
                [Event \"unclosed\"]\n\
                1. h2e2 {never closed\n\
                h9g7 *\n\
                \n\
                [Event \"good too\"]\n\
                1. c3c4 c6c5 ) *\n";
    let path = scratch("mixed.pgn", text.as_bytes());
    let o = replay("xiangqi", &path, &[]);
    let p = path.display();
    assert_eq!(
        stderr(&o)
            .lines()
            .filter(|l| l.starts_with("warning"))
            .collect::<Vec<_>>(),
        [
            format!(
                "warning: {p}:2: malformed header `[Date 1998]`: expected `[Name \"value\"]`; \
                 the line is skipped"
            ),
            format!(
                "warning: {p}:9: unclosed comment: the `{{` on this line has no `}}` before the \
                 next game's headers"
            ),
            format!("warning: {p}:13: `)` closes no variation; it is ignored"),
        ]
    );
    let out = stdout(&o);
    assert!(
        out.starts_with(&format!("game 2, {p}:6: ply 2: `h9h7`: ")),
        "{out}"
    );
    // 2 + 1 + 1 + 2 moves: the game after the unclosed comment is read whole
    assert!(
        out.ends_with("4 games, 6 moves, 1 games with an illegal move\n"),
        "{out}"
    );
    assert_eq!(o.status.code(), Some(1));
    // warnings alone are no failure
    let path = scratch(
        "warned.pgn",
        b"[Event \"a\"]\n[Date 1998]\n1. h2e2 h9g7 *\n",
    );
    let o = replay("xiangqi", &path, &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains(":2: malformed header"),
        "{}",
        stderr(&o)
    );
    assert_eq!(
        stdout(&o),
        "1 games, 2 moves, 0 games with an illegal move\n"
    );
}

const GBK_FIXTURE: &str = "testdata/xiangqi/gbk-tags.pgn";

#[test]
fn a_gbk_file_is_named_as_such_and_read_with_encoding_gbk() {
    let o = koma(&["replay", "xiangqi", GBK_FIXTURE]);
    assert_eq!(o.status.code(), Some(1));
    // `[Event "` is 8 bytes; GBK's 全 (0xC8 0xAB) happens to be a UTF-8 character too, 国
    // (0xB9 0xFA) is not
    assert_eq!(
        stderr(&o),
        format!(
            "error: {GBK_FIXTURE}: not UTF-8: no UTF-8 character at byte offset 10 (line 1, byte \
             0xB9)\n  = help: the bytes look like GBK: read the file with `--encoding gbk`\n"
        )
    );
    let o = koma(&[
        "replay",
        "xiangqi",
        GBK_FIXTURE,
        "--encoding",
        "gbk",
        "--games",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        format!(
            "game 1 (胡荣华 – 徐天红), {GBK_FIXTURE}:1: 65 of 65 moves played, result none\n\
             game 2 (胡荣华 – 徐天红), {GBK_FIXTURE}:7: 63 of 63 moves played, result none\n\
             2 games, 128 moves, 0 games with an illegal move\n"
        )
    );
    let o = koma(&["replay", "xiangqi", GBK_FIXTURE, "--encoding", "klingon"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("unknown encoding `klingon`"),
        "{}",
        stderr(&o)
    );
}

/// The `Nodes searched` total of `koma perft VARIANT DEPTH --fen FEN` on `backend`.
fn perft(variant: &str, depth: &str, fen: &str, backend: &str) -> String {
    let o = koma(&["perft", variant, depth, "--fen", fen, "--backend", backend]);
    assert!(o.status.success(), "{fen}: {}", stderr(&o));
    stdout(&o).lines().last().unwrap_or("").to_string()
}

#[test]
fn xboard_fens_of_shogi_variants_read_back() {
    let board = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
    for backend in ["compiled", "reference"] {
        // XBoard's shogi writes no en-passant field; a parent given by `setup` writes `-`
        for fen in [format!("{board}[-] w 0 1"), format!("{board}[-] w - 0 1")] {
            assert_eq!(perft("shogi", "2", &fen, backend), "Nodes searched: 900");
        }
        // hands: white's pieces then black's, one letter a piece
        let sfen = perft("shogi", "2", "8k/9/9/9/9/9/9/9/K8 w 2Pg 1", backend);
        let xboard = perft("shogi", "2", "8k/9/9/9/9/9/9/9/K8[PPg] b - 0 1", backend);
        assert_eq!(xboard, sfen);
        let mini = perft("minishogi", "1", "rbsgk/4p/5/P4/KGSBR[-] w - 0 1", backend);
        assert_eq!(mini, "Nodes searched: 14");
    }
    // a game XBoard saved from a set-up position
    let text = "[Event \"xboard\"]\n[Variant \"shogi\"]\n[SetUp \"1\"]\n\
                [FEN \"8k/9/9/9/9/9/9/9/K8[P] w - 0 1\"]\n\n1. P*5e 1a1b 2. 9i9h *\n";
    let path = scratch("xboard-shogi.pgn", text.as_bytes());
    let o = replay("shogi", &path, &[]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    assert_eq!(
        stdout(&o),
        "1 games, 3 moves, 0 games with an illegal move\n"
    );
}

#[test]
fn fen_en_passant_fields_run_together_and_their_errors() {
    // a black pawn just passed e6 (e7-e5): Fairy-Stockfish writes a triple step's squares
    // run together; koma's rules make one square, the one behind the pawn, so `e6e7` reads as
    // `e6` (d5xe6 en passant: 5 king moves, d5d6, d5xe6)
    let board = "4k3/8/8/3Pp3/8/8/8/4K3";
    for backend in ["compiled", "reference"] {
        let one = perft("chess", "1", &format!("{board} w - e6 0 2"), backend);
        assert_eq!(one, "Nodes searched: 7");
        let run = perft("chess", "1", &format!("{board} w - e6e7 0 2"), backend);
        assert_eq!(run, one);
        let none = perft("chess", "1", &format!("{board} w - - 0 2"), backend);
        assert_eq!(none, "Nodes searched: 6");
        // chess has castling and en passant: the error is about the field, not their absence
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1";
        let o = koma(&["perft", "chess", "1", "--fen", fen, "--backend", backend]);
        assert_eq!(o.status.code(), Some(1));
        assert_eq!(
            stderr(&o),
            "error: bad position: bad en-passant field `e9`: it is `-` or the square a pawn \
             just passed, file letter and rank from 1 (`e3`; Fairy-Stockfish runs several \
             together, `e3e4`) (at column 52)\n"
        );
    }
}
