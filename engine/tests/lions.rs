//! Chu shogi's lion rules on the reference engine (`variants/chushogi.koma`), as lishogi plays
//! them (shogiops 0.18.0; the positions and expectations of its rules tests,
//! `test/variant/chushogi.test.ts`, and counts from `scripts/shogiops-perft.mjs`):
//! `lions counter-strike` (the lion-capture square, SFEN's third field, and its hash) and the
//! protection a lion's double move sees (`lions PIECES`).

mod common;

use common::{engine, is_legal, moves_text, play_all};
use koma_engine::Position;
use koma_runtime::{Position as _, PositionError, Square};

/// shogiops' `pos7` (gote to move), with kings added on 1a and 12l (koma ends a game without
/// royals): sente's lion on 8j (below gote's rook on 8f, beside gote's kirin on 7i), gote's
/// lions on 3i and 1i, sente's bishop on 6l and pawn on 1j.
const POS7: &str = "11k/12/12/12/12/4r7/12/12/5o3n1n/4N6P/12/K5B5 w - 1";

#[test]
fn after_a_non_lion_takes_a_lion_only_that_square_may_be_retaken() {
    let e = engine("chushogi");
    // the rook, the kirin promoting (it becomes a lion, but took as a kirin), the kirin not
    // promoting: each takes the lion on 8j, so the bishop may retake on 8j but not take 3i
    for capture in ["8f8j", "7i8j+", "7i8j"] {
        let mut pos = e.position(POS7).unwrap();
        play_all(&mut pos, &[capture]);
        assert_eq!(pos.lion_capture(), Some(sq(&pos, "8j")), "{capture}");
        assert!(pos.to_text().ends_with(" b 8j 2"), "{}", pos.to_text());
        assert!(is_legal(&pos, "6l8j"), "{capture}");
        assert!(!is_legal(&pos, "6l3i"), "{capture}");
        assert!(
            !is_legal(&pos, "1j1i"),
            "{capture}: the pawn may not take a lion either"
        );
    }
    // a lion's move (here a pass) sets nothing: every lion may be taken
    let mut pos = e.position(POS7).unwrap();
    play_all(&mut pos, &["3i4i3i"]);
    assert_eq!(pos.lion_capture(), None);
    assert!(is_legal(&pos, "6l3i"));
    assert!(is_legal(&pos, "1j1i"));
    // the rule lasts one move: the reply clears the square (the bishop takes the rook)
    let mut pos = e.position(POS7).unwrap();
    play_all(&mut pos, &["8f8j", "6l8j"]);
    assert_eq!(pos.lion_capture(), None);
    assert!(pos.to_text().ends_with(" w - 3"), "{}", pos.to_text());
}

#[test]
fn the_rule_binds_every_non_lion_but_not_the_lions() {
    let e = engine("chushogi");
    // a horned falcon (lion power straight ahead) below two gote lions, the lion-capture
    // square elsewhere (3c): neither lion may be taken, on either step
    let falcon = "10k1/12/12/6n5/6n5/6+H5/12/12/12/12/12/K11 b 3c 1";
    let pos = e.position(falcon).unwrap();
    for mv in ["6f6e", "6f6d", "6f6e6f", "6f6e6d"] {
        assert!(!is_legal(&pos, mv), "{mv}");
    }
    // with `-` it may
    let free = e.position(&falcon.replace(" 3c ", " - ")).unwrap();
    for mv in ["6f6e", "6f6d", "6f6e6f", "6f6e6d"] {
        assert!(is_legal(&free, mv), "{mv}");
    }
    // a lion may take a lion even then
    let lion = e
        .position("10k1/12/12/12/6n5/6N5/12/12/12/12/12/K11 b 3c 1")
        .unwrap();
    assert!(is_legal(&lion, "6f6e"));
    assert!(is_legal(&lion, "6f6e6f"));
}

