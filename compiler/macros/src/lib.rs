//! `koma_macros::variant!("path/to/rules.koma")`: compiles a rules file into a specialized move
//! generator: the items `Piece`, `Position` (implementing `koma_runtime::Position`) and
//! constants, to put in a module of their own:
//!
//! ```
//! mod minishogi {
//!     koma_macros::variant!("../../variants/minishogi.koma");
//! }
//! use koma_runtime::Position as _;
//! let pos = minishogi::Position::start();
//! assert_eq!(pos.to_string(), minishogi::START);
//! assert_eq!(koma_runtime::perft(&pos, 2), 181);
//! // a whole game under the rules file's end rules, with no `koma-dsl` at run time
//! let mut game = minishogi::game();
//! game.play(pos.parse_move("5d5c")?)?;
//! assert_eq!(game.outcome(), None);
//! # Ok::<(), koma_runtime::MoveError>(())
//! ```
//!
//! The generated module holds `Piece` (the variant's piece types), `Position` (implementing
//! `koma_runtime::Position` and `GamePosition`, `Display`/`FromStr` as its SFEN/FEN), the
//! constants `NAME`, `TITLE`, `FILES`, `RANKS`, `SQUARES`, `KINDS`, `START`, `FORMAT`,
//! `NOTATION`, `VALUES`, `HAND_VALUES`, `RULES`, and `end_rules()` and `game()`.
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
