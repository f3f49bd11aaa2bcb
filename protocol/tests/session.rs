//! A [`GameSession`] on the reference engine: moves in each protocol's notation (native,
//! UCI coordinates, XBoard's ranks from 0 on 10-rank boards, drops `P@e5`), errors, undo, the
//! outcome, and a search whose move is legal.

mod common;

use common::session;
use koma_protocol::{Notation, Session};
use koma_runtime::MoveError;
use koma_search::Limits;
use std::sync::atomic::AtomicBool;

const XIANGQI: &str = include_str!("../../variants/xiangqi.koma");
const SHOGI: &str = include_str!("../../variants/shogi.koma");
const JANGGI: &str = include_str!("../../variants/janggi.koma");
const XIANGQIHOUSE: &str = include_str!("../../variants/xiangqihouse.koma");
const MAKRUK: &str = include_str!("../../variants/makruk.koma");
const KYOTO: &str = include_str!("../../variants/kyotoshogi.koma");

#[test]
fn xiangqi_moves_in_each_notation() {
    let mut s = session(XIANGQI);
    let xboard = Notation::xboard(10);
    assert_eq!(s.legal_moves_text(Notation::Native).len(), 44);
    assert!(s.legal_moves_text(xboard).contains(&"h2e2".to_string()));
    assert!(
        s.legal_moves_text(Notation::UCI)
            .contains(&"h3e3".to_string())
    );
    s.play("h3e3", Notation::UCI).unwrap();
    s.play("h9g7", xboard).unwrap();
    s.play("h0g2", Notation::Native).unwrap();
    assert_eq!(s.moves_text(Notation::Native), ["h2e2", "h9g7", "h0g2"]);
    assert_eq!(s.moves_text(Notation::UCI), ["h3e3", "h10g8", "h1g3"]);
    assert!(matches!(
        s.play("a1a2", Notation::UCI),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        s.play("a10", Notation::UCI),
        Err(MoveError::Syntax(_))
    ));
    // a letter after the squares is a promotion suffix (`e7e8q`): illegal here, not garbled
    assert!(matches!(
        s.play("h2e2x", xboard),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        s.play("h2e2xy", xboard),
        Err(MoveError::Syntax(_))
    ));
    assert!(s.undo());
    assert_eq!(s.moves_text(Notation::Native), ["h2e2", "h9g7"]);
    assert!(s.set_position(Some("not a fen")).is_err());
    assert_eq!(
        s.moves_text(Notation::Native).len(),
        2,
        "a bad position changes nothing"
    );
}

#[test]
fn a_mated_side_has_no_best_move_and_the_outcome_says_so() {
    let mut s = session(XIANGQI);
    s.set_position(Some("4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1"))
        .unwrap();
    let limits = Limits {
        depth: Some(2),
        ..Limits::default()
    };
    let found = s.search(
        &limits,
        &AtomicBool::new(false),
        Notation::Native,
        &mut |_, _| {},
    );
    let best = found.best.expect("a move");
    s.play(&best, Notation::Native).unwrap();
    let outcome = s.outcome().expect("mate or stalemate in one");
    assert_eq!(outcome.result_token(), "1-0");
    let found = s.search(
        &limits,
        &AtomicBool::new(false),
        Notation::Native,
        &mut |_, _| {},
    );
    assert_eq!((found.best, found.ponder), (None, None));
}

#[test]
fn shogi_drops_and_promotions_in_coordinates() {
    let mut s = session(SHOGI);
    // sente's bishop takes on 2b (b8h2 in coordinates) and may promote; gote retakes
    for mv in ["7g7f", "3c3d"] {
        s.play(mv, Notation::Native).unwrap();
    }
    let legal = s.legal_moves_text(Notation::UCI);
    assert!(legal.contains(&"b2h8+".to_string()), "{legal:?}");
    assert!(legal.contains(&"b2h8".to_string()));
    s.play("b2h8+", Notation::UCI).unwrap();
    s.play("8b2b", Notation::Native).unwrap();
    // the bishop in hand drops as `B@e5` (native `B*5e`)
    let drops = s.legal_moves_text(Notation::UCI);
    assert!(drops.contains(&"B@e5".to_string()), "{drops:?}");
    s.play("B@e5", Notation::UCI).unwrap();
    assert_eq!(s.moves_text(Notation::Native).last().unwrap(), "B*5e");
    let found = s.search(
        &Limits {
            depth: Some(1),
            ..Limits::default()
        },
        &AtomicBool::new(false),
        Notation::UCI,
        &mut |_, _| {},
    );
    s.play(&found.best.unwrap(), Notation::UCI).unwrap();
}

/// A session of the rules file `source` set up at `position`.
fn session_at(source: &str, position: &str) -> Box<dyn Session> {
    let mut s = session(source);
    s.set_position(Some(position)).unwrap();
    s
}

