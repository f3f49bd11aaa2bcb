//! The JSON API's handlers (see the [module docs](super)).

use super::json::{DiagnosticJson, GameBody, MoveJson, SaveBody, SourceBody};
use super::state::{AppState, Game, GameError, lock};
use crate::compiled::{Leaves, compiled_perft, run_perft};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use koma_dsl::diagnostic::{Severity, line_col};
use koma_protocol::Notation;
use koma_runtime::{Color, Move, Position as _};
use koma_svg::{Marks, Snapshot};
use serde_json::{Value, json};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// The deepest perft the page may ask for (deeper runs belong to `koma perft`).
const MAX_PERFT_DEPTH: u32 = 4;
/// The deepest search the page may ask for, in plies.
const MAX_SEARCH_DEPTH: u32 = 12;
/// The longest search the page may ask for.
const MAX_MOVETIME: Duration = Duration::from_secs(30);
/// The most moves a request may play from its set-up.
const MAX_MOVES: usize = 4000;

/// An answer with an error status and `{"error": message}`.
pub struct ApiError(StatusCode, String);

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (self.0, Json(json!({ "error": self.1 }))).into_response()
    }
}

fn bad(message: impl Into<String>) -> ApiError {
    ApiError(StatusCode::BAD_REQUEST, message.into())
}

impl From<GameError> for ApiError {
    fn from(e: GameError) -> ApiError {
        match e {
            GameError::Rules(m) => ApiError(StatusCode::UNPROCESSABLE_ENTITY, m),
            GameError::Engine(m) => {
                ApiError(StatusCode::UNPROCESSABLE_ENTITY, format!("no engine: {m}"))
            }
        }
    }
}

type Answer = Result<Json<Value>, ApiError>;

/// A JSON request body whose rejections (malformed JSON, a wrong type, a missing field, a wrong
/// content type, a body over the limit) are answered as [`ApiError`]s: `{"error": message}`
/// with axum's status, as every other 4xx is.
pub struct Body<T>(pub T);

impl<S: Send + Sync, T: serde::de::DeserializeOwned> axum::extract::FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(req: axum::extract::Request, state: &S) -> Result<Self, ApiError> {
        match <Json<T> as axum::extract::FromRequest<S>>::from_request(req, state).await {
            Ok(Json(value)) => Ok(Body(value)),
            Err(rejection) => Err(ApiError(rejection.status(), rejection.body_text())),
        }
    }
}

/// Runs `work` on a blocking thread; a panic there is a 500.
async fn blocking(work: impl FnOnce() -> Answer + Send + 'static) -> Answer {
    tokio::task::spawn_blocking(work).await.unwrap_or_else(|_| {
        Err(ApiError(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal error: the request failed".into(),
        ))
    })
}

/// Any other path: a 404 with a message.
pub async fn not_found() -> ApiError {
    ApiError(StatusCode::NOT_FOUND, "no such page".into())
}

/// A known path asked with another method: a 405 with a message.
pub async fn wrong_method() -> ApiError {
    ApiError(
        StatusCode::METHOD_NOT_ALLOWED,
        "wrong method for this path: the API's actions are `POST`".into(),
    )
}

/// `GET /api/files`: each file's text as it is on disk now (saved by the page or edited
/// elsewhere; the text it had at the start when it cannot be read).
pub async fn files(State(state): State<Arc<AppState>>) -> Json<Value> {
    let mut files: Vec<Value> = Vec::new();
    for f in &state.files {
        let source = match &f.path {
            Some(path) => tokio::fs::read_to_string(path)
                .await
                .unwrap_or_else(|_| f.source.clone()),
            None => f.source.clone(),
        };
        files.push(json!({ "name": f.name, "path": f.path, "source": source }));
    }
    Json(json!({ "files": files, "builtins": koma_variants::NAMES }))
}

/// `GET /api/builtin/{name}`.
pub async fn builtin_source(Path(name): Path<String>) -> Answer {
    match crate::builtin::builtin(&name) {
        Some(source) => Ok(Json(json!({ "name": name, "source": source }))),
        None => Err(ApiError(
            StatusCode::NOT_FOUND,
            format!("no built-in variant `{name}`"),
        )),
    }
}

/// A diagnostic with its span located in `source`.
fn diagnostic_json(d: &koma_dsl::diagnostic::Diagnostic, source: &str) -> DiagnosticJson {
    let (line, column) = line_col(source, d.span.start);
    let (end_line, end_column) = line_col(source, d.span.end);
    DiagnosticJson {
        severity: match d.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        },
        line,
        column,
        end_line,
        end_column,
        start: d.span.start,
        end: d.span.end,
        message: d.message.clone(),
        label: d.label.clone(),
        help: d.help.clone(),
    }
}

