//! Pass 5: attack detection, one function per attacking colour: each attack group (a geometry
//! shared by several piece types) becomes straight-line code looking backwards from the target
//! square: a leap reads one mailbox cell, a slide or hop finds the nearest occupied squares on
//! a precomputed ray (`RAY_*[t] & occ`, then the lowest or highest bit).

use crate::emit::bits;
use crate::emit::pieces::kind_ident;
use crate::emit::tables::region_ident;
use crate::geometry::{add, and_all, lit, nearest, on_board, possible, ray_ident, reach};
use crate::model::{Group, GroupKind, Model, Set, cell, offset};
use crate::names::{per_color, player};
use koma_runtime::Color;
use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

/// The name of the attack function of colour index `c` (`attacked_by_first`).
pub fn fn_ident(c: usize) -> Ident {
    per_color("attacked_by", c)
}

/// The name of the function giving colour index `c`'s ray attackers per rider set
/// (`riders_of_first`).
pub fn riders_ident(c: usize) -> Ident {
    per_color("riders_of", c)
}

/// The kinds whose pieces of colour index `c` have their cell in the mask `cells`.
fn kinds_in(m: &Model, cells: u128, c: usize) -> Vec<usize> {
    let nk = m.kinds.len();
    (0..nk)
        .filter(|&k| (cells >> cell(nk, Color::ALL[c], k)) & 1 != 0)
        .collect()
}

/// The names of the kinds in `kinds`, as a list for a doc.
fn kind_names(m: &Model, kinds: &[usize]) -> String {
    let names: Vec<&str> = kinds.iter().map(|&k| m.kinds[k].name.as_str()).collect();
    names.join(", ")
}

/// The distinct attacker sets of colour index `c`'s slide and hop groups: `(cell mask, region
/// the attacker must stand in)`. Groups with the same pieces share one set.
pub fn rider_sets(m: &Model, c: usize) -> Vec<(u128, Option<usize>)> {
    let mut out: Vec<(u128, Option<usize>)> = Vec::new();
    for g in &m.groups[c] {
        if matches!(g.kind, GroupKind::Slide(_) | GroupKind::Hop)
            && !out.contains(&(g.cells, g.only_in))
        {
            out.push((g.cells, g.only_in));
        }
    }
    out
}

/// The index of group `g`'s set in [`rider_sets`].
fn rider_index(m: &Model, c: usize, g: &Group) -> usize {
    rider_sets(m, c)
        .iter()
        .position(|&x| x == (g.cells, g.only_in))
        .unwrap_or(0)
}

