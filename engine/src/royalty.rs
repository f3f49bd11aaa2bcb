//! The rules decided on the reference engine's board: extinction (a side whose pieces of a
//! listed type fell to a count), capturable royals (a side without royal piece has lost) and
//! the win by a royal piece reaching its goal region. The verdict itself is
//! the runtime's [`koma_runtime::board_outcome`]; the facts it takes are worked out here by
//! scanning the board.

use crate::cell::{cell_color, cell_piece};
use crate::position::Position;
use koma_dsl::facts::Goal;
use koma_dsl::ir::Extinction;
use koma_runtime::{Color, Outcome, PieceKind};

impl Position<'_> {
    /// The outcome the board decides by the variant's rules (`extinction`, `royals
    /// capturable`, `win royal reaches`), if any: then the game is over and the position has no
    /// legal move. `None` for a variant without these rules.
    pub fn outcome_on_board(&self) -> Option<Outcome> {
        let r = &self.engine.facts.royalty;
        if !r.decides() {
            return None;
        }
        let royal_left = if r.capturable {
            Color::ALL.map(|c| self.royal_squares(c).next().is_some())
        } else {
            [true; 2]
        };
        let reached = match &r.goal {
            Some(goal) => Color::ALL.map(|c| self.reached(c, goal)),
            None => [false; 2],
        };
        let (extinct, draws) = match &r.extinction {
            Some(x) => (Color::ALL.map(|c| self.extinct(c, x)), x.draws),
            None => ([false; 2], false),
        };
        koma_runtime::board_outcome(self.side, extinct, draws, royal_left, reached)
    }

    /// Whether `color` has `x.at_most` pieces or fewer, on the board and in hand, of one of the
    /// types `x` lists.
    fn extinct(&self, color: Color, x: &Extinction) -> bool {
        x.pieces.iter().any(|&kind| {
            let on_board = self.board[..self.engine.nsq]
                .iter()
                .filter(|&&c| c != 0 && cell_color(c) == color && cell_piece(c) == kind)
                .count() as u32;
            on_board + self.hand_count(color, PieceKind(kind as u8)) <= x.at_most
        })
    }

    /// The squares of `color`'s royal pieces.
    fn royal_squares(&self, color: Color) -> impl Iterator<Item = usize> + '_ {
        let e = self.engine;
        (0..e.nsq).filter(move |&sq| {
            let c = self.board[sq];
            c != 0 && cell_color(c) == color && e.facts.pieces[cell_piece(c)].royal
        })
    }

    /// Whether a royal piece of `color` stands in its goal (not attacked by the other side
    /// when the goal must be reached safely).
    fn reached(&self, color: Color, goal: &Goal) -> bool {
        let e = self.engine;
        self.royal_squares(color).any(|sq| {
            goal.squares[color.index()].contains(sq)
                && !(goal.safe && e.attacked(&self.board, sq, !color))
        })
    }
}
