//! The shogi-family rules on hand-built positions: drops (uchifuzume, nifu, bans), captures to
//! the hand, Kilyow's special rules, forced promotion. Each expected value is derived by hand in
//! the comment above it.

mod common;

use common::{engine, is_legal, moves_text, play_all};
use koma_engine::Position;
use koma_runtime::{Color, MoveError, Position as _};

/// Gote king 1a, gote pawn 2a, a sente gold-mover on 2c, sente king 5i, a pawn in sente's hand.
/// P*1b checks the king; the king cannot take (2c protects 1b diagonally), 2a is its own pawn,
/// 2b is covered by 2c's forward step, and no gote piece can take on 1b (the pawn on 2a only
/// steps to 2b): mate at once.
const DROP_MATE_9X9: &str = "7pk/9/7G1/9/9/9/9/9/4K4 b P 1";

#[test]
fn drop_pawn_mate_is_illegal_in_shogi() {
    let e = engine("shogi");
    let pos = Position::from_text(&e, DROP_MATE_9X9).unwrap();
    assert!(!is_legal(&pos, "P*1b"));
    // the other pawn drops stay: e.g. on 1c, and on 3b (no check)
    assert!(is_legal(&pos, "P*1c") && is_legal(&pos, "P*3b"));
    assert!(matches!(pos.parse_move("P*1b"), Err(MoveError::Illegal(_))));
    // without the pawn on 2a the king escapes there: P*1b is then a legal check
    let pos = Position::from_text(&e, "8k/9/7G1/9/9/9/9/9/4K4 b P 1").unwrap();
    assert!(is_legal(&pos, "P*1b"));
}

#[test]
fn drop_pawn_mate_is_legal_in_kilyow() {
    // Kilyow's B (黑山) moves as a gold: the same mate as in shogi, allowed here (rule 2).
    let e = engine("kilyow");
    let mut pos = Position::from_text(&e, "7pk/9/7B1/9/9/9/9/9/4K4 b P 1").unwrap();
    assert!(is_legal(&pos, "P*1b"));
    play_all(&mut pos, &["P*1b"]);
    assert!(pos.is_check());
    assert!(!pos.has_legal_move(), "gote is mated");
}

#[test]
fn drop_pawn_mate_is_illegal_in_wa_shogi() {
    // The same picture on 11x11 with the Violent Wolf (W, a gold) and the Sparrow Pawn.
    let e = engine("wa-shogi");
    let text = "9pk/11/9W1/11/11/11/11/11/11/11/5K5 b P 1";
    let pos = Position::from_text(&e, text).unwrap();
    assert!(!is_legal(&pos, "P*1b"));
    assert!(is_legal(&pos, "P*1c"));
}

#[test]
fn captured_promoted_piece_vanishes_in_kilyow_but_goes_to_hand_in_shogi() {
    // Sente's rook (Kilyow: 天阵 R) on 2e takes a gote promoted pawn on 3e; rank e is outside
    // the zone, so the only question is where the captured piece goes.
    let text = "4k4/9/9/9/6+pR1/9/9/9/4K4 b - 1";
    let shogi = engine("shogi");
    let mut pos = Position::from_text(&shogi, text).unwrap();
    play_all(&mut pos, &["2e3e"]);
    // shogi: a tokin goes to the hand as a pawn
    assert_eq!(pos.to_text(), "4k4/9/9/9/6R2/9/9/9/4K4 w P 2");
    let kilyow = engine("kilyow");
    let mut pos = Position::from_text(&kilyow, text).unwrap();
    play_all(&mut pos, &["2e3e"]);
    // Kilyow rule 1: a captured promoted piece leaves the game, the hand stays empty
    assert_eq!(pos.to_text(), "4k4/9/9/9/6R2/9/9/9/4K4 w - 2");
    // ... while an unpromoted one goes to the hand as in shogi
    let mut pos = Position::from_text(&kilyow, "4k4/9/9/9/6pR1/9/9/9/4K4 b - 1").unwrap();
    play_all(&mut pos, &["2e3e"]);
    assert_eq!(pos.to_text(), "4k4/9/9/9/6R2/9/9/9/4K4 w P 2");
}

