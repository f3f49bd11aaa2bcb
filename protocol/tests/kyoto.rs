//! Kyoto shogi in both writings through USI, UCI and XBoard (reference engine): lishogi marks
//! every move that turns a piece over with `+`, Fairy-Stockfish writes a piece turning back
//! with `-`. Both are read; each protocol writes Fairy-Stockfish's. The game of Fairy-Stockfish
//! issue #668 (lishogi's text, which stopped Fairy-Stockfish at its third move) plays through.

mod common;

use common::{session, transcript};
use koma_protocol::Notation;
use koma_runtime::MoveError;

const KYOTO: &str = include_str!("../../variants/kyotoshogi.koma");

/// The game of Fairy-Stockfish issue #668 as lishogi sent it.
const LISHOGI: [&str; 4] = ["4e5d+", "2a3b+", "5d3b+", "4a3b+"];

/// The legal moves after [`LISHOGI`], in Fairy-Stockfish's USI writing: pyffish 0.0.90
/// `legal_moves("kyotoshogi", start, ["b1a2+", "d5c4+", "a2c4-", "b5c4-"])` (UCI coordinates,
/// each square turned into USI's).
const LEGAL_AFTER: [&str; 43] = [
    "+S*1b", "+S*1c", "+S*1d", "+S*2a", "+S*2b", "+S*2c", "+S*2d", "+S*3c", "+S*3d", "+S*4a",
    "+S*4b", "+S*4c", "+S*4d", "+S*4e", "+S*5b", "+S*5c", "+S*5d", "1e1d+", "2e1d-", "2e2d-",
    "2e3d-", "3e3d", "3e4e", "5e4d-", "5e4e-", "5e5d-", "S*1b", "S*1c", "S*1d", "S*2a", "S*2b",
    "S*2c", "S*2d", "S*3c", "S*3d", "S*4a", "S*4b", "S*4c", "S*4d", "S*4e", "S*5b", "S*5c", "S*5d",
];

#[test]
fn lishogi_text_plays_and_is_written_as_fairy_stockfish_writes_it() {
    let mut s = session(KYOTO);
    for mv in LISHOGI {
        s.play(mv, Notation::Native).unwrap();
    }
    assert_eq!(
        s.moves_text(Notation::Native),
        ["4e5d+", "2a3b+", "5d3b-", "4a3b-"]
    );
    assert_eq!(
        s.moves_text(Notation::UCI),
        ["b1a2+", "d5c4+", "a2c4-", "b5c4-"]
    );
    // pyffish's FEN of the same position: `p1k1+l/2n2/5/5/+L1K+NP[Ss] w - - 0 3`
    assert_eq!(s.position_text(), "p1k1+l/2n2/5/5/+L1K+NP b Ss 5");
    let mut legal = s.legal_moves_text(Notation::Native);
    legal.sort();
    assert_eq!(legal, LEGAL_AFTER);
}

#[test]
fn a_promoted_face_drops_by_lishogis_letter_or_with_a_plus() {
    // lishogi's `B*5c` (`makeUsi`: the dropped role's letter) is Fairy-Stockfish's `+S*5c`
    for (drop, written) in [("B*5c", "+S*5c"), ("+S*5c", "+S*5c"), ("S*5c", "S*5c")] {
        let mut s = session(KYOTO);
        for mv in LISHOGI {
            s.play(mv, Notation::Native).unwrap();
        }
        s.play(drop, Notation::Native).unwrap();
        assert_eq!(s.moves_text(Notation::Native)[4], written, "{drop}");
    }
    // a letter that names no piece in hand: neither side holds a rook's pawn
    let mut s = session(KYOTO);
    for mv in LISHOGI {
        s.play(mv, Notation::Native).unwrap();
    }
    assert!(matches!(
        s.play("R*5c", Notation::Native),
        Err(MoveError::Illegal(_))
    ));
}

#[test]
fn both_writings_read_in_coordinates_too() {
    for notation in [Notation::UCI, Notation::xboard(5)] {
        let mut s = session(KYOTO);
        // lishogi's `+` on the bishop turning back into a silver (`5d3b+`), then
        // Fairy-Stockfish's `-` on the gold turning back into a knight (`4a3b-`)
        for mv in ["b1a2+", "d5c4+", "a2c4+", "b5c4-"] {
            s.play(mv, notation).unwrap();
        }
        assert_eq!(
            s.moves_text(Notation::Native),
            ["4e5d+", "2a3b+", "5d3b-", "4a3b-"]
        );
    }
}

#[test]
fn a_wrong_suffix_says_what_is_wrong() {
    let mut s = session(KYOTO);
    // the silver on 4e is not promoted: `-` cannot turn it back
    let err = s.play("4e5d-", Notation::Native).unwrap_err();
    assert_eq!(
        err,
        MoveError::Syntax(
            "`4e5d-`: `-` turns a promoted piece back, and no such piece stands on the origin: a promotion is written `+`"
                .into()
        )
    );
    // no suffix: the silver must turn over
    let err = s.play("4e5d", Notation::Native).unwrap_err();
    assert_eq!(
        err,
        MoveError::Illegal("4e5d: the silver must promote on this move".into())
    );
    // the king never turns
    let err = s.play("3e3d+", Notation::Native).unwrap_err();
    assert_eq!(
        err,
        MoveError::Illegal("3e3d+: the king cannot promote on this move".into())
    );
}

#[test]
fn usi_plays_the_game_of_fairy_stockfish_issue_668() {
    let input = format!(
        "usi\nposition startpos moves {}\ngo depth 2\n",
        LISHOGI.join(" ")
    );
    let lines = transcript("kyotoshogi", KYOTO, &input);
    assert!(
        !lines.iter().any(|l| l.starts_with("info string error")),
        "{lines:?}"
    );
    let best = lines
        .iter()
        .rev()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("a bestmove line");
    let best = best.split_whitespace().next().unwrap();
    assert!(LEGAL_AFTER.contains(&best), "{best} in {lines:?}");
}
