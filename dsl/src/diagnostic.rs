//! Errors found in a rules file, with the span they point at, rendered rustc-style by
//! annotate-snippets.

use std::ops::Range;

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

/// One error in a rules file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The bytes of the source it points at.
    pub span: Range<usize>,
    /// What is wrong: lowercase, no final period, code in backticks.
    pub message: String,
    /// The label under the caret.
    pub label: String,
    /// How to fix it, as a statement.
    pub help: Option<String>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn new(span: Range<usize>, message: impl Into<String>, label: impl Into<String>) -> Self {
        Diagnostic {
            span,
            message: message.into(),
            label: label.into(),
            help: None,
        }
    }

    /// The same error with a help line.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// The 1-based line and column (in characters) where the span starts in `source`.
    pub fn line_col(&self, source: &str) -> (usize, usize) {
        line_col(source, self.span.start)
    }
}

/// The 1-based line and column (in characters) of byte offset `pos` in `source`.
pub fn line_col(source: &str, pos: usize) -> (usize, usize) {
    let pos = floor_char_boundary(source, pos);
    let before = &source[..pos];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[line_start..].chars().count() + 1)
}

/// The largest char boundary of `s` that is `<= pos` (clamped to `s.len()`).
fn floor_char_boundary(s: &str, pos: usize) -> usize {
    let mut pos = pos.min(s.len());
    while !s.is_char_boundary(pos) {
        pos -= 1;
    }
    pos
}

/// All the errors found in a rules file, ordered by position. Derefs to a slice
/// (`len`, `is_empty`, `iter`, indexing).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Diagnostics(Vec<Diagnostic>);

impl Diagnostics {
    /// No errors yet.
    pub fn new() -> Self {
        Diagnostics(Vec::new())
    }

    /// Adds an error.
    pub fn push(&mut self, d: Diagnostic) {
        self.0.push(d);
    }

    /// Sorts the errors by position (stable: errors at one position keep their order).
    pub fn sort(&mut self) {
        self.0.sort_by_key(|d| (d.span.start, d.span.end));
    }

    /// Renders every error, rustc-style, without colours: `error: ...`, `--> path:line:col`, the
    /// source line with a caret and the label, then `= help: ...`.
    pub fn render(&self, path: &str, source: &str) -> String {
        self.render_with(&Renderer::plain(), path, source)
    }

    /// Like [`Diagnostics::render`], with ANSI colours for a terminal.
    pub fn render_styled(&self, path: &str, source: &str) -> String {
        self.render_with(&Renderer::styled(), path, source)
    }

    fn render_with(&self, renderer: &Renderer, path: &str, source: &str) -> String {
        let mut out = String::new();
        for d in &self.0 {
            let start = floor_char_boundary(source, d.span.start);
            let end = floor_char_boundary(source, d.span.end).max(start);
            let snippet = Snippet::source(source).path(path).annotation(
                AnnotationKind::Primary
                    .span(start..end)
                    .label(d.label.as_str()),
            );
            let mut group: Group<'_> = Level::ERROR
                .primary_title(d.message.as_str())
                .element(snippet);
            if let Some(help) = &d.help {
                group = group.element(Level::HELP.message(help.as_str()));
            }
            out.push_str(&renderer.render(&[group]));
            out.push_str("\n\n");
        }
        if self.0.len() > 1 {
            out.push_str(&format!("error: {} errors found\n", self.0.len()));
        }
        out
    }
}

impl From<Vec<Diagnostic>> for Diagnostics {
    fn from(mut v: Vec<Diagnostic>) -> Self {
        v.sort_by_key(|d| (d.span.start, d.span.end));
        Diagnostics(v)
    }
}

impl std::ops::Deref for Diagnostics {
    type Target = [Diagnostic];
    fn deref(&self) -> &[Diagnostic] {
        &self.0
    }
}

impl IntoIterator for Diagnostics {
    type Item = Diagnostic;
    type IntoIter = std::vec::IntoIter<Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl Extend<Diagnostic> for Diagnostics {
    fn extend<T: IntoIterator<Item = Diagnostic>>(&mut self, iter: T) {
        self.0.extend(iter);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_chars() {
        let src = "ab\n将棋 x\n";
        assert_eq!(line_col(src, 0), (1, 1));
        assert_eq!(line_col(src, 3), (2, 1));
        assert_eq!(line_col(src, 3 + 7), (2, 4));
        // inside a multi-byte char: the char's own column
        assert_eq!(line_col(src, 4), (2, 1));
        assert_eq!(line_col(src, 1000), (3, 1));
    }
}
