//! Random positions of corner-case variants (`tests/corner-cases/*.koma`: knightriders, limited
//! and backward ranges, several hoppers, lame leapers, shifted piece sets, boards from 3x3 to
//! 16x16 and across the 128-square boundary, 34 piece types, royal riders and royal rules, names
//! like the generated module's own): the compiled generators against the reference engine, plus
//! perft and random games from each start. Per variant and mode: 300 random positions and 3 000
//! in games, 20 000 and 100 000 in the `#[ignore]`d `*_deep` tests
//! (`cargo test --workspace --release -- --ignored`).

use crate::common;
use crate::fuzz;

macro_rules! fuzz_variant {
    ($m:ident, $file:literal) => {
        mod $m {
            mod compiled {
                koma_macros::variant!($file);
            }
            use super::fuzz::{DEEP, SAMPLE, check};
            fn read(
                s: &koma_runtime::setup::Setup,
            ) -> Result<compiled::Position, koma_runtime::PositionError> {
                compiled::Position::from_setup(s)
            }
            #[test]
            fn plausible() {
                check($file, read, true, SAMPLE);
            }
            #[test]
            #[ignore = "deep: run with `cargo test --workspace --release -- --ignored`"]
            fn plausible_deep() {
                check($file, read, true, DEEP);
            }
            /// Perft 1-2 on both backends, then random games until `positions` were compared.
            fn games(positions: usize) {
                use koma_runtime::Position as _;
                let e = super::fuzz::engine($file);
                let r = e.start_position().expect("start");
                let c = compiled::Position::start();
                assert_eq!(c.to_text(), r.to_text());
                for d in 1..=2 {
                    assert_eq!(
                        koma_runtime::perft(&c, d),
                        koma_runtime::perft(&r, d),
                        "perft {d}"
                    );
                }
                super::common::run(
                    $file,
                    &e,
                    c,
                    |t| compiled::Position::from_text(t).expect("reads"),
                    11,
                    positions,
                );
            }
            #[test]
            fn start_and_games() {
                games(super::common::SAMPLE);
            }
            #[test]
            #[ignore = "deep: run with `cargo test --workspace --release -- --ignored`"]
            fn start_and_games_deep() {
                games(super::common::DEEP);
            }
            #[test]
            fn any_loaded() {
                check($file, read, false, SAMPLE);
            }
            #[test]
            #[ignore = "deep: run with `cargo test --workspace --release -- --ignored`"]
            fn any_loaded_deep() {
                check($file, read, false, DEEP);
            }
        }
    };
}

fuzz_variant!(riders9, "tests/corner-cases/riders9.koma");
fuzz_variant!(shifty7, "tests/corner-cases/shifty7.koma");
fuzz_variant!(wide16, "tests/corner-cases/wide16.koma");
fuzz_variant!(odd12, "tests/corner-cases/odd12.koma");
fuzz_variant!(tiny3, "tests/corner-cases/tiny3.koma");
fuzz_variant!(xq7, "tests/corner-cases/xq7.koma");
fuzz_variant!(shiftwide, "tests/corner-cases/shiftwide.koma");
fuzz_variant!(shift12, "tests/corner-cases/shift12.koma");
fuzz_variant!(many34, "tests/corner-cases/many34.koma");
fuzz_variant!(royalrider, "tests/corner-cases/royalrider.koma");
fuzz_variant!(names5, "tests/corner-cases/names5.koma");
