//! `koma serve`: the author's workbench in a browser. A local web server (axum on tokio) with
//! the page and its assets inside the binary (`assets/`, plain HTML/CSS/JS) and a JSON API:
//!
//! | route | body → answer |
//! |---|---|
//! | `GET /` , `/app.js`, `/style.css` | the page |
//! | `GET /api/files` | the files named on the command line (path, source) and the built-ins' names |
//! | `GET /api/builtin/{name}` | a built-in's source |
//! | `GET /api/new` | the rules file a new variant starts from (`assets/new.koma`) |
//! | `POST /api/check` | `{source}` → `{ok, diagnostics: [{severity, line, column, end_line, end_column, start, end, message, label, help}], variant}` |
//! | `POST /api/position` | `{source, fen?, moves: [text], flip?}` → the position: `fen`, `svg`, `side`, legal `moves` (`{text, from, to, mid, drop, promote, into}`), `outcome`, `last` |
//! | `POST /api/engine` | `{source, fen?, moves, depth?, movetime_ms?}` → `{best, ponder, score, depth, nodes, lines}` |
//! | `POST /api/perft` | `{source, fen?, moves, depth}` → `{total, divide: [[move, count]]}` |
//! | `POST /api/diagrams` | `{source}` → `{svg}`: every piece's movement diagram |
//! | `POST /api/save` | `{file, source}` → writes the command line's file number `file` |
//!
//! A request whose `Host` header names another machine than this one is refused with a 403
//! (DNS rebinding: `host`).
//!
//! Bad input (a malformed body, a rules file with errors, a bad position or move) is answered
//! with a 4xx status and `{"error": MESSAGE}`; bodies are limited to [`BODY_LIMIT`] bytes. The
//! work runs on blocking threads; a panic there is a 500, not a crash.
//!
//! Built-in variants run on their compiled generators (through [`crate::play::open_session`]),
//! other rules files on the reference engine. A session per rules-file text is kept (at most
//! [`MAX_GAMES`]); each new edited file's reference engine stays in memory for the
//! server's life (sessions of the reference engine borrow it for `'static`).

mod api;
mod assets;
mod host;
mod json;
mod state;

pub use host::{LOCAL_HOSTS, is_local};

pub use state::{AppState, GameError, HASH_MEGABYTES, MAX_GAMES};

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use std::sync::Arc;

/// The largest request body accepted, in bytes (1 MiB): a rules file is a few kilobytes.
pub const BODY_LIMIT: usize = 1 << 20;

/// The workbench's routes over `state` (see the [module docs](self)).
pub fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/", get(assets::index))
        .route("/app.js", get(assets::script))
        .route("/style.css", get(assets::style))
        .route("/api/files", get(api::files))
        .route("/api/new", get(assets::new_file))
        .route("/api/builtin/{name}", get(api::builtin_source))
        .route("/api/check", post(api::check))
        .route("/api/position", post(api::position))
        .route("/api/engine", post(api::engine))
        .route("/api/perft", post(api::perft))
        .route("/api/diagrams", post(api::diagrams))
        .route("/api/save", post(api::save))
        .fallback(api::not_found)
        .method_not_allowed_fallback(api::wrong_method)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(axum::middleware::from_fn(host::local_only))
        .with_state(state)
}

/// Serves the workbench for `files` (paths of rules files, opened in the editor and saved back)
/// on `127.0.0.1:port` (0: a free port), printing its URL, until the process is stopped.
///
/// # Errors
/// A message when a file cannot be read or the port cannot be bound.
pub fn run(files: &[String], port: u16) -> Result<(), String> {
    let state = Arc::new(AppState::new(files)?);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("error: cannot start the server: {e}"))?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", port))
            .await
            .map_err(|e| format!("error: cannot listen on 127.0.0.1:{port}: {e}"))?;
        let addr = listener
            .local_addr()
            .map_err(|e| format!("error: no local address: {e}"))?;
        println!("koma workbench: http://{addr}/");
        axum::serve(listener, router(state))
            .await
            .map_err(|e| format!("error: the server stopped: {e}"))
    })
}