#[test]
fn kilyow_king_may_not_step_onto_the_other_kings_rank() {
    // Sente K on 5e, gote k on 1d (far away: it attacks only 2c 2d 2e 1c 1e). The king's eight
    // steps: 4d 5d 6d are on rank d, the gote king's rank, so illegal in Kilyow (rule 3); 4e 6e
    // 4f 5f 6f remain: 5 moves. In shogi all 8 are legal.
    let text = "9/9/9/8k/4K4/9/9/9/9 b - 1";
    let kilyow = engine("kilyow");
    let pos = Position::from_text(&kilyow, text).unwrap();
    assert_eq!(moves_text(&pos), ["5e4e", "5e4f", "5e5f", "5e6e", "5e6f"]);
    let shogi = engine("shogi");
    let pos = Position::from_text(&shogi, text).unwrap();
    assert_eq!(moves_text(&pos).len(), 8);
    // kings on one rank is not check: the position loads, nobody is in check, and only king
    // moves off the rank are legal (every other move leaves the kings on one rank)
    let pos = Position::from_text(&kilyow, "9/9/9/9/k3K3P/9/9/9/9 b - 1").unwrap();
    assert!(!pos.is_check());
    let moves = moves_text(&pos);
    assert_eq!(moves, ["5e4d", "5e4f", "5e5d", "5e5f", "5e6d", "5e6f"]);
    // the same with the pawn on 2g, a square no gote piece could ever attack 5e through
    let pos = Position::from_text(&kilyow, "9/9/9/9/k3K4/9/7P1/9/9 b - 1").unwrap();
    assert_eq!(
        moves_text(&pos),
        ["5e4d", "5e4f", "5e5d", "5e5f", "5e6d", "5e6f"]
    );
}

/// The number of legal drops of the piece written `letter` in `pos`.
fn drops_of(pos: &Position<'_>, letter: char) -> usize {
    let prefix = format!("{letter}*");
    moves_text(pos)
        .into_iter()
        .filter(|m| m.starts_with(&prefix))
        .count()
}

#[test]
fn nifu() {
    // Sente pawn on 5g, tokin on 4g, a pawn in hand. Pawn drops: not on file 5 (nifu), allowed
    // on file 4 (a tokin does not count), never on rank a. Files 9 8 7 6 4 3 2 1 x ranks b..i
    // = 64 squares, less 4g (the tokin) = 63 drops.
    let e = engine("shogi");
    let pos = Position::from_text(&e, "4k4/9/9/9/9/9/3+PP4/9/4K4 b P 1").unwrap();
    assert_eq!(drops_of(&pos, 'P'), 63);
    assert!(is_legal(&pos, "P*4c") && !is_legal(&pos, "P*5c") && !is_legal(&pos, "P*5h"));
}

#[test]
fn shogi_drop_bans_on_the_last_ranks() {
    // Only the two kings (5a, 5i) on the board: 79 empty squares. A pawn or lance may not be
    // dropped on rank a (8 empty squares there): 71 each; a knight not on ranks a and b
    // (8 + 9): 62. P*5b checks but is no mate (the king takes it). 71 + 71 + 62 = 204.
    let e = engine("shogi");
    let pos = Position::from_text(&e, "4k4/9/9/9/9/9/9/9/4K4 b LNP 1").unwrap();
    let drops = moves_text(&pos)
        .into_iter()
        .filter(|m| m.contains('*'))
        .count();
    assert_eq!(drops, 204);
    for banned in ["P*1a", "L*1a", "N*1a", "N*1b"] {
        assert!(!is_legal(&pos, banned), "{banned}");
    }
    for ok in ["P*1b", "L*1b", "N*1c"] {
        assert!(is_legal(&pos, ok), "{ok}");
    }
    // gote: the same bans, rotated (its last ranks are i and h)
    let pos = Position::from_text(&e, "4k4/9/9/9/9/9/9/9/4K4 w lnp 1").unwrap();
    for banned in ["P*1i", "L*1i", "N*1i", "N*1h"] {
        assert!(!is_legal(&pos, banned), "{banned}");
    }
    for ok in ["P*1h", "L*1h", "N*1g"] {
        assert!(is_legal(&pos, ok), "{ok}");
    }
}

