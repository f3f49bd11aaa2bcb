//! Piece values (`Facts::piece_values`): the computed values of the built-in variants against the
//! formula worked out by hand (closed forms and counted squares, not read from the code), and the
//! rules file's `value` overrides.

use koma_dsl::facts::{
    Facts, HAND_SHARE, PROMOTION_DECAY, PROMOTION_SHARE, SLIDE_DECAY, STAND_DECAY, TURN_SHARE, UNIT,
};
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

/// The mean of `m` over squares weighted `STAND_DECAY^n` (`(n, m)` per square).
fn weighted(squares: impl Iterator<Item = (i32, f64)>) -> f64 {
    let (mut total, mut weights) = (0.0, 0.0);
    for (n, m) in squares {
        let w = STAND_DECAY.powi(n);
        total += w * m;
        weights += w;
    }
    total / weights
}

/// `source` without its `value N` clauses (so every value is computed).
fn without_stated_values(source: &str) -> String {
    let mut out = String::new();
    let mut rest = source;
    while let Some(i) = rest.find(" value ") {
        out.push_str(&rest[..i]);
        let after = &rest[i + " value ".len()..];
        let digits = after
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(after.len());
        assert!(digits > 0, "a `value` clause without a number");
        rest = &after[digits..];
    }
    out.push_str(rest);
    out
}

/// 1 when `cond`, else 0.
fn one(cond: bool) -> f64 {
    f64::from(u8::from(cond))
}

#[test]
fn xiangqi_values_count_the_squares_each_piece_stands_on() {
    // the computed values: the file's stated ones taken out
    let (v, f) = compile(&without_stated_values(&builtin_source("xiangqi")));
    // the advisor: 2 start corners (1 target each), the centre one move away (4), the 2 far
    // corners two moves away (1 each)
    let advisor = weighted([(0, 1.0), (0, 1.0), (1, 4.0), (2, 1.0), (2, 1.0)].into_iter());
    assert_eq!(
        value(&v, &f, "advisor"),
        ((UNIT * advisor).round() as i32, 0)
    );
    // the elephant's 7 points: 2 start points (2 targets each), 3 one move away (2, 4, 2),
    // 2 on the river two moves away (2 each)
    let elephant = weighted(
        [
            (0, 2.0),
            (0, 2.0),
            (1, 2.0),
            (1, 4.0),
            (1, 2.0),
            (2, 2.0),
            (2, 2.0),
        ]
        .into_iter(),
    );
    assert_eq!(
        value(&v, &f, "elephant").0,
        (UNIT * elephant).round() as i32
    );
    // the soldier (files 0..9, ranks 0..10 from its side; starts on rank 3, even files): on
    // its own side, only its start files, one step forward; across the river (rank 5 on) any
    // file, reached after r - 3 moves plus one for an odd file; forward (not from the last
    // rank) and sideways steps
    let soldier = weighted((0..9).flat_map(|file: i32| {
        (3..10).filter_map(move |rank: i32| {
            if rank < 5 {
                return (file % 2 == 0).then_some((rank - 3, 1.0));
            }
            let targets = one(rank < 9) + one(file > 0) + one(file < 8);
            Some((rank - 3 + file % 2, targets))
        })
    }));
    assert_eq!(value(&v, &f, "soldier").0, (UNIT * soldier).round() as i32);
    // the chariot: from its start corners, one move to the squares on their file or rank,
    // two to the others; per direction, its squares to the edge
    let chariot = weighted((0..9).flat_map(|file: i32| {
        (0..10).map(move |rank: i32| {
            let n = match (file == 0 || file == 8, rank == 0) {
                (true, true) => 0,
                (true, false) | (false, true) => 1,
                (false, false) => 2,
            };
            (n, line(file) + line(8 - file) + line(rank) + line(9 - rank))
        })
    }));
    assert_eq!(value(&v, &f, "chariot").0, (UNIT * chariot).round() as i32);
    // no hands, a royal general worth nothing
    assert!(f.piece_values().hand.iter().all(|&h| h == 0));
    assert_eq!(value(&v, &f, "general"), (0, 0));
}

