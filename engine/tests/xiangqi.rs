//! Xiangqi's blocking rules and the flying general, on hand-built positions.

mod common;

use common::{engine, is_legal, moves_text};
use koma_engine::Position;
use koma_runtime::Position as _;

fn xq(text: &str) -> Vec<String> {
    let e = engine("xiangqi");
    let pos = Position::from_text(&e, text).unwrap();
    moves_text(&pos)
}

fn from<'a>(moves: &'a [String], sq: &str) -> Vec<&'a str> {
    moves
        .iter()
        .filter(|m| m.starts_with(sq))
        .map(String::as_str)
        .collect()
}

#[test]
fn flying_general() {
    // Black horse on e5 is the only piece between the generals (e0, e9): it may not leave the
    // file, and every horse move does. Black's legal moves are the general's: e8 (still
    // screened by the horse), d9, f9 — 3 moves.
    assert_eq!(
        xq("4k4/9/9/9/4n4/9/9/9/9/4K4 b - - 0 1"),
        ["e9d9", "e9e8", "e9f9"]
    );
    // Red general d0, black e9, the e-file empty: d0-e0 would face the black general, so the
    // only move is d0-d1. Facing is not check.
    let e = engine("xiangqi");
    let pos = Position::from_text(&e, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1").unwrap();
    assert_eq!(moves_text(&pos), ["d0d1"]);
    assert!(!pos.is_check());
}

#[test]
fn horse_leg() {
    // Red horse e4 with a black soldier on its leg e5: d6 and f6 are blocked; d2 f2 (leg e3),
    // g5 g3 (leg f4), c5 c3 (leg d4) remain — 6 moves. Generals d0 / f9 (different files).
    let m = xq("5k3/9/9/9/4p4/4N4/9/9/9/3K5 w - - 0 1");
    assert_eq!(
        from(&m, "e4"),
        ["e4c3", "e4c5", "e4d2", "e4f2", "e4g3", "e4g5"]
    );
    // Attacks use the same leg: a black horse on d2 attacks e0 through its leg d1. With a red
    // chariot on d1 Red is not in check, and the chariot is pinned to the leg: its only legal
    // move is taking the horse (d1-d2); sideways or down it would open the leg.
    let e = engine("xiangqi");
    let pos = Position::from_text(&e, "3k5/9/9/9/9/9/9/3n5/3R5/4K4 w - - 0 1").unwrap();
    assert!(!pos.is_check());
    let m = moves_text(&pos);
    assert_eq!(from(&m, "d1"), ["d1d2"]);
    let pos = Position::from_text(&e, "3k5/9/9/9/9/9/9/3n5/9/4K4 w - - 0 1").unwrap();
    assert!(pos.is_check());
}

#[test]
fn elephant_eye_and_river() {
    // Red elephant c4 at the river: a2 and e2; a6 and e6 lie across the river — 2 moves.
    let m = xq("3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1");
    assert_eq!(from(&m, "c4"), ["c4a2", "c4e2"]);
    // a piece on the eye d3 blocks e2: only a2 is left
    let m = xq("3k5/9/9/9/9/2B6/3P5/9/9/4K4 w - - 0 1");
    assert_eq!(from(&m, "c4"), ["c4a2"]);
    // `E` is accepted for the elephant when reading, `B` is written
    let e = engine("xiangqi");
    let pos = Position::from_text(&e, "3k5/9/9/9/9/2E6/9/9/9/4K4 w - - 0 1").unwrap();
    assert_eq!(pos.to_text(), "3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1");
}

#[test]
fn cannon_screen() {
    // Red cannon b2, red soldier b5 (the screen), black chariot b7. Moves: b3 b4 (stopping
    // before the screen), b1 b0, a2, c2..i2 (7), and the capture b7 over the screen: 13.
    // b6 (beyond the screen, empty) is no move for a cannon.
    let m = xq("3k5/9/1r7/9/1P7/9/9/1C7/9/4K4 w - - 0 1");
    let c = from(&m, "b2");
    assert_eq!(c.len(), 13, "{c:?}");
    assert!(c.contains(&"b2b7") && !c.contains(&"b2b6") && !c.contains(&"b2b5"));
    // no screen: it slides up to b6 and cannot take b7
    let m = xq("3k5/9/1r7/9/9/9/9/1C7/9/4K4 w - - 0 1");
    let c = from(&m, "b2");
    assert!(c.contains(&"b2b6") && !c.contains(&"b2b7"));
    // two pieces in between (b5, b6): no capture
    let m = xq("3k5/9/1r7/1P7/1P7/9/9/1C7/9/4K4 w - - 0 1");
    let c = from(&m, "b2");
    assert!(!c.contains(&"b2b7") && !c.contains(&"b2b6"));
    // attacks use the same screen: a black cannon on f7 checks the red general f0 over a red
    // soldier on f3; not with no piece between, nor with two (f5 and f3)
    let e = engine("xiangqi");
    let checked = |t: &str| Position::from_text(&e, t).unwrap().is_check();
    assert!(checked("3k5/9/5c3/9/9/9/5P3/9/9/5K3 w - - 0 1"));
    assert!(!checked("3k5/9/5c3/9/9/9/9/9/9/5K3 w - - 0 1"));
    assert!(!checked("3k5/9/5c3/9/5P3/9/5P3/9/9/5K3 w - - 0 1"));
}

#[test]
fn soldier_moves_sideways_only_across_the_river() {
    // Red soldiers a3 (own half: forward only) and c5 (across: forward and sideways).
    let m = xq("5k3/9/9/9/2P6/9/P8/9/9/3K5 w - - 0 1");
    assert_eq!(from(&m, "a3"), ["a3a4"]);
    assert_eq!(from(&m, "c5"), ["c5b5", "c5c6", "c5d5"]);
    // Black soldiers g4 (across, for Black) and i6 (own half): Black's forward is down.
    let m = xq("5k3/9/9/8p/9/6p2/9/9/9/3K5 b - - 0 1");
    assert_eq!(from(&m, "g4"), ["g4f4", "g4g3", "g4h4"]);
    assert_eq!(from(&m, "i6"), ["i6i5"]);
    // a soldier on the last rank still moves sideways
    let m = xq("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert!(m.iter().all(|m| m.starts_with("e0")));
    let e = engine("xiangqi");
    let pos = Position::from_text(&e, "P2k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1").unwrap();
    assert!(is_legal(&pos, "a9b9"));
}
