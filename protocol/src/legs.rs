//! XBoard's text of a two-step move ([`koma_runtime::Move::Double`]: Chu shogi's lion, horned falcon and
//! soaring eagle), as HaChu 0.21 writes and reads it and XBoard 4.9.1 passes it on
//! (`docs/chu-notation.md`; XBoard's `SendMoveToProgram` and `HandleMachineMove` in
//! backend.c):
//!
//! - a capture on the first step, then on to any square: `f8e9,e9d10` (first leg, comma, the
//!   second leg from the middle square), igui (back to the start) `f8e9,e9f8`;
//! - a step over an empty square, then on: the one-step move to the same square, `f8d10`,
//!   which is how HaChu lists it (the piece could have gone there directly; koma lists both
//!   routes, as lishogi does);
//! - a step to an empty square and back (a pass, jitto): XBoard's null move `@@@@`, one per
//!   position whichever piece passes.
//!
//! So each route koma lists writes as the one move XBoard and HaChu know, and each text reads
//! as one koma move: the first of koma's routes that writes so. The explicit two-leg text of a
//! route over an empty square (`f8e9,e9d10`, `f8e9,e9f8`, which XBoard writes for a user who
//! clicks the middle square) is read too.

use koma_runtime::{GamePosition, Square};

/// XBoard's null move, a pass.
pub const PASS: &str = "@@@@";

/// How XBoard sees a two-step move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Route {
    /// A step to an empty square and back: a pass.
    Pass,
    /// A step over an empty square: the same as a one-step move from `from` to `to`.
    Direct,
    /// A capture on the first step: two legs.
    TwoLegs,
}

/// What the two-step move `from` → `mid` → `to` is in `pos` (the move not yet played).
fn route<P: GamePosition>(pos: &P, from: Square, mid: Square, to: Square) -> Route {
    match (pos.piece_at(mid), to == from) {
        (Some(_), _) => Route::TwoLegs,
        (None, true) => Route::Pass,
        (None, false) => Route::Direct,
    }
}

/// The two legs written out: `f8e9,e9d10`, each square written by `square`.
fn two_legs(from: &str, mid: &str, to: &str) -> String {
    format!("{from}{mid},{mid}{to}")
}

/// XBoard's text of the two-step move `from` → `mid` → `to` in `pos`, each square written by
/// `square`: `@@@@`, `f8d10` or `f8e9,e9d10` (see the module's description).
pub fn write<P: GamePosition>(
    pos: &P,
    (from, mid, to): (Square, Square, Square),
    square: impl Fn(Square) -> String,
) -> String {
    match route(pos, from, mid, to) {
        Route::Pass => PASS.to_string(),
        Route::Direct => square(from) + &square(to),
        Route::TwoLegs => two_legs(&square(from), &square(mid), &square(to)),
    }
}

/// Whether `text` (lower case, any `=` stripped) names the two-step move `from` → `mid` →
/// `to`, legal in `pos`, in XBoard's text: its own text ([`write()`]) or its two legs written
/// out.
pub fn reads_as<P: GamePosition>(
    pos: &P,
    (from, mid, to): (Square, Square, Square),
    square: impl Fn(Square) -> String,
    text: &str,
) -> bool {
    let (f, m, t) = (square(from), square(mid), square(to));
    text == two_legs(&f, &m, &t) || text == write(pos, (from, mid, to), square)
}

/// Whether `t` has the shape of two legs, `a1b2,b2c3` (the squares not checked further).
pub fn looks_like_legs(t: &str) -> bool {
    let Some((first, second)) = t.split_once(',') else {
        return false;
    };
    let square_pair = |s: &str| {
        s.len() >= 4
            && s.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
    };
    square_pair(first) && square_pair(second)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_legs_shape() {
        for ok in ["f8e9,e9d10", "a1b2,b2a1", "k11l12,l12k11"] {
            assert!(looks_like_legs(ok), "{ok}");
        }
        for bad in [
            "f8e9",
            "f8e9,",
            ",e9d10",
            "f8e9,e9+",
            "f8e9;e9d10",
            "F8e9,e9d10",
        ] {
            assert!(!looks_like_legs(bad), "{bad}");
        }
        assert_eq!(two_legs("f8", "e9", "d10"), "f8e9,e9d10");
    }
}
