//! No import circle between the compiler's modules: a module `A` using `B` (a path through
//! `crate::`, `super::`, `self::` or a child module's name, in a `use` line or in code) while `B`
//! uses `A`, directly or by a chain. Each file is a module (`mod.rs` its folder's); inline
//! `#[cfg(test)]` modules are left out; comments and string literals are not read.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module's path from the crate root (`["emit", "castling"]`; the root is empty).
type Module = Vec<String>;

/// The modules of the crate whose sources are under `src`, with their code.
fn modules(src: &Path) -> BTreeMap<Module, String> {
    let mut out = BTreeMap::new();
    walk(src, &mut Vec::new(), &mut out);
    out
}

fn walk(dir: &Path, prefix: &mut Vec<String>, out: &mut BTreeMap<Module, String>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("source folder")
        .map(|e| e.expect("entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            prefix.push(name);
            walk(&path, prefix, out);
            prefix.pop();
        } else if let Some(stem) = name.strip_suffix(".rs") {
            let mut module = prefix.clone();
            if !(stem == "mod" || (prefix.is_empty() && (stem == "lib" || stem == "main"))) {
                module.push(stem.to_string());
            }
            let text = std::fs::read_to_string(&path).expect("source file");
            out.insert(module, code_of(&text));
        }
    }
}

