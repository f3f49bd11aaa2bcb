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

use crate::emit::blobs::Blobs;
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
/// The large tables (magic lookups) are byte strings in the text; [`compile_file`] writes them
/// into files instead.
///
/// # Errors
/// [`Error`] as [`crate::generate`], or when the generated code does not parse (a compiler bug).
pub fn module_source(variant: &Variant, source: &str) -> Result<String, Error> {
    module_text(variant, source, &mut Blobs::Inline)
}

/// [`module_source`], the bytes of the large tables going through `blobs`.
fn module_text(variant: &Variant, source: &str, blobs: &mut Blobs) -> Result<String, Error> {
    module_text_with(variant, source, &Module::default(), blobs)
}

/// The lints a generated module turns off: its code is written for rustc, not for people (the
/// parentheses and `mut`s of uniform templates, tables a variant does not read), and its
/// reader is pointed to the rules file. The proc-macro's expansion is exempt from them anyway.
const GENERATED_LINTS: &str =
    "#![allow(unused_parens, unused_mut, unused_variables, dead_code, clippy::all)]";

/// What [`compile_module`] puts around the generated items.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// The module's doc text, instead of the default (the variant's name, title and rules file).
    pub doc: Option<String>,
    /// A `pub const RULES: &[u8]` in the module including the rules file's bytes (as the
    /// `variant!` proc-macro adds it), taken from this path; it should be absolute, since
    /// `include_bytes!` reads it relative to the generated file.
    pub rules: Option<String>,
}

/// [`module_text`], the module's doc and `RULES` as `module` says.
fn module_text_with(
    variant: &Variant,
    source: &str,
    module: &Module,
    blobs: &mut Blobs,
) -> Result<String, Error> {
    let mut items = generate_noted(variant, source, blobs)?;
    if let Some(path) = &module.rules {
        items = quote::quote! {
            /// The rules file this module was compiled from.
            pub const RULES: &[u8] = include_bytes!(#path);
            #items
        };
    }
    let mut scope = codegen::Scope::new();
    let title = variant
        .title
        .as_deref()
        .map(|t| format!(" ({t})"))
        .unwrap_or_default();
    let doc = module.doc.clone().unwrap_or_else(|| {
        format!(
            "The `{}` variant{title}: a move generator compiled from `{source}`.\n{HEADER}",
            variant.name
        )
    });
    scope
        .new_module(module_name(variant))
        .vis("pub")
        .doc(doc)
        .scope()
        .raw(GENERATED_LINTS)
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
/// The bytes of its large tables (magic lookups) go into files beside `out`, named after the
/// board's shape (`magic-8x8-orthogonal.bin`), which the module includes.
///
/// # Errors
/// [`BuildError`]: I/O, diagnostics of the rules file, or the compiler's limits.
pub fn compile_file(rules: impl AsRef<Path>, out: impl AsRef<Path>) -> Result<(), BuildError> {
    compile_module(rules, out, &Module::default())
}

/// [`compile_file`], with the module's doc and `RULES` constant as `module` says. The module
/// file and the tables' files are written only when their bytes change, so that a build
/// reading them is not told they changed when they did not.
///
/// # Errors
/// [`BuildError`]: I/O, diagnostics of the rules file, or the compiler's limits.
pub fn compile_module(
    rules: impl AsRef<Path>,
    out: impl AsRef<Path>,
    module: &Module,
) -> Result<(), BuildError> {
    let rules = rules.as_ref();
    let shown = rules.display().to_string();
    let source = std::fs::read_to_string(rules).map_err(BuildError::Io)?;
    let variant =
        koma_dsl::compile(&source).map_err(|d| BuildError::Rules(d.render(&shown, &source)))?;
    let name = rules
        .file_name()
        .map_or(shown.clone(), |n| n.to_string_lossy().into_owned());
    let mut blobs = Blobs::Files(Vec::new());
    let text =
        module_text_with(&variant, &name, module, &mut blobs).map_err(BuildError::Compile)?;
    let out = out.as_ref();
    if let Blobs::Files(files) = blobs {
        let dir = out.parent().unwrap_or(Path::new("."));
        for (file, bytes) in files {
            write_if_changed(&dir.join(file), &bytes).map_err(BuildError::Io)?;
        }
    }
    write_if_changed(out, text.as_bytes()).map_err(BuildError::Io)
}

/// Writes `bytes` to `path` unless it holds them already (another variant of the same board
/// shape wrote a table's file, or the module did not change), so that a file another build
/// may be reading is never rewritten and a build that hashes or dates its inputs sees no change.
///
/// # Errors
/// The I/O error of writing the file.
pub fn write_if_changed(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if std::fs::read(path).is_ok_and(|old| old == bytes) {
        return Ok(());
    }
    std::fs::write(path, bytes)
}