/// `riders[i]` for group `g` of colour index `c`, as tokens.
pub fn rider_of(m: &Model, c: usize, g: &Group) -> TokenStream {
    let i = lit(rider_index(m, c, g));
    quote!(riders[#i])
}

/// The cell masks of colour index `c`'s step and jump groups (`ATTACK_LEAP_0_P1_FIRST`), each
/// the cells of its piece types: a `u64` when every cell value fits (at most 31 piece types),
/// which shifts faster than a `u128`.
fn cell_masks(m: &Model, c: usize) -> TokenStream {
    let ty = if 2 * m.kinds.len() < 64 {
        quote!(u64)
    } else {
        quote!(u128)
    };
    let ci = lit(c);
    let mut out = TokenStream::new();
    for (g, name) in m.groups[c].iter().zip(&m.names.attacks[c]) {
        let Some(name) = name else {
            continue;
        };
        let kinds = kinds_in(m, g.cells, c);
        let how = match &g.kind {
            GroupKind::Lame(blocks) => format!("a lame leap blocked by {blocks:?}"),
            _ => "a step or jump".to_string(),
        };
        let doc = format!(
            " The cells of the {} player's pieces attacking by {how} ({}, {}) (files, ranks): {}.",
            player(c),
            g.v.0,
            g.v.1,
            kind_names(m, &kinds)
        );
        let bits = kinds.iter().map(|&k| {
            let k = kind_ident(m, k);
            quote!(1 << cell(#k, #ci))
        });
        out.extend(quote! {
            #[doc = #doc]
            const #name: #ty = #(#bits)|*;
        });
    }
    out
}

/// Emits `riders_of_first/second`: the pieces of a side that attack along each rider set, from
/// the piece sets of each type (`kinds`) and that side's pieces (`own`).
fn riders_fn(m: &Model, c: usize) -> TokenStream {
    let name = riders_ident(c);
    let sets = rider_sets(m, c);
    let n = lit(sets.len());
    let items = sets.iter().map(|&(cells, only_in)| {
        let kinds: Vec<TokenStream> = kinds_in(m, cells, c)
            .into_iter()
            .map(|k| {
                let k = kind_ident(m, k);
                quote!(kinds[#k])
            })
            .collect();
        let union = if kinds.is_empty() {
            quote!(EMPTY)
        } else {
            quote!((#(#kinds)|*))
        };
        match only_in {
            Some(r) => {
                let rid = region_ident(m, r, c);
                quote!(#union & own & #rid)
            }
            None => quote!(#union & own),
        }
    });
    let each: Vec<String> = sets
        .iter()
        .enumerate()
        .map(|(i, &(cells, _))| format!("`[{i}]`: {}", kind_names(m, &kinds_in(m, cells, c))))
        .collect();
    let doc = format!(
        " The {} player's pieces attacking along each kind of ray (a slide or hop geometry \
         shared by piece types), from each type's pieces `kinds` and the player's pieces `own`: \
         {}.",
        player(c),
        each.join("; ")
    );
    quote! {
        #[doc = #doc]
        #[allow(unused_variables)]
        #[inline(always)]
        fn #name(kinds: &[Bb; KINDS], own: Bb) -> [Bb; #n] {
            [#(#items),*]
        }
    }
}

/// The code of each attack group of colour index `by` seen from the square variable `target`,
/// as `(steps and jumps, slides and hops)`: `code(group, vector from the target back to the
/// attacker, hit)` gives one group's code, where `hit(sq)` is the test that the piece on `sq`
/// attacks by that group (its cell, and its region when the group has one). Groups whose
/// vector never stays on the board are left out; a group confined to a region (`within`) runs
/// only when `target` is in it.
pub fn by_group(
    m: &Model,
    by: usize,
    target: &Ident,
    mut code: impl FnMut(&Group, (i32, i32), &dyn Fn(&Ident) -> TokenStream) -> TokenStream,
) -> (TokenStream, TokenStream) {
    let mut leaps = TokenStream::new();
    let mut riders = TokenStream::new();
    for (g, cells) in m.groups[by].iter().zip(&m.names.attacks[by]) {
        let neg = (-g.v.0, -g.v.1);
        if !possible(m.files, m.ranks, neg.0, neg.1) {
            continue;
        }
        let hit = |sq: &Ident| -> TokenStream {
            let mut base = quote!((#cells >> board[#sq]) & 1 != 0);
            // `along`: the attacker stands in the region (the target is tested below)
            for r in [g.only_in, g.along].into_iter().flatten() {
                let rid = region_ident(m, r, by);
                base = quote!(#base && has(#rid, #sq));
            }
            base
        };
        let mut code = code(g, neg, &hit);
        for w in [g.within, g.along].into_iter().flatten() {
            let rid = region_ident(m, w, by);
            code = quote!(if has(#rid, #target) { #code });
        }
        if matches!(g.kind, GroupKind::Leap | GroupKind::Lame(_)) {
            leaps.extend(code);
        } else {
            riders.extend(code);
        }
    }
    (leaps, riders)
}

/// The ray a slide or hop group of colour index `by` is looked for along from `target`: the
/// plain table of the negated vector `neg` (at most `max` steps), or with `along` the
/// region's clipped one.
pub fn group_ray(
    m: &Model,
    g: &Group,
    by: usize,
    neg: (i32, i32),
    max: Option<usize>,
    target: &Ident,
) -> TokenStream {
    match g.along {
        Some(r) => {
            let id = crate::geometry::along_ray_ident(
                neg,
                max,
                &crate::model::upper(&m.v.regions[r].name),
            );
            let bi = lit(by);
            quote!(#id[#bi][#target])
        }
        None => {
            let id = ray_ident(neg, max);
            quote!(#id[#target])
        }
    }
}

/// The condition that a hop group's screen on `s` (a variable) counts, reading the mailbox
/// `board`; `None` when every piece may be a screen.
pub fn screen_counts(m: &Model, g: &Group, s: &TokenStream) -> Option<TokenStream> {
    if g.no_screen.is_empty() {
        return None;
    }
    let nk = m.kinds.len();
    let cells: u128 = g.no_screen.iter().fold(0, |acc, &k| {
        acc | 1u128 << crate::model::cell(nk, koma_runtime::Color::First, k)
            | 1u128 << crate::model::cell(nk, koma_runtime::Color::Second, k)
    });
    Some(quote!((#cells >> board[#s]) & 1 == 0))
}

/// Emits `attacked_by_first` and `attacked_by_second` (check and legality, and the attackers of
/// a square that games ask for, so for every variant).
pub fn emit(m: &Model) -> TokenStream {
    let mut near = [vec![Set::default(); m.nsq], vec![Set::default(); m.nsq]];
    for (c, sets) in near.iter_mut().enumerate() {
        for g in &m.groups[c] {
            if matches!(g.kind, GroupKind::Leap | GroupKind::Lame(_)) {
                for (t, set) in sets.iter_mut().enumerate() {
                    if let Some(s) = offset(m.files, m.ranks, t, (-g.v.0, -g.v.1)) {
                        set.insert(s);
                    }
                }
            }
        }
    }
    let (n0, n1) = (bits::table(m, &near[0]), bits::table(m, &near[1]));
    let masks = [cell_masks(m, 0), cell_masks(m, 1)];
    let mut out = quote! {
        #(#masks)*
        /// `NEAR[attacker][target]`: the squares a step or jump (plain or lame) of the
        /// attacker's pieces reaches `target` from. With none of its pieces there, the mailbox
        /// cells need not be read.
        static NEAR: [[Bb; SQUARES]; 2] = [#n0, #n1];
    };
    for c in 0..2 {
        out.extend(riders_fn(m, c));
        let nr = lit(rider_sets(m, c).len());
        let name = fn_ident(c);
        let ci = lit(c);
        let doc = format!(
            " Whether `t` is attacked by a piece of the {} player: `board` tells which piece \
             stands on a square, `occ` which squares are occupied (it may leave out a piece \
             that is moving away), `by` the attacking player's pieces, `riders` which of them \
             attack along each kind of ray (`riders_of_*`, a subset of `occ`).",
            player(c)
        );
        let s = Ident::new("s", Span::call_site());
        let t = Ident::new("t", Span::call_site());
        let (leaps, body) = by_group(m, c, &t, |g, neg, hit| match &g.kind {
            GroupKind::Leap | GroupKind::Lame(_) => {
                let src = add(&t, m.files, neg.0, neg.1);
                let mut conds = Vec::new();
                if let Some(c) = on_board(m.files, m.ranks, neg.0, neg.1) {
                    conds.push(c);
                }
                let mut checks = vec![hit(&s)];
                if let GroupKind::Lame(blocks) = &g.kind {
                    for &(bx, by) in blocks {
                        // the block relative to the target
                        let (rx, ry) = (neg.0 + bx, neg.1 + by);
                        let b = add(&t, m.files, rx, ry);
                        match on_board(m.files, m.ranks, rx, ry) {
                            Some(cond) if possible(m.files, m.ranks, rx, ry) => {
                                checks.push(quote!(!(#cond && has(occ, #b))))
                            }
                            Some(_) => {}
                            None => checks.push(quote!(!has(occ, #b))),
                        }
                    }
                }
                let cond = and_all(conds);
                let checks = and_all(checks);
                quote! {
                    if #cond {
                        let #s = #src;
                        if #checks {
                            return true;
                        }
                    }
                }
            }
            GroupKind::Slide(max) => {
                let table = group_ray(m, g, c, neg, *max, &t);
                let ray = Ident::new("ray", Span::call_site());
                // the nearest piece is an attacker iff an attacker is within the reach
                let reach = reach(m.files, m.ranks, neg, *max, &ray, &quote!(occ));
                let a = rider_of(m, c, g);
                quote! {
                    {
                        let ray = #table;
                        if any(ray & #a) && any(#reach & #a) {
                            return true;
                        }
                    }
                }
            }
            GroupKind::Hop => {
                let ray = group_ray(m, g, c, neg, None, &t);
                let first = nearest(m.files, neg);
                let a = rider_of(m, c, g);
                let screen = screen_counts(m, g, &quote!(screen)).map(|ok| quote!(#ok &&));
                quote! {
                    {
                        let ray = #ray;
                        if any(ray & #a) {
                            let mut x = ray & occ;
                            let screen = #first(x);
                            x &= !bit(screen);
                            if #screen any(x) && has(#a, #first(x)) {
                                return true;
                            }
                        }
                    }
                }
            }
        });
        out.extend(quote! {
            #[doc = #doc]
            #[allow(unused_variables, clippy::absurd_extreme_comparisons, unused_comparisons)]
            fn #name(board: &[u8; SQUARES], occ: Bb, by: Bb, riders: &[Bb; #nr], #t: usize) -> bool {
                if any(NEAR[#ci][#t] & by) {
                    let f = #t % W;
                    let r = #t / W;
                    #leaps
                }
                #body
                false
            }
        });
    }
    out
}
