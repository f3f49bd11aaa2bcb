//! Every label a movement diagram shows (`koma show`) is something the user could write: the
//! header's moves and each note's Betza or vector forms, put in a rules file, are read back by
//! the checker into the very moves they label. Checked for every piece of the built-in rules
//! files, the compiler's test and corner-case files and `diagrams/labels.koma` (lame leaps the
//! diagrams once labelled `nZ`).

use std::path::{Path, PathBuf};

use koma_dsl::Variant;
use koma_dsl::diagram::piece_diagram;
use koma_dsl::ir::{MoveKind, MoveMode, MoveRule};

/// The rules files checked: `variants/*.koma`, `variants/tests/corner-cases/*.koma`,
/// `variants/tests/wide.koma` and `tests/diagrams/*.koma`.
fn files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in [
        root.join("../variants"),
        root.join("../variants/tests/corner-cases"),
        root.join("tests/diagrams"),
    ] {
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("readable entry").path();
            if path.extension().is_some_and(|e| e == "koma") {
                files.push(path);
            }
        }
    }
    files.push(root.join("../variants/tests/wide.koma"));
    files.sort();
    files
}

/// The moves `label` stands for in the variant of `source`: the file with one more piece
/// moving `label` (a letter no piece uses), checked.
fn read_back(source: &str, variant: &Variant, label: &str) -> Result<Vec<MoveRule>, String> {
    let used = |c: char| {
        variant
            .pieces
            .iter()
            .any(|p| p.letter == c || p.aliases.contains(&c))
    };
    let letter = ('A'..='Z').find(|&c| !used(c)).expect("a free letter");
    // the pass is the royal piece's, and no board rule: the probe moves without it
    let label: Vec<&str> = label.split(", ").filter(|item| *item != "pass").collect();
    let label = label.join(", ");
    let source = format!("{source}\npiece label-probe {letter} \"?\" moves {label}\n");
    let probe = koma_dsl::compile(&source).map_err(|d| d.render("probe.koma", &source))?;
    Ok(probe.pieces.last().expect("the probe").moves.clone())
}

/// Whether `a` and `b` hold the same rules, in any order. The region of a first move (`i`)
/// without `in` is its type's start ranks, which a probe piece (in no start position) does not
/// share: it is left out of the comparison.
fn same(a: &[MoveRule], b: &[MoveRule]) -> bool {
    let plain = |rules: &[MoveRule]| -> Vec<MoveRule> {
        rules
            .iter()
            .map(|r| MoveRule {
                only_in: if r.initial { None } else { r.only_in },
                ..r.clone()
            })
            .collect()
    };
    let (a, b) = (plain(a), plain(b));
    a.len() == b.len() && a.iter().all(|r| b.contains(r)) && b.iter().all(|r| a.contains(r))
}

/// The rules of `moves` that a note of the diagram describes, from its text: their mode, hop
/// and lameness, and region (`only while in `NAME``), with the region left out.
fn described(variant: &Variant, moves: &[MoveRule], what: &str) -> Vec<MoveRule> {
    let mode = if what.contains("moves only") {
        MoveMode::MoveOnly
    } else if what.contains("captures only") {
        MoveMode::CaptureOnly
    } else {
        MoveMode::Both
    };
    // the region named in backquotes after `words`, if the note says it
    let region_after = |words: &str| {
        what.split(words).nth(1).map(|rest| {
            let name = rest.split('`').next().unwrap_or_default();
            variant
                .regions
                .iter()
                .position(|r| r.name == name)
                .expect("a region")
        })
    };
    let region = region_after("only while in `");
    let along = region_after("only along `");
    let hop = what.contains("hopping");
    let lame = what.contains("lame");
    moves
        .iter()
        .filter(|m| {
            m.mode == mode
                && m.only_in == region
                && m.along == along
                && (m.kind == MoveKind::Hop) == hop
                && matches!(m.kind, MoveKind::Lame { .. }) == lame
        })
        .map(|m| MoveRule {
            only_in: None,
            along: None,
            initial: false,
            en_passant: false,
            ..m.clone()
        })
        .collect()
}

#[test]
fn every_label_shown_reads_back_into_its_moves() {
    let mut failures = Vec::new();
    let mut notes = 0;
    for path in files() {
        let source = std::fs::read_to_string(&path).unwrap();
        let variant = koma_dsl::compile(&source)
            .unwrap_or_else(|d| panic!("{}", d.render(&path.display().to_string(), &source)));
        for (id, p) in variant.pieces.iter().enumerate() {
            let diagram = piece_diagram(&variant, id);
            let mut labels: Vec<(String, Vec<MoveRule>)> = Vec::new();
            // the header: `name LETTER glyph [royal] — moves LABEL[, promotes to NAME]`
            let header = diagram.lines().next().unwrap();
            let moves = header.split(" — moves ").nth(1).unwrap();
            let moves = moves.split(", promotes to ").next().unwrap();
            labels.push((moves.to_string(), p.moves.clone()));
            // the notes under the grid: `LABEL: what`
            for line in diagram.lines().skip_while(|l| !l.starts_with('└')).skip(1) {
                let Some((label, what)) = line.split_once(": ") else {
                    continue;
                };
                // a castling note describes a statement (`castling ROYAL SQ to SQ with ...`), not a move
                if label == "◉" || label == "beyond the grid" || label == "castling" {
                    continue;
                }
                notes += 1;
                labels.push((label.to_string(), described(&variant, &p.moves, what)));
            }
            for (label, want) in labels {
                match read_back(&source, &variant, &label) {
                    Ok(got) if same(&got, &want) => {}
                    Ok(got) => failures.push(format!(
                        "{}: `{}`: `{label}` reads back as {got:?}, not {want:?}",
                        path.display(),
                        p.name
                    )),
                    Err(e) => failures.push(format!(
                        "{}: `{}`: `{label}` is rejected:\n{e}",
                        path.display(),
                        p.name
                    )),
                }
            }
        }
    }
    assert!(notes > 40, "only {notes} notes");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
