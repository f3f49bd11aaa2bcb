//! One piece type's moves, origin by origin: its targets gathered into `t` (`targets`), then
//! emitted as whole sets (`Sink::many`, split by promotion zone and dead squares) when no
//! legality test is needed, one by one with the full test otherwise (in check, a pinned origin,
//! a target that may become a hopper's screen), or as a royal's moves (each target tested for
//! attacks).

use super::promote::{dead_of, promotion_of, zone_split};
use super::{double, lions, promote_entry, royal, targets};
use crate::emit::pieces::kind_ident;
use crate::geometry::{and_all, lit};
use crate::model::Model;
use crate::names::per_color;
use proc_macro2::TokenStream;
use quote::quote;

/// The promotion zone constant of colour index `c`, `only_entering` and `forced`, when kind `k`
/// promotes to a choice of types.
fn choice_zone(m: &Model, k: usize, c: usize) -> Option<(proc_macro2::Ident, bool, bool)> {
    if m.facts.pawns.choices[k].is_empty() {
        return None;
    }
    let (_, only_entering, forced) = m.promotion()?;
    Some((
        crate::emit::tables::zone_ident(m, c)?,
        only_entering,
        forced,
    ))
}

/// The code of one piece type's moves for colour index `c`, for its pieces in the square set
/// `source` (an expression).
pub(super) fn moves(m: &Model, k: usize, c: usize, source: TokenStream) -> TokenStream {
    let ci = lit(c);
    let ok_fn = per_color("move_ok", c);
    // the full test of `from` to `to`, leaving a piece of kind `placed` on `to`
    let full = |placed: usize| -> Option<TokenStream> {
        let placed = kind_ident(m, placed);
        m.guards_royal
            .then(|| quote!(self.#ok_fn(from, to, cell(#placed, #ci))))
    };
    let dead = dead_of(m, k, c);
    let not_dead = dead.as_ref().map(|d| quote!(!has(#d, to)));
    let mut prelude = TokenStream::new();
    let promotion = promotion_of(m, k, c);
    if let Some(p) = promotion.as_ref().filter(|p| !p.only_entering) {
        let zone = &p.zone;
        let test = crate::emit::tables::in_zone(m, c, zone, quote!(from));
        prelude.extend(quote!(let from_zone = #test;));
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
    let plain_conds: Vec<TokenStream> = not_dead.iter().cloned().chain(full(k)).collect();
    let checked = match &promotion {
        Some(p) => {
            let zone = &p.zone;
            let may = if promote_entry::active(m) {
                promote_entry::may(m, k, c, zone)
            } else if p.only_entering {
                quote!(has(#zone, to))
            } else {
                quote!(from_zone || has(#zone, to))
            };
            let keep_plain = if p.forced {
                quote!()
            } else {
                guard(plain_conds.clone(), quote!(out.one(from, to, false);))
            };
            let push_promo = guard(
                full(p.to).into_iter().collect(),
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
    let minus_dead = dead.as_ref().map(|d| quote!(& !#d));
    let fast = match &promotion {
        Some(p) => {
            let zone = &p.zone;
            let pz = if promote_entry::active(m) {
                promote_entry::targets(m, k, c, zone)
            } else if p.only_entering {
                quote!(t & #zone)
            } else {
                quote!(if from_zone { t } else { t & #zone })
            };
            // on a multi-word board the promoting set costs a few word operations and a
            // count: skipped when no target can promote (most pieces, far from the zone)
            let guard =
                (crate::repr::Repr::for_squares(m.nsq) == crate::repr::Repr::Wide).then(|| {
                    if promote_entry::active(m) {
                        promote_entry::may_any(m, k, c, zone)
                    } else if p.only_entering {
                        quote!(any(t & #zone))
                    } else {
                        quote!(from_zone || any(t & #zone))
                    }
                });
            zone_split(
                pz,
                p.forced,
                &minus_dead,
                guard,
                |set, promote| quote!(out.many(from, #set, #promote);),
            )
        }
        None => quote!(out.many(from, t #minus_dead, false);),
    };
    // a promotion to a choice of types: the plain moves as usual, each promoting target then
    // one move per type the side may choose
    let (checked, fast) = match choice_zone(m, k, c) {
        Some((zone, only_entering, forced)) => {
            if !only_entering {
                let test = crate::emit::tables::in_zone(m, c, &zone, quote!(from));
                prelude.extend(quote!(let from_zone = #test;));
            }
            let (may, pz) = if only_entering {
                (quote!(has(#zone, to)), quote!(t & #zone))
            } else {
                (
                    quote!(from_zone || has(#zone, to)),
                    quote!(if from_zone { t } else { t & #zone }),
                )
            };
            let plain = guard(plain_conds.clone(), quote!(out.one(from, to, false);));
            let keep_plain = if forced { quote!() } else { plain.clone() };
            let tested = crate::emit::pawns::choices(m, k, c, true);
            let untested = crate::emit::pawns::choices(m, k, c, false);
            let plain_set = if forced {
                quote!(t & !pz #minus_dead)
            } else {
                quote!(t #minus_dead)
            };
            (
                quote!(if #may { #keep_plain #tested } else { #plain }),
                quote! {
                    let mut pz = #pz;
                    out.many(from, #plain_set, false);
                    while any(pz) {
                        let to = pop(&mut pz);
                        #untested
                    }
                },
            )
        }
        None => (checked, fast),
    };
    let body = targets::gather(m, k, c);
    let emit = if !m.guards_royal {
        fast
    } else if m.piece(k).royal && promotion.is_none() && !m.v.royal.several {
        royal::moves(m, c, dead.as_ref())
    } else {
        let risky = if m.has_hop(c) {
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
        let plain = quote! {
            if careful || has(pinned, from) {
                while any(t) {
                    let to = pop(&mut t);
                    #checked
                }
            } else {
                #risky
                #fast
            }
        };
        if m.piece(k).royal && promotion.is_none() {
            // `royals several`: only the side's sole royal piece moves as a royal
            let royal = royal::moves(m, c, dead.as_ref());
            quote!(if from as u16 == king { #royal } else { #plain })
        } else {
            plain
        }
    };
    let lion_rule = lions::filter_targets(m, k, c);
    let counter_strike = crate::emit::counter_strike::filter(m, k, quote!(t));
    let doubles = double::moves(m, k, c);
    quote! {
        let mut bb = #source;
        while any(bb) {
            let from = pop(&mut bb);
            let f = from % W;
            let r = from / W;
            #prelude
            let mut t = EMPTY;
            #body
            #lion_rule
            #counter_strike
            #emit
            #doubles
        }
    }
}
