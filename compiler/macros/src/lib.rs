//! `koma_macros::variant!("path/to/rules.koma")`: compiles a rules file into a specialized move
//! generator: the items `Piece`, `Position` (implementing `koma_runtime::Position`) and
//! constants, to put in a module of their own:
//!
//! ```text
//! pub mod minishogi {
//!     koma_macros::variant!("variants/minishogi.koma");
//! }
//! ```
//!
//! The path is relative to the calling crate's `CARGO_MANIFEST_DIR`; when no file is there, to
//! the directory of the source file holding the call. Errors in the rules file become a
//! `compile_error!` at the call with the same message as `koma check`. The work is done by
//! `koma_compiler::expand_file`; editing the rules file rebuilds the expansion.
#![warn(missing_docs)]

use proc_macro::TokenStream;
use std::path::PathBuf;

/// Compiles the rules file named by the string literal argument into items.
#[proc_macro]
pub fn variant(input: TokenStream) -> TokenStream {
    let lit = syn::parse_macro_input!(input as syn::LitStr);
    let written = lit.value();
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
    let mut path = dir.join(&written);
    if !path.exists()
        && let Some(beside) = proc_macro::Span::call_site()
            .local_file()
            .and_then(|f| f.parent().map(|d| d.join(&written)))
        && beside.exists()
    {
        path = beside;
    }
    koma_compiler::expand_file(&path, &written, lit.span()).into()
}
