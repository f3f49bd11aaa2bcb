//! The statements of the language, one row each ([`STATEMENTS`]): the keyword that starts it,
//! its written form for syntax-error help, its pest rules, the words of the pest rules only it
//! uses, whether a file may give it more than once, and its parser. Everything that lists the
//! statements reads this table: the parse of a statement (`statement.rs`), the "unknown
//! statement" help and the nearest-keyword suggestion ([`keywords`]), the syntax-error messages
//! (`errors.rs`), the error recovery (`text.rs`) and the duplicate-statement check
//! (`check/sorted.rs`).
//!
//! Adding a statement is one row here, its rule in `grammar.pest` (in the `statement` and
//! `statement_kw` alternatives), its parser (in the file of its family, `end.rs`, or its own),
//! its variant of [`crate::ast::StatementKind`] and its checker, which reads its statements
//! through `Sorted::of`.

use pest::iterators::Pair;

use super::grammar::Rule;
use super::{
    captures, castling, counting, drops, end, insufficient, lions, piece, promotion, region,
    royalty, simple,
};
use crate::ast::StatementKind;

/// A statement's parser: its rule (a row may have several) and its pairs after the keyword
/// (`off`: where the text pest was given starts in the file) → its AST kind. The grammar has
/// matched, so the pairs have the shape its rule says.
pub(crate) type Parse = for<'i> fn(Rule, Vec<Pair<'i, Rule>>, usize) -> StatementKind;

/// How many times a file may give a statement.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Once {
    /// Any number of times (or the statement's checker says otherwise).
    Many,
    /// At most once: a second one is a "duplicate statement" error.
    One,
    /// At most once, except its forms whose second word is this one, which may be given too
    /// (`promotion limited` beside `promotion in ZONE`).
    OneExcept(&'static str),
}

/// One statement of the language.
#[derive(Debug)]
pub(crate) struct StatementRow {
    /// The keyword that starts it, as written (`no-capture`).
    pub keyword: &'static str,
    /// Its form as `docs/language.md` writes it, for syntax-error help
    /// (`xboard name NAME`).
    pub form: &'static str,
    /// Its pest rules: the keyword's rule and the `*_stmt` rules. An expected-token message
    /// reports them together as "a statement".
    pub rules: &'static [Rule],
    /// The rules only this statement uses, with how an expected-token message writes them
    /// (`` `name` ``). Rules shared between statements are described in `errors.rs`.
    pub words: &'static [(Rule, &'static str)],
    /// How many times a file may give it.
    pub once: Once,
    /// Its parser.
    pub parse: Parse,
}

/// A row with no words of its own, given any number of times.
const fn row(
    keyword: &'static str,
    form: &'static str,
    rules: &'static [Rule],
    parse: Parse,
) -> StatementRow {
    StatementRow {
        keyword,
        form,
        rules,
        words: &[],
        once: Once::Many,
        parse,
    }
}

impl StatementRow {
    /// The row with these words of its own.
    const fn words(mut self, words: &'static [(Rule, &'static str)]) -> StatementRow {
        self.words = words;
        self
    }

    /// The row, given at most once (see [`Once`]).
    const fn once(mut self, once: Once) -> StatementRow {
        self.once = once;
        self
    }
}

