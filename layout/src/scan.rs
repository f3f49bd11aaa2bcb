//! One source file read as tokens (`proc-macro2`'s lexer, so comments and string literals are
//! never mistaken for code): the modules it declares and the paths it names that may lead to
//! another module of the crate. Items under `#[cfg(test)]` are left out: a test module may use
//! the whole crate.

use std::str::FromStr;

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

/// How a path named in a file starts, which says where it is resolved from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Head {
    /// `crate::` or `$crate::`: from the crate root.
    Crate,
    /// `self::`: from the module the path is written in.
    SelfMod,
    /// `super::` repeated this many times: from that ancestor.
    Super(usize),
    /// A plain first segment (`lower::lower`, `use child::Item`): from the module the path is
    /// written in, when the segment names one of its child modules; otherwise not a module path.
    Bare,
}

/// A path that may name a module of the crate, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reference {
    /// Where the path is resolved from.
    pub head: Head,
    /// The segments after the head (for [`Head::Bare`], every segment).
    pub segments: Vec<String>,
    /// The inline modules (`mod name { .. }`) the path is written in, outermost first.
    pub inline: Vec<String>,
    /// For a path of a `use` line, the name it brings into scope.
    pub import: Option<Import>,
}

/// What a `use` path brings into its module's scope.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Import {
    /// One name (the last segment, or the `as` name).
    Name(String),
    /// Every public name of the module the path leads to (`*`).
    Glob,
}

/// An item defined in a file (`fn`, `struct`, `enum`, `trait`, `type`, `const`, `static`,
/// `union`, `macro_rules!`), outside function bodies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Def {
    /// The inline modules the item is written in, outermost first.
    pub inline: Vec<String>,
    /// The item's name.
    pub name: String,
}

/// A `mod name;` or `mod name { .. }` declaration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModDecl {
    /// The inline modules the declaration is written in, outermost first.
    pub inline: Vec<String>,
    /// The declared module's name.
    pub name: String,
    /// Whether the module's body is inline (`mod name { .. }`) rather than in its own file.
    pub is_inline: bool,
}

/// What one file declares and names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scan {
    /// The modules declared, in order.
    pub mods: Vec<ModDecl>,
    /// The paths named, in order.
    pub refs: Vec<Reference>,
    /// The items defined, in order.
    pub defs: Vec<Def>,
}

/// Reads one file's text.
pub fn scan(text: &str) -> Result<Scan, String> {
    let stream = TokenStream::from_str(text).map_err(|e| format!("cannot lex: {e}"))?;
    let tokens: Vec<TokenTree> = stream.into_iter().collect();
    let mut out = Scan::default();
    if !inner_cfg_test(&tokens) {
        walk(&tokens, &[], true, &mut out);
    }
    Ok(out)
}

/// Whether the file opens with `#![cfg(test)]` (all of it is test code).
fn inner_cfg_test(tokens: &[TokenTree]) -> bool {
    let mut i = 0;
    while is_punct(tokens.get(i), '#') && is_punct(tokens.get(i + 1), '!') {
        if let Some(TokenTree::Group(g)) = tokens.get(i + 2)
            && is_cfg_test(&g.stream())
        {
            return true;
        }
        i += 3;
    }
    false
}

/// The keywords that start a named item.
const ITEM_KEYWORDS: &[&str] = &[
    "fn", "struct", "enum", "trait", "type", "const", "static", "union",
];

