//! Every feature's [`Parts`], gathered once per variant for the templates of `Position` and
//! `GamePosition`. A new feature gets a file of its own under `emit/` with a `parts` function,
//! a field here, and its name in the lists of the hooks it fills (in the templates).

use crate::emit::parts::Parts;
use crate::emit::{
    castling, check, counter_strike, counters, dead, double, hands, mailbox, move_text, movegen,
    pass, pawns, present, royals, royalty,
};
use crate::model::Model;

/// The parts of each feature.
pub(crate) struct Features {
    /// The board (`emit::mailbox`).
    pub mailbox: Parts,
    /// Captures to the hand and drops (`emit::hands`).
    pub hands: Parts,
    /// The royal squares (`emit::royals`).
    pub royals: Parts,
    /// `royals several` (`emit::royals`).
    pub several: Parts,
    /// Moves that leave the own royal attacked are illegal (`emit::check`).
    pub check: Parts,
    /// The side to move and the move counters (`emit::counters`).
    pub counters: Parts,
    /// The pass move (`emit::pass`).
    pub pass: Parts,
    /// En passant, promotion choices and the clock's resets (`emit::pawns`).
    pub pawns: Parts,
    /// Castling (`emit::castling`).
    pub castling: Parts,
    /// `lions counter-strike` (`emit::counter_strike`).
    pub strike: Parts,
    /// The mask of piece types present (`emit::present`).
    pub present: Parts,
    /// Double moves (`emit::double`).
    pub double: Parts,
    /// The text of pieces and moves (`emit::move_text`).
    pub text: Parts,
    /// Squares a piece could never move from (`emit::dead`).
    pub dead: Parts,
    /// The royalty rules that decide positions on the board (`emit::royalty`).
    pub royalty: Parts,
    /// Move generation (`emit::movegen`).
    pub moves: Parts,
}

impl Features {
    /// The parts of every feature for `m` (empty for the features it lacks).
    pub fn new(m: &Model) -> Features {
        Features {
            mailbox: mailbox::parts(m),
            hands: hands::parts(m),
            royals: royals::parts(m),
            several: royals::several_parts(m),
            check: check::parts(m),
            counters: counters::parts(m),
            pass: pass::parts(m),
            pawns: pawns::parts(m),
            castling: castling::parts(m),
            strike: counter_strike::parts(m),
            present: present::parts(m),
            double: double::parts(m),
            text: move_text::parts(m),
            dead: dead::parts(m),
            royalty: royalty::parts(m),
            moves: movegen::parts(m),
        }
    }

    /// The parts of the position's state, in the order of its fields: the board, the hands,
    /// the royal squares, the counters, then the features' own state.
    pub fn state(&self) -> [&Parts; 9] {
        [
            &self.mailbox,
            &self.hands,
            &self.royals,
            &self.counters,
            &self.pass,
            &self.pawns,
            &self.castling,
            &self.strike,
            &self.present,
        ]
    }
}
