//! Forms the language does not have, read leniently by the parser so that the checker can say
//! what is not supported (and what to write instead, where something fits) rather than report a
//! syntax error: unknown statements (`castling ...`), a pass move (`moves K, pass`), a second
//! `promotes` clause and a royal promoted type.

use crate::ast::{Piece, Word};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::syntax::statements::{keyword_list, keywords};

/// The diagnostic for an unknown statement whose first word is `w`.
pub(crate) fn statement(w: &Word) -> Diagnostic {
    if let Some(d) = feature(w) {
        return d;
    }
    let keywords = format!(
        "a statement starts with one of the keywords `{}`",
        keyword_list()
    );
    let help = match nearest_keyword(&w.text) {
        Some(kw) => format!("write `{kw}`, the nearest statement keyword; {keywords}"),
        None => keywords,
    };
    Diagnostic::new(
        w.span.clone(),
        format!("unknown statement `{}`", w.text),
        "not a statement keyword",
    )
    .with_help(help)
}

/// The statement keyword an unknown statement's word `word` is probably a misspelling of: the
/// nearest by edit distance, at most 2 edits away and fewer than the word's length, or else one
/// that begins with the same 5 letters or more (`promote` for `promotion`).
pub(crate) fn nearest_keyword(word: &str) -> Option<&'static str> {
    let word = word.to_ascii_lowercase();
    let distance = |kw: &str| {
        let common = word
            .bytes()
            .zip(kw.bytes())
            .take_while(|(a, b)| a == b)
            .count();
        if word.len().abs_diff(kw.len()) <= 2 {
            let d = edit_distance(&word, kw);
            if d <= 2 && d < word.len() {
                return Some(d);
            }
        }
        // a length 3 or more away is 3 or more edits away
        (common >= 5).then_some(3)
    };
    keywords()
        .filter_map(|kw| Some((distance(kw)?, kw)))
        .min_by_key(|&(d, _)| d)
        .map(|(_, kw)| kw)
}

/// The diagnostic for a word in a move list that names a feature rather than a move (`pass`,
/// `castling`), which Betza would read as modifiers without an atom; `None` for other words.
pub(crate) fn move_word(w: &Word) -> Option<Diagnostic> {
    feature(w)
}

/// Reports the `promotes` clauses after the first of piece `p` and a `royal` promoted type
/// (allowed with `royals several`).
pub(crate) fn promotes(p: &Piece, several: bool, diags: &mut Diagnostics) {
    for extra in &p.more_promotes {
        diags.push(
            Diagnostic::new(
                extra.keyword.clone(),
                format!("a second `promotes` clause on `{}`", p.name.text),
                "a piece promotes to one type",
            )
            .with_help(
                "a piece has at most one promoted type, which never promotes again; \
                 remove this clause",
            ),
        );
    }
    for pr in p.promotes.iter().chain(&p.more_promotes) {
        if let Some(royal) = pr.royal.as_ref().filter(|_| !several) {
            diags.push(
                Diagnostic::new(
                    royal.clone(),
                    format!("promoted type `{}` cannot be royal", pr.name.text),
                    "a promoted type is never royal",
                )
                .with_help(
                    "a variant has one royal type, unpromoted, and it never promotes, unless it \
                     states `royals several`; remove `royal` here",
                ),
            );
        }
    }
}

/// A diagnostic for a word that names a feature of other games, as a statement or a move.
fn feature(w: &Word) -> Option<Diagnostic> {
    let (message, help) = match w.text.to_ascii_lowercase().as_str() {
        "castling" | "castle" | "castles" => (
            "castling is a statement of its own",
            "write `castling ROYAL SQUARE to SQUARE with PIECE SQUARE to SQUARE` (chess: `castling \
             king e1 to g1 with rook h1 to f1`), not in a move list",
        ),
        "passing" => (
            "unknown move `passing`",
            "a pass move is written `pass`, in the royal piece's moves",
        ),
        "en-passant" | "enpassant" | "e-p" => (
            "en passant is not a statement",
            "en passant is Betza's `e` on a capturing move, like the chess pawn's `mfW, cefF, ifmnD`",
        ),
        _ => return None,
    };
    Some(
        Diagnostic::new(w.span.clone(), message, "not in the language").with_help(help.to_string()),
    )
}

/// The Levenshtein distance between `a` and `b`, in characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance("bored", "board"), 2);
        assert_eq!(edit_distance("board", "board"), 0);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("drop", "drops"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn nearest_keywords() {
        assert_eq!(nearest_keyword("bored"), Some("board"));
        assert_eq!(nearest_keyword("drop"), Some("drops"));
        assert_eq!(nearest_keyword("Piece"), Some("piece"));
        assert_eq!(nearest_keyword("promote"), Some("promotion"));
        assert_eq!(nearest_keyword("mat"), None);
        assert_eq!(nearest_keyword("castlng"), Some("castling"));
        assert_eq!(nearest_keyword("en-passant"), None);
        assert_eq!(nearest_keyword("x"), None);
    }
}
