//! Lame leaps (a xiangqi horse or elephant: a target reached only past empty blocking squares)
//! grouped by blocking squares, one precomputed target table per group; a lame leap whose block
//! can be off the board while its target is on is left to the mailbox code in `targets`.

use crate::model::{Mode, Model, Ray, Set, offset};
use crate::names::{cite_piece, player};
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

/// A set of a piece type's lame leaps (for one colour) that share their blocking squares, mode
/// and origin region: one table of targets, reached when every blocking square is empty.
pub(super) struct LameGroup {
    /// Block vectors, each on the board whenever a target is.
    pub blocks: Vec<(i32, i32)>,
    /// Which targets count.
    pub mode: Mode,
    /// Region the piece must stand in.
    pub only_in: Option<usize>,
    /// Targets per origin square.
    pub table: Vec<Set>,
}

/// The lame leaps of kind `k` for colour index `c` as [`LameGroup`]s, and the indices of the
/// rules left to the mailbox code (a block that can be off the board while the target is on).
pub(super) fn groups(m: &Model, k: usize, c: usize) -> (Vec<LameGroup>, Vec<usize>) {
    let mut groups: Vec<LameGroup> = Vec::new();
    let mut rest = Vec::new();
    for (i, rule) in m.kinds[k].rays[c].iter().enumerate() {
        let Ray::Lame { v, blocks } = &rule.ray else {
            continue;
        };
        let mut table = vec![Set::default(); m.nsq];
        let mut simple = true;
        for (from, set) in table.iter_mut().enumerate() {
            if let Some(t) = offset(m.files, m.ranks, from, *v) {
                set.insert(t);
                simple &= blocks
                    .iter()
                    .all(|&b| offset(m.files, m.ranks, from, b).is_some());
            }
        }
        if !simple {
            rest.push(i);
            continue;
        }
        match groups
            .iter_mut()
            .find(|g| g.blocks == *blocks && g.mode == rule.mode && g.only_in == rule.only_in)
        {
            Some(g) => {
                for (a, b) in g.table.iter_mut().zip(&table) {
                    a.0[0] |= b.0[0];
                    a.0[1] |= b.0[1];
                }
            }
            None => groups.push(LameGroup {
                blocks: blocks.clone(),
                mode: rule.mode,
                only_in: rule.only_in,
                table,
            }),
        }
    }
    (groups, rest)
}

/// The name of lame-leap table `i` of kind `k` for colour index `c`.
pub(super) fn ident(m: &Model, k: usize, c: usize, i: usize) -> Ident {
    format_ident!(
        "LAME_{}_{}_{}",
        m.kinds[k].upper,
        if c == 0 { "FIRST" } else { "SECOND" },
        i
    )
}

/// The lame-leap target tables of every piece type.
pub(super) fn tables(m: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    for k in 0..m.kinds.len() {
        for c in 0..2 {
            for (i, g) in groups(m, k, c).0.iter().enumerate() {
                let id = ident(m, k, c, i);
                let val = crate::emit::bits::table(m, &g.table);
                let doc = format!(
                    " Lame-leap targets `[from]` of a {}-player `{}`, blocked by {:?} ({}).",
                    player(c),
                    m.kinds[k].name,
                    g.blocks,
                    cite_piece(m, k)
                );
                out.extend(quote! { #[doc = #doc] static #id: [Bb; SQUARES] = #val; });
            }
        }
    }
    out
}
