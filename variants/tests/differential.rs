//! Differential test: the compiled generators against the reference engine, move list for move
//! list (as sets, and with no duplicates), check status, SFEN/FEN, Zobrist hashes (from scratch
//! and move by move), pieces, hands and attackers after every move of random legal games, from
//! the start and from random positions reached earlier (read back from their text by both
//! backends); then `koma_runtime::Game`s on both backends, outcomes compared after every ply.
//! Per variant, `NAME::sample` compares 3 000 positions and `NAME::outcomes` plays 40 games; the
//! `#[ignore]`d `NAME::deep` and `NAME::outcomes_deep`, 100 000 and 1 000:
//! `cargo test --workspace --release -- --ignored`.

mod common;

use common::{DEEP, GAMES_DEEP, GAMES_SAMPLE, SAMPLE, engine, games, run};

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
differential!(kyotoshogi, kyotoshogi, "kyotoshogi.koma", 7);
differential!(dobutsu, dobutsu, "dobutsu.koma", 8);
differential!(shoshogi, shoshogi, "shoshogi.koma", 9);
differential!(judkins, judkins, "judkins.koma", 7);
differential!(euroshogi, euroshogi, "euroshogi.koma", 8);
differential!(gorogoroplus, gorogoroplus, "gorogoroplus.koma", 9);
differential!(yarishogi, yarishogi, "yarishogi.koma", 10);
differential!(okisakishogi, okisakishogi, "okisakishogi.koma", 11);
differential!(torishogi, torishogi, "torishogi.koma", 12);
differential!(minixiangqi, minixiangqi, "minixiangqi.koma", 13);
differential!(manchu, manchu, "manchu.koma", 14);
differential!(makruk, makruk, "makruk.koma", 15);
differential!(shatranj, shatranj, "shatranj.koma", 16);
differential!(xiangqihouse, xiangqihouse, "xiangqihouse.koma", 17);
differential!(janggi, janggi, "janggi.koma", 18);
differential!(nocastle, nocastle, "nocastle.koma", 19);
differential!(grand, grand, "grand.koma", 20);
differential!(chess, chess, "chess.koma", 21);
differential!(capablanca, capablanca, "capablanca.koma", 22);
differential!(chushogi, chushogi, "chushogi.koma", 23);
