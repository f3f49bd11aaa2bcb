//! Perft of the compiled generators against every count the reference engine is tested with
//! (`engine/tests/perft.rs`). Leaves are counted in bulk, count-only (`koma_runtime::perft`), and
//! for the smaller counts also with the leaf moves built (`perft_listed`). Deeper counts
//! run with `KOMA_DEEP=1`.

use koma_runtime::{Position, perft, perft_listed};
use koma_variants::{kilyow, minishogi, shogi, wa_shogi, wa_shogi_dropless, xiangqi};

/// Checks `counts` (perft 1, 2, …) with count-only leaves, and the shallower ones (up to a
/// million leaves) also with every leaf move built.
fn check<P: Position>(pos: &P, counts: &[u64]) {
    for (i, &expected) in counts.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(
            perft(pos, depth),
            expected,
            "perft {depth} of {}",
            pos.to_text()
        );
        if expected <= 1_000_000 {
            assert_eq!(
                perft_listed(pos, depth),
                expected,
                "perft {depth} of {} with leaf moves built",
                pos.to_text()
            );
        }
    }
}

fn deep() -> bool {
    std::env::var("KOMA_DEEP").is_ok_and(|v| v == "1")
}

#[test]
fn xiangqi_start() {
    check(&xiangqi::Position::start(), &[44, 1920, 79666, 3290240]);
}

#[test]
fn xiangqi_positions() {
    let p = |t| xiangqi::Position::from_text(t).expect("position");
    check(
        &p("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1"),
        &[38, 1128, 43929],
    );
    check(
        &p("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1"),
        &[49, 2265, 100326],
    );
}

#[test]
fn shogi_start() {
    check(&shogi::Position::start(), &[30, 900, 25470, 719731]);
}

#[test]
fn shogi_positions() {
    let p = |t| shogi::Position::from_text(t).expect("position");
    // P*1b would mate, so uchifuzume removes it
    check(&p("7lk/9/8S/9/9/9/9/7L1/8K b P 1"), &[85, 639, 10786]);
    check(&p("7k1/9/9/9/l2s5/6snb/9/9/8K b 2G 1"), &[76, 2606, 201658]);
    check(
        &p("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1"),
        &[207, 28684, 4809015],
    );
}

#[test]
fn minishogi_start() {
    check(
        &minishogi::Position::start(),
        &[14, 181, 2512, 35401, 533203],
    );
}

#[test]
fn kilyow_start() {
    check(&kilyow::Position::start(), &[30, 900, 25200]);
}

#[test]
fn wa_shogi_start() {
    check(&wa_shogi::Position::start(), &[51, 2601, 126574]);
    check(&wa_shogi_dropless::Position::start(), &[51, 2601, 126574]);
}

#[test]
fn deep_counts() {
    if !deep() {
        eprintln!("deep_counts: skipped (set KOMA_DEEP=1 to run)");
        return;
    }
    assert_eq!(perft(&xiangqi::Position::start(), 5), 133312995);
    assert_eq!(perft(&shogi::Position::start(), 5), 19861490);
    assert_eq!(perft(&kilyow::Position::start(), 4), 704725);
}

#[test]
fn moves_as_text_with_reasons_for_refusals() {
    use koma_runtime::MoveError;
    let pos = shogi::Position::start();
    let mv = pos.parse_move("7g7f").expect("legal");
    assert_eq!(pos.format_move(mv), "7g7f");
    let mut after = pos.clone();
    after.play(mv).expect("legal");
    assert_eq!(
        after.to_text(),
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"
    );
    let refused = |p: &shogi::Position, t: &str| match p.parse_move(t) {
        Err(MoveError::Illegal(s)) => s,
        other => panic!("{t}: {other:?}"),
    };
    assert_eq!(
        refused(&pos, "7g7e"),
        "7g7e: the pawn has no such legal move"
    );
    assert_eq!(
        refused(&pos, "5a5b"),
        "5a5b: no piece of the side to move on 5a"
    );
    assert_eq!(refused(&pos, "P*5e"), "P*5e: no such piece in hand");
    assert!(matches!(pos.parse_move("7z7f"), Err(MoveError::Syntax(_))));
    let edge = shogi::Position::from_text("4k4/8P/9/9/9/9/9/9/4K4 b - 1").expect("position");
    assert_eq!(
        refused(&edge, "1b1a"),
        "1b1a: the pawn must promote on this move"
    );
    assert_eq!(
        refused(&edge, "5i5h+"),
        "5i5h+: the king cannot promote on this move"
    );
    let p = shogi::Position::from_text("4k4/9/9/9/9/9/9/8P/4K4 b - 1").expect("position");
    let p = {
        let mut q = p;
        q.play(q.parse_move("1h1g").expect("legal")).expect("legal");
        q.play(q.parse_move("5a5b").expect("legal")).expect("legal");
        q
    };
    assert_eq!(p.to_text(), "9/4k4/9/9/9/9/8P/9/4K4 b - 3");
    let x = xiangqi::Position::start();
    assert_eq!(x.format_move(x.parse_move("h2e2").expect("legal")), "h2e2");
    assert!(!x.is_check());
    assert_eq!(
        x.hand_count(koma_runtime::Color::First, xiangqi::Piece::Soldier),
        0
    );
    assert!(matches!(
        shogi::Position::from_text("4k3P/9/9/9/9/9/9/9/4K4 b - 1"),
        Err(koma_runtime::PositionError::DeadPiece { .. })
    ));
    assert_eq!(
        xiangqi::Position::from_text("4k4/9/9/9/9/9/9/9/9/5K3 w - - 0 1").map(|p| p.to_text()),
        Ok("4k4/9/9/9/9/9/9/9/9/5K3 w - - 0 1".to_string())
    );
    assert!(xiangqi::Position::from_text("4k4/9/9/9/9/9/9/9/9/4K4 w").is_ok());
    assert!(xiangqi::Position::from_text("4k4/9/9/9/9/9/9/9/9/4K4 x").is_err());
}
