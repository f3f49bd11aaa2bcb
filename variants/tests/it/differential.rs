//! Differential test: the compiled generators against the reference engine, move list for move
//! list (as sets, and with no duplicates), check status, SFEN/FEN, Zobrist hashes (from scratch
//! and move by move), pieces, hands and attackers after every move of random legal games, from
//! the start and from random positions reached earlier (read back from their text by both
//! backends); then `koma_runtime::Game`s on both backends, outcomes compared after every ply.
//! Per variant, `NAME::sample` compares 3 000 positions and `NAME::outcomes` plays 40 games; the
//! `#[ignore]`d `NAME::deep` and `NAME::outcomes_deep`, 100 000 and 1 000:
//! `cargo test --workspace --release -- --ignored`. Every built-in (`for_each_builtin!`), each
//! from its own seed, derived from its name.

use crate::common;

use common::{DEEP, GAMES_DEEP, GAMES_SAMPLE, SAMPLE, engine, games, run};

macro_rules! differential {
    ($test:ident, $module:ident, $file:literal, $seed:expr) => {
        mod $test {
            use super::*;
            use koma_variants::$module::Position as P;

            fn compare(positions: usize) {
                let e = engine($file);
                run(
                    $file,
                    &e,
                    P::start(),
                    |t| P::from_text(t).expect("compiled reads"),
                    $seed,
                    positions,
                );
            }

            fn play(count: usize) {
                let e = engine($file);
                let reasons = games($file, &e, P::start(), $seed, count);
                assert!(!reasons.is_empty(), "{}: no game ended", $file);
            }

            #[test]
            fn sample() {
                compare(SAMPLE);
            }

            #[test]
            #[ignore = "deep: run with `cargo test --workspace --release -- --ignored`"]
            fn deep() {
                compare(DEEP);
            }

            #[test]
            fn outcomes() {
                play(GAMES_SAMPLE);
            }

            #[test]
            #[ignore = "deep: run with `cargo test --workspace --release -- --ignored`"]
            fn outcomes_deep() {
                play(GAMES_DEEP);
            }
        }
    };
}
/// The differential tests of every built-in, as `for_each_builtin!` lists them.
macro_rules! differentials {
    ($(($name:literal, $module:ident, $file:literal, $doc:literal)),* $(,)?) => {
        $(differential!($module, $module, $file, crate::common::seed($name));)*
    };
}
koma_variants::for_each_builtin!(differentials);
