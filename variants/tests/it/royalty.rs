//! The royalty rules one at a time, in test variants the built-ins don't cover: a goal without
//! capturable royals (`royalty-goal.koma`: minishogi's kings win by reaching the far rank) and
//! capturable royals without a goal (`royalty-capture.koma`: no drops, a FEN variant). The
//! compiled generators against the reference engine: perft, random positions and games.

use crate::common;

mod goal {
    koma_macros::variant!("tests/royalty-goal.koma");
}

mod capture {
    koma_macros::variant!("tests/royalty-capture.koma");
}

use koma_runtime::{GamePosition, Position as _, Reason, perft};

/// Perft to depth 4 on both backends from `compiled`'s start and from `texts`, random
/// positions, then games; returns how the games ended.
fn compare<P: GamePosition>(
    file: &str,
    compiled: P,
    read: impl Fn(&str) -> P + Copy,
    texts: &[&str],
) -> Vec<(Reason, usize)> {
    let e = common::engine(file);
    let reference = e.start_position().expect("start");
    assert_eq!(compiled.to_text(), reference.to_text());
    for depth in 1..=4 {
        assert_eq!(
            perft(&compiled, depth),
            perft(&reference, depth),
            "perft {depth}"
        );
    }
    for text in texts {
        let r = e.position(text).expect("reference reads");
        let c = read(text);
        for depth in 1..=3 {
            assert_eq!(perft(&c, depth), perft(&r, depth), "{text}: perft {depth}");
        }
    }
    common::run(file, &e, compiled.clone(), read, 11, common::SAMPLE);
    common::games(file, &e, compiled, 11, common::GAMES_SAMPLE)
}

#[test]
fn a_goal_without_capturable_royals() {
    let reasons = compare(
        "tests/royalty-goal.koma",
        goal::Position::start(),
        |t| goal::Position::from_text(t).expect("compiled reads"),
        // the first king one step from the far rank (arrives: wins); a king already there
        &["4k/K4/5/5/5 b - 1", "K3k/5/5/5/5 w - 1"],
    );
    assert!(!reasons.is_empty());
    let e = common::engine("tests/royalty-goal.koma");
    // Fairy-Stockfish c19b5f6 (`go perft 4`) on its minishogi with `flagPiece = k`,
    // `flagRegionWhite = *5`, `flagRegionBlack = *1` (testdata/royalty/fsf-royalty-goal.ini),
    // from the same positions as FEN: 4k/K4/5/5/5[] w, and 2k2/K4/1g3/5/5[Pp] w (checks, drops,
    // tries)
    for (text, fsf) in [
        ("4k/K4/5/5/5 b - 1", 247),
        ("2k2/K4/1g3/5/5 b Pp 1", 13_772),
    ] {
        let c = goal::Position::from_text(text).unwrap();
        assert_eq!(perft(&c, 4), fsf, "{text}");
        assert_eq!(perft(&e.position(text).unwrap(), 4), fsf, "{text}");
    }
    let there = e.position("K3k/5/5/5/5 w - 1").unwrap();
    assert_eq!(there.count_legal_moves(), 0);
    assert_eq!(
        goal::Position::from_text("K3k/5/5/5/5 w - 1")
            .unwrap()
            .decided()
            .map(|o| (o.winner, o.reason)),
        Some((Some(koma_runtime::Color::First), Reason::GoalReached))
    );
}

#[test]
fn capturable_royals_without_a_goal() {
    let reasons = compare(
        "tests/royalty-capture.koma",
        capture::Position::start(),
        |t| capture::Position::from_text(t).expect("compiled reads"),
        // a king en prise to a rook; no second king (decided)
        &["2k2/5/5/5/5/2K1R w - - 0 1", "5/5/5/5/5/2K1R b - - 0 1"],
    );
    assert!(
        reasons.iter().any(|(r, _)| *r == Reason::RoyalCaptured),
        "{reasons:?}"
    );
    // Fairy-Stockfish c19b5f6 (`go perft 4`) on testdata/royalty/fsf-royalty-capture.ini (no
    // king; `commoner = k`, `extinctionPieceTypes = k`, `extinctionValue = loss`, rook, knight,
    // cannon, shogi pawn promoting to gold on the far rank)
    let e = common::engine("tests/royalty-capture.koma");
    for (text, fsf) in [
        ("rnkcn/ppppp/5/5/PPPPP/NCKNR w - - 0 1", 9_315),
        ("2k2/5/5/5/5/2K1R w - - 0 1", 5_011),
    ] {
        let c = capture::Position::from_text(text).unwrap();
        assert_eq!(perft(&c, 4), fsf, "{text}");
        assert_eq!(perft(&e.position(text).unwrap(), 4), fsf, "{text}");
    }
    let lost = capture::Position::from_text("5/5/5/5/5/2K1R b - - 0 1").unwrap();
    assert_eq!(lost.count_legal_moves(), 0);
    assert!(
        !capture::Position::from_text("2k2/5/5/5/5/2K1R w - - 0 1")
            .unwrap()
            .is_check()
    );
}
