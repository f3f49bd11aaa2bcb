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
//! Lines starting with `%` are PGN escape lines, skipped.

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

/// Splits a record file into games. A game starts at a header block (or at the first move after
/// the previous game's result) and ends at the next header block or at a result.
///
/// # Errors
/// A malformed header line (`[` without a closing `"value"]`), a `)` or `}` that closes
/// nothing, and a comment or variation still open at the end of the text (the error gives the
/// line it opens on).
pub fn parse_records(text: &str) -> Result<Vec<Record>, RecordError> {
    let mut reader = Reader::default();
    for (i, line) in text.lines().enumerate() {
        reader.line(line.trim(), i + 1)?;
    }
    reader.finish()
}

/// The state of [`parse_records`] between lines: the games so far, the one being read, and the
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
}

impl Reader {
    /// Reads one line, trimmed, numbered `line_no` (1-based).
    fn line(&mut self, line: &str, line_no: usize) -> Result<(), RecordError> {
        let error = |message: String| RecordError {
            line: line_no,
            message,
        };
        if self.comment.is_none() && self.variations.is_empty() {
            if line.is_empty() || line.starts_with('%') {
                return Ok(());
            }
            if let Some(rest) = line.strip_prefix('[') {
                if self.in_moves {
                    self.end_game();
                }
                let tag = parse_tag(rest).ok_or_else(|| {
                    error(format!(
                        "malformed header `{line}`: expected `[Name \"value\"]`"
                    ))
                })?;
                if self.cur.tags.is_empty() && self.cur.moves.is_empty() {
                    self.cur.line = line_no;
                }
                self.cur.tags.push(tag);
                return Ok(());
            }
            self.in_moves = true;
        }
        let mut rest = line;
        loop {
            if self.comment.is_some() {
                let Some(end) = rest.find('}') else {
                    return Ok(());
                };
                self.comment = None;
                rest = &rest[end + 1..];
            }
            rest = rest.trim_start();
            let Some(c) = rest.chars().next() else {
                return Ok(());
            };
            match c {
                ';' => return Ok(()),
                '{' => self.comment = Some(line_no),
                '(' => self.variations.push(line_no),
                ')' => {
                    if self.variations.pop().is_none() {
                        return Err(error("`)` closes no variation".into()));
                    }
                }
                '}' => return Err(error("`}` closes no comment".into())),
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

    /// The games read, or the comment or variation left open.
    fn finish(mut self) -> Result<Vec<Record>, RecordError> {
        if let Some(line) = self.comment {
            return Err(RecordError {
                line,
                message: "unclosed comment: the `{` on this line has no `}`".into(),
            });
        }
        if let Some(&line) = self.variations.last() {
            return Err(RecordError {
                line,
                message: "unclosed variation: the `(` on this line has no `)`".into(),
            });
        }
        self.end_game();
        Ok(self.games)
    }
}

/// Reads a header line after its `[`: the name, and the value between quotes, in which PGN
/// escapes a quote as `\"` and a backslash as `\\`.
fn parse_tag(rest: &str) -> Option<(String, String)> {
    let rest = rest.strip_suffix(']')?;
    let (name, value) = rest.split_once(char::is_whitespace)?;
    let quoted = value.trim().strip_prefix('"')?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => {
                return chars
                    .as_str()
                    .is_empty()
                    .then_some((name.to_string(), value));
            }
            _ => value.push(c),
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_headers_moves_and_results() {
        let text = "[Event \"A\"]\n[Red \"X\"]\n\n1. h2e2 h9g7 2. h0g2\n\n[Event \"B\"]\n1.c3c4 b7c7 1-0\n";
        let games = parse_records(text).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].tag("Event"), Some("A"));
        assert_eq!(games[0].tag("Red"), Some("X"));
        let moves: Vec<&str> = games[0].moves.iter().map(|(m, _)| m.as_str()).collect();
        assert_eq!(moves, ["h2e2", "h9g7", "h0g2"]);
        assert_eq!(games[0].moves[2].1, 4);
        assert_eq!(games[0].result, None);
        assert_eq!(games[1].moves.len(), 2);
        assert_eq!(games[1].moves[0].0, "c3c4");
        assert_eq!(games[1].result.as_deref(), Some("1-0"));
        assert_eq!(games[1].line, 6);
    }

    #[test]
    fn results_split_games_without_headers() {
        let games = parse_records("7g7f 3c3d 1-0\n2g2f *\n").unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[1].moves[0].0, "2g2f");
    }

