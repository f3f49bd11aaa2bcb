//! Shifted sets: a piece type that moves by at most two leap directions and nothing else
//! (shogi's pawn, lance-less knights) moves all its pieces at once, its square set shifted by
//! the direction's square offset, as bitboard engines move pawns; pinned pieces and every
//! piece in check still go one by one.

use super::promote::{dead_of, promotion_of, zone_split};
use super::targets::mode_mask;
use super::{piece, promote_entry};
use crate::emit::bits;
use crate::emit::pieces::kind_ident;
use crate::geometry::lit;
use crate::model::{Model, Set};
use crate::names::player;
use proc_macro2::TokenStream;
use quote::quote;

/// One leap direction of a step-or-jump piece that moves by at most two leap directions and
/// nothing else (shogi's pawn, lance-less knights): all of its pieces move at once by shifting
/// their square set, as bitboard engines move pawns.
pub(super) struct Shift {
    /// The leap in board coordinates (files, ranks).
    v: (i64, i64),
    /// The same as a square offset.
    delta: i64,
    /// The origins the leap stays on the board from.
    from: Set,
    /// The targets reached from the promotion zone.
    from_zone: Set,
}

/// The shift plan of kind `k` for colour index `c`, if it qualifies: no slides, hops or lame
/// leaps, one leap mode, at most two directions, not royal, no hopper on the other side (whose
/// screens need per-move tests).
pub(super) fn plan(m: &Model, k: usize, c: usize) -> Option<Vec<Shift>> {
    let kind = &m.kinds[k];
    // a promotion to a choice of types goes piece by piece (`piece.rs`)
    if !m.facts.pawns.choices[k].is_empty() {
        return None;
    }
    if m.piece(k).royal
        || !kind.doubles.is_empty()
        || !kind.rays[c].is_empty()
        || kind.leaps.len() != 1
        || m.has_hop(c)
    {
        return None;
    }
    let table = &m.leap_tables[kind.leaps[0].1][c];
    let w = m.files as i64;
    let mut plan: Vec<((i64, i64), Set)> = Vec::new();
    for (from, targets) in table.iter().enumerate() {
        for to in 0..m.nsq {
            if !targets.contains(to) {
                continue;
            }
            let d = (
                (to as i64 % w) - (from as i64 % w),
                (to as i64 / w) - (from as i64 / w),
            );
            match plan.iter_mut().find(|(v, _)| *v == d) {
                Some((_, src)) => src.insert(from),
                None => {
                    let mut src = Set::default();
                    src.insert(from);
                    plan.push((d, src));
                }
            }
        }
    }
    if plan.is_empty() || plan.len() > 2 {
        return None;
    }
    let zone = m.promotion().map(|(z, _, _)| z[c]);
    plan.into_iter()
        .map(|(v, src)| {
            let delta = v.0 + v.1 * w;
            if delta == 0 || delta.unsigned_abs() >= 128 {
                return None;
            }
            let mut from_zone = Set::default();
            if let Some(z) = zone {
                for from in 0..m.nsq {
                    if src.contains(from) && z.contains(from) {
                        from_zone.insert((from as i64 + delta) as usize);
                    }
                }
            }
            Some(Shift {
                v,
                delta,
                from: src,
                from_zone,
            })
        })
        .collect()
}

/// The moves of kind `k` for colour index `c` by the shift plan `plan`: the pieces neither
/// pinned nor in check as shifted sets, the others one by one.
pub(super) fn moves(m: &Model, k: usize, c: usize, plan: Vec<Shift>) -> TokenStream {
    let kind = kind_ident(m, k);
    let mode = m.kinds[k].leaps[0].0;
    let mask = mode_mask(mode);
    let struck = crate::emit::counter_strike::mask(m, k);
    let minus_dead = dead_of(m, k, c).map(|d| quote!(& !#d));
    let promotion = promotion_of(m, k, c);
    let mut shifts = TokenStream::new();
    for shift in plan {
        let delta = shift.delta;
        let doc = format!(
            " The squares a {}-player `{}` leaps ({}, {}) from (files, ranks), its target {} \
             squares {}.",
            player(c),
            m.kinds[k].name,
            shift.v.0,
            shift.v.1,
            delta.unsigned_abs(),
            if delta > 0 { "up" } else { "down" }
        );
        let src = bits::lit(m, shift.from);
        let n = lit(delta.unsigned_abs() as usize);
        let moved = if delta > 0 {
            quote!(shl(movers & FROM, #n))
        } else {
            quote!(shr(movers & FROM, #n))
        };
        let d = proc_macro2::Literal::i64_unsuffixed(delta);
        let mut leaving = TokenStream::new();
        let emit = match &promotion {
            Some(p) => {
                let zone = &p.zone;
                let pz = if promote_entry::active(m) {
                    let fz = bits::lit(m, shift.from_zone);
                    leaving = quote! {
                        /// The targets of those leaps from the promotion zone.
                        const FROM_ZONE: Bb = #fz;
                    };
                    promote_entry::shifted_targets(m, k, c, zone, &quote!(FROM_ZONE))
                } else if p.only_entering || shift.from_zone.is_empty() {
                    quote!(t & #zone)
                } else {
                    let fz = bits::lit(m, shift.from_zone);
                    leaving = quote! {
                        /// The targets of those leaps from the promotion zone.
                        const FROM_ZONE: Bb = #fz;
                    };
                    quote!(t & (#zone | FROM_ZONE))
                };
                zone_split(
                    pz,
                    p.forced,
                    &minus_dead,
                    None,
                    |set, promote| quote!(out.shifted(#d, #set, #promote);),
                )
            }
            None => quote!(out.shifted(#d, t #minus_dead, false);),
        };
        shifts.extend(quote! {
            {
                #[doc = #doc]
                const FROM: Bb = #src;
                #leaving
                let t = #moved & #mask #struck;
                #emit
            }
        });
    }
    let (movers, slow) = if m.guards_royal {
        (
            quote!(if careful { EMPTY } else { group & !pinned }),
            quote!(if careful { group } else { group & pinned }),
        )
    } else {
        (quote!(group), quote!(EMPTY))
    };
    let one_by_one = piece::moves(m, k, c, quote!(slow));
    quote! {
        {
            let group = self.kinds[#kind] & own;
            if any(group) {
                let movers = #movers;
                let slow = #slow;
                #shifts
                #one_by_one
            }
        }
    }
}
