//! Random positions of the built-in variants and the wide test variant: compiled against the
//! reference engine: 300 positions per variant and mode, 20 000 in the `#[ignore]`d `*_deep`
//! tests (`FUZZ_N` overrides both).

mod common;
mod fuzz;

mod wide {
    koma_macros::variant!("tests/wide.koma");
}

macro_rules! fuzz_builtin {
    ($t:ident, $path:literal, $p:path) => {
        mod $t {
            use super::fuzz::{DEEP, SAMPLE, check};
            use $p as P;
            fn read(s: &koma_runtime::setup::Setup) -> Result<P, koma_runtime::PositionError> {
                P::from_setup(s)
            }
            #[test]
            fn plausible() {
                check($path, read, true, SAMPLE);
            }
            #[test]
            #[ignore = "deep: run with `cargo test --workspace --release -- --ignored`"]
            fn plausible_deep() {
                check($path, read, true, DEEP);
            }
            #[test]
            fn any_loaded() {
                check($path, read, false, SAMPLE);
            }
            #[test]
            #[ignore = "deep: run with `cargo test --workspace --release -- --ignored`"]
            fn any_loaded_deep() {
                check($path, read, false, DEEP);
            }
        }
    };
}

fuzz_builtin!(xiangqi, "xiangqi.koma", koma_variants::xiangqi::Position);
fuzz_builtin!(shogi, "shogi.koma", koma_variants::shogi::Position);
fuzz_builtin!(
    minishogi,
    "minishogi.koma",
    koma_variants::minishogi::Position
);
fuzz_builtin!(kilyow, "kilyow.koma", koma_variants::kilyow::Position);
fuzz_builtin!(wa_shogi, "wa-shogi.koma", koma_variants::wa_shogi::Position);
fuzz_builtin!(
    wa_dropless,
    "wa-shogi-dropless.koma",
    koma_variants::wa_shogi_dropless::Position
);
fuzz_builtin!(
    kyotoshogi,
    "kyotoshogi.koma",
    koma_variants::kyotoshogi::Position
);
fuzz_builtin!(dobutsu, "dobutsu.koma", koma_variants::dobutsu::Position);
fuzz_builtin!(shoshogi, "shoshogi.koma", koma_variants::shoshogi::Position);
fuzz_builtin!(judkins, "judkins.koma", koma_variants::judkins::Position);
fuzz_builtin!(
    euroshogi,
    "euroshogi.koma",
    koma_variants::euroshogi::Position
);
fuzz_builtin!(
    gorogoroplus,
    "gorogoroplus.koma",
    koma_variants::gorogoroplus::Position
);
fuzz_builtin!(
    yarishogi,
    "yarishogi.koma",
    koma_variants::yarishogi::Position
);
fuzz_builtin!(
    okisakishogi,
    "okisakishogi.koma",
    koma_variants::okisakishogi::Position
);
fuzz_builtin!(
    torishogi,
    "torishogi.koma",
    koma_variants::torishogi::Position
);
fuzz_builtin!(
    minixiangqi,
    "minixiangqi.koma",
    koma_variants::minixiangqi::Position
);
fuzz_builtin!(manchu, "manchu.koma", koma_variants::manchu::Position);
fuzz_builtin!(makruk, "makruk.koma", koma_variants::makruk::Position);
fuzz_builtin!(shatranj, "shatranj.koma", koma_variants::shatranj::Position);
fuzz_builtin!(
    xiangqihouse,
    "xiangqihouse.koma",
    koma_variants::xiangqihouse::Position
);
fuzz_builtin!(janggi, "janggi.koma", koma_variants::janggi::Position);
fuzz_builtin!(nocastle, "nocastle.koma", koma_variants::nocastle::Position);
fuzz_builtin!(grand, "grand.koma", koma_variants::grand::Position);
fuzz_builtin!(chess, "chess.koma", koma_variants::chess::Position);
fuzz_builtin!(
    capablanca,
    "capablanca.koma",
    koma_variants::capablanca::Position
);
fuzz_builtin!(chushogi, "chushogi.koma", koma_variants::chushogi::Position);
fuzz_builtin!(wide_t, "tests/wide.koma", crate::wide::Position);
