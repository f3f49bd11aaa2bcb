//! A record of 20 000 plies (two pieces shuffling, about 100 KB) replays in time that grows
//! with its length, not its square: the game ends by repetition early on, and the record goes
//! on, every move checked. (Speed is measured with the release binary, not asserted here.)

use std::process::Command;

/// `plies` moves cycling through `cycle`, as a movetext with move numbers.
fn shuffle(cycle: &[&str], plies: usize) -> String {
    let mut text = String::new();
    for (i, mv) in cycle.iter().cycle().take(plies).enumerate() {
        if i % 2 == 0 {
            text += &format!("{}. ", i / 2 + 1);
        }
        text += mv;
        text.push(if i % 20 == 19 { '\n' } else { ' ' });
    }
    text
}

fn replay(name: &str, variant: &str, text: &str) -> (Option<i32>, String) {
    let dir = std::env::temp_dir().join(format!("koma-replay-long-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_koma"))
        .args(["replay", variant, path.to_str().unwrap()])
        .output()
        .expect("run koma");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
    )
}

#[test]
fn a_20000_ply_xiangqi_shuffle_replays() {
    // the chariots shuttle a1-a2 and i8-i7, attacking nothing; the start position occurs the
    // third time after ply 8: a draw by repetition, and 19 992 more plies follow
    let text = format!(
        "[Event \"shuffle\"]\n[FEN \"5k3/8r/9/9/9/9/9/9/R8/3K5 w - - 0 1\"]\n{}*\n",
        shuffle(&["a1a2", "i8i7", "a2a1", "i7i8"], 20_000)
    );
    assert!(text.len() > 100_000, "{}", text.len());
    let (code, out) = replay("xiangqi.pgn", "xiangqi", &text);
    assert_eq!(
        out,
        format!(
            "game 1, {}:1: 1/2-1/2 (draw by repetition) after 8 plies (the record goes on for \
             19992 more), record says *\n1 games, 20000 moves, 0 games with an illegal move\n",
            std::env::temp_dir()
                .join(format!("koma-replay-long-{}", std::process::id()))
                .join("xiangqi.pgn")
                .display()
        )
    );
    assert_eq!(code, Some(0));
}

#[test]
fn a_20000_ply_shogi_king_shuffle_replays() {
    // the kings step 5i4h 5a4b and back: the start occurs the fourth time after ply 12
    let text = format!("{}\n", shuffle(&["5i4h", "5a4b", "4h5i", "4b5a"], 20_000));
    let (code, out) = replay("shogi.pgn", "shogi", &text);
    assert!(
        out.contains(
            ": 1/2-1/2 (draw by repetition) after 12 plies (the record goes on for 19988 more)\n"
        ),
        "{out}"
    );
    assert!(
        out.ends_with("1 games, 20000 moves, 0 games with an illegal move\n"),
        "{out}"
    );
    assert_eq!(code, Some(0));
}
