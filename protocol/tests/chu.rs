//! Chu shogi over the protocols: move lists in XBoard's text checked against HaChu 0.21's and in
//! USI against lishogi's (shogiops 0.18.0), and scripted XBoard and USI sessions (`variant chu`,
//! `setboard` with XBoard's FEN, two-leg moves, passes, a king that may be taken).

mod common;

use common::{session, transcript};
use koma_protocol::Notation;
use std::collections::BTreeSet;

const CHU: &str = include_str!("../../variants/chushogi.koma");

/// Sente: a lion on 7g (XBoard f6) next to a gote pawn on 6f (g7), a pawn on 8e (e8) that can
/// enter the zone, a king on 1l (l1); gote: a king on 12a (a12).
const LION: &str = "k11/12/12/12/4P7/6p5/5N6/12/12/12/12/11K b - 1";

/// HaChu 0.21's root list for `LION` (its debug dump after an illegal `usermove`, as
/// `scripts/hachu-perft.py` reads it; `setboard k11/12/12/12/4P7/6p5/5N6/12/12/12/12/11K`).
const HACHU: &str = "@@@@ e8e9+ f6d4 f6d5 f6d6 f6d7 f6d8 f6e4 f6e5 f6e6 f6e7 f6f4 f6f5 f6f7 \
    f6f8 f6g4 f6g5 f6g6 f6g7 f6g7,g7f6 f6g7,g7f7 f6g7,g7f8 f6g7,g7g6 f6g7,g7g8 f6g7,g7h6 \
    f6g7,g7h7 f6g7,g7h8 f6g8 f6h4 f6h5 f6h6 f6h7 f6h8 l1k1 l1k2 l1l2";

/// shogiops 0.18.0's legal moves for `LION` (`scripts/shogiops-perft.mjs moves`): every route
/// of the lion is a move.
const SHOGIOPS: &str = "1l1k 1l2k 1l2l 7g5e 7g5f 7g5g 7g5h 7g5i 7g6e 7g6f 7g6f5e 7g6f5f \
    7g6f5g 7g6f6e 7g6f6g 7g6f7e 7g6f7f 7g6f7g 7g6g 7g6g5f 7g6g5g 7g6g5h 7g6g6f 7g6g6h 7g6g7f \
    7g6g7g 7g6g7h 7g6h 7g6h5g 7g6h5h 7g6h5i 7g6h6g 7g6h6i 7g6h7g 7g6h7h 7g6h7i 7g6i 7g7e 7g7f \
    7g7f6e 7g7f6f 7g7f6g 7g7f7e 7g7f7g 7g7f8f 7g7f8g 7g7h 7g7h6g 7g7h6h 7g7h6i 7g7h7g 7g7h7i \
    7g7h8g 7g7h8h 7g7h8i 7g7i 7g8f 7g8f7e 7g8f7f 7g8f7g 7g8f8g 7g8f9e 7g8f9f 7g8f9g 7g8g \
    7g8g7f 7g8g7g 7g8g7h 7g8g8f 7g8g8h 7g8g9f 7g8g9g 7g8g9h 7g8h 7g8h7g 7g8h7h 7g8h7i 7g8h8g \
    7g8h8i 7g8h9g 7g8h9h 7g8h9i 7g8i 7g9e 7g9f 7g9g 7g9h 7g9i 8e8d 8e8d+";

fn sorted(list: &[String]) -> Vec<String> {
    let mut v = list.to_vec();
    v.sort();
    v
}

fn words(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_string).collect()
}

#[test]
fn usi_moves_are_lishogis_and_xboard_moves_are_hachus() {
    let mut s = session(CHU);
    s.set_position(Some(LION)).unwrap();
    assert_eq!(
        sorted(&s.legal_moves_text(Notation::Native)),
        sorted(&words(SHOGIOPS))
    );
    // XBoard: each route written as HaChu's one move (passes `@@@@`, a route over an empty
    // square as the one-step move), so the distinct texts are HaChu's list, plus the pawn's
    // non-promotion `e8e9`, which HaChu leaves out of its list (a tokin moves as a pawn and
    // more) but takes as a user move
    let xboard = Notation::xboard(12);
    let ours: BTreeSet<String> = s.legal_moves_text(xboard).into_iter().collect();
    let mut hachu: BTreeSet<String> = words(HACHU).into_iter().collect();
    hachu.insert("e8e9".to_string());
    assert_eq!(ours, hachu);
    // each of HaChu's texts reads as one move, written back the same way
    for text in words(HACHU).iter().chain(&["e8e9".to_string()]) {
        s.play(text, xboard)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(s.moves_text(xboard), std::slice::from_ref(text));
        assert!(s.undo());
    }
    // the explicit legs of a route over an empty square read too, as the move HaChu writes
    for (legs, written, usi) in [
        ("f6f7,f7f8", "f6f8", "7g7f7e"),
        ("f6f7,f7f6", "@@@@", "7g7f7g"),
    ] {
        s.play(legs, xboard).unwrap();
        assert_eq!(s.moves_text(xboard), [written]);
        assert_eq!(s.moves_text(Notation::Native), [usi]);
        assert!(s.undo());
    }
    // a two-leg text that is no route of a piece is illegal, not misread
    for bad in ["f6g7,g7f4", "f6f7,f8f9", "l1k1,k1j1", "f6g7,"] {
        assert!(s.play(bad, xboard).is_err(), "{bad}");
    }
}

