//! The koma rules language: a rules file (`*.koma`) is parsed (pest), checked and lowered into the
//! validated IR [`ir::Variant`], the only thing the backends read. See `docs/language.md`.
//!
//! ```
//! let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../variants/shogi.koma")).unwrap();
//! let shogi = koma_dsl::compile(&source).unwrap();
//! assert_eq!(shogi.board.files, 9);
//!
//! let source = "variant x\nboard 20x9\n";
//! let errors = koma_dsl::compile(source).unwrap_err();
//! assert!(errors.iter().any(|d| d.message == "board is too big"));
//! assert!(errors.iter().any(|d| d.message == "missing `start` statement"));
//! // error: board is too big
//! //   --> x.koma:2:7
//! // ...
//! eprintln!("{}", errors.render("x.koma", source));
//! ```
#![warn(missing_docs)]

pub mod ast;
pub mod betza;
mod check;
pub mod diagnostic;
pub mod diagram;
pub mod facts;
pub mod ir;
mod syntax;

pub use syntax::parse;

use std::path::Path;

pub use diagnostic::{Diagnostic, Diagnostics};
pub use ir::Variant;

/// Compiles a rules file's text into the checked IR, or returns every error found (syntax errors
/// alone when there are any, otherwise every semantic error), ordered by position.
///
/// # Errors
/// [`Diagnostics`]: every error found, each with its span; render them with
/// [`Diagnostics::render`].
pub fn compile(source: &str) -> Result<Variant, Diagnostics> {
    let file = parse::parse(source)?;
    let mut diags = Diagnostics::new();
    match check::lower::lower(&file, source, &mut diags) {
        Some(v) if diags.is_empty() => Ok(v),
        _ => {
            diags.sort();
            Err(diags)
        }
    }
}

/// The warnings about a compiled variant (`source` is its rules file): rules that likely do
/// not do what was meant, though the file is valid — a piece without promotion whose moves
/// end on squares it could never leave (they are never played). Rendered with
/// [`Diagnostics::render`] as `warning: ...`; `koma check` prints them and still succeeds.
pub fn warnings(variant: &Variant, source: &str) -> Diagnostics {
    let mut w = check::stuck::warnings(variant, source);
    w.sort();
    w
}

/// Reads and compiles the rules file at `path`.
///
/// # Errors
/// The errors rendered rustc-style (plain text, naming `path`), or the I/O error.
pub fn compile_file(path: &Path) -> Result<Variant, String> {
    let source = std::fs::read_to_string(path)
        .map_err(|e| format!("error: cannot read `{}`: {e}", path.display()))?;
    compile(&source).map_err(|d| d.render(&path.display().to_string(), &source))
}
