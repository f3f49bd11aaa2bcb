//! The check on small fake trees held in memory: a cycle is found, a clean tree passes.

use std::collections::HashMap;
use std::path::Path;

use crate::cycles_with;

/// The cycles of a fake crate given as (file, text) pairs, its root `src/lib.rs`.
fn cycles(files: &[(&str, &str)]) -> Vec<String> {
    let map: HashMap<&Path, String> = files
        .iter()
        .map(|(f, t)| (Path::new(*f), t.to_string()))
        .collect();
    cycles_with(Path::new("src/lib.rs"), &|p| map.get(p).cloned())
        .unwrap()
        .iter()
        .map(|c| crate::cycle_text("fake", c))
        .collect()
}

#[test]
fn a_clean_tree_passes() {
    let found = cycles(&[
        (
            "src/lib.rs",
            "mod ir; mod parse; mod lower; pub fn f() { lower::run(parse::run()) }",
        ),
        ("src/ir.rs", "pub struct V;"),
        ("src/parse.rs", "use crate::ir::V; pub fn run() -> V { V }"),
        (
            "src/lower.rs",
            "mod util; use super::ir; pub fn run(_: ir::V) { util::f() }",
        ),
        ("src/lower/util.rs", "pub fn f() { let _ = crate::ir::V; }"),
    ]);
    assert_eq!(found, Vec::<String>::new());
}

#[test]
fn a_cycle_through_a_chain_is_named() {
    let found = cycles(&[
        ("src/lib.rs", "mod parse; mod lower; mod check;"),
        (
            "src/parse.rs",
            "use crate::lower::line_of; pub fn word() {}",
        ),
        ("src/lower.rs", "pub fn line_of() { crate::check::run() }"),
        ("src/check/mod.rs", "pub fn run() { super::parse::word() }"),
    ]);
    assert_eq!(found, vec!["fake: check -> parse -> lower -> check"]);
}

#[test]
fn a_child_using_its_parents_file_is_a_cycle_when_the_parent_uses_it() {
    let found = cycles(&[
        ("src/lib.rs", "mod end;"),
        (
            "src/end.rs",
            "mod bare; pub fn kind() {} fn f() { bare::lower() }",
        ),
        (
            "src/end/bare.rs",
            "use super::kind; pub fn lower() { kind() }",
        ),
    ]);
    assert_eq!(found, vec!["fake: end -> end::bare -> end"]);
    // The parent only declaring the child is no use of it.
    let found = cycles(&[
        ("src/lib.rs", "mod end;"),
        ("src/end.rs", "mod bare; pub fn kind() {}"),
        (
            "src/end/bare.rs",
            "use super::kind; pub fn lower() { kind() }",
        ),
    ]);
    assert_eq!(found, Vec::<String>::new());
}

#[test]
fn the_root_counts_and_test_modules_do_not() {
    let found = cycles(&[
        ("src/lib.rs", "mod a; pub use a::X; pub fn compile() {}"),
        (
            "src/a.rs",
            "pub struct X; #[cfg(test)] mod tests { fn t() { crate::compile() } }",
        ),
    ]);
    assert_eq!(found, Vec::<String>::new());
    let found = cycles(&[
        ("src/lib.rs", "mod a; pub use a::X; pub fn compile() {}"),
        ("src/a.rs", "pub struct X; fn t() { crate::compile() }"),
    ]);
    assert_eq!(found, vec!["fake: a -> crate -> a"]);
}

#[test]
fn a_missing_module_file_is_an_error() {
    let err = cycles_with(Path::new("src/lib.rs"), &|p| {
        (p == Path::new("src/lib.rs")).then(|| "mod gone;".to_string())
    })
    .unwrap_err();
    assert!(err.contains("mod gone"), "{err}");
}

#[test]
fn a_re_export_leads_to_the_defining_module() {
    // `crate::Square` is the root's re-export of `square::Square`: `setup` uses `square`, not
    // the root, so the root re-exporting `setup` makes no cycle.
    let found = cycles(&[
        (
            "src/lib.rs",
            "mod square; mod setup; pub use square::Square; pub use setup::*;",
        ),
        ("src/square.rs", "pub struct Square;"),
        (
            "src/setup.rs",
            "use crate::Square; pub fn read() -> Square { Square }",
        ),
    ]);
    assert_eq!(found, Vec::<String>::new());
    // Through a glob too, and an item of the root's own file still counts.
    let found = cycles(&[
        (
            "src/lib.rs",
            "mod square; mod setup; pub use square::*; pub use setup::read; pub fn own() {}",
        ),
        ("src/square.rs", "pub struct Square;"),
        (
            "src/setup.rs",
            "pub fn read() -> crate::Square { crate::own(); crate::Square }",
        ),
    ]);
    assert_eq!(found, vec!["fake: crate -> setup -> crate"]);
}
