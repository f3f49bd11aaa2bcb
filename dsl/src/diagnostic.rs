//! Errors found in a rules file, with the span they point at, rendered rustc-style by
//! annotate-snippets.

use std::ops::Range;

use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet};

/// One error (or warning) in a rules file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// An error (the file does not compile) or a warning (it does, but likely not as meant:
    /// [`crate::warnings`]).
    pub severity: Severity,
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
            severity: Severity::Error,
            span,
            message: message.into(),
            label: label.into(),
            help: None,
        }
    }

    /// A statement stated a second time at `span`, `what` being its text (`lions cheap`);
    /// the help is `help` and the line of the first one (which starts at byte `first` of
    /// `source`).
    pub(crate) fn duplicate(
        span: Range<usize>,
        what: &str,
        help: &str,
        first: usize,
        source: &str,
    ) -> Self {
        let (line, _) = line_col(source, first);
        Diagnostic::new(
            span,
            format!("duplicate `{what}` statement"),
            "stated again here",
        )
        .with_help(format!("{help}; the first is on line {line}"))
    }

    /// The same diagnostic as a warning.
    pub fn warning(mut self) -> Self {
        self.severity = Severity::Warning;
        self
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

/// How serious a [`Diagnostic`] is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Severity {
    /// The file does not compile.
    #[default]
    Error,
    /// The file compiles, but a rule likely does not do what was meant; it fails nothing.
    Warning,
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

    /// Renders the errors, rustc-style, without colours: `error: ...`, `--> path:line:col`, the
    /// source line with a caret and the label, then `= help: ...`; then, for more than one error,
    /// `error: N errors found`. The output is bounded whatever the file: at most [`MAX_SHOWN`]
    /// errors are shown (the last line says how many were not), a source line longer than
    /// [`MAX_LINE_CHARS`] is cut to a window around the span, marked `...` (the column in the
    /// `-->` line is still counted on the whole line), a span running over several lines is
    /// shown on its first, and a message, label or help longer than [`MAX_TEXT_CHARS`] is cut
    /// in the middle. The time taken grows with the size of the source and the number of
    /// errors shown, not with the number of errors.
    pub fn render(&self, path: &str, source: &str) -> String {
        self.render_with(&Renderer::plain(), path, source)
    }

    /// Like [`Diagnostics::render`], with ANSI colours for a terminal.
    pub fn render_styled(&self, path: &str, source: &str) -> String {
        self.render_with(&Renderer::styled(), path, source)
    }

    fn render_with(&self, renderer: &Renderer, path: &str, source: &str) -> String {
        let mut out = String::new();
        for d in self.0.iter().take(MAX_SHOWN) {
            let ex = Excerpt::of(source, &d.span);
            let (message, label) = (shorten(&d.message), shorten(&d.label));
            let snippet = Snippet::source(ex.text.as_str())
                .path(path)
                .line_start(ex.line)
                .annotation(
                    AnnotationKind::Primary
                        .span(ex.span.clone())
                        .label(label.as_ref()),
                );
            let level = match d.severity {
                Severity::Error => Level::ERROR,
                Severity::Warning => Level::WARNING,
            };
            let mut group: Group<'_> = level.primary_title(message.as_ref()).element(snippet);
            let help = d.help.as_deref().map(shorten);
            if let Some(help) = &help {
                group = group.element(Level::HELP.message(help.as_ref()));
            }
            out.push_str(&ex.fix_column(renderer.render(&[group])));
            out.push_str("\n\n");
        }
        let n = self.0.len();
        let (level, what) = if self.0.iter().all(|d| d.severity == Severity::Warning) {
            ("warning", "warnings")
        } else {
            ("error", "errors")
        };
        if n > MAX_SHOWN {
            out.push_str(&format!(
                "{level}: {n} {what} found; only the first {MAX_SHOWN} are shown\n"
            ));
        } else if n > 1 {
            out.push_str(&format!("{level}: {n} {what} found\n"));
        }
        out
    }
}

/// At most this many errors are rendered ([`Diagnostics::render`]); the last line says how
/// many were found in all.
pub const MAX_SHOWN: usize = 50;

/// A source line longer than this many characters is shown cut to a window of this many
/// characters around the span, marked `...` where cut.
pub const MAX_LINE_CHARS: usize = 100;

