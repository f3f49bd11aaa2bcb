//! Repetitions by FIDE 9.2.2 (the same pieces, side to move, castling rights and possible
//! en-passant captures) on both backends: `koma replay` of `testdata/pgn/chess-rights.pgn`,
//! whose plies are python-chess 1.999's (`Board.is_repetition(3)`, which keys a position with
//! its castling rights and its en-passant square only while a capture there is legal).

use crate::common;

use common::{koma, stderr, stdout};

/// The report `koma replay chess testdata/pgn/chess-rights.pgn` gives on `backend`.
fn report(backend: &str) -> String {
    let o = koma(&[
        "replay",
        "--backend",
        backend,
        "chess",
        "testdata/pgn/chess-rights.pgn",
    ]);
    assert!(o.status.success(), "{backend}: {}", stderr(&o));
    stdout(&o)
}

#[test]
fn castling_rights_and_legal_en_passant_captures_tell_positions_apart() {
    for backend in ["reference", "compiled"] {
        let out = report(backend);
        // chesslib #39: the position after 2...d5 (exd6 e.p. possible) is not the one after
        // 4...Nb8 and 6...Nb8, so nothing occurs a third time in the record's 12 plies
        assert!(!out.contains("game 1,"), "{backend}: {out}");
        // cutechess #644: the start (Black may still castle long) is not the position after
        // 23...Ra8 and 25...Ra8; the position after 22.Nb5 occurs the third time at ply 10
        assert!(
            out.contains(
                "game 2, testdata/pgn/chess-rights.pgn:7: 1/2-1/2 (draw by repetition) after 10 \
                 plies, record says 1/2-1/2"
            ),
            "{backend}: {out}"
        );
        // an en-passant square where the capture is illegal (a pinned pawn) makes no
        // difference: the position after 1...c5 occurs the third time at ply 9
        assert!(
            out.contains(
                "game 3, testdata/pgn/chess-rights.pgn:15: 1/2-1/2 (draw by repetition) after 9 \
                 plies, record says 1/2-1/2"
            ),
            "{backend}: {out}"
        );
        assert!(
            out.ends_with("3 games, 31 moves, 0 games with an illegal move\n"),
            "{backend}: {out}"
        );
    }
}
