//! Games under each variant's end-of-game rules: checkmate, stalemate, repetition, perpetual
//! check and chase, the no-capture limit and material, with concrete positions and moves.

mod common;

use koma_engine::{Engine, Position};
use koma_runtime::setup::TextFormat;
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

/// The outcome of the position `text` of the built-in variant `name` after `moves`.
fn outcome_after(name: &str, text: &str, moves: &[&str]) -> Option<Outcome> {
    let e = common::engine(name);
    let mut game = e.game(text).unwrap();
    play(&mut game, moves);
    game.outcome()
}

#[test]
fn minishogi_checkmate_and_stalemate() {
    // G*1b: the gold checks the king on 1a; 2a is covered by that gold's forward diagonal, 2b
    // by its sideways step (and the 2c gold's forward step), and the 2c gold protects 1b
    assert_eq!(
        outcome_after("minishogi", "4k/5/3G1/5/K4 b G 1", &["G*1b"]),
        win(Color::First, Reason::Checkmate)
    );
    // gote to move, not in check: 2a is covered by the silver on 3b, 1b and 2b by the gold on
    // 2c; no other piece, nothing in hand: stalemate, which loses
    assert_eq!(
        outcome_after("minishogi", "4k/2S2/3G1/5/K4 w - 1", &[]),
        win(Color::First, Reason::Stalemate)
    );
}

#[test]
fn kilyow_checkmate_and_stalemate() {
    // the black (a gold: WfF) does what the gold does in minishogi: B*1b mates the general on
    // 1a (the generals are on ranks a and i, never the same rank)
    assert_eq!(
        outcome_after("kilyow", "8k/9/7B1/9/9/9/9/9/K8 b B 1", &["B*1b"]),
        win(Color::First, Reason::Checkmate)
    );
    // the white on 3b (FfR2) covers 2a (a diagonal step) without attacking 1a; the black on 2c
    // covers 1b and 2b: gote, not in check, has no move
    assert_eq!(
        outcome_after("kilyow", "8k/6W2/7B1/9/9/9/9/9/K8 w - 1", &[]),
        win(Color::First, Reason::Stalemate)
    );
}

#[test]
fn wa_shogi_checkmate_and_stalemate() {
    // the violent wolf moves as a gold (WfF): W*1b mates as the gold drop does in shogi
    assert_eq!(
        outcome_after(
            "wa-shogi",
            "10k/11/9W1/11/11/11/11/11/11/11/K10 b W 1",
            &["W*1b"]
        ),
        win(Color::First, Reason::Checkmate)
    );
    // the violent stag on 3b (FfW) covers 2a, the wolf on 2c covers 1b and 2b; 1a is not
    // attacked: stalemate, a loss for gote
    assert_eq!(
        outcome_after(
            "wa-shogi",
            "10k/8V2/9W1/11/11/11/11/11/11/11/K10 w - 1",
            &[]
        ),
        win(Color::First, Reason::Stalemate)
    );
}

#[test]
fn wa_shogi_dropless_checkmate_and_stalemate() {
    // no drops: the wolf on 1c steps to 1b (not promoting), protected by the wolf on 2c, which
    // also covers 2b; the 1b wolf covers 2a and 2b
    assert_eq!(
        outcome_after(
            "wa-shogi-dropless",
            "10k/11/9WW/11/11/11/11/11/11/11/K10 b - 1",
            &["1c1b"]
        ),
        win(Color::First, Reason::Checkmate)
    );
    assert_eq!(
        outcome_after(
            "wa-shogi-dropless",
            "10k/8V2/9W1/11/11/11/11/11/11/11/K10 w - 1",
            &[]
        ),
        win(Color::First, Reason::Stalemate)
    );
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
        ("shoshogi", 4),
        ("judkins", 4),
        ("euroshogi", 4),
        ("gorogoroplus", 4),
        ("yarishogi", 3),
        ("okisakishogi", 4),
        ("xiangqihouse", 3),
    ];
    let gorogoro = format!(
        "{}/../examples/custom-variant/gorogoro.koma",
        env!("CARGO_MANIFEST_DIR")
    );
    let gorogoro = std::fs::read_to_string(gorogoro).unwrap();
    let mut engines: Vec<(String, Engine, usize)> = files
        .iter()
        .map(|&(n, c)| (n.to_string(), common::engine(n), c))
        .collect();
    engines.push(("gorogoro".into(), engine_of(&gorogoro), 4));
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