#[test]
fn kilyow_and_wa_drop_bans() {
    // Kilyow: 红炎 H jumps (±1,+2) and (±2,+1): it cannot move from the last rank, but from the
    // second-last its wide jumps still land on the board. 士元 P: not on the last rank. 青江 Q
    // also jumps backward (0,-2): it may be dropped anywhere.
    let e = engine("kilyow");
    let pos = Position::from_text(&e, "4k4/9/9/9/9/9/9/9/3K5 b HPQ 1").unwrap();
    assert!(!is_legal(&pos, "H*1a") && is_legal(&pos, "H*1b") && is_legal(&pos, "H*1c"));
    assert!(!is_legal(&pos, "P*1a") && is_legal(&pos, "Q*1a"));
    // 79 empty squares, 8 of them on rank a
    let h = moves_text(&pos)
        .into_iter()
        .filter(|m| m.starts_with("H*"))
        .count();
    assert_eq!(h, 71);
    // Wa shogi: Sparrow Pawn and Oxcart not on the last rank; the Liberated Horse (which also
    // moves backward) anywhere.
    let e = engine("wa-shogi");
    let pos = Position::from_text(&e, "5k5/11/11/11/11/11/11/11/11/11/5K5 b HOP 1").unwrap();
    assert!(!is_legal(&pos, "P*1a") && !is_legal(&pos, "O*1a"));
    assert!(is_legal(&pos, "P*1b") && is_legal(&pos, "O*1b") && is_legal(&pos, "H*1a"));
    assert!(is_legal(&pos, "P*11b") && !is_legal(&pos, "O*11a"));
}

#[test]
fn shogi_forced_promotion() {
    // Pawn 1b, lance 2c, knights 7d and 5e (sente); kings in the corners.
    // pawn 1b-1a and lance 2c-2a reach the last rank: must promote; lance 2c-2b may choose;
    // knight 7d-6b/8b reaches rank b, where a knight has no move: must promote; knight 5e-4c/6c
    // enters the zone and may choose.
    let e = engine("shogi");
    let pos = Position::from_text(&e, "k8/8P/7L1/2N6/4N4/9/9/9/K8 b - 1").unwrap();
    for (m, legal) in [
        ("1b1a+", true),
        ("1b1a", false),
        ("2c2a+", true),
        ("2c2a", false),
        ("2c2b+", true),
        ("2c2b", true),
        ("7d6b+", true),
        ("7d6b", false),
        ("7d8b+", true),
        ("7d8b", false),
        ("5e4c+", true),
        ("5e4c", true),
    ] {
        assert_eq!(is_legal(&pos, m), legal, "{m}");
    }
    match pos.parse_move("1b1a") {
        Err(MoveError::Illegal(why)) => assert!(why.contains("must promote"), "{why}"),
        other => panic!("{other:?}"),
    }
    // gote's pawn promotes on rank i the same way
    let pos = Position::from_text(&e, "k8/9/9/9/9/9/9/p8/8K w - 1").unwrap();
    assert!(is_legal(&pos, "9h9i+") && !is_legal(&pos, "9h9i"));
}

