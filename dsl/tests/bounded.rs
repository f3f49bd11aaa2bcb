//! Huge or pathological rules files (about 100 KB each: a name listed thousands of times,
//! repeated statements, one very long line, thousands of small errors, a huge name) are checked
//! and rendered with bounded output: at most `MAX_SHOWN` errors shown, then a line with the
//! count; source lines cut to a window around the caret; long messages cut. No timing is
//! asserted (the report measures it), but every file here used to take seconds.

use koma_dsl::diagnostic::{MAX_LINE_CHARS, MAX_SHOWN, MAX_TEXT_CHARS};

/// A valid file to which a generated tail is appended.
const HEAD: &str = "variant big
board 9x9
notation sfen
piece king K \"k\" royal moves K
piece horse N \"n\" moves nN
start \"4k4/9/9/9/9/9/9/9/4K4 b - 1\"
stalemate loses
repetition 3 draws
perpetual chase 3 loses
chase of horse
";

/// At least 100 KB: `HEAD`, then `line(i)` for i = 0, 1, ... (each with its own line end
/// when it has one) until the file is that long.
fn file_of(line: impl Fn(usize) -> String) -> String {
    let mut s = HEAD.to_string();
    let mut i = 0;
    while s.len() < 100_000 {
        s.push_str(&line(i));
        i += 1;
    }
    s
}

/// The errors of `source` and their rendering, checked to be bounded: at most `MAX_SHOWN`
/// errors shown, every line short, the whole output small, and the final count right.
fn check_bounded(source: &str) -> (koma_dsl::Diagnostics, String) {
    let diags = koma_dsl::compile(source).expect_err("the file has errors");
    let text = diags.render("big.koma", source);
    let shown = text.matches("\nerror: ").count() + usize::from(text.starts_with("error: "));
    let summary = usize::from(diags.len() > 1);
    assert_eq!(shown, diags.len().min(MAX_SHOWN) + summary, "{text}");
    // a message line is `error: ` and the message; a source line a gutter, `...`, the window
    // and `...`
    let longest = text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    assert!(longest <= MAX_TEXT_CHARS + 20, "a line of {longest} chars");
    for line in text.lines() {
        if let Some((number, shown)) = line.split_once(" | ")
            && number.trim().parse::<usize>().is_ok()
        {
            let n = shown.chars().count();
            assert!(
                n <= MAX_LINE_CHARS + 6,
                "a source line of {n} chars: {line}"
            );
        }
    }
    let lines = text.lines().count();
    assert!(lines <= MAX_SHOWN * 10 + 2, "{lines} lines");
    assert!(text.len() <= 64 * 1024, "{} bytes", text.len());
    if diags.len() > MAX_SHOWN {
        let last = text.lines().last().unwrap();
        assert_eq!(
            last,
            format!(
                "error: {} errors found; only the first {MAX_SHOWN} are shown",
                diags.len()
            )
        );
    }
    (diags, text)
}

#[test]
fn a_name_listed_thousands_of_times_is_one_error() {
    let mut source = format!("{HEAD}chase by horse");
    let mut n = 1;
    while source.len() < 100_000 {
        source.push_str(", horse");
        n += 1;
    }
    source.push('\n');
    let (diags, text) = check_bounded(&source);
    assert_eq!(diags.len(), 1, "{text}");
    assert_eq!(diags[0].message, format!("`horse` is listed {n} times"));
    // the second `horse` of line 11, in a window cut at the right
    assert!(text.contains("--> big.koma:11:17\n"), "{text}");
    assert!(
        text.contains("\n11 | chase by horse, horse, horse"),
        "{text}"
    );
    assert!(text.contains(" horse, ...\n"), "{text}");
}

#[test]
fn repeated_statements() {
    for stmt in ["forbid facing-royals\n", "board 9x9\n", "chase of horse\n"] {
        let (diags, _) = check_bounded(&format!("{}chase by horse\n", file_of(|_| stmt.into())));
        assert!(diags.len() > 4000, "{stmt}: {}", diags.len());
    }
}

#[test]
fn one_huge_line_with_an_error_in_every_name() {
    // unknown pieces `p0`, `p1`, ... on one line of 100 KB: each error shows a window of it,
    // and the position is counted on the whole line
    let mut source = format!("{HEAD}chase by horse\nmaterial draws without p0");
    let mut i = 1;
    while source.len() < 100_000 {
        source.push_str(&format!(", p{i}"));
        i += 1;
    }
    source.push_str(", horse\n");
    let (diags, text) = check_bounded(&source);
    assert_eq!(diags.len(), i, "{i} unknown names");
    let line = source.lines().nth(11).unwrap();
    // the 50th unknown name, far from the start of the line
    let col = line.find("p49,").unwrap() + 1;
    assert!(text.contains(&format!("--> big.koma:12:{col}\n")), "{text}");
    assert!(
        text.contains("\n12 | ...p40, p41, p42, p43, p44, p45, p46, p47, p48, p49, p50"),
        "{text}"
    );
}

#[test]
fn a_huge_line_of_wide_characters() {
    // a title of 30 000 CJK characters (90 KB), then junk: the caret is at the end of the line
    let title = "金".repeat(30_000);
    let source = format!("variant x \"{title}\" junk\n{}", &HEAD[12..]);
    let (diags, text) = check_bounded(&source);
    assert_eq!(diags[0].message, "expected a statement");
    assert!(text.contains("--> big.koma:1:30014\n"), "{text}");
    assert!(text.contains("金金金\" junk\n"), "{text}");
}

#[test]
fn thousands_of_small_errors() {
    // syntax errors on every line
    let (diags, _) = check_bounded(&file_of(|_| "board 9y9\n".into()));
    assert!(diags.len() > 8000);
    // checker errors on every line
    let (diags, _) = check_bounded(&file_of(|i| format!("forbid rule-{i}\n")));
    assert!(diags.len() > 5000);
    let (diags, _) = check_bounded(&file_of(|i| format!("region r{i} = files 9-1\n")));
    assert!(diags.len() > 4000);
    let (diags, _) = check_bounded(&file_of(|i| format!("castle {i}\n")));
    assert!(diags.len() > 6000);
    let (diags, _) = check_bounded(&file_of(|i| format!("piece p{i} K \"k\" moves fX\n")));
    assert!(diags.len() > 3000);
}

#[test]
fn a_huge_name_is_cut_in_messages() {
    let name = "Q".repeat(100_000);
    let (diags, text) = check_bounded(&format!("variant {name}\n{}", &HEAD[12..]));
    assert!(diags[0].message.len() > 100_000);
    assert!(text.contains("error: invalid variant name `QQQ"), "{text}");
    assert!(text.contains("QQQ...QQQ"), "{text}");
}

#[test]
fn thousands_of_region_moves() {
    // a piece moving along one vector in each of thousands of regions, no error but one at
    // the end: every rule is kept (none covers another)
    let mut moves = String::from("fW in r0");
    let mut regions = String::from("region r0 = files 1-1\n");
    let mut i = 1;
    while moves.len() + regions.len() < 100_000 {
        moves.push_str(&format!(", jump (±1, ±2) in r{i}"));
        regions.push_str(&format!("region r{i} = files 1-1\n"));
        i += 1;
    }
    let source = HEAD.replace("moves nN", &format!("moves {moves}"));
    let source = format!("{regions}{source}chase by horse\nforbid nothing\n");
    let (diags, text) = check_bounded(&source);
    assert_eq!(diags.len(), 1, "{text}");
}
