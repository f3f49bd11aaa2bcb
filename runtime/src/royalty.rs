//! [`board_outcome`]: how a position is decided on the board by the rules of a variant
//! (extinction, capturable royals, a royal piece reaching its goal region), from facts each
//! backend works out its own way. The order and the verdicts are Fairy-Stockfish's (`Position::is_immediate_game_end`:
//! extinction, then the flag region with `flagPieceSafe`).

use crate::{Color, Outcome, Reason};

/// The outcome of a position with `to_move` to move, given for each side (indexed by
/// [`Color::index`]) whether its pieces of a type of the `extinction` rule have fallen to the
/// rule's count (`extinct`; `extinction_draws`: the rule's verdict is a draw, not a loss of
/// that side), whether it still has a royal piece on the board (`royal_left`) and whether a
/// royal piece of it stands in its goal region, not attacked where the rule says `safe`
/// (`reached`). `None`: the game goes on.
///
/// - A side that is extinct loses ([`Reason::Extinction`]; a draw with `extinction_draws`),
///   and a side with no royal piece has lost ([`Reason::RoyalCaptured`]); the side not to move
///   is looked at first (it can only be the one whose royal piece was just taken).
/// - Then the goal ([`Reason::GoalReached`]): when the side to move has reached it, it wins,
///   unless the other side has too (a draw); else, when the other side has, it wins.
pub fn board_outcome(
    to_move: Color,
    extinct: [bool; 2],
    extinction_draws: bool,
    royal_left: [bool; 2],
    reached: [bool; 2],
) -> Option<Outcome> {
    for c in [!to_move, to_move] {
        if extinct[c.index()] {
            return Some(Outcome {
                winner: (!extinction_draws).then_some(!c),
                reason: Reason::Extinction,
            });
        }
        if !royal_left[c.index()] {
            return Some(Outcome {
                winner: Some(!c),
                reason: Reason::RoyalCaptured,
            });
        }
    }
    let (mine, theirs) = (reached[to_move.index()], reached[(!to_move).index()]);
    let winner = match (mine, theirs) {
        (true, true) => None,
        (true, false) => Some(to_move),
        (false, true) => Some(!to_move),
        (false, false) => return None,
    };
    Some(Outcome {
        winner,
        reason: Reason::GoalReached,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extinction_then_goal() {
        let w = Color::First;
        assert_eq!(
            board_outcome(w, [false; 2], false, [true; 2], [false; 2]),
            None
        );
        let lost = board_outcome(w, [false; 2], false, [false, true], [false, true]).unwrap();
        assert_eq!(
            (lost.winner, lost.reason),
            (Some(Color::Second), Reason::RoyalCaptured)
        );
        let mine = board_outcome(w, [false; 2], false, [true; 2], [true, false]).unwrap();
        assert_eq!((mine.winner, mine.reason), (Some(w), Reason::GoalReached));
        let theirs = board_outcome(w, [false; 2], false, [true; 2], [false, true]).unwrap();
        assert_eq!(theirs.winner, Some(Color::Second));
        assert_eq!(
            board_outcome(w, [false; 2], false, [true; 2], [true; 2])
                .unwrap()
                .winner,
            None
        );
    }

    #[test]
    fn extinction_first_of_the_side_not_to_move() {
        let w = Color::First;
        let out =
            |extinct, draws, royal_left| board_outcome(w, extinct, draws, royal_left, [true; 2]);
        let o = out([true, false], false, [true; 2]).unwrap();
        assert_eq!(
            (o.winner, o.reason),
            (Some(Color::Second), Reason::Extinction)
        );
        let o = out([false, true], false, [true; 2]).unwrap();
        assert_eq!(
            (o.winner, o.reason),
            (Some(Color::First), Reason::Extinction)
        );
        // both: the side that just moved (not to move) is judged first
        let o = out([true, true], false, [true; 2]).unwrap();
        assert_eq!(o.winner, Some(Color::First));
        let o = out([false, true], true, [true; 2]).unwrap();
        assert_eq!((o.winner, o.reason), (None, Reason::Extinction));
        // a side without royal piece, not extinct, before the other side's extinction
        let o = out([true, false], false, [true, false]).unwrap();
        assert_eq!(
            (o.winner, o.reason),
            (Some(Color::First), Reason::RoyalCaptured)
        );
    }
}