#[test]
fn kilyow_and_wa_forced_promotion() {
    // Kilyow: 红炎 H on 5c jumps to 4a/6a (last rank: no move from there, must promote) and to
    // 3b/7b (second-last: its wide jumps remain, so optional); 士元 P 1b-1a must promote.
    let e = engine("kilyow");
    let pos = Position::from_text(&e, "k8/8P/4H4/9/9/9/9/9/8K b - 1").unwrap();
    for (m, legal) in [
        ("5c4a+", true),
        ("5c4a", false),
        ("5c6a+", true),
        ("5c6a", false),
        ("5c3b+", true),
        ("5c3b", true),
        ("5c7b+", true),
        ("5c7b", true),
        ("1b1a+", true),
        ("1b1a", false),
    ] {
        assert_eq!(is_legal(&pos, m), legal, "{m}");
    }
    // Wa shogi: Sparrow Pawn 1b-1a and Oxcart 2c-2a must promote, Oxcart 2c-2b may choose.
    let e = engine("wa-shogi");
    let pos = Position::from_text(&e, "k10/10P/9O1/11/11/11/11/11/11/11/10K b - 1").unwrap();
    for (m, legal) in [
        ("1b1a+", true),
        ("1b1a", false),
        ("2c2a+", true),
        ("2c2a", false),
        ("2c2b+", true),
        ("2c2b", true),
    ] {
        assert_eq!(is_legal(&pos, m), legal, "{m}");
    }
}

#[test]
fn promotion_on_leaving_the_zone() {
    // A move that starts in the zone may promote (the modern rule, as written for all three
    // shogi-family games here): a silver on 5c stepping back to 4d may promote.
    let e = engine("shogi");
    let pos = Position::from_text(&e, "k8/9/4S4/9/9/9/9/9/8K b - 1").unwrap();
    assert!(is_legal(&pos, "5c4d+") && is_legal(&pos, "5c4d"));
    // a king's move never promotes; a move wholly outside the zone neither
    let pos = Position::from_text(&e, "k8/9/9/4S4/9/9/9/9/8K b - 1").unwrap();
    assert!(!is_legal(&pos, "5d4e+") && is_legal(&pos, "5d4e"));
}

#[test]
fn hands_follow_declaration_order_and_colours() {
    // Shogi declares K R B G S N L P: hands are written in that order, sente first.
    let e = engine("shogi");
    let text = "4k4/9/9/9/9/9/9/9/4K4 b RG2P3pnb 1";
    let pos = Position::from_text(&e, text).unwrap();
    assert_eq!(pos.to_text(), "4k4/9/9/9/9/9/9/9/4K4 b RG2Pbn3p 1");
    let pawn = e.piece_by_letter('P').unwrap();
    assert_eq!(pos.hand_count(Color::First, pawn), 2);
    assert_eq!(pos.hand_count(Color::Second, pawn), 3);
}

#[test]
fn tori_shogi_nifu_allows_two_swallows_on_a_file() {
    // Tori shogi, `drops nifu swallow 2`. Sente swallows on 7e and 7f (two on file 7) and 1f
    // (one on file 1), kings on 4a and 4g, a swallow in hand. 49 - 5 = 44 empty squares; no
    // swallow drop on file 7 (its 5 empty squares) or on rank a (5 more empty squares off file
    // 7): 34 drops, file 1 included. With a count of 1, file 1 (5 more) would go too: 29.
    let e = engine("torishogi");
    let pos = Position::from_text(&e, "3k3/7/7/7/S6/S5S/3K3 b S 1").unwrap();
    assert_eq!(drops_of(&pos, 'S'), 34);
    assert!(is_legal(&pos, "S*1b") && !is_legal(&pos, "S*7b") && !is_legal(&pos, "S*2a"));
}

#[test]
fn tori_shogi_swallow_drop_mate_is_illegal() {
    // Gote phoenix 4a between its pheasants on 5a and 3a; a sente crane on 4c guards 4b, 3b
    // and 5b. S*4b checks, the phoenix cannot take it (the crane guards it) nor step aside,
    // and the pheasants jump only forward (to 5c, 3c): mate, so the drop is illegal. S*2b is a
    // plain drop.
    let e = engine("torishogi");
    let pos = Position::from_text(&e, "2pkp2/7/3C3/7/7/7/3K3 b S 1").unwrap();
    assert!(!is_legal(&pos, "S*4b"));
    assert!(is_legal(&pos, "S*2b"));
}
