//! Expands every rules file of `variants/` and `testdata/` with the compiler's own API and writes
//! the generated sources to a folder, to prove a refactoring of the compiler leaves them
//! byte-identical (`diff -r` two runs).
//!
//! ```text
//! cargo run -p koma-compiler --example expand_all -- /tmp/emit-after
//! ```
//!
//! For each rules file `NAME.koma` it writes `NAME.rs`, the build-script backend's formatted
//! module (with the notes), and `NAME.tokens`, the proc-macro backend's items as tokens. Files of
//! `testdata/` are named after their folder (`castling-chess.rs`).

use std::path::{Path, PathBuf};

fn main() {
    let out = PathBuf::from(
        std::env::args()
            .nth(1)
            .expect("usage: expand_all OUTPUT-FOLDER"),
    );
    std::fs::create_dir_all(&out).expect("cannot create the output folder");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(root.join("variants")).expect("variants folder") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "koma") {
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            files.push((stem, path));
        }
    }
    collect_testdata(&root.join("testdata"), "", &mut files);
    files.sort();
    for (stem, path) in &files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(path).expect("rules file");
        let variant = koma_dsl::compile(&source)
            .unwrap_or_else(|d| panic!("{}", d.render(&path.display().to_string(), &source)));
        let module = koma_compiler::build::module_source(&variant, &name)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        std::fs::write(out.join(format!("{stem}.rs")), module).expect("write");
        let tokens = koma_compiler::generate(&variant, &name)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .to_string();
        std::fs::write(out.join(format!("{stem}.tokens")), tokens).expect("write");
    }
    println!(
        "{} rules files expanded into {}",
        files.len(),
        out.display()
    );
}

/// The rules files under `dir` (recursively), named by their folders and stem.
fn collect_testdata(dir: &Path, prefix: &str, files: &mut Vec<(String, PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.expect("entry").path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            collect_testdata(&path, &format!("{prefix}{name}-"), files);
        } else if path.extension().is_some_and(|e| e == "koma") {
            let stem = path.file_stem().unwrap().to_string_lossy();
            files.push((format!("testdata-{prefix}{stem}"), path));
        }
    }
}