/// Every statement, in the order the "unknown statement" help lists their keywords.
pub(crate) const STATEMENTS: &[StatementRow] = &[
    row(
        "variant",
        "variant NAME [\"TITLE\"]",
        &[Rule::kw_variant, Rule::variant_stmt],
        simple::variant,
    )
    .once(Once::One),
    row(
        "board",
        "board FILESxRANKS",
        &[Rule::kw_board, Rule::board_stmt],
        simple::board,
    )
    .once(Once::One),
    row(
        "notation",
        "notation sfen | fen | uci",
        &[Rule::kw_notation, Rule::notation_stmt],
        simple::notation,
    )
    .once(Once::One),
    row(
        "region",
        "region NAME = SPEC [SPEC] {, SPEC [SPEC]}",
        &[Rule::kw_region, Rule::region_stmt],
        |_, p, o| region::region(p, o),
    ),
    row(
        "piece",
        "piece NAME LETTER \"GLYPH\" [royal] moves MOVES [within REGION] [also LETTERS] [value N] \
         [promotes NAME \"GLYPH\" moves MOVES | promotes to NAME {, NAME}]",
        &[Rule::kw_piece, Rule::piece_stmt],
        |_, p, o| StatementKind::Piece(Box::new(piece::piece(p, o))),
    ),
    row(
        "promotion",
        "promotion in REGION [entering] [forced] | promotion every move | promotion limited",
        &[Rule::kw_promotion, Rule::promotion_stmt],
        |_, p, o| promotion::promotion(p, o),
    )
    .once(Once::OneExcept("limited")),
    row(
        "captures",
        "captures removed | captures to hand [, promoted removed]",
        &[Rule::kw_captures, Rule::captures_stmt],
        |_, p, _| captures::captures(p),
    )
    .once(Once::One),
    row(
        "drops",
        "drops nifu PIECE [N] | drops mate PIECE illegal | drops either face | drops in REGION \
         | drops check illegal",
        &[Rule::kw_drops, Rule::drops_stmt],
        |_, p, o| drops::drops(p, o),
    ),
    row(
        "forbid",
        "forbid facing-royals | forbid PIECE hops-over PIECE {, PIECE}",
        &[Rule::kw_forbid, Rule::forbid_stmt],
        simple::forbid,
    )
    .words(&[
        (Rule::kw_hops_over, "`hops-over`"),
        (Rule::forbid_pieces, "`hops-over` or `captures`"),
    ]),
    row(
        "start",
        "start \"SFEN or FEN\"",
        &[Rule::kw_start, Rule::start_stmt],
        simple::start,
    )
    .once(Once::One),
    row(
        "stalemate",
        "stalemate loses | draws",
        &[Rule::kw_stalemate, Rule::stalemate_stmt],
        end::statement,
    ),
    row(
        "repetition",
        "repetition N draws | loses",
        &[Rule::kw_repetition, Rule::repetition_stmt],
        end::statement,
    ),
    row(
        "perpetual",
        "perpetual check N loses | illegal",
        &[Rule::kw_perpetual, Rule::perpetual_stmt],
        end::statement,
    ),
    row(
        "chase",
        "chase by PIECE {, PIECE} | chase of PIECE [in REGION] {, PIECE [in REGION]}",
        &[Rule::kw_chase, Rule::chase_stmt],
        end::statement,
    ),
    row(
        "no-capture",
        "no-capture N plies draws | no-capture reset by PIECE {, PIECE}",
        &[
            Rule::kw_no_capture,
            Rule::no_capture_stmt,
            Rule::no_capture_reset_stmt,
        ],
        end::statement,
    )
    .words(&[(Rule::kw_plies, "`plies`"), (Rule::kw_reset, "`reset`")]),
    row(
        "material",
        "material draws without PIECE {, PIECE}",
        &[Rule::kw_material, Rule::material_stmt],
        end::statement,
    ),
    row(
        "immobile",
        "immobile pieces allowed",
        &[Rule::kw_immobile, Rule::immobile_stmt],
        simple::immobile,
    )
    .once(Once::One),
    row(
        "royals",
        "royals several | royals capturable",
        &[Rule::kw_royals, Rule::royals_stmt],
        royalty::statement,
    ),
    row(
        "win",
        "win royal reaches REGION [safe]",
        &[Rule::kw_win, Rule::win_stmt],
        royalty::statement,
    )
    .words(&[(Rule::kw_reaches, "`reaches`"), (Rule::safe, "`safe`")]),
    row(
        "bare-royal",
        "bare-royal loses",
        &[Rule::kw_bare_royal, Rule::bare_royal_stmt],
        end::statement,
    ),
    row(
        "bikjang",
        "bikjang draws",
        &[Rule::kw_bikjang, Rule::bikjang_stmt],
        |_, p, o| end::bikjang(p, o),
    ),
    row(
        "lions",
        "lions PIECE {, PIECE} | lions cheap PIECE {, PIECE} | lions counter-strike",
        &[Rule::kw_lions, Rule::lions_stmt],
        |_, p, o| lions::parse(p, o),
    )
    .words(&[
        (Rule::lions_cheap, "`cheap`"),
        (Rule::kw_cheap, "`cheap`"),
        (Rule::lions_counter, "`counter-strike`"),
        (Rule::kw_counter_strike, "`counter-strike`"),
    ]),
    row(
        "counting",
        "counting N moves draws [without PIECE {, PIECE}] | counting bare [K] PIECE M moves",
        &[
            Rule::kw_counting,
            Rule::counting_stmt,
            Rule::counting_bare_stmt,
            Rule::bare_limit,
        ],
        counting::statement,
    )
    .words(&[(Rule::kw_bare, "`bare`")]),
    row(
        "castling",
        "castling ROYAL SQ to SQ with PIECE SQ to SQ",
        &[Rule::kw_castling, Rule::castling_stmt],
        |_, p, o| castling::parse(p, o),
    )
    .words(&[(Rule::kw_with, "`with`")]),
    row(
        "insufficient-material",
        "insufficient-material draws mating PIECE {, PIECE}",
        &[Rule::kw_insufficient, Rule::insufficient_stmt],
        |_, p, o| insufficient::parse(p, o),
    )
    .words(&[(Rule::kw_mating, "`mating`")]),
    row(
        "xboard",
        "xboard name NAME",
        &[Rule::kw_xboard, Rule::xboard_stmt],
        simple::xboard,
    )
    .words(&[(Rule::kw_xboard_name, "`name`")])
    .once(Once::One),
    row(
        "extinction",
        "extinction loses | draws PIECE {, PIECE} [at most N]",
        &[Rule::kw_extinction, Rule::extinction_stmt],
        end::extinction,
    )
    .words(&[(Rule::kw_at, "`at`"), (Rule::kw_most, "`most`")])
    .once(Once::One),
];

