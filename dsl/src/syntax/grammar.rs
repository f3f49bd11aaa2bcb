//! The parser pest derives from `grammar.pest`, and its `Rule` enum (one variant per grammar
//! rule), kept private to the crate.

#[derive(pest_derive::Parser)]
#[grammar = "syntax/grammar.pest"]
pub(crate) struct KomaParser;