#[test]
fn the_square_is_read_written_and_checked() {
    let e = engine("chushogi");
    let text = "11k/12/12/12/12/4r7/12/12/9n2/4+o7/12/6B4K b 8j 1";
    let pos = e.position(text).unwrap();
    assert_eq!(pos.to_text(), text);
    // shogiops' rules test: 7 moves with 8j, 8 without
    assert_eq!(moves_text(&pos).len(), 7);
    let none = e.position(&text.replace(" 8j ", " - ")).unwrap();
    assert_eq!(moves_text(&none).len(), 8);
    assert_ne!(pos, none);
    assert_ne!(pos.zobrist(), none.zobrist());
    let bad = |t: &str| Position::from_text(&e, t).unwrap_err().to_string();
    let off = bad(&text.replace(" 8j ", " 13j "));
    assert!(off.contains("bad lion-capture square `13j`"), "{off}");
    // 1l holds sente's king: sente is to move, so its piece cannot stand where gote's captor would
    let own = bad(&text.replace(" 8j ", " 1l "));
    assert!(
        own.contains("lion-capture square `1l`: a piece of the side to move"),
        "{own}"
    );
    // a variant without the rule reads the third field as the hands, and refuses the square
    // in a setup built by hand
    let shogi = engine("shogi");
    let mut setup = shogi.start_position().unwrap().to_setup();
    setup.lion_capture = Some(Square(40));
    let err = Position::from_setup(&shogi, &setup).unwrap_err();
    assert!(
        matches!(&err, PositionError::BadLionCapture { why, .. } if why.contains("no counter-strike rule")),
        "{err}"
    );
}

#[test]
fn the_hash_follows_the_square() {
    let e = engine("chushogi");
    let mut game = e.game(POS7).unwrap();
    for mv in ["8f8j", "6l8j", "3i4i3i", "1j1i"] {
        let m = game.position().parse_move(mv).unwrap();
        game.play_unchecked(m);
        let pos = game.position();
        assert_eq!(game.hash(), pos.zobrist(), "after {mv}");
        assert_eq!(
            pos.zobrist(),
            koma_runtime::zobrist::setup_hash(&pos.to_setup()),
            "after {mv}"
        );
    }
    // the pawn took the lion on 1i: the square is set again
    assert_eq!(
        game.position().lion_capture(),
        Some(sq(game.position(), "1i"))
    );
}

#[test]
fn a_lion_sees_protection_through_its_first_step() {
    let e = engine("chushogi");
    // gote's lion on 6d, gote's pawn on 6e, sente's lion on 6f, gote's rook on 6h: taking the
    // pawn first, the lion leaves 6f and 6e empty, and the rook protects 6d through them
    // (shogiops: `6f6e6d` is not a move); the jump `6f6d` leaves the pawn, which blocks the rook
    let pos = e
        .position("11k/12/12/6n5/6p5/6N5/12/6r5/12/12/12/K11 b - 1")
        .unwrap();
    assert!(!is_legal(&pos, "6f6e6d"));
    assert!(is_legal(&pos, "6f6d"));
    assert!(is_legal(&pos, "6f6e"));
    // the piece taken on the first step still protects: a go-between on 6e guards 6d
    let pos = e
        .position("11k/12/12/6n5/6i5/6N5/12/12/12/12/12/K11 b - 1")
        .unwrap();
    assert!(!is_legal(&pos, "6f6e6d"));
    assert!(!is_legal(&pos, "6f6d"));
    assert!(is_legal(&pos, "6f6e6f"), "igui on the go-between");
}