fn walk(tokens: &[TokenTree], inline: &[String], item_level: bool, out: &mut Scan) {
    let mut i = 0;
    while i < tokens.len() {
        if item_level {
            if let (TokenTree::Ident(kw), Some(TokenTree::Ident(name))) =
                (&tokens[i], tokens.get(i + 1))
                && ITEM_KEYWORDS.iter().any(|k| kw == k)
            {
                out.defs.push(Def {
                    inline: inline.to_vec(),
                    name: name.to_string(),
                });
            }
            if let (TokenTree::Ident(kw), Some(TokenTree::Ident(name))) =
                (&tokens[i], tokens.get(i + 2))
                && kw == "macro_rules"
                && is_punct(tokens.get(i + 1), '!')
            {
                out.defs.push(Def {
                    inline: inline.to_vec(),
                    name: name.to_string(),
                });
            }
        }
        match &tokens[i] {
            TokenTree::Punct(p) if p.as_char() == '#' => {
                let bang = is_punct(tokens.get(i + 1), '!');
                let at = if bang { i + 2 } else { i + 1 };
                if let Some(TokenTree::Group(g)) = tokens.get(at)
                    && g.delimiter() == Delimiter::Bracket
                {
                    i = at + 1;
                    if !bang && is_cfg_test(&g.stream()) {
                        i = skip_item(tokens, i);
                    }
                    continue;
                }
                i += 1;
            }
            TokenTree::Ident(id) if id == "mod" && !is_path_sep_before(tokens, i) => {
                if let Some(TokenTree::Ident(name)) = tokens.get(i + 1) {
                    let name = name.to_string();
                    match tokens.get(i + 2) {
                        Some(TokenTree::Punct(p)) if p.as_char() == ';' => {
                            out.mods.push(ModDecl {
                                inline: inline.to_vec(),
                                name,
                                is_inline: false,
                            });
                            i += 3;
                            continue;
                        }
                        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
                            out.mods.push(ModDecl {
                                inline: inline.to_vec(),
                                name: name.clone(),
                                is_inline: true,
                            });
                            let body: Vec<TokenTree> = g.stream().into_iter().collect();
                            let mut inner = inline.to_vec();
                            inner.push(name);
                            walk(&body, &inner, true, out);
                            i += 3;
                            continue;
                        }
                        _ => {}
                    }
                }
                i += 1;
            }
            TokenTree::Ident(id) if id == "use" && !is_path_sep_before(tokens, i) => {
                let end = (i + 1..tokens.len())
                    .find(|&j| is_punct(tokens.get(j), ';'))
                    .unwrap_or(tokens.len());
                let mut paths = Vec::new();
                use_tree(&tokens[i + 1..end], &mut Vec::new(), &mut paths);
                for (path, import) in paths {
                    if let Some(mut r) = reference(path, inline) {
                        r.import = import;
                        out.refs.push(r);
                    }
                }
                i = end + 1;
            }
            TokenTree::Ident(id)
                if is_path_sep(tokens, i + 1) && !is_path_sep_before(tokens, i) =>
            {
                let preceded_by_dot = i > 0 && is_punct(tokens.get(i - 1), '.');
                let mut segments = vec![id.to_string()];
                let mut j = i + 1;
                while is_path_sep(tokens, j) {
                    match tokens.get(j + 2) {
                        Some(TokenTree::Ident(next)) => {
                            segments.push(next.to_string());
                            j += 3;
                        }
                        _ => break,
                    }
                }
                if !preceded_by_dot && let Some(r) = reference(segments, inline) {
                    out.refs.push(r);
                }
                i = j;
            }
            TokenTree::Group(g) => {
                let body: Vec<TokenTree> = g.stream().into_iter().collect();
                // A trait's or impl's body holds items too, but none a path can reach by name.
                walk(&body, inline, false, out);
                i += 1;
            }
            _ => i += 1,
        }
    }
}

/// A path's segments as a [`Reference`], or `None` for a path that starts at another crate
/// (`::std`, which [`use_tree`] leaves out) or is empty.
fn reference(segments: Vec<String>, inline: &[String]) -> Option<Reference> {
    let first = segments.first()?;
    let (head, skip) = match first.as_str() {
        "crate" => (Head::Crate, 1),
        "self" => (Head::SelfMod, 1),
        "super" => {
            let n = segments.iter().take_while(|s| *s == "super").count();
            (Head::Super(n), n)
        }
        _ => (Head::Bare, 0),
    };
    Some(Reference {
        head,
        segments: segments[skip..].to_vec(),
        inline: inline.to_vec(),
        import: None,
    })
}

/// Expands a `use` tree (the tokens between `use` and `;`) into its full paths, each with the
/// name it brings into scope; a glob or a `self` ends its path at the module; a path from the
/// extern prelude (`::x`) is left out.
fn use_tree(
    tokens: &[TokenTree],
    prefix: &mut Vec<String>,
    out: &mut Vec<(Vec<String>, Option<Import>)>,
) {
    let mut i = 0;
    if prefix.is_empty() && is_path_sep(tokens, 0) {
        return;
    }
    let depth = prefix.len();
    loop {
        match tokens.get(i) {
            Some(TokenTree::Ident(id))
                if id == "self" && !prefix.is_empty() && !is_path_sep(tokens, i + 1) =>
            {
                let name = alias(&tokens[i + 1..]).unwrap_or_else(|| prefix.last().cloned());
                out.push((prefix.clone(), name.map(Import::Name)));
                break;
            }
            Some(TokenTree::Ident(id)) => {
                prefix.push(id.to_string());
                i += 1;
                if is_path_sep(tokens, i) {
                    i += 2;
                    continue;
                }
                let name = alias(&tokens[i..]).unwrap_or_else(|| Some(id.to_string()));
                out.push((prefix.clone(), name.map(Import::Name)));
                break;
            }
            Some(TokenTree::Punct(p)) if p.as_char() == '*' => {
                out.push((prefix.clone(), Some(Import::Glob)));
                break;
            }
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
                let body: Vec<TokenTree> = g.stream().into_iter().collect();
                for part in body.split(|t| is_punct(Some(t), ',')) {
                    if !part.is_empty() {
                        use_tree(part, prefix, out);
                    }
                }
                break;
            }
            _ => break,
        }
    }
    prefix.truncate(depth);
}

