//! The list of built-ins: the rules files of a folder (`variants/`), each checked to be named
//! after the variant it declares. Shared by the build scripts that list the built-ins
//! (`koma-builtins`' and `koma-variants`'), which include this file with `#[path]`: a build
//! script can take no dependency on a crate that reads the rules files without being rebuilt
//! each time one changes.

// each build script reads the fields it needs
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// One rules file of `variants/`.
pub struct Builtin {
    /// The name its `variant` line declares, also its file stem (`wa-shogi`).
    pub name: String,
    /// The Rust module of its compiled generator (`wa_shogi`).
    pub module: String,
    /// The file name (`wa-shogi.koma`).
    pub file: String,
    /// The doc line of its module: the file's first comment paragraph and where it comes from.
    pub doc: String,
    /// The rules file's path.
    pub path: PathBuf,
    /// The rules file's text.
    pub source: String,
}

/// The built-ins of the rules files in `dir`, sorted by name, each file's path printed as a
/// `cargo:rerun-if-changed` line (and the folder's, so that a new file is seen).
///
/// # Panics
/// When the folder or a file cannot be read, or a file is not named after its variant: the
/// build stops with the message.
pub fn read(dir: &Path) -> Vec<Builtin> {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a readable entry of `variants/`").file_name())
        .filter_map(|n| n.into_string().ok())
        .filter(|n| n.ends_with(".koma"))
        .collect();
    // by name (`wa-shogi` before `wa-shogi-dropless`), not by file name
    files.sort_by(|a, b| a.trim_end_matches(".koma").cmp(b.trim_end_matches(".koma")));
    files
        .into_iter()
        .map(|file| {
            let path = dir.join(&file);
            println!("cargo:rerun-if-changed={}", path.display());
            let source = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            builtin(file, path, source).unwrap_or_else(|e| panic!("variants/{e}"))
        })
        .collect()
}

/// The built-in of the rules file `file` whose text is `source`, or a message naming the file.
fn builtin(file: String, path: PathBuf, source: String) -> Result<Builtin, String> {
    let stem = file.strip_suffix(".koma").expect("a `.koma` file");
    let name = source
        .lines()
        .find_map(|l| l.trim().strip_prefix("variant "))
        .and_then(|rest| rest.split_whitespace().next())
        .ok_or_else(|| format!("{file}: no `variant NAME` line"))?;
    if name != stem {
        return Err(format!(
            "{file}: the variant is named `{name}`; a built-in's file is named after its variant (`{name}.koma`)"
        ));
    }
    let module = name.replace('-', "_");
    let identifier = module.starts_with(|c: char| c.is_ascii_lowercase())
        && module
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if !identifier {
        return Err(format!(
            "{file}: the name `{name}` gives no Rust module name (lowercase letters, digits and `-`, from a letter)"
        ));
    }
    let summary: Vec<String> = source
        .lines()
        .map_while(|l| l.strip_prefix('#'))
        .map(str::trim)
        .take_while(|l| !l.is_empty())
        .map(autolink)
        .collect();
    let doc = if summary.is_empty() {
        format!("The built-in variant `{name}`, from `{file}`.")
    } else {
        format!("{}\n\nFrom `{file}`.", summary.join("\n"))
    };
    Ok(Builtin {
        name: name.to_string(),
        module,
        file,
        doc,
        path,
        source,
    })
}

/// `line` with each bare URL written `<URL>` (rustdoc links it and warns on a bare one), the
/// punctuation after it left outside.
fn autolink(line: &str) -> String {
    line.split(' ')
        .map(|word| {
            let Some(at) = word.find("http://").or_else(|| word.find("https://")) else {
                return word.to_string();
            };
            let (before, url) = word.split_at(at);
            let end = url.trim_end_matches(['.', ',', ';', ':', ')', ']']).len();
            let (url, after) = url.split_at(end);
            format!("{before}<{url}>{after}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}
