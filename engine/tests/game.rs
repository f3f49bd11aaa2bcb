//! Games under each variant's end-of-game rules: checkmate, stalemate, repetition, perpetual
//! check and chase, the no-capture limit and material, with concrete positions and moves.

mod common;

use koma_engine::{Engine, Position};
use koma_runtime::{Color, Game, Move, Outcome, Position as _, Reason};

/// The engine of a rules text (a built-in file with some lines changed, for the options the
/// built-in files don't use).
fn engine_of(source: &str) -> Engine {
    let v = koma_dsl::compile(source).unwrap_or_else(|d| panic!("{}", d.render("test", source)));
    Engine::new(&v).unwrap()
}

fn rules_text(name: &str) -> String {
    let path = format!("{}/../variants/{name}.koma", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).unwrap()
}

/// Plays `moves` (text) one by one, asserting that no outcome comes before the last.
fn play<'a>(game: &mut Game<Position<'a>>, moves: &[&str]) {
    for (i, text) in moves.iter().enumerate() {
        assert_eq!(
            game.outcome(),
            None,
            "the game ended before move {i} `{text}`"
        );
        let mv = game
            .position()
            .parse_move(text)
            .unwrap_or_else(|e| panic!("move {i} `{text}`: {e}"));
        game.play(mv)
            .unwrap_or_else(|e| panic!("move {i} `{text}`: {e}"));
    }
}

fn win(winner: Color, reason: Reason) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(winner),
        reason,
    })
}

fn draw(reason: Reason) -> Option<Outcome> {
    Some(Outcome {
        winner: None,
        reason,
    })
}

// ---- no legal move ----------------------------------------------------------------------------

#[test]
fn shogi_checkmate_by_a_gold_drop_wins() {
    let e = common::engine("shogi");
    // gote's king in the corner, a sente gold on 2c, another in hand
    let mut game = e.game("8k/9/7G1/9/9/9/9/9/K8 b G 1").unwrap();
    assert_eq!(game.outcome(), None);
    play(&mut game, &["G*1b"]);
    assert!(game.position().is_check());
    assert_eq!(game.outcome(), win(Color::First, Reason::Checkmate));
    assert_eq!(game.outcome().unwrap().result_token(), "1-0");
}

#[test]
fn shogi_stalemate_loses_and_a_rules_file_can_make_it_a_draw() {
    // gote's king on 1a, not in check: 2a is covered by the silver, 1b and 2b by the gold
    let position = "8k/6S2/7G1/9/9/9/9/9/K8 w - 1";
    let e = common::engine("shogi");
    let game = e.game(position).unwrap();
    assert!(!game.position().is_check());
    assert_eq!(game.outcome(), win(Color::First, Reason::Stalemate));

    let text = rules_text("shogi").replace("stalemate loses", "stalemate draws");
    let e = engine_of(&text);
    let game = e.game(position).unwrap();
    assert_eq!(game.outcome(), draw(Reason::Stalemate));
}

#[test]
fn xiangqi_stalemate_loses_for_the_side_that_cannot_move() {
    let e = common::engine("xiangqi");
    // Black's general on d9: d8 is covered by the chariot, e9 would face Red's general
    let game = e.game("3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1").unwrap();
    assert!(!game.position().is_check());
    assert_eq!(game.outcome(), win(Color::First, Reason::Stalemate));
}

#[test]
fn xiangqi_checkmate_wins() {
    let e = common::engine("xiangqi");
    // two chariots: a9 checks along rank 9 while the other holds rank 8
    let mut game = e.game("4k4/9/R8/9/9/9/9/9/9/3K4R w - - 0 1").unwrap();
    play(&mut game, &["a7a8", "e9f9", "i0i9"]);
    assert_eq!(game.outcome(), win(Color::First, Reason::Checkmate));
}

// ---- repetition ---------------------------------------------------------------------------------

/// A 4-ply cycle from the start of `e`'s variant: two quiet board moves and their reverses.
fn cycle(e: &Engine) -> [String; 4] {
    let start = e.start_position().unwrap();
    let mut first = Vec::new();
    start.legal_moves(&mut first);
    for &a in &first {
        let Some(ra) = reverse(&start, a) else {
            continue;
        };
        let mut p1 = start.clone();
        p1.play_unchecked(a);
        let mut second = Vec::new();
        p1.legal_moves(&mut second);
        for &b in &second {
            let Some(rb) = reverse(&p1, b) else { continue };
            let mut p = p1.clone();
            p.play_unchecked(b);
            if p.is_check() {
                continue;
            }
            let t1 = p.format_move(ra);
            if p.parse_move(&t1).is_err() {
                continue;
            }
            p.play_unchecked(ra);
            let t2 = p.format_move(rb);
            if p.parse_move(&t2).is_ok() {
                return [start.format_move(a), p1.format_move(b), t1, t2];
            }
        }
    }
    panic!("no 4-ply cycle from the start of {}", e.variant().name);
}

