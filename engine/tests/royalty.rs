//! The royalty rules on the reference engine, with Dobutsu shogi (`variants/dobutsu.koma`:
//! `royals capturable`, `win royal reaches far safe`, the chick `drops anywhere`): games that
//! end by a lion's capture or a try, a try that is attacked, and the positions the rules
//! decide. The compiled generator is compared with these games' engine by the differential test.

mod common;

use koma_runtime::{Color, Game, Outcome, Position as _, Reason};

/// Plays `moves` from `text` on Dobutsu, asserting that the game goes on before each and that
/// nothing is ever in check, and returns the outcome (checking that a finished game has no
/// legal move).
fn after(text: &str, moves: &[&str]) -> Option<Outcome> {
    let e = common::engine("dobutsu");
    common::outcome_after(&e, text, moves, |game| {
        assert!(!game.in_check(), "no check with capturable royals");
    })
}

fn won(winner: Color, reason: Reason) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(winner),
        reason,
    })
}

#[test]
fn the_lion_may_be_left_attacked_and_its_capture_wins() {
    // (USI squares: files 3-1 from the first player's left, ranks a-d from the far side)
    // 1. 2c2b (chick takes chick; it now attacks the lion on 2a) 3a3b (the giraffe moves and
    // leaves the lion en prise: a legal move) 2. 2b2a+ takes the lion
    let start = "gle/1c1/1C1/ELG b - 1";
    assert_eq!(
        after(start, &["2c2b", "3a3b", "2b2a+"]),
        won(Color::First, Reason::RoyalCaptured)
    );
}

#[test]
fn a_try_wins_at_once_when_unattacked() {
    // the first player's lion on 2b steps to the far rank; the second's lion on 1c does not
    // attack 2a
    assert_eq!(
        after("3/1L1/2l/3 b - 1", &["2b2a"]),
        won(Color::First, Reason::GoalReached)
    );
    // the second player's try, on its own far rank (d)
    assert_eq!(
        after("3/L2/2l/3 w - 1", &["1c1d"]),
        won(Color::Second, Reason::GoalReached)
    );
}

#[test]
fn an_attacked_try_wins_only_if_it_is_still_unattacked_a_move_later() {
    // 3b3a: the giraffe on 2a attacks 3a, so the game goes on
    let text = "1g1/L2/2l/3 b - 1";
    assert_eq!(after(text, &["3b3a"]), None);
    // the giraffe takes the lion
    assert_eq!(
        after(text, &["3b3a", "2a3a"]),
        won(Color::Second, Reason::RoyalCaptured)
    );
    // the giraffe steps away: the lion stands unattacked with its side to move and wins
    assert_eq!(
        after(text, &["3b3a", "2a2b"]),
        won(Color::First, Reason::GoalReached)
    );
    // the second lion moves and the giraffe still attacks 3a: the game goes on
    assert_eq!(after(text, &["3b3a", "1c1b"]), None);
}

#[test]
fn decided_positions_have_no_moves() {
    let e = common::engine("dobutsu");
    // both lions safe in their goals: a draw; either side to move
    for text in ["L2/3/3/2l b - 1", "L2/3/3/2l w - 1"] {
        let game: Game<_> = e.game(text).unwrap();
        assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner: None,
                reason: Reason::GoalReached
            }),
            "{text}"
        );
    }
    // no second lion: the second player has lost
    let game = e.game("3/3/3/1L1 w C 1").unwrap();
    assert_eq!(game.outcome(), won(Color::First, Reason::RoyalCaptured));
    assert_eq!(game.position().count_legal_moves(), 0);
}

#[test]
fn a_chick_is_dropped_on_the_far_rank_and_promotes_when_it_moves_there() {
    let e = common::engine("dobutsu");
    let pos = e.position("l2/3/3/2L b C 1").unwrap();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let text: Vec<String> = moves.iter().map(|&m| pos.format_move(m)).collect();
    // every empty square, the far rank (2a, 1a) included
    let drops = text.iter().filter(|t| t.starts_with("C*")).count();
    assert_eq!(drops, 10, "{text:?}");
    assert!(text.contains(&"C*2a".to_string()) && text.contains(&"C*1a".to_string()));
    // a chick on the far rank reads, and stays there; one that steps there promotes
    let stuck = e.position("lC1/3/3/2L b - 1").unwrap();
    moves.clear();
    stuck.legal_moves(&mut moves);
    assert!(moves.iter().all(|m| stuck.format_move(*m).starts_with('1')));
    let pos = e.position("l2/1C1/3/2L b - 1").unwrap();
    assert!(pos.parse_move("2b2a+").is_ok());
    assert!(pos.parse_move("2b2a").is_err());
}
