//! Check and pins, once per node: `safety_first/second` walk the enemy's attack groups seen from
//! the own royal and return whether it is in check, the squares a piece may not leave without
//! the full test and, against hoppers, the squares a piece may not enter without it.

use crate::emit::attack::{by_group, group_ray, rider_of, rider_sets, screen_counts};
use crate::geometry::{add, and_all, lit, nearest, on_board, possible, ray_ident};
use crate::model::{GroupKind, Model};
use crate::names::per_color;
use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

/// `safety_first`/`safety_second`, with the own royal on `king`: whether it is in check, the
/// squares a piece may not leave without the full test (it shields the royal from a slider, or
/// stands on a lame leaper's leg), and, against hoppers, the squares a piece may not enter
/// without it (on a line of an enemy hopper, where it could become a screen). Any other move of
/// a non-royal piece, not in check, is legal. One pass over the enemy's attack groups seen
/// from the royal gives all three (a slide's first piece on a ray is a checker or a shield).
pub(super) fn emit(m: &Model, c: usize) -> TokenStream {
    let name = per_color("safety", c);
    let them = 1 - c;
    let nr = lit(rider_sets(m, them).len());
    let ti = lit(them);
    let ci = lit(c);
    let s = Ident::new("s", Span::call_site());
    let king = Ident::new("king", Span::call_site());
    let (leaps, body) = by_group(m, them, &king, |g, neg, hit| match &g.kind {
        GroupKind::Leap | GroupKind::Lame(_) => {
            let cond = and_all(
                on_board(m.files, m.ranks, neg.0, neg.1)
                    .into_iter()
                    .collect(),
            );
            let src = add(&king, m.files, neg.0, neg.1);
            let h = hit(&s);
            let mut marks = TokenStream::new();
            let mut open = Vec::new();
            if let GroupKind::Lame(blocks) = &g.kind {
                for &(bx, by) in blocks {
                    let (rx, ry) = (neg.0 + bx, neg.1 + by);
                    if !possible(m.files, m.ranks, rx, ry) {
                        continue;
                    }
                    let b = add(&king, m.files, rx, ry);
                    match on_board(m.files, m.ranks, rx, ry) {
                        Some(cnd) => {
                            marks.extend(quote!(if #cnd { pinned |= bit(#b); }));
                            open.push(quote!(!(#cnd && has(occ, #b))));
                        }
                        None => {
                            marks.extend(quote!(pinned |= bit(#b);));
                            open.push(quote!(!has(occ, #b)));
                        }
                    }
                }
            }
            let found = if open.is_empty() {
                quote!(check = true;)
            } else {
                let open = and_all(open);
                quote! {
                    if #open {
                        check = true;
                    }
                }
            };
            quote! {
                if #cond {
                    let #s = #src;
                    if #h {
                        #marks
                        #found
                    }
                }
            }
        }
        GroupKind::Slide(max) => {
            let ray = group_ray(m, g, them, neg, *max, &king);
            let first = nearest(m.files, neg);
            let a = rider_of(m, them, g);
            quote! {
                {
                    let ray = #ray;
                    if any(ray & #a) {
                        let x = ray & occ;
                        let #s = #first(x);
                        if has(#a, #s) {
                            check = true;
                        } else if has(own, #s) {
                            let y = x & !bit(#s);
                            if any(y) && has(#a, #first(y)) {
                                pinned |= bit(#s);
                            }
                        }
                    }
                }
            }
        }
        GroupKind::Hop if g.along.is_some() || !g.no_screen.is_empty() => {
            // a clipped line or screens that do not count: the check only (every move of a
            // variant with such hops gets the full test, `Model::careful_always`)
            let line = group_ray(m, g, them, neg, None, &king);
            let first = nearest(m.files, neg);
            let a = rider_of(m, them, g);
            let screen = screen_counts(m, g, &quote!(s1)).map(|ok| quote!(#ok &&));
            quote! {
                {
                    let line = #line;
                    if any(line & #a) {
                        let x = line & occ;
                        let s1 = #first(x);
                        let x = x & !bit(s1);
                        if #screen any(x) && has(#a, #first(x)) {
                            check = true;
                        }
                    }
                }
            }
        }
        GroupKind::Hop => {
            let ray = ray_ident(neg, None);
            let first = nearest(m.files, neg);
            let a = rider_of(m, them, g);
            // only the first three pieces on the line matter: a hopper behind none
            // makes the squares before it `touchy` (a piece entering them is a screen),
            // behind one it checks, behind two it pins the own ones of those two
            quote! {
                {
                    let line = #ray[#king];
                    if any(line & #a) {
                        let x = line & occ;
                        let s1 = #first(x);
                        if has(#a, s1) {
                            touchy |= line & !(#ray[s1] | bit(s1));
                        }
                        let x = x & !bit(s1);
                        if any(x) {
                            let s2 = #first(x);
                            if has(#a, s2) {
                                check = true;
                            }
                            let x = x & !bit(s2);
                            if any(x) && has(#a, #first(x)) {
                                pinned |= (bit(s1) | bit(s2)) & own;
                            }
                        }
                    }
                }
            }
        }
    });
    let (ret_ty, touchy_decl, ret) = if m.has_hop(c) {
        (
            quote!((bool, Bb, Bb)),
            quote!(let mut touchy = EMPTY;),
            quote!((check, pinned, touchy)),
        )
    } else {
        (quote!((bool, Bb)), quote!(), quote!((check, pinned)))
    };
    quote! {
        /// With the own royal on `king`: whether it is in check, the squares whose leaving
        /// needs the full legality test (pinned pieces, pieces on a leg of a lame leaper aimed
        /// at the royal) and, against hoppers, the squares whose entering needs it.
        #[allow(unused_variables, clippy::absurd_extreme_comparisons, unused_comparisons)]
        fn #name(&self, #king: usize, riders: &[Bb; #nr]) -> #ret_ty {
            let board = &self.board;
            let own = self.occ[#ci];
            let occ = own | self.occ[#ti];
            let mut check = false;
            let mut pinned = EMPTY;
            #touchy_decl
            if any(NEAR[#ti][#king] & self.occ[#ti]) {
                let f = #king % W;
                let r = #king / W;
                #leaps
            }
            #body
            #ret
        }
    }
}
