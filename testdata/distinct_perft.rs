//! The distinct-move perft table `testdata/chushogi-perft.tsv`: Chu shogi counts with each move
//! counted once by its effect (HaChu's convention, `koma_runtime::perft_distinct`), in the
//! columns of `testdata/perft.tsv` (its header comment describes them and the sources). Shared
//! by the perft tests of both backends: a suite includes `testdata/perft.rs` as `perft_table`
//! and this file beside it,
//! `#[path = "../../testdata/distinct_perft.rs"] mod distinct_table;`, then calls [`check`].
//!
//! Two kinds of row do not give the table's count on koma, for reasons a divide found:
//! - [`PENDING`]: the rows that need Chu's counter-strike rule (after a non-lion takes a lion,
//!   the other side's non-lions may not take a lion on the next move, except on that square;
//!   lishogi's third SFEN field), which `variants/chushogi.koma` does not have yet. [`check`]
//!   fails when one of them passes, so the list is emptied when the rule lands.
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
pub const PENDING: &[(&str, u32, &str)] = &[
    (
        "N+H2gekgshfl/3ctxot1nca/5r4rm/1vp1pp1dp1vp/3i4ipp1/12/2PI4I3/PP2P7/M2PDPPP+bPPP/1BV3QDHRVM/A2CTOXTGBFA/LFRSGKE1SC1L b - 91",
        3,
        "koma 480 619: after 11j5d 4i12a (a promoted bishop takes the lion) sente's non-lions take gote's lion",
    ),
    (
        "lf1g1kgdsf2/acb1sx2tb1l/mv1tdq2hora/2r2e2ppv1/P2p2h3P1/6ppi1c1/1p1iNP2I3/3HP1BBP3/1V1P3HR2+p/M1RSDGT1F1V1/AC2KOE1n2A/L2FTX2S1CL w - 180",
        2,
        "koma 15 453: after 6e8g and 8c8g (a horse, a rook takes the lion) sente's non-lions take gote's lion",
    ),
    (
        "11k/12/12/12/12/4r7/12/12/9n2/4+o7/12/6B4K b 8j 1",
        1,
        "the lion-capture field `8j`",
    ),
    (
        "lf1s1x1kg1sl/ac1degt1ocfa/mb1h1tn1drvm/pv6pbp1/3pp1p1i2p/1prI2P3h1/3PP1+H1IPPP/1Pp4pPR2/P3DP1S2Q1/MR1HO1E1B1VM/AVBCTKDT2FA/LF1S1G1GXC1L b 5h 115",
        1,
        "the lion-capture field `5h`",
    ),
];

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
