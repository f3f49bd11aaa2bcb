//! The proc-macro's error path without rustc: a rules file with an error expands to one
//! `compile_error!` holding the same text as `koma check`, spanned at the call, and nothing else
//! (so code using the module sees only that error). The trybuild test of `koma-macros`
//! (`compiler/macros/tests/ui.rs`, opt-in: it builds the toolchain's dependencies again) checks
//! how rustc shows it.

use proc_macro2::{Span, TokenTree};
use std::path::Path;

#[test]
fn a_rules_error_is_one_compile_error_with_the_check_text() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("macros/tests/ui/bad.koma");
    let tokens: Vec<TokenTree> = koma_compiler::expand_file(&path, "bad.koma", Span::call_site())
        .into_iter()
        .collect();
    let text: Vec<String> = tokens.iter().map(ToString::to_string).collect();
    assert_eq!(text[..6], [":", ":", "core", ":", ":", "compile_error"]);
    assert_eq!(text[6], "!");
    assert_eq!(text[8], ";");
    assert_eq!(tokens.len(), 9, "nothing but the error: {text:?}");
    let TokenTree::Group(args) = &tokens[7] else {
        panic!("no arguments: {text:?}")
    };
    let lit: syn::LitStr = syn::parse2(args.stream()).expect("one string literal");
    // `compile_error!` prints its own `error: `; the rest is `koma check`'s rendering
    let expected = "unknown Betza atom `X`\n --> bad.koma:7:25\n  |\n7 | piece pawn P \"P\" moves fX\n  \
                    |                         ^ not an atom\n  |\n  = help: the atoms are `W F D A N H C \
                    Z G` and `R B Q K`\n\n";
    assert_eq!(lit.value(), expected);
}

#[test]
fn an_unreadable_rules_file_is_a_compile_error_naming_it() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("no-such-file.koma");
    let text =
        koma_compiler::expand_file(&path, "no-such-file.koma", Span::call_site()).to_string();
    assert!(text.starts_with(":: core :: compile_error !"), "{text}");
    assert!(
        text.contains("cannot read the rules file `no-such-file.koma`"),
        "{text}"
    );
}
