//! The same position by FIDE 9.2.2 on the compiled generators: castling rights and the
//! en-passant square (while a capture there is legal) are hashed as the reference engine
//! hashes them and as `koma_runtime::zobrist::setup_hash` defines it, so equal hashes mean
//! the same pieces, side to move, rights and possible en-passant captures.

use crate::common;

use koma_runtime::zobrist::setup_hash;
use koma_runtime::{GamePosition, Position};
use koma_variants::{capablanca, chess};

/// The Capablanca pair a random game of `engine/tests/zobrist.rs` found with one hash (koma
/// issue 21): the same board, with White's king-side right and without.
const CAPABLANCA: [&str; 2] = [
    "rn1b1kbcnr/1pp2ppp1p/3p1q4/p3p3p1/1P2PP2P1/3P2P2P/P1PN2P2R/R1ABQKBCN1 b Qkq - 0 9",
    "rn1b1kbcnr/1pp2ppp1p/3p1q4/p3p3p1/1P2PP2P1/3P2P2P/P1PN2P2R/R1ABQKBCN1 b Qk - 0 9",
];

#[test]
fn capablanca_positions_differing_in_a_castling_right_hash_apart() {
    let reference = common::engine("capablanca.koma");
    let [a, b] = CAPABLANCA.map(|f| capablanca::Position::from_text(f).unwrap());
    assert_ne!(a.zobrist(), b.zobrist());
    for (c, fen) in [(&a, CAPABLANCA[0]), (&b, CAPABLANCA[1])] {
        assert_eq!(c.zobrist(), setup_hash(&c.to_setup()), "{fen}");
        assert_eq!(
            c.zobrist(),
            reference.position(fen).unwrap().zobrist(),
            "{fen}"
        );
    }
}

#[test]
fn the_en_passant_square_counts_only_while_the_capture_is_legal() {
    let reference = common::engine("chess.koma");
    let hash = |fen: &str| {
        let c = chess::Position::from_text(fen).unwrap();
        let mut setup = c.to_setup();
        setup.en_passant = c.legal_en_passant();
        assert_eq!(c.zobrist(), setup_hash(&setup), "{fen}");
        assert_eq!(
            c.zobrist(),
            reference.position(fen).unwrap().zobrist(),
            "{fen}"
        );
        (c.zobrist(), c.legal_en_passant().is_some())
    };
    // after 1.e4 Nf6 2.e5 d5: exd6 e.p. is legal
    let legal = hash("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    let none = hash("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
    assert!(legal.1 && !none.1);
    assert_ne!(legal.0, none.0);
    // the pawn on b5 is pinned on the fifth rank: FEN keeps c6, the hash does not
    let pinned = hash("7k/8/8/KPp4r/8/8/8/8 w - c6 0 2");
    let plain = hash("7k/8/8/KPp4r/8/8/8/8 w - - 0 2");
    assert_eq!(pinned, plain);
    assert!(
        chess::Position::from_text("7k/8/8/KPp4r/8/8/8/8 w - c6 0 2")
            .unwrap()
            .to_text()
            .contains(" c6 ")
    );
    // the change of a double step, and of a move that loses rights, against the hash after it
    for (fen, mv) in [
        (
            "rnbqkb1r/pppppppp/5n2/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 2",
            "d7d5",
        ),
        ("7k/2p5/8/KP5r/8/8/8/8 b - - 0 1", "c7c5"),
        (
            "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
            "e5d6",
        ),
        (
            "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
            "e1e2",
        ),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8"),
        ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1"),
    ] {
        let c = chess::Position::from_text(fen).unwrap();
        let m = c.parse_move(mv).unwrap();
        let mut after = c.clone();
        after.play(m).unwrap();
        assert_eq!(
            c.zobrist() ^ c.zobrist_delta(m),
            after.zobrist(),
            "{mv} in {fen}"
        );
        let r = reference.position(fen).unwrap();
        assert_eq!(r.zobrist_delta(m), c.zobrist_delta(m), "{mv} in {fen}");
    }
}