/// Whether `moves` holds `mv`.
fn has(moves: &[String], mv: &str) -> bool {
    moves.iter().any(|m| m == mv)
}

#[test]
fn janggi_passes_as_fairy_stockfish_writes_them() {
    // Fairy-Stockfish c19b5f6 writes the general's pass `e2e2` in UCI (its `notation uci`, so
    // natively too), `e1e1` in UCCI and `@@@@` in XBoard (UCI::move, UCI::square)
    let mut s = session(JANGGI);
    let (ucci, xboard) = (Notation::ucci(10), Notation::xboard(10));
    assert_eq!(s.legal_moves_text(Notation::UCI).len(), 32);
    assert!(has(&s.legal_moves_text(Notation::Native), "e2e2"));
    assert!(has(&s.legal_moves_text(Notation::UCI), "e2e2"));
    assert!(has(&s.legal_moves_text(ucci), "e1e1"));
    assert!(has(&s.legal_moves_text(ucci), "b0c2"));
    assert!(has(&s.legal_moves_text(xboard), "@@@@"));
    assert!(!has(&s.legal_moves_text(xboard), "e1e1"));
    s.play("@@@@", xboard).unwrap();
    s.play("a7a6", Notation::UCI).unwrap();
    s.play("e1e1", xboard).unwrap();
    assert_eq!(s.moves_text(Notation::Native), ["e2e2", "a7a6", "e2e2"]);
    assert_eq!(s.moves_text(xboard), ["@@@@", "a6a5", "@@@@"]);
    assert_eq!(s.moves_text(ucci), ["e1e1", "a6a5", "e1e1"]);
    assert!(matches!(
        s.play("@@@@", Notation::UCI),
        Err(MoveError::Syntax(_))
    ));
}

#[test]
fn xiangqihouse_drops_count_ranks_as_each_protocol_does() {
    let mut s = session_at(XIANGQIHOUSE, "4k4/9/9/9/9/9/9/9/4C4/3K5[RPrp] w - - 0 1");
    // (`P@e5` would check through the cannon: not a legal drop)
    assert!(!has(&s.legal_moves_text(Notation::Native), "P@e5"));
    assert!(has(&s.legal_moves_text(Notation::Native), "P@a5"));
    assert!(has(&s.legal_moves_text(Notation::UCI), "P@a5"));
    assert!(has(&s.legal_moves_text(Notation::xboard(10)), "P@a4"));
    assert!(has(&s.legal_moves_text(Notation::ucci(10)), "R@a0"));
    s.play("P@a4", Notation::ucci(10)).unwrap();
    assert_eq!(s.moves_text(Notation::Native), ["P@a5"]);
}

#[test]
fn chess_style_promotions_keep_their_letter_in_coordinates() {
    // Fairy-Stockfish: `e6e7m` (its legal moves from this position)
    let mut s = session_at(MAKRUK, "8/8/4P3/8/k7/8/8/K7 w - - 0 1");
    let moves = s.legal_moves_text(Notation::UCI);
    assert!(has(&moves, "e6e7m"), "{moves:?}");
    assert!(has(&s.legal_moves_text(Notation::xboard(8)), "e6e7m"));
    assert!(!has(&moves, "e6e7+"));
    s.play("e6e7M", Notation::UCI).unwrap();
    assert_eq!(s.moves_text(Notation::Native), ["e6e7m"]);
}

#[test]
fn kyoto_faces_in_usi_and_coordinates() {
    // Fairy-Stockfish c19b5f6 from this position: USI `4e5d+`, `5e5d-`, `+P*5d`, `P*5d`;
    // UCI and XBoard `b1a2+`, `a1a2-`, `+P@a2`, `P@a2`
    let mut s = session_at(KYOTO, "p+nks+l/5/5/5/+LSK+NP b Pp 1");
    let usi = s.legal_moves_text(Notation::Native);
    for mv in ["4e5d+", "5e5d-", "+P*5d", "P*5d", "3e4d"] {
        assert!(has(&usi, mv), "{mv} in {usi:?}");
    }
    assert_eq!(usi.len(), 42);
    for notation in [Notation::UCI, Notation::xboard(5)] {
        let moves = s.legal_moves_text(notation);
        for mv in ["b1a2+", "a1a2-", "+P@a2", "P@a2", "c1b2"] {
            assert!(has(&moves, mv), "{mv} in {moves:?}");
        }
        assert!(!has(&moves, "a1a2+"));
    }
    s.play("+P@a3", Notation::xboard(5)).unwrap();
    s.play("b5b4-", Notation::UCI).unwrap();
    assert_eq!(s.moves_text(Notation::Native), ["+P*5c", "4a4b-"]);
    assert!(matches!(
        s.play("+P@c2", Notation::UCI),
        Err(MoveError::Illegal(_))
    ));
}
