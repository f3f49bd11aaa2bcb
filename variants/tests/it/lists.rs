//! The places that still name built-ins by hand, checked against the list (the rules files in
//! `variants/`, `koma_variants::NAMES`): a name there that is no built-in fails.

use koma_variants::{BUILTINS, NAMES};

/// The repository's root.
const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

/// The words in backticks in `text`.
fn quoted(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// The list is the folder: every `.koma` file in `variants/` and nothing else, sorted by name.
#[test]
fn the_list_is_the_variants_folder() {
    let mut stems: Vec<String> = std::fs::read_dir(format!("{ROOT}/variants"))
        .expect("variants/")
        .filter_map(|e| {
            let name = e.expect("an entry").file_name().into_string().ok()?;
            name.strip_suffix(".koma").map(String::from)
        })
        .collect();
    stems.sort();
    assert_eq!(NAMES, stems);
    for b in BUILTINS {
        let text = std::fs::read_to_string(format!("{ROOT}/variants/{}", b.file)).unwrap();
        assert_eq!(b.source, text, "{}", b.file);
        assert_eq!(b.module, b.name.replace('-', "_"));
    }
}

/// The README's layout row of `koma-variants` and its list of built-in names (`FILE is ... the
/// name of a built-in variant (...)`) name only built-ins and their modules.
#[test]
fn the_readme_names_only_built_ins() {
    let readme = std::fs::read_to_string(format!("{ROOT}/README.md")).expect("README.md");
    let row = readme
        .lines()
        .find(|l| l.starts_with("| `variants/` (crate)"))
        .expect("the README's layout row of `variants/`");
    let cells: Vec<&str> = row.split('|').collect();
    let modules: Vec<&str> = BUILTINS.iter().map(|b| b.module).collect();
    for word in quoted(cells[3]) {
        let code = word.starts_with(|c: char| c.is_ascii_lowercase())
            && word.chars().all(|c| c.is_ascii_lowercase() || c == '_');
        if code && !["variant"].contains(&word) {
            assert!(
                modules.contains(&word),
                "README's layout: `{word}` is no built-in's module"
            );
        }
    }
    let (_, after) = readme
        .split_once("the name of a built-in variant (")
        .expect("the README's list of built-ins");
    let (list, _) = after.split_once(';').expect("the list ends with `;`");
    for name in quoted(list) {
        assert!(NAMES.contains(&name), "README: `{name}` is no built-in");
    }
}

/// Every snapshot of a built-in in `dsl/tests/snapshots/` (`diagrams__NAME.snap`,
/// `ir_snapshots__NAME.snap`) belongs to a built-in, so none stays behind a removed one.
#[test]
fn every_builtin_snapshot_is_of_a_built_in() {
    let dir = format!("{ROOT}/dsl/tests/snapshots");
    for entry in std::fs::read_dir(&dir).expect("dsl/tests/snapshots") {
        let file = entry.expect("an entry").file_name().into_string().unwrap();
        for test in ["diagrams", "ir_snapshots"] {
            let name = file
                .strip_prefix(test)
                .and_then(|f| f.strip_prefix("__"))
                .and_then(|f| {
                    f.strip_suffix(".snap")
                        .or_else(|| f.strip_suffix(".snap.new"))
                });
            if let Some(name) = name {
                assert!(
                    NAMES.contains(&name),
                    "{dir}/{file}: `{name}` is no built-in"
                );
            }
        }
    }
}
