//! `koma replay` of PGN with SAN moves: Fairy-Stockfish's self-play games of makruk, shatranj
//! and (once `variants/chess.koma` exists) chess in `testdata/pgn/` (written by
//! `scripts/fsf-san.py games`) replay with no illegal move on both backends, and bad SAN or
//! tags are reported precisely.

use std::process::{Command, Output};

fn koma(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_koma"))
        .args(args)
        .output()
        .expect("run koma")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn data(name: &str) -> String {
    format!("{}/../testdata/pgn/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The number of games and of moves in a PGN file of `scripts/fsf-san.py`, counted from its
/// text: games are `[Event` lines, moves the movetext tokens that are neither move numbers
/// nor results.
fn count(path: &str) -> (usize, usize) {
    let text = std::fs::read_to_string(path).unwrap();
    let games = text.lines().filter(|l| l.starts_with("[Event ")).count();
    let moves = text
        .lines()
        .filter(|l| !l.starts_with(['[', '%']))
        .flat_map(str::split_whitespace)
        .filter(|t| !t.ends_with('.') && !["1-0", "0-1", "1/2-1/2", "*"].contains(t))
        .count();
    (games, moves)
}

/// Replays `testdata/pgn/FILE` as `variant` on both backends: every move legal.
fn replays_cleanly(variant: &str, file: &str, min_games: usize) {
    let path = data(file);
    let (games, moves) = count(&path);
    assert!(games >= min_games, "{games} games");
    for backend in ["compiled", "reference"] {
        let o = koma(&["replay", variant, &path, "--backend", backend]);
        let out = stdout(&o);
        let summary = format!("{games} games, {moves} moves, 0 games with an illegal move\n");
        assert!(out.ends_with(&summary), "{backend}: {out}");
        assert!(o.status.success());
    }
}

#[test]
fn two_hundred_makruk_games_replay() {
    replays_cleanly("makruk", "makruk-fsf.pgn", 200);
}

#[test]
fn two_hundred_shatranj_games_replay() {
    replays_cleanly("shatranj", "shatranj-fsf.pgn", 200);
}

#[test]
fn a_thousand_chess_games_replay() {
    replays_cleanly("chess", "chess-fsf.pgn", 1000);
}

/// Runs `koma replay VARIANT` on `text` written to a scratch file `name`; extra arguments
/// follow.
fn replay(variant: &str, name: &str, text: &str, extra: &[&str]) -> (String, String) {
    let dir = std::env::temp_dir().join(format!("koma-replay-san-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    let p = path.to_str().unwrap().to_string();
    let mut args = vec!["replay", variant, &p];
    args.extend_from_slice(extra);
    (stdout(&koma(&args)), p)
}

#[test]
fn bad_san_is_reported_with_game_ply_and_text() {
    let fen = "r1smksn1/5r2/2pp1ppp/p3np2/1p2P1P1/PPPP1S1P/1K3M2/RNS3NR b - - 0 9";
    let text = format!(
        "[Event \"ok\"]\n1. e4 e5?! {{a comment}} (1... Nc6) 2. Nd2 $1 *\n\n\
         [Event \"no queen\"]\n1. e4 e5 2. Qh5 *\n\n\
         [Event \"ambiguous\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n1... Ra7 *\n\n\
         [Event \"malformed\"]\n1. e4 Nz9 *\n\n\
         [Event \"other variant\"]\n[Variant \"shatranj\"]\n1. e4 *\n\n\
         [Event \"set up\"]\n[SetUp \"1\"]\n1. e4 *\n"
    );
    let (out, p) = replay("makruk", "bad.pgn", &text, &["--games"]);
    let lines: Vec<&str> = out.lines().collect();
    let expected = [
        format!("game 1, {p}:1: 3 of 3 moves played, result *"),
        format!("game 2, {p}:4: 2 of 3 moves played, result *"),
        format!("game 3, {p}:7: 0 of 1 moves played, result *"),
        format!("game 4, {p}:12: 1 of 2 moves played, result *"),
        format!("game 5, {p}:15: 0 of 1 moves played, result *"),
        format!("game 6, {p}:19: 0 of 1 moves played, result *"),
        format!("game 2, {p}:5: ply 3: `Qh5`: illegal move: `Qh5`: this variant has no piece `Q`"),
        "  position: rnsmksnr/8/pppp1ppp/4p3/4P3/PPPP1PPP/8/RNSKMSNR w - - 2 2".into(),
        format!("game 3, {p}:10: ply 1: `Ra7`: ambiguous move: `Ra7` fits Raa7, Rfa7"),
        format!("  position: {fen}"),
        format!(
            "game 4, {p}:13: ply 2: `Nz9`: malformed move: `Nz9`: `z9` is not a square of \
             this 8x8 board"
        ),
        "  position: rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 1 1".into(),
        format!("game 5, {p}:15: the record is a game of `shatranj`, the rules file is `makruk`"),
        format!("game 6, {p}:19: `[SetUp \"1\"]` needs a `[FEN]` tag with the start position"),
        "6 games, 6 moves, 5 games with an illegal move".into(),
    ];
    assert_eq!(lines, expected, "{out}");
}

#[test]
fn castling_and_drops_that_a_variant_lacks_are_illegal() {
    let (out, _) = replay("makruk", "castle.pgn", "1. O-O *\n\n1. P@e4 *\n", &[]);
    assert!(
        out.contains("ply 1: `O-O`: illegal move: `O-O`: no kingside castling is legal here"),
        "{out}"
    );
    assert!(
        out.contains("ply 1: `P@e4`: illegal move: `P@e4`: no `P` can be dropped on e4"),
        "{out}"
    );
}
