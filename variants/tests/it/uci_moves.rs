//! Moves in Fairy-Stockfish's UCI coordinates (`notation uci`: ranks from 1, a chess-style
//! promotion ending in the new type's letter), written and read alike by both backends, and
//! positions with promoted pawns written with the new type's own letter. The move texts are
//! FSF's: its `go perft 1` divide lines for these positions list `e5e6m` (makruk) and `b7b8q`,
//! `c2c1q` (shatranj).

use koma_runtime::{Move, MoveError, Position};
use koma_variants::{makruk, shatranj};

fn engine(name: &str) -> koma_engine::Engine {
    let path = format!("{}/{name}.koma", env!("CARGO_MANIFEST_DIR"));
    koma_engine::Engine::new(&koma_dsl::compile(&std::fs::read_to_string(path).unwrap()).unwrap())
        .unwrap()
}

/// The legal moves of `pos` as text, sorted.
fn texts<P: Position>(pos: &P) -> Vec<String> {
    let mut moves: Vec<Move> = Vec::new();
    pos.legal_moves(&mut moves);
    let mut t: Vec<String> = moves.iter().map(|&m| pos.format_move(m)).collect();
    t.sort();
    t
}

/// What both backends say of `text` in `fen`: the move written back, or the error.
fn read<P: Position>(pos: &P, text: &str) -> Result<String, MoveError> {
    pos.parse_move(text).map(|m| pos.format_move(m))
}

#[test]
fn makruk_pawns_promote_to_mets_written_with_their_letter() {
    let fen = "r3k3/8/3p4/2P1P3/5p2/8/8/3K2R1 w - - 0 1";
    let e = engine("makruk");
    let reference = e.position(fen).unwrap();
    let compiled = makruk::Position::from_text(fen).unwrap();
    let moves = texts(&compiled);
    assert_eq!(texts(&reference), moves);
    for m in ["c5c6m", "e5e6m", "e5d6m", "g1g8", "d1d2"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
    assert!(!moves.iter().any(|m| m == "e5e6" || m.ends_with('+')));
    for text in ["e5e6m", "e5e6M", "e5e6+"] {
        assert_eq!(read(&reference, text), Ok("e5e6m".into()));
        assert_eq!(read(&compiled, text), Ok("e5e6m".into()));
    }
    for (text, why) in [
        (
            "e5e6",
            "illegal move: e5e6: the bia must promote on this move",
        ),
        (
            "e5e6q",
            "malformed move: `e5e6q`: no type promotes to this letter",
        ),
        (
            "e4e5",
            "illegal move: e4e5: no piece of the side to move on e4",
        ),
    ] {
        assert_eq!(read(&reference, text).unwrap_err().to_string(), why);
        assert_eq!(read(&compiled, text).unwrap_err().to_string(), why);
    }
    // the promoted pawn is a met: `M` in the position, and `+P` is no position letter
    let mut p = compiled;
    p.play(p.parse_move("e5e6m").unwrap()).unwrap();
    // (the halfmove clock counts plies since a capture, so koma writes 1 where FSF, whose clock
    // a pawn move resets too, writes 0)
    assert_eq!(p.to_text(), "r3k3/8/3pM3/2P5/5p2/8/8/3K2R1 b - - 1 1");
    let mut r = reference;
    r.play(r.parse_move("e5e6m").unwrap()).unwrap();
    assert_eq!(r.to_text(), p.to_text());
    assert!(makruk::Position::from_text("4k3/8/4+P3/8/8/8/8/3K4 w - - 0 1").is_err());
    assert!(e.position("4k3/8/4+P3/8/8/8/8/3K4 w - - 0 1").is_err());
}

#[test]
fn shatranj_pawns_promote_to_ferzes_on_the_last_rank() {
    let fen = "3k4/1P3P2/8/8/8/8/2p5/4K3 w - - 0 1";
    let e = engine("shatranj");
    let reference = e.position(fen).unwrap();
    let compiled = shatranj::Position::from_text(fen).unwrap();
    assert_eq!(texts(&reference), texts(&compiled));
    assert!(texts(&compiled).contains(&"b7b8q".to_string()));
    let black = "3k4/1P3P2/8/8/8/8/2p5/4K3 b - - 0 1";
    let compiled = shatranj::Position::from_text(black).unwrap();
    assert_eq!(texts(&e.position(black).unwrap()), texts(&compiled));
    assert!(texts(&compiled).contains(&"c2c1q".to_string()));
}
