//! pyffish's functions: each takes a variant's name, a position text (`""` for the start
//! position) and a list of moves played from it, in Fairy-Stockfish's UCI coordinates.

use crate::game::{game, legal, read, value, write};
use crate::variants;
use koma_runtime::{Position as _, Reason, san};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// pyffish's `FEN_OK`: what `validate_fen` returns for a valid position.
pub const FEN_OK: i32 = 1;

/// koma's message as a `ValueError`.
pub fn error(message: String) -> PyErr {
    PyValueError::new_err(message)
}

/// Adds the functions to the module.
pub fn add(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(variants_, m)?)?;
    m.add_function(wrap_pyfunction!(load_rules, m)?)?;
    m.add_function(wrap_pyfunction!(start_fen, m)?)?;
    m.add_function(wrap_pyfunction!(legal_moves, m)?)?;
    m.add_function(wrap_pyfunction!(get_fen, m)?)?;
    m.add_function(wrap_pyfunction!(get_san, m)?)?;
    m.add_function(wrap_pyfunction!(get_san_moves, m)?)?;
    m.add_function(wrap_pyfunction!(gives_check, m)?)?;
    m.add_function(wrap_pyfunction!(is_capture, m)?)?;
    m.add_function(wrap_pyfunction!(game_result, m)?)?;
    m.add_function(wrap_pyfunction!(is_immediate_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(is_optional_game_end, m)?)?;
    m.add_function(wrap_pyfunction!(has_insufficient_material, m)?)?;
    m.add_function(wrap_pyfunction!(validate_fen, m)?)?;
    Ok(())
}

/// The names of the variants: koma's built-ins and those loaded by `load_rules`.
#[pyfunction(name = "variants")]
fn variants_() -> Vec<String> {
    variants::names()
}

/// Checks a rules file's text and makes its variant known by its name; returns the name.
#[pyfunction]
fn load_rules(text: &str) -> PyResult<String> {
    variants::load_rules(text).map_err(error)
}

/// The variant's start position (SFEN for the shogi family, FEN otherwise).
#[pyfunction]
fn start_fen(variant: &str) -> PyResult<String> {
    Ok(variants::get(variant).map_err(error)?.info.start.clone())
}

/// The legal moves after `moves` from `fen`, in UCI coordinates.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn legal_moves(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
) -> PyResult<Vec<String>> {
    let _ = chess960;
    let v = variants::get(variant).map_err(error)?;
    let g = game(v, fen, &moves).map_err(error)?;
    Ok(legal(&g)
        .into_iter()
        .map(|mv| write(v, g.position(), mv))
        .collect())
}

/// The position text after `moves` from `fen`.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false, sfen = false, show_promoted = false, count_started = 0))]
fn get_fen(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
    sfen: bool,
    show_promoted: bool,
    count_started: i32,
) -> PyResult<String> {
    let _ = (chess960, sfen, show_promoted, count_started);
    let v = variants::get(variant).map_err(error)?;
    Ok(game(v, fen, &moves).map_err(error)?.position().to_text())
}

/// `mv`, played from `fen`, in SAN.
#[pyfunction]
#[pyo3(signature = (variant, fen, mv, chess960 = false, notation = 0))]
fn get_san(variant: &str, fen: &str, mv: &str, chess960: bool, notation: i32) -> PyResult<String> {
    let _ = (chess960, notation);
    let v = variants::get(variant).map_err(error)?;
    let g = game(v, fen, &[]).map_err(error)?;
    let m = read(v, g.position(), mv).map_err(error)?;
    Ok(san::write(g.position(), m, &v.san))
}

/// `moves`, played in turn from `fen`, in SAN.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false, notation = 0))]
fn get_san_moves(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
    notation: i32,
) -> PyResult<Vec<String>> {
    let _ = (chess960, notation);
    let v = variants::get(variant).map_err(error)?;
    let mut g = game(v, fen, &[]).map_err(error)?;
    let mut out = Vec::with_capacity(moves.len());
    for text in &moves {
        let m = read(v, g.position(), text).map_err(error)?;
        out.push(san::write(g.position(), m, &v.san));
        g.play(m).map_err(|e| error(e.to_string()))?;
    }
    Ok(out)
}

