//! The integration tests of `koma-variants`, one test binary (linking the generators once):
//! each module was a test file of its own, and keeps its name in the test paths
//! (`differential::shogi::sample`). `common` and `fuzz` are the helpers they share, `perft_table` and `distinct_table`
//! the perft tables (`testdata/`).

mod common;
mod fuzz;
#[macro_use]
#[path = "../../../testdata/perft.rs"]
mod perft_table;
#[path = "../../../testdata/distinct_perft.rs"]
mod distinct_table;

mod broken_royals;
mod castling;
mod chushogi;
mod clock;
mod differential;
mod exports;
mod faces;
mod fuzz_builtin;
mod fuzz_variants;
mod janggi_pass;
mod lists;
mod makruk_counting;
mod opponent_in_check;
mod pawns;
mod perft;
mod perftsuite;
mod position_identity;
mod royalty;
mod uci_moves;
mod wide;
mod wide_rules;
