//! `koma engine` speaking XBoard/CECP v2: handshake, a game in xiangqi where the engine
//! answers moves under each time control, `?` to move now, undo, a result claim, errors, and a
//! variant XBoard does not know (its `setup` and `piece` lines); every `move` is checked legal
//! by the compiled generator.

use crate::driver;

use driver::{Engine, legal};
use koma_runtime::Position as _;
use koma_variants::xiangqi::Position;
use std::time::Duration;

/// Reads the engine's next `move X`, checks it is legal in `pos` and plays it there.
fn engine_move(e: &mut Engine, pos: &mut Position) -> String {
    let line = e.expect("move ");
    let mv = line["move ".len()..].to_string();
    let log = e.log.clone();
    legal(pos, &mv, &log);
    mv
}

/// Plays the first legal move of `pos` as the user, there and in the engine.
fn user_move(e: &mut Engine, pos: &mut Position) {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mv = pos.format_move(moves[0]);
    pos.play_unchecked(moves[0]);
    e.send(&format!("usermove {mv}"));
}

#[test]
fn an_xboard_game() {
    let mut e = Engine::start(&[]);
    e.send("xboard");
    let feature = e.ask("protover 2", "feature");
    for f in [
        "setboard=1",
        "usermove=1",
        "sigint=0",
        "ping=1",
        "done=1",
        "myname=\"koma",
    ] {
        assert!(feature.contains(f), "{feature}");
    }
    // every built-in, in the list's order, each XBoard alias after its variant
    let (_, list) = feature
        .split_once("variants=\"")
        .expect("a variants feature");
    let (list, _) = list.split_once('"').expect("a quoted list");
    let offered: Vec<&str> = list.split(',').collect();
    let builtins: Vec<&str> = koma_cli::builtin::BUILTIN.iter().map(|b| b.name).collect();
    let koma_names: Vec<&str> = offered
        .iter()
        .copied()
        .filter(|n| !["crazywa", "chu"].contains(n))
        .collect();
    assert_eq!(koma_names, builtins, "{feature}");
    assert!(list.contains("wa-shogi,crazywa,"), "{feature}");
    e.send("accepted setboard");
    e.send("new");
    e.send("variant xiangqi");
    e.send("post");
    e.send("hard");
    e.send("sd 2");
    assert_eq!(e.ask("ping 1", "pong"), "pong 1");

    // the engine plays the second player and answers at once
    let mut pos = Position::start();
    legal(&mut pos, "h2e2", &e.log);
    e.send("usermove h2e2");
    let lines = e.until(|l| l.starts_with("move "));
    assert!(
        lines.iter().any(|l| l.starts_with("2 ")),
        "thinking output: {lines:?}"
    );
    let mv = lines.last().unwrap()["move ".len()..].to_string();
    legal(&mut pos, &mv, &e.log);

    // each time control: depth, time per move, a clock with increment; a ping on the
    // engine's move is answered after the move
    e.send("sd 4");
    user_move(&mut e, &mut pos);
    e.send("ping 5");
    let lines = e.until(|l| l.starts_with("move ") || l.starts_with("pong"));
    assert!(lines.last().unwrap().starts_with("move "), "{lines:?}");
    let mv = lines.last().unwrap()["move ".len()..].to_string();
    legal(&mut pos, &mv, &e.log);
    e.expect("pong 5");
    e.send("sd 99");
    e.send("st 1");
    // (how long the move takes is the search's time plan, tested in virtual time in
    // `search/tests/limits.rs`; `sd` with `st` in `protocol/src/xboard.rs`)
    user_move(&mut e, &mut pos);
    engine_move(&mut e, &mut pos);
    e.send("level 40 1 1");
    e.send("time 3000");
    e.send("otim 3000");
    e.send("st 0");
    user_move(&mut e, &mut pos);
    engine_move(&mut e, &mut pos);

    // `?` makes it move now
    e.send("st 100");
    let mut before = pos.clone();
    user_move(&mut e, &mut pos);
    std::thread::sleep(Duration::from_millis(200));
    e.send("?");
    engine_move(&mut e, &mut pos);

    // take back a full move, then let the engine play the user's side from there
    e.send("force");
    e.send("remove");
    e.send("st 0");
    e.send("sd 1");
    assert_eq!(e.ask("ping 2", "pong"), "pong 2");
    e.send("go");
    engine_move(&mut e, &mut before);
    e.send("quit");
    assert_eq!(e.finish().0, Some(0));
}

