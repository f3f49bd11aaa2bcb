//! Helpers shared by the protocol tests.

use koma_engine::Engine;
use koma_protocol::{Catalog, GameSession, Output, Session, VariantInfo};
use koma_search::Values;
use std::io::Write;
use std::sync::{Arc, Mutex};

/// A session of the rules file `source` on a leaked reference engine.
pub fn session(source: &str) -> Box<dyn Session> {
    let variant = koma_dsl::compile(source).expect("a valid rules file");
    let engine: &'static Engine = Box::leak(Box::new(Engine::new(&variant).unwrap()));
    let info = VariantInfo {
        name: variant.name.clone(),
        files: variant.board.files,
        ranks: variant.board.ranks,
        format: variant.notation,
        drops: false,
        start: variant.start.clone(),
        pieces: Vec::new(),
    };
    let open = Box::new(move |text: Option<&str>| {
        match text {
            Some(t) => engine.position(t),
            None => engine.start_position(),
        }
        .map_err(|e| e.to_string())
    });
    let values = Values {
        board: vec![100; variant.pieces.len()],
        hand: vec![100; variant.pieces.len()],
        ..Values::default()
    };
    Box::new(GameSession::new(info, open, variant.end.clone(), values).unwrap())
}

/// A writer whose bytes the test reads afterwards.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// What an engine offering only the rules file `source` (named `name`) answers to the
/// command lines `input`, run to their end (a search with limits finishes first).
#[allow(dead_code)] // not every test file runs transcripts
pub fn transcript(name: &str, source: &'static str, input: &str) -> Vec<String> {
    // XBoard's name for the variant, as its rules file states it (`xboard name chu`)
    let variant = koma_dsl::compile(source).unwrap();
    let xboard = variant
        .xboard_name
        .map(|x| (x, variant.name))
        .into_iter()
        .collect();
    let catalog = Catalog::new(
        vec![name.to_string()],
        Some(name.to_string()),
        Box::new(move |_| Ok(session(source))),
    )
    .with_xboard_names(xboard);
    let buffer = Shared::default();
    let out = Output::new(Box::new(buffer.clone()));
    koma_protocol::run(catalog, input.as_bytes(), out).unwrap();
    let bytes = buffer.0.lock().unwrap().clone();
    String::from_utf8(bytes)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}
