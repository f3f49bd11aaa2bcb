//! The API's request and answer bodies.

use serde::{Deserialize, Serialize};

/// A rules file's text.
#[derive(Deserialize)]
pub struct SourceBody {
    /// The rules file.
    pub source: String,
}

/// A position of a rules file: a set-up (or the start) and the moves played from it.
#[derive(Deserialize)]
pub struct GameBody {
    /// The rules file.
    pub source: String,
    /// SFEN/FEN of the set-up; the start position when absent.
    #[serde(default)]
    pub fen: Option<String>,
    /// The moves played from it, in the variant's notation.
    #[serde(default)]
    pub moves: Vec<String>,
    /// Draw the board from the second player's side.
    #[serde(default)]
    pub flip: bool,
    /// Search depth in plies (`/api/engine`) or perft depth (`/api/perft`).
    #[serde(default)]
    pub depth: Option<u32>,
    /// Search time in milliseconds (`/api/engine`).
    #[serde(default)]
    pub movetime_ms: Option<u64>,
}

/// A file to save.
#[derive(Deserialize)]
pub struct SaveBody {
    /// The index of the file among those named on the command line.
    pub file: usize,
    /// Its new text.
    pub source: String,
}

/// A diagnostic of a rules file, located.
#[derive(Serialize)]
pub struct DiagnosticJson {
    /// `error` or `warning`.
    pub severity: &'static str,
    /// 1-based line and column (characters) of the span's start.
    pub line: usize,
    /// See `line`.
    pub column: usize,
    /// 1-based line and column of the span's end.
    pub end_line: usize,
    /// See `end_line`.
    pub end_column: usize,
    /// The span in bytes.
    pub start: usize,
    /// See `start`.
    pub end: usize,
    /// The message.
    pub message: String,
    /// The label under the span.
    pub label: String,
    /// The help line, if any.
    pub help: Option<String>,
}

/// A legal move, with its squares (indices `rank * files + file`).
#[derive(Serialize)]
pub struct MoveJson {
    /// The move in the variant's notation.
    pub text: String,
    /// The square it leaves (none for a drop).
    pub from: Option<u16>,
    /// The square it arrives on.
    pub to: u16,
    /// A double move's middle square.
    pub mid: Option<u16>,
    /// A drop's piece symbol, as the first player writes it.
    pub drop: Option<String>,
    /// Whether it promotes (or turns over).
    pub promote: bool,
    /// The type a choice promotion makes.
    pub into: Option<String>,
}
