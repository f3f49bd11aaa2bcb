//! Perft on IRs built by hand in the test (no rules-language compiler involved): checks the
//! engine on its own, and, next to `perft.rs`, the compiler's lowering. Kept shallow: the rows
//! of `testdata/perft.tsv` up to 250 000 leaves; `perft.rs` runs them all.

mod common;
#[path = "../../testdata/perft.rs"]
mod perft_table;

use common::{hand_minishogi, hand_shogi, hand_xiangqi, perft_of};
use koma_dsl::ir::Variant;
use koma_engine::Engine;

/// Checks the table's rows of `variant`'s name, up to 250 000 leaves, on `variant`.
fn check(variant: Variant) {
    let e = Engine::new(&variant).expect("the engine accepts the variant");
    let cases: Vec<_> = perft_table::cases()
        .into_iter()
        .filter(|c| c.variant == variant.name && c.count <= 250_000)
        .collect();
    perft_table::check(&cases, |case| {
        perft_of(&e, case.position.as_deref(), case.depth)
    });
}

#[test]
fn minishogi_by_hand() {
    check(hand_minishogi());
}

#[test]
fn xiangqi_by_hand() {
    check(hand_xiangqi());
}

#[test]
fn shogi_by_hand() {
    check(hand_shogi());
}
