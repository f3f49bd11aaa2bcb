//! The server's state: the files it was started with and a session per rules-file text.

use crate::builtin::builtin;
use crate::load::Loaded;
use koma_dsl::ir::Variant;
use koma_engine::Engine;
use koma_protocol::Session;
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex, MutexGuard};

/// The most sessions kept at once (one per distinct rules-file text played); past it one is
/// dropped before a new one is made.
pub const MAX_GAMES: usize = 32;

/// The transposition table of each session, in MB: the engine's default (64 MB, written when it
/// is made) in each of [`MAX_GAMES`] sessions held 2 GB once an author had typed 32 edits that
/// compile, each a new session.
pub const HASH_MEGABYTES: usize = 4;

/// A file opened in the editor: one named on the command line.
#[derive(Clone, Debug)]
pub struct OpenFile {
    /// Its path, for saving; `None` for a built-in named on the command line.
    pub path: Option<String>,
    /// Its name as given.
    pub name: String,
    /// Its text when the server started.
    pub source: String,
}

/// A rules file ready to play: its IR, the reference engine that reads its positions and moves
/// for the page, and a session (compiled generator or reference engine) that plays and searches.
pub struct Game {
    /// The checked IR.
    pub variant: Variant,
    /// The reference engine, for the pictures and the moves' squares.
    pub engine: Engine,
    /// The game and its searcher.
    pub session: Box<dyn Session>,
    /// The built-in whose compiled generator runs this file, if any.
    pub compiled: Option<&'static str>,
}

/// What the handlers share.
pub struct AppState {
    /// The files named on the command line.
    pub files: Vec<OpenFile>,
    games: Mutex<HashMap<String, Arc<Mutex<Game>>>>,
}

/// Why a game cannot be made of a rules file.
pub enum GameError {
    /// The rules file has errors: their count and the first one, rendered.
    Rules(String),
    /// The rules compile but give no engine or start position.
    Engine(String),
}

/// Locks `m`, recovering the data of a lock a panicking thread left poisoned (a panic is
/// answered as an error; the data it left is still a valid game or map).
pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl AppState {
    /// The state for `files` (paths, or built-in names).
    ///
    /// # Errors
    /// A message when a file is neither a readable path nor a built-in.
    pub fn new(files: &[String]) -> Result<AppState, String> {
        let files = files
            .iter()
            .map(|f| {
                if Path::new(f).exists() {
                    let source = std::fs::read_to_string(f)
                        .map_err(|e| format!("error: cannot read `{f}`: {e}"))?;
                    Ok(OpenFile {
                        path: Some(f.clone()),
                        name: f.clone(),
                        source,
                    })
                } else if let Some(source) = builtin(f) {
                    Ok(OpenFile {
                        path: None,
                        name: f.clone(),
                        source: source.to_string(),
                    })
                } else {
                    Err(format!(
                        "error: no rules file `{f}`\n  = help: give a path to a `.koma` file or a built-in variant: {}",
                        crate::builtin::builtin_names()
                    ))
                }
            })
            .collect::<Result<_, _>>()?;
        Ok(AppState {
            files,
            games: Mutex::new(HashMap::new()),
        })
    }

    /// The game of the rules-file text `source`, made on first use.
    ///
    /// # Errors
    /// [`GameError`] when the file has errors or gives no engine.
    pub fn game(&self, source: &str) -> Result<Arc<Mutex<Game>>, GameError> {
        if let Some(g) = lock(&self.games).get(source) {
            return Ok(g.clone());
        }
        let variant = koma_dsl::compile(source).map_err(|d| {
            let first = d.first().map_or(String::new(), |e| e.message.clone());
            GameError::Rules(format!(
                "the rules file has {} error{}: {first}",
                d.len(),
                if d.len() == 1 { "" } else { "s" }
            ))
        })?;
        let engine = Engine::new(&variant).map_err(|e| GameError::Engine(e.to_string()))?;
        let loaded = Loaded {
            path: "<workbench>".into(),
            source: source.to_string(),
            variant: variant.clone(),
        };
        let mut session = crate::play::open_session(&loaded).map_err(GameError::Engine)?;
        session.set_hash_megabytes(HASH_MEGABYTES);
        let game = Arc::new(Mutex::new(Game {
            variant,
            engine,
            session,
            compiled: crate::compiled::builtin_for(source),
        }));
        let mut games = lock(&self.games);
        if games.len() >= MAX_GAMES
            && let Some(k) = games.keys().next().cloned()
        {
            games.remove(&k);
        }
        games.insert(source.to_string(), game.clone());
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_session_keeps_a_small_search_table() {
        let state = AppState::new(&[]).unwrap_or_else(|e| panic!("{e}"));
        for name in ["minishogi", "chushogi"] {
            let source = builtin(name).unwrap();
            for text in [source.to_string(), format!("{source}\n# edited\n")] {
                let game = state
                    .game(&text)
                    .unwrap_or_else(|_| panic!("a game of {name}"));
                let (mb, _) = lock(&game).session.hash_size();
                assert!(mb <= HASH_MEGABYTES, "{name}: {mb} MB");
            }
        }
    }
}
