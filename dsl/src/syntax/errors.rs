//! Pest's errors in plain words: what was found, what a statement of that kind looks like.

use pest::Parser as _;

use super::grammar::{KomaParser, Rule};
use super::statements::{self, STATEMENTS, keyword_list};
use super::text::{found_token, last_token_end, skip_trivia, starts_with_keyword};
use super::util::is_word_char;
use crate::diagnostic::Diagnostic;

/// Turns a pest error on the statement starting at `offset` (`rest`, the text pest was given)
/// into a diagnostic in plain words.
pub(crate) fn syntax_error(
    source: &str,
    offset: usize,
    rest: &str,
    err: &pest::error::Error<Rule>,
) -> Diagnostic {
    // only a name list refuses a statement keyword (`!statement_kw ~ name`): when that is all
    // that failed, a name was expected
    let or_name = |positives: &Vec<Rule>, negatives: &Vec<Rule>| {
        if positives.is_empty() && !negatives.is_empty() {
            vec![Rule::name]
        } else {
            positives.clone()
        }
    };
    let (mut pos, mut positives) = match (&err.location, &err.variant) {
        (
            pest::error::InputLocation::Pos(p),
            pest::error::ErrorVariant::ParsingError {
                positives,
                negatives,
            },
        ) => (*p, or_name(positives, negatives)),
        (
            pest::error::InputLocation::Span((p, _)),
            pest::error::ErrorVariant::ParsingError {
                positives,
                negatives,
            },
        ) => (*p, or_name(positives, negatives)),
        (pest::error::InputLocation::Pos(p) | pest::error::InputLocation::Span((p, _)), _) => {
            (*p, Vec::new())
        }
    };
    // A complete statement followed by something that starts no statement: point past it.
    let mut after_statement = false;
    if let Ok(mut pairs) = KomaParser::parse(Rule::statement, rest)
        && let Some(stmt) = pairs.next()
    {
        let end = skip_trivia(rest, stmt.as_span().end());
        if pos < end {
            pos = end;
            positives.clear();
        }
        after_statement = pos == end;
    }
    let pos = (offset + pos).min(source.len());
    let (found, span) = found_token(source, pos);
    // The next statement's keyword (or the end of the file) on a later line where this
    // statement still needed something: it stops short, so point at its end.
    let end = last_token_end(source, offset, pos);
    let cut_short = !after_statement
        && (found.is_empty() || starts_with_keyword(&source[pos..]))
        && source[end..pos].contains('\n');
    let span = if cut_short { end..end } else { span };

    if found == "\""
        && !source[pos + 1..]
            .split('\n')
            .next()
            .unwrap_or("")
            .contains('"')
    {
        return Diagnostic::new(span, "unterminated string", "this string is never closed")
            .with_help("close the string with `\"` on the same line");
    }

    let mut expected: Vec<&'static str> = Vec::new();
    let mut statement = after_statement;
    for rule in positives {
        match describe(rule) {
            Some(d) => {
                if !expected.contains(&d) {
                    expected.push(d)
                }
            }
            None => statement = true,
        }
    }
    if statement {
        expected.push("a statement");
    }
    let message = match expected.as_slice() {
        [] => "syntax error".to_string(),
        [one] => format!("expected {one}"),
        [init @ .., last] => format!("expected {} or {last}", init.join(", ")),
    };
    let label = if cut_short {
        "the statement ends here".to_string()
    } else if found.is_empty() {
        "unexpected end of file".to_string()
    } else {
        format!("unexpected `{found}`")
    };
    let d = Diagnostic::new(span, message, label);
    let help = match expected.as_slice() {
        ["a statement"] => format!(
            "a statement starts with one of the keywords `{}`",
            keyword_list()
        ),
        ["a piece letter"] => {
            "a piece is `piece NAME LETTER \"GLYPH\" [royal] moves MOVES ...`, like \
                               `piece king K \"玉\" royal moves K`"
                .into()
        }
        ["a board size like `9x9`"] => {
            "write the size as `FILESxRANKS` without spaces, like `9x9`".into()
        }
        ["a move"] => {
            "a move is a Betza string like `fW` or a vector form like `step (0, +1)`".into()
        }
        _ => {
            let found = if cut_short {
                None
            } else {
                Some(label_found(&found))
            };
            return d.with_help(generic_help(source, offset, &expected, found));
        }
    };
    d.with_help(help)
}

/// How the found token reads in a help line: `` `x` `` or `the end of the file`.
pub(crate) fn label_found(found: &str) -> String {
    if found.is_empty() {
        "the end of the file".to_string()
    } else {
        format!("`{found}`")
    }
}

/// The help of a syntax error without one of its own: what the statement starting at `offset`
/// needs there (`found`: what stands there instead; `None` when the statement stops short),
/// and the statement's form (`piece NAME LETTER "GLYPH" ...`).
pub(crate) fn generic_help(
    source: &str,
    offset: usize,
    expected: &[&str],
    found: Option<String>,
) -> String {
    let wanted = match expected {
        [] => None,
        [one] => Some(one.to_string()),
        [init @ .., last] => Some(format!("{} or {last}", init.join(", "))),
    };
    let needed = match (wanted, found) {
        (Some(w), Some(f)) => format!("{w} belongs here, not {f}"),
        (Some(w), None) => format!("the statement stops short: {w} comes next"),
        (None, Some(f)) => format!("{f} does not belong here"),
        (None, None) => "the statement stops short".to_string(),
    };
    let form = STATEMENTS
        .iter()
        .find(|r| {
            source[offset..]
                .strip_prefix(r.keyword)
                .is_some_and(|rest| !rest.starts_with(is_word_char))
        })
        .map(|r| r.form);
    match form {
        Some(form) => format!("{needed}; the statement is written `{form}`"),
        None => needed,
    }
}

