//! The built-in rules files compile, and so does every other rules file of the repository.

fn compile(name: &str) -> koma_dsl::Variant {
    let path = format!("{}/../variants/{name}.koma", env!("CARGO_MANIFEST_DIR"));
    match koma_dsl::compile_file(std::path::Path::new(&path)) {
        Ok(v) => v,
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn all_variants_compile() {
    let files = koma_files("variants");
    assert!(files.len() >= 6, "{files:?}");
    for path in files {
        let name = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("a file name");
        let v = compile(name);
        assert_eq!(v.name, name);
    }
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let source = include_str!("../../variants/minishogi.koma");
    let with_bom = format!("\u{feff}{source}");
    let plain = koma_dsl::compile(source).unwrap();
    assert_eq!(koma_dsl::compile(&with_bom).unwrap(), plain);
}

/// The `.koma` files directly in `dir` (relative to the repository root), sorted.
fn koma_files(dir: &str) -> Vec<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(dir);
    let mut v: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "koma"))
        .collect();
    v.sort();
    v
}

/// Every rules file in the repository checks clean (the start checks included: no side not to
/// move in check), with the number of files found per folder as a floor.
#[test]
fn every_rules_file_in_the_repository_checks_clean() {
    let mut failures = Vec::new();
    for (dir, at_least) in [
        ("variants", 6),
        ("variants/tests", 1),
        ("variants/tests/corner-cases", 11),
        ("examples/build-script", 1),
        ("examples/custom-variant", 1),
    ] {
        let files = koma_files(dir);
        assert!(files.len() >= at_least, "{dir}: only {} files", files.len());
        for path in files {
            if let Err(e) = koma_dsl::compile_file(&path) {
                failures.push(format!("{}: {e}", path.display()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn xboard_names_are_read_from_the_rules_files() {
    assert_eq!(compile("wa-shogi").xboard_name.as_deref(), Some("crazywa"));
    assert_eq!(compile("chushogi").xboard_name.as_deref(), Some("chu"));
    assert_eq!(compile("shogi").xboard_name, None);
    let minishogi = include_str!("../../variants/minishogi.koma");
    let errors = |extra: &str| -> Vec<String> {
        koma_dsl::compile(&format!("{minishogi}\n{extra}\n"))
            .unwrap_err()
            .iter()
            .map(|d| d.message.clone())
            .collect()
    };
    assert_eq!(
        errors("xboard name mini\nxboard name mini2"),
        ["duplicate `xboard` statement"]
    );
    assert_eq!(
        errors("xboard name Mini_Shogi"),
        ["invalid xboard name `Mini_Shogi`"]
    );
    assert!(
        koma_dsl::parse::parse(&format!("{minishogi}\nxboard mini\n")).is_err(),
        "`xboard` without `name` is a syntax error"
    );
}