/// Whether the side to move is in check after `moves`.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn gives_check(variant: &str, fen: &str, moves: Vec<String>, chess960: bool) -> PyResult<bool> {
    let _ = chess960;
    let v = variants::get(variant).map_err(error)?;
    Ok(game(v, fen, &moves).map_err(error)?.position().is_check())
}

/// Whether `mv`, after `moves`, captures a piece.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, mv, chess960 = false))]
fn is_capture(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    mv: &str,
    chess960: bool,
) -> PyResult<bool> {
    let _ = chess960;
    let v = variants::get(variant).map_err(error)?;
    let g = game(v, fen, &moves).map_err(error)?;
    let m = read(v, g.position(), mv).map_err(error)?;
    Ok(g.position().is_capture(m))
}

/// The result of a position without legal moves, for the side to move: `-VALUE_MATE` when it
/// is lost, `VALUE_MATE` won, 0 drawn; also any other end of the game the rules decide (koma
/// judges every end as it happens).
///
/// Raises `ValueError` when the game is not over.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn game_result(variant: &str, fen: &str, moves: Vec<String>, chess960: bool) -> PyResult<i32> {
    let _ = chess960;
    let v = variants::get(variant).map_err(error)?;
    let g = game(v, fen, &moves).map_err(error)?;
    match g.outcome() {
        Some(o) => Ok(value(o, g.position().side_to_move())),
        None => Err(error(
            "the game is not over: the side to move has legal moves".into(),
        )),
    }
}

/// Whether the game ended by a rule other than having no legal move (repetition, perpetual
/// check or chase, the move-count and material rules, a royal piece captured ...), and its
/// result for the side to move.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn is_immediate_game_end(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
) -> PyResult<(bool, i32)> {
    let _ = chess960;
    let v = variants::get(variant).map_err(error)?;
    let g = game(v, fen, &moves).map_err(error)?;
    Ok(match g.outcome() {
        Some(o) if !matches!(o.reason, Reason::Checkmate | Reason::Stalemate) => {
            (true, value(o, g.position().side_to_move()))
        }
        _ => (false, 0),
    })
}

/// Always `(False, 0)`: koma's rules end the game as soon as they apply, with no claim to make
/// (`is_immediate_game_end` reports them).
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false, count_started = 0))]
fn is_optional_game_end(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
    count_started: i32,
) -> PyResult<(bool, i32)> {
    let _ = (chess960, count_started);
    let v = variants::get(variant).map_err(error)?;
    game(v, fen, &moves).map_err(error)?;
    Ok((false, 0))
}

/// Whether each side (first, second) lacks the material to mate, under the variant's
/// `insufficient-material` rule: koma judges both sides together, so both values are the same,
/// and `(False, False)` in a variant without the rule.
#[pyfunction]
#[pyo3(signature = (variant, fen, moves, chess960 = false))]
fn has_insufficient_material(
    variant: &str,
    fen: &str,
    moves: Vec<String>,
    chess960: bool,
) -> PyResult<(bool, bool)> {
    let _ = chess960;
    let v = variants::get(variant).map_err(error)?;
    let g = game(v, fen, &moves).map_err(error)?;
    let draw = g
        .rules()
        .insufficient
        .as_ref()
        .is_some_and(|i| i.applies(g.position()));
    Ok((draw, draw))
}

/// `FEN_OK` (1) when `fen` is a valid position of the variant, else -1 (pyffish gives a
/// negative code per kind of error; `Board(variant, fen)` raises with koma's message).
#[pyfunction]
#[pyo3(signature = (fen, variant, chess960 = false))]
fn validate_fen(fen: &str, variant: &str, chess960: bool) -> PyResult<i32> {
    let _ = chess960;
    let v = variants::get(variant).map_err(error)?;
    Ok(if v.engine.position(fen).is_ok() {
        FEN_OK
    } else {
        -1
    })
}