/// The statement keywords, in the table's order.
pub(crate) fn keywords() -> impl Iterator<Item = &'static str> {
    STATEMENTS.iter().map(|r| r.keyword)
}

/// The keywords joined as the help lines list them: `` a`, `b`, `c ``.
pub(crate) fn keyword_list() -> String {
    keywords().collect::<Vec<_>>().join("`, `")
}

/// The row of the statement starting with `keyword`, if it is one.
pub(crate) fn row_of(keyword: &str) -> Option<&'static StatementRow> {
    STATEMENTS.iter().find(|r| r.keyword == keyword)
}

/// How an expected-token message describes `rule` when a statement owns it: `Some(None)` for
/// a statement's own rules (reported together as "a statement"), `Some(Some(words))` for a
/// word only one statement uses, `None` for any other rule.
pub(crate) fn describe(rule: Rule) -> Option<Option<&'static str>> {
    STATEMENTS.iter().find_map(|r| {
        if r.rules.contains(&rule) {
            Some(None)
        } else {
            r.words
                .iter()
                .find(|(w, _)| *w == rule)
                .map(|(_, d)| Some(*d))
        }
    })
}

/// The key under which a statement that starts with `keyword` and goes on with `rest` (the
/// text after the keyword) counts as given once, if it may be given only once: its keyword.
pub(crate) fn once_key(keyword: &str, rest: &str) -> Option<&'static str> {
    let row = row_of(keyword)?;
    match row.once {
        Once::Many => None,
        Once::One => Some(row.keyword),
        Once::OneExcept(word) => {
            let second = rest
                .trim_start()
                .split(|c: char| !super::util::is_word_char(c))
                .next();
            (second != Some(word)).then_some(row.keyword)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_statement_rule_of_the_grammar_has_a_row() {
        for rule in Rule::all_rules() {
            let name = format!("{rule:?}");
            if name.ends_with("_stmt") {
                assert_eq!(describe(*rule), Some(None), "{name} has no row");
            }
        }
    }

    #[test]
    fn keywords_are_unique_and_each_has_its_keyword_rule() {
        for (i, r) in STATEMENTS.iter().enumerate() {
            assert!(
                STATEMENTS[..i].iter().all(|o| o.keyword != r.keyword),
                "{} twice",
                r.keyword
            );
            assert!(
                r.rules.iter().any(|x| format!("{x:?}").starts_with("kw_")),
                "{} has no keyword rule",
                r.keyword
            );
            assert!(r.form.starts_with(r.keyword), "{}", r.form);
        }
    }

    #[test]
    fn promotion_limited_may_be_given_beside_promotion_in() {
        assert_eq!(once_key("promotion", " in zone"), Some("promotion"));
        assert_eq!(once_key("promotion", " every move"), Some("promotion"));
        assert_eq!(once_key("promotion", "  limited # c"), None);
        assert_eq!(once_key("variant", " x"), Some("variant"));
        assert_eq!(once_key("region", " x = ranks 1"), None);
        assert_eq!(once_key("castle", " x"), None);
    }
}
