//! The graph of a crate's file modules (an edge where a module names another), and its cycles.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use crate::scan::{Head, Import, Reference};
use crate::tree::Tree;

/// Modules (by their path, `crate` for the root) and which others each one uses.
#[derive(Clone, Debug, Default)]
pub struct Graph {
    /// Each module's name: its path joined with `::`, or `crate`.
    pub names: Vec<String>,
    /// For each module, the modules it uses (never itself).
    pub edges: Vec<BTreeSet<usize>>,
}

/// Builds the graph: a path names the module its segments lead to, through the `use` imports
/// of the modules it passes (`crate::Square`, re-exported by the root from `square`, names
/// `square`); an item defined in a module's file is that module; an inline module is its
/// file's. A parent's `mod child;` is not a use of the child.
pub fn build(tree: &Tree) -> Graph {
    let scopes = Scopes::new(tree);
    let names = tree
        .modules
        .iter()
        .map(|m| {
            if m.path.is_empty() {
                "crate".to_string()
            } else {
                m.path.join("::")
            }
        })
        .collect();
    let mut edges = vec![BTreeSet::new(); tree.modules.len()];
    for (i, m) in tree.modules.iter().enumerate() {
        for r in &m.scan.refs {
            let Some(abs) = scopes.absolute(&m.path, r) else {
                continue;
            };
            if let Some(t) = scopes.resolve(&abs, 0)
                && t != i
            {
                edges[i].insert(t);
            }
        }
    }
    Graph { names, edges }
}

/// What each module (file or inline, by its path) holds: its file's node, the names it
/// imports (to absolute paths), its glob imports and the items it defines.
struct Scopes {
    node: BTreeMap<Vec<String>, usize>,
    imports: BTreeMap<Vec<String>, BTreeMap<String, Vec<String>>>,
    globs: BTreeMap<Vec<String>, Vec<Vec<String>>>,
    defs: BTreeSet<(Vec<String>, String)>,
}

impl Scopes {
    fn new(tree: &Tree) -> Self {
        let mut s = Scopes {
            node: BTreeMap::new(),
            imports: BTreeMap::new(),
            globs: BTreeMap::new(),
            defs: BTreeSet::new(),
        };
        for (i, m) in tree.modules.iter().enumerate() {
            s.node.insert(m.path.clone(), i);
            for decl in m.scan.mods.iter().filter(|d| d.is_inline) {
                s.node
                    .insert(join(&m.path, &decl.inline, Some(&decl.name)), i);
            }
        }
        for m in &tree.modules {
            for d in &m.scan.defs {
                s.defs
                    .insert((join(&m.path, &d.inline, None), d.name.clone()));
            }
            for r in &m.scan.refs {
                let (Some(import), Some(abs)) = (&r.import, s.absolute(&m.path, r)) else {
                    continue;
                };
                let here = join(&m.path, &r.inline, None);
                match import {
                    Import::Name(name) => {
                        s.imports.entry(here).or_default().insert(name.clone(), abs);
                    }
                    Import::Glob => s.globs.entry(here).or_default().push(abs),
                }
            }
        }
        s
    }

    /// A reference's path from the crate root, or `None` when it does not start in the crate.
    fn absolute(&self, file: &[String], r: &Reference) -> Option<Vec<String>> {
        let here = join(file, &r.inline, None);
        let mut abs = match r.head {
            Head::Crate => Vec::new(),
            Head::SelfMod => here,
            Head::Super(n) if n <= here.len() => here[..here.len() - n].to_vec(),
            Head::Super(_) => return None,
            Head::Bare => {
                let child = join(&here, &[], r.segments.first().map(String::as_str));
                if !self.node.contains_key(&child) {
                    return None;
                }
                here
            }
        };
        abs.extend(r.segments.iter().cloned());
        Some(abs)
    }

