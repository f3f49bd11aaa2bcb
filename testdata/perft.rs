//! The perft table `testdata/perft.tsv` (its header comment describes the columns and sources),
//! shared by the perft tests of both backends. A test suite includes it with
//! `#[macro_use] #[path = "../../testdata/perft.rs"] mod perft_table;` and defines its tests
//! with [`perft_tests!`].
#![allow(dead_code, unused_macros)]

use std::collections::HashSet;
use std::fmt;

/// The table, comment lines included.
const TABLE: &str = include_str!("perft.tsv");

/// The header line naming the columns.
const HEADER: &str = "variant\tposition\tdepth\tcount\tdeep\tsource";

/// One row of the table: perft(`depth`) of `position` in `variant` is `count`.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// The rules file's name in `variants/`, without `.koma` (`wa-shogi`); or, with a `/`, a
    /// test rules file's path from the repository's root (`testdata/castling/chess`).
    pub variant: String,
    /// The position as SFEN/FEN; `None` for the variant's start position (`start`).
    pub position: Option<String>,
    /// The perft depth, at least 1.
    pub depth: u32,
    /// The number of leaf nodes.
    pub count: u64,
    /// Whether the row is opt-in: run only by the `#[ignore]`d deep tests.
    pub deep: bool,
    /// The source tags, each defined on a `# source TAG:` comment line.
    pub sources: Vec<String>,
    /// The row's line number in the file, from 1.
    pub line: usize,
}

impl fmt::Display for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "perft.tsv line {}: {} {} depth {}",
            self.line,
            self.variant,
            self.position.as_deref().unwrap_or("start"),
            self.depth
        )
    }
}

/// Every row of the table, in file order. Panics, naming the line, on a malformed table (see
/// [`parse`]).
pub fn cases() -> Vec<Case> {
    parse(TABLE).unwrap_or_else(|e| panic!("testdata/perft.tsv: {e}"))
}

/// The rows of `variant`: the deep ones if `deep`, else the others.
pub fn rows(variant: &str, deep: bool) -> Vec<Case> {
    cases()
        .into_iter()
        .filter(|c| c.variant == variant && c.deep == deep)
        .collect()
}

/// Reads a table: `#` comment lines (`# source TAG: …` defines a source tag), the header line,
/// then one row per line. Errors name the line: a missing or different header, a wrong number
/// of fields, a depth or count that is not a number (or a depth of 0), a `deep` field other than
/// `deep` or `-`, a source tag no comment defines, a (variant, position, depth) given twice.
pub fn parse(text: &str) -> Result<Vec<Case>, String> {
    let tags: HashSet<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("# source ")?.split_once(':'))
        .map(|(tag, _)| tag.trim())
        .collect();
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty());
    match lines.next() {
        Some((_, l)) if l == HEADER => {}
        Some((n, l)) => return Err(format!("line {n}: header `{l}`, expected `{HEADER}`")),
        None => return Err("no header line".into()),
    }
    let mut seen = HashSet::new();
    let mut cases = Vec::new();
    for (line, l) in lines {
        let case = row(line, l, &tags).map_err(|e| format!("line {line}: {e}"))?;
        let key = (case.variant.clone(), case.position.clone(), case.depth);
        if !seen.insert(key) {
            return Err(format!(
                "line {line}: the same variant, position and depth again"
            ));
        }
        cases.push(case);
    }
    Ok(cases)
}

/// One row, at line `line`; `tags` are the defined source tags.
fn row(line: usize, text: &str, tags: &HashSet<&str>) -> Result<Case, String> {
    let fields: Vec<&str> = text.split('\t').collect();
    let [variant, position, depth, count, deep, source] = fields[..] else {
        return Err(format!(
            "{} fields, expected 6 (tab-separated)",
            fields.len()
        ));
    };
    let depth: u32 = match depth.parse() {
        Ok(d) if d > 0 => d,
        _ => return Err(format!("depth `{depth}` is not a number from 1")),
    };
    let count = count
        .parse()
        .map_err(|_| format!("count `{count}` is not a number"))?;
    let deep = match deep {
        "deep" => true,
        "-" => false,
        other => return Err(format!("deep field `{other}`, expected `deep` or `-`")),
    };
    let sources: Vec<String> = source.split(',').map(|s| s.trim().to_string()).collect();
    if let Some(s) = sources.iter().find(|s| !tags.contains(s.as_str())) {
        return Err(format!(
            "source `{s}` is defined on no `# source {s}:` line"
        ));
    }
    Ok(Case {
        variant: variant.to_string(),
        position: (position != "start").then(|| position.to_string()),
        depth,
        count,
        deep,
        sources,
        line,
    })
}

