//! Rules on boards past 128 squares (the compiled generator's multi-word square sets), beyond
//! `wide.koma` and the wide fuzz variants: the chess pawn (en passant, a choice of promotions),
//! castling, forced and optional promotion in zones that are not whole ranks (consecutive
//! squares, compared by index; scattered squares, read from the set), Chu's rules with a lion
//! whose double moves are not king steps, pieces that turn over on every move
//! (`tests/wide-rules/*.koma`). Each: perft 1-3 and random games against the reference engine,
//! random loaded positions, and the state `apply` keeps (the square sets, the mask of piece
//! types present, royal squares, rights) equal to a fresh read of the position it writes, move
//! after move.

use crate::common;
use crate::fuzz;

macro_rules! wide_variant {
    ($m:ident, $file:literal, $squares:literal) => {
        mod $m {
            pub(crate) mod compiled {
                koma_macros::variant!($file);
            }
            use koma_runtime::Position as _;

            #[test]
            fn start_perft_and_games() {
                assert_eq!(compiled::SQUARES, $squares);
                let e = super::common::engine($file);
                let r = e.start_position().expect("start");
                let c = compiled::Position::start();
                assert_eq!(c.to_text(), r.to_text());
                for d in 1..=3 {
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
                    13,
                    super::common::SAMPLE,
                );
            }

            #[test]
            fn kept_state_equals_a_fresh_read() {
                let plies = super::common::kept_state(
                    compiled::Position::start(),
                    |p| compiled::Position::from_setup(&p.to_setup()).expect("a position it wrote"),
                    30,
                    0x51de_c0de,
                    |_, _| {},
                );
                assert!(plies > 1_000, "{plies}");
            }

            #[test]
            fn loaded_positions() {
                for plausible in [true, false] {
                    super::fuzz::check(
                        $file,
                        compiled::Position::from_setup,
                        plausible,
                        super::fuzz::SAMPLE,
                    );
                }
            }
        }
    };
}

wide_variant!(widechess, "tests/wide-rules/widechess.koma", 144);
wide_variant!(wideshogi, "tests/wide-rules/wideshogi.koma", 144);
wide_variant!(widezone, "tests/wide-rules/widezone.koma", 143);
wide_variant!(widelion, "tests/wide-rules/widelion.koma", 156);
wide_variant!(widekyoto, "tests/wide-rules/widekyoto.koma", 132);

/// The moves that change the board otherwise than a plain move, each taking a side's last piece
/// of a type off the board or adding its first: en passant takes White's only pawn, castling
/// both ways, then Black's only pawn promotes to a choice (a marshal). After each the position
/// equals a fresh read and the reference engine's.
#[test]
fn en_passant_castling_and_a_choice_on_a_wide_board() {
    use koma_runtime::Position as _;
    type P = widechess::compiled::Position;
    let e = common::engine("tests/wide-rules/widechess.koma");
    let fen = "r4k5r/12/12/12/12/12/12/3p8/12/4P7/12/R4K5R w KQkq - 0 1";
    let (mut c, mut r) = (
        P::from_text(fen).expect("reads"),
        e.position(fen).expect("reads"),
    );
    for text in ["e3e5", "d5e4", "f1c1", "f12j12", "c1b1", "e4e3m"] {
        common::compare(&r, &c);
        let mv = c.parse_move(text).expect("a move");
        assert!(
            common::sorted_moves(&c).contains(&mv),
            "{text} in {}",
            c.to_text()
        );
        c.play(mv).expect("legal");
        r.play(mv).expect("legal");
        let fresh = P::from_setup(&c.to_setup()).expect("a position it wrote");
        assert_eq!(fresh, c, "after {text}");
    }
    common::compare(&r, &c);
    assert_eq!(
        c.to_text(),
        "r7rk2/12/12/12/12/12/12/12/12/4m7/12/1K1R7R w - - 0 4"
    );
}