#[test]
fn tori_shogi_repetition_loses_for_the_side_that_brings_it_about() {
    // `repetition 4 loses`: gote's fourth move of each cycle makes the start occur again; at
    // the fourth occurrence gote (who brought it about) loses and sente, to move, wins.
    let e = common::engine("torishogi");
    let moves = cycle(&e);
    let texts: Vec<&str> = moves.iter().map(String::as_str).collect();
    let mut game = e.start_game().unwrap();
    for _ in 0..3 {
        play(&mut game, &texts);
    }
    assert_eq!(game.occurrences(), 4);
    assert_eq!(game.outcome(), win(Color::First, Reason::Repetition));
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
fn shogi_both_sides_checking_throughout_is_a_draw() {
    // Shogi's own pieces hardly allow a 4-ply shuttle in which both sides check with every
    // move (rooks and bishops that interpose and check in turn would all have to stand on one
    // line; a random search of 1.8 million sparse positions found none), so the shogi rules
    // file gets two more pieces, a lame horse (`nN`, Q) and a cannon (`mRcpR`, C),
    // and replays xiangqi's mutual-check shuttle on the 9x9 board. Its end rules are shogi's
    // (`repetition 4 draws`, `perpetual check 4 loses`).
    // Gote: king 6b, rook 4a, cannon 4c. Sente: king 4h, horse 4d, cannon 6i.
    // - 4d6e: the horse (leg 5d) leaves file 4, so gote's cannon on 4c has no screen before
    //   4h: out of check; on 6e it is the screen of the 6i cannon onto 6b: check.
    // - 4c6c: gote's cannon blocks file 6 (two pieces between 6i and 6b) and opens file 4 for
    //   the rook on 4a onto 4h: check.
    // - 6e4d: the horse (leg 5e) blocks the rook's file and leaves file 6, where gote's cannon on 6c is
    //   now the only screen between 6i and 6b: check.
    // - 6c4c: gote's cannon leaves file 6 (no screen: no check on gote) and screens the horse on
    //   4d again for itself onto 4h: check, the start position again.
    // Every move checks; after three cycles (ply 12) the start occurs the fourth time: a draw,
    // not a loss for either side.
    let pieces = "piece steed Q \"駒\" moves nN\npiece cannon C \"砲\" moves mRcpR\nstart ";
    let text = rules_text("shogi").replacen("start ", pieces, 1);
    let e = engine_of(&text);
    let mut game = e.game("5r3/3k5/5c3/5Q3/9/9/9/5K3/3C5 b - 1").unwrap();
    assert!(game.position().is_check());
    let cycle = ["4d6e", "4c6c", "6e4d", "6c4c"];
    for _ in 0..3 {
        play(&mut game, &cycle);
    }
    assert_eq!(game.occurrences(), 4);
    assert_eq!(game.outcome(), draw(Reason::Repetition));
}

#[test]
fn under_repetition_loses_perpetual_check_judges_first_and_mutual_checks_draw() {
    let loses = |text: String| text.replace("repetition 4 draws", "repetition 4 loses");
    // sente checks throughout and brings about the fourth occurrence: gote wins, by the check
    let e = engine_of(&loses(rules_text("shogi")));
    let mut game = e.game(SHOGI_CHECKS).unwrap();
    for _ in 0..3 {
        play(&mut game, &SHOGI_CHECK_CYCLE);
    }
    assert_eq!(game.outcome(), win(Color::Second, Reason::PerpetualCheck));
    // a quiet move in the cycle: gote's last move brings it about, so gote loses
    let mut game = e.game(SHOGI_CHECKS).unwrap();
    play(&mut game, &SHOGI_CHECK_CYCLE);
    play(&mut game, &["9i9h", "1a2a", "9h9i", "2a1a"]);
    play(&mut game, &SHOGI_CHECK_CYCLE);
    assert_eq!(game.outcome(), win(Color::First, Reason::Repetition));
    // both sides checking throughout (the position of
    // `shogi_both_sides_checking_throughout_is_a_draw`): a draw still
    let pieces = "piece steed Q \"駒\" moves nN\npiece cannon C \"砲\" moves mRcpR\nstart ";
    let e = engine_of(&loses(rules_text("shogi")).replacen("start ", pieces, 1));
    let mut game = e.game("5r3/3k5/5c3/5Q3/9/9/9/5K3/3C5 b - 1").unwrap();
    for _ in 0..3 {
        play(&mut game, &["4d6e", "4c6c", "6e4d", "6c4c"]);
    }
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

/// The squares `mv` (text) chases in the xiangqi position `fen`, as file-rank names.
fn xiangqi_chased(fen: &str, mv: &str) -> Vec<String> {
    chased_by(&common::engine("xiangqi"), fen, mv)
}

/// The squares `mv` (text) chases in the position `fen` of `e`'s variant (9x10), as names.
fn chased_by(e: &Engine, fen: &str, mv: &str) -> Vec<String> {
    let pos = e.position(fen).unwrap();
    let rules = e.end_rules().perpetual_chase.unwrap();
    let mv = pos.parse_move(mv).unwrap();
    koma_runtime::chased(&pos, mv, &rules)
        .into_iter()
        .map(|sq| koma_runtime::notation::square_text(sq, 9, 10, TextFormat::Fen))
        .collect()
}

#[test]
fn xiangqi_a_defender_behind_the_chaser_protects() {
    let e = common::engine("xiangqi");
    // f4f6 puts Red's chariot between Black's chariot on i6 and the horse on c6: were it to take
    // on c6, the i6 chariot would recapture along the opened rank, so with the chaser taken off
    // f6 the horse is protected. Back on f4 it attacks the horse on b4, protected the same way
    // by the chariot on i4 through f4. The chariots on i6/i4 protect each other (chariot by
    // chariot is no `chase protected` pair). Black's horse attacks no red piece. No side
    // chases: the start's third occurrence (ply 8) is a plain draw.
    let fen = "4k4/9/9/2n5r/9/5R2r/9/9/9/3K5 w - - 0 1";
    let mut game = e.game(fen).unwrap();
    let cycle = ["f4f6", "c6b4", "f6f4", "b4c6"];
    play(&mut game, &cycle);
    play(&mut game, &cycle);
    assert_eq!(game.occurrences(), 3);
    assert_eq!(game.outcome(), draw(Reason::Repetition));
    assert_eq!(xiangqi_chased(fen, "f4f6"), Vec::<String>::new());
    // without the i-file chariots the horse on c6 is unprotected: f4f6 chases it
    assert_eq!(
        xiangqi_chased("4k4/9/9/2n6/9/5R3/9/9/9/3K5 w - - 0 1", "f4f6"),
        ["c6"]
    );
}

#[test]
fn xiangqi_each_chaser_is_judged_by_itself() {
    // attackers identified by their squares, and no exchange offers (see below for the rules
    // file)
    let e = xiangqi_without(&["chase attackers followed", "chase exchange"]);
    // Red's horse shuttles e6–d4, Black's chariot b5–c5 (the one on a5 stays), Red's chariot
    // stays on i5. Per attacker:
    // - e6d4: the horse (moved, so new) attacks the chariot on b5: a chariot attacked by a horse
    //   is chased even though a5 protects it. i5 attacked b5 before already.
    // - b5c5: the moved chariot (new) attacks Red's chariot on i5 along the rank; with c5 taken
    //   off, no red piece attacks i5 (the horse on d4 covers b5, f5, ...): chased.
    // - d4e6: the horse (new) attacks c5 (leg d6 empty): chased as on the first move.
    // - c5b5: the moved chariot (new) attacks i5 again, unprotected: chased.
    // Both sides chase one piece with every move: a draw at the third occurrence (ply 8). (With
    // attacks compared square by square instead, b5c5 would chase nothing new, i5 having been
    // attacked from b5 before, and Red would lose.)
    let fen = "5k3/9/9/4N4/rr6R/9/9/9/9/3K5 w - - 0 1";
    let mut game = e.game(fen).unwrap();
    let cycle = ["e6d4", "b5c5", "d4e6", "c5b5"];
    play(&mut game, &cycle);
    play(&mut game, &cycle);
    assert_eq!(game.occurrences(), 3);
    assert_eq!(game.outcome(), draw(Reason::Repetition));
    assert_eq!(chased_by(&e, fen, "e6d4"), ["b5"]);
    // under the rules file Black's chariot chases nothing (it attacked i5 from b5 already, and
    // the chariot on i5 could take it: an offer to exchange): Red alone chases, and loses
    assert_eq!(xiangqi_chased(fen, "e6d4"), ["b5"]);
    let e = common::engine("xiangqi");
    let mut game = e.game(fen).unwrap();
    play(&mut game, &cycle);
    play(&mut game, &cycle);
    assert_eq!(game.outcome(), win(Color::Second, Reason::PerpetualChase));
}

/// An engine for the xiangqi rules file without the statements that start with `clauses`.
fn xiangqi_without(clauses: &[&str]) -> Engine {
    let mut text = rules_text("xiangqi");
    for clause in clauses {
        let line = text.lines().find(|l| l.starts_with(clause)).unwrap();
        text = text.replace(line, "");
    }
    engine_of(&text)
}

#[test]
fn xiangqi_blocking_a_defender_of_an_attacked_piece_chases_it() {
    // Red's chariot on c1 attacks Black's horse on c5, which Black's chariot on a5 protects
    // along rank 5. b4b5 (a red soldier, crossing the river) cuts that line: c1 attacked the
    // horse before the move too, but only now is the attack a threat (the horse is
    // unprotected): a chase, though a soldier's own attack never chases
    let fen = "4k4/9/9/9/r1n6/1P7/9/9/2R6/3K5 w - - 0 1";
    assert_eq!(xiangqi_chased(fen, "b4b5"), ["c5"]);
    // with the a5 chariot elsewhere, the horse was unprotected before the move too: no chase
    assert_eq!(
        xiangqi_chased("r3k4/9/9/9/2n6/1P7/9/9/2R6/3K5 w - - 0 1", "b4b5"),
        Vec::<String>::new()
    );
    // a discovered attack is a new attacker: without the a5 chariot, the horse on c3 leaving
    // the file (to b1) opens c1's line to the unprotected horse on c5
    let fen = "4k4/9/9/9/2n6/9/2N6/9/2R6/3K5 w - - 0 1";
    assert_eq!(xiangqi_chased(fen, "c3b1"), ["c5"]);
}

#[test]
fn xiangqi_a_cannon_chases_by_hopping() {
    // Red's cannon b3–e3 lines up behind its soldier on e4: it hops over it onto Black's
    // unprotected horse on e7 (e5, e6 empty; Black's general on e9 covers only e8, d9, f9)
    let fen = "4k4/9/4n4/9/9/4P4/1C7/9/9/3K5 w - - 0 1";
    assert_eq!(xiangqi_chased(fen, "b3e3"), ["e7"]);
    // as a cycle: the cannon shuttles e3–e2 behind the soldier, attacking the horse from each
    // square, while Black's general steps e9–f9 (a general's attacks never chase). The cannon
    // attacked the horse from its old square too: under the rules file (`chase attackers
    // followed`) it never chases, and the start's third occurrence (ply 8) is a plain draw
    let fen = "4k4/9/4n4/9/9/4P4/4C4/9/9/3K5 w - - 0 1";
    let cycle = ["e3e2", "e9f9", "e2e3", "f9e9"];
    assert_eq!(xiangqi_chased(fen, "e3e2"), Vec::<String>::new());
    let e = common::engine("xiangqi");
    let mut game = e.game(fen).unwrap();
    play(&mut game, &cycle);
    play(&mut game, &cycle);
    assert_eq!(game.outcome(), draw(Reason::Repetition));
    // with attackers identified by their squares, the moved cannon is a new attacker every
    // time: Red chased the horse with every move, Black did not, so Red loses
    let e = xiangqi_without(&["chase attackers followed"]);
    assert_eq!(chased_by(&e, fen, "e3e2"), ["e7"]);
    let mut game = e.game(fen).unwrap();
    play(&mut game, &cycle);
    play(&mut game, &cycle);
    assert_eq!(game.occurrences(), 3);
    assert_eq!(game.outcome(), win(Color::Second, Reason::PerpetualChase));
}

#[test]
fn xiangqi_a_soldier_is_chased_only_across_the_river() {
    // Red's chariot a0a4 attacks Black's soldier on c4 (b4 empty): it has crossed the river
    // (Red's half is ranks 0-4), nothing protects it: chased
    assert_eq!(
        xiangqi_chased("4k4/9/9/9/9/2p6/9/9/9/R2K5 w - - 0 1", "a0a4"),
        ["c4"]
    );
    // the same attack on a soldier on c6, still on its own side: no chase
    assert_eq!(
        xiangqi_chased("4k4/9/9/2p6/9/9/9/9/9/R2K5 w - - 0 1", "a0a6"),
        Vec::<String>::new()
    );
}

#[test]
fn a_side_checking_throughout_is_never_judged_for_chasing() {
    // Red's chariot shuttles a8–a9 checking Black's general (d9–d8) with every move; each
    // general move opens a black chariot's rank onto Red's chariot (d9d8: f9 sees a9; d8d9: f8
    // sees a8), a new, unprotected attacker: Black chases the chariot with every move, and gives
    // no check (Red's general is on e0, off the f-file). Red's chariot attacks only the general.
    // With `perpetual chase 2 loses` and `perpetual check 3 loses`, the second occurrence
    // (ply 4) is no chase loss for Black, Red having checked throughout; at the third (ply 8)
    // Red loses for perpetual check.
    let text = rules_text("xiangqi").replace("perpetual chase 3 loses", "perpetual chase 2 loses");
    assert!(text.contains("perpetual check 3 loses") && text.contains("repetition 3 draws"));
    let e = engine_of(&text);
    let mut game = e.game("3k1r3/R4r3/9/9/9/9/9/9/9/4K4 w - - 0 1").unwrap();
    let cycle = ["a8a9", "d9d8", "a9a8", "d8d9"];
    play(&mut game, &cycle);
    assert_eq!(game.occurrences(), 2);
    assert_eq!(game.outcome(), None);
    play(&mut game, &cycle);
    assert_eq!(game.occurrences(), 3);
    assert_eq!(game.outcome(), win(Color::Second, Reason::PerpetualCheck));
}

#[test]
fn material_counts_pieces_in_hand() {
    // shogi with a material rule: a rook or dragon anywhere, on the board or in hand, keeps the
    // game going
    let text = format!(
        "{}\nmaterial draws without rook, dragon\n",
        rules_text("shogi")
    );
    let e = engine_of(&text);
    // bare kings: a draw at once
    let game = e.game("4k4/9/9/9/9/9/9/9/4K4 b - 1").unwrap();
    assert_eq!(game.outcome(), draw(Reason::Material));
    // a rook in sente's hand: no draw
    let game = e.game("4k4/9/9/9/9/9/9/9/4K4 b R 1").unwrap();
    assert_eq!(game.outcome(), None);
    // sente's king takes gote's checking rook on 5h: the rook goes to sente's hand, so the
    // board has no rook but the game goes on
    let mut game = e.game("4k4/9/9/9/9/9/9/4r4/4K4 b - 1").unwrap();
    play(&mut game, &["5i5h"]);
    assert_eq!(game.position().to_text().split(' ').nth(2), Some("R"));
    assert_eq!(game.outcome(), None);
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

// ---- taking moves back (a search walks the tree with `play_searching` and `undo`) -----------

/// What a game says about its current position: compared before a move and after its undo.
fn state(game: &Game<Position<'_>>) -> (u64, usize, Option<Outcome>, usize, Vec<Move>) {
    let mut legal = Vec::new();
    game.legal_moves(&mut legal);
    (
        game.hash(),
        game.occurrences(),
        game.outcome(),
        game.moves().len(),
        legal,
    )
}

#[test]
fn undo_restores_every_state_of_a_perpetual_check_game() {
    let e = common::engine("shogi");
    let mut game = e.game(SHOGI_CHECKS).unwrap();
    let mut states = vec![state(&game)];
    for _ in 0..3 {
        play(&mut game, &SHOGI_CHECK_CYCLE);
    }
    // walk back to the start, then forward again with `play_searching`, comparing states
    let played: Vec<Move> = game.moves().to_vec();
    assert_eq!(game.outcome(), win(Color::Second, Reason::PerpetualCheck));
    while game.undo().is_some() {}
    assert_eq!(state(&game), states[0]);
    for &mv in &played {
        let searched = game.play_searching(mv);
        // with legal moves left, the search's outcome is the full one
        let mut full = game.clone();
        full.undo();
        full.play_unchecked(mv);
        assert_eq!(searched, full.outcome(), "after {}", played.len());
        states.push(state(&full));
    }
    for k in (0..played.len()).rev() {
        assert_eq!(game.undo(), Some(played[k]));
        assert_eq!(state(&game).0, states[k].0, "hash after undoing ply {k}");
        assert_eq!(
            state(&game).1,
            states[k].1,
            "occurrences after undoing ply {k}"
        );
        assert_eq!(state(&game).3, states[k].3);
        assert_eq!(
            state(&game).4,
            states[k].4,
            "legal moves after undoing ply {k}"
        );
        assert_eq!(
            game.in_check(),
            game.position().is_check(),
            "check after undoing ply {k}"
        );
    }
    assert_eq!(game.undo(), None);
}

#[test]
fn undo_after_a_chase_verdict_judges_the_same_game_again() {
    // xiangqi under its own rules: a repetition, undone and replayed, gets the same verdict
    let e = common::engine("xiangqi");
    let mut game = e.game("n4k3/9/9/9/9/9/9/9/9/R3K4 w - - 0 1").unwrap();
    let cycle = ["a0a1", "f9f8", "a1a0", "f8f9"];
    for _ in 0..2 {
        play(&mut game, &cycle);
    }
    let outcome = game.outcome();
    let played: Vec<Move> = game.moves().to_vec();
    for _ in 0..played.len() {
        game.undo();
    }
    for &mv in &played {
        game.play_unchecked(mv);
    }
    assert_eq!(game.outcome(), outcome);
}
