//! No import circle between the modules of any crate of the workspace (see `koma_layout`).

use std::path::{Path, PathBuf};

/// The packages checked, relative to the workspace root; `examples/*` is every example.
const PACKAGES: &[&str] = &[
    "runtime",
    "dsl",
    "engine",
    "compiler",
    "compiler/macros",
    "variants",
    "cli",
    "search",
    "protocol",
    "layout",
    "python",
    "svg",
];

fn packages(root: &Path) -> Vec<(String, PathBuf)> {
    let mut out: Vec<(String, PathBuf)> = PACKAGES
        .iter()
        .map(|p| (p.to_string(), root.join(p)))
        .collect();
    let mut examples: Vec<PathBuf> = std::fs::read_dir(root.join("examples"))
        .expect("the `examples` folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    examples.sort();
    for e in examples {
        let name = format!("examples/{}", e.file_name().unwrap().to_string_lossy());
        out.push((name, e));
    }
    out
}

#[test]
fn no_crate_has_an_import_circle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut found = Vec::new();
    let mut crates = 0;
    for (name, dir) in packages(root) {
        let roots = koma_layout::crate_roots(&dir);
        assert!(
            !roots.is_empty(),
            "{name}: no `src/lib.rs` nor `src/main.rs`"
        );
        for file in roots {
            crates += 1;
            let stem = file.file_stem().unwrap().to_string_lossy();
            let label = if stem == "lib" {
                name.clone()
            } else {
                format!("{name} ({stem})")
            };
            let cycles =
                koma_layout::crate_cycles(&file).unwrap_or_else(|e| panic!("{label}: {e}"));
            found.extend(cycles.iter().map(|c| koma_layout::cycle_text(&label, c)));
        }
    }
    assert!(crates >= PACKAGES.len(), "only {crates} crates read");
    assert!(
        found.is_empty(),
        "import circles between modules:\n{}",
        found.join("\n")
    );
}