/// `POST /api/check`: the rules file's diagnostics, and what it defines when it compiles.
pub async fn check(Body(body): Body<SourceBody>) -> Answer {
    blocking(move || {
        let source = body.source;
        Ok(Json(match koma_dsl::compile(&source) {
            Ok(v) => {
                let warnings: Vec<DiagnosticJson> = koma_dsl::warnings(&v, &source)
                    .iter()
                    .map(|d| diagnostic_json(d, &source))
                    .collect();
                let pieces: Vec<Value> = v
                    .pieces
                    .iter()
                    .map(|p| json!({ "name": p.name, "letter": p.symbol(Color::First), "glyph": p.glyph, "betza": p.betza }))
                    .collect();
                json!({
                    "ok": true,
                    "diagnostics": warnings,
                    "variant": { "name": v.name, "files": v.board.files, "ranks": v.board.ranks, "pieces": pieces },
                })
            }
            Err(d) => {
                let list: Vec<DiagnosticJson> =
                    d.iter().map(|d| diagnostic_json(d, &source)).collect();
                json!({ "ok": false, "diagnostics": list })
            }
        }))
    })
    .await
}

/// `POST /api/diagrams`: every piece's movement diagram as one SVG.
pub async fn diagrams(State(state): State<Arc<AppState>>, Body(body): Body<SourceBody>) -> Answer {
    blocking(move || {
        let game = state.game(&body.source)?;
        let g = lock(&game);
        Ok(Json(json!({ "svg": koma_svg::variant_svg(&g.variant) })))
    })
    .await
}

/// Sets `g`'s session to `body`'s set-up and plays its moves.
fn replay(g: &mut Game, body: &GameBody) -> Result<(), ApiError> {
    if body.moves.len() > MAX_MOVES {
        return Err(bad(format!("too many moves: {}", body.moves.len())));
    }
    g.session
        .set_position(body.fen.as_deref())
        .map_err(|e| bad(format!("bad position: {e}")))?;
    for (i, m) in body.moves.iter().enumerate() {
        g.session
            .play(m, Notation::Native)
            .map_err(|e| bad(format!("move {} `{m}`: {e}", i + 1)))?;
    }
    Ok(())
}

/// The squares of `mv`, for the page.
fn move_json(g: &Game, text: String, mv: Move) -> MoveJson {
    let name = |k: koma_runtime::PieceKind| {
        g.variant
            .pieces
            .get(usize::from(k.0))
            .map(|p| p.symbol(Color::First))
    };
    let (from, mid, drop, promote, into) = match mv {
        Move::Normal { from, promote, .. } => (Some(from.0), None, None, promote, None),
        Move::Drop { piece, .. } => (None, None, name(piece), false, None),
        Move::Double { from, mid, .. } => (Some(from.0), Some(mid.0), None, false, None),
        Move::Promote { from, piece, .. } => (Some(from.0), None, None, true, name(piece)),
    };
    MoveJson {
        text,
        from,
        to: mv.to().0,
        mid,
        drop,
        promote,
        into,
    }
}

/// The squares the last of `moves` touched, read in the position before it.
fn last_squares(g: &mut Game, moves: &[String]) -> Vec<koma_runtime::Square> {
    let Some(last) = moves.last() else {
        return Vec::new();
    };
    if !g.session.undo() {
        return Vec::new();
    }
    let before = g.session.position_text();
    let squares = match g
        .engine
        .position(&before)
        .ok()
        .and_then(|p| p.parse_move(last).ok())
    {
        Some(mv) => [mv.from(), mv.mid(), Some(mv.to())]
            .into_iter()
            .flatten()
            .collect(),
        None => Vec::new(),
    };
    // the move was legal a moment ago: playing it again cannot fail
    let _ = g.session.play(last, Notation::Native);
    squares
}

/// `POST /api/position`: the position after the moves, its picture and its legal moves.
pub async fn position(State(state): State<Arc<AppState>>, Body(body): Body<GameBody>) -> Answer {
    blocking(move || {
        let game = state.game(&body.source)?;
        let mut guard = lock(&game);
        let g = &mut *guard;
        replay(g, &body)?;
        let last = last_squares(g, &body.moves);
        let fen = g.session.position_text();
        let pos = g
            .engine
            .position(&fen)
            .map_err(|e| bad(format!("bad position: {e}")))?;
        let outcome = g.session.outcome();
        let moves: Vec<MoveJson> = if outcome.is_some() {
            Vec::new()
        } else {
            g.session
                .legal_moves_text(Notation::Native)
                .into_iter()
                .filter_map(|t| pos.parse_move(&t).ok().map(|mv| (t, mv)))
                .map(|(t, mv)| move_json(g, t, mv))
                .collect()
        };
        let marks = Marks {
            last,
            flipped: body.flip,
        };
        let svg = koma_svg::position_svg(&g.variant, &Snapshot::of(&g.variant, &pos), &marks);
        let side = match pos.side_to_move() {
            Color::First => "first",
            Color::Second => "second",
        };
        Ok(Json(json!({
            "fen": fen,
            "start": g.session.start_text(),
            "side": side,
            "check": pos.is_check(),
            "svg": svg,
            "moves": moves,
            "outcome": outcome.map(|o| o.to_string()),
            "files": g.variant.board.files,
            "ranks": g.variant.board.ranks,
            "backend": if g.compiled.is_some() { "compiled generator" } else { "reference engine" },
        })))
    })
    .await
}

