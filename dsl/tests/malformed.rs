//! Malformed rules files (`malformed/NN-name.koma`): each states every error it must produce, in
//! order, as header lines `# expect: LINE:COL message`. The test compiles each file and compares
//! the full list of errors (line, column in characters, message), so a file with several errors
//! checks that all are reported at once. One rendered diagnostic is snapshotted.

use std::path::{Path, PathBuf};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/malformed");

/// The `.koma` files of `malformed/`, sorted.
fn files() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(DIR)
        .expect("tests/malformed exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "koma"))
        .collect();
    v.sort();
    v
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The `# expect: LINE:COL message` lines of a file, as `LINE:COL message` strings.
fn expected(source: &str) -> Vec<String> {
    source
        .lines()
        .filter_map(|l| l.strip_prefix("# expect: "))
        .map(str::to_string)
        .collect()
}

/// The errors `compile` reports, as `LINE:COL message` strings.
fn actual(source: &str) -> Vec<String> {
    match koma_dsl::compile(source) {
        Ok(_) => Vec::new(),
        Err(diags) => diags
            .iter()
            .map(|d| {
                let (line, col) = d.line_col(source);
                format!("{line}:{col} {}", d.message)
            })
            .collect(),
    }
}

#[test]
fn each_malformed_file_reports_exactly_its_expected_errors() {
    let files = files();
    assert!(files.len() >= 25, "only {} malformed files", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let source = read(path);
        let want = expected(&source);
        let got = actual(&source);
        assert!(
            !want.is_empty(),
            "{} has no `# expect:` line",
            path.display()
        );
        if want != got {
            let got: Vec<String> = got.iter().map(|g| format!("# expect: {g}")).collect();
            failures.push(format!(
                "{}:\n  want {want:#?}\n  got\n{}",
                path.display(),
                got.join("\n")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn several_errors_are_reported_at_once() {
    for name in [
        "45-several-errors.koma",
        "46-several-syntax-errors.koma",
        "44-empty-file.koma",
    ] {
        let source = read(&Path::new(DIR).join(name));
        let n = actual(&source).len();
        assert!(n >= 2, "{name}: {n} errors");
    }
}

#[test]
fn errors_are_ordered_by_position() {
    for path in files() {
        let source = read(&path);
        let Err(diags) = koma_dsl::compile(&source) else {
            panic!("{} compiles", path.display())
        };
        let starts: Vec<usize> = diags.iter().map(|d| d.span.start).collect();
        assert!(starts.is_sorted(), "{}: {starts:?}", path.display());
    }
}

#[test]
fn every_diagnostic_is_well_formed_and_renders() {
    for path in files() {
        let source = read(&path);
        let Err(diags) = koma_dsl::compile(&source) else {
            panic!("{} compiles", path.display())
        };
        for d in diags.iter() {
            assert!(!d.label.is_empty(), "{}: {d:?}", path.display());
            assert!(d.span.end <= source.len(), "{}: {d:?}", path.display());
            // messages: lowercase, no final period
            assert!(
                !d.message.starts_with(|c: char| c.is_uppercase()),
                "{}: {d:?}",
                path.display()
            );
            assert!(!d.message.ends_with('.'), "{}: {d:?}", path.display());
        }
        let text = diags.render("f.koma", &source);
        assert!(
            text.contains("error: ") && text.contains("--> f.koma:"),
            "{text}"
        );
    }
}

/// The rendered errors of `malformed/NAME`, as `koma check` prints them.
fn rendered(name: &str) -> String {
    let source = read(&Path::new(DIR).join(name));
    let diags = koma_dsl::compile(&source).unwrap_err();
    diags.render(&format!("tests/malformed/{name}"), &source)
}

#[test]
fn rendered_diagnostic() {
    insta::assert_snapshot!("rendered_bad_betza", rendered("05-betza-bad-modifier.koma"));
}

#[test]
fn rendered_several_errors() {
    insta::assert_snapshot!(
        "rendered_several_errors",
        rendered("45-several-errors.koma")
    );
}

/// `captures to hand` with FEN is no error; the drop rules' errors point at the square, the
/// second region and the contradicting verdict.
#[test]
fn rendered_drop_rules_of_a_fen_variant_with_hands() {
    let text = rendered("47-fen-drop-rules.koma");
    assert!(!text.contains("captures to hand"), "{text}");
    insta::assert_snapshot!("rendered_fen_drop_rules", text);
}

/// What the language does not have, said in words, with the other errors.
#[test]
fn rendered_unsupported_features() {
    insta::assert_snapshot!("rendered_unsupported", rendered("79-castling.koma"));
}

/// Pieces in hand under `captures removed`: the hand is underlined.
#[test]
fn rendered_hand_without_hands() {
    insta::assert_snapshot!(
        "rendered_hand_without_hands",
        rendered("77-hand-with-captures-removed.koma")
    );
}

/// The side not to move in check at the start: the `start` text is underlined, the royal's
/// square named.
#[test]
fn rendered_opponent_in_check() {
    insta::assert_snapshot!(
        "rendered_opponent_in_check",
        rendered("84-start-shogi-opponent-in-check.koma")
    );
}

/// Names: a piece's may not begin with a digit, and the help says so; a variant's may.
#[test]
fn rendered_digit_names() {
    insta::assert_snapshot!("rendered_digit_names", rendered("97-digit-names.koma"));
}

/// A promoting royal under `royals several`, and a king-less game's `no royal piece`: the help
/// lines say what to write.
#[test]
fn rendered_royal_helps() {
    let several = rendered("98-royal-promotes-several.koma");
    assert!(several.contains("even with `royals several`"), "{several}");
    insta::assert_snapshot!("rendered_royal_promotes_several", several);
    let kingless = rendered("99-kingless-no-royal.koma");
    assert!(
        kingless.contains("`royals several` and `royals capturable`"),
        "{kingless}"
    );
    insta::assert_snapshot!("rendered_kingless", kingless);
}

/// Every syntax error has a help line: what the statement needs there, as a statement, and
/// the statement's form.
#[test]
fn every_syntax_error_has_a_help_line() {
    let mut seen = 0;
    for path in files() {
        let source = read(&path);
        let Err(diags) = koma_dsl::parse::parse(&source) else {
            continue;
        };
        for d in diags.iter() {
            seen += 1;
            assert!(
                d.help.as_deref().is_some_and(|h| !h.is_empty()),
                "{}: {d:?}",
                path.display()
            );
        }
    }
    assert!(seen >= 10, "only {seen} syntax errors");
    insta::assert_snapshot!(
        "rendered_several_syntax_errors",
        rendered("46-several-syntax-errors.koma")
    );
}

/// Syntax errors of end-of-game clauses and of a vector: the generic help says what belongs
/// there and how the statement is written.
#[test]
fn rendered_syntax_helps() {
    let text = format!(
        "{}\n{}",
        rendered("04-syntax-bad-vector.koma"),
        rendered("57-end-syntax.koma")
    );
    assert!(text.contains("the statement is written `"), "{text}");
    insta::assert_snapshot!("rendered_syntax_helps", text);
}
