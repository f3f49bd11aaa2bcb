//! Distinct-move perft of Chu shogi on the reference engine: every row of
//! `testdata/chushogi-perft.tsv` (shogiops' and HaChu's counts with each move counted once by
//! its effect), counted by `koma_runtime::perft_distinct` (see `testdata/distinct_perft.rs` for
//! the rows that differ, and why).

mod common;
#[macro_use]
#[path = "../../testdata/perft.rs"]
mod perft_table;
#[path = "../../testdata/distinct_perft.rs"]
mod distinct_table;

use koma_engine::Position;

#[test]
fn chushogi_distinct() {
    let e = common::engine("chushogi");
    distinct_table::check(false, |case| {
        assert_eq!(case.variant, "chushogi", "{case}");
        let pos = match case.position.as_deref() {
            None => e.start_position(),
            Some(text) => Position::from_text(&e, text),
        }
        .map_err(|err| err.to_string())?;
        Ok(koma_runtime::perft_distinct(&pos, case.depth))
    });
}

#[test]
fn distinct_perft_is_perft_without_double_moves() {
    // shogi has no double move: each move is its own effect
    let e = common::engine("shogi");
    let pos = e.start_position().expect("start");
    assert_eq!(koma_runtime::perft_distinct(&pos, 3), 25_470);
}
