//! Where the generated code finds the bytes of its large precomputed tables (the magic
//! lookups): the compiler fills the tables itself and hands their bytes to rustc, which loads
//! them as they are (no const evaluation). The proc-macro writes them into its expansion as
//! byte strings; the build-script backend writes them into files beside the module
//! (`include_bytes!`), one per board shape and table, so that variants of one shape share a
//! file.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// How the bytes of the tables reach the generated code.
#[derive(Debug, Default)]
pub enum Blobs {
    /// As byte-string literals in the generated tokens.
    #[default]
    Inline,
    /// As `include_bytes!("NAME")` of files (relative to the generated module's file): the
    /// names and bytes to write, collected while the code is generated.
    Files(Vec<(String, Vec<u8>)>),
}

impl Blobs {
    /// An expression of type `&[u8; N]` holding `bytes`, kept in the file `name` with
    /// [`Blobs::Files`] (the same name must always come with the same bytes).
    pub fn bytes(&mut self, name: &str, bytes: Vec<u8>) -> TokenStream {
        match self {
            Blobs::Inline => {
                let lit = Literal::byte_string(&bytes);
                quote!(#lit)
            }
            Blobs::Files(files) => {
                if !files.iter().any(|(n, _)| n == name) {
                    files.push((name.to_string(), bytes));
                }
                quote!(include_bytes!(#name))
            }
        }
    }
}