/// The move back from `mv`'s destination to its origin, for a quiet, non-promoting board move.
fn reverse(pos: &Position<'_>, mv: Move) -> Option<Move> {
    match mv {
        Move::Normal {
            from,
            to,
            promote: false,
        } if !pos.is_capture(mv) => Some(Move::Normal {
            from: to,
            to: from,
            promote: false,
        }),
        _ => None,
    }
}

#[test]
fn every_builtin_variant_draws_by_repetition_at_its_count() {
    // (rules file, the occurrence that draws)
    let files = [
        ("shogi", 4),
        ("minishogi", 4),
        ("kilyow", 4),
        ("wa-shogi", 4),
        ("wa-shogi-dropless", 4),
        ("xiangqi", 3),
    ];
    let judkins = format!(
        "{}/../examples/custom-variant/judkins.koma",
        env!("CARGO_MANIFEST_DIR")
    );
    let judkins = std::fs::read_to_string(judkins).unwrap();
    let mut engines: Vec<(String, Engine, usize)> = files
        .iter()
        .map(|&(n, c)| (n.to_string(), common::engine(n), c))
        .collect();
    engines.push(("judkins".into(), engine_of(&judkins), 4));
    for (name, e, count) in &engines {
        let moves = cycle(e);
        let mut game = e.start_game().unwrap();
        let start_hash = game.hash();
        for round in 1..*count {
            let texts: Vec<&str> = moves.iter().map(String::as_str).collect();
            play(&mut game, &texts);
            assert_eq!(game.hash(), start_hash, "{name}: back at the start");
            assert_eq!(game.occurrences(), round + 1, "{name}");
        }
        assert_eq!(
            game.outcome(),
            draw(Reason::Repetition),
            "{name}: {moves:?}"
        );
        assert_eq!(game.moves().len(), 4 * (count - 1), "{name}");
    }
}

/// Shogi: sente's rook shuttles 9b–9a, checking gote's king on 1a and 2b in turn.
const SHOGI_CHECKS: &str = "8k/R8/9/9/9/9/9/9/K8 b - 1";
const SHOGI_CHECK_CYCLE: [&str; 4] = ["9b9a", "1a2b", "9a9b", "2b1a"];

#[test]
fn shogi_perpetual_check_loses_at_the_fourth_occurrence() {
    let e = common::engine("shogi");
    let mut game = e.game(SHOGI_CHECKS).unwrap();
    for _ in 0..3 {
        play(&mut game, &SHOGI_CHECK_CYCLE);
    }
    assert_eq!(game.occurrences(), 4);
    // sente (the first player) checked with every move: gote wins
    assert_eq!(game.outcome(), win(Color::Second, Reason::PerpetualCheck));
}

#[test]
fn shogi_repetition_with_a_quiet_move_in_the_cycle_is_a_draw() {
    let e = common::engine("shogi");
    let mut game = e.game(SHOGI_CHECKS).unwrap();
    play(&mut game, &SHOGI_CHECK_CYCLE);
    // sente's king steps away and back: two quiet moves in the cycle
    play(&mut game, &["9i9h", "1a2a", "9h9i", "2a1a"]);
    play(&mut game, &SHOGI_CHECK_CYCLE);
    assert_eq!(game.occurrences(), 4);
    assert_eq!(game.outcome(), draw(Reason::Repetition));
}

#[test]
fn perpetual_check_can_make_the_move_illegal_instead() {
    let text = rules_text("shogi").replace("perpetual check 4 loses", "perpetual check 3 illegal");
    let e = engine_of(&text);
    let mut game = e.game(SHOGI_CHECKS).unwrap();
    play(&mut game, &SHOGI_CHECK_CYCLE);
    play(&mut game, &SHOGI_CHECK_CYCLE);
    // 9b9a would make its position occur the third time, sente checking throughout
    let mv = game.position().parse_move("9b9a").unwrap();
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    assert!(!legal.contains(&mv));
    assert!(game.play(mv).is_err());
    assert_eq!(game.outcome(), None);
    // other checks and quiet moves stay legal
    play(&mut game, &["9b9c"]);
}

#[test]
fn xiangqi_perpetual_check_loses_at_the_third_occurrence() {
    let e = common::engine("xiangqi");
    // Red's chariot shuttles a8–a9, checking Black's general on d9 and d8 in turn
    let mut game = e.game("3k5/R8/9/9/9/9/9/9/9/5K3 w - - 0 1").unwrap();
    let cycle = ["a8a9", "d9d8", "a9a8", "d8d9"];
    play(&mut game, &cycle);
    assert_eq!(
        game.outcome(),
        None,
        "the second occurrence does not end it"
    );
    play(&mut game, &cycle);
    assert_eq!(game.occurrences(), 3);
    assert_eq!(game.outcome(), win(Color::Second, Reason::PerpetualCheck));
}

