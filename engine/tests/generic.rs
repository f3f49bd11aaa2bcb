//! IR features the built-in variants don't exercise, on small rules files written here:
//! overlapping rules, `within` on a slider, hoppers that also move, move-only and capture-only
//! rules, `promotion ... entering forced`. Expected counts are derived in the comments.

mod common;

use common::{is_legal, moves_text};
use koma_engine::{Engine, Position};

fn compile(source: &str) -> Engine {
    let v = koma_dsl::compile(source).unwrap_or_else(|d| panic!("{}", d.render("<test>", source)));
    Engine::new(&v).unwrap()
}

fn moves_from(e: &Engine, text: &str, from: &str) -> Vec<String> {
    let pos = Position::from_text(e, text).unwrap();
    moves_text(&pos)
        .into_iter()
        .filter(|m| m.starts_with(from))
        .collect()
}

#[test]
fn overlapping_rules_give_each_move_once() {
    // `KQ`: the king's steps are also queen moves. Queen on 3c of an empty 5x5 board with the
    // kings on 5e (own) and 2a (enemy, out of the queen's reach): orthogonal 2+2+2+2 = 8;
    // diagonals: towards 5e one (own king), the other three 2 each: 7. 15 moves, not 23.
    let e = compile(
        "variant t\nboard 5x5\nnotation sfen\n\
         piece king K \"K\" royal moves K\npiece queen Q \"Q\" moves KQ\n\
         start \"3k1/5/2Q2/5/K4 b - 1\"\n",
    );
    assert_eq!(moves_from(&e, "3k1/5/2Q2/5/K4 b - 1", "3c").len(), 15);
}

#[test]
fn within_limits_a_slider() {
    // A rook confined to files 1-3, ranks 1-3 (the first player's lower left corner), on 5e:
    // 4e 3e along the rank, 5d 5c up the file; 2e, 1e, 5b, 5a lie outside: 4 moves.
    let e = compile(
        "variant t\nboard 5x5\nnotation sfen\nregion box = files 1-3 ranks 1-3\n\
         piece king K \"K\" royal moves K\npiece rook R \"R\" moves R within box\n\
         start \"k4/5/5/5/R3K b - 1\"\n",
    );
    assert_eq!(
        moves_from(&e, "k4/5/5/5/R3K b - 1", "5e"),
        ["5e3e", "5e4e", "5e5c", "5e5d"]
    );
}

#[test]
fn hopper_that_moves_and_captures_beyond_the_screen() {
    // `pR`: over exactly one screen, then any empty square beyond or the first piece if an
    // enemy. Hopper on 5e, own pawn on 5c as the screen, 5b 5a empty beyond: 5b, 5a. Along
    // rank e the own king on 1e is the first piece and nothing lies beyond: no move. 2 moves.
    // With an enemy pawn on 5a instead: 5b and the capture 5a, still 2; nothing before the
    // screen (5d) ever.
    let e = compile(
        "variant t\nboard 5x5\nnotation sfen\n\
         piece king K \"K\" royal moves K\npiece hopper H \"H\" moves pR\n\
         piece pawn P \"P\" moves fW\nstart \"1k3/5/P4/5/H3K b - 1\"\n",
    );
    assert_eq!(
        moves_from(&e, "1k3/5/P4/5/H3K b - 1", "5e"),
        ["5e5a", "5e5b"]
    );
    assert_eq!(
        moves_from(&e, "p1k2/5/P4/5/H3K b - 1", "5e"),
        ["5e5a", "5e5b"]
    );
    // the hopper checks through the screen too: the enemy king on 5a is attacked
    let pos = Position::from_text(&e, "k4/5/P4/5/H3K w - 1").unwrap();
    assert!(koma_runtime::Position::is_check(&pos));
}

#[test]
fn move_only_and_capture_only_rules() {
    // A chess-like pawn `mfWcfF`: forward only onto an empty square, diagonally only to take.
    // Pawn on 3c, enemy pawns on 3b (in front) and 2b: the only move is the capture 3c2b.
    let e = compile(
        "variant t\nboard 5x5\nnotation sfen\n\
         piece king K \"K\" royal moves K\npiece pawn P \"P\" moves mfWcfF\n\
         start \"k4/2pp1/2P2/5/4K b - 1\"\n",
    );
    assert_eq!(moves_from(&e, "k4/2pp1/2P2/5/4K b - 1", "3c"), ["3c2b"]);
    assert_eq!(
        moves_from(&e, "k4/3p1/2P2/5/4K b - 1", "3c"),
        ["3c2b", "3c3b"]
    );
}

#[test]
fn promotion_on_entering_only_and_forced() {
    // Zone = the last 2 ranks, `entering forced`: a silver entering the zone must promote, one
    // moving inside it too (it ends there), one leaving it may not promote.
    let e = compile(
        "variant t\nboard 5x5\nnotation sfen\nregion zone = last 2 ranks\n\
         piece king K \"K\" royal moves K\n\
         piece silver S \"S\" moves FfW promotes gold \"G\" moves WfF\n\
         promotion in zone entering forced\nstart \"k4/5/5/5/4K b - 1\"\n",
    );
    let pos = Position::from_text(&e, "k4/5/2S2/5/4K b - 1").unwrap();
    assert!(is_legal(&pos, "3c3b+") && !is_legal(&pos, "3c3b"));
    let pos = Position::from_text(&e, "k4/2S2/5/5/4K b - 1").unwrap();
    assert!(is_legal(&pos, "3b2c") && !is_legal(&pos, "3b2c+"));
    assert!(is_legal(&pos, "3b3a+") && !is_legal(&pos, "3b3a"));
}
