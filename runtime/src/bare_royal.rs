//! The bare-royal rule (`bare-royal loses`): a side left with only its royal piece loses,
//! unless it leaves the other side so in its reply.
//!
//! As Fairy-Stockfish plays shatranj (position.cpp, `is_immediate_game_end`, with shatranj's
//! `extinctionPieceCount = 1`, `extinctionOpponentPieceCount = 2`, `extinctionClaim`), read as:
//! after each move, with S the side to move and O the side that just moved,
//! - O has only its royal piece and S has more: S wins (S bared O, and O's reply did not bare
//!   S);
//! - S has only its royal piece and O has at least two other pieces: O wins (S cannot bare O
//!   with one capture);
//! - otherwise the game goes on (two bare royal pieces: it goes on too, to a draw by the other
//!   rules).
//!
//! Pieces are counted on the board (a variant with this rule keeps no hands). The rule comes
//! before "no legal move": a bared side that cannot move loses by it, and a side that has bared
//! the other wins even when it could not move.

use crate::{Color, GamePosition, Outcome, Reason, Square};

/// The outcome the bare-royal rule gives `pos`, if it ends the game.
pub fn bare_royal<P: GamePosition>(pos: &P) -> Option<Outcome> {
    let mut count = [0u32; 2];
    for s in 0..pos.square_count() {
        if let Some((c, _)) = pos.piece_at(Square(s as u16)) {
            count[c.index()] += 1;
        }
    }
    let us = pos.side_to_move();
    let them = !us;
    let n = |c: Color| count[c.index()];
    let winner = if n(them) <= 1 && n(us) >= 2 {
        us
    } else if n(us) <= 1 && n(them) >= 3 {
        them
    } else {
        return None;
    };
    Some(Outcome {
        winner: Some(winner),
        reason: Reason::BareRoyal,
    })
}
