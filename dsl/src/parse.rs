//! Source text → [`crate::ast::File`], with the pest grammar in `grammar.pest`.
//!
//! Statements are read one at a time: after a syntax error the parser reports it and goes on at
//! the next line that starts with a statement keyword, so several syntax errors are reported at
//! once. Pest's errors become [`Diagnostic`]s in plain words.

use pest::Parser as _;
use pest::iterators::Pair;

use crate::ast::*;
use crate::diagnostic::{Diagnostic, Diagnostics};

/// The parser pest derives from `grammar.pest`, and its `Rule` enum (one variant per grammar
/// rule), kept private to the crate.
mod grammar {
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar.pest"]
    pub(crate) struct KomaParser;
}

pub(crate) use grammar::{KomaParser, Rule};

/// The statement keywords, for error recovery and messages.
pub(crate) const STATEMENT_KEYWORDS: &[&str] = &[
    "variant",
    "board",
    "notation",
    "region",
    "piece",
    "promotion",
    "captures",
    "drops",
    "forbid",
    "start",
    "stalemate",
    "repetition",
    "perpetual",
    "chase",
    "no-capture",
    "material",
    "immobile",
    "royals",
    "win",
    "bare-royal",
    "bikjang",
    "lions",
    "counting",
    "castling",
    "insufficient-material",
];

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

