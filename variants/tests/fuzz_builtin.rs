//! Random positions of the built-in variants and the wide test variant: compiled against the
//! reference engine (`FUZZ_N` positions per variant and mode).

mod common;
mod fuzz;

mod wide {
    koma_macros::variant!("tests/wide.koma");
}

macro_rules! fuzz_builtin {
    ($t:ident, $path:literal, $p:path) => {
        mod $t {
            use $p as P;
            #[test]
            fn plausible() {
                super::fuzz::check($path, P::from_setup, true);
            }
            #[test]
            fn any_loaded() {
                super::fuzz::check($path, P::from_setup, false);
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
fuzz_builtin!(wide_t, "tests/wide.koma", crate::wide::Position);