/// The `as name` after a `use` path: `Some(Some(name))`, `Some(None)` for `as _`, `None` when
/// there is no `as`.
fn alias(tokens: &[TokenTree]) -> Option<Option<String>> {
    match tokens {
        [TokenTree::Ident(kw), TokenTree::Ident(name), ..] if kw == "as" => {
            Some(Some(name.to_string()))
        }
        [TokenTree::Ident(kw), ..] if kw == "as" => Some(None),
        _ => None,
    }
}

/// The index after the item that starts at `i`: after its first `;` or `{ .. }` at this level.
fn skip_item(tokens: &[TokenTree], mut i: usize) -> usize {
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Punct(p) if p.as_char() == ';' => return i + 1,
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// Whether an attribute's tokens are `cfg(test)`.
fn is_cfg_test(attr: &TokenStream) -> bool {
    let tokens: Vec<TokenTree> = attr.clone().into_iter().collect();
    match tokens.as_slice() {
        [TokenTree::Ident(cfg), TokenTree::Group(g)] if cfg == "cfg" => {
            let inner: Vec<TokenTree> = g.stream().into_iter().collect();
            matches!(inner.as_slice(), [TokenTree::Ident(t)] if t == "test")
        }
        _ => false,
    }
}

fn is_punct(t: Option<&TokenTree>, c: char) -> bool {
    matches!(t, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

/// Whether `tokens[i..]` starts with `::`.
fn is_path_sep(tokens: &[TokenTree], i: usize) -> bool {
    matches!(tokens.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
        && is_punct(tokens.get(i + 1), ':')
}

/// Whether the token at `i` follows a `::` (it is not the start of a path).
fn is_path_sep_before(tokens: &[TokenTree], i: usize) -> bool {
    i >= 2 && is_path_sep(tokens, i - 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refs(text: &str) -> Vec<(Head, String)> {
        scan(text)
            .unwrap()
            .refs
            .into_iter()
            .map(|r| (r.head, r.segments.join("::")))
            .collect()
    }

    #[test]
    fn use_trees_expand() {
        let r =
            refs("use crate::{a::{self, B}, c::*}; use super::super::d; use ::std::x; use std::y;");
        assert_eq!(
            r,
            vec![
                (Head::Crate, "a".into()),
                (Head::Crate, "a::B".into()),
                (Head::Crate, "c".into()),
                (Head::Super(2), "d".into()),
                (Head::Bare, "std::y".into()),
            ]
        );
    }

    #[test]
    fn paths_in_code_and_macros_count_but_not_in_comments_or_strings() {
        let r = refs(
            "// crate::no\n/// crate::no\nfn f() { let _ = \"crate::no\"; crate::a::f(); \
             vec![super::b::C]; x.y::<T>(); lower::lower(); $crate::m::g(); }",
        );
        assert_eq!(
            r,
            vec![
                (Head::Crate, "a::f".into()),
                (Head::Super(1), "b::C".into()),
                (Head::Bare, "lower::lower".into()),
                (Head::Crate, "m::g".into()),
            ]
        );
    }

    #[test]
    fn cfg_test_items_are_left_out() {
        let s = scan(
            "#[cfg(test)] mod tests { use crate::x; }\n#[cfg(test)] use crate::y;\nuse crate::z;",
        )
        .unwrap();
        assert_eq!(s.mods, vec![]);
        assert_eq!(s.refs.len(), 1);
        assert!(
            scan("#![cfg(test)]\nuse crate::x;")
                .unwrap()
                .refs
                .is_empty()
        );
    }

    #[test]
    fn modules_declared() {
        let s = scan("pub mod a; mod b { mod c; fn f() { self::d::e(); } }").unwrap();
        assert_eq!(s.mods.len(), 3);
        assert_eq!(
            s.mods[2],
            ModDecl {
                inline: vec!["b".into()],
                name: "c".into(),
                is_inline: false
            }
        );
        assert_eq!(s.refs[0].inline, vec!["b".to_string()]);
    }
}