/// Checks every case with `perft` (the count it gives for a case) and fails listing every count
/// that differs. Fails on an empty list too: a test with nothing to check is a mistake.
pub fn check(cases: &[Case], perft: impl Fn(&Case) -> u64) {
    assert!(!cases.is_empty(), "no perft case to check");
    let wrong: Vec<String> = cases
        .iter()
        .filter_map(|c| {
            let got = perft(c);
            (got != c.count).then(|| format!("{c}: {got}, expected {}", c.count))
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "wrong perft counts:\n{}",
        wrong.join("\n")
    );
}

/// Fails unless every row whose variant `applies` is run by one of the `tested` groups
/// (variant, deep).
pub fn assert_covered(tested: &[(&str, bool)], applies: impl Fn(&str) -> bool) {
    let untested: Vec<String> = cases()
        .iter()
        .filter(|c| applies(&c.variant) && !tested.contains(&(c.variant.as_str(), c.deep)))
        .map(ToString::to_string)
        .collect();
    assert!(
        untested.is_empty(),
        "rows no test runs:\n{}",
        untested.join("\n")
    );
}

/// Whether the table has rows of `variant` (the deep ones if `deep`).
pub fn has_rows(variant: &str, deep: bool) -> bool {
    !rows(variant, deep).is_empty()
}

/// Defines the perft tests of a suite: for each built-in variant (every rules file in
/// `variants/`, listed by `koma_builtins::for_each_builtin!`) and each test rules file of the
/// table a test over its rows, named after its `koma_variants` module (`castling_chess` for
/// `testdata/castling/chess`), and in `mod deep` an `#[ignore]`d test of the same name over its
/// deep rows; then `every_row_has_a_test`, which checks that each row whose variant `$applies`
/// is a built-in or one of the test files here. `$run!("variant", name, deep)` runs a group: a
/// macro of the suite, which may use `name` (the compiled suite takes it for the `koma_variants`
/// module). A built-in with no rows (of that kind) has nothing to check: its test passes, saying
/// so; a test file with none fails.
///
/// The test rules files are listed here only, each as its table name, its module name and its
/// path from `variants/` (for `koma_macros::variant!`, which takes a string literal): the suite
/// gets them first as `$run!(@files name, "path"; ...)`, so the compiled suite can compile
/// each into its module (the reference engine's suite ignores them).
macro_rules! perft_tests {
    ($run:ident, $applies:expr) => {
        koma_builtins::for_each_builtin!(perft_tests, @builtins $run, $applies);
    };
    (@builtins $run:ident, $applies:expr;
        $(($variant:literal, $name:ident, $file:literal, $doc:literal)),* $(,)?) => {
        perft_tests! {
            @ $run, $applies;
            builtins: $($variant: $name;)*
            files:
            "testdata/castling/chess": castling_chess, "../testdata/castling/chess.koma";
            "testdata/castling/capablanca": castling_capablanca,
                "../testdata/castling/capablanca.koma";
            "testdata/extinction/threekings": extinction_threekings,
                "../testdata/extinction/threekings.koma";
            "testdata/extinction/knights": extinction_knights,
                "../testdata/extinction/knights.koma";
            "testdata/extinction/goldless": extinction_goldless,
                "../testdata/extinction/goldless.koma";
        }
    };
    (@ $run:ident, $applies:expr;
        builtins: $($variant:literal: $name:ident;)*
        files: $($file:literal: $file_name:ident, $path:literal;)*) => {
        $run!(@files $($file_name, $path;)*);

        $(
            #[test]
            fn $name() {
                if perft_table::has_rows($variant, false) {
                    $run!($variant, $name, false);
                } else {
                    eprintln!("testdata/perft.tsv has no rows of `{}`: nothing to check", $variant);
                }
            }
        )*
        $(
            #[test]
            fn $file_name() {
                $run!($file, $file_name, false);
            }
        )*

        /// The deep rows (over 10 million leaves), opt-in.
        mod deep {
            use super::*;
            $(
                #[test]
                #[ignore = "deep: run with `cargo test --workspace --release -- --ignored`"]
                fn $name() {
                    if perft_table::has_rows($variant, true) {
                        $run!($variant, $name, true);
                    } else {
                        eprintln!("testdata/perft.tsv has no deep rows of `{}`: nothing to check", $variant);
                    }
                }
            )*
            $(
                #[test]
                #[ignore = "deep: run with `cargo test --workspace --release -- --ignored`"]
                fn $file_name() {
                    $run!($file, $file_name, true);
                }
            )*
        }

        #[test]
        fn every_row_has_a_test() {
            let tested = [$(($variant, false), ($variant, true),)* $(($file, false), ($file, true),)*];
            perft_table::assert_covered(&tested, $applies);
        }
    };
}

#[cfg(test)]
mod tests {
    use super::parse;

    const HEAD: &str = "# source a: somewhere\nvariant\tposition\tdepth\tcount\tdeep\tsource\n";

    fn error(rows: &str) -> String {
        parse(&format!("{HEAD}{rows}")).expect_err("the table is refused")
    }

    #[test]
    fn reads_rows_and_start() {
        let cases = parse(&format!(
            "{HEAD}shogi\tstart\t1\t30\t-\ta\nshogi\t9/9 b - 1\t2\t5\tdeep\ta\n"
        ))
        .expect("a valid table");
        assert_eq!(cases.len(), 2);
        assert_eq!((cases[0].position.as_deref(), cases[0].line), (None, 3));
        assert_eq!(cases[1].position.as_deref(), Some("9/9 b - 1"));
        assert!(cases[1].deep && cases[1].count == 5 && cases[1].depth == 2);
    }

    #[test]
    fn refuses_malformed_rows() {
        assert_eq!(
            error("shogi\tstart\t1\t30\t-\n"),
            "line 3: 5 fields, expected 6 (tab-separated)"
        );
        assert_eq!(
            error("shogi\tstart\t0\t30\t-\ta\n"),
            "line 3: depth `0` is not a number from 1"
        );
        assert_eq!(
            error("shogi\tstart\t1\t3O\t-\ta\n"),
            "line 3: count `3O` is not a number"
        );
        assert_eq!(
            error("shogi\tstart\t1\t30\tyes\ta\n"),
            "line 3: deep field `yes`, expected `deep` or `-`"
        );
        assert_eq!(
            error("shogi\tstart\t1\t30\t-\ta,b\n"),
            "line 3: source `b` is defined on no `# source b:` line"
        );
        assert_eq!(
            error("shogi\tstart\t1\t30\t-\ta\nshogi\tstart\t1\t31\t-\ta\n"),
            "line 4: the same variant, position and depth again"
        );
        assert!(parse("variant\tposition\tdepth\tcount\tsource\n").is_err());
    }
}
