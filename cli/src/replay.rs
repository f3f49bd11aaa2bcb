//! Replaying game records through any [`Position`]: every move must be legal.

use crate::records::Record;
use koma_runtime::Position;

/// The first move of a game that could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayFailure {
    /// 0-based index of the game in the file.
    pub game: usize,
    /// 1-based ply of the failing move.
    pub ply: usize,
    /// 1-based line of the record file the move stands on.
    pub line: usize,
    /// The move as written.
    pub mv: String,
    /// Why it was refused (malformed or illegal).
    pub reason: String,
    /// The position before the move (SFEN/FEN).
    pub position: String,
}

/// Totals of a replay.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReplaySummary {
    /// Games read.
    pub games: usize,
    /// Moves played successfully.
    pub moves: usize,
    /// Games with a move that could not be played, each with its first such move.
    pub failures: Vec<ReplayFailure>,
}

/// Plays every game of `records` from `start`, stopping each game at its first unplayable move.
pub fn replay<P: Position>(start: &P, records: &[Record]) -> ReplaySummary {
    let mut summary = ReplaySummary {
        games: records.len(),
        ..Default::default()
    };
    for (g, record) in records.iter().enumerate() {
        let mut pos = start.clone();
        for (ply, (text, line)) in record.moves.iter().enumerate() {
            match pos.parse_move(text) {
                Ok(mv) => {
                    pos.play_unchecked(mv);
                    summary.moves += 1;
                }
                Err(e) => {
                    summary.failures.push(ReplayFailure {
                        game: g,
                        ply: ply + 1,
                        line: *line,
                        mv: text.clone(),
                        reason: e.to_string(),
                        position: pos.to_text(),
                    });
                    break;
                }
            }
        }
    }
    summary
}
