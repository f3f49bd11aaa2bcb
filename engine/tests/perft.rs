//! Perft of the rules files in `variants/` on the reference engine: every row of
//! `testdata/perft.tsv` (published or independently computed counts, each with its source).
//! Leaves are counted in bulk (`koma_runtime::perft`). The deep rows are `#[ignore]`d tests:
//! `cargo test --workspace --release -- --ignored`.

mod common;
#[macro_use]
#[path = "../../testdata/perft.rs"]
mod perft_table;

use common::{engine, perft_of};

/// Checks the rows of `variant` (the deep ones if `deep`) on `variants/<variant>.koma`.
fn check(variant: &str, deep: bool) {
    let e = engine(variant);
    perft_table::check(&perft_table::rows(variant, deep), |case| {
        perft_of(&e, case.position.as_deref(), case.depth)
    });
}

macro_rules! run {
    // the test rules files are read by their table name (`common::variant`)
    (@files $($files:tt)*) => {};
    ($variant:literal, $name:ident, $deep:expr) => {
        check($variant, $deep)
    };
}

perft_tests!(run, |_| true);
