//! The build-script backend: the same generated items as the proc-macro, written as a readable,
//! formatted source file. The module's outline (the `pub mod`, its docs and attributes) is built
//! with `codegen`; its items come from [`crate::generate`], with the comments of the function
//! bodies; the whole file goes through `syn` and `prettyplease`.
//!
//! ```no_run
//! // build.rs
//! let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("variant.rs");
//! koma_compiler::build::compile_file("my-variant.koma", &out).unwrap();
//! println!("cargo:rerun-if-changed=my-variant.koma");
//! // src/main.rs: include!(concat!(env!("OUT_DIR"), "/variant.rs"));
//! ```

use crate::{Error, HEADER, Variant, generate_noted, notes};
use std::path::Path;

/// The module name for a variant (`wa-shogi` -> `wa_shogi`).
pub fn module_name(variant: &Variant) -> String {
    let mut s: String = variant
        .name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    if !s.starts_with(|c: char| c.is_ascii_alphabetic()) {
        s.insert(0, 'v');
    }
    s
}

/// The formatted source of a file holding `pub mod NAME { ... }` for `variant`, compiled from
/// the rules file called `source` (named in the docs, and cited with its lines in comments).
///
/// # Errors
/// [`Error`] as [`crate::generate`], or when the generated code does not parse (a compiler bug).
pub fn module_source(variant: &Variant, source: &str) -> Result<String, Error> {
    let items = generate_noted(variant, source)?;
    let mut scope = codegen::Scope::new();
    let title = variant
        .title
        .as_deref()
        .map(|t| format!(" ({t})"))
        .unwrap_or_default();
    scope
        .new_module(module_name(variant))
        .vis("pub")
        .doc(format!(
            "The `{}` variant{title}: a move generator compiled from `{source}`.\n{HEADER}",
            variant.name
        ))
        .scope()
        .raw(items.to_string());
    let file = syn::parse_file(&scope.to_string())
        .map_err(|e| Error(format!("generated code does not parse: {e}")))?;
    Ok(format!(
        "// {HEADER}\n// Source: {source}\n\n{}",
        notes::comment_out(&prettyplease::unparse(&file))
    ))
}

/// Why [`compile_file`] failed.
#[derive(Debug)]
pub enum BuildError {
    /// Reading the rules file or writing the output failed.
    Io(std::io::Error),
    /// The rules file has errors: the rendered diagnostics, as `koma check` prints them.
    Rules(String),
    /// The compiler refused the variant.
    Compile(Error),
}

impl core::fmt::Display for BuildError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            BuildError::Io(e) => write!(f, "{e}"),
            BuildError::Rules(s) => f.write_str(s),
            BuildError::Compile(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for BuildError {}

/// Compiles the rules file `rules` into the formatted module file `out` (see [`module_source`]).
///
/// # Errors
/// [`BuildError`]: I/O, diagnostics of the rules file, or the compiler's limits.
pub fn compile_file(rules: impl AsRef<Path>, out: impl AsRef<Path>) -> Result<(), BuildError> {
    let rules = rules.as_ref();
    let shown = rules.display().to_string();
    let source = std::fs::read_to_string(rules).map_err(BuildError::Io)?;
    let variant =
        koma_dsl::compile(&source).map_err(|d| BuildError::Rules(d.render(&shown, &source)))?;
    let name = rules
        .file_name()
        .map_or(shown.clone(), |n| n.to_string_lossy().into_owned());
    let text = module_source(&variant, &name).map_err(BuildError::Compile)?;
    std::fs::write(out, text).map_err(BuildError::Io)
}