/// The code of a file without comments, string and char literals, and inline test modules.
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod ") {
        Some(i) => &text[..i],
        None => text,
    };
    let cs: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < cs.len() {
        match cs[i] {
            '/' if cs.get(i + 1) == Some(&'/') => {
                while i < cs.len() && cs[i] != '\n' {
                    i += 1;
                }
            }
            '/' if cs.get(i + 1) == Some(&'*') => {
                i += 2;
                while i + 1 < cs.len() && !(cs[i] == '*' && cs[i + 1] == '/') {
                    i += 1;
                }
                i += 2;
            }
            '"' => {
                i += 1;
                while i < cs.len() && cs[i] != '"' {
                    i += if cs[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
                out.push_str("\"\"");
            }
            'r' if cs.get(i + 1) == Some(&'#') || cs.get(i + 1) == Some(&'"') => {
                // a raw string: `r"…"`, `r#"…"#`
                let mut j = i + 1;
                let mut hashes = 0;
                while cs.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                let word_before = i > 0 && (cs[i - 1].is_alphanumeric() || cs[i - 1] == '_');
                if cs.get(j) != Some(&'"') || word_before {
                    out.push(cs[i]);
                    i += 1;
                    continue;
                }
                j += 1;
                loop {
                    if j >= cs.len() {
                        break;
                    }
                    if cs[j] == '"' && (0..hashes).all(|h| cs.get(j + 1 + h) == Some(&'#')) {
                        j += 1 + hashes;
                        break;
                    }
                    j += 1;
                }
                i = j;
                out.push_str("\"\"");
            }
            '\'' => {
                // a char literal (`'a'`, `'\n'`), not a lifetime or label
                let close = if cs.get(i + 1) == Some(&'\\') {
                    (i + 3..cs.len().min(i + 12)).find(|&j| cs[j] == '\'')
                } else {
                    (cs.get(i + 2) == Some(&'\'')).then_some(i + 2)
                };
                match close {
                    Some(j) => {
                        out.push_str("' '");
                        i = j + 1;
                    }
                    None => {
                        out.push('\'');
                        i += 1;
                    }
                }
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// The paths of `code`: each `use` tree expanded (`a::{b, c::d}` -> `a::b`, `a::c::d`), then
/// every other path of at least two segments.
fn paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut rest = String::new();
    let mut s = code;
    while let Some(i) = find_word(s, "use") {
        rest.push_str(&s[..i]);
        let after = &s[i + 3..];
        let end = after.find(';').unwrap_or(after.len());
        expand(after[..end].trim(), &mut Vec::new(), &mut out);
        s = &after[(end + 1).min(after.len())..];
    }
    rest.push_str(s);
    let cs: Vec<char> = rest.chars().collect();
    let mut i = 0;
    while i < cs.len() {
        let starts = (cs[i].is_alphabetic() || cs[i] == '_')
            && (i == 0 || !(cs[i - 1].is_alphanumeric() || cs[i - 1] == '_' || cs[i - 1] == ':'));
        if !starts {
            i += 1;
            continue;
        }
        let mut path = Vec::new();
        loop {
            let start = i;
            while i < cs.len() && (cs[i].is_alphanumeric() || cs[i] == '_') {
                i += 1;
            }
            path.push(cs[start..i].iter().collect::<String>());
            let mut j = i;
            while j < cs.len() && cs[j].is_whitespace() {
                j += 1;
            }
            if cs.get(j) == Some(&':') && cs.get(j + 1) == Some(&':') {
                j += 2;
                while j < cs.len() && cs[j].is_whitespace() {
                    j += 1;
                }
                if j < cs.len() && (cs[j].is_alphabetic() || cs[j] == '_') {
                    i = j;
                    continue;
                }
            }
            break;
        }
        if path.len() > 1 {
            out.push(path);
        }
    }
    out
}

/// The byte index of the word `w` in `s` (not inside a longer word).
fn find_word(s: &str, w: &str) -> Option<usize> {
    let b = s.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut from = 0;
    while let Some(k) = s[from..].find(w) {
        let i = from + k;
        let before = i == 0 || !word(b[i - 1]);
        let after = b.get(i + w.len()).is_none_or(|&c| !word(c));
        if before && after {
            return Some(i);
        }
        from = i + w.len();
    }
    None
}

/// Expands the use tree `tree` under `prefix` into `out`.
fn expand(tree: &str, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    let tree = tree.trim();
    if tree.is_empty() {
        return;
    }
    if let Some(inner) = tree.strip_prefix('{') {
        let inner = inner.strip_suffix('}').unwrap_or(inner);
        for part in split_top(inner) {
            expand(part, &mut prefix.clone(), out);
        }
        return;
    }
    match tree.find("::") {
        Some(i) if !tree[..i].contains('{') => {
            prefix.push(tree[..i].trim().to_string());
            expand(&tree[i + 2..], prefix, out);
        }
        _ => {
            let name = tree.split_whitespace().next().unwrap_or("");
            let mut path = prefix.clone();
            if name != "*" && name != "self" {
                path.push(name.to_string());
            }
            out.push(path);
        }
    }
}

/// `s` split at its commas outside braces.
fn split_top(s: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

/// The module a path written in `from` refers to: the longest prefix naming a module of `all`,
/// for a path through `crate`, `super`, `self` or a child module of `from`.
fn target(from: &Module, path: &[String], all: &BTreeMap<Module, String>) -> Option<Module> {
    let mut base = from.clone();
    let mut rest = path;
    match path.first()?.as_str() {
        "crate" => {
            base.clear();
            rest = &path[1..];
        }
        "self" => rest = &path[1..],
        "super" => {
            while rest.first().is_some_and(|s| s == "super") {
                base.pop()?;
                rest = &rest[1..];
            }
        }
        first => {
            let mut child = from.clone();
            child.push(first.to_string());
            if !all.contains_key(&child) {
                return None;
            }
        }
    }
    let mut module = base;
    for seg in rest {
        let mut next = module.clone();
        next.push(seg.clone());
        if !all.contains_key(&next) {
            break;
        }
        module = next;
    }
    Some(module)
}

fn name(m: &Module) -> String {
    if m.is_empty() {
        "crate".into()
    } else {
        m.join("::")
    }
}

/// The modules of `all` on an import circle, each with the modules it uses that lead back to
/// it.
fn circles(all: &BTreeMap<Module, String>) -> Vec<String> {
    let mut uses: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (m, code) in all {
        let edges = uses.entry(m.clone()).or_default();
        for p in paths(code) {
            if let Some(t) = target(m, &p, all)
                && &t != m
            {
                edges.insert(t);
            }
        }
    }
    let reach = |start: &Module| {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<Module> = uses[start].iter().cloned().collect();
        while let Some(n) = todo.pop() {
            if seen.insert(n.clone()) {
                todo.extend(uses.get(&n).into_iter().flatten().cloned());
            }
        }
        seen
    };
    let mut out = Vec::new();
    for m in all.keys() {
        if reach(m).contains(m) {
            let back: Vec<String> = uses[m]
                .iter()
                .filter(|t| reach(t).contains(m))
                .map(name)
                .collect();
            out.push(format!("{} uses {}", name(m), back.join(", ")));
        }
    }
    out
}

#[test]
fn no_import_circle() {
    let all = modules(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(all.len() > 40, "the compiler's modules were not found");
    let found = circles(&all);
    assert!(
        found.is_empty(),
        "import circles between the compiler's modules:\n{}",
        found.join("\n")
    );
}

#[test]
fn circles_are_found_through_every_kind_of_path() {
    let module = |path: &str| -> Module {
        path.split("::")
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect()
    };
    let crate_of = |files: &[(&str, &str)]| -> BTreeMap<Module, String> {
        files
            .iter()
            .map(|(m, code)| (module(m), code_of(code)))
            .collect()
    };
    // a grouped `use` one way, a `super::` path in code the other
    let two = crate_of(&[
        ("", "mod a; mod b;"),
        ("a", "use crate::{b::{self, X}, c};"),
        ("b", "fn f() { super::a::g() }"),
    ]);
    assert_eq!(circles(&two), ["a uses b", "b uses a"]);
    // a child module's name from the root, an item of the root from the child
    let root = crate_of(&[("", "fn f() { m::g() }"), ("m", "use crate::Error;")]);
    assert_eq!(circles(&root), ["crate uses m", "m uses crate"]);
    // comments, strings and chains one way only are no circle
    let none = crate_of(&[
        (
            "a",
            "// use crate::b;\nlet s = \"crate::b\"; use crate::b::Y;",
        ),
        ("b", "use crate::c::Z;"),
        ("c", "/* crate::a */ fn h() {}"),
    ]);
    assert!(circles(&none).is_empty());
}
