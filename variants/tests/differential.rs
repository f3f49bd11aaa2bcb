//! Differential test: the compiled generators against the reference engine, move list for move
//! list (as sets, and with no duplicates), check status and SFEN/FEN after every move of random
//! legal games, from the start and from random positions reached earlier (read back from their
//! text by both backends). Per variant, `NAME::sample` compares 3 000 positions, and the
//! `#[ignore]`d `NAME::deep` 100 000: `cargo test --workspace --release -- --ignored`.

mod common;

use common::{DEEP, SAMPLE, engine, run};

macro_rules! differential {
    ($test:ident, $module:ident, $file:literal, $seed:literal) => {
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

            #[test]
            fn sample() {
                compare(SAMPLE);
            }

            #[test]
            #[ignore = "deep: run with `cargo test --workspace --release -- --ignored`"]
            fn deep() {
                compare(DEEP);
            }
        }
    };
}

differential!(xiangqi, xiangqi, "xiangqi.koma", 1);
differential!(shogi, shogi, "shogi.koma", 2);
differential!(minishogi, minishogi, "minishogi.koma", 3);
differential!(kilyow, kilyow, "kilyow.koma", 4);
differential!(wa_shogi, wa_shogi, "wa-shogi.koma", 5);
differential!(
    wa_shogi_dropless,
    wa_shogi_dropless,
    "wa-shogi-dropless.koma",
    6
);
