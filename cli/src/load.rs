//! Finding and compiling a rules file named on the command line.

use crate::builtin::{builtin, builtin_names};
use koma_dsl::ir::Variant;
use std::path::Path;

/// A rules file read and compiled.
pub struct Loaded {
    /// The path as given, or `<built-in NAME>`.
    pub path: String,
    /// The file's text.
    pub source: String,
    /// The checked IR.
    pub variant: Variant,
}

/// Reads the rules file `arg` — a path, or the name of a built-in variant (`xiangqi`,
/// `wa-shogi`, …) — and compiles it.
///
/// # Errors
/// The rendered diagnostics (rustc style, every error at once), or a message when the file
/// cannot be read.
pub fn load(arg: &str) -> Result<Loaded, String> {
    let (path, source) = if Path::new(arg).exists() {
        let source =
            std::fs::read_to_string(arg).map_err(|e| format!("error: cannot read `{arg}`: {e}"))?;
        (arg.to_string(), source)
    } else if let Some(source) = builtin(arg) {
        (format!("<built-in {arg}>"), source.to_string())
    } else {
        return Err(format!(
            "error: no rules file `{arg}`\n  = help: give a path to a `.koma` file or a built-in variant: {}",
            builtin_names()
        ));
    };
    match koma_dsl::compile(&source) {
        Ok(variant) => Ok(Loaded {
            path,
            source,
            variant,
        }),
        Err(diagnostics) => Err(diagnostics.render(&path, &source)),
    }
}
