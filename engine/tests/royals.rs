//! `royals several` on the reference engine, with Sho shogi (`variants/shoshogi.koma`): only a
//! side's sole royal piece is protected; a side with its king and a crown prince protects
//! neither; the royal count before a move decides its legality; the game ends by checkmate of
//! the sole royal. Fairy-Stockfish's perft counts of these positions are in
//! `testdata/perft.tsv`.

mod common;

use common::{engine, is_legal, moves_text, play_all};
use koma_runtime::{Color, Position as _, Reason, Square};

/// Black (sente) has its king on 5i and a prince on 5d, attacked by White's pawn on 5c.
const KING_AND_PRINCE: &str = "lnsgkgsnl/1r2e2b1/ppppppppp/4+E4/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

/// The square of USI `text` (`5i`) on the 9x9 board.
fn sq(text: &str) -> Square {
    let b = text.as_bytes();
    let file = 9 - (b[0] - b'0');
    let rank = 8 - (b[1] - b'a');
    Square::new(file, rank, 9)
}

#[test]
fn with_two_royals_neither_is_protected() {
    let e = engine("shoshogi");
    let pos = e.position(&format!("{KING_AND_PRINCE} b - 1")).unwrap();
    assert!(
        !pos.is_check(),
        "an attacked prince is no check beside a king"
    );
    assert_eq!(pos.royal_square(Color::First), None);
    // the prince may take on a square White covers (the elephant on 5b), and other pieces may
    // move while it stays attacked
    assert!(is_legal(&pos, "5d5c"));
    assert!(is_legal(&pos, "7g7f"));
}

#[test]
fn taking_one_of_two_royals_protects_the_other() {
    let e = engine("shoshogi");
    let mut pos = e.position(&format!("{KING_AND_PRINCE} w - 2")).unwrap();
    assert!(is_legal(&pos, "5c5d"));
    play_all(&mut pos, &["5c5d"]);
    // the king is now Black's sole royal piece, not attacked
    assert_eq!(pos.royal_square(Color::First), Some(sq("5i")));
    assert!(!pos.is_check());
}

#[test]
fn a_sole_prince_is_protected_like_a_king() {
    let e = engine("shoshogi");
    // no king: the prince on 8e is in check from the rook on 8b
    let pos = e
        .position("lnsgkgsnl/1r2e2b1/p1ppppppp/9/1+E7/9/PPPPPPPPP/1B5R1/LNSG1GSNL b - 1")
        .unwrap();
    assert!(pos.is_check());
    assert_eq!(pos.royal_square(Color::First), Some(sq("8e")));
    // Fairy-Stockfish lists 4 moves, all of the prince (nothing else parries the check)
    let moves = moves_text(&pos);
    assert_eq!(moves.len(), 4, "{moves:?}");
    assert!(moves.iter().all(|m| m.starts_with("8e")), "{moves:?}");
}

#[test]
fn promoting_a_second_royal_does_not_parry_a_check() {
    let e = engine("shoshogi");
    // the king on 5i in check from the rook on 5e; the elephant on 4d could promote on 4c
    let pos = e
        .position("lnsgkgsnl/7b1/ppppppppp/5E3/4r4/9/PPPP1PPPP/1B5R1/LNSGKGSNL b - 1")
        .unwrap();
    assert!(pos.is_check());
    assert!(!is_legal(&pos, "4d4c+"));
    assert!(is_legal(&pos, "4d5e"));
    // not in check, the promotion gives Black two royals: neither is protected after it
    let mut quiet = e
        .position("lnsgkgsnl/7b1/ppppppppp/5E3/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL b - 1")
        .unwrap();
    assert_eq!(quiet.royal_square(Color::First), Some(sq("5i")));
    play_all(&mut quiet, &["4d4c+"]);
    assert_eq!(quiet.royal_square(Color::First), None);
}

#[test]
fn the_sole_royal_can_be_checkmated() {
    let e = engine("shoshogi");
    // Black's prince alone on 1i: the rook on 9i checks along the rank, the rook on 2h covers
    // 1h and 2i, and the gold on 3g protects 2h
    let game = e.game("8k/9/9/9/9/9/6g2/7r1/r7+E b - 1").unwrap();
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.winner, Some(Color::Second));
    assert_eq!(outcome.reason, Reason::Checkmate);
}
