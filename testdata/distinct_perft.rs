//! The distinct-move perft table `testdata/chushogi-perft.tsv`: Chu shogi counts with each move
//! counted once by its effect (HaChu's convention, `koma_runtime::perft_distinct`), in the
//! columns of `testdata/perft.tsv` (its header comment describes them and the sources). Shared
//! by the perft tests of both backends: a suite includes `testdata/perft.rs` as `perft_table`
//! and this file beside it,
//! `#[path = "../../testdata/distinct_perft.rs"] mod distinct_table;`, then calls [`check`].
//!
//! Two kinds of row do not give the table's count on koma, for reasons a divide found:
//! - [`PENDING`]: rows a rule koma lacks still changes (empty now: the four rows that needed
//!   Chu's counter-strike rule pass since `lions counter-strike` landed). [`check`] fails when
//!   one of them passes, so the list is emptied when the rule lands.
//! - Positions without royal pieces (shogiops' tests of a lone lion): their counts are
//!   shogiops' move generator's, which lists moves in any position, while under Chu's rules as
//!   lishogi's server plays them (scalashogi's `royalsLost`) and koma's `royals capturable` the
//!   side to move without a royal piece has lost: the game is over, perft 0. [`check`] requires
//!   exactly that of a row whose board has no king (`k`/`K`) and no crown prince (`+e`/`+E`).
#![allow(dead_code)]

use crate::perft_table::{self, Case};

/// The table, comment lines included.
const TABLE: &str = include_str!("chushogi-perft.tsv");

/// The rows (position, depth) that need the counter-strike rule, each with what the divide
/// showed.
pub const PENDING: &[(&str, u32, &str)] = &[];

/// What a backend gives for a row's position: its distinct-move perft, or why it could not
/// count (a position it refuses).
pub type Counted = Result<u64, String>;

/// Every row of the table, in file order. Panics, naming the line, on a malformed table.
pub fn cases() -> Vec<Case> {
    perft_table::parse(TABLE).unwrap_or_else(|e| panic!("testdata/chushogi-perft.tsv: {e}"))
}

/// Whether the row's board holds no royal piece (no king, no crown prince).
fn royalless(case: &Case) -> bool {
    let board = case
        .position
        .as_deref()
        .and_then(|p| p.split(' ').next())
        .unwrap_or("k");
    !board.contains(['k', 'K']) && !board.contains("+e") && !board.contains("+E")
}

/// Checks the rows (the deep ones if `deep`, else the others) with `count`, the distinct-move
/// perft a backend gives for a case: the table's count, except for the rows of [`PENDING`]
/// (which must not give it yet) and those without royal pieces (which must give 0). Fails with
/// every row that does otherwise, and on an empty list of rows.
pub fn check(deep: bool, count: impl Fn(&Case) -> Counted) {
    let rows: Vec<Case> = cases().into_iter().filter(|c| c.deep == deep).collect();
    assert!(!rows.is_empty(), "no perft case to check");
    let pending = |c: &Case| {
        PENDING
            .iter()
            .any(|&(p, d, _)| c.position.as_deref() == Some(p) && c.depth == d)
    };
    let wrong: Vec<String> = rows
        .iter()
        .filter_map(|c| {
            let got = count(c);
            let (want, ok) = if pending(c) {
                ("not the table's count yet (PENDING)", got != Ok(c.count))
            } else if royalless(c) {
                ("0 (no royal piece: the game is over)", got == Ok(0))
            } else {
                ("the table's count", got == Ok(c.count))
            };
            (!ok).then(|| format!("chushogi-perft.{c}: {got:?}, expected {want}: {}", c.count))
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "wrong distinct perft counts:\n{}",
        wrong.join("\n")
    );
}
