//! Replaying game records through a [`Game`] under the variant's end-of-game rules
//! ([`replay`]): every move must be legal, and each game's outcome is reported — the first
//! position that ended the game, and how much of the record follows it.

use crate::records::Record;
use koma_runtime::san::{self, SanPieces};
use koma_runtime::{EndRules, Game, GamePosition, MoveError, Outcome};

/// How records are read beyond the variant's own move notation: SAN moves, and the variant a
/// record's `[Variant]` tag must name. The default reads the notation only, and checks no tag.
#[derive(Clone, Copy, Debug, Default)]
pub struct Reading<'a> {
    /// The variant's SAN table: a move that is not in the variant's notation is read as SAN
    /// (`Nf3`, `exd5`, `O-O`, `e8=Q`).
    pub san: Option<&'a SanPieces>,
    /// The variant's name: a record whose `[Variant]` tag names another variant is a failure
    /// at ply 0. The tag is compared ignoring case and any character but letters and digits;
    /// PGN's `Standard` names `chess`.
    pub variant: Option<&'a str>,
}

impl Reading<'_> {
    /// Why `record` cannot be replayed under this variant: a `[Variant]` tag naming another
    /// one, or `[SetUp "1"]` without a `[FEN]` tag.
    fn refuse(&self, record: &Record) -> Option<String> {
        if record.tag("SetUp") == Some("1") && record.tag("FEN").is_none() {
            return Some("`[SetUp \"1\"]` needs a `[FEN]` tag with the start position".into());
        }
        let (tag, name) = (record.tag("Variant")?, self.variant?);
        let key = |s: &str| {
            let k: String = s
                .chars()
                .filter(char::is_ascii_alphanumeric)
                .map(|c| c.to_ascii_lowercase())
                .collect();
            if k == "standard" { "chess".into() } else { k }
        };
        (key(tag) != key(name))
            .then(|| format!("the record is a game of `{tag}`, the rules file is `{name}`"))
    }
}

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
    /// Games that reached a position ending the game under the end-of-game rules, with the
    /// first such position, in file order.
    pub outcomes: Vec<GameOutcome>,
    /// The number of moves played of each game, in file order (up to its first unplayable
    /// move).
    pub played: Vec<usize>,
}

/// A game whose record reaches a position that ends the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOutcome {
    /// 0-based index of the game in the file.
    pub game: usize,
    /// The ply at which the game ended: the number of plies played up to the first position
    /// that ended it (0: the start position did).
    pub plies: usize,
    /// The number of plies of the record played in all (at least `plies`; more when the record
    /// goes on past the end of the game).
    pub played: usize,
    /// Who won and why.
    pub outcome: Outcome,
}

/// Plays every game of `records` through a [`Game`] under `rules`, stopping each game at its
/// first unplayable move, and reports, for each game that reached a position ending it, the
/// first such position's outcome and ply. Moves after that position are still played and
/// checked (records go on after a repetition, say); moves a perpetual rule makes illegal are
/// failures.
///
/// Each game starts from `start(tag)`, where `tag` is the record's `FEN` or `SFEN` tag (a game
/// set up from a position), or `None` for the variant's start position. A game whose start
/// cannot be read is reported as a failure at ply 0.
pub fn replay<P: GamePosition>(
    records: &[Record],
    rules: &EndRules,
    start: impl Fn(Option<&str>) -> Result<P, String>,
) -> ReplaySummary {
    replay_reading(records, rules, Reading::default(), start)
}

/// [`replay`], reading the records as `reading` says (SAN moves, the `[Variant]` tag). A record
/// that `reading` refuses is a failure at ply 0.
pub fn replay_reading<P: GamePosition>(
    records: &[Record],
    rules: &EndRules,
    reading: Reading<'_>,
    start: impl Fn(Option<&str>) -> Result<P, String>,
) -> ReplaySummary {
    let mut summary = ReplaySummary {
        games: records.len(),
        ..Default::default()
    };
    for (g, record) in records.iter().enumerate() {
        summary.played.push(0);
        let tag = record.tag("FEN").or(record.tag("SFEN"));
        let first = match reading.refuse(record) {
            Some(reason) => Err(reason),
            None => start(tag).map_err(|reason| format!("bad start position: {reason}")),
        };
        let first = match first {
            Ok(p) => p,
            Err(reason) => {
                summary.failures.push(ReplayFailure {
                    game: g,
                    ply: 0,
                    line: record.line,
                    mv: String::new(),
                    reason,
                    position: tag.unwrap_or_default().to_string(),
                });
                continue;
            }
        };
        let mut game = Game::new(first, rules.clone());
        let mut ended = game.outcome().map(|o| (0, o));
        for (ply, (text, line)) in record.moves.iter().enumerate() {
            if let Err(reason) = play_text(&mut game, text, reading.san) {
                summary.failures.push(ReplayFailure {
                    game: g,
                    ply: ply + 1,
                    line: *line,
                    mv: text.clone(),
                    reason,
                    position: game.position().to_text(),
                });
                break;
            }
            summary.moves += 1;
            summary.played[g] += 1;
            if ended.is_none() {
                ended = game.outcome().map(|o| (ply + 1, o));
            }
        }
        if let Some((plies, outcome)) = ended {
            summary.outcomes.push(GameOutcome {
                game: g,
                plies,
                played: game.moves().len(),
                outcome,
            });
        }
    }
    summary
}

/// Reads the move `text` in the current position and plays it. A trailing `+` is a promotion in
/// USI and ICCS, and a check mark in records that mark checks: when `text` cannot be played as
/// written, it is read without its last `+` if that move gives check. With a SAN table, text
/// that is not a move of the variant's notation is read as SAN.
///
/// # Errors
/// Why `text` cannot be played as written (malformed, or illegal), and why it cannot be read as
/// a move with a check mark, if it ends in `+`; for text read as SAN, why it is no legal SAN
/// move (malformed, illegal or ambiguous).
fn play_text<P: GamePosition>(
    game: &mut Game<P>,
    text: &str,
    san: Option<&SanPieces>,
) -> Result<(), String> {
    let written = game.position().parse_move(text);
    if let (Err(MoveError::Syntax(_)), Some(table)) = (&written, san) {
        let mv = san::read(game.position(), text, table).map_err(|e| e.to_string())?;
        return game.play(mv).map_err(|e| e.to_string());
    }
    let error = match written.and_then(|mv| game.play(mv)) {
        Ok(()) => return Ok(()),
        Err(e) => e.to_string(),
    };
    let Some(plain) = text.strip_suffix('+') else {
        return Err(error);
    };
    let Ok(mv) = game.position().parse_move(plain) else {
        return Err(error);
    };
    let mut after = game.position().clone();
    after.play_unchecked(mv);
    if !after.is_check() {
        return Err(format!(
            "{error}; read as a check mark, the `+` marks no check: `{plain}` gives none"
        ));
    }
    game.play(mv).map_err(|e| e.to_string())
}
