//! Perft of the built-in rules files against published or independently computed counts.
//! Leaves are counted in bulk (`koma_runtime::perft`). Deeper counts run with `KOMA_DEEP=1`.

mod common;

use common::{check_perft, deep, engine};

#[test]
fn xiangqi_start() {
    check_perft(&engine("xiangqi"), "", &[44, 1920, 79666, 3290240]);
}

#[test]
fn xiangqi_positions() {
    let e = engine("xiangqi");
    check_perft(
        &e,
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
        &[38, 1128, 43929],
    );
    check_perft(
        &e,
        "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
        &[49, 2265, 100326],
    );
}

#[test]
fn shogi_start() {
    check_perft(&engine("shogi"), "", &[30, 900, 25470, 719731]);
}

#[test]
fn shogi_positions() {
    let e = engine("shogi");
    // P*1b would mate, so uchifuzume removes it
    check_perft(&e, "7lk/9/8S/9/9/9/9/7L1/8K b P 1", &[85, 639, 10786]);
    check_perft(&e, "7k1/9/9/9/l2s5/6snb/9/9/8K b 2G 1", &[76, 2606, 201658]);
    check_perft(
        &e,
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
        &[207, 28684, 4809015],
    );
}

#[test]
fn minishogi_position() {
    check_perft(
        &engine("minishogi"),
        "rbsgk/4p/5/P4/KGSBR b - 1",
        &[14, 181, 2512, 35401, 533203],
    );
}

#[test]
fn kilyow_start() {
    check_perft(&engine("kilyow"), "", &[30, 900, 25200]);
}

#[test]
fn wa_shogi_start() {
    check_perft(&engine("wa-shogi"), "", &[51, 2601, 126574]);
    check_perft(&engine("wa-shogi-dropless"), "", &[51, 2601, 126574]);
}

#[test]
fn deep_xiangqi() {
    if deep("deep_xiangqi") {
        check_perft(
            &engine("xiangqi"),
            "",
            &[44, 1920, 79666, 3290240, 133312995],
        );
    }
}

#[test]
fn deep_shogi() {
    if deep("deep_shogi") {
        check_perft(&engine("shogi"), "", &[30, 900, 25470, 719731, 19861490]);
    }
}

#[test]
fn deep_kilyow() {
    if deep("deep_kilyow") {
        check_perft(&engine("kilyow"), "", &[30, 900, 25200, 704725]);
    }
}
