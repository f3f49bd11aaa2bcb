//! A position whose side not to move is in check (its royal could be taken: no legal game gets
//! there) is refused by both backends with the same error; the same board with the other side
//! to move is an ordinary check.

mod common;

use koma_runtime::{Color, Position as _, PositionError};

const REFUSED: PositionError = PositionError::OpponentInCheck {
    color: Color::Second,
};

#[test]
fn shogi_rook_on_the_kings_file() {
    let e = common::engine("shogi.koma");
    let read = koma_variants::shogi::Position::from_text;
    for text in [
        "4k4/9/9/9/4R4/9/9/9/4K4 b - 1",
        // a bishop's diagonal, a knight's jump, a dropped-then-moved pawn's step
        "4k4/9/9/9/8B/9/9/9/4K4 b - 1",
        "4k4/9/3N5/9/9/9/9/9/4K4 b - 1",
        "4k4/4P4/9/9/9/9/9/9/4K4 b - 1",
    ] {
        assert_eq!(e.position(text).unwrap_err(), REFUSED, "{text}");
        assert_eq!(read(text).unwrap_err(), REFUSED, "{text}");
    }
    // gote to move: gote is in check, both read it
    let text = "4k4/9/9/9/4R4/9/9/9/4K4 w - 1";
    assert!(e.position(text).expect("reference reads").is_check());
    assert!(read(text).expect("compiled reads").is_check());
    // blocked: no check
    let text = "4k4/4p4/9/9/4R4/9/9/9/4K4 b - 1";
    assert!(e.position(text).is_ok() && read(text).is_ok());
}

#[test]
fn xiangqi_chariot_cannon_and_horse() {
    let e = common::engine("xiangqi.koma");
    let read = koma_variants::xiangqi::Position::from_text;
    for text in [
        "4k4/9/9/9/4R4/9/9/9/9/3K5 w - - 0 1",
        "4k4/9/4p4/9/4C4/9/9/9/9/3K5 w - - 0 1",
        "4k4/9/3N5/9/9/9/9/9/9/3K5 w - - 0 1",
    ] {
        assert_eq!(e.position(text).unwrap_err(), REFUSED, "{text}");
        assert_eq!(read(text).unwrap_err(), REFUSED, "{text}");
    }
    // Red's general attacked, Red not to move
    let text = "3k5/9/9/9/9/4r4/9/9/9/4K4 b - - 0 1";
    let red = PositionError::OpponentInCheck {
        color: Color::First,
    };
    assert_eq!(e.position(text).unwrap_err(), red);
    assert_eq!(read(text).unwrap_err(), red);
    // the horse's leg blocked; a cannon with no screen: no check
    for text in [
        "4k4/3p5/3N5/9/9/9/9/9/9/3K5 w - - 0 1",
        "4k4/9/9/9/4C4/9/9/9/9/3K5 w - - 0 1",
    ] {
        assert!(e.position(text).is_ok() && read(text).is_ok(), "{text}");
    }
}
