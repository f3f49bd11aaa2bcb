//! The source text read around pest: trivia, words and statement starts, for error recovery
//! and messages.

use super::statements::keywords;
use super::util::is_word_char;
use crate::ast::Span;

/// The words that continue a statement (`within`, `promotes`, `via`, ...): a line that starts
/// with one is part of the statement before it, never an unknown statement.
pub(crate) const CLAUSE_WORDS: &[&str] = &[
    "moves",
    "value",
    "within",
    "also",
    "promotes",
    "royal",
    "in",
    "files",
    "ranks",
    "rank",
    "first",
    "last",
    "step",
    "jump",
    "slide",
    "lame",
    "via",
    "hop",
    "move",
    "capture",
    "removed",
    "to",
    "hand",
    "promoted",
    "nifu",
    "mate",
    "illegal",
    "allowed",
    "entering",
    "forced",
    "limited",
    "loses",
    "draws",
    "plies",
    "ply",
    "without",
    "by",
    "of",
    "protected",
    "exchange",
    "attackers",
    "followed",
    "false-protection",
    "discovered-check",
    "reaches",
    "safe",
    "anywhere",
];

/// The word at `pos`, if it starts a line and is no keyword of the language: the keyword of an
/// unknown statement.
pub(crate) fn unknown_word(source: &str, pos: usize) -> Option<&str> {
    let rest = &source[pos..];
    let len = rest.find(|c: char| !is_word_char(c)).unwrap_or(rest.len());
    let word = &rest[..len];
    if !word.starts_with(|c: char| c.is_ascii_alphabetic())
        || starts_with_keyword(rest)
        || CLAUSE_WORDS.contains(&word)
    {
        return None;
    }
    let line_start = source[..pos].rfind('\n').map_or(0, |i| i + 1);
    let at_line_start = source[line_start..pos]
        .chars()
        .all(|c| c == ' ' || c == '\t' || c == '\r' || c == '\u{feff}');
    at_line_start.then_some(word)
}

/// Skips whitespace and comments from `pos`.
pub(crate) fn skip_trivia(source: &str, mut pos: usize) -> usize {
    let bytes = source.as_bytes();
    while pos < bytes.len() {
        match bytes[pos] {
            b' ' | b'\t' | b'\r' | b'\n' => pos += 1,
            b'#' => {
                pos = source[pos..].find('\n').map_or(source.len(), |i| pos + i);
            }
            _ => break,
        }
    }
    pos
}

/// Whether `text` starts with a statement keyword as a whole word.
pub(crate) fn starts_with_keyword(text: &str) -> bool {
    keywords().any(|kw| {
        text.strip_prefix(kw)
            .is_some_and(|rest| !rest.starts_with(|c: char| is_word_char(c)))
    })
}

/// The start of the first line after the one holding `at` whose first word is a statement
/// keyword.
pub(crate) fn resync(source: &str, at: usize) -> Option<usize> {
    let mut line_start = source.get(at..)?.find('\n').map(|i| at + i + 1)?;
    loop {
        let line_end = source[line_start..]
            .find('\n')
            .map_or(source.len(), |i| line_start + i);
        let line = &source[line_start..line_end];
        let indent = line.len() - line.trim_start().len();
        if starts_with_keyword(&line[indent..]) {
            return Some(line_start + indent);
        }
        if line_end >= source.len() {
            return None;
        }
        line_start = line_end + 1;
    }
}

/// The end of the last character before `pos`, from `from` on, that is not whitespace or in a
/// comment (`from` when there is none).
pub(crate) fn last_token_end(source: &str, from: usize, pos: usize) -> usize {
    let (mut at, mut end) = (from, from);
    loop {
        let q = skip_trivia(source, at);
        let Some(c) = source.get(q..).and_then(|r| r.chars().next()) else {
            return end;
        };
        if q >= pos {
            return end;
        }
        at = q + c.len_utf8();
        end = at;
    }
}

/// The token at `pos`: a whole word, or one character; empty at the end of the file.
pub(crate) fn found_token(source: &str, pos: usize) -> (String, Span) {
    let rest = &source[pos..];
    let Some(first) = rest.chars().next() else {
        return (String::new(), pos..pos);
    };
    let len = if is_word_char(first) {
        rest.find(|c: char| !is_word_char(c)).unwrap_or(rest.len())
    } else {
        first.len_utf8()
    };
    (rest[..len].to_string(), pos..pos + len)
}