/// The limits of a search to `depth` plies or for `movetime` (1 s when neither is given): a
/// depth alone is cut at [`MAX_MOVETIME`] too, since the game's lock is held while it runs.
fn search_limits(depth: Option<u32>, movetime: Option<Duration>) -> koma_search::Limits {
    let movetime = match (depth, movetime) {
        (_, Some(t)) => t,
        (None, None) => Duration::from_millis(1000),
        (Some(_), None) => MAX_MOVETIME,
    };
    koma_search::Limits {
        depth,
        movetime: Some(movetime),
        ..Default::default()
    }
}

/// `POST /api/engine`: the engine's move in the position after the moves.
pub async fn engine(State(state): State<Arc<AppState>>, Body(body): Body<GameBody>) -> Answer {
    let depth = body.depth;
    if depth.is_some_and(|d| d == 0 || d > MAX_SEARCH_DEPTH) {
        return Err(bad(format!(
            "search depth must be 1 to {MAX_SEARCH_DEPTH} plies"
        )));
    }
    let movetime = body.movetime_ms.map(Duration::from_millis);
    if movetime.is_some_and(|t| t.is_zero() || t > MAX_MOVETIME) {
        return Err(bad(format!(
            "search time must be 1 to {} ms",
            MAX_MOVETIME.as_millis()
        )));
    }
    blocking(move || {
        let game = state.game(&body.source)?;
        let mut guard = lock(&game);
        let g = &mut *guard;
        replay(g, &body)?;
        if let Some(o) = g.session.outcome() {
            return Err(bad(format!("the game is over: {o}")));
        }
        let limits = search_limits(depth, movetime);
        let stop = AtomicBool::new(false);
        let mut lines = Vec::new();
        let found = g
            .session
            .search(&limits, &stop, Notation::Native, &mut |info, pv| {
                lines.push(json!({ "depth": info.depth, "score": info.score.to_string(), "nodes": info.nodes, "pv": pv }));
            });
        Ok(Json(json!({
            "best": found.best,
            "ponder": found.ponder,
            "score": found.report.score.to_string(),
            "depth": found.report.depth,
            "nodes": found.report.nodes,
            "lines": lines,
        })))
    })
    .await
}

/// `POST /api/perft`: perft with divide of the position after the moves.
pub async fn perft(State(state): State<Arc<AppState>>, Body(body): Body<GameBody>) -> Answer {
    let depth = body.depth.unwrap_or(1);
    if depth == 0 || depth > MAX_PERFT_DEPTH {
        return Err(bad(format!(
            "perft depth must be 1 to {MAX_PERFT_DEPTH} here\n  = help: `koma perft` runs deeper"
        )));
    }
    blocking(move || {
        let game = state.game(&body.source)?;
        let mut guard = lock(&game);
        let g = &mut *guard;
        replay(g, &body)?;
        let fen = g.session.position_text();
        let run = match g.compiled {
            Some(name) => compiled_perft(name, Some(&fen), depth, true, Leaves::Count, 1)
                .transpose()
                .map_err(bad)?,
            None => None,
        };
        let run = match run {
            Some(run) => run,
            None => {
                let pos = g.engine.position(&fen).map_err(|e| bad(e.to_string()))?;
                run_perft(&pos, depth, true, Leaves::Count, 1)
            }
        };
        Ok(Json(
            json!({ "total": run.total, "divide": run.divide, "depth": depth }),
        ))
    })
    .await
}

/// `POST /api/save`: writes a file named on the command line.
pub async fn save(State(state): State<Arc<AppState>>, Body(body): Body<SaveBody>) -> Answer {
    let Some(file) = state.files.get(body.file) else {
        return Err(ApiError(
            StatusCode::NOT_FOUND,
            format!("no file number {}", body.file),
        ));
    };
    let Some(path) = file.path.clone() else {
        return Err(bad(format!(
            "`{}` is a built-in variant: it cannot be saved",
            file.name
        )));
    };
    tokio::fs::write(&path, body.source.as_bytes())
        .await
        .map_err(|e| {
            ApiError(
                StatusCode::INTERNAL_SERVER_ERROR,
                format!("cannot write `{path}`: {e}"),
            )
        })?;
    Ok(Json(json!({ "saved": path })))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_search_has_a_time_limit() {
        for (depth, movetime) in [
            (Some(MAX_SEARCH_DEPTH), None),
            (None, None),
            (Some(3), Some(Duration::from_millis(200))),
            (None, Some(MAX_MOVETIME)),
        ] {
            let limits = search_limits(depth, movetime);
            assert_eq!(limits.depth, depth);
            let t = limits.movetime.expect("a time limit");
            assert!(t <= MAX_MOVETIME && movetime.is_none_or(|m| m == t));
        }
    }
}
