//! `Board`: a game of one variant, move by move (push, pop), with its legal moves, position
//! text, SAN, check, outcome and perft.

use crate::functions::error;
use crate::game::{game, legal, read, write};
use crate::variants::{self, Loaded};
use koma_engine::Position;
use koma_runtime::{Game, Position as _, san};
use pyo3::prelude::*;

/// A game of one variant from a position, with its history and end rules.
#[pyclass(module = "koma")]
pub struct Board {
    variant: &'static Loaded,
    game: Game<Position<'static>>,
}

#[pymethods]
impl Board {
    /// A board of `variant` at `fen` (the start position when `None`).
    #[new]
    #[pyo3(signature = (variant, fen = None))]
    fn new(variant: &str, fen: Option<&str>) -> PyResult<Board> {
        let v = variants::get(variant).map_err(error)?;
        Ok(Board {
            variant: v,
            game: game(v, fen.unwrap_or(""), &[]).map_err(error)?,
        })
    }

    /// The variant's name.
    #[getter]
    fn variant(&self) -> String {
        self.variant.info.name.clone()
    }

    /// The position's text (SFEN or FEN).
    fn fen(&self) -> String {
        self.game.position().to_text()
    }

    /// The legal moves, in UCI coordinates.
    fn legal_moves(&self) -> Vec<String> {
        let pos = self.game.position();
        legal(&self.game)
            .into_iter()
            .map(|mv| write(self.variant, pos, mv))
            .collect()
    }

    /// Plays `mv` (UCI coordinates or the variant's notation).
    fn push(&mut self, mv: &str) -> PyResult<()> {
        let m = read(self.variant, self.game.position(), mv).map_err(error)?;
        self.game.play(m).map_err(|e| error(e.to_string()))
    }

    /// Plays `mv` given in SAN (`Nf3`, `P@e5`).
    fn push_san(&mut self, mv: &str) -> PyResult<()> {
        let m = san::read(self.game.position(), mv, &self.variant.san)
            .map_err(|e| error(e.to_string()))?;
        self.game.play(m).map_err(|e| error(e.to_string()))
    }

    /// Takes back the last move and returns it; raises `ValueError` at the start.
    fn pop(&mut self) -> PyResult<String> {
        let mv = self
            .game
            .undo()
            .ok_or_else(|| error("no move to take back".into()))?;
        Ok(write(self.variant, self.game.position(), mv))
    }

    /// The moves played, in UCI coordinates.
    fn moves(&self) -> Vec<String> {
        (0..self.game.moves().len())
            .filter_map(|ply| {
                let pos = self.game.position_at(ply)?;
                Some(write(self.variant, pos, self.game.moves()[ply]))
            })
            .collect()
    }

    /// `mv` in SAN, in the current position.
    fn san(&self, mv: &str) -> PyResult<String> {
        let m = read(self.variant, self.game.position(), mv).map_err(error)?;
        Ok(san::write(self.game.position(), m, &self.variant.san))
    }

    /// Whether the side to move is in check.
    fn is_check(&self) -> bool {
        self.game.position().is_check()
    }

    /// `"first"` or `"second"`: the side to move.
    fn turn(&self) -> &'static str {
        match self.game.position().side_to_move() {
            koma_runtime::Color::First => "first",
            koma_runtime::Color::Second => "second",
        }
    }

    /// `None` while the game goes on, else `(result, reason)`: `"1-0"`, `"0-1"` or
    /// `"1/2-1/2"`, and why (`"checkmate"`, `"repetition"`, ...).
    fn outcome(&self) -> Option<(&'static str, String)> {
        self.game
            .outcome()
            .map(|o| (o.result_token(), o.reason.to_string()))
    }

    /// The number of leaf nodes of the legal move tree to `depth`.
    fn perft(&self, depth: u32) -> u64 {
        koma_runtime::perft(self.game.position(), depth)
    }

    fn __str__(&self) -> String {
        self.fen()
    }

    fn __repr__(&self) -> String {
        format!("Board({:?}, {:?})", self.variant.info.name, self.fen())
    }
}