/// The words that continue a statement (`within`, `promotes`, `via`, ...): a line that starts
/// with one is part of the statement before it, never an unknown statement.
const CLAUSE_WORDS: &[&str] = &[
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
fn unknown_word(source: &str, pos: usize) -> Option<&str> {
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

/// The unknown statement starting at `pos`, if there is one ([`unknown_word`]): its keyword
/// and the rest of its line, and of the lines after it while a line ends with `,`.
fn unknown_statement(source: &str, pos: usize) -> Option<Statement> {
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
fn statement_before_unknown(source: &str, pos: usize, rest: &str) -> Option<(Statement, usize)> {
    let mut pairs = KomaParser::parse(Rule::statement, rest).ok()?;
    let stmt = pairs.next()?;
    let end = pos + token_end(&stmt);
    let next = skip_trivia(source, end);
    if !source[end..next].contains('\n') || unknown_word(source, next).is_none() {
        return None;
    }
    Some((statement(stmt.into_inner().next()?, pos), next))
}

/// Skips whitespace and comments from `pos`.
fn skip_trivia(source: &str, mut pos: usize) -> usize {
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
fn starts_with_keyword(text: &str) -> bool {
    STATEMENT_KEYWORDS.iter().any(|kw| {
        text.strip_prefix(kw)
            .is_some_and(|rest| !rest.starts_with(|c: char| is_word_char(c)))
    })
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

/// The start of the first line after the one holding `at` whose first word is a statement
/// keyword.
fn resync(source: &str, at: usize) -> Option<usize> {
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

/// Turns a pest error on the statement starting at `offset` (`rest`, the text pest was given)
/// into a diagnostic in plain words.
fn syntax_error(
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
            STATEMENT_KEYWORDS.join("`, `")
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
fn label_found(found: &str) -> String {
    if found.is_empty() {
        "the end of the file".to_string()
    } else {
        format!("`{found}`")
    }
}

/// The help of a syntax error without one of its own: what the statement starting at `offset`
/// needs there (`found`: what stands there instead; `None` when the statement stops short),
/// and the statement's form (`piece NAME LETTER "GLYPH" ...`).
fn generic_help(source: &str, offset: usize, expected: &[&str], found: Option<String>) -> String {
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
    let form = STATEMENT_FORMS
        .iter()
        .find(|(kw, _)| {
            source[offset..]
                .strip_prefix(kw)
                .is_some_and(|rest| !rest.starts_with(is_word_char))
        })
        .map(|(_, form)| *form);
    match form {
        Some(form) => format!("{needed}; the statement is written `{form}`"),
        None => needed,
    }
}

/// Each statement keyword and the statement's form, as `docs/language.md` writes it (the
/// longest keyword first where one begins another).
const STATEMENT_FORMS: &[(&str, &str)] = &[
    ("variant", "variant NAME [\"TITLE\"]"),
    ("board", "board FILESxRANKS"),
    ("notation", "notation sfen | fen | uci"),
    ("region", "region NAME = SPEC [SPEC] {, SPEC [SPEC]}"),
    (
        "piece",
        "piece NAME LETTER \"GLYPH\" [royal] moves MOVES [within REGION] [also LETTERS] [value N] \
         [promotes NAME \"GLYPH\" moves MOVES | promotes to NAME {, NAME}]",
    ),
    (
        "promotion",
        "promotion in REGION [entering] [forced] | promotion every move | promotion limited",
    ),
    (
        "captures",
        "captures removed | captures to hand [, promoted removed]",
    ),
    (
        "drops",
        "drops nifu PIECE [N] | drops mate PIECE illegal | drops either face | drops in REGION \
         | drops check illegal",
    ),
    (
        "forbid",
        "forbid facing-royals | forbid PIECE hops-over PIECE {, PIECE}",
    ),
    ("start", "start \"SFEN or FEN\""),
    ("stalemate", "stalemate loses | draws"),
    ("repetition", "repetition N draws | loses"),
    ("perpetual", "perpetual check N loses | illegal"),
    (
        "chase",
        "chase by PIECE {, PIECE} | chase of PIECE [in REGION] {, PIECE [in REGION]}",
    ),
    (
        "no-capture",
        "no-capture N plies draws | no-capture reset by PIECE {, PIECE}",
    ),
    ("material", "material draws without PIECE {, PIECE}"),
    ("immobile", "immobile pieces allowed"),
    ("royals", "royals several | royals capturable"),
    ("win", "win royal reaches REGION [safe]"),
    ("bare-royal", "bare-royal loses"),
    ("bikjang", "bikjang draws"),
    (
        "lions",
        "lions PIECE {, PIECE} | lions cheap PIECE {, PIECE} | lions counter-strike",
    ),
    (
        "counting",
        "counting N moves draws [without PIECE {, PIECE}] | counting bare [K] PIECE M moves",
    ),
    ("castling", "castling ROYAL SQ to SQ with PIECE SQ to SQ"),
    (
        "insufficient-material",
        "insufficient-material draws mating PIECE {, PIECE}",
    ),
];

/// The end of the last character before `pos`, from `from` on, that is not whitespace or in a
/// comment (`from` when there is none).
fn last_token_end(source: &str, from: usize, pos: usize) -> usize {
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
fn found_token(source: &str, pos: usize) -> (String, Span) {
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

/// What a rule expects, in words; `None` for the statement keywords (reported together).
fn describe(rule: Rule) -> Option<&'static str> {
    Some(match rule {
        Rule::kw_variant
        | Rule::kw_board
        | Rule::kw_notation
        | Rule::kw_region
        | Rule::kw_piece
        | Rule::kw_promotion
        | Rule::kw_captures
        | Rule::kw_drops
        | Rule::kw_forbid
        | Rule::kw_start
        | Rule::kw_stalemate
        | Rule::kw_repetition
        | Rule::kw_perpetual
        | Rule::kw_chase
        | Rule::kw_no_capture
        | Rule::kw_material
        | Rule::kw_immobile
        | Rule::kw_royals
        | Rule::kw_win
        | Rule::kw_bare_royal
        | Rule::kw_bikjang
        | Rule::kw_lions
        | Rule::kw_counting
        | Rule::kw_castling
        | Rule::kw_insufficient
        | Rule::statement
        | Rule::statement_at => return None,
        Rule::EOI => return None, // the end of the file is where statements may stop
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
        Rule::variant_stmt
        | Rule::board_stmt
        | Rule::notation_stmt
        | Rule::region_stmt
        | Rule::piece_stmt
        | Rule::promotion_stmt
        | Rule::captures_stmt
        | Rule::drops_stmt
        | Rule::forbid_stmt
        | Rule::start_stmt
        | Rule::stalemate_stmt
        | Rule::repetition_stmt
        | Rule::perpetual_stmt
        | Rule::chase_stmt
        | Rule::no_capture_stmt
        | Rule::material_stmt
        | Rule::immobile_stmt => return None,
        Rule::royals_stmt | Rule::win_stmt => return None,
        Rule::kw_reaches => "`reaches`",
        Rule::safe => "`safe`",
        Rule::drops_anywhere | Rule::kw_anywhere => "`anywhere`",
        Rule::bare_royal_stmt | Rule::no_capture_reset_stmt => return None,
        Rule::kw_reset => "`reset`",
        Rule::bikjang_stmt | Rule::lions_stmt => return None,
        Rule::lions_cheap | Rule::kw_cheap => "`cheap`",
        Rule::lions_counter | Rule::kw_counter_strike => "`counter-strike`",
        Rule::counting_stmt | Rule::counting_bare_stmt | Rule::bare_limit => return None,
        Rule::kw_bare => "`bare`",
        Rule::union => "`|`",
        Rule::move_along | Rule::kw_along => "`along`",
        Rule::kw_hops_over => "`hops-over`",
        Rule::forbid_pieces => "`hops-over` or `captures`",
        Rule::verdict => "`loses`, `draws` or `illegal`",
        Rule::kw_plies => "`plies`",
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
        Rule::castling_stmt | Rule::insufficient_stmt => return None,
        Rule::kw_with => "`with`",
        Rule::kw_mating => "`mating`",
    })
}

// ---- pairs → AST ----------------------------------------------------------------------------

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
fn token_end(p: &Pair<'_, Rule>) -> usize {
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

fn string(p: Pair<'_, Rule>, off: usize) -> Str {
    let span = span_of(&p, off);
    let inner = p.into_inner().next();
    let (text, inner) = match inner {
        Some(i) => (i.as_str().to_string(), span_of(&i, off)),
        None => (String::new(), span.start + 1..span.start + 1),
    };
    Str { text, span, inner }
}

/// Builds one statement from its `*_stmt` pair.
fn statement(p: Pair<'_, Rule>, off: usize) -> Statement {
    let span = span_of(&p, off);
    let rule = p.as_rule();
    let mut inner = p.into_inner();
    let keyword = inner
        .next()
        .map_or(span.start..span.start, |k| span_of(&k, off));
    let parts: Vec<Pair<'_, Rule>> = inner.collect();
    let kind = match rule {
        Rule::variant_stmt => variant(parts, off),
        Rule::board_stmt => board(&parts, off),
        Rule::notation_stmt => StatementKind::Notation(first_word(parts, off)),
        Rule::region_stmt => region(parts, off),
        Rule::piece_stmt => StatementKind::Piece(Box::new(piece(parts, off))),
        Rule::promotion_stmt => promotion(parts, off),
        Rule::captures_stmt => captures(parts),
        Rule::drops_stmt => drops(parts, off),
        Rule::forbid_stmt if parts.len() > 1 => crate::exclusion::parse(parts, off),
        Rule::forbid_stmt => StatementKind::Forbid(first_word(parts, off)),
        Rule::immobile_stmt => StatementKind::ImmobileAllowed,
        Rule::royals_stmt | Rule::win_stmt => crate::royalty::statement(rule, parts, off),
        Rule::bikjang_stmt => crate::parse_end::bikjang(parts, off),
        Rule::lions_stmt => crate::lions::parse(parts, off),
        Rule::counting_stmt | Rule::counting_bare_stmt => {
            crate::parse_counting::statement(rule, parts, off)
        }
        Rule::castling_stmt => crate::castling::parse(parts, off),
        Rule::insufficient_stmt => crate::insufficient::parse(parts, off),
        Rule::stalemate_stmt
        | Rule::repetition_stmt
        | Rule::perpetual_stmt
        | Rule::chase_stmt
        | Rule::no_capture_stmt
        | Rule::material_stmt
        | Rule::bare_royal_stmt
        | Rule::no_capture_reset_stmt => crate::parse_end::statement(rule, parts, off),
        Rule::start_stmt => {
            let s = parts.into_iter().next().map(|p| string(p, off));
            StatementKind::Start(s.unwrap_or(Str {
                text: String::new(),
                span: span.clone(),
                inner: span.clone(),
            }))
        }
        _ => unreachable!("grammar: a statement is one of the *_stmt rules"),
    };
    Statement {
        keyword,
        span,
        kind,
    }
}

fn first_word(parts: Vec<Pair<'_, Rule>>, off: usize) -> Word {
    let p = parts
        .into_iter()
        .next()
        .expect("grammar: a name follows the keyword");
    word(p, off)
}

fn variant(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut it = parts.into_iter();
    let name = word(it.next().expect("grammar: variant NAME"), off);
    let title = it.next().map(|p| string(p, off));
    StatementKind::Variant { name, title }
}

fn board(parts: &[Pair<'_, Rule>], off: usize) -> StatementKind {
    let p = &parts[0];
    let text = p.as_str();
    let (f, r) = text.split_once('x').unwrap_or((text, ""));
    StatementKind::Board {
        files: f.parse().unwrap_or(u32::MAX),
        ranks: r.parse().unwrap_or(u32::MAX),
        size: span_of(p, off),
    }
}

fn region(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let mut it = parts.into_iter();
    let name = word(it.next().expect("grammar: region NAME"), off);
    let specs = it
        .filter(|p| p.as_rule() != Rule::equals)
        .map(|p| {
            let span = span_of(&p, off);
            let rule = p.as_rule();
            if rule == Rule::region_or {
                return RegionSpec {
                    kind: RegionSpecKind::Union,
                    span,
                };
            }
            if rule == Rule::squares_spec {
                let squares = p
                    .into_inner()
                    .filter(|q| q.as_rule() == Rule::square_name)
                    .map(|q| word(q, off))
                    .collect();
                return RegionSpec {
                    kind: RegionSpecKind::Squares(squares),
                    span,
                };
            }
            let nums: Vec<Num> = p
                .into_inner()
                .filter(|q| q.as_rule() == Rule::number)
                .map(|q| num(q, off))
                .collect();
            // `files 4` is `files 4-4`
            let last = nums.last().cloned();
            let mut n = nums.into_iter();
            let mut next = || n.next().expect("grammar: region specs hold numbers");
            let mut pair = || {
                let a = next();
                let b = last.clone().expect("grammar: region specs hold numbers");
                (a, b)
            };
            let kind = match rule {
                Rule::union => RegionSpecKind::Union,
                Rule::files_spec => {
                    let (a, b) = pair();
                    RegionSpecKind::Files(a, b)
                }
                Rule::ranks_spec => {
                    let (a, b) = pair();
                    RegionSpecKind::Ranks(a, b)
                }
                Rule::first_spec => RegionSpecKind::First(next()),
                _ => RegionSpecKind::Last(next()),
            };
            RegionSpec { kind, span }
        })
        .collect();
    StatementKind::Region { name, specs }
}

fn piece(parts: Vec<Pair<'_, Rule>>, off: usize) -> Piece {
    let mut it = parts.into_iter();
    let name = word(it.next().expect("grammar: piece NAME"), off);
    let letter = word(it.next().expect("grammar: piece NAME LETTER"), off);
    let glyph = string(it.next().expect("grammar: piece NAME LETTER GLYPH"), off);
    let mut piece = Piece {
        name,
        letter,
        glyph,
        royal: None,
        moves: Moves {
            items: Vec::new(),
            span: 0..0,
        },
        within: None,
        also: Vec::new(),
        values: Vec::new(),
        promotes: None,
        more_promotes: Vec::new(),
        drops_anywhere: None,
        promotes_to: None,
        promotes_more: Vec::new(),
    };
    for p in it {
        match p.as_rule() {
            Rule::royal => piece.royal = Some(span_of(&p, off)),
            Rule::moves => piece.moves = moves(p, off),
            Rule::within => piece.within = p.into_inner().nth(1).map(|n| word(n, off)),
            Rule::also => {
                piece.also = p
                    .into_inner()
                    .filter(|q| q.as_rule() == Rule::alias)
                    .map(|q| word(q, off))
                    .collect()
            }
            Rule::value => piece.values.push(value(p, off)),
            Rule::drops_anywhere => piece.drops_anywhere = Some(span_of(&p, off)),
            Rule::promotes_to => {
                let mut q = p.into_inner();
                let keyword = span_of(&q.next().expect("grammar: promotes"), off);
                let mut names = q
                    .filter(|n| n.as_rule() == Rule::name)
                    .map(|n| word(n, off));
                let name = names.next().expect("grammar: promotes to NAME");
                piece.promotes_to = Some((keyword, name));
                piece.promotes_more = names.collect();
            }
            Rule::promotes => {
                let mut q = p.into_inner();
                let keyword = span_of(&q.next().expect("grammar: promotes"), off);
                let name = word(q.next().expect("grammar: promotes NAME"), off);
                let glyph = string(q.next().expect("grammar: promotes NAME GLYPH"), off);
                let mut royal = None;
                let mut moves_list = None;
                let mut values = Vec::new();
                let mut also = Vec::new();
                for r in q {
                    match r.as_rule() {
                        Rule::royal => royal = Some(span_of(&r, off)),
                        Rule::moves => moves_list = Some(moves(r, off)),
                        Rule::also => {
                            also = r
                                .into_inner()
                                .filter(|a| a.as_rule() == Rule::alias)
                                .map(|a| word(a, off))
                                .collect()
                        }
                        Rule::value => values.push(value(r, off)),
                        _ => {} // kw_moves
                    }
                }
                let clause = Promotes {
                    keyword,
                    name,
                    glyph,
                    royal,
                    moves: moves_list.expect("grammar: promotes ... moves MOVES"),
                    also,
                    values,
                };
                if piece.promotes.is_none() {
                    piece.promotes = Some(clause);
                } else {
                    piece.more_promotes.push(clause);
                }
            }
            _ => {} // kw_moves
        }
    }
    piece
}

/// A `value N [in hand M]` clause.
fn value(p: Pair<'_, Rule>, off: usize) -> Value {
    let mut q = p.into_inner();
    let keyword = span_of(&q.next().expect("grammar: value"), off);
    let mut ints = q.filter(|r| r.as_rule() == Rule::integer).map(|r| {
        let text = r.as_str();
        let value = text.parse().unwrap_or(if text.starts_with('-') {
            i64::MIN
        } else {
            i64::MAX
        });
        Int {
            value,
            span: span_of(&r, off),
        }
    });
    let board = ints.next().expect("grammar: value N");
    Value {
        keyword,
        board,
        hand: ints.next(),
    }
}

fn moves(p: Pair<'_, Rule>, off: usize) -> Moves {
    let span = span_of(&p, off);
    let items = p
        .into_inner()
        .filter(|q| q.as_rule() == Rule::move_item)
        .map(|q| move_item(q, off))
        .collect();
    Moves { items, span }
}

fn move_item(p: Pair<'_, Rule>, off: usize) -> MoveItem {
    let span = span_of(&p, off);
    let mut form = None;
    let mut only_in = None;
    let mut along = None;
    for q in p.into_inner() {
        match q.as_rule() {
            Rule::betza => form = Some(MoveForm::Betza(word(q, off))),
            Rule::vector_move => form = Some(MoveForm::Vector(vector_move(q, off))),
            Rule::double_form => form = Some(MoveForm::Double(double_move(q, off))),
            Rule::move_in => only_in = q.into_inner().nth(1).map(|n| word(n, off)),
            Rule::move_along => along = q.into_inner().nth(1).map(|n| word(n, off)),
            _ => {}
        }
    }
    let form = form.expect("grammar: a move item holds a move");
    MoveItem {
        form,
        only_in,
        span,
        along,
    }
}

fn vector_move(p: Pair<'_, Rule>, off: usize) -> VectorMove {
    let mut mode = None;
    let mut kind = VectorKind::Leap;
    let mut vectors = Vec::new();
    for q in p.into_inner() {
        match q.as_rule() {
            Rule::mode_word => mode = Some(word(q, off)),
            form => {
                let mut range = None;
                for r in q.into_inner() {
                    match r.as_rule() {
                        Rule::number => range = Some(num(r, off)),
                        Rule::vector => vectors.push(vector(r, off)),
                        _ => {}
                    }
                }
                kind = match form {
                    Rule::slide_form => VectorKind::Slide(range),
                    Rule::lame_form => VectorKind::Lame,
                    Rule::hop_form => VectorKind::Hop,
                    _ => VectorKind::Leap,
                };
            }
        }
    }
    let mut vectors = vectors.into_iter();
    let vector = vectors
        .next()
        .expect("grammar: a vector form holds a vector");
    VectorMove {
        mode,
        kind,
        vector,
        via: vectors.collect(),
    }
}

fn double_move(p: Pair<'_, Rule>, off: usize) -> crate::ast::DoubleMove {
    use crate::ast::Leg;
    let span = span_of(&p, off);
    let mut legs = p
        .into_inner()
        .filter(|q| q.as_rule() == Rule::double_leg)
        .map(|q| {
            let inner: Vec<_> = q.into_inner().collect();
            match inner.first().map(|r| r.as_rule()) {
                Some(Rule::leg_betza) => Leg::Betza(word(inner[0].clone(), off)),
                _ => Leg::Vectors(
                    inner
                        .into_iter()
                        .filter(|r| r.as_rule() == Rule::vector)
                        .map(|r| vector(r, off))
                        .collect(),
                ),
            }
        });
    let first = legs.next().expect("grammar: a double move has two legs");
    let second = legs.next().expect("grammar: a double move has two legs");
    crate::ast::DoubleMove {
        legs: [first, second],
        span,
    }
}

fn vector(p: Pair<'_, Rule>, off: usize) -> Vector {
    let span = span_of(&p, off);
    let mut comps = p
        .into_inner()
        .filter(|q| q.as_rule() == Rule::component)
        .map(|q| component(q, off));
    let dx = comps.next().expect("grammar: (dx, dy)");
    let dy = comps.next().expect("grammar: (dx, dy)");
    Vector { dx, dy, span }
}

fn component(p: Pair<'_, Rule>, off: usize) -> Component {
    let span = span_of(&p, off);
    let text = p.as_str();
    let (sign, digits) = if let Some(d) = text.strip_prefix('±') {
        (Sign::Both, d)
    } else if let Some(d) = text.strip_prefix('-') {
        (Sign::Minus, d)
    } else {
        (Sign::Plus, text.strip_prefix('+').unwrap_or(text))
    };
    Component {
        sign,
        value: digits.parse().unwrap_or(u32::MAX),
        span,
    }
}

fn promotion(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    if parts
        .first()
        .is_some_and(|p| p.as_rule() == Rule::every_move)
    {
        return StatementKind::PromotionEveryMove;
    }
    if parts.first().is_some_and(|p| p.as_rule() == Rule::limited) {
        return StatementKind::PromotionLimited;
    }
    let mut zone = None;
    let mut entering = None;
    let mut forced = None;
    let mut on_entry = None;
    for p in parts {
        match p.as_rule() {
            Rule::name => zone = Some(word(p, off)),
            Rule::entering => entering = Some(span_of(&p, off)),
            Rule::forced => forced = Some(span_of(&p, off)),
            Rule::on_entry => on_entry = Some(span_of(&p, off)),
            _ => {} // kw_in
        }
    }
    StatementKind::Promotion {
        zone: zone.expect("grammar: promotion in REGION"),
        entering,
        forced,
        on_entry,
    }
}

fn captures(parts: Vec<Pair<'_, Rule>>) -> StatementKind {
    let p = parts
        .into_iter()
        .next()
        .expect("grammar: captures removed | to hand");
    StatementKind::Captures(match p.as_rule() {
        Rule::to_hand => CapturesKind::ToHand {
            promoted_removed: p.into_inner().any(|q| q.as_rule() == Rule::kw_promoted),
        },
        _ => CapturesKind::Removed,
    })
}

fn drops(parts: Vec<Pair<'_, Rule>>, off: usize) -> StatementKind {
    let p = parts
        .into_iter()
        .next()
        .expect("grammar: drops nifu | mate | either face");
    let rule = p.as_rule();
    if rule == Rule::either_face {
        return StatementKind::DropsEitherFace;
    }
    if rule == Rule::drop_check {
        let v = p
            .into_inner()
            .nth(1)
            .expect("grammar: drops check illegal|allowed");
        return StatementKind::DropsCheck {
            illegal: v.as_rule() == Rule::illegal,
            verdict: span_of(&v, off),
        };
    }
    let mut inner = p.into_inner().skip(1);
    let piece = word(inner.next().expect("grammar: drops ... PIECE"), off);
    if rule == Rule::drop_region {
        return StatementKind::DropsIn(piece);
    }
    match rule {
        Rule::nifu_clause => match inner.next() {
            Some(n) => StatementKind::DropsNifuCount {
                piece,
                count: num(n, off),
            },
            None => StatementKind::DropsNifu(piece),
        },
        _ => {
            let v = inner
                .next()
                .expect("grammar: drops mate PIECE illegal|allowed");
            StatementKind::DropsMate {
                piece,
                illegal: v.as_rule() == Rule::illegal,
                verdict: span_of(&v, off),
            }
        }
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
