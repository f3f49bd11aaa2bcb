//! How a game ended ([`Outcome`]): who won and why.

use crate::Color;

/// How a game ended: who won (`None` for a draw) and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winner, `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: Reason,
}

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// No legal move while in check.
    Checkmate,
    /// No legal move while not in check.
    Stalemate,
    /// A position occurred the number of times the repetition rule allows.
    Repetition,
    /// A side checked with every move of a repetition cycle.
    PerpetualCheck,
    /// A side chased one piece with every move of a repetition cycle.
    PerpetualChase,
    /// Too many plies without a capture.
    NoCapture,
    /// Neither side has a piece that can force a win.
    Material,
    /// A side's last royal piece was captured (`royals capturable`).
    RoyalCaptured,
    /// A royal piece stands in its goal region (`win royal reaches`); a draw when both do.
    GoalReached,
    /// A side was left with only its royal piece (`bare-royal loses`).
    BareRoyal,
    /// Two passes in a row, or a pass while the royals face each other under bikjang
    /// ([`crate::GamePosition::passes_end`]).
    Passes,
    /// The counting side's count passed its limit (`counting N moves draws`).
    Counting,
    /// A side attacked with every move of a repetition cycle (`perpetual attack`).
    PerpetualAttack,
    /// A side's pieces of a type the `extinction` rule lists fell to its count (`extinction
    /// loses`; a draw with `extinction draws`).
    Extinction,
}

impl Outcome {
    /// The PGN result token: `1-0` (the first player won), `0-1` or `1/2-1/2`.
    pub fn result_token(self) -> &'static str {
        match self.winner {
            Some(Color::First) => "1-0",
            Some(Color::Second) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl core::fmt::Display for Reason {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::Repetition => "repetition",
            Reason::PerpetualCheck => "perpetual check",
            Reason::PerpetualChase => "perpetual chase",
            Reason::NoCapture => "move limit without capture",
            Reason::Material => "insufficient material",
            Reason::RoyalCaptured => "royal piece captured",
            Reason::GoalReached => "royal piece reached its goal",
            Reason::BareRoyal => "bare royal piece",
            Reason::Passes => "passes",
            Reason::Counting => "counting",
            Reason::PerpetualAttack => "perpetual attack",
            Reason::Extinction => "extinction",
        })
    }
}

impl core::fmt::Display for Outcome {
    /// `1-0 (first player wins by checkmate)`, `1/2-1/2 (draw by repetition)`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let token = self.result_token();
        match self.winner {
            Some(Color::First) => write!(f, "{token} (first player wins by {})", self.reason),
            Some(Color::Second) => write!(f, "{token} (second player wins by {})", self.reason),
            None => write!(f, "{token} (draw by {})", self.reason),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_print_their_result_token_and_reason() {
        let mate = Outcome {
            winner: Some(Color::Second),
            reason: Reason::Checkmate,
        };
        assert_eq!(mate.result_token(), "0-1");
        assert_eq!(mate.to_string(), "0-1 (second player wins by checkmate)");
        let draw = Outcome {
            winner: None,
            reason: Reason::NoCapture,
        };
        assert_eq!(
            draw.to_string(),
            "1/2-1/2 (draw by move limit without capture)"
        );
        let chase = Outcome {
            winner: Some(Color::First),
            reason: Reason::PerpetualChase,
        };
        assert_eq!(
            chase.to_string(),
            "1-0 (first player wins by perpetual chase)"
        );
    }
}
