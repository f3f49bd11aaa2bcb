//! A crate's tree of file modules, found from its root file by following `mod name;` the way
//! rustc does (`name.rs` or `name/mod.rs`, beside `lib.rs`/`main.rs`/`mod.rs` or in the folder
//! named for the declaring file; inline modules add a folder level).

use std::path::{Path, PathBuf};

use crate::scan::{Scan, scan};

/// One file module.
#[derive(Clone, Debug)]
pub struct Module {
    /// Its path from the crate root (empty for the root).
    pub path: Vec<String>,
    /// Its file.
    pub file: PathBuf,
    /// What the file declares and names.
    pub scan: Scan,
}

/// Every file module of a crate, the root first.
#[derive(Clone, Debug)]
pub struct Tree {
    /// The modules, each after its parent.
    pub modules: Vec<Module>,
}

/// Loads the tree from `root` (a `lib.rs`, `main.rs` or `src/bin/*.rs`), reading each file with
/// `read` (`None` when the file does not exist).
pub fn load(root: &Path, read: &dyn Fn(&Path) -> Option<String>) -> Result<Tree, String> {
    let mut modules = Vec::new();
    let mut todo = vec![(Vec::new(), root.to_path_buf(), true)];
    while let Some((path, file, owns_dir)) = todo.pop() {
        let text = read(&file).ok_or_else(|| format!("cannot read `{}`", file.display()))?;
        let scan = scan(&text).map_err(|e| format!("`{}`: {e}", file.display()))?;
        let dir = children_dir(&file, owns_dir);
        for decl in scan.mods.iter().filter(|d| !d.is_inline) {
            let mut base = dir.clone();
            base.extend(&decl.inline);
            let flat = base.join(format!("{}.rs", decl.name));
            let nested = base.join(&decl.name).join("mod.rs");
            let (child, owns) = if read(&flat).is_some() {
                (flat, false)
            } else if read(&nested).is_some() {
                (nested, true)
            } else {
                return Err(format!(
                    "`{}` declares `mod {}` but neither `{}` nor `{}` exists",
                    file.display(),
                    decl.name,
                    flat.display(),
                    nested.display()
                ));
            };
            let mut child_path = path.clone();
            child_path.extend(decl.inline.iter().cloned());
            child_path.push(decl.name.clone());
            todo.push((child_path, child, owns));
        }
        modules.push(Module { path, file, scan });
    }
    modules.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(Tree { modules })
}

/// The folder a file's `mod name;` declarations are looked up in: its own for a root or a
/// `mod.rs`, else the folder named for the file.
fn children_dir(file: &Path, owns_dir: bool) -> PathBuf {
    let parent = file.parent().unwrap_or(Path::new("")).to_path_buf();
    if owns_dir {
        parent
    } else {
        parent.join(file.file_stem().unwrap_or_default())
    }
}
