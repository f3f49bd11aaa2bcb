//! Random positions of the built-in variants and the wide test variant: compiled against the
//! reference engine: 300 positions per variant and mode, 20 000 in the `#[ignore]`d `*_deep`
//! tests (`FUZZ_N` overrides both).

use crate::fuzz;

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

/// The random-position tests of every built-in, as `for_each_builtin!` lists them.
macro_rules! fuzz_builtins {
    ($(($name:literal, $module:ident, $file:literal, $doc:literal)),* $(,)?) => {
        $(fuzz_builtin!($module, $file, koma_variants::$module::Position);)*
    };
}
koma_variants::for_each_builtin!(fuzz_builtins);
fuzz_builtin!(wide_t, "tests/wide.koma", crate::wide::compiled::Position);
