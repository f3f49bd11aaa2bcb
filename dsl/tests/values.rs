//! Piece values (`Facts::piece_values`): the computed values of the built-in variants against the
//! formula worked out by hand (closed forms and counted squares, not read from the code), and the
//! rules file's `value` overrides.

use koma_dsl::facts::{Facts, HAND_SHARE, PROMOTION_DECAY, PROMOTION_SHARE, SLIDE_DECAY, UNIT};
use koma_dsl::ir::Variant;

fn compile(source: &str) -> (Variant, Facts) {
    let v = koma_dsl::compile(source).unwrap();
    let f = Facts::new(&v).unwrap();
    (v, f)
}

fn builtin_source(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/../variants/{name}.koma",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// (board, hand) of the type called `name`.
fn value(v: &Variant, f: &Facts, name: &str) -> (i32, i32) {
    let id = v.piece_by_name(name).unwrap();
    (f.piece_values().board[id], f.piece_values().hand[id])
}

/// A rider's slide squares along one direction with `len` squares to the edge, decayed.
fn line(len: i32) -> f64 {
    (0..len).map(|k| SLIDE_DECAY.powi(k)).sum()
}

#[test]
fn xiangqi_values_count_the_squares_each_piece_stands_on() {
    let (v, f) = compile(&builtin_source("xiangqi"));
    // the advisor's 5 palace points: 4 targets from the centre, 1 from each corner
    assert_eq!(
        value(&v, &f, "advisor"),
        ((UNIT * 8.0 / 5.0).round() as i32, 0)
    );
    // the elephant's 7 points: 4 targets from the middle one, 2 from each of the 6 others
    assert_eq!(
        value(&v, &f, "elephant").0,
        (UNIT * 16.0 / 7.0).round() as i32
    );
    // the soldier: 10 squares on its own side (one step each: 5 files x ranks 4-5), and the
    // 45 across the river: 3 targets (2 on an edge file) on ranks 6-9, 2 (1) on the last rank
    let across = 4.0 * (7.0 * 3.0 + 2.0 * 2.0) + (7.0 * 2.0 + 2.0);
    assert_eq!(
        value(&v, &f, "soldier").0,
        (UNIT * (10.0 + across) / 55.0).round() as i32
    );
    // the chariot on every square of 9x10: per direction, 0..=8 (files) or 0..=9 (ranks)
    // squares to the edge, each distance equally often
    let files = (0..9).map(line).sum::<f64>() / 9.0;
    let ranks = (0..10).map(line).sum::<f64>() / 10.0;
    assert_eq!(
        value(&v, &f, "chariot").0,
        (UNIT * 2.0 * (files + ranks)).round() as i32
    );
    // no hands, a royal general worth nothing
    assert!(f.piece_values().hand.iter().all(|&h| h == 0));
    assert_eq!(value(&v, &f, "general"), (0, 0));
}

#[test]
fn shogi_values_add_a_share_of_the_promotion_gain() {
    let (v, f) = compile(&builtin_source("shogi"));
    // a gold mover on every square of 9x9: 4 orthogonal steps on the board 8/9 of the time,
    // 2 forward diagonals (8/9)^2
    let gold = 4.0 * 8.0 / 9.0 + 2.0 * 64.0 / 81.0;
    assert_eq!(
        value(&v, &f, "gold"),
        ((UNIT * gold).round() as i32, (UNIT * gold).round() as i32)
    );
    for promoted in ["tokin", "pro-silver", "pro-knight", "pro-lance"] {
        assert_eq!(
            value(&v, &f, promoted),
            ((UNIT * gold).round() as i32, 0),
            "{promoted}"
        );
    }
    // the pawn: one step; from its start rank (3) it needs 4 moves to enter the zone (rank 7)
    let pawn = UNIT + PROMOTION_SHARE * UNIT * (gold - 1.0) * PROMOTION_DECAY.powi(3);
    assert_eq!(value(&v, &f, "pawn").0, pawn.round() as i32);
    // the rook on every square (its promoted dragon adds four diagonal steps); it promotes
    // in one move from its start square
    let rook = 4.0 * (0..9).map(line).sum::<f64>() / 9.0;
    let dragon = rook + 4.0 * 64.0 / 81.0;
    assert_eq!(value(&v, &f, "dragon").0, (UNIT * dragon).round() as i32);
    let with_share = UNIT * (rook + PROMOTION_SHARE * (dragon - rook));
    assert_eq!(value(&v, &f, "rook").0, with_share.round() as i32);
    // in hand: the board value's share; promoted types and the king are never held
    for id in 0..v.pieces.len() {
        let (b, h) = (f.piece_values().board[id], f.piece_values().hand[id]);
        match f.pieces[id].hand_slot {
            Some(_) => assert_eq!(h, (HAND_SHARE * b as f64).round() as i32),
            None => assert_eq!(h, 0),
        }
    }
    assert_eq!(value(&v, &f, "king"), (0, 0));
}

#[test]
fn every_built_in_variant_orders_its_pieces_sensibly() {
    let order = |name: &str, weaker: &str, stronger: &str| {
        let (v, f) = compile(&builtin_source(name));
        let (a, b) = (value(&v, &f, weaker).0, value(&v, &f, stronger).0);
        assert!(a < b, "{name}: {weaker} {a} >= {stronger} {b}");
    };
    order("shogi", "pawn", "lance");
    order("shogi", "silver", "gold");
    order("shogi", "gold", "bishop");
    order("shogi", "bishop", "rook");
    order("shogi", "rook", "horse");
    order("shogi", "horse", "dragon");
    order("xiangqi", "soldier", "horse");
    order("xiangqi", "cannon", "chariot");
    order("kilyow", "pawn", "black");
    order("kilyow", "tian", "long");
    order("wa-shogi", "sparrow-pawn", "oxcart");
    order("wa-shogi", "swallows-wings", "gliding-swallow");
    order("minishogi", "pawn", "silver");
}

#[test]
fn a_stated_value_replaces_the_computed_one() {
    let source = builtin_source("shogi")
        .replace(
            "moves fN    promotes",
            "moves fN    value 350 in hand 400 promotes",
        )
        .replace(
            "moves R     promotes dragon \"竜\" moves RF",
            "moves R     promotes dragon \"竜\" moves RF value 2000",
        )
        .replace("moves FfW   promotes", "moves FfW   value 450 promotes");
    let (v, f) = compile(&source);
    assert_eq!(value(&v, &f, "knight"), (350, 400));
    // without `in hand`, the hand value is the stated board value's share
    assert_eq!(
        value(&v, &f, "silver"),
        (450, (HAND_SHARE * 450.0).round() as i32)
    );
    assert_eq!(value(&v, &f, "dragon"), (2000, 0));
    // the rook's promotion share is taken from the stated dragon value
    let rook = 4.0 * (0..9).map(line).sum::<f64>() / 9.0;
    let with_share = UNIT * rook + PROMOTION_SHARE * (2000.0 - UNIT * rook);
    assert_eq!(value(&v, &f, "rook").0, with_share.round() as i32);
    assert_eq!(
        v.pieces[v.piece_by_name("knight").unwrap()].value,
        Some(koma_dsl::ir::ValueOverride {
            board: 350,
            hand: Some(400)
        })
    );
}

#[test]
fn a_value_clause_reads_on_a_continuation_line_and_after_also() {
    let source = builtin_source("xiangqi")
        .replace("moves nN also H", "moves nN also H\n      value 400")
        .replace("moves mRcpR", "moves mRcpR value 450");
    let (v, f) = compile(&source);
    assert_eq!(value(&v, &f, "horse"), (400, 0));
    assert_eq!(value(&v, &f, "cannon"), (450, 0));
}
