//! Checks of the workspace's layout. [`crate_cycles`] finds the import circles between the
//! modules of one crate: module A uses B and B uses A, directly or through a chain, where a use
//! is any path naming the other module (`use` lines, `crate::`/`super::`/`self::` paths, a
//! child module's name), in code or in macro calls, outside `#[cfg(test)]` items. A parent's
//! `mod child;` is not a use; a child naming an item of its parent's file is.
//!
//! `tests/acyclic.rs` runs it over every crate of the workspace.

pub mod graph;
pub mod scan;
pub mod tree;

use std::path::{Path, PathBuf};

pub use graph::Cycle;

/// The import circles of the crate whose root file is `root` (read from disk).
pub fn crate_cycles(root: &Path) -> Result<Vec<Cycle>, String> {
    cycles_with(root, &|p| std::fs::read_to_string(p).ok())
}

/// [`crate_cycles`] with the files read by `read` (`None` for a file that does not exist).
pub fn cycles_with(
    root: &Path,
    read: &dyn Fn(&Path) -> Option<String>,
) -> Result<Vec<Cycle>, String> {
    let tree = tree::load(root, read)?;
    Ok(graph::cycles(&graph::build(&tree)))
}

/// The root files of the crates of a package folder: `src/lib.rs`, `src/main.rs` and
/// `src/bin/*.rs`, those that exist.
pub fn crate_roots(package: &Path) -> Vec<PathBuf> {
    let src = package.join("src");
    let mut roots: Vec<PathBuf> = ["lib.rs", "main.rs"]
        .iter()
        .map(|f| src.join(f))
        .filter(|p| p.is_file())
        .collect();
    if let Ok(entries) = std::fs::read_dir(src.join("bin")) {
        let mut bins: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "rs"))
            .collect();
        bins.sort();
        roots.extend(bins);
    }
    roots
}

/// A cycle as the check prints it: `dsl: lower -> parse -> lower`, then the group's size
/// when it holds more modules than the cycle shown.
pub fn cycle_text(package: &str, cycle: &Cycle) -> String {
    let shown = cycle.path.len() - 1;
    let mut text = format!("{package}: {}", cycle.path.join(" -> "));
    if cycle.members.len() > shown {
        text += &format!(
            " ({} modules reach each other: {})",
            cycle.members.len(),
            cycle.members.join(", ")
        );
    }
    text
}

#[cfg(test)]
mod tests;
