//! Every move of 1 391 real master games (Hu Ronghua, `testdata/xiangqi/`) must be legal for the
//! xiangqi rules file. The counts were taken independently of koma (a plain token count of the
//! PGN file: 1 391 `[Event` headers and 120 357 ICCS moves).

use koma_cli::{records::parse_records, replay::replay};

#[test]
fn all_hu_ronghua_games_replay_without_an_illegal_move() {
    let rules = include_str!("../../../variants/xiangqi.koma");
    let variant = koma_dsl::compile(rules).expect("xiangqi.koma compiles");
    let engine = koma_engine::Engine::new(&variant).unwrap();
    let start = engine.start_position().unwrap();
    let text = include_str!("../../../testdata/xiangqi/hu-ronghua-1391.pgn");
    let records = parse_records(text).unwrap();
    assert_eq!(records.len(), 1391);
    let summary = replay(&records, &engine.end_rules(), |_| Ok(start.clone()));
    assert_eq!(summary.failures, vec![], "illegal moves in master games");
    assert_eq!(summary.games, 1391);
    assert_eq!(summary.moves, 120_357);
}

#[test]
fn an_illegal_move_is_reported_with_its_ply_line_and_position() {
    let rules = include_str!("../../../variants/xiangqi.koma");
    let variant = koma_dsl::compile(rules).unwrap();
    let engine = koma_engine::Engine::new(&variant).unwrap();
    let start = engine.start_position().unwrap();
    // 2. h9h7 is a horse move to a square it cannot reach; `zz99` is not a move at all
    let text = "[Event \"bad\"]\n1. h2e2 h9g7\n2. h0g2 h9h7\n\n[Event \"worse\"]\n1. zz99\n";
    let records = parse_records(text).unwrap();
    let summary = replay(&records, &engine.end_rules(), |_| Ok(start.clone()));
    assert_eq!(summary.games, 2);
    assert_eq!(summary.moves, 3);
    assert_eq!(summary.failures.len(), 2);
    let f = &summary.failures[0];
    assert_eq!((f.game, f.ply, f.line, f.mv.as_str()), (0, 4, 3, "h9h7"));
    assert_eq!(
        f.position,
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2"
    );
    assert_eq!((summary.failures[1].game, summary.failures[1].ply), (1, 1));
}

#[test]
fn a_fen_tag_sets_the_start_position_and_a_bad_one_is_reported() {
    let rules = include_str!("../../../variants/xiangqi.koma");
    let variant = koma_dsl::compile(rules).unwrap();
    let engine = koma_engine::Engine::new(&variant).unwrap();
    // From this endgame Red's general steps d0→d1, impossible from the standard start (where
    // d0 holds an advisor that moves only diagonally).
    let text = "[Event \"set up\"]\n[FEN \"4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1\"]\n1. d0d1 e9f9\n\n\
                [Event \"broken\"]\n[FEN \"garbage\"]\n1. h2e2\n";
    let records = parse_records(text).unwrap();
    let summary = replay(&records, &engine.end_rules(), |tag| match tag {
        Some(t) => engine.position(t).map_err(|e| e.to_string()),
        None => engine.start_position().map_err(|e| e.to_string()),
    });
    assert_eq!(summary.moves, 2);
    assert_eq!(summary.failures.len(), 1);
    let f = &summary.failures[0];
    assert_eq!((f.game, f.ply, f.line), (1, 0, 5));
    assert!(f.reason.starts_with("bad start position"), "{}", f.reason);
}
