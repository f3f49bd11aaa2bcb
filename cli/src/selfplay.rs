//! `koma selfplay`: the engine against itself from the start position, each game opened with a
//! few random legal moves (a seeded generator, so a run can be repeated) and ended by the rules
//! file's outcome, written as PGN records that `koma replay` reads.

use koma_protocol::{Notation, Session};
use koma_runtime::Outcome;
use koma_search::Limits;
use std::sync::atomic::AtomicBool;

/// How the games are played.
#[derive(Clone, Debug)]
pub struct Selfplay {
    /// How each move is searched.
    pub limits: Limits,
    /// Random legal moves opening each game (both sides counted).
    pub random_plies: usize,
    /// A game still going after this many plies is stopped unfinished (`*`).
    pub max_plies: usize,
    /// The seed of the opening moves.
    pub seed: u64,
}

/// One game played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedGame {
    /// The start position (SFEN or FEN).
    pub start: String,
    /// The moves in the variant's notation.
    pub moves: Vec<String>,
    /// How the game ended; `None` when it was stopped at the ply limit.
    pub outcome: Option<Outcome>,
}

/// A small xorshift64* generator: the opening moves need no more.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (any value, 0 included).
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

impl Selfplay {
    /// Plays one game in `session` from its start position.
    ///
    /// # Errors
    /// A message if the engine chose a move the game refuses (a bug: the test looks for it).
    pub fn play(&self, session: &mut dyn Session, rng: &mut Rng) -> Result<PlayedGame, String> {
        session.set_position(None)?;
        session.new_game();
        let stop = AtomicBool::new(false);
        let mut moves = Vec::new();
        while session.outcome().is_none() && moves.len() < self.max_plies {
            let mv = if moves.len() < self.random_plies {
                let legal = session.legal_moves_text(Notation::Native);
                if legal.is_empty() {
                    break;
                }
                legal[rng.below(legal.len())].clone()
            } else {
                let found = session.search(&self.limits, &stop, Notation::Native, &mut |_, _| {});
                match found.best {
                    Some(best) => best,
                    None => break,
                }
            };
            session.play(&mv, Notation::Native).map_err(|e| {
                format!(
                    "the engine played `{mv}` at ply {} of {}: {e}",
                    moves.len() + 1,
                    session.position_text()
                )
            })?;
            moves.push(mv);
        }
        Ok(PlayedGame {
            start: session.start_text(),
            moves,
            outcome: session.outcome(),
        })
    }
}

/// `game` as a PGN record: `Event`, `Round`, `Variant`, the start position (`SFEN` or `FEN`
/// tag), `Result` and `Termination` tags, then numbered moves and the result.
pub fn pgn(variant: &str, sfen: bool, round: usize, game: &PlayedGame) -> String {
    let result = game.outcome.map_or("*", |o| o.result_token());
    let termination = game
        .outcome
        .map_or("unterminated".to_string(), |o| o.reason.to_string());
    let tag = if sfen { "SFEN" } else { "FEN" };
    let mut text = format!(
        "[Event \"koma selfplay\"]\n[Round \"{round}\"]\n[Variant \"{variant}\"]\n\
         [{tag} \"{}\"]\n[Result \"{result}\"]\n[Termination \"{termination}\"]\n\n",
        game.start
    );
    let mut line = String::new();
    for (i, mv) in game.moves.iter().enumerate() {
        let token = if i % 2 == 0 {
            format!("{}. {mv}", i / 2 + 1)
        } else {
            mv.clone()
        };
        if line.len() + token.len() > 78 {
            text.push_str(line.trim_end());
            text.push('\n');
            line.clear();
        }
        line.push_str(&token);
        line.push(' ');
    }
    line.push_str(result);
    text.push_str(&line);
    text.push_str("\n\n");
    text
}
