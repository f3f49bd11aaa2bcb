//! `koma engine` speaking UCI (coordinates, `UCI_Variant`) and UCCI (ICCS, xiangqi GUIs):
//! full sessions through pipes, every `bestmove` checked legal by the compiled generators.

use crate::driver;

use driver::{Engine, best, legal};
use koma_runtime::Position as _;
use koma_variants::{minishogi, xiangqi};
use std::time::Duration;

/// A UCI coordinate move on a 10-rank xiangqi board (ranks from 1) in ICCS (ranks from 0):
/// `h3e3` → `h2e2`.
fn iccs(uci: &str) -> String {
    let b = uci.as_bytes();
    let square = |s: &[u8]| {
        format!(
            "{}{}",
            s[0] as char,
            (s[1..].iter().fold(0, |n, d| n * 10 + (d - b'0') as u32)) - 1
        )
    };
    let split = 1 + b[1..].iter().position(|c| c.is_ascii_lowercase()).unwrap();
    format!("{}{}", square(&b[..split]), square(&b[split..]))
}

#[test]
fn a_uci_session_in_xiangqi_then_minishogi() {
    let mut e = Engine::start(&[]);
    e.send("uci");
    let hello = e.until(|l| l == "uciok");
    let combo = hello
        .iter()
        .find(|l| l.starts_with("option name UCI_Variant"))
        .unwrap();
    for koma_cli::builtin::Builtin { name, .. } in koma_cli::builtin::BUILTIN {
        assert!(combo.contains(&format!(" var {name}")), "{combo}");
    }
    e.send("setoption name UCI_Variant value xiangqi");
    e.send("ucinewgame");
    e.ask("isready", "readyok");

    // UCI writes xiangqi ranks from 1: `h3e3` is ICCS `h2e2`
    let mut pos = xiangqi::Position::start();
    for mv in ["h2e2", "h9g7"] {
        legal(&mut pos, mv, &e.log);
    }
    e.send("position startpos moves h3e3 h10g8");
    for go in [
        "go depth 2",
        "go nodes 400",
        "go movetime 100",
        "go wtime 2000 btime 2000 winc 50 binc 50 movestogo 20",
    ] {
        let line = e.ask(go, "bestmove");
        legal(&mut pos.clone(), &iccs(best(&line)), &e.log);
    }
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(150));
    let line = e.ask("stop", "bestmove");
    legal(&mut pos.clone(), &iccs(best(&line)), &e.log);

    // a mated side has no move
    e.send("position fen 4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1 moves b2b10");
    assert_eq!(e.ask("go depth 2", "bestmove"), "bestmove (none)");

    // another variant: minishogi in coordinates (files from the first player's left)
    e.send("setoption name UCI_Variant value minishogi");
    e.send("ucinewgame");
    e.send("position startpos");
    let line = e.ask("go depth 2", "bestmove");
    let mv = best(&line);
    let mut mini = minishogi::Position::start();
    let native = mini
        .parse_move(&to_usi(mv, 5, 5))
        .unwrap_or_else(|err| panic!("{mv}: {err}"));
    mini.play_unchecked(native);
    e.ask(
        "position startpos moves c3c4",
        "info string error: illegal move",
    );
    // Fairy-Stockfish's FEN of a shogi position (hands in brackets, `w` the first player)
    e.send("position fen rbsgk/4p/5/P4/KGSBR[-] w - - 0 1 moves a1b2");
    let line = e.ask("go depth 1", "bestmove");
    let mut mini = minishogi::Position::start();
    legal(&mut mini, "5e4d", &e.log);
    legal(&mut mini, &to_usi(best(&line), 5, 5), &e.log);
    e.send("quit");
    assert_eq!(e.finish().0, Some(0));
}

/// A UCI coordinate move (no drop) on a `files` x `ranks` shogi board in USI: `e1d2` → `1e2d`.
fn to_usi(mv: &str, files: u8, ranks: u8) -> String {
    let b = mv.as_bytes();
    let sq = |f: u8, r: u8| {
        format!(
            "{}{}",
            files - (f - b'a'),
            (b'a' + ranks - (r - b'0')) as char
        )
    };
    let promote = if mv.ends_with('+') { "+" } else { "" };
    format!("{}{}{promote}", sq(b[0], b[1]), sq(b[2], b[3]))
}

#[test]
fn a_ucci_session() {
    let mut e = Engine::start(&["xiangqi"]);
    e.send("ucci");
    e.expect("ucciok");
    let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let mut pos = xiangqi::Position::from_text(fen).unwrap();
    legal(&mut pos, "h2e2", &e.log);
    e.send(&format!("position fen {fen} moves h2e2"));
    let lines = {
        e.send("go depth 2");
        e.until(|l| l.starts_with("bestmove"))
    };
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 2 score ")),
        "{lines:?}"
    );
    legal(&mut pos.clone(), best(lines.last().unwrap()), &e.log);
    // seconds by default, milliseconds after `usemillisec`
    let line = e.ask("go time 2 increment 0 opptime 2", "bestmove");
    legal(&mut pos.clone(), best(&line), &e.log);
    // absurd clocks (seconds times 1000, and more) saturate: the depth limit ends the search
    let huge = "9223372036854775807";
    let line = e.ask(
        &format!("go time {huge} increment {huge} depth 1"),
        "bestmove",
    );
    legal(&mut pos.clone(), best(&line), &e.log);
    e.send("setoption usemillisec true");
    let line = e.ask(
        "go time 300 increment 10 opptime 300 oppincrement 10",
        "bestmove",
    );
    legal(&mut pos.clone(), best(&line), &e.log);
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(150));
    let line = e.ask("stop", "bestmove");
    legal(&mut pos.clone(), best(&line), &e.log);
    assert!(
        e.ask("position fen 9/9/9 w", "info string error")
            .contains("error")
    );
    e.ask("go nodes x", "info string error: `go nodes`");
    e.send("position fen 4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1 moves b1b9");
    assert_eq!(e.ask("go depth 1", "nobestmove"), "nobestmove");
    assert_eq!(e.ask("quit", "bye"), "bye");
    assert_eq!(e.finish().0, Some(0));
}

#[test]
fn the_first_command_picks_the_protocol() {
    let mut e = Engine::start(&[]);
    assert!(
        e.ask("hello", "error")
            .contains("`xboard`, `usi`, `uci` or `ucci`")
    );
    e.send("ucci");
    e.expect("ucciok");
    e.send("quit");
    assert_eq!(e.finish().0, Some(0));
}
