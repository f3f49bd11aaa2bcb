//! Where a span is: its line, as the IR records it for messages.

use crate::ast::Span;

/// The 1-based line of `span` in `source`.
pub(crate) fn line_of(source: &str, span: &Span) -> u32 {
    crate::diagnostic::line_col(source, span.start).0 as u32
}
