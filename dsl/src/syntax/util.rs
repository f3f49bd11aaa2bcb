//! Pest pairs → the AST's leaves: spans, words, numbers, strings.

use pest::iterators::Pair;

use super::grammar::Rule;
use crate::ast::{Num, Span, Str, Word};

/// The bytes of `p` in the source (`off`: where the text pest was given starts), from its first
/// token to the end of its last one.
pub(crate) fn span_of(p: &Pair<'_, Rule>, off: usize) -> Span {
    off + p.as_span().start()..off + token_end(p)
}

/// The end of the last token of `p`. Pest skips the whitespace and comments before an optional
/// or repeated part before trying it and keeps them when the part is absent, so the pair of a
/// rule that ends with one (`captures to hand`, then an absent `, promoted removed`) runs up to
/// the next statement; its last inner pair ends where its text does. A string is the one rule
/// whose last inner pair (its text) is not its end (the closing quote).
pub(crate) fn token_end(p: &Pair<'_, Rule>) -> usize {
    match p.clone().into_inner().next_back() {
        Some(last) if p.as_rule() != Rule::string => token_end(&last),
        _ => p.as_span().end(),
    }
}

pub(crate) fn word(p: Pair<'_, Rule>, off: usize) -> Word {
    Word {
        text: p.as_str().to_string(),
        span: span_of(&p, off),
    }
}

pub(crate) fn num(p: Pair<'_, Rule>, off: usize) -> Num {
    Num {
        value: p.as_str().parse().unwrap_or(u32::MAX),
        span: span_of(&p, off),
    }
}

pub(crate) fn string(p: Pair<'_, Rule>, off: usize) -> Str {
    let span = span_of(&p, off);
    let inner = p.into_inner().next();
    let (text, inner) = match inner {
        Some(i) => (i.as_str().to_string(), span_of(&i, off)),
        None => (String::new(), span.start + 1..span.start + 1),
    };
    Str { text, span, inner }
}

/// Whether `c` may be part of a word (a name, a keyword): the grammar's `word_char`.
pub(crate) fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}
