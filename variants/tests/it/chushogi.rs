//! Chu shogi on the compiled generator: the lion-trading rule's protection test for a double
//! move as lishogi makes it (counts from shogiops 0.18.0, `scripts/shogiops-perft.mjs perft`),
//! and double moves as text, played, hashed and counted as captures.

use crate::common;

use koma_runtime::{GamePosition, Move, MoveError, Position, perft};
use koma_variants::chushogi::{Piece, Position as P};

/// Rank f, left to right: a gote rook, an empty square, the sente lion (7f), a gote pawn (6f),
/// the gote lion (5f). Taking the pawn and then the lion (`7f6f5f`) is refused: with the lion's
/// origin and its first leg's square emptied, the rook protects the gote lion, and a pawn is
/// cheap. The one-leg jump `7f5f` stays legal (the pawn blocks the rook), as do the routes
/// over the empty squares beside the pawn.
const THROUGH_CHEAP: &str = "k11/12/12/12/12/3r1Npn4/12/12/12/12/12/11K b - 1";

fn pos(text: &str) -> P {
    P::from_text(text).expect("position")
}

/// shogiops 0.18.0 (`shogiops-perft.mjs perft 3`, every route a move): 90 · 8 694 · 761 639.
/// Both backends give it (the rows are in `testdata/perft.tsv` too); the reference engine's
/// earlier protection test, which kept the first leg's square occupied, gave 91 · 8 719 · 764 086.
#[test]
fn lion_protected_through_a_cheap_first_leg() {
    let p = pos(THROUGH_CHEAP);
    let counts: Vec<u64> = (1..=3).map(|d| perft(&p, d)).collect();
    assert_eq!(counts, [90, 8694, 761_639]);
    let refused = p.parse_move("7f6f5f");
    assert!(
        matches!(&refused, Err(MoveError::Illegal(why)) if why.contains("no such double move")),
        "{refused:?}"
    );
    for legal in ["7f5f", "7f6e5f", "7f6g5f", "7f6f7f"] {
        assert!(p.parse_move(legal).is_ok(), "{legal}");
    }
}

/// A position of a random game where the differential test found the rule to matter: the
/// sente lion on 9e may not take the gote lion on 7e over the gote pawn on 8d (`9e8d7e`): with
/// 8d emptied, the gote bishop on 10b protects it. shogiops 0.18.0: 139 · 21 418 · 2 904 660
/// (in `testdata/perft.tsv` too; the reference engine's earlier protection test listed 140).
#[test]
fn lion_protected_through_a_pawn_in_a_game() {
    let p = pos(
        "lfdsgekgsc1l/acb2xotd1fa/mvr2t3rvm/ppp1p1p1ppp1/3N1n6/1h1b3pi2p/7P2q1/2P3P4P/\
         2RP+h1D1PPP1/M2HD2QHRVM/AVBGTOXTCB1A/LFCS1KEGS1FL b - 83",
    );
    let counts: Vec<u64> = (1..=3).map(|d| perft(&p, d)).collect();
    assert_eq!(counts, [139, 21_418, 2_904_660]);
    assert!(p.parse_move("9e8d7e").is_err());
    assert!(p.parse_move("9e8e7e").is_ok());
}

/// Without the rook the gote lion is unprotected: the lion may take the pawn and then it.
#[test]
fn unprotected_lion_taken_over_a_pawn() {
    let p = pos("k11/12/12/12/12/5Npn4/12/12/12/12/12/11K b - 1");
    assert!(p.parse_move("7f6f5f").is_ok());
}

/// The square written `text` in USI.
fn square(text: &str) -> koma_runtime::Square {
    (0..144)
        .map(koma_runtime::Square)
        .find(|&s| {
            koma_runtime::notation::square_text(s, 12, 12, koma_runtime::setup::TextFormat::Sfen)
                == text
        })
        .expect("a square")
}

/// A double move read, written, played (both legs capture; igui leaves the lion home), hashed
/// as the position after it hashes from scratch, and counted as a capture.
#[test]
fn double_moves_play_and_hash() {
    // the sente lion on 7g, gote pawns on 6f and 6g
    let p = pos("k11/12/12/12/12/6p5/5Np5/12/12/12/12/11K b - 1");
    for (text, lion_at, left) in [
        ("7g6f5e", "5e", 1), // takes the pawn on 6f, then steps on
        ("7g6g5f", "5f", 1), // takes the pawn on 6g, then steps on
        ("7g6g7g", "7g", 1), // igui: takes the pawn on 6g, back home
        ("7g6g6f", "6f", 0), // takes both pawns
        ("7g7f6f", "6f", 1), // over an empty square, then takes
        ("7g7f7g", "7g", 2), // a pass over an empty square
    ] {
        let mv = p
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert!(matches!(mv, Move::Double { .. }), "{text}");
        assert_eq!(p.format_move(mv), text);
        let mut after = p.clone();
        after.play(mv).expect("legal");
        assert_eq!(
            after.piece_at(square(lion_at)).map(|(_, k)| k),
            Some(Piece::Lion),
            "{text}"
        );
        let pawns = (0..144)
            .filter(|&s| {
                after.piece_at(koma_runtime::Square(s)).map(|(_, k)| k) == Some(Piece::Pawn)
            })
            .count();
        assert_eq!(pawns, left, "{text}");
        assert_eq!(p.is_capture(mv), left < 2, "{text}");
        assert_eq!(p.zobrist() ^ p.zobrist_delta(mv), after.zobrist(), "{text}");
    }
}

/// The state `apply` keeps move by move (the square sets, the kept mask of the piece types
/// present, the royal squares, the lion-capture square) equals the state read afresh from the
/// position's setup, along random games: a piece type's last piece taken or promoted away
/// leaves no trace, so positions compare and hash by their contents. 40 games of at most 300
/// plies from the start, seeded.
#[test]
fn kept_state_equals_a_fresh_read_along_random_games() {
    let (mut promotions, mut lions_taken) = (0, 0);
    let plies = common::kept_state(
        P::start(),
        |p| P::from_setup(&p.to_setup()).expect("a position it wrote"),
        40,
        0x9E37_79B9_7F4A_7C15,
        |mv, p| {
            promotions += usize::from(matches!(mv, Move::Normal { promote: true, .. }));
            lions_taken += usize::from(p.to_text().split(' ').nth(2) != Some("-"));
        },
    );
    // the games went where the kept state changes
    assert!(
        plies > 5_000 && promotions > 100 && lions_taken > 10,
        "{plies} {promotions} {lions_taken}"
    );
}