/// The positions of shogiops' lion tests (`lion moves`, `wiki lion moves`), with kings added
/// where they have none (koma ends a game without royals; each king is placed off every line
/// the test looks at), and the moves the tests call legal and illegal (all checked again with
/// shogiops 0.18.0's `isLegal` on these positions).
const SHOGIOPS_LION_TESTS: &[(&str, &[&str], &[&str])] = &[
    (
        "11k/12/12/12/12/6+O5/12/12/12/12/12/K11 b - 1",
        &["6f5e", "6f7g", "6f7d", "6f4h", "6f6g6f", "6f5e6d", "6f7g8h"],
        &["6f6f"],
    ),
    (
        "3l8/11p/10p1/3n5+D2/2i1f7/3N5G2/9+H2/2t2P1i4/2p3+D5/2+H9/12/K10k b - 1",
        &[
            "3g3e",
            "6i4g",
            "6i8g",
            "6i5h",
            "6i5h6i",
            "6i5h4g",
            "3d2c",
            "3d1b",
            "3d2c1b",
            "10j10i",
            "10j10h",
            "10j10i10h",
            "9f10e",
            "9f8e",
            "9f8e9d",
        ],
        &[
            "3g3f",
            "6i7h",
            "3d1b2c",
            "10j10h10i",
            "9f9d",
            "9f10e9d",
            "9f9e9d",
        ],
    ),
    (
        "11l/6l5/5Nn5/11n/9N2/12/1N10/9n2/1n7N2/4r7/4nN6/k3r6K b - 1",
        &[
            "7c6c",
            "7c6b6c",
            "3i3h",
            "3i3h3g",
            "3i2h3h",
            "7k8k",
            "7k8j8k",
            "7k8l8k",
            "7k8k8j",
            "7k8k8l",
            "7k7j8k",
            "11g11i",
            "11g11h11i",
        ],
        &["3e1d", "3e2e1d"],
    ),
    (
        "11k/12/12/12/7g4/6n5/5N6/12/12/12/12/K11 b - 1",
        &["7g6f", "7g6f5e", "7g6f6e"],
        &[],
    ),
    (
        "11k/12/12/12/4B2l4/4S7/5N6/7n4/12/12/12/K11 b - 1",
        &["7g5e", "8e5h"],
        &["7g5h"],
    ),
    (
        "11k/12/12/12/4B2l4/4S7/5N6/7n4/12/12/12/K11 w - 1",
        &["5h5j"],
        &["5h7g"],
    ),
    (
        "11k/12/12/12/3n8/12/5N6/5P6/7b4/12/12/K11 b - 1",
        &["7g5i"],
        &["7g9e"],
    ),
    (
        "11k/12/12/12/3n8/12/5N6/5P6/7b4/12/12/K11 w - 1",
        &["9e10e", "5i7g"],
        &["9e7g"],
    ),
    (
        "11K/12/12/12/3n1H6/3sp7/5N6/5P6/1k5b4/12/12/12 b - 1",
        &["7g9e"],
        &["7g8f9e"],
    ),
    (
        "11k/12/12/12/12/4N7/4p7/4n7/12/12/12/K11 b - 1",
        &["8f8g"],
        &["8f8h", "8f8g8h"],
    ),
    (
        "11k/12/12/12/6+o1r3/4gi6/6N5/7s4/8n3/12/12/K11 b - 1",
        &["6g5h4i", "6g7f", "6g7f8f"],
        &["6g4i", "6g6e", "6g7f6e", "6g6f6e"],
    ),
    (
        "11k/12/3l8/12/3b4+o3/6n5/4N7/6R5/7K4/12/12/12 b - 1",
        &[],
        &["8g6f"],
    ),
];

#[test]
fn shogiops_lion_tests_agree() {
    let e = engine("chushogi");
    for &(sfen, legal, illegal) in SHOGIOPS_LION_TESTS {
        let pos = e.position(sfen).unwrap();
        let moves = moves_text(&pos);
        for mv in legal {
            assert!(moves.iter().any(|m| m == mv), "{mv} is legal in {sfen}");
        }
        for mv in illegal {
            assert!(!moves.iter().any(|m| m == mv), "{mv} is illegal in {sfen}");
        }
    }
}

/// The square `text` names (USI) on Chu's board.
fn sq(_: &Position<'_>, text: &str) -> Square {
    let sfen = koma_runtime::setup::TextFormat::Sfen;
    koma_runtime::notation::read_square(text, 12, 12, sfen)
        .unwrap()
        .0
}
