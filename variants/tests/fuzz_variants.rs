//! Random positions of corner-case variants (`tests/corner-cases/*.koma`: knightriders, limited
//! and backward ranges, several hoppers, lame leapers, shifted piece sets, boards from 3x3 to
//! 16x16 and across the 128-square boundary, 34 piece types, royal riders and royal rules): the
//! compiled generators against the reference engine, plus perft and random games from each
//! start. Positions per variant and mode: see `fuzz::positions`.

mod common;
mod fuzz;

macro_rules! fuzz_variant {
    ($m:ident, $file:literal) => {
        mod $m {
            mod compiled {
                koma_macros::variant!($file);
            }
            #[test]
            fn plausible() {
                super::fuzz::check($file, compiled::Position::from_setup, true);
            }
            #[test]
            fn start_and_games() {
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
                );
            }
            #[test]
            fn any_loaded() {
                super::fuzz::check($file, compiled::Position::from_setup, false);
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
