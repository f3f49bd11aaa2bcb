//! Castling and insufficient-material cases shared by both backends' tests (the reference
//! engine's `engine/tests/castling.rs`, the compiled `variants/tests/it/castling.rs`), on
//! `testdata/castling/chess.koma`. The FEN after each move list and the insufficient-material
//! verdicts are Fairy-Stockfish's (pyffish 0.0.90: `get_fen`, `has_insufficient_material`).
//! Include with `#[path = "../../testdata/castling/cases.rs"] mod cases;`.
#![allow(dead_code)]

use koma_runtime::{EndRules, Game, GamePosition, Position, Reason};

/// The test file's start: both sides' rooks and kings, all four rights.
pub const START: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

/// (moves from [`START`], the FEN after them) as Fairy-Stockfish writes it: castling moves the
/// rook too and takes both rights of its side; a rook's move takes its right; capturing a rook
/// takes the right of the rook's side, and moving from h1 that of the mover.
pub const AFTER: &[(&[&str], &str)] = &[
    (&["e1g1"], "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"),
    (&["a1b1"], "r3k2r/8/8/8/8/8/8/1R2K2R b Kkq - 1 1"),
    (&["h1h8"], "r3k2R/8/8/8/8/8/8/R3K3 b Qq - 0 1"),
    (&["e1c1", "e8g8"], "r4rk1/8/8/8/8/8/8/2KR3R w - - 2 2"),
];

/// (FEN, whether the game is drawn by insufficient material), Fairy-Stockfish's verdict for
/// both sides: a lone bishop; bishops on one square colour or on both; a knight each (a
/// helpmate is possible); a bishop and a rook.
pub const MATERIAL: &[(&str, bool)] = &[
    ("4k3/8/8/8/8/8/1B6/4K3 b - - 0 1", true),
    ("3bk3/8/8/8/8/8/8/2B1K3 w - - 0 1", true),
    ("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false),
    ("4k3/8/8/8/8/8/8/2N1K1n1 w - - 0 1", false),
    ("4k3/8/8/8/8/8/1r6/2B1K3 w - - 0 1", false),
];

/// Plays the [`AFTER`] lists from [`START`] (`read` reads a FEN) and checks each FEN, that the
/// castlings are the moves [`Position::is_castling`] names, and that a castling whose right was
/// lost is no longer legal.
pub fn check_moves<P: Position>(read: impl Fn(&str) -> P) {
    let start = read(START);
    assert_eq!(start.to_text(), START);
    for (moves, fen) in AFTER {
        let mut pos = start.clone();
        for m in *moves {
            let mv = pos.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
            let castles = m.starts_with('e') && matches!(m.as_bytes()[2], b'g' | b'c');
            assert_eq!(pos.is_castling(mv), castles, "{m}");
            pos.play(mv).unwrap();
        }
        assert_eq!(pos.to_text(), *fen, "{moves:?}");
        assert_eq!(read(fen).to_text(), *fen);
    }
    // after the rook's move and back, the right is gone: e1g1 is no move then
    let mut pos = start.clone();
    for m in ["h1h2", "a8a7", "h2h1", "a7a8"] {
        pos.play(pos.parse_move(m).unwrap()).unwrap();
    }
    assert!(
        pos.to_text().starts_with("r3k2r/8/8/8/8/8/8/R3K2R w Qk "),
        "{}",
        pos.to_text()
    );
    assert!(pos.parse_move("e1g1").is_err());
    assert!(pos.parse_move("e1c1").is_ok());
}

/// Checks the [`MATERIAL`] verdicts with a [`Game`] under `rules` (the test file's).
pub fn check_material<P: GamePosition>(read: impl Fn(&str) -> P, rules: &EndRules) {
    for &(fen, drawn) in MATERIAL {
        let game = Game::new(read(fen), rules.clone());
        let material = game
            .outcome()
            .is_some_and(|o| o.reason == Reason::Material && o.winner.is_none());
        assert_eq!(material, drawn, "{fen}: {:?}", game.outcome());
    }
}
