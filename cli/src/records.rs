//! Game records in PGN's import format: headers (`[Event "…"]`, values with `\"` and `\\`
//! escapes) followed by movetext in the variant's notation (ICCS for xiangqi, USI for the
//! shogi family, UCI) or in SAN (`crate::replay` reads both). This is the format of
//! `../shared/data/xiangqi/` and of chess databases; the `[FEN]`, `[SetUp]` and `[Variant]`
//! tags are read by the replay.
//!
//! The movetext may hold, besides the moves:
//! - move numbers, `12.` before the first player's move and `12...` before the second's, with or
//!   without a space before the move (`1.h2e2`);
//! - a result token ending the game: `1-0`, `0-1`, `1/2-1/2` or `*`;
//! - comments: `{…}` (may span lines) and `;` to the end of the line;
//! - variations `(…)`, nested, may span lines: skipped with everything in them;
//! - numeric annotation glyphs (`$1`) and move suffixes `!`, `?`, `!!`, `??`, `!?`, `?!` and the
//!   mate mark `#`: dropped. A trailing `+` is kept, as USI and ICCS write a promotion so
//!   (`8h2b+`); where it is a check mark instead (`h2e2+` in xiangqi), the replay reads it so
//!   (`crate::replay`).
//!
//! Lines starting with `%` are PGN escape lines, skipped; empty lines are skipped anywhere.
//!
//! Files are read as they come ([`read_records`]): a UTF-8 byte-order mark at the start is
//! dropped, lines may end in LF, CRLF or CR, and a tag value may hold unescaped quotes (the
//! value runs from the first quote to the last one before `]`, as python-chess reads it:
//! `[Event ""Huangshan Cup" National GM,CM Tournament 2002"]`). What cannot be read is a
//! warning naming its line, and the rest is read on: a malformed header line is skipped (its
//! game is still read), a `)` or `}` that closes nothing is ignored, and a comment or variation
//! still open at a blank line followed by a header line is closed there, so that one bad game
//! never costs the others.

/// One game: its header tags and its moves as written, each with the 1-based line it is on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Header tags in order, e.g. `("Event", "China Team Championship 1998")`.
    pub tags: Vec<(String, String)>,
    /// The moves as written less their annotation marks (`h2e2`, `8h2b+`), each with the
    /// line it stands on.
    pub moves: Vec<(String, usize)>,
    /// The result token, if the record gives one.
    pub result: Option<String>,
    /// The line the game starts on (its first tag or move).
    pub line: usize,
}

impl Record {
    /// The value of tag `name`, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A line of a record file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

fn is_result(tok: &str) -> bool {
    matches!(tok, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// Whether `tok` is a move number such as `12.` or `12...`.
fn is_move_number(tok: &str) -> bool {
    let digits = tok.trim_end_matches('.');
    digits.len() < tok.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

/// Whether `tok` is a numeric annotation glyph such as `$1`.
fn is_nag(tok: &str) -> bool {
    tok.strip_prefix('$')
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// The move in a movetext token: without a move number written against it (`1.h2e2`,
/// `1...h9g7`), suffix annotations (`!`, `?`, `!?`, ...) and a mate mark (`#`). Empty when
/// nothing is left (a lone `!?`).
fn move_text(tok: &str) -> &str {
    let mv = match tok.find('.') {
        Some(p) if is_move_number(&tok[..=p]) => tok[p + 1..].trim_start_matches('.'),
        _ => tok,
    };
    mv.trim_end_matches(['!', '?']).trim_end_matches('#')
}

/// The games of a record file and what could not be read in it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Records {
    /// The games, in file order.
    pub games: Vec<Record>,
    /// Each line that could not be read, and why; the games are read on past it.
    pub warnings: Vec<RecordError>,
}

/// Splits a record file into games. A game starts at a header block (or at the first move after
/// the previous game's result) and ends at the next header block or at a result. Nothing stops
/// the reading: a malformed header line (`[` without a closing `"value"]`) is skipped, a `)` or
/// `}` that closes nothing is ignored, a comment or variation left open is closed at a blank
/// line followed by a header line (or at the end of the text), each with a warning naming the
/// line (an unclosed comment's or variation's: the line it opens on).
pub fn read_records(text: &str) -> Records {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = Reader::default();
    let lines: Vec<&str> = lines(text).map(str::trim).collect();
    for (i, line) in lines.iter().enumerate() {
        // a blank line then a header line: the next game's headers, even inside an unclosed
        // comment or variation
        let next_game = i > 0 && lines[i - 1].is_empty() && parse_header(line).is_some();
        reader.line(line, i + 1, next_game);
    }
    reader.finish()
}

/// [`read_records`], strict: the first line that could not be read is an error.
///
/// # Errors
/// The first of [`Records::warnings`].
pub fn parse_records(text: &str) -> Result<Vec<Record>, RecordError> {
    let records = read_records(text);
    match records.warnings.into_iter().next() {
        Some(e) => Err(e),
        None => Ok(records.games),
    }
}

/// The lines of `text`, each ended by LF, CRLF or CR (or the end of the text).
fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let t = rest?;
        match t.find(['\n', '\r']) {
            Some(at) => {
                let skip = if t[at..].starts_with("\r\n") { 2 } else { 1 };
                rest = Some(&t[at + skip..]).filter(|r| !r.is_empty());
                Some(&t[..at])
            }
            None => {
                rest = None;
                Some(t)
            }
        }
    })
}

/// A header line, `[Name "value"]`, read.
fn parse_header(line: &str) -> Option<(String, String)> {
    parse_tag(line.strip_prefix('[')?)
}

/// The state of [`read_records`] between lines: the games so far, the one being read, and the
/// comment or variations a line leaves open.
#[derive(Default)]
struct Reader {
    games: Vec<Record>,
    cur: Record,
    /// Whether the current game's movetext has begun (a header line then starts a new game).
    in_moves: bool,
    /// The line of the `{` of an open comment.
    comment: Option<usize>,
    /// The line of the `(` of each open variation, outermost first.
    variations: Vec<usize>,
    /// What could not be read so far.
    warnings: Vec<RecordError>,
}

impl Reader {
    /// Notes a warning at `line`.
    fn warn(&mut self, line: usize, message: String) {
        self.warnings.push(RecordError { line, message });
    }

