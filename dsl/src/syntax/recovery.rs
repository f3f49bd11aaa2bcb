//! Reading on after what pest cannot parse: a line that starts an unknown statement.

use pest::Parser as _;

use super::grammar::{KomaParser, Rule};
use super::statement::statement;
use super::text::{skip_trivia, unknown_word};
use super::util::token_end;
use crate::ast::*;

/// The unknown statement starting at `pos`, if there is one ([`unknown_word`]): its keyword
/// and the rest of its line, and of the lines after it while a line ends with `,`.
pub(crate) fn unknown_statement(source: &str, pos: usize) -> Option<Statement> {
    let word = unknown_word(source, pos)?;
    let mut end = pos + word.len();
    loop {
        let line_end = source[end..].find('\n').map_or(source.len(), |i| end + i);
        let line = &source[end..line_end];
        let code = line.split('#').next().unwrap_or("").trim_end();
        end += code.len();
        if !code.ends_with(',') || line_end == source.len() {
            break;
        }
        end = line_end + 1;
    }
    Some(Statement {
        keyword: pos..pos + word.len(),
        span: pos..end,
        kind: StatementKind::Unknown(Word {
            text: word.to_string(),
            span: pos..pos + word.len(),
        }),
    })
}

/// When `rest` (the text from `pos`) starts with a complete statement and an unknown statement
/// starts a later line right after it: that statement, and where the next one starts.
pub(crate) fn statement_before_unknown(
    source: &str,
    pos: usize,
    rest: &str,
) -> Option<(Statement, usize)> {
    let mut pairs = KomaParser::parse(Rule::statement, rest).ok()?;
    let stmt = pairs.next()?;
    let end = pos + token_end(&stmt);
    let next = skip_trivia(source, end);
    if !source[end..next].contains('\n') || unknown_word(source, next).is_none() {
        return None;
    }
    Some((statement(stmt.into_inner().next()?, pos), next))
}
