//! Perft of the compiled generators: every row of `testdata/perft.tsv` whose variant is a
//! built-in (the counts the reference engine is tested with, `engine/tests/perft.rs`). Leaves
//! are counted in bulk, count-only (`koma_runtime::perft`), and for the smaller counts also with
//! the leaf moves built (`perft_listed`). The deep rows are `#[ignore]`d tests:
//! `cargo test --workspace --release -- --ignored`.

use crate::perft_table;

use koma_runtime::{Position, perft, perft_listed};
use koma_variants::{shogi, xiangqi};
use perft_table::Case;

/// The count of `case` from `start` or the case's position read by `read`, count-only; up to a
/// million leaves also with every leaf move built, which must give the same count.
fn count<P: Position>(case: &Case, start: fn() -> P, read: impl Fn(&str) -> P) -> u64 {
    let pos = case.position.as_deref().map_or_else(start, read);
    let n = perft(&pos, case.depth);
    if n <= 1_000_000 {
        assert_eq!(
            perft_listed(&pos, case.depth),
            n,
            "{case}: count-only and with leaf moves built"
        );
    }
    n
}

/// The built-in variants and the test rules files of the table's rows (a variant named by its
/// path, `testdata/castling/chess`), compiled by `run!(@files ...)` from the list in
/// `testdata/perft.rs`.
pub(crate) mod compiled {
    pub use super::files::*;
    pub use koma_variants::*;
}

/// Checks the rows of `$variant` (the deep ones if `$deep`) on `compiled::$module`; given the
/// test rules files (`@files module, "path"; ...`), compiles each into `files::module`.
macro_rules! run {
    (@files $($module:ident, $path:literal;)*) => {
        /// The test rules files of the table, compiled.
        pub(crate) mod files {
            $(
                #[doc = concat!("`", $path, "`, compiled.")]
                pub mod $module {
                    koma_macros::variant!($path);
                }
            )*
        }
    };
    ($variant:literal, $module:ident, $deep:expr) => {{
        use compiled::$module::{NAME, Position as P};
        // a test rules file is named by its path in the table
        assert!(
            NAME == $variant || $variant.contains('/'),
            "the module of {}",
            $variant
        );
        perft_table::check(&perft_table::rows($variant, $deep), |case| {
            count(case, P::start, |t| P::from_text(t).expect("position"))
        });
    }};
}

perft_tests!(run, |v| koma_variants::NAMES.contains(&v)
    || v.contains('/'));

#[test]
fn moves_as_text_with_reasons_for_refusals() {
    use koma_runtime::MoveError;
    let pos = shogi::Position::start();
    let mv = pos.parse_move("7g7f").expect("legal");
    assert_eq!(pos.format_move(mv), "7g7f");
    let mut after = pos.clone();
    after.play(mv).expect("legal");
    assert_eq!(
        after.to_text(),
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"
    );
    let refused = |p: &shogi::Position, t: &str| match p.parse_move(t) {
        Err(MoveError::Illegal(s)) => s,
        other => panic!("{t}: {other:?}"),
    };
    assert_eq!(
        refused(&pos, "7g7e"),
        "7g7e: the pawn has no such legal move"
    );
    assert_eq!(
        refused(&pos, "5a5b"),
        "5a5b: no piece of the side to move on 5a"
    );
    assert_eq!(refused(&pos, "P*5e"), "P*5e: no such piece in hand");
    assert!(matches!(pos.parse_move("7z7f"), Err(MoveError::Syntax(_))));
    let edge = shogi::Position::from_text("4k4/8P/9/9/9/9/9/9/4K4 b - 1").expect("position");
    assert_eq!(
        refused(&edge, "1b1a"),
        "1b1a: the pawn must promote on this move"
    );
    assert_eq!(
        refused(&edge, "5i5h+"),
        "5i5h+: the king cannot promote on this move"
    );
    let p = shogi::Position::from_text("4k4/9/9/9/9/9/9/8P/4K4 b - 1").expect("position");
    let p = {
        let mut q = p;
        q.play(q.parse_move("1h1g").expect("legal")).expect("legal");
        q.play(q.parse_move("5a5b").expect("legal")).expect("legal");
        q
    };
    assert_eq!(p.to_text(), "9/4k4/9/9/9/9/8P/9/4K4 b - 3");
    let x = xiangqi::Position::start();
    assert_eq!(x.format_move(x.parse_move("h2e2").expect("legal")), "h2e2");
    assert!(!x.is_check());
    assert_eq!(
        x.hand_count(koma_runtime::Color::First, xiangqi::Piece::Soldier),
        0
    );
    assert!(matches!(
        shogi::Position::from_text("4k3P/9/9/9/9/9/9/9/4K4 b - 1"),
        Err(koma_runtime::PositionError::DeadPiece { .. })
    ));
    assert_eq!(
        xiangqi::Position::from_text("4k4/9/9/9/9/9/9/9/9/5K3 w - - 0 1").map(|p| p.to_text()),
        Ok("4k4/9/9/9/9/9/9/9/9/5K3 w - - 0 1".to_string())
    );
    assert!(xiangqi::Position::from_text("4k4/9/9/9/9/9/9/9/9/4K4 w").is_ok());
    assert!(xiangqi::Position::from_text("4k4/9/9/9/9/9/9/9/9/4K4 x").is_err());
}

use crate::distinct_table;

/// Chu shogi's distinct-move perft table (`testdata/chushogi-perft.tsv`, HaChu's convention:
/// each move once by its effect) on the compiled generator, as `engine/tests/distinct_perft.rs`
/// runs it on the reference engine.
#[test]
fn chushogi_distinct() {
    use koma_variants::chushogi::Position as P;
    distinct_table::check(false, |case| {
        assert_eq!(case.variant, "chushogi", "{case}");
        let pos = match case.position.as_deref() {
            None => Ok(P::start()),
            Some(text) => P::from_text(text),
        }
        .map_err(|err| err.to_string())?;
        Ok(koma_runtime::perft_distinct(&pos, case.depth))
    });
}
