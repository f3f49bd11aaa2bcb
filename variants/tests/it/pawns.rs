//! The chess pawn on both backends (`variants/nocastle.koma`, `variants/grand.koma`): the FEN
//! en-passant field and halfmove clock as Fairy-Stockfish writes them (the expected texts are
//! `pyffish.get_fen` after the same moves, pyffish 0.0.90), en passant read from FEN, the
//! promotion choice as `Move::Promote` (`g2g1n`), Grand's limit, and the 50-move rule with
//! `no-capture reset by pawn` ending a game.

use crate::common;

use common::engine;
use koma_runtime::{Game, GamePosition, Move, Outcome, PieceKind, Position, PositionError, Reason};
use koma_variants::{grand, nocastle, shatranj};

/// The text of the position after playing `moves` from `pos`.
fn after<P: Position>(mut pos: P, moves: &[&str]) -> String {
    for text in moves {
        let mv = pos
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        pos.play_unchecked(mv);
    }
    pos.to_text()
}

/// The legal moves of `pos` as text, sorted.
fn texts<P: Position>(pos: &P) -> Vec<String> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut t: Vec<String> = moves.iter().map(|&m| pos.format_move(m)).collect();
    t.sort();
    t
}

/// The checks of one backend of `nocastle`; `pos(fen)` reads a position (`None`: the start).
fn nocastle_checks<P: GamePosition>(pos: impl Fn(Option<&str>) -> Result<P, PositionError>) {
    let start = || pos(None).unwrap();
    // no en-passant square when no pawn could take (FSF writes `-`), the clock counts a
    // knight's move and restarts on a pawn's
    assert_eq!(
        after(start(), &["e2e4"]),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1"
    );
    assert_eq!(
        after(start(), &["g1f3"]),
        "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b - - 1 1"
    );
    let ep = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w - f6 0 3";
    assert_eq!(after(start(), &["e2e4", "d7d5", "e4e5", "f7f5"]), ep);
    assert_eq!(
        after(start(), &["e2e4", "d7d5", "e4d5", "e7e5"]),
        "rnbqkbnr/ppp2ppp/8/3Pp3/8/8/PPPP1PPP/RNBQKBNR w - e6 0 3"
    );
    // the capture en passant takes the pawn beside the square
    assert_eq!(
        after(start(), &["e2e4", "d7d5", "e4e5", "f7f5", "e5f6"]),
        "rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b - - 0 3"
    );
    // read from FEN: the square makes the capture; without it there is none
    let read = pos(Some(ep)).unwrap();
    assert!(texts(&read).contains(&"e5f6".to_string()));
    assert_eq!(read.to_text(), ep);
    let none = pos(Some(&ep.replace(" f6 ", " - "))).unwrap();
    assert!(!texts(&none).contains(&"e5f6".to_string()));
    // a square no pawn passed is dropped, as FSF drops it
    let stray = pos(Some(&ep.replace(" f6 ", " c6 "))).unwrap();
    assert_eq!(stray.to_text(), ep.replace(" f6 ", " - "));
    // a choice of four, each its own move; the knight is a knight
    let promo = pos(Some("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1")).unwrap();
    let moves = texts(&promo);
    for m in ["g2g1q", "g2g1r", "g2g1b", "g2g1n", "g2h1q", "g2f1n"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
    assert!(!moves.iter().any(|m| m == "g2g1" || m == "g2g1+"));
    let knight = promo.parse_move("g2g1N").unwrap();
    assert!(matches!(
        knight,
        Move::Promote {
            piece: PieceKind(4),
            ..
        }
    ));
    assert_eq!(
        after(promo.clone(), &["g2g1n"]),
        "n1n5/PPPk4/8/8/8/8/4Kp1p/5NnN w - - 0 2"
    );
    assert!(promo.parse_move("g2g1").is_err());
    // the 50-move rule: a quiet king move on the 100th ply draws, a pawn move restarts it
    let quiet = "4k3/8/8/8/8/8/4P3/4K3 w - - 99 80";
    let rules = engine("nocastle.koma").variant().end.clone();
    let mut game = Game::new(pos(Some(quiet)).unwrap(), rules.clone());
    game.play(game.position().parse_move("e1d1").unwrap())
        .unwrap();
    let draw = Some(Outcome {
        winner: None,
        reason: Reason::NoCapture,
    });
    assert_eq!(game.outcome(), draw);
    let mut game = Game::new(pos(Some(quiet)).unwrap(), rules);
    game.play(game.position().parse_move("e2e3").unwrap())
        .unwrap();
    assert_eq!(game.outcome(), None);
    assert_eq!(
        game.position().to_text(),
        "4k3/8/8/8/8/4P3/8/4K3 b - - 0 80"
    );
}

/// Grand's pawns on one backend: the double step from the third rank, en passant, the limit.
fn grand_checks<P: Position>(pos: impl Fn(Option<&str>) -> Result<P, PositionError>) {
    let start = || pos(None).unwrap();
    assert_eq!(
        after(start(), &["e3e5", "d8d6", "e5e6", "f8f6"]),
        "r8r/1nbqkcabn1/ppp1p1pppp/10/3pPp4/10/10/PPPP1PPPPP/1NBQKCABN1/R8R w - f7 0 3"
    );
    // every piece of the start still on the board: no promotion, so no move to the 10th rank,
    // and only the plain move to the 8th
    let full = "r8r/1P2k5/10/7P2/10/10/2p7/10/1NBQKCABN1/R8R w - - 0 1";
    let moves = texts(&pos(Some(full)).unwrap());
    assert!(!moves.iter().any(|m| m.starts_with("b9")), "{moves:?}");
    assert!(moves.contains(&"h7h8".to_string()));
    assert!(!moves.iter().any(|m| m.starts_with("h7h8") && m.len() > 4));
    // black has its two rooks: any other type, or no promotion on the 3rd rank
    let black = texts(&pos(Some(&full.replace(" w ", " b "))).unwrap());
    let pawn: Vec<&String> = black.iter().filter(|m| m.starts_with("c4")).collect();
    assert_eq!(pawn, ["c4c3", "c4c3a", "c4c3b", "c4c3c", "c4c3n", "c4c3q"]);
    // lacking only the queen: the pawns on the 9th promote to a queen or not at all
    let queenless =
        texts(&pos(Some("4k5/1P6P1/10/10/10/10/10/10/1NB1KCABN1/R8R w - - 0 1")).unwrap());
    let pawns: Vec<&String> = queenless
        .iter()
        .filter(|m| m.starts_with("b9") || m.starts_with("i9"))
        .collect();
    assert_eq!(pawns, ["b9b10q", "i9i10q"]);
}

#[test]
fn nocastle_pawns_on_the_reference_engine() {
    let e = engine("nocastle.koma");
    nocastle_checks(|fen| match fen {
        Some(t) => e.position(t),
        None => e.start_position(),
    });
}

#[test]
fn nocastle_pawns_compiled() {
    nocastle_checks(|fen| match fen {
        Some(t) => nocastle::Position::from_text(t),
        None => Ok(nocastle::Position::start()),
    });
}

#[test]
fn grand_pawns_on_the_reference_engine() {
    let e = engine("grand.koma");
    grand_checks(|fen| match fen {
        Some(t) => e.position(t),
        None => e.start_position(),
    });
}

#[test]
fn grand_pawns_compiled() {
    grand_checks(|fen| match fen {
        Some(t) => grand::Position::from_text(t),
        None => Ok(grand::Position::start()),
    });
}

#[test]
fn an_en_passant_square_is_refused_where_nothing_captures_en_passant() {
    let fen = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - e6 0 1";
    let want =
        "en-passant square `e6`: no piece of this variant captures en passant, so the field is `-`";
    let e = engine("shatranj.koma");
    assert_eq!(e.position(fen).unwrap_err().to_string(), want);
    assert_eq!(
        shatranj::Position::from_text(fen).unwrap_err().to_string(),
        want
    );
}
