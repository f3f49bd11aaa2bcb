//! One piece type's moves, origin by origin: its targets gathered into `t` (`targets`), then
//! emitted as whole sets (`Sink::many`, split by promotion zone and dead squares) when no
//! legality test is needed, one by one with the full test otherwise (in check, a pinned origin,
//! a target that may become a hopper's screen), or as a royal's moves (each target tested for
//! attacks).

use super::promote::{dead_of, promotion_of, zone_split};
use super::{has_hop, per_color, royal, targets};
use crate::geometry::{and_all, lit};
use crate::model::{Model, cell};
use koma_runtime::Color;
use proc_macro2::TokenStream;
use quote::quote;

/// The code of one piece type's moves for colour index `c`, for its pieces in the square set
/// `source` (an expression).
pub(super) fn moves(m: &Model, k: usize, c: usize, source: TokenStream) -> TokenStream {
    let kind = &m.kinds[k];
    let color = Color::ALL[c];
    let nk = m.kinds.len();
    let ci = lit(c);
    let own_cell = cell(nk, color, k);
    let ok_fn = per_color("move_ok", c);
    let full = |placed: u8| -> Option<TokenStream> {
        let placed = proc_macro2::Literal::u8_unsuffixed(placed);
        m.has_royal.then(|| quote!(self.#ok_fn(from, to, #placed)))
    };
    let dead = dead_of(m, k, c);
    let not_dead = dead.as_ref().map(|d| quote!(!has(#d[#ci], to)));
    let mut prelude = TokenStream::new();
    let promotion = promotion_of(m, k);
    if let Some((_, false, _)) = promotion {
        prelude.extend(quote!(let from_zone = has(ZONE[#ci], from);));
    }
    // one target `to`, with the full test
    let guard = |cond: Vec<TokenStream>, push: TokenStream| {
        if cond.is_empty() {
            push
        } else {
            let cond = and_all(cond);
            quote!(if #cond { #push })
        }
    };
    let plain_conds: Vec<TokenStream> = not_dead.iter().cloned().chain(full(own_cell)).collect();
    let checked = match promotion {
        Some((q, only_entering, forced)) => {
            let may = if only_entering {
                quote!(has(ZONE[#ci], to))
            } else {
                quote!(from_zone || has(ZONE[#ci], to))
            };
            let keep_plain = if forced {
                quote!()
            } else {
                guard(plain_conds.clone(), quote!(out.one(from, to, false);))
            };
            let push_promo = guard(
                full(cell(nk, color, q)).into_iter().collect(),
                quote!(out.one(from, to, true);),
            );
            let otherwise = guard(plain_conds.clone(), quote!(out.one(from, to, false);));
            quote! {
                if #may {
                    #keep_plain
                    #push_promo
                } else {
                    #otherwise
                }
            }
        }
        None => guard(plain_conds.clone(), quote!(out.one(from, to, false);)),
    };
    // the whole set `t`, no test needed
    let minus_dead = dead.as_ref().map(|d| quote!(& !#d[#ci]));
    let fast = match promotion {
        Some((_, only_entering, forced)) => {
            let pz = if only_entering {
                quote!(t & ZONE[#ci])
            } else {
                quote!(if from_zone { t } else { t & ZONE[#ci] })
            };
            zone_split(
                pz,
                forced,
                &minus_dead,
                |set, p| quote!(out.many(from, #set, #p);),
            )
        }
        None => quote!(out.many(from, t #minus_dead, false);),
    };
    let body = targets::gather(m, k, c);
    let emit = if !m.has_royal {
        fast
    } else if kind.royal && promotion.is_none() {
        royal::moves(m, c, dead.as_ref().map(|d| quote!(#d[#ci])))
    } else {
        let risky = if has_hop(m, c) {
            quote! {
                let mut risky = t & touchy;
                t &= !touchy;
                while any(risky) {
                    let to = pop(&mut risky);
                    #checked
                }
            }
        } else {
            quote!()
        };
        quote! {
            if careful || has(pinned, from) {
                while any(t) {
                    let to = pop(&mut t);
                    #checked
                }
            } else {
                #risky
                #fast
            }
        }
    };
    quote! {
        let mut bb = #source;
        while any(bb) {
            let from = pop(&mut bb);
            let f = from % W;
            let r = from / W;
            #prelude
            let mut t = EMPTY;
            #body
            #emit
        }
    }
}
