//! Pass 5: attack detection, one function per attacking colour: each attack group (a geometry
//! shared by several piece types) becomes straight-line code looking backwards from the target
//! square: a leap reads one mailbox cell, a slide or hop finds the nearest occupied squares on
//! a precomputed ray (`RAY_*[t] & occ`, then the lowest or highest bit).

use crate::bits;
use crate::geometry::{add, and_all, lit, nearest, on_board, possible, ray_ident, reach};
use crate::model::{GroupKind, Model, Set, offset};
use crate::tables::region_ident;
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

/// The name of the attack function of colour index `c`.
pub fn fn_ident(c: usize) -> Ident {
    format_ident!(
        "{}",
        if c == 0 {
            "attacked_by_first"
        } else {
            "attacked_by_second"
        }
    )
}

/// The name of the function giving colour index `c`'s ray attackers per rider set.
pub fn riders_ident(c: usize) -> Ident {
    format_ident!(
        "{}",
        if c == 0 {
            "riders_of_first"
        } else {
            "riders_of_second"
        }
    )
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
fn rider_index(m: &Model, c: usize, g: &crate::model::Group) -> usize {
    rider_sets(m, c)
        .iter()
        .position(|&x| x == (g.cells, g.only_in))
        .unwrap_or(0)
}

/// `riders[i]` for group `g` of colour index `c`, as tokens.
pub fn rider_of(m: &Model, c: usize, g: &crate::model::Group) -> TokenStream {
    let i = lit(rider_index(m, c, g));
    quote!(riders[#i])
}

/// Emits `riders_of_first/second`: the pieces of a side that attack along each rider set, from
/// the piece sets of each type (`kinds`) and that side's pieces (`own`).
fn riders_fn(m: &Model, c: usize) -> TokenStream {
    let name = riders_ident(c);
    let ci = lit(c);
    let nk = m.kinds.len();
    let sets = rider_sets(m, c);
    let n = lit(sets.len());
    let items = sets.iter().map(|&(cells, only_in)| {
        let kinds: Vec<TokenStream> = (0..nk)
            .filter(|&k| (cells >> (1 + k + nk * c)) & 1 != 0)
            .map(|k| {
                let k = lit(k);
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
                let rid = region_ident(m, r);
                quote!(#union & own & #rid[#ci])
            }
            None => quote!(#union & own),
        }
    });
    let doc = format!(
        " The {} player's pieces attacking along each kind of ray (a slide or hop geometry \
         shared by piece types), from each type's pieces `kinds` and the player's pieces `own`.",
        if c == 0 { "first" } else { "second" }
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
    let mut out = quote! {
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
            if c == 0 { "first" } else { "second" }
        );
        let s = Ident::new("s", Span::call_site());
        let t = Ident::new("t", Span::call_site());
        let mut body = TokenStream::new();
        let mut leaps = TokenStream::new();
        for g in &m.groups[c] {
            let cells = crate::movegen::cells_lit(m, g.cells);
            let hit = |sq: &Ident| -> TokenStream {
                let base = quote!((#cells >> board[#sq]) & 1 != 0);
                match g.only_in {
                    Some(r) => {
                        let rid = region_ident(m, r);
                        quote!(#base && has(#rid[#ci], #sq))
                    }
                    None => base,
                }
            };
            let neg = (-g.v.0, -g.v.1);
            let code = match &g.kind {
                GroupKind::Leap | GroupKind::Lame(_) => {
                    if !possible(m.files, m.ranks, neg.0, neg.1) {
                        continue;
                    }
                    let src = add(&t, m.files, neg.0, neg.1);
                    let mut conds = Vec::new();
                    if let Some(c) = on_board(m.files, m.ranks, neg.0, neg.1) {
                        conds.push(c);
                    }
                    let h = hit(&s);
                    let mut checks = vec![h];
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
                    if !possible(m.files, m.ranks, neg.0, neg.1) {
                        continue;
                    }
                    let table = ray_ident(neg, *max);
                    let ray = Ident::new("ray", Span::call_site());
                    // the nearest piece is an attacker iff an attacker is within the reach
                    let reach = reach(m.files, m.ranks, neg, *max, &ray, &quote!(occ));
                    let a = rider_of(m, c, g);
                    quote! {
                        {
                            let ray = #table[#t];
                            if any(ray & #a) && any(#reach & #a) {
                                return true;
                            }
                        }
                    }
                }
                GroupKind::Hop => {
                    if !possible(m.files, m.ranks, neg.0, neg.1) {
                        continue;
                    }
                    let ray = ray_ident(neg, None);
                    let first = nearest(m.files, neg);
                    let a = rider_of(m, c, g);
                    quote! {
                        {
                            let ray = #ray[#t];
                            if any(ray & #a) {
                                let mut x = ray & occ;
                                x &= !bit(#first(x));
                                if any(x) && has(#a, #first(x)) {
                                    return true;
                                }
                            }
                        }
                    }
                }
            };
            let code = match g.within {
                Some(w) => {
                    let rid = region_ident(m, w);
                    quote!(if has(#rid[#ci], #t) { #code })
                }
                None => code,
            };
            if matches!(g.kind, GroupKind::Leap | GroupKind::Lame(_)) {
                leaps.extend(code);
            } else {
                body.extend(code);
            }
        }
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
