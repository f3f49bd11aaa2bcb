//! A board wider than 128 squares (13x11), where the generated code uses its multi-word square
//! set: the compiled generator against the reference engine (perft and random games; the
//! `#[ignore]`d deep test plays 100 000 positions).

use crate::common;

/// `tests/wide.koma`, compiled (also taken by `fuzz_builtin`).
pub mod compiled {
    koma_macros::variant!("tests/wide.koma");
}

use koma_runtime::{Position as _, perft};

/// Perft to depth 3 on both backends, then random games until `positions` were compared.
fn compare(positions: usize) {
    assert_eq!(compiled::SQUARES, 143);
    let e = common::engine("tests/wide.koma");
    let reference = e.start_position().expect("start");
    let compiled = compiled::Position::start();
    assert_eq!(compiled.to_text(), reference.to_text());
    for depth in 1..=3 {
        assert_eq!(
            perft(&compiled, depth),
            perft(&reference, depth),
            "perft {depth}"
        );
    }
    common::run(
        "wide.koma",
        &e,
        compiled,
        |t| compiled::Position::from_text(t).expect("compiled reads"),
        7,
        positions,
    );
}

#[test]
fn wide_board_uses_the_two_word_set_and_matches_the_reference() {
    compare(common::SAMPLE);
}

#[test]
#[ignore = "deep: run with `cargo test --workspace --release -- --ignored`"]
fn wide_board_deep() {
    compare(common::DEEP);
}