    /// Closes the comment and variations left open, with a warning for the outermost.
    fn close_open(&mut self, before: &str) {
        if let Some(line) = self.comment.take() {
            let message = format!("unclosed comment: the `{{` on this line has no `}}` {before}");
            self.warn(line, message);
        } else if let Some(&line) = self.variations.first() {
            let message = format!("unclosed variation: the `(` on this line has no `)` {before}");
            self.warn(line, message);
        }
        self.comment = None;
        self.variations.clear();
    }

    /// Reads one line, trimmed, numbered `line_no` (1-based); `next_game`: a header line after
    /// a blank line, which closes any comment or variation left open.
    fn line(&mut self, line: &str, line_no: usize, next_game: bool) {
        if next_game && (self.comment.is_some() || !self.variations.is_empty()) {
            self.close_open("before the next game's headers");
        }
        if self.comment.is_none() && self.variations.is_empty() {
            if line.is_empty() || line.starts_with('%') {
                return;
            }
            if line.starts_with('[') {
                if self.in_moves {
                    self.end_game();
                }
                let Some(tag) = parse_header(line) else {
                    let message = format!(
                        "malformed header `{line}`: expected `[Name \"value\"]`; the line is skipped"
                    );
                    self.warn(line_no, message);
                    return;
                };
                if self.cur.tags.is_empty() && self.cur.moves.is_empty() {
                    self.cur.line = line_no;
                }
                self.cur.tags.push(tag);
                return;
            }
            self.in_moves = true;
        }
        let mut rest = line;
        loop {
            if self.comment.is_some() {
                let Some(end) = rest.find('}') else {
                    return;
                };
                self.comment = None;
                rest = &rest[end + 1..];
            }
            rest = rest.trim_start();
            let Some(c) = rest.chars().next() else {
                return;
            };
            match c {
                ';' => return,
                '{' => self.comment = Some(line_no),
                '(' => self.variations.push(line_no),
                ')' => {
                    if self.variations.pop().is_none() {
                        self.warn(line_no, "`)` closes no variation; it is ignored".into());
                    }
                }
                '}' => self.warn(line_no, "`}` closes no comment; it is ignored".into()),
                _ => {
                    let end = rest
                        .find(|c: char| c.is_whitespace() || "{}();".contains(c))
                        .unwrap_or(rest.len());
                    if self.variations.is_empty() {
                        self.token(&rest[..end], line_no);
                    }
                    rest = &rest[end..];
                    continue;
                }
            }
            rest = &rest[1..];
        }
    }

    /// Takes one movetext token outside comments and variations.
    fn token(&mut self, tok: &str, line_no: usize) {
        if is_result(tok) {
            self.cur.result = Some(tok.to_string());
            self.games.push(std::mem::take(&mut self.cur));
            self.in_moves = false;
            return;
        }
        if is_nag(tok) || is_move_number(tok) {
            return;
        }
        let mv = move_text(tok);
        if mv.is_empty() {
            return;
        }
        if self.cur.tags.is_empty() && self.cur.moves.is_empty() {
            self.cur.line = line_no;
        }
        self.cur.moves.push((mv.to_string(), line_no));
    }

    /// Ends the current game, if it has anything.
    fn end_game(&mut self) {
        let game = std::mem::take(&mut self.cur);
        if !game.tags.is_empty() || !game.moves.is_empty() {
            self.games.push(game);
        }
        self.in_moves = false;
    }

    /// The games read and the warnings, a comment or variation left open at the end among them.
    fn finish(mut self) -> Records {
        self.close_open("before the end of the file");
        self.end_game();
        Records {
            games: self.games,
            warnings: self.warnings,
        }
    }
}

/// Reads a header line after its `[`: the name, and the value from the first quote to the last
/// one, which ends the line before its `]` (python-chess's reading: quotes inside need no
/// escape); PGN's escapes `\"` and `\\` stand for a quote and a backslash.
fn parse_tag(rest: &str) -> Option<(String, String)> {
    let rest = rest.strip_suffix(']')?.trim_end();
    let (name, value) = rest.split_once(char::is_whitespace)?;
    let name_ok = name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "_+#=:-".contains(c));
    if name.is_empty() || !name_ok {
        return None;
    }
    let quoted = value.trim_start().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = quoted.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('\\', Some(&next @ ('\\' | '"'))) => {
                value.push(next);
                chars.next();
            }
            _ => value.push(c),
        }
    }
    Some((name.to_string(), value))
}
