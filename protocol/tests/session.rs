//! A [`GameSession`] on the reference engine: moves in each protocol's notation (native,
//! UCI coordinates, XBoard's ranks from 0 on 10-rank boards, drops `P@e5`), errors, undo, the
//! outcome, and a search whose move is legal.

use koma_engine::Engine;
use koma_protocol::{GameSession, Notation, Session, VariantInfo};
use koma_runtime::MoveError;
use koma_search::{Limits, Values};
use std::sync::atomic::AtomicBool;

/// A session of the rules file `source` on a leaked reference engine.
fn session(source: &str) -> Box<dyn Session> {
    let variant = koma_dsl::compile(source).expect("a valid rules file");
    let engine: &'static Engine = Box::leak(Box::new(Engine::new(&variant).unwrap()));
    let info = VariantInfo {
        name: variant.name.clone(),
        files: variant.board.files,
        ranks: variant.board.ranks,
        format: variant.notation,
        drops: false,
        start: variant.start.clone(),
        pieces: Vec::new(),
    };
    let open = Box::new(move |text: Option<&str>| {
        match text {
            Some(t) => engine.position(t),
            None => engine.start_position(),
        }
        .map_err(|e| e.to_string())
    });
    let values = Values {
        board: vec![100; variant.pieces.len()],
        hand: vec![100; variant.pieces.len()],
        ..Values::default()
    };
    Box::new(GameSession::new(info, open, variant.end.clone(), values).unwrap())
}

const XIANGQI: &str = include_str!("../../variants/xiangqi.koma");
const SHOGI: &str = include_str!("../../variants/shogi.koma");

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
    assert!(matches!(s.play("h2e2x", xboard), Err(MoveError::Syntax(_))));
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