    /// The node an absolute path leads to: the longest module prefix, or, when the segment
    /// after it is a name that module imports, where the import leads.
    fn resolve(&self, abs: &[String], depth: usize) -> Option<usize> {
        let n = (0..=abs.len())
            .rev()
            .find(|&n| self.node.contains_key(&abs[..n]))?;
        let module = abs[..n].to_vec();
        let here = self.node[&module];
        let Some(name) = abs.get(n) else {
            return Some(here);
        };
        if depth > 16 || self.defs.contains(&(module.clone(), name.clone())) {
            return Some(here);
        }
        if let Some(target) = self.imports.get(&module).and_then(|m| m.get(name)) {
            let mut next = target.clone();
            next.extend(abs[n + 1..].iter().cloned());
            return self.resolve(&next, depth + 1).or(Some(here));
        }
        for glob in self.globs.get(&module).into_iter().flatten() {
            let mut next = glob.clone();
            next.extend(abs[n..].iter().cloned());
            let Some(m) = (0..=next.len())
                .rev()
                .find(|&k| self.node.contains_key(&next[..k]))
            else {
                continue;
            };
            let inner = next[..m].to_vec();
            let holds = |name: &String| {
                self.defs.contains(&(inner.clone(), name.clone()))
                    || self
                        .imports
                        .get(&inner)
                        .is_some_and(|i| i.contains_key(name))
                    || m > glob.len()
            };
            if next.get(m).is_none_or(holds) {
                return self.resolve(&next, depth + 1).or(Some(here));
            }
        }
        Some(here)
    }
}

/// `base`, then `inline`, then `last`.
fn join(base: &[String], inline: &[String], last: Option<&str>) -> Vec<String> {
    let mut p = base.to_vec();
    p.extend(inline.iter().cloned());
    p.extend(last.map(str::to_string));
    p
}

/// A group of modules that reach each other (a strongly connected component of more than one
/// module).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Cycle {
    /// The shortest cycle from the group's first module by name, as names, the first repeated
    /// at the end.
    pub path: Vec<String>,
    /// Every module of the group, by name.
    pub members: Vec<String>,
}

/// The cycles of the graph, one for each group, in name order.
pub fn cycles(g: &Graph) -> Vec<Cycle> {
    let mut out: Vec<Cycle> = components(g)
        .into_iter()
        .filter(|c| c.len() > 1)
        .map(|c| {
            let start = *c.iter().min_by_key(|&&n| &g.names[n]).expect("non-empty");
            let path = shortest_cycle(g, start, &c)
                .into_iter()
                .map(|n| g.names[n].clone())
                .collect();
            let mut members: Vec<String> = c.iter().map(|&n| g.names[n].clone()).collect();
            members.sort();
            Cycle { path, members }
        })
        .collect();
    out.sort();
    out
}

/// The strongly connected components (Tarjan's algorithm, iterative).
fn components(g: &Graph) -> Vec<BTreeSet<usize>> {
    let n = g.names.len();
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut next = 0;
    let mut out = Vec::new();
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut call: Vec<(usize, Vec<usize>)> = Vec::new();
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        call.push((root, g.edges[root].iter().copied().rev().collect()));
        while let Some((v, pending)) = call.last_mut() {
            let v = *v;
            if let Some(w) = pending.pop() {
                if index[w] == usize::MAX {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    call.push((w, g.edges[w].iter().copied().rev().collect()));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            call.pop();
            if let Some((parent, _)) = call.last() {
                low[*parent] = low[*parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut comp = BTreeSet::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    comp.insert(w);
                    if w == v {
                        break;
                    }
                }
                out.push(comp);
            }
        }
    }
    out
}

/// The shortest path from `start` back to itself inside `within` (breadth first).
fn shortest_cycle(g: &Graph, start: usize, within: &BTreeSet<usize>) -> Vec<usize> {
    let mut from: BTreeMap<usize, usize> = BTreeMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for &w in &g.edges[v] {
            if !within.contains(&w) {
                continue;
            }
            if w == start {
                let mut path = vec![v];
                let mut at = v;
                while at != start {
                    at = from[&at];
                    path.push(at);
                }
                path.reverse();
                path.push(start);
                return path;
            }
            if w != start && !from.contains_key(&w) {
                from.insert(w, v);
                queue.push_back(w);
            }
        }
    }
    vec![start, start]
}
