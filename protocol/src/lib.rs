//! Engine protocols for koma: XBoard/CECP, USI, UCI and UCCI, written once over the
//! object-safe [`Session`] (a [`koma_runtime::Game`] plus a [`koma_search::Searcher`]), so they
//! run on the compiled generators and on the reference engine alike.
//!
//! [`run`] reads commands line by line and picks the protocol from the first one, as
//! Fairy-Stockfish does: `xboard` → CECP, `usi` → USI, `uci` → UCI, `ucci` → UCCI. The search
//! runs in a worker thread, so `stop`, `?`, `isready` and `quit` are answered while it thinks;
//! every line is flushed at once; the end of the input or a closed output ends the engine.
//! See `docs/protocols.md` for the commands of each protocol.
//!
//! ```
//! use koma_protocol::{Catalog, GameSession, Notation, Output, Session, VariantInfo};
//! let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../variants/xiangqi.koma"))?;
//! let variant = koma_dsl::compile(&source).map_err(|d| d.render("xiangqi.koma", &source))?;
//! // a session on the reference engine (a compiled generator's `Position` works alike)
//! let engine: &'static koma_engine::Engine = Box::leak(Box::new(koma_engine::Engine::new(&variant)?));
//! let open = Box::new(|text: Option<&str>| {
//!     text.map_or_else(|| engine.start_position(), |t| engine.position(t)).map_err(|e| e.to_string())
//! });
//! let info = VariantInfo {
//!     name: variant.name.clone(), files: 9, ranks: 10, format: variant.notation,
//!     drops: false, start: variant.start.clone(), pieces: Vec::new(),
//! };
//! let values = koma_search::Values { board: vec![100; variant.pieces.len()], ..Default::default() };
//! let mut session = GameSession::new(info, open, engine.end_rules(), values)?;
//! session.play("h3e3", Notation::UCI)?; // FSF's UCI coordinates, ranks from 1
//! assert_eq!(session.moves_text(Notation::Native), ["h2e2"]); // ICCS
//! // an engine answering UCCI on standard output, offering this one variant
//! let catalog = Catalog::new(vec!["xiangqi".into()], None, Box::new(move |_| Ok(Box::new(
//!     GameSession::new(session.variant().clone(), Box::new(|_| engine.start_position().map_err(|e| e.to_string())),
//!         engine.end_rules(), koma_search::Values::default())?) as Box<dyn Session>)));
//! koma_protocol::run(catalog, "ucci\nquit\n".as_bytes(), Output::new(Box::new(std::io::stdout())))?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![warn(missing_docs)]

pub mod catalog;
mod fairy;
pub mod go;
mod handler;
pub mod host;
pub mod info;
pub mod legs;
pub mod notation;
pub mod output;
pub mod position;
pub mod session;
pub mod uci;
pub mod variant;
pub mod xboard;
mod xboard_table;

pub use catalog::Catalog;
pub use handler::{Flow, Protocol, engine_name};
pub use notation::Notation;
pub use output::Output;
pub use session::{Found, GameSession, Session};
pub use variant::{PieceInfo, VariantInfo};

use host::Host;
use std::io::BufRead;
use uci::{Flavour, UciLike};
use xboard::Xboard;

/// Runs an engine: reads commands from `input` (bytes that are not UTF-8 read as U+FFFD) until
/// `quit`, the end of the input or a closed `output`, picking the protocol from the first command. The first session is the
/// catalog's default variant, else the protocol's usual one (`shogi` for USI, `xiangqi`
/// otherwise).
///
/// # Errors
/// A message when the first variant cannot be opened.
pub fn run(catalog: Catalog, input: impl BufRead, output: Output) -> Result<(), String> {
    let mut host: Option<Host> = None;
    let mut protocol: Option<Box<dyn Protocol>> = None;
    let mut catalog = Some(catalog);
    // bytes, not `lines()`: a line that is not UTF-8 is read lossily and answered with an
    // error like any other bad command, rather than ending the engine
    for line in input.split(b'\n') {
        let Ok(line) = line else { break };
        let line = String::from_utf8_lossy(&line);
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if let (Some(h), Some(p)) = (host.as_mut(), protocol.as_mut()) {
            if p.handle(h, line) == Flow::Quit || h.out.is_closed() {
                return Ok(());
            }
            continue;
        }
        let first = line.split_whitespace().next().unwrap_or("");
        let usual = match first {
            "usi" => "shogi",
            "xboard" | "uci" | "ucci" => "xiangqi",
            "quit" => return Ok(()),
            _ => {
                output.line(&format!(
                    "error: unknown command `{first}`; the first command names the protocol: `xboard`, `usi`, `uci` or `ucci`"
                ));
                continue;
            }
        };
        let Some(catalog) = catalog.take() else {
            break;
        };
        let session = catalog.open(&catalog.initial(usual))?;
        let mut h = Host::new(output.clone(), catalog, session);
        protocol = Some(match first {
            "usi" => Box::new(UciLike::start(Flavour::Usi, &mut h)),
            "uci" => Box::new(UciLike::start(Flavour::Uci, &mut h)),
            "ucci" => Box::new(UciLike::start(Flavour::Ucci, &mut h)),
            _ => Box::new(Xboard::start()),
        });
        host = Some(h);
        if output.is_closed() {
            return Ok(());
        }
    }
    if let Some(h) = host.as_mut() {
        h.wait();
    }
    Ok(())
}