#[test]
fn xboard_claims_results_and_refuses_bad_input() {
    let mut e = Engine::start(&["xiangqi"]);
    e.send("xboard");
    e.ask("protover 2", "feature");
    e.send("new");
    e.send("variant xiangqi");
    e.send("force");
    for (bad, says) in [
        ("usermove z9z9", "Illegal move: z9z9"),
        ("usermove h2h3h4", "Illegal move: h2h3h4"),
        ("usermove a0a5", "Illegal move: a0a5"),
        ("frobnicate", "Error (unknown command): frobnicate"),
        ("sd deep", "Error (`deep` is not a number): sd deep"),
        ("variant bughouse", "Error (unknown variant `bughouse`"),
        // an increment no clock holds: an error, not a panic that ends the engine
        ("level 40 5 inf", "Error (bad increment `inf`)"),
    ] {
        let prefix = &says[..6];
        assert!(e.ask(bad, prefix).starts_with(says), "{bad}: {:?}", e.log);
    }
    e.send("setboard 9/9/9 w - - 0 1");
    e.expect("tellusererror Illegal position");
    e.expect("Error (");

    // a mate in one: the engine plays it and claims the win
    e.send("setboard 4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1");
    e.send("sd 2");
    e.send("go");
    let mut pos = Position::from_text("4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1").unwrap();
    engine_move(&mut e, &mut pos);
    // xiangqi: a stalemated side loses too
    let claim = e.expect("1-0");
    assert!(
        ["1-0 {checkmate}", "1-0 {stalemate}"].contains(&claim.as_str()),
        "{claim}"
    );
    // asked to move in the finished game, it states the result again
    e.send("force");
    e.send("go");
    assert!(e.expect("1-0").starts_with("1-0 {"));
    e.send("result 1-0 {checkmate}");
    assert_eq!(e.ask("ping 3", "pong"), "pong 3");
    e.send("quit");
    assert_eq!(e.finish().0, Some(0));
}

#[test]
fn a_variant_xboard_does_not_know_comes_with_its_pieces() {
    let mut e = Engine::start(&[]);
    e.send("xboard");
    e.ask("protover 2", "feature");
    e.send("new");
    // XBoard's name for Wa shogi is CrazyWa's
    e.send("variant crazywa");
    // parent `chu`: every one of the 31 types its own XBoard image, the 16 unpromoted ones
    // first (the holdings), the promoted ones marked `^`, XBoard's pawn type unused (under
    // `chu` XBoard refuses pawn drops on the first rank, legal in Wa shogi); XBoard 4.9.1 played
    // whole games with this line (docs/matches.md)
    let setup = e.expect("setup (");
    assert_eq!(
        setup,
        "setup (..XROFEPCWM.H..GDVLSU.^F^S^R^W^V^G^C^U^L^D^M^H^O^PK\
         ..xrofepcwm.h..gdvlsu.^f^s^r^w^v^g^c^u^l^d^m^h^o^pk) 11x11+16_chu \
         hmlcvkwgudo/1e3s3f1/ppprpppxppp/3p3p3/11/11/11/3P3P3/PPPXPPPRPPP/1F3S3E1/ODUGWKVCLMH[] \
         w - - 0 1"
    );
    let pieces = e.until(|l| l.starts_with("piece +P&"));
    assert!(
        pieces.contains(&"piece E& vRfF3bFsW".to_string()),
        "{pieces:?}"
    );
    // Kilyow, parent `chu` too (under parent `shogi` XBoard 4.9.1 refused promotions and
    // passed moves of promoted pieces on as promotions)
    e.send("new");
    e.send("variant kilyow");
    assert_eq!(
        e.expect("setup ("),
        "setup (..BR.PQY.W..H.........^P^B^W^H^Q^Y^RK..br.pqy.w..h.........^p^b^w^h^q^y^rk) \
         9x9+7_chu qhwbkbwhq/1r5y1/ppppppppp/9/9/9/PPPPPPPPP/1Y5R1/QHWBKBWHQ[] w - - 0 1"
    );
    e.send("quit");
    assert_eq!(e.finish().0, Some(0));
}