#[test]
fn xiangqi_both_sides_checking_throughout_is_a_draw() {
    let e = common::engine("xiangqi");
    // Red's horse (f6–d5) and Black's cannon (f7–d7) shuttle; every move is a check: the horse
    // leaves the f-file screen and becomes the d-file screen of Red's cannon, Black's cannon
    // blocks the d-file and opens the f-file for its chariot, and back
    let mut game = e.game("5r3/3k5/5c3/5N3/9/9/9/5K3/3C5/9 w - - 0 1").unwrap();
    assert!(game.position().is_check());
    let cycle = ["f6d5", "f7d7", "d5f6", "d7f7"];
    play(&mut game, &cycle);
    play(&mut game, &cycle);
    assert_eq!(game.occurrences(), 3);
    assert_eq!(game.outcome(), draw(Reason::Repetition));
}

#[test]
fn xiangqi_perpetual_chase_of_an_unprotected_horse_loses() {
    let e = common::engine("xiangqi");
    // Red's chariot (f4–f6) attacks Black's horse as it shuttles c6–b4
    let mut game = e.game("4k4/9/9/2n6/9/5R3/9/9/9/3K5 w - - 0 1").unwrap();
    let cycle = ["f4f6", "c6b4", "f6f4", "b4c6"];
    play(&mut game, &cycle);
    play(&mut game, &cycle);
    assert_eq!(game.occurrences(), 3);
    assert_eq!(game.outcome(), win(Color::Second, Reason::PerpetualChase));
}

#[test]
fn xiangqi_chasing_a_protected_horse_is_no_chase() {
    let e = common::engine("xiangqi");
    // the same shuttle, but Black's chariots on c9 and b9 protect the horse on c6 and on b4
    let mut game = e.game("1rr1k4/9/9/2n6/9/5R3/9/9/9/3K5 w - - 0 1").unwrap();
    let cycle = ["f4f6", "c6b4", "f6f4", "b4c6"];
    play(&mut game, &cycle);
    play(&mut game, &cycle);
    assert_eq!(game.outcome(), draw(Reason::Repetition));
}

#[test]
fn xiangqi_a_horse_chasing_a_protected_chariot_loses_as_the_rules_file_says() {
    // Red's horse (e6–d4) attacks Black's chariot as it shuttles b5–c5; the chariot on a5
    // protects it on both squares, which does not matter for a chariot attacked by a horse
    let position = "5k3/9/9/4N4/rr7/9/9/9/9/3K5 w - - 0 1";
    let cycle = ["e6d4", "b5c5", "d4e6", "c5b5"];
    let e = common::engine("xiangqi");
    let mut game = e.game(position).unwrap();
    play(&mut game, &cycle);
    play(&mut game, &cycle);
    assert_eq!(game.outcome(), win(Color::Second, Reason::PerpetualChase));

    // without the `chase protected` statement the protected chariot is not chased
    let text = rules_text("xiangqi");
    let line = text
        .lines()
        .find(|l| l.starts_with("chase protected"))
        .unwrap();
    let e = engine_of(&text.replace(line, ""));
    let mut game = e.game(position).unwrap();
    play(&mut game, &cycle);
    play(&mut game, &cycle);
    assert_eq!(game.outcome(), draw(Reason::Repetition));
}

#[test]
fn perpetual_chase_can_make_the_move_illegal_instead() {
    let text =
        rules_text("xiangqi").replace("perpetual chase 3 loses", "perpetual chase 2 illegal");
    let e = engine_of(&text);
    let mut game = e.game("4k4/9/9/2n6/9/5R3/9/9/9/3K5 w - - 0 1").unwrap();
    play(&mut game, &["f4f6", "c6b4", "f6f4", "b4c6"]);
    // f4f6 again would repeat its position with Red chasing the horse with every move
    let mv = game.position().parse_move("f4f6").unwrap();
    assert!(game.play(mv).is_err());
    assert_eq!(game.outcome(), None);
    play(&mut game, &["f4f5"]);
}

// ---- move count and material --------------------------------------------------------------------

#[test]
fn xiangqi_draws_after_120_plies_without_a_capture() {
    let e = common::engine("xiangqi");
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 118 60";
    let mut game = e.game(start).unwrap();
    play(&mut game, &["h2e2"]);
    assert_eq!(game.outcome(), None, "119 plies");
    play(&mut game, &["h9g7"]);
    assert_eq!(game.outcome(), draw(Reason::NoCapture));

    // a capture on the 120th ply resets the count
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 119 60";
    let mut game = e.game(start).unwrap();
    play(&mut game, &["h2h9"]);
    assert_eq!(game.outcome(), None);
}

#[test]
fn xiangqi_draws_when_no_side_has_an_attacking_piece() {
    let e = common::engine("xiangqi");
    // Red's general takes the last black chariot: only generals and advisors are left
    let mut game = e.game("4k4/4a4/9/9/9/9/9/9/3r5/3K1A3 w - - 0 1").unwrap();
    assert_eq!(game.outcome(), None);
    play(&mut game, &["d0d1"]);
    assert_eq!(game.outcome(), draw(Reason::Material));
}

#[test]
fn shogi_has_no_move_count_or_material_draw() {
    let e = common::engine("shogi");
    let game = e.game("4k4/9/9/9/9/9/9/9/4K4 b - 1").unwrap();
    assert_eq!(game.outcome(), None);
    assert_eq!(game.rules().no_capture_plies, None);
    assert_eq!(game.rules().material, None);
}
