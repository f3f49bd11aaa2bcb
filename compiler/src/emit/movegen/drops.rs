//! Drops: each hand piece's targets (empty squares, less its dead squares, the squares outside
//! its drop regions and, with nifu, the files of its own unpromoted pieces) emitted as one set,
//! except the squares that need a test.

use super::promote::dead_of;
use crate::emit::bits;
use crate::emit::pieces::kind_ident;
use crate::geometry::lit;
use crate::model::{Model, Set};
use crate::names::{
    cite_drop_region, cite_hand, cite_nifu, cite_no_drop_check, cite_no_drop_mate, per_color,
};
use crate::notes::note;
use proc_macro2::TokenStream;
use quote::quote;

/// The drops of colour index `c`: a hand piece's targets are emitted as one set, except the
/// squares that need a test (all of them in check; with hoppers, squares where the dropped
/// piece may become a screen; with `drops mate … illegal` or `drops check illegal`, squares
/// that may give check).
pub(super) fn emit(m: &Model, c: usize) -> TokenStream {
    if !m.has_hands || m.hand.is_empty() {
        return quote!();
    }
    let ci = lit(c);
    let them = lit(1 - c);
    let mut body = TokenStream::new();
    let ok_fn = per_color("drop_ok", c);
    let mate_fn = per_color("drop_mates", c);
    let hop = m.has_hop(c);
    let risky = if hop {
        quote!((careful || has(touchy, to)))
    } else {
        quote!(careful)
    };
    let checks_fn = per_color("drop_checks", c);
    // the squares where a drop may check: looked at for drop mates and checking drops
    let any_mate =
        m.guards_royal && (m.facts.no_drop_check || m.facts.no_drop_mate.iter().any(|&n| n));
    // each hand piece's own type, then with `drops either face` its promoted type (`faces`), to
    // which nifu and the drop-mate rule (about the unpromoted type) do not apply
    let faces = m
        .hand
        .iter()
        .enumerate()
        .flat_map(|(slot, &base)| m.facts.drop_faces(slot).map(move |k| (slot, k, k == base)));
    for (slot, k, own) in faces {
        let kind = kind_ident(m, k);
        let kid = quote!(#kind as u8);
        let mut targets = quote!(empty);
        // `drops anywhere`: no square is closed to its drops
        if let Some(d) = dead_of(m, k, c).filter(|_| !m.piece(k).drops_anywhere) {
            targets = quote!(#targets & !#d);
        }
        if let Some(outside) = m
            .facts
            .no_drop
            .get(slot)
            .map(|s| Set::from(s[c]))
            .filter(|s| *s != Set::default())
        {
            let outside = bits::lit(m, outside);
            let note = cite_drop_region(m).map(|text| note(&text));
            targets = quote!({ #note #targets & !#outside });
        }
        let nifu = if own && m.nifu[slot] {
            let note = cite_nifu(m, k).map(|text| note(&text));
            let limit = m.facts.nifu_count.get(slot).copied().unwrap_or(1);
            let ban = nifu_ban(&kind, limit);
            quote! {
                #note
                #ban
            }
        } else {
            quote!()
        };
        let mate = own && m.facts.no_drop_mate[slot] && m.guards_royal;
        let emit = if m.guards_royal {
            let mut slow = vec![quote!(touchy)];
            if !hop {
                slow.clear();
            }
            if mate || m.facts.no_drop_check {
                slow.push(quote!(mate_zone));
            }
            let slow = if slow.is_empty() {
                quote!(if careful { targets } else { EMPTY })
            } else {
                quote!(if careful { targets } else { targets & (#(#slow)|*) })
            };
            let mate_test = if mate {
                let note = cite_no_drop_mate(m, k).map(|text| note(&text));
                quote! {
                    #note
                    if self.#mate_fn(to, #kid) {
                        continue;
                    }
                }
            } else {
                quote!()
            };
            let check_test = if m.facts.no_drop_check {
                let note = cite_no_drop_check(m).map(|text| note(&text));
                quote! {
                    #note
                    if has(mate_zone, to) && self.#checks_fn(to, #kid) {
                        continue;
                    }
                }
            } else {
                quote!()
            };
            quote! {
                let mut slow = #slow;
                targets &= !slow;
                while any(slow) {
                    let to = pop(&mut slow);
                    if has_king && #risky && !self.#ok_fn(to) {
                        continue;
                    }
                    #check_test
                    #mate_test
                    out.drop_one(#kid, to);
                }
                out.drop_many(#kid, targets);
            }
        } else {
            quote!(out.drop_many(#kid, targets);)
        };
        let held = if own {
            quote!(hand[HAND_SLOT[#kind] as usize])
        } else {
            let slot = lit(slot);
            quote!(hand[#slot])
        };
        body.extend(quote! {
            if #held != 0 {
                let mut targets = #targets;
                #nifu
                #emit
            }
        });
    }
    let mate_zone = if any_mate {
        quote! {
            let their_king = self.royal[#them];
            let mate_zone = if their_king != NO_SQ { SENSITIVE[#ci][their_king as usize] } else { EMPTY };
        }
    } else {
        quote!()
    };
    let note = cite_hand(m).map(|text| note(&text));
    quote! {
        #note
        let hand = &self.hands[#ci];
        #mate_zone
        #body
    }
}

/// Takes from `targets` the files that hold `limit` own unpromoted pieces of `kind` (nifu): for
/// a limit of 1, the file of each such piece; above, each file whose count reaches it.
fn nifu_ban(kind: &proc_macro2::Ident, limit: u8) -> TokenStream {
    if limit <= 1 {
        return quote! {
            let mut mine = self.kinds[#kind] & own;
            while any(mine) {
                targets &= !FILE_BB[pop(&mut mine) % W];
            }
        };
    }
    let limit = limit as usize;
    quote! {
        let mine = self.kinds[#kind] & own;
        for &file in FILE_BB.iter() {
            if count(mine & file) >= #limit {
                targets &= !file;
            }
        }
    }
}