#[test]
fn shogi_values_add_a_share_of_the_promotion_gain() {
    let (v, f) = compile(&builtin_source("shogi"));
    // a gold mover's targets on (file, rank) of 9x9
    let gold_at = |file: i32, rank: i32| {
        one(file > 0)
            + one(file < 8)
            + one(rank > 0)
            + one(rank < 8)
            + one(rank < 8) * (one(file > 0) + one(file < 8))
    };
    // the gold can be dropped anywhere: every square counts the same
    let gold = weighted((0..81).map(|sq| (0, gold_at(sq % 9, sq / 9))));
    let g = (UNIT * gold).round() as i32;
    assert_eq!(value(&v, &f, "gold"), (g, g));
    // a tokin enters the board on the last 3 ranks (a pawn's promoting moves end there) and
    // needs a move back per rank below them
    let tokin = weighted((0..81).map(|sq| ((6 - sq / 9).max(0), gold_at(sq % 9, sq / 9))));
    assert_eq!(value(&v, &f, "tokin"), ((UNIT * tokin).round() as i32, 0));
    // the pawn: one step; from its start rank (3) it needs 4 moves to enter the zone (rank 7)
    let pawn = UNIT + PROMOTION_SHARE * UNIT * (tokin - 1.0) * PROMOTION_DECAY.powi(3);
    assert_eq!(value(&v, &f, "pawn").0, pawn.round() as i32);
    // the rook on every square (its promoted dragon adds four diagonal steps, and enters the
    // board anywhere: a rook in the zone promotes moving to any square of its lines); it
    // promotes in one move from its start square
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
    // (variant, weaker, stronger), as every table of values has them
    let pairs = [
        ("shogi", "pawn", "lance"),
        ("shogi", "silver", "gold"),
        ("shogi", "gold", "bishop"),
        ("shogi", "bishop", "rook"),
        ("shogi", "rook", "horse"),
        ("shogi", "horse", "dragon"),
        ("xiangqi", "soldier", "horse"),
        ("xiangqi", "cannon", "chariot"),
        ("kilyow", "pawn", "black"),
        ("kilyow", "tian", "long"),
        ("wa-shogi", "sparrow-pawn", "oxcart"),
        ("wa-shogi", "swallows-wings", "gliding-swallow"),
        ("minishogi", "pawn", "silver"),
    ];
    for (name, weaker, stronger) in pairs {
        let (v, f) = compile(&builtin_source(name));
        let (a, b) = (value(&v, &f, weaker).0, value(&v, &f, stronger).0);
        assert!(a < b, "{name}: {weaker} {a} >= {stronger} {b}");
    }
}

/// The built-in rules file `name` with each `(from, to)` replaced (each `from` must be there).
fn edited(name: &str, edits: &[(&str, &str)]) -> String {
    let mut source = builtin_source(name);
    for (from, to) in edits {
        assert!(source.contains(from), "{name}: no `{from}`");
        source = source.replace(from, to);
    }
    source
}

#[test]
fn a_stated_value_replaces_the_computed_one() {
    let source = edited(
        "shogi",
        &[
            ("value 330 promotes", "value 350 in hand 400 promotes"),
            (
                "moves R     promotes dragon \"竜\" moves RF",
                "moves R     promotes dragon \"竜\" moves RF value 2000",
            ),
            ("moves FfW   promotes", "moves FfW   value 450 promotes"),
        ],
    );
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
    let source = without_stated_values(&builtin_source("xiangqi"))
        .replace("moves nN also H", "moves nN also H\n      value 400")
        .replace("moves mRcpR", "moves mRcpR value 450");
    let (v, f) = compile(&source);
    assert_eq!(value(&v, &f, "horse"), (400, 0));
    assert_eq!(value(&v, &f, "cannon"), (450, 0));
}

#[test]
fn shogi_states_its_knight_and_the_docs_example_reads() {
    let (v, f) = compile(&builtin_source("shogi"));
    assert_eq!(value(&v, &f, "knight"), (330, 330));
    // without the clause, the knight's two jumps and a quarter of the promotion share
    let source = edited(
        "shogi",
        &[("moves fN    value 330 promotes", "moves fN    promotes")],
    );
    let (v, f) = compile(&source);
    assert!(value(&v, &f, "knight").0 < 2 * value(&v, &f, "pawn").0);
    // docs/language.md, "Piece values"
    let source = edited(
        "shogi",
        &[
            (
                "piece knight N \"桂\" moves fN    value 330 promotes",
                "piece knight N \"桂\" moves fN value 300 promotes",
            ),
            (
                "piece silver S \"銀\" moves FfW   promotes pro-silver \"全\" moves WfF",
                "piece silver S \"銀\" moves FfW value 450 in hand 500 promotes pro-silver \"全\" moves WfF value 520",
            ),
        ],
    );
    let (v, f) = compile(&source);
    assert_eq!(value(&v, &f, "knight"), (300, 300));
    assert_eq!(value(&v, &f, "silver"), (450, 500));
    assert_eq!(value(&v, &f, "pro-silver"), (520, 0));
}

/// The square term of side `c`'s `name` on the square `file`, `rank` (0-based from the first
/// player's left and back rank).
fn square_term(v: &Variant, f: &Facts, name: &str, c: usize, file: usize, rank: usize) -> i32 {
    let id = v.piece_by_name(name).unwrap();
    f.piece_values().square[c][id][rank * usize::from(v.board.files) + file]
}

