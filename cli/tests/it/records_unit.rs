//! The unit tests of `koma_cli::records` (here, not in the library, so that `cargo test` does not
//! compile the library a second time as a test harness).

use koma_cli::records::*;

#[test]
fn reads_headers_moves_and_results() {
    let text =
        "[Event \"A\"]\n[Red \"X\"]\n\n1. h2e2 h9g7 2. h0g2\n\n[Event \"B\"]\n1.c3c4 b7c7 1-0\n";
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
    // quotes inside need no escape: the value runs to the last quote (python-chess)
    let text = "[Event \"\"Huangshan Cup\" National GM,CM Tournament 2002\"]\n1. h2e2 *\n";
    let games = parse_records(text).unwrap();
    let event = "\"Huangshan Cup\" National GM,CM Tournament 2002";
    assert_eq!(games[0].tag("Event"), Some(event));
    let games = parse_records("[Event \"a\" b\"]\n[Site \"\"]\n").unwrap();
    assert_eq!(games[0].tag("Event"), Some("a\" b"));
    assert_eq!(games[0].tag("Site"), Some(""));
    for bad in [
        "[Event \"a]\n",
        "[Event a\"]\n",
        "[\"a\"]\n",
        "[Ev(ent \"a\"]\n",
    ] {
        assert!(parse_records(bad).is_err(), "{bad}");
    }
}

#[test]
fn a_malformed_header_is_a_warning_and_its_game_is_read() {
    let text = "[Event \"a\"]\n[Site x]\n1. h2e2 h9g7 *\n\n[Event \"b\"]\n1. c3c4 *\n";
    let r = read_records(text);
    assert_eq!(r.games.len(), 2);
    assert_eq!(moves(&r.games[0]), ["h2e2", "h9g7"]);
    assert_eq!(r.games[0].tags.len(), 1);
    assert_eq!(r.warnings.len(), 1);
    assert_eq!(r.warnings[0].line, 2);
    assert_eq!(
        r.warnings[0].message,
        "malformed header `[Site x]`: expected `[Name \"value\"]`; the line is skipped"
    );
}

#[test]
fn byte_order_marks_and_line_ends_as_windows_and_old_macs_write_them() {
    let unix = "[Event \"a\"]\n\n1. h2e2 h9g7\n2. h0g2 *\n";
    let want = parse_records(unix).unwrap();
    for text in [
        format!("\u{feff}{unix}"),
        unix.replace('\n', "\r\n"),
        unix.replace('\n', "\r"),
        format!("\u{feff}{}", unix.replace('\n', "\r\n")),
    ] {
        let got = parse_records(&text).unwrap();
        assert_eq!(got, want, "{text:?}");
    }
    // the line numbers are the file's
    assert_eq!(want[0].moves[2].1, 4);
}

#[test]
fn empty_lines_inside_movetext_are_skipped() {
    let games = parse_records("[Event \"a\"]\n1. h2e2\n\nh9g7\n\n\n2. h0g2 1-0\n").unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(moves(&games[0]), ["h2e2", "h9g7", "h0g2"]);
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
fn unbalanced_comments_and_variations_are_warnings_at_their_line() {
    let r = read_records("1. h2e2\nh9g7 {never closed\n2. h0g2\n");
    assert_eq!(moves(&r.games[0]), ["h2e2", "h9g7"]);
    let e = &r.warnings[0];
    assert_eq!(e.line, 2);
    assert_eq!(
        e.message,
        "unclosed comment: the `{` on this line has no `}` before the end of the file"
    );
    let e = parse_records("1. h2e2 (1. c3c4 (1... c6c5)\n2. h0g2\n").unwrap_err();
    assert_eq!(e.line, 1);
    assert_eq!(
        e.message,
        "unclosed variation: the `(` on this line has no `)` before the end of the file"
    );
    let r = read_records("1. h2e2\nh9g7 )\n2. h0g2\n");
    assert_eq!(moves(&r.games[0]), ["h2e2", "h9g7", "h0g2"]);
    let e = &r.warnings[0];
    assert_eq!(
        (e.line, e.message.as_str()),
        (2, "`)` closes no variation; it is ignored")
    );
    let e = parse_records("1. h2e2 }\n").unwrap_err();
    assert_eq!(
        (e.line, e.message.as_str()),
        (1, "`}` closes no comment; it is ignored")
    );
}

#[test]
fn an_unclosed_comment_costs_no_later_game() {
    let text = "[Event \"a\"]\n1. h2e2 {never closed\nh9g7 *\n\n[Event \"b\"]\n\
                1. c3c4 c6c5 *\n";
    let r = read_records(text);
    assert_eq!(r.games.len(), 2);
    assert_eq!(moves(&r.games[0]), ["h2e2"]);
    assert_eq!(r.games[1].tag("Event"), Some("b"));
    assert_eq!(moves(&r.games[1]), ["c3c4", "c6c5"]);
    assert_eq!(r.warnings.len(), 1);
    assert_eq!(r.warnings[0].line, 2);
    assert!(
        r.warnings[0]
            .message
            .ends_with("before the next game's headers"),
        "{}",
        r.warnings[0].message
    );
}
