//! Xiangqi with drops (`variants/xiangqihouse.koma`): FEN hands, `P@e4` drops, the drop regions
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
    play_all(&mut pos, &["h2h9"]);
    assert_eq!(
        pos.to_text(),
        "rnbakabCr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR[N] b - - 0 1"
    );
    play_all(&mut pos, &["i9h9"]);
    assert!(pos.to_text().contains("[Nc]"), "{}", pos.to_text());
    // Red drops the horse (ICCS square: rank 4 is the river bank, Fairy-Stockfish's e5)
    assert!(is_legal(&pos, "N@e4"));
    play_all(&mut pos, &["N@e4"]);
    assert!(pos.to_text().contains("[c]"), "{}", pos.to_text());
    // both drop marks read; the text goes back to the same position
    let again = Position::from_text(&e, &pos.to_text()).unwrap();
    assert_eq!(again.to_text(), pos.to_text());
    assert_eq!(
        pos.parse_move("C*e5").unwrap(),
        pos.parse_move("C@e5").unwrap()
    );
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
    assert_eq!(drops("A@"), ["A@d0", "A@d2", "A@e1", "A@f2"]); // f0 holds the general
    assert_eq!(
        drops("B@"),
        ["B@a2", "B@c0", "B@c4", "B@e2", "B@g0", "B@g4", "B@i2"]
    );
    // the soldier on the odd files of its ranks 4 and 5 (ICCS 3 and 4), never across the river
    assert_eq!(drops("P@").len(), 10);
    assert!(is_legal(&pos, "P@a3") && !is_legal(&pos, "P@b3") && !is_legal(&pos, "P@a5"));
    // the chariot anywhere in the own half: 45 squares less the general's, less the d file,
    // where it would check the black general on d9 (ranks 0-4: 5 squares)
    assert_eq!(drops("R@").len(), 45 - 1 - 5);
    assert!(!is_legal(&pos, "R@d4") && is_legal(&pos, "R@c4"));
}

#[test]
fn a_drop_may_not_check_not_even_as_a_cannon_s_screen() {
    let e = engine("xiangqihouse");
    // Red cannon on e1 under Black's general on e9: a soldier on e3/e4 would be its screen
    let pos = Position::from_text(&e, "4k4/9/9/9/9/9/9/9/4C4/3K5[RPrp] w - - 0 1").unwrap();
    for checking in ["P@e3", "P@e4", "R@e2", "R@e3", "R@e4"] {
        assert!(!is_legal(&pos, checking), "{checking}");
    }
    for quiet in ["P@c3", "P@g4", "R@e0", "R@d4"] {
        assert!(is_legal(&pos, quiet), "{quiet}");
    }
    // a board move may still check
    assert!(is_legal(&pos, "e1e8"));
}
