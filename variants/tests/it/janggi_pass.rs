//! Janggi's pass and bikjang (`pass` in the general's moves, `bikjang draws`), on both
//! backends: the pass is legal when not in check (always under bikjang), a move that leaves
//! the generals facing is not, and two passes in a row or a pass under bikjang end the game,
//! drawn (`Reason::Passes`), with no legal move after.

use crate::common;

use common::{engine, sorted_moves};
use koma_runtime::{Game, GamePosition, Outcome, Reason};

/// The start without the e-file soldiers: the generals face each other, red to move.
const BIKJANG: &str = "rnba1abnr/4k4/1c5c1/p1p3p1p/9/9/P1P3P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
/// Red's general (e2) in check from the chariot on e6 (no bikjang: the chariot stands between).
const CHECK: &str = "3k5/9/9/9/4r4/9/9/9/4K4/9 w - - 0 1";

/// Plays `moves` (Fairy-Stockfish's UCI: the pass `e2e2`) from `start` in a game with janggi's end rules; the outcome, and the
/// legal moves after.
fn play<P: GamePosition>(start: P, moves: &[&str]) -> (Option<Outcome>, usize) {
    let e = engine("janggi.koma");
    let mut game = Game::new(start, e.variant().end.clone());
    for text in moves {
        let mv = game.position().parse_move(text).expect("legal");
        game.play(mv).expect("legal");
    }
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    (game.outcome(), legal.len())
}

/// The same checks on one backend: `pos(fen)` reads a position (`None`: the start).
fn check<P: GamePosition>(pos: impl Fn(Option<&str>) -> P) {
    let passes = Some(Outcome {
        winner: None,
        reason: Reason::Passes,
    });
    // two passes in a row from the start end the game
    assert_eq!(play(pos(None), &["e2e2"]).0, None);
    assert_eq!(play(pos(None), &["e2e2", "e9e9"]), (passes, 0));
    // a pass, a move, a pass: no end
    assert_eq!(play(pos(None), &["e2e2", "a7a6", "e2e2"]).0, None);
    // bikjang: the pass is legal, a soldier's move (the generals still facing) is not, the
    // general stepping off the e-file is; a pass ends the game
    let b = pos(Some(BIKJANG));
    assert!(b.parse_move("e2e2").is_ok());
    assert!(b.parse_move("a4a5").is_err());
    assert!(b.parse_move("e2d2").is_ok());
    assert_eq!(play(pos(Some(BIKJANG)), &["e2e2"]), (passes, 0));
    // in check (and no bikjang), no pass
    let c = pos(Some(CHECK));
    assert!(c.parse_move("e2e2").is_err());
    assert!(!sorted_moves(&c).is_empty());
}

#[test]
fn reference_engine() {
    let e = engine("janggi.koma");
    check(|fen| match fen {
        Some(f) => e.position(f).expect("reads"),
        None => e.start_position().expect("start"),
    });
}

#[test]
fn compiled() {
    use koma_variants::janggi::Position as P;
    check(|fen| match fen {
        Some(f) => P::from_text(f).expect("reads"),
        None => P::start(),
    });
}
