//! The drop rules of the xiangqi-with-drops family: `drops in REGION` (every drop lands in the
//! region) and `drops check illegal | allowed` (whether a drop may give check). The shogi
//! rules (`drops nifu`, `drops mate`) are in `rules.rs`.

use crate::ast::Span;
use crate::check::context::Context;
use crate::diagnostic::{Diagnostic, Diagnostics, line_col};
use crate::ir::DropRules;

/// Fills `drops.region` and `drops.no_check` from the statements in `s`; reports an unknown
/// region, and a rule stated twice (a duplicate, or a contradiction).
pub(crate) fn lower(cx: &Context<'_>, drops: &mut DropRules, diags: &mut Diagnostics) {
    let (s, regions, source) = (cx.s, cx.names, cx.source);
    if let Some((first, rest)) = s.drop_in.split_first() {
        drops.region = crate::check::region::resolve(regions, first, diags);
        for w in rest {
            let (line, _) = line_col(source, first.span.start);
            diags.push(
                Diagnostic::new(
                    w.span.clone(),
                    "duplicate `drops in` rule",
                    "a second drop region",
                )
                .with_help(format!(
                    "the first, `drops in {}`, is on line {line}; keep one (write both in one \
                     region with `,`)",
                    first.text
                )),
            );
        }
    }
    if let Some(((illegal, first), rest)) = s.drop_check.split_first() {
        drops.no_check = *illegal;
        for (again, span) in rest {
            diags.push(repeated_check(source, *illegal, first, *again, span));
        }
    }
}

/// A second `drops check` statement: a duplicate of the first, or a contradiction.
fn repeated_check(
    source: &str,
    first_illegal: bool,
    first: &Span,
    illegal: bool,
    span: &Span,
) -> Diagnostic {
    let (line, _) = line_col(source, first.start);
    let word = |b: bool| if b { "illegal" } else { "allowed" };
    if first_illegal == illegal {
        Diagnostic::new(
            span.clone(),
            format!("duplicate `drops check {}`", word(illegal)),
            "stated again here",
        )
        .with_help(format!("the first is on line {line}; remove one"))
    } else {
        Diagnostic::new(
            span.clone(),
            "contradictory drop-check rules",
            format!("line {line} says `{}`", word(first_illegal)),
        )
        .with_help("keep one of `drops check illegal` and `drops check allowed`")
    }
}