/// What a rule expects, in words; `None` for the statements' own rules (reported together as
/// "a statement"). The statements' rules and their own words are in their rows
/// ([`statements::describe`]); the rules they share are described here.
pub(crate) fn describe(rule: Rule) -> Option<&'static str> {
    statements::describe(rule)
        .or_else(|| shared(rule))
        .unwrap_or(Some("a token"))
}

/// How an expected-token message describes a rule no statement owns: `Some(None)` for the
/// rules that stand for any statement, `None` for a rule not described here.
fn shared(rule: Rule) -> Option<Option<&'static str>> {
    Some(Some(match rule {
        Rule::statement | Rule::statement_at => return Some(None),
        Rule::EOI => return Some(None), // the end of the file is where statements may stop
        Rule::name => "a name",
        Rule::letter => "a piece letter",
        Rule::alias => "a letter",
        Rule::string | Rule::string_inner => "a string in double quotes",
        Rule::board_size => "a board size like `9x9`",
        Rule::number => "a number",
        Rule::equals => "`=`",
        Rule::comma => "`,`",
        Rule::dash => "`-`",
        Rule::lparen => "`(`",
        Rule::rparen => "`)`",
        Rule::component => "a vector component like `±1`, `+2` or `0`",
        Rule::vector => "a vector like `(±1, +2)`",
        Rule::royal => "`royal`",
        Rule::entering => "`entering`",
        Rule::forced => "`forced`",
        Rule::on_entry | Rule::kw_on | Rule::kw_entry | Rule::kw_or | Rule::kw_capture => {
            "`on entry or capture`"
        }
        Rule::limited => "`limited`",
        Rule::illegal => "`illegal`",
        Rule::allowed => "`allowed`",
        Rule::removed | Rule::kw_removed => "`removed`",
        Rule::to_hand | Rule::kw_to => "`to`",
        Rule::kw_hand => "`hand`",
        Rule::kw_promoted => "`promoted`",
        Rule::nifu_clause | Rule::kw_nifu => "`nifu`",
        Rule::mate_clause | Rule::kw_mate => "`mate`",
        Rule::kw_moves => "`moves`",
        Rule::within | Rule::kw_within => "`within`",
        Rule::also | Rule::kw_also => "`also`",
        Rule::value | Rule::kw_value => "`value`",
        Rule::integer => "a number",
        Rule::promotes | Rule::kw_promotes | Rule::promotes_to => "`promotes`",
        Rule::move_in | Rule::kw_in => "`in`",
        Rule::files_spec | Rule::kw_files => "`files`",
        Rule::ranks_spec | Rule::kw_ranks => "`ranks`",
        Rule::first_spec | Rule::kw_first => "`first`",
        Rule::last_spec | Rule::kw_last => "`last`",
        Rule::moves | Rule::move_item | Rule::betza | Rule::vector_move => "a move",
        Rule::mode_word => "`move` or `capture`",
        Rule::leap_form | Rule::kw_leap => "`step` or `jump`",
        Rule::slide_form | Rule::kw_slide => "`slide`",
        Rule::lame_form | Rule::kw_lame => "`lame`",
        Rule::kw_via => "`via`",
        Rule::hop_form | Rule::kw_hop => "`hop`",
        Rule::double_form | Rule::kw_double => "`double`",
        Rule::kw_then => "`then`",
        Rule::double_leg | Rule::leg_betza => "a leg of a double move",
        Rule::drops_anywhere | Rule::kw_anywhere => "`anywhere`",
        Rule::union => "`|`",
        Rule::move_along | Rule::kw_along => "`along`",
        Rule::verdict => "`loses`, `draws` or `illegal`",
        Rule::kw_without => "`without`",
        Rule::kw_by | Rule::chase_by => "`by`",
        Rule::kw_of | Rule::chase_of => "`of`",
        Rule::kw_protected | Rule::chase_protected => "`protected`",
        Rule::kw_exchange | Rule::chase_exchange => "`exchange`",
        Rule::kw_attackers | Rule::chase_followed => "`attackers`",
        Rule::kw_followed => "`followed`",
        Rule::kw_false_protection => "`false-protection`",
        Rule::kw_discovered_check => "`discovered-check`",
        Rule::name_list | Rule::chase_target => "a name",
        Rule::every_move | Rule::kw_every => "`every`",
        Rule::kw_move => "`move`",
        Rule::either_face | Rule::kw_either => "`either`",
        Rule::kw_face => "`face`",
        Rule::kw_pieces => "`pieces`",
        Rule::WHITESPACE
        | Rule::COMMENT
        | Rule::word_char
        | Rule::statement_kw
        | Rule::region_spec => "a token",
        Rule::squares_spec | Rule::kw_squares => "`squares`",
        Rule::square_name => "a square like `d1`",
        Rule::region_or => "`,`",
        Rule::drop_region => "`in`",
        Rule::drop_check | Rule::kw_check => "`check`",
        // the statements' own rules and words: `statements.rs`
        _ => return None,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_is_described_by_its_statement_or_here() {
        for &rule in Rule::all_rules() {
            let by_row = statements::describe(rule);
            let here = shared(rule);
            assert!(
                by_row.is_some() != here.is_some(),
                "{rule:?}: described {}",
                if by_row.is_some() { "twice" } else { "nowhere" }
            );
        }
    }
}