#[test]
fn square_terms_follow_mobility_and_the_way_to_promotion() {
    use koma_dsl::facts::SQUARE_SHARE;
    let (v, f) = compile(&builtin_source("xiangqi"));
    // the horse: 8 leaps in the middle of the board, 2 in a corner; the difference is
    // SQUARE_SHARE * UNIT * 6 = 300 whatever the average
    let centre = square_term(&v, &f, "horse", 0, 4, 4);
    let corner = square_term(&v, &f, "horse", 0, 0, 0);
    assert_eq!(centre - corner, (SQUARE_SHARE * UNIT * 6.0).round() as i32);
    // the second player's board is the first's turned: its corner is the far one
    assert_eq!(square_term(&v, &f, "horse", 1, 8, 9), corner);
    // the royal type gets nothing anywhere
    assert!(
        (0..90).all(|sq| f.piece_values().square[0][v.piece_by_name("general").unwrap()][sq] == 0)
    );

    let (v, f) = compile(&builtin_source("shogi"));
    // a pawn one step from the zone (rank 6 of 9, n = 1) against one on its start rank (rank
    // 3, n = 4): same mobility, promotion terms PROMOTION_SHARE * gain * (1 - 1/8)
    let tokin = value(&v, &f, "tokin").0 as f64;
    let pawn_base = UNIT; // a pawn's mobility, before its own promotion share
    let gain = tokin - pawn_base;
    let near = square_term(&v, &f, "pawn", 0, 4, 5);
    let start = square_term(&v, &f, "pawn", 0, 4, 2);
    let expected = PROMOTION_SHARE * gain * (1.0 - PROMOTION_DECAY.powi(3));
    assert!(
        (f64::from(near - start) - expected).abs() <= 1.0,
        "{near} - {start} vs {expected}"
    );
    // a pawn can't stand on the last rank: no term there
    assert_eq!(square_term(&v, &f, "pawn", 0, 4, 8), 0);
}

#[test]
fn kyoto_faces_share_one_value() {
    // each face moves about every other move: a face is worth half its own value and half the
    // other's, so both faces of a piece are worth the same, in hand too
    let kyoto = builtin_source("kyotoshogi");
    let (v, f) = compile(&kyoto);
    assert_eq!(TURN_SHARE, 0.5);
    for (base, face) in [
        ("pawn", "rook"),
        ("silver", "bishop"),
        ("lance", "tokin"),
        ("knight", "gold"),
    ] {
        let (b, hand) = value(&v, &f, base);
        assert_eq!(value(&v, &f, face), (b, 0), "{base} and {face}");
        assert_eq!(hand, b, "{base} in hand");
    }
    // a stated value on one face is kept, and counts for the other at TURN_SHARE: 200 more on
    // the rook face is 100 more on the pawn face (no promotion share on top)
    let rook = |n: i32| {
        let clause = "promotes rook \"飛\" moves R also R";
        let with = format!("{clause} value {n}");
        let (vs, fs) = compile(&edited("kyotoshogi", &[(clause, with.as_str())]));
        (value(&vs, &fs, "pawn").0, value(&vs, &fs, "rook").0)
    };
    let ((pawn_900, rook_900), (pawn_1100, rook_1100)) = (rook(900), rook(1100));
    assert_eq!((rook_900, rook_1100), (900, 1100));
    assert!(
        (pawn_1100 - pawn_900 - 100).abs() <= 1,
        "{pawn_900} {pawn_1100}"
    );
}

#[test]
fn several_royals_have_a_value() {
    // Sho shogi: losing the king or the crown prince goes on while the other remains, so both
    // are worth their moves; with one royal piece (shogi) the king is worth 0
    let (v, f) = compile(&builtin_source("shoshogi"));
    let (prince, prince_hand) = value(&v, &f, "prince");
    let (king, _) = value(&v, &f, "king");
    assert!(prince > 0 && king > 0, "prince {prince}, king {king}");
    assert_eq!(prince_hand, 0);
    // the prince moves as a king (`K`, 8 steps): worth more than a gold (6), less than a rook
    let gold = value(&v, &f, "gold").0;
    let rook = value(&v, &f, "rook").0;
    assert!(
        gold < prince && prince < rook,
        "gold {gold} < prince {prince} < rook {rook}"
    );
    // the elephant now gets a promotion share of the prince's value
    let no_royals = edited(
        "shoshogi",
        &[
            (
                "promotes prince \"太\" royal moves K",
                "promotes prince \"太\" moves K",
            ),
            ("royals several ", "# "),
        ],
    );
    let (vn, fnn) = compile(&no_royals);
    assert_eq!(
        value(&vn, &fnn, "prince").0,
        prince,
        "a royal type is valued as a plain one"
    );
    assert_eq!(value(&vn, &fnn, "elephant").0, value(&v, &f, "elephant").0);
    let (shogi, sf) = compile(&builtin_source("shogi"));
    assert_eq!(value(&shogi, &sf, "king"), (0, 0));
}
