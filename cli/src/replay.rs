//! Replaying game records through any [`Position`]: every move must be legal. With the
//! variant's end-of-game rules ([`replay_with_rules`]), each game's outcome is reported too.

use crate::records::Record;
use koma_runtime::{EndRules, Game, GamePosition, Outcome, Position};

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
    /// Games whose last position ends the game under the end-of-game rules (filled by
    /// [`replay_with_rules`] only), in file order.
    pub outcomes: Vec<GameOutcome>,
}

/// A game whose record ends in a position that ends the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOutcome {
    /// 0-based index of the game in the file.
    pub game: usize,
    /// The number of plies played.
    pub plies: usize,
    /// Who won and why.
    pub outcome: Outcome,
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

/// Like [`replay`], through a [`Game`] under `rules`: also reports, for each game played to its
/// end without an illegal move, the outcome of its last position if that position ends the game.
/// Moves a perpetual rule makes illegal are reported as failures; moves after a position that
/// ended the game are still played (records go on after a repetition, say).
pub fn replay_with_rules<P: GamePosition>(
    start: &P,
    rules: &EndRules,
    records: &[Record],
) -> ReplaySummary {
    let mut summary = ReplaySummary {
        games: records.len(),
        ..Default::default()
    };
    for (g, record) in records.iter().enumerate() {
        let mut game = Game::new(start.clone(), rules.clone());
        let mut failed = false;
        for (ply, (text, line)) in record.moves.iter().enumerate() {
            let played = game
                .position()
                .parse_move(text)
                .and_then(|mv| game.play(mv));
            if let Err(e) = played {
                summary.failures.push(ReplayFailure {
                    game: g,
                    ply: ply + 1,
                    line: *line,
                    mv: text.clone(),
                    reason: e.to_string(),
                    position: game.position().to_text(),
                });
                failed = true;
                break;
            }
            summary.moves += 1;
        }
        if let (false, Some(outcome)) = (failed, game.outcome()) {
            summary.outcomes.push(GameOutcome {
                game: g,
                plies: game.moves().len(),
                outcome,
            });
        }
    }
    summary
}
