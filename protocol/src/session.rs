//! [`Session`]: one game of one variant plus a searcher, behind an object-safe trait, so the
//! protocols are written once for every backend (compiled generators, the reference engine).

use crate::notation::{Notation, format_line, format_move, parse_move};
use crate::variant::VariantInfo;
use koma_runtime::{Color, EndRules, Game, GamePosition, Move, MoveError, Outcome};
use koma_search::{Info, Limits, Report, Searcher, Values};
use std::sync::atomic::AtomicBool;

/// What a search found, with its moves written in the notation the search was asked for.
#[derive(Clone, Debug)]
pub struct Found {
    /// The search's report.
    pub report: Report,
    /// The best move as text, `None` when there is no legal move or the game is over.
    pub best: Option<String>,
    /// The expected reply as text, if any.
    pub ponder: Option<String>,
}

/// A game of one variant with a searcher: what every protocol drives. Object safe, so a
/// protocol holds a `Box<dyn Session>` whatever the position type underneath.
pub trait Session: Send {
    /// The variant: name, board, notation, pieces.
    fn variant(&self) -> &VariantInfo;

    /// Starts a new game from `text` (SFEN or FEN, as the variant writes positions) or, for
    /// `None`, from the variant's start position.
    ///
    /// # Errors
    /// Why the text is not a position of this variant; the session is then unchanged.
    fn set_position(&mut self, text: Option<&str>) -> Result<(), String>;

    /// Reads `text` in `notation` and plays it.
    ///
    /// # Errors
    /// [`MoveError::Syntax`] for text that is not a move, [`MoveError::Illegal`] for a move
    /// that is not legal here (the game's end rules included).
    fn play(&mut self, text: &str, notation: Notation) -> Result<(), MoveError>;

    /// Takes back the last move; `false` when no move was played since the position was set.
    fn undo(&mut self) -> bool;

    /// The side to move.
    fn side_to_move(&self) -> Color;

    /// How the game ended, if the current position ends it.
    fn outcome(&self) -> Option<Outcome>;

    /// The current position as SFEN or FEN.
    fn position_text(&self) -> String;

    /// The position the game was set up from, as SFEN or FEN.
    fn start_text(&self) -> String;

    /// The moves played since the position was set, in `notation`, each written in the
    /// position it was played from.
    fn moves_text(&self, notation: Notation) -> Vec<String>;

    /// The legal moves of the current position in `notation`.
    fn legal_moves_text(&self, notation: Notation) -> Vec<String>;

    /// Forgets what the searcher learnt (a new game).
    fn new_game(&mut self);

    /// Resizes the searcher's transposition table to about `megabytes` MB, emptying it (USI's
    /// `USI_Hash`, UCI's `Hash`, UCCI's `hashsize`, XBoard's `memory`).
    fn set_hash_megabytes(&mut self, megabytes: usize);

    /// The transposition table's size: the megabytes asked for and the entries it holds.
    fn hash_size(&self) -> (usize, usize);

    /// Searches the current position within `limits` or until `stop` is set, calling
    /// `on_info` after each iteration with the principal variation written in `notation`.
    fn search(
        &mut self,
        limits: &Limits,
        stop: &AtomicBool,
        notation: Notation,
        on_info: &mut dyn FnMut(&Info, &[String]),
    ) -> Found;
}

/// Reads a position of type `P` from SFEN/FEN text, or gives the start position for `None`.
pub type Opener<P> = Box<dyn Fn(Option<&str>) -> Result<P, String> + Send>;

/// The [`Session`] of any [`GamePosition`]: a [`Game`] under the variant's end rules and a
/// [`Searcher`].
pub struct GameSession<P> {
    info: VariantInfo,
    open: Opener<P>,
    rules: EndRules,
    game: Game<P>,
    searcher: Searcher,
}

impl<P: GamePosition> GameSession<P> {
    /// A session at the start position `open(None)`, under `rules`, searching with `values`.
    ///
    /// # Errors
    /// Why the start position cannot be read.
    pub fn new(
        info: VariantInfo,
        open: Opener<P>,
        rules: EndRules,
        values: Values,
    ) -> Result<GameSession<P>, String> {
        let start = open(None)?;
        Ok(GameSession {
            info,
            game: Game::new(start, rules.clone()),
            open,
            rules,
            searcher: Searcher::new(values),
        })
    }
}

impl<P: GamePosition + Send> Session for GameSession<P> {
    fn variant(&self) -> &VariantInfo {
        &self.info
    }

    fn set_position(&mut self, text: Option<&str>) -> Result<(), String> {
        let start = (self.open)(text)?;
        self.game = Game::new(start, self.rules.clone());
        Ok(())
    }

    fn play(&mut self, text: &str, notation: Notation) -> Result<(), MoveError> {
        let mv = parse_move(self.game.position(), text, notation, &self.info)?;
        let mut legal = Vec::new();
        self.game.legal_moves(&mut legal);
        if !legal.contains(&mv) {
            // a move the end rules forbid (an illegal perpetual)
            return Err(MoveError::Illegal(text.to_string()));
        }
        self.game.play(mv)
    }

    fn undo(&mut self) -> bool {
        self.game.undo().is_some()
    }

    fn side_to_move(&self) -> Color {
        self.game.position().side_to_move()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn position_text(&self) -> String {
        self.game.position().to_text()
    }

    fn start_text(&self) -> String {
        self.game
            .position_at(0)
            .map_or_else(String::new, |p| p.to_text())
    }

    fn moves_text(&self, notation: Notation) -> Vec<String> {
        self.game
            .moves()
            .iter()
            .enumerate()
            .filter_map(|(ply, &mv)| {
                let pos = self.game.position_at(ply)?;
                Some(format_move(pos, mv, notation, &self.info))
            })
            .collect()
    }

    fn legal_moves_text(&self, notation: Notation) -> Vec<String> {
        let mut legal = Vec::new();
        self.game.legal_moves(&mut legal);
        let pos = self.game.position();
        legal
            .into_iter()
            .map(|mv| format_move(pos, mv, notation, &self.info))
            .collect()
    }

    fn new_game(&mut self) {
        self.searcher.new_game();
    }

    fn set_hash_megabytes(&mut self, megabytes: usize) {
        self.searcher.set_hash_megabytes(megabytes);
    }

    fn hash_size(&self) -> (usize, usize) {
        (self.searcher.hash_megabytes(), self.searcher.hash_entries())
    }

    fn search(
        &mut self,
        limits: &Limits,
        stop: &AtomicBool,
        notation: Notation,
        on_info: &mut dyn FnMut(&Info, &[String]),
    ) -> Found {
        // the searcher borrows the game mutably: write the lines from a copy of the root
        let root = self.game.position().clone();
        let info = &self.info;
        let report = self
            .searcher
            .search(&mut self.game, limits, stop, &mut |i| {
                on_info(i, &format_line(&root, &i.pv, notation, info))
            });
        let line: Vec<Move> = report.best.into_iter().chain(report.ponder).collect();
        let mut text = format_line(&root, &line, notation, info).into_iter();
        Found {
            best: text.next(),
            ponder: text.next(),
            report,
        }
    }
}
