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
fuzz_builtin!(janggi, "janggi.koma", koma_variants::janggi::Position);
fuzz_builtin!(wide_t, "tests/wide.koma", crate::wide::Position);
