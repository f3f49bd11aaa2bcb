//! A protocol's command handler ([`Protocol`]), what a command tells the loop ([`Flow`]), and the
//! engine's name.

use crate::host::Host;

/// What the command loop does after a command.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next command.
    Continue,
    /// End the engine (`quit`).
    Quit,
}

/// A protocol's command handler.
pub trait Protocol {
    /// Handles one command line (not empty, trimmed).
    fn handle(&mut self, host: &mut Host, line: &str) -> Flow;
}

/// The engine's name and version, as `id name` and XBoard's `myname` give it.
pub fn engine_name() -> String {
    format!("koma {}", env!("CARGO_PKG_VERSION"))
}
