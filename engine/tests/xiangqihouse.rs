//! Xiangqi with drops (`variants/xiangqihouse.koma`): FEN hands, `P@e5` drops (UCI squares), the drop regions
//! (`drops in`, `within`) and `drops check illegal`, on the reference engine; and xiangqi's own
//! FEN, which has no hand field, unchanged.

mod common;

use common::{engine, is_legal, moves_text, play_all};
use koma_engine::Position;
use koma_runtime::Position as _;

const XQ_START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

#[test]
fn hands_are_written_in_brackets_after_the_board_and_xiangqi_has_none() {
    let xq = engine("xiangqi");
    let start = Position::from_text(&xq, &format!("{XQ_START} w - - 0 1")).unwrap();
    assert_eq!(start.to_text(), format!("{XQ_START} w - - 0 1"));
    let e = engine("xiangqihouse");
    let mut pos = Position::from_text(&e, &format!("{XQ_START}[] w - - 0 1")).unwrap();
    assert_eq!(pos.to_text(), format!("{XQ_START}[] w - - 0 1"));
    // the cannon takes the horse; it goes to Red's hand, written as Fairy-Stockfish does
    play_all(&mut pos, &["h3h10"]);
    assert_eq!(
        pos.to_text(),
        "rnbakabCr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR[N] b - - 0 1"
    );
    play_all(&mut pos, &["i10h10"]);
    assert!(pos.to_text().contains("[Nc]"), "{}", pos.to_text());
    // Red drops the horse (UCI square, as Fairy-Stockfish writes it: rank 5 is the river bank)
    assert!(is_legal(&pos, "N@e5"));
    play_all(&mut pos, &["N@e5"]);
    assert!(pos.to_text().contains("[c]"), "{}", pos.to_text());
    // the text goes back to the same position; a drop reads as Fairy-Stockfish's UCI writes
    // it (`C@e6`), not with USI's mark
    let again = Position::from_text(&e, &pos.to_text()).unwrap();
    assert_eq!(again.to_text(), pos.to_text());
    assert!(pos.parse_move("C@e6").is_ok());
    assert!(pos.parse_move("C*e6").is_err());
}

#[test]
fn drops_land_in_the_own_half_and_in_the_piece_s_region() {
    let e = engine("xiangqihouse");
    let pos = Position::from_text(&e, "3k5/9/9/9/9/9/9/9/9/5K3[ABPR] w - - 0 1").unwrap();
    let drops = |letter: &str| {
        moves_text(&pos)
            .into_iter()
            .filter(|m| m.starts_with(letter))
            .collect::<Vec<_>>()
    };
    // the advisor only on its five palace points, the elephant on its seven points
    assert_eq!(drops("A@"), ["A@d1", "A@d3", "A@e2", "A@f3"]); // f1 holds the general
    assert_eq!(
        drops("B@"),
        ["B@a3", "B@c1", "B@c5", "B@e3", "B@g1", "B@g5", "B@i3"]
    );
    // the soldier on the odd files of its ranks 4 and 5, never across the river
    assert_eq!(drops("P@").len(), 10);
    assert!(is_legal(&pos, "P@a4") && !is_legal(&pos, "P@b4") && !is_legal(&pos, "P@a6"));
    // the chariot anywhere in the own half: 45 squares less the general's, less the d file,
    // where it would check the black general on d10 (ranks 1-5: 5 squares)
    assert_eq!(drops("R@").len(), 45 - 1 - 5);
    assert!(!is_legal(&pos, "R@d5") && is_legal(&pos, "R@c5"));
}

#[test]
fn a_drop_may_not_check_not_even_as_a_cannon_s_screen() {
    let e = engine("xiangqihouse");
    // Red cannon on e2 under Black's general on e10: a soldier on e4/e5 would be its screen
    let pos = Position::from_text(&e, "4k4/9/9/9/9/9/9/9/4C4/3K5[RPrp] w - - 0 1").unwrap();
    for checking in ["P@e4", "P@e5", "R@e3", "R@e4", "R@e5"] {
        assert!(!is_legal(&pos, checking), "{checking}");
    }
    for quiet in ["P@c4", "P@g5", "R@e1", "R@d5"] {
        assert!(is_legal(&pos, quiet), "{quiet}");
    }
    // a board move may still check
    assert!(is_legal(&pos, "e2e9"));
}
