//! Source text → [`crate::ast::File`], with the pest grammar in `grammar.pest`.
//!
//! Statements are read one at a time: after a syntax error the parser reports it and goes on at
//! the next line that starts with a statement keyword, so several syntax errors are reported at
//! once. Pest's errors become [`Diagnostic`](crate::diagnostic::Diagnostic)s in plain words.

use pest::Parser as _;

use super::errors::syntax_error;
use super::grammar::{KomaParser, Rule};
use super::recovery::{statement_before_unknown, unknown_statement};
use super::statement::statement;
use super::text::{resync, skip_trivia};
use crate::ast::*;
use crate::diagnostic::Diagnostics;

/// Parses a whole rules file. On syntax errors, returns all of them.
///
/// A line that starts with a word no statement or clause starts (`castle ...`) is read as an
/// unknown statement ([`StatementKind::Unknown`]), for the checker to report with the rest.
pub fn parse(source: &str) -> Result<File, Diagnostics> {
    let mut file = File::default();
    let mut diags = Diagnostics::new();
    // a byte-order mark, as some editors write at the start of a file, is not text
    let mut pos = skip_trivia(source, source.strip_prefix('\u{feff}').map_or(0, |_| 3));
    // pest is given the text up to the next line that starts with a statement keyword, not the
    // rest of the file: a statement never runs past it, and some of pest's error handling takes
    // time in the length of its input
    let mut chunk_end = 0;
    while pos < source.len() {
        if pos >= chunk_end {
            chunk_end = resync(source, pos).unwrap_or(source.len());
        }
        if let Some(st) = unknown_statement(source, pos) {
            pos = skip_trivia(source, st.span.end);
            file.statements.push(st);
            continue;
        }
        let rest = &source[pos..chunk_end];
        match KomaParser::parse(Rule::statement_at, rest) {
            Ok(mut pairs) => {
                let Some(stmt) = pairs.next().and_then(|p| p.into_inner().next()) else {
                    break;
                };
                let end = pos + stmt.as_span().end();
                if let Some(kind) = stmt.into_inner().next() {
                    file.statements.push(statement(kind, pos));
                }
                pos = skip_trivia(source, end);
            }
            Err(err) => {
                // a complete statement, then a line that starts an unknown statement
                if let Some((stmt, end)) = statement_before_unknown(source, pos, rest) {
                    file.statements.push(stmt);
                    pos = end;
                    continue;
                }
                let d = syntax_error(source, pos, rest, &err);
                let at = d.span.start;
                diags.push(d);
                match resync(source, at) {
                    Some(next) => pos = next,
                    None => break,
                }
            }
        }
    }
    if diags.is_empty() {
        Ok(file)
    } else {
        Err(diags)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(src: &str) -> (usize, usize, String, String) {
        let d = parse(src).unwrap_err();
        let d = &d[0];
        let (l, c) = d.line_col(src);
        (l, c, d.message.clone(), d.label.clone())
    }

    #[test]
    fn parses_a_small_file() {
        let f = parse("variant x \"X\"\nboard 9x10 # c\nregion p = files 4-6 ranks 1-3\n").unwrap();
        assert_eq!(f.statements.len(), 3);
        assert!(matches!(
            f.statements[1].kind,
            StatementKind::Board {
                files: 9,
                ranks: 10,
                ..
            }
        ));
    }

    #[test]
    fn unknown_statement() {
        let f = parse("variant x\nbored 9x9\n  castle king, # c\n  rook\nboard 9x9").unwrap();
        let kinds: Vec<&StatementKind> = f.statements.iter().map(|s| &s.kind).collect();
        assert!(
            matches!(kinds[1], StatementKind::Unknown(w) if w.text == "bored" && w.span == (10..15))
        );
        assert_eq!(f.statements[1].span, 10..19);
        assert!(matches!(kinds[2], StatementKind::Unknown(w) if w.text == "castle"));
        // a line ending with `,` goes on on the next one
        assert_eq!(
            &"variant x\nbored 9x9\n  castle king, # c\n  rook\nboard 9x9"
                [f.statements[2].span.clone()],
            "castle king, # c\n  rook"
        );
        assert!(matches!(kinds[3], StatementKind::Board { .. }));
        assert_eq!(kinds.len(), 4);
    }

    #[test]
    fn a_clause_word_at_a_line_start_is_no_unknown_statement() {
        let (l, c, m, lab) = err("piece king K \"k\" moves K\nroyal\n");
        assert_eq!((l, c), (2, 1));
        assert_eq!(
            m,
            "expected `,`, `within`, `also`, `value`, `promotes`, `in`, `along` or a statement"
        );
        assert_eq!(lab, "unexpected `royal`");
    }

    #[test]
    fn statement_spans_end_at_their_last_token() {
        let src = "captures to hand   # to the hand\n\nvariant x\t\nboard 9x9";
        let f = parse(src).unwrap();
        let spans: Vec<&str> = f.statements.iter().map(|s| &src[s.span.clone()]).collect();
        assert_eq!(spans, ["captures to hand", "variant x", "board 9x9"]);
    }

    #[test]
    fn junk_after_statement() {
        let (l, c, m, _) = err("board 9x9 foo\n");
        assert_eq!((l, c), (1, 11));
        assert_eq!(m, "expected a statement");
    }

    #[test]
    fn junk_after_piece() {
        let (l, c, m, _) = err("piece king K \"k\" moves K foo\n");
        assert_eq!((l, c), (1, 26));
        assert_eq!(
            m,
            "expected `,`, `within`, `also`, `value`, `promotes`, `in`, `along` or a statement"
        );
    }

    #[test]
    fn several_syntax_errors() {
        let d = parse("board 9y9\nvariant x\nnotation\nstart \"x\"\n").unwrap_err();
        assert_eq!(d.len(), 2);
    }

    #[test]
    fn unterminated_string() {
        let (l, c, m, _) = err("start \"abc\nboard 9x9");
        assert_eq!((l, c, m.as_str()), (1, 7, "unterminated string"));
    }
}
