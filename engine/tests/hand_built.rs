//! Perft on IRs built by hand in the test (no rules-language compiler involved): checks the
//! engine on its own, and, next to `perft.rs`, the compiler's lowering. Kept shallow: `perft.rs`
//! goes deeper on the same games.

mod common;

use common::{check_perft, hand_minishogi, hand_shogi, hand_xiangqi};
use koma_engine::Engine;

#[test]
fn minishogi_by_hand() {
    let e = Engine::new(&hand_minishogi()).unwrap();
    check_perft(&e, "", &[14, 181, 2512, 35401]);
}

#[test]
fn xiangqi_by_hand() {
    let e = Engine::new(&hand_xiangqi()).unwrap();
    check_perft(&e, "", &[44, 1920, 79666]);
}

#[test]
fn shogi_by_hand() {
    let e = Engine::new(&hand_shogi()).unwrap();
    check_perft(&e, "", &[30, 900, 25470]);
    check_perft(&e, "7lk/9/8S/9/9/9/9/7L1/8K b P 1", &[85, 639, 10786]);
    check_perft(&e, "7k1/9/9/9/l2s5/6snb/9/9/8K b 2G 1", &[76, 2606, 201658]);
    check_perft(
        &e,
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
        &[207, 28684],
    );
}
