//! A position whose side not to move is in check (its royal could be taken: no legal game gets
//! there) is refused by both backends with the same error; the same board with the other side
//! to move is an ordinary check.

use crate::common;

use koma_runtime::{Color, Position, PositionError};

/// Reads `text` on both backends: the reference engine of `file` and the compiled `read`.
/// `Err` when they refuse it alike, `Ok(in check)` when both read it alike; panics otherwise.
fn read_both<P: Position>(
    file: &str,
    read: impl Fn(&str) -> Result<P, PositionError>,
    text: &str,
) -> Result<bool, PositionError> {
    let e = common::engine(file);
    match (e.position(text), read(text)) {
        (Ok(r), Ok(c)) => {
            assert_eq!(c.is_check(), r.is_check(), "{text}");
            Ok(r.is_check())
        }
        (Err(a), Err(b)) if a == b => Err(a),
        (r, c) => panic!(
            "{text}: reference {:?}, compiled {:?}",
            r.map(|p| p.to_text()),
            c.map(|p| p.to_text())
        ),
    }
}

fn in_check(color: Color) -> Result<bool, PositionError> {
    Err(PositionError::OpponentInCheck { color })
}

#[test]
fn shogi() {
    let read = |t: &str| read_both("shogi.koma", koma_variants::shogi::Position::from_text, t);
    // a rook on the king's file, a bishop's diagonal, a knight's jump, a pawn's step
    for text in [
        "4k4/9/9/9/4R4/9/9/9/4K4 b - 1",
        "4k4/9/9/9/8B/9/9/9/4K4 b - 1",
        "4k4/9/3N5/9/9/9/9/9/4K4 b - 1",
        "4k4/4P4/9/9/9/9/9/9/4K4 b - 1",
    ] {
        assert_eq!(read(text), in_check(Color::Second), "{text}");
    }
    // gote to move: gote is in check; blocked: no check
    assert_eq!(read("4k4/9/9/9/4R4/9/9/9/4K4 w - 1"), Ok(true));
    assert_eq!(read("4k4/4p4/9/9/4R4/9/9/9/4K4 b - 1"), Ok(false));
}

#[test]
fn xiangqi() {
    let read = |t: &str| {
        read_both(
            "xiangqi.koma",
            koma_variants::xiangqi::Position::from_text,
            t,
        )
    };
    // a chariot, a cannon over a screen, a horse with its leg free
    for text in [
        "4k4/9/9/9/4R4/9/9/9/9/3K5 w - - 0 1",
        "4k4/9/4p4/9/4C4/9/9/9/9/3K5 w - - 0 1",
        "4k4/9/3N5/9/9/9/9/9/9/3K5 w - - 0 1",
    ] {
        assert_eq!(read(text), in_check(Color::Second), "{text}");
    }
    // Red's general attacked, Red not to move
    let text = "3k5/9/9/9/9/4r4/9/9/9/4K4 b - - 0 1";
    assert_eq!(read(text), in_check(Color::First));
    // the horse's leg blocked; a cannon with no screen: no check
    assert_eq!(read("4k4/3p5/3N5/9/9/9/9/9/9/3K5 w - - 0 1"), Ok(false));
    assert_eq!(read("4k4/9/9/9/4C4/9/9/9/9/3K5 w - - 0 1"), Ok(false));
}
