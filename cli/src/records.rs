//! Game records: PGN-style headers (`[Event "…"]`) followed by moves in the variant's notation
//! (ICCS for xiangqi, USI for the shogi family), with optional move numbers (`12.`) and an optional
//! result (`1-0`, `0-1`, `1/2-1/2`, `*`). This is the format of `../shared/data/xiangqi/`.

/// One game: its header tags and its moves as written, each with the 1-based line it is on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Header tags in order, e.g. `("Event", "China Team Championship 1998")`.
    pub tags: Vec<(String, String)>,
    /// The moves as text, e.g. `h2e2`, with the line each stands on.
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

/// Splits a record file into games. A game starts at a header block (or at the first move after
/// a blank-line-separated previous game) and ends at the next header block or at a result.
///
/// # Errors
/// A malformed header line (`[` without a closing `"value"]`).
pub fn parse_records(text: &str) -> Result<Vec<Record>, RecordError> {
    let mut games = Vec::new();
    let mut cur = Record::default();
    let mut in_moves = false;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        if let Some(rest) = line.strip_prefix('[') {
            if in_moves {
                games.push(std::mem::take(&mut cur));
                in_moves = false;
            }
            let tag = parse_tag(rest).ok_or_else(|| RecordError {
                line: line_no,
                message: format!("malformed header `{line}`: expected `[Name \"value\"]`"),
            })?;
            if cur.tags.is_empty() && cur.moves.is_empty() {
                cur.line = line_no;
            }
            cur.tags.push(tag);
            continue;
        }
        if cur.tags.is_empty() && cur.moves.is_empty() {
            cur.line = line_no;
        }
        in_moves = true;
        for tok in line.split_whitespace() {
            if is_result(tok) {
                cur.result = Some(tok.to_string());
                games.push(std::mem::take(&mut cur));
                in_moves = false;
            } else if !is_move_number(tok) {
                // `1.h2e2` written without a space
                let mv = match tok.find('.') {
                    Some(p) if is_move_number(&tok[..=p]) => tok[p + 1..].trim_start_matches('.'),
                    _ => tok,
                };
                if !mv.is_empty() {
                    cur.moves.push((mv.to_string(), line_no));
                }
            }
        }
    }
    if !cur.tags.is_empty() || !cur.moves.is_empty() {
        games.push(cur);
    }
    Ok(games)
}

fn parse_tag(rest: &str) -> Option<(String, String)> {
    let rest = rest.strip_suffix(']')?;
    let (name, value) = rest.split_once(char::is_whitespace)?;
    let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
    Some((name.to_string(), value.to_string()))
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
    fn malformed_header_is_an_error() {
        let e = parse_records("[Event A]\n").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.message.contains("malformed header"), "{}", e.message);
    }
}
