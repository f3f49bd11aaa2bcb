//! The unit tests of `koma_cli::selfplay` (here, not in the library, so that `cargo test` does not
//! compile the library a second time as a test harness).

use koma_cli::selfplay::*;
use koma_runtime::{Color, Outcome, Reason};

#[test]
fn records_carry_the_outcome_and_numbered_moves() {
    let game = PlayedGame {
        start: "startfen w".into(),
        moves: vec!["h2e2".into(), "h9g7".into(), "h0g2".into()],
        outcome: Some(Outcome {
            winner: Some(Color::Second),
            reason: Reason::PerpetualCheck,
        }),
    };
    let text = pgn("xiangqi", false, 3, &game);
    assert!(text.contains("[FEN \"startfen w\"]\n"), "{text}");
    assert!(text.contains("[Result \"0-1\"]\n[Termination \"perpetual check\"]"));
    assert!(text.ends_with("1. h2e2 h9g7 2. h0g2 0-1\n\n"), "{text}");
}

#[test]
fn the_generator_repeats_with_its_seed() {
    let (mut a, mut b) = (Rng::new(7), Rng::new(7));
    let xs: Vec<usize> = (0..20).map(|_| a.below(44)).collect();
    let ys: Vec<usize> = (0..20).map(|_| b.below(44)).collect();
    assert_eq!(xs, ys);
    assert!(xs.iter().all(|&x| x < 44));
    assert!(xs.iter().any(|&x| x != xs[0]));
}
