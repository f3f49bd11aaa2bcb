//! `koma replay` of records in PGN's import format: comments, variations, annotation glyphs,
//! check marks and move numbers of the second player are not moves.

use std::process::{Command, Output};

/// Runs `koma replay VARIANT FILE` on `text` written to a scratch file named `name`.
fn replay(variant: &str, name: &str, text: &str) -> Output {
    let dir = std::env::temp_dir().join(format!("koma-replay-pgn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    Command::new(env!("CARGO_BIN_EXE_koma"))
        .args(["replay", variant, path.to_str().unwrap()])
        .output()
        .expect("run koma")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn a_comment_and_a_result_are_no_moves() {
    let o = replay(
        "xiangqi",
        "comment.pgn",
        "[Event \"t\"]\n1. h2e2 {comment} h9g7 2. h0g2 1-0\n",
    );
    assert_eq!(
        stdout(&o),
        "1 games, 3 moves, 0 games with an illegal move\n"
    );
    assert!(o.status.success());
}

#[test]
fn full_pgn_movetext_replays() {
    // comments and variations over several lines, a `;` comment, NAGs, suffixes, and `2...`
    // after a comment
    let text = "[Event \"annotated\"]\n\
                [Red \"A\"]\n\
                [Black \"B\"]\n\
                \n\
                1. h2e2! {the central cannon,\n\
                the most common opening} h9g7 $1 (1... b9c7 2. h0g2\n\
                (2. b0c2 c6c5) c9e7) 2. h0g2 ; a horse\n\
                {a comment} 2... i9h9!? 3. i0h0?! h7h3?? 4. e2e6 *\n";
    let o = replay("xiangqi", "annotated.pgn", text);
    assert_eq!(
        stdout(&o),
        "1 games, 7 moves, 0 games with an illegal move\n"
    );
    assert!(o.status.success());
}

#[test]
fn a_plus_is_a_check_mark_only_on_a_move_that_checks() {
    // Red's chariot checks along rank 9 (a0a9+) and rank 8 (a9a8+); a0a1+ gives no check
    let text = "[FEN \"4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1\"]\n1. a0a9+ e9e8 2. a9a8+ *\n\n\
                [FEN \"4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1\"]\n1. a0a1+ *\n";
    let o = replay("xiangqi", "checks.pgn", text);
    let out = stdout(&o);
    assert!(out.contains("game 2, "), "{out}");
    assert!(
        out.contains("ply 1: `a0a1+`: ")
            && out.contains("; read as a check mark, the `+` marks no check: `a0a1` gives none"),
        "{out}"
    );
    assert!(
        out.ends_with("2 games, 3 moves, 1 games with an illegal move\n"),
        "{out}"
    );
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn a_usi_promotion_keeps_its_plus() {
    // 7g7f 3c3d 8h2b+ (the bishop takes and promotes) 3a2b (the silver takes back): `8h2b+`
    // promotes; `8h2b++` is the promotion marked as a check (the horse on 2b checks no king
    // here, so that reading is refused)
    let o = replay(
        "shogi",
        "promotion.pgn",
        "1. 7g7f 3c3d 2. 8h2b+ 3a2b *\n\n1. 7g7f 3c3d 2. 8h2b++ *\n",
    );
    let out = stdout(&o);
    assert!(
        out.contains("game 2, ") && out.contains("ply 3: `8h2b++`"),
        "{out}"
    );
    assert!(
        out.ends_with("2 games, 6 moves, 1 games with an illegal move\n"),
        "{out}"
    );
}
