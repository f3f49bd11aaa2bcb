//! `koma engine chess` in XBoard force mode claims a repetition only of the same position by
//! FIDE 9.2.2 (castling rights and possible en-passant captures included): not after the moves
//! of chesslib #39, where exd6 e.p. was possible after 2...d5 (python-chess 1.999 finds no
//! threefold repetition there), but after 7.Bc4, the third occurrence of the position after
//! 3.Bc4; and after cutechess #644's 26...Ra4, not 25...Ra8.

use crate::driver;

use driver::Engine;

/// Sends `moves` in force mode, then a ping; gives the lines the engine printed before its pong.
fn force_moves(e: &mut Engine, moves: &str, ping: u32) -> Vec<String> {
    for mv in moves.split_whitespace() {
        e.send(&format!("usermove {mv}"));
    }
    e.send(&format!("ping {ping}"));
    let mut lines = e.until(|l| l.starts_with("pong"));
    assert_eq!(lines.pop(), Some(format!("pong {ping}")));
    lines
}

fn claims(lines: &[String]) -> Vec<&String> {
    lines
        .iter()
        .filter(|l| l.starts_with("1/2-1/2") || l.starts_with("1-0") || l.starts_with("0-1"))
        .collect()
}

#[test]
fn force_mode_claims_a_repetition_only_of_the_same_position() {
    let mut e = Engine::start(&["chess"]);
    e.send("xboard");
    e.ask("protover 2", "feature");
    e.send("new");
    e.send("variant chess");
    e.send("force");
    let lines = force_moves(
        &mut e,
        "e2e4 g8f6 e4e5 d7d5 f1c4 b8c6 c4f1 c6b8 f1c4 b8c6 c4f1 c6b8",
        1,
    );
    assert!(claims(&lines).is_empty(), "{:?}", e.log);
    assert!(
        !lines.iter().any(|l| l.starts_with("Illegal")),
        "{:?}",
        e.log
    );
    let lines = force_moves(&mut e, "f1c4", 2);
    assert_eq!(claims(&lines), ["1/2-1/2 {repetition}"], "{:?}", e.log);

    e.send("new");
    e.send("variant chess");
    e.send("force");
    e.send("setboard r3kb1r/5ppp/4p3/8/4P3/2N5/Pn1BK1PP/R6R w kq - 0 22");
    let lines = force_moves(&mut e, "c3b5 a8a4 b5c3 a4a8 c3b5 a8a4 b5c3 a4a8", 3);
    assert!(claims(&lines).is_empty(), "{:?}", e.log);
    assert!(
        !lines.iter().any(|l| l.starts_with("Illegal")),
        "{:?}",
        e.log
    );
    let lines = force_moves(&mut e, "c3b5 a8a4", 4);
    assert_eq!(claims(&lines), ["1/2-1/2 {repetition}"], "{:?}", e.log);
    e.send("quit");
    assert_eq!(e.finish().0, Some(0));
}