    #[test]
    fn tag_values_unescape_quotes_and_backslashes() {
        let games = parse_records("[Event \"a \\\"b\\\" c\\\\\"]\n1. e4 *\n").unwrap();
        assert_eq!(games[0].tag("Event"), Some("a \"b\" c\\"));
        for bad in ["[Event \"a\" b\"]\n", "[Event \"a\\\"]\n"] {
            assert!(parse_records(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn malformed_header_is_an_error() {
        let e = parse_records("[Event A]\n").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.message.contains("malformed header"), "{}", e.message);
    }

    fn moves(r: &Record) -> Vec<&str> {
        r.moves.iter().map(|(m, _)| m.as_str()).collect()
    }

    #[test]
    fn comments_nags_and_results_are_not_moves() {
        let text = "[Event \"t\"]\n1. h2e2 {comment} h9g7 $1 2. h0g2 1-0\n";
        let games = parse_records(text).unwrap();
        assert_eq!(games.len(), 1);
        assert_eq!(moves(&games[0]), ["h2e2", "h9g7", "h0g2"]);
        assert_eq!(games[0].result.as_deref(), Some("1-0"));
    }

    #[test]
    fn comments_and_variations_may_span_lines_and_nest() {
        let text = "[Event \"t\"]\n\
                    1. h2e2 {a comment\n\
                    [Event \"not a header\"] (not a variation\n\
                    } h9g7 ; to the end of the line: i0i1 {\n\
                    2. h0g2 (2. b0c2 {a comment) inside} (2... b9c7\n\
                    3. i0h0) b9c7 ; nested\n\
                    ) 2... i9h9 3. i0h0 {last}\n\
                    0-1\n";
        let games = parse_records(text).unwrap();
        assert_eq!(games.len(), 1);
        let g = &games[0];
        assert_eq!(moves(g), ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0"]);
        let lines: Vec<usize> = g.moves.iter().map(|&(_, l)| l).collect();
        assert_eq!(lines, [2, 4, 5, 7, 7]);
        assert_eq!(g.result.as_deref(), Some("0-1"));
    }

    #[test]
    fn suffix_annotations_and_mate_marks_are_dropped_and_promotions_kept() {
        let text = "7g7f! 3c3d? 8h2b+!? 3a2b?! B*4e!! 1a1b?? 4e2c+# !? *\n";
        let games = parse_records(text).unwrap();
        assert_eq!(
            moves(&games[0]),
            ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e", "1a1b", "4e2c+"]
        );
        // a check mark is kept for the replay to read (`h2e2+`): the text alone cannot tell it
        // from a promotion
        let games = parse_records("1. h2e2+ h9g7\n").unwrap();
        assert_eq!(moves(&games[0]), ["h2e2+", "h9g7"]);
    }

    #[test]
    fn second_player_move_numbers() {
        for text in [
            "1. h2e2 1... h9g7 2. h0g2\n",
            "1.h2e2 {c} 1...h9g7 2.h0g2\n",
            "1. h2e2 (1. c3c4) 1... h9g7 2. h0g2\n",
        ] {
            let games = parse_records(text).unwrap();
            assert_eq!(moves(&games[0]), ["h2e2", "h9g7", "h0g2"], "{text}");
        }
        // a record from a position with the second player to move starts with `1...`
        let games = parse_records("[FEN \"x\"]\n1... e9f9 2. d0d1\n").unwrap();
        assert_eq!(moves(&games[0]), ["e9f9", "d0d1"]);
    }

    #[test]
    fn escape_lines_are_skipped() {
        let games = parse_records("% exported by a tool\n1. h2e2 h9g7 *\n").unwrap();
        assert_eq!(moves(&games[0]), ["h2e2", "h9g7"]);
        assert_eq!(games[0].line, 2);
    }

    #[test]
    fn unbalanced_comments_and_variations_are_errors_at_their_line() {
        let e = parse_records("1. h2e2\nh9g7 {never closed\n2. h0g2\n").unwrap_err();
        assert_eq!(e.line, 2);
        assert_eq!(
            e.message,
            "unclosed comment: the `{` on this line has no `}`"
        );
        let e = parse_records("1. h2e2 (1. c3c4 (1... c6c5)\n2. h0g2\n").unwrap_err();
        assert_eq!(e.line, 1);
        assert_eq!(
            e.message,
            "unclosed variation: the `(` on this line has no `)`"
        );
        let e = parse_records("1. h2e2\nh9g7 )\n").unwrap_err();
        assert_eq!((e.line, e.message.as_str()), (2, "`)` closes no variation"));
        let e = parse_records("1. h2e2 }\n").unwrap_err();
        assert_eq!((e.line, e.message.as_str()), (1, "`}` closes no comment"));
    }
}
