//! Kyoto shogi's faces on any backend (included by `engine/tests/faces.rs` and
//! `variants/tests/it/faces.rs`): pieces turning over on every move, drops of either face and
//! immobile pieces, with the move text Fairy-Stockfish writes in USI (`5e5d-`, `+P*5a`). The
//! counts are Fairy-Stockfish c19b5f6's (`go perft 1` in `usi` mode).

use koma_runtime::{MoveError, Position};

/// The sorted text of the legal moves of `pos`.
fn texts<P: Position>(pos: &P) -> Vec<String> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut t: Vec<String> = moves.iter().map(|&m| pos.format_move(m)).collect();
    t.sort();
    t
}

/// `pos` after the move `text`, which must be legal.
fn after<P: Position + Clone>(pos: &P, text: &str) -> P {
    let mv = pos
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let mut next = pos.clone();
    next.play(mv).expect("legal");
    next
}

/// Runs every check on the backend whose positions `read` reads from SFEN.
pub fn check_faces<P: Position + Clone>(read: impl Fn(&str) -> P) {
    // the start: every piece but the king turns over; the promoted ones turn back (`-`)
    let start = read("p+nks+l/5/5/5/+LSK+NP b - 1");
    assert_eq!(
        texts(&start),
        [
            "1e1d+", "2e1d-", "2e2d-", "2e3d-", "3e2d", "3e3d", "3e4d", "4e3d+", "4e4d+", "4e5d+",
            "5e4d-", "5e5d-"
        ]
    );
    for t in texts(&start) {
        assert_eq!(start.format_move(start.parse_move(&t).unwrap()), t);
    }
    let back = after(&start, "5e5d-");
    assert_eq!(back.to_text(), "p+nks+l/5/5/L4/1SK+NP w - 2");
    let up = after(&start, "1e1d+");
    assert_eq!(up.to_text(), "p+nks+l/5/5/4+P/+LSK+N1 w - 2");
    // lishogi writes a piece turning back with `+` too: the same move; `-` turns back only
    assert_eq!(
        start.parse_move("5e5d+").unwrap(),
        start.parse_move("5e5d-").unwrap()
    );
    assert!(matches!(
        start.parse_move("4e4d-"),
        Err(MoveError::Syntax(_))
    ));
    assert!(matches!(
        start.parse_move("4e4d"),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        start.parse_move("5e5d"),
        Err(MoveError::Illegal(_))
    ));

    // drops of either face, even where the pawn could never move (FSF: 51 moves)
    let hand = read("2k2/5/5/5/2K2 b P 1");
    let t = texts(&hand);
    assert_eq!(t.len(), 51);
    for drop in ["P*5a", "+P*5a", "P*3b", "+P*3b"] {
        assert!(t.iter().any(|m| m == drop), "{drop} in {t:?}");
    }
    let rook = after(&hand, "+P*3b");
    assert_eq!(rook.to_text(), "2k2/2+P2/5/5/2K2 w - 2");
    assert!(rook.is_check());
    let stuck = after(&hand, "P*1a");
    assert_eq!(stuck.to_text(), "2k1P/5/5/5/2K2 w - 2");
    // a position with a pawn where it cannot move reads
    assert_eq!(
        read("2k1P/5/5/5/2K2 w - 2").to_text(),
        "2k1P/5/5/5/2K2 w - 2"
    );

    // a captured promoted piece goes to the hand unpromoted
    let capture = after(&read("2k2/5/5/2+p2/2K2 b - 1"), "3e3d");
    assert_eq!(capture.to_text(), "2k2/5/5/2K2/5 w P 2");
}