/// How many characters of a cut line are kept before the span.
const CONTEXT_CHARS: usize = 40;

/// A message, label or help longer than this many characters (it may quote a very long name)
/// is shown cut in the middle, marked `...`.
pub const MAX_TEXT_CHARS: usize = 400;

/// The part of the source a diagnostic shows: the line its span starts on (a span running
/// over several lines is shown on its first line), cut to a window around the span when long.
struct Excerpt {
    /// The text shown.
    text: String,
    /// The span, in bytes of `text`.
    span: Range<usize>,
    /// The 1-based line number.
    line: usize,
    /// The 1-based column of the span's start, in characters of the whole line.
    column: usize,
    /// The 1-based column of the span's start in `text` (different when the line is cut).
    shown_column: usize,
}

impl Excerpt {
    fn of(source: &str, span: &Range<usize>) -> Excerpt {
        let start = floor_char_boundary(source, span.start);
        let end = floor_char_boundary(source, span.end).max(start);
        let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = source[start..]
            .find('\n')
            .map_or(source.len(), |i| start + i);
        let line = source.as_bytes()[..line_start]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        let full = &source[line_start..line_end];
        let text = full.strip_suffix('\r').unwrap_or(full);
        // the span within the line, in bytes; past the line's end it stops there
        let a = (start - line_start).min(text.len());
        let b = (end - line_start).clamp(a, text.len());
        let (s, e) = (text[..a].chars().count(), text[..b].chars().count());
        let n = e + text[b..].chars().count();
        if n <= MAX_LINE_CHARS {
            return Excerpt {
                text: text.to_string(),
                span: a..b,
                line,
                column: s + 1,
                shown_column: s + 1,
            };
        }
        // a window of MAX_LINE_CHARS characters from CONTEXT_CHARS before the span, moved left
        // when it would run past the line's end
        let right = (s.saturating_sub(CONTEXT_CHARS) + MAX_LINE_CHARS).min(n);
        let left = right.saturating_sub(MAX_LINE_CHARS);
        let prefix = if left > 0 { "..." } else { "" };
        let suffix = if right < n { "..." } else { "" };
        // the byte offset of the character `i` (`i <= n`)
        let offset = |i: usize| text.char_indices().nth(i).map_or(text.len(), |(o, _)| o);
        let (from, to) = (offset(left), offset(right));
        let at = |byte: usize| prefix.len() + byte.clamp(from, to) - from;
        Excerpt {
            text: format!("{prefix}{}{suffix}", &text[from..to]),
            span: at(a)..at(b),
            line,
            column: s + 1,
            shown_column: prefix.len() + s - left + 1,
        }
    }

    /// `rendered` with the column in its `--> PATH:LINE:COLUMN` line put right: the renderer
    /// counts it in the cut line it was given.
    fn fix_column(&self, rendered: String) -> String {
        if self.column == self.shown_column {
            return rendered;
        }
        let shown = format!(":{}:{}", self.line, self.shown_column);
        let Some(header) = rendered.find("--> ") else {
            return rendered;
        };
        let header_end = rendered[header..]
            .find('\n')
            .map_or(rendered.len(), |i| header + i);
        match rendered[header..header_end].rfind(&shown) {
            Some(i) => {
                let at = header + i;
                format!(
                    "{}:{}:{}{}",
                    &rendered[..at],
                    self.line,
                    self.column,
                    &rendered[at + shown.len()..]
                )
            }
            None => rendered,
        }
    }
}