#[test]
fn a_king_may_be_taken_and_a_crown_prince_keeps_the_game_going() {
    // no check rule: sente's king on 1l is attacked by the rook on 1a, and sente takes the
    // king on 12a with its rook instead, which ends the game
    let mut s = session(CHU);
    s.set_position(Some("k10r/12/12/12/12/12/12/12/12/12/12/R10K b - 1"))
        .unwrap();
    s.play("12l12a", Notation::Native).unwrap();
    assert_eq!(
        s.outcome().expect("the king is taken").result_token(),
        "1-0"
    );
    // with a crown prince (a promoted drunk elephant) gote plays on
    s.set_position(Some("k+e9r/12/12/12/12/12/12/12/12/12/12/R10K b - 1"))
        .unwrap();
    s.play("12l12a", Notation::Native).unwrap();
    assert_eq!(s.outcome(), None);
    s.play("11a12a", Notation::Native).unwrap();
    assert_eq!(s.outcome(), None);
}

/// Whether any line is an error or refusal of the engine.
fn complains(lines: &[String]) -> bool {
    lines
        .iter()
        .any(|l| l.starts_with("Illegal") || l.starts_with("Error") || l.contains("error"))
}

#[test]
fn an_xboard_session_of_chu() {
    let lines = transcript(
        "chushogi",
        CHU,
        "xboard\nprotover 2\nnew\nvariant chu\nforce\n\
         setboard k11/12/12/12/4P7/6p5/5N6/12/12/12/12/11K w - - 0 1\n\
         usermove @@@@\nusermove a12b12\nusermove f6g7,g7f6\nusermove b12a12\n\
         usermove f6f8\nusermove a12b12\nusermove f8e9,e9d10\nusermove b12a12\n\
         usermove e8e9=\nping 1\n\
         setboard k10r/12/12/12/12/12/12/12/12/12/12/R10K w - - 0 1\nsd 2\ngo\nping 2\n",
    );
    assert!(!complains(&lines), "{lines:#?}");
    let feature = &lines[0];
    assert!(feature.contains("variants=\"chushogi,chu\""), "{feature}");
    // XBoard knows Chu: no `setup` or `piece` lines after `variant chu`
    assert!(
        lines[1..]
            .iter()
            .all(|l| !l.starts_with("setup") && !l.starts_with("piece"))
    );
    let pong = lines.iter().position(|l| l == "pong 1").expect("pong 1");
    // the engine, on move for sente, takes the king (promoting or not) rather than defend its
    // own, which the rook on l12 attacks; the game is then won
    let reply = &lines[pong + 1..];
    let mv = reply
        .iter()
        .find(|l| l.starts_with("move "))
        .expect("a move");
    assert!(mv == "move a1a12" || mv == "move a1a12+", "{reply:#?}");
    assert!(
        reply.contains(&"1-0 {royal piece captured}".to_string()),
        "{reply:#?}"
    );
    assert_eq!(lines.last().unwrap(), "pong 2");
}

#[test]
fn a_usi_session_of_chu_in_lishogis_text() {
    // the lion takes the pawn on 6f and goes on to 5e, later passes over 5f (empty)
    let position = format!("position sfen {LION} moves 7g6f5e 12a11a 5e5f5e 11a12a");
    let lines = transcript(
        "chushogi",
        CHU,
        &format!(
            "usi\nsetoption name UCI_Variant value chushogi\nusinewgame\n{position}\ngo depth 2\n"
        ),
    );
    assert!(!complains(&lines), "{lines:#?}");
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    let best = best.split_whitespace().next().unwrap();
    let mut s = session(CHU);
    s.set_position(Some(LION)).unwrap();
    for mv in ["7g6f5e", "12a11a", "5e5f5e", "11a12a"] {
        s.play(mv, Notation::Native).unwrap();
    }
    assert!(
        s.legal_moves_text(Notation::Native)
            .contains(&best.to_string()),
        "{best}"
    );
}
