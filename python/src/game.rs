//! A game of a loaded variant from a position text and a list of moves, as pyffish's functions
//! take them, and moves in Fairy-Stockfish's UCI coordinates.

use crate::variants::Loaded;
use koma_engine::Position;
use koma_protocol::Notation;
use koma_protocol::notation::{format_move, parse_move};
use koma_runtime::{Color, Game, Move, Outcome};

/// pyffish's `VALUE_MATE`: a won game's value for the side that won.
pub const VALUE_MATE: i32 = 32000;

/// A game of `v` from `fen` (the start position when empty) after `moves`.
///
/// # Errors
/// koma's message for a malformed or illegal position text or move.
pub fn game(
    v: &'static Loaded,
    fen: &str,
    moves: &[String],
) -> Result<Game<Position<'static>>, String> {
    let start = if fen.trim().is_empty() {
        v.engine.start_position()
    } else {
        v.engine.position(fen)
    }
    .map_err(|e| e.to_string())?;
    let mut game = Game::new(start, v.engine.end_rules());
    for text in moves {
        let mv = read(v, game.position(), text)?;
        game.play(mv).map_err(|e| e.to_string())?;
    }
    Ok(game)
}

/// `text`, a move in UCI coordinates (or the variant's own notation), legal in `pos`.
///
/// # Errors
/// koma's message for a malformed or illegal move.
pub fn read(v: &Loaded, pos: &Position<'static>, text: &str) -> Result<Move, String> {
    parse_move(pos, text, Notation::UCI, &v.info)
        .or_else(|e| koma_runtime::Position::parse_move(pos, text).map_err(|_| e))
        .map_err(|e| e.to_string())
}

/// `mv`, legal in `pos`, in UCI coordinates as Fairy-Stockfish writes it.
pub fn write(v: &Loaded, pos: &Position<'static>, mv: Move) -> String {
    format_move(pos, mv, Notation::UCI, &v.info)
}

/// The legal moves of the game's current position (a perpetual rule's forbidden moves left out).
pub fn legal(game: &Game<Position<'static>>) -> Vec<Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves
}

/// An outcome's value for `side` (pyffish's convention: `VALUE_MATE` won, `-VALUE_MATE` lost,
/// 0 drawn).
pub fn value(outcome: Outcome, side: Color) -> i32 {
    match outcome.winner {
        Some(w) if w == side => VALUE_MATE,
        Some(_) => -VALUE_MATE,
        None => 0,
    }
}
