//! Comments inside generated function bodies. A `quote!` token stream carries no comments, and a
//! doc attribute only fits an item, so a comment among statements is written as a note, the
//! statement `__koma_note!("text");`: [`crate::generate`] removes every note (the proc-macro's
//! expansion is read by no one), and the build-script backend, which formats the file, turns
//! each note line into a `// text` line (see [`comment_out`]).

use proc_macro2::{Group, TokenStream, TokenTree};
use quote::quote;

/// The name of the note pseudo-macro (it is never defined: no note reaches the compiler).
const MARK: &str = "__koma_note";

/// The note `text`, as a statement.
pub fn note(text: &str) -> TokenStream {
    let mark = proc_macro2::Ident::new(MARK, proc_macro2::Span::call_site());
    quote!(#mark!(#text);)
}

/// `tokens` without their notes (at any depth).
pub fn strip(tokens: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(trees.len());
    let mut i = 0;
    while i < trees.len() {
        if is_note(&trees[i..]) {
            i += 4;
            continue;
        }
        out.push(match &trees[i] {
            TokenTree::Group(g) => {
                let mut inner = Group::new(g.delimiter(), strip(g.stream()));
                inner.set_span(g.span());
                TokenTree::Group(inner)
            }
            other => other.clone(),
        });
        i += 1;
    }
    out.into_iter().collect()
}

/// Whether `trees` start with a note: `__koma_note`, `!`, `(…)`, `;`.
fn is_note(trees: &[TokenTree]) -> bool {
    match trees {
        [
            TokenTree::Ident(mark),
            TokenTree::Punct(bang),
            TokenTree::Group(_),
            TokenTree::Punct(semi),
            ..,
        ] => mark == MARK && bang.as_char() == '!' && semi.as_char() == ';',
        _ => false,
    }
}

/// The formatted source `text` with each note (`__koma_note!("text");`, on one line or, when
/// long, spread over three as prettyplease prints it) turned into a comment line at the same
/// indentation (`// text`).
pub fn comment_out(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let body = line.trim_start();
        let indent = &line[..line.len() - body.len()];
        let Some(rest) = body.strip_prefix(MARK).and_then(|r| r.strip_prefix("!(")) else {
            out.push_str(line);
            out.push('\n');
            continue;
        };
        let mut note = rest.to_string();
        while !note.ends_with(");") {
            match lines.next() {
                Some(more) => note.push_str(more.trim()),
                None => break,
            }
        }
        let literal = note
            .strip_suffix(");")
            .and_then(|lit| syn::parse_str::<syn::LitStr>(lit.trim()).ok());
        match literal {
            Some(lit) => {
                out.push_str(indent);
                out.push_str("// ");
                out.push_str(&lit.value());
            }
            // not a note after all: keep the text (the compiler reports it)
            None => {
                out.push_str(indent);
                out.push_str(MARK);
                out.push_str("!(");
                out.push_str(&note);
            }
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_vanish_from_tokens_at_any_depth() {
        let n = note("shogi.koma:3: piece pawn moves fW");
        let tokens = quote!(fn f() { #n let a = 1; { #n g(a); } });
        assert_eq!(
            strip(tokens).to_string(),
            quote!(
                fn f() {
                    let a = 1;
                    {
                        g(a);
                    }
                }
            )
            .to_string()
        );
    }

    #[test]
    fn notes_become_comments_in_formatted_code() {
        let n = note("x.koma:7: drops mate pawn \"illegal\"");
        let file: syn::File = syn::parse2(quote!(fn f() { #n let a = 1; })).expect("parses");
        let text = comment_out(&prettyplease::unparse(&file));
        assert_eq!(
            text,
            "fn f() {\n    // x.koma:7: drops mate pawn \"illegal\"\n    let a = 1;\n}\n"
        );
    }

    #[test]
    fn a_long_note_spread_over_lines_becomes_one_comment() {
        let long = format!("x.koma:9: piece {} moves WfF", "a".repeat(120));
        let n = note(&long);
        let file: syn::File = syn::parse2(quote!(fn f() { { #n g(); } })).expect("parses");
        let formatted = prettyplease::unparse(&file);
        assert!(
            formatted.lines().count() > 5,
            "prettyplease breaks it: {formatted}"
        );
        assert_eq!(
            comment_out(&formatted),
            format!("fn f() {{\n    {{\n        // {long}\n        g();\n    }}\n}}\n")
        );
    }
}