/// `text`, cut in the middle to at most [`MAX_TEXT_CHARS`] characters and `...`.
fn shorten(text: &str) -> std::borrow::Cow<'_, str> {
    let n = text.chars().count();
    if n <= MAX_TEXT_CHARS {
        return text.into();
    }
    let head: String = text.chars().take(MAX_TEXT_CHARS * 2 / 3).collect();
    let tail: String = text.chars().skip(n - MAX_TEXT_CHARS / 3).collect();
    format!("{head}...{tail}").into()
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

    fn excerpt(source: &str, span: Range<usize>) -> (String, String, usize, usize) {
        let e = Excerpt::of(source, &span);
        let shown = e.text[e.span.clone()].to_string();
        (e.text, shown, e.line, e.column)
    }

    #[test]
    fn short_lines_are_shown_whole() {
        let src = "ab\n将棋 xy\r\nlast";
        assert_eq!(excerpt(src, 10..12), ("将棋 xy".into(), "xy".into(), 2, 4));
        // a span over several lines stops at the end of its first line
        assert_eq!(excerpt(src, 0..8), ("ab".into(), "ab".into(), 1, 1));
        // at the line end (its `\r\n`) and at the end of the file: empty, after the text
        assert_eq!(excerpt(src, 12..14), ("将棋 xy".into(), "".into(), 2, 6));
        assert_eq!(excerpt(src, 18..18), ("last".into(), "".into(), 3, 5));
    }

    #[test]
    fn long_lines_are_cut_to_a_window_around_the_span() {
        let line: String = (0..100).map(|i| format!("w{i:02} ")).collect(); // 400 chars
        // near the start: cut at the right only
        let (text, shown, _, col) = excerpt(&line, 4..7);
        assert_eq!((shown.as_str(), col), ("w01", 5));
        assert!(
            text.starts_with("w00 w01") && text.ends_with("..."),
            "{text}"
        );
        assert_eq!(text.chars().count(), MAX_LINE_CHARS + 3);
        // in the middle: CONTEXT_CHARS before the span
        let (text, shown, _, col) = excerpt(&line, 200..203);
        assert_eq!((shown.as_str(), col), ("w50", 201));
        assert!(
            text.starts_with("...w40 ") && text.ends_with("..."),
            "{text}"
        );
        assert_eq!(text.chars().count(), MAX_LINE_CHARS + 6);
        // a span longer than the window stops at its end
        let (_, shown, _, _) = excerpt(&line, 200..400);
        assert_eq!(shown.chars().count(), MAX_LINE_CHARS - CONTEXT_CHARS);
        // near the end: the window ends with the line
        let (text, shown, _, col) = excerpt(&line, 396..399);
        assert_eq!((shown.as_str(), col), ("w99", 397));
        assert!(text.starts_with("...") && text.ends_with("w99 "), "{text}");
        // wide characters count as one each
        let wide = "金".repeat(300);
        let (text, shown, _, col) = excerpt(&wide, 450..453);
        assert_eq!((shown.as_str(), col), ("金", 151));
        assert_eq!(text, format!("...{}...", "金".repeat(MAX_LINE_CHARS)));
    }

    #[test]
    fn the_column_of_a_cut_line_is_counted_on_the_whole_line() {
        let source = format!("{}X\n", "a ".repeat(200));
        let d = Diagnostics::from(vec![Diagnostic::new(400..401, "bad", "here")]);
        let text = d.render("f.koma", &source);
        assert!(text.contains("--> f.koma:1:401\n"), "{text}");
        assert!(
            text.contains("1 | ... a a a ") && text.contains(" a a a X\n"),
            "{text}"
        );
    }

    #[test]
    fn long_texts_are_cut_in_the_middle() {
        assert_eq!(shorten("short"), "short");
        let long = format!("unknown piece `{}`", "x".repeat(1000));
        let cut = shorten(&long);
        assert!(cut.chars().count() <= MAX_TEXT_CHARS + 3, "{cut}");
        assert!(cut.starts_with("unknown piece `xxx"), "{cut}");
        assert!(cut.contains("xxx...xxx") && cut.ends_with("xxx`"), "{cut}");
    }

    #[test]
    fn at_most_max_shown_errors_are_rendered() {
        let source = "x\n".repeat(100);
        let all: Vec<Diagnostic> = (0..100)
            .map(|i| Diagnostic::new(2 * i..2 * i + 1, "bad", "here"))
            .collect();
        let text = Diagnostics::from(all).render("f.koma", &source);
        assert_eq!(text.matches("error: bad").count(), MAX_SHOWN);
        assert!(
            text.ends_with("error: 100 errors found; only the first 50 are shown\n"),
            "{text}"
        );
        let few = Diagnostics::from(vec![Diagnostic::new(0..1, "bad", "here"); 3]);
        assert!(
            few.render("f.koma", &source)
                .ends_with("\nerror: 3 errors found\n")
        );
    }

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
