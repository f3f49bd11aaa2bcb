//! Pass 5: attack detection, one function per attacking colour: each attack group (a geometry
//! shared by several piece types) becomes straight-line code looking backwards from the target
//! square: a leap reads one mailbox cell, a slide or hop finds the nearest occupied squares on
//! a precomputed ray (`RAY_*[t] & occ`, then the lowest or highest bit).

use crate::geometry::{add, and_all, lit, nearest, on_board, possible, ray_ident};
use crate::model::{GroupKind, Model};
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

/// Emits `attacked_by_first` and `attacked_by_second` (only for variants with royal pieces:
/// nothing else asks whether a square is attacked).
pub fn emit(m: &Model) -> TokenStream {
    if !m.has_royal {
        return TokenStream::new();
    }
    let mut out = TokenStream::new();
    for c in 0..2 {
        let name = fn_ident(c);
        let ci = lit(c);
        let doc = format!(
            " Whether `t` is attacked by a piece of the {} player: `board` tells which piece \
             stands on a square, `occ` which squares are occupied (it may leave out a piece \
             that is moving away).",
            if c == 0 { "first" } else { "second" }
        );
        let s = Ident::new("s", Span::call_site());
        let t = Ident::new("t", Span::call_site());
        let mut body = TokenStream::new();
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
                    let ray = ray_ident(neg, *max);
                    let first = nearest(m.files, neg);
                    let h = hit(&s);
                    quote! {
                        {
                            let x = #ray[#t] & occ;
                            if any(x) {
                                let #s = #first(x);
                                if #h {
                                    return true;
                                }
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
                    let h = hit(&s);
                    quote! {
                        {
                            let mut x = #ray[#t] & occ;
                            if any(x) {
                                x &= !bit(#first(x));
                                if any(x) {
                                    let #s = #first(x);
                                    if #h {
                                        return true;
                                    }
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
            body.extend(code);
        }
        out.extend(quote! {
            #[doc = #doc]
            #[allow(unused_variables, clippy::absurd_extreme_comparisons, unused_comparisons)]
            fn #name(board: &[u8; SQUARES], occ: Bb, #t: usize) -> bool {
                let f = #t % W;
                let r = #t / W;
                #body
                false
            }
        });
    }
    out
}
