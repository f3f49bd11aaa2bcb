//! The full legality tests, for the moves the fast path cannot vouch for: a board move played
//! on a copy of the mailbox (`move_ok_*`), a drop (`drop_ok_*`), and the drop-mate search
//! (`drop_mates_*`, with `drops mate … illegal`).

use super::royal::has_constraints;
use crate::emit::attack::{fn_ident as attacked_ident, riders_ident};
use crate::geometry::lit;
use crate::model::Model;
use crate::names::{cite_no_drop_mate, per_color};
use proc_macro2::TokenStream;
use quote::quote;

/// `move_ok_*`, and `drop_ok_*` and `drop_mates_*` when used, for colour index `c` (inside
/// `impl Position`; only for variants with a royal piece).
pub(super) fn emit(m: &Model, c: usize) -> TokenStream {
    let mut out = TokenStream::new();
    let constraints = has_constraints(m);
    let ci = lit(c);
    let them = lit(1 - c);
    let their_attack = attacked_ident(1 - c);
    let our_attack = attacked_ident(c);
    let their_riders = riders_ident(1 - c);
    let our_riders = riders_ident(c);
    let ok_fn = per_color("move_ok", c);
    let drop_ok = per_color("drop_ok", c);
    let mates = per_color("drop_mates", c);
    let (their_after, royals) = if constraints {
        (
            quote! {
                let mut their = self.royal[#them];
                if their as usize == to {
                    their = NO_SQ;
                }
            },
            quote!(&&royals_ok(occ, king, their)),
        )
    } else {
        (quote!(), quote!())
    };
    let drop_royals = if constraints {
        quote!(&& royals_ok(occ, king, self.royal[#them]))
    } else {
        quote!()
    };
    // bikjang: a move from facing royals must part them
    let (part_before, part_after) = if super::pass::has_bikjang(m) {
        (
            quote! {
                let part = royals_face(self.occ[0] | self.occ[1], self.royal[#ci], self.royal[#them]);
            },
            quote!(&& !(part && royals_face(occ, king, if self.royal[#them] as usize == to { NO_SQ } else { self.royal[#them] }))),
        )
    } else {
        (quote!(), quote!())
    };
    out.extend(quote! {
        /// The full legality test of a board move: play it on a copy of the mailbox
        /// and look at the own royal (and the royal constraints).
        fn #ok_fn(&self, from: usize, to: usize, placed: u8) -> bool {
            #part_before
            let mut b = self.board;
            let mut king = self.royal[#ci];
            if king as usize == from {
                king = if ROYAL[CELL_KIND[placed as usize] as usize] { to as u16 } else { NO_SQ };
            }
            #their_after
            b[from] = 0;
            b[to] = placed;
            let occ = ((self.occ[0] | self.occ[1]) & !bit(from)) | bit(to);
            let mut riders = #their_riders(&self.kinds, self.occ[#them]);
            for r in riders.iter_mut() {
                *r &= !bit(to);
            }
            let by = self.occ[#them] & !bit(to);
            (king == NO_SQ || !#their_attack(&b, occ, by, &riders, king as usize)) #royals #part_after
        }
    });
    if !m.has_hands {
        return out;
    }
    out.extend(quote! {
        /// The full legality test of a drop on `to`: the mailbox needs no change,
        /// an own piece never counts as an attacker.
        #[allow(dead_code)]
        fn #drop_ok(&self, to: usize) -> bool {
            let occ = self.occ[0] | self.occ[1] | bit(to);
            let king = self.royal[#ci];
            let riders = #their_riders(&self.kinds, self.occ[#them]);
            !#their_attack(&self.board, occ, self.occ[#them], &riders, king as usize) #drop_royals
        }
    });
    let any_mate = m.facts.no_drop_mate.iter().any(|&n| n);
    let checks = per_color("drop_checks", c);
    if any_mate || m.facts.no_drop_check {
        out.extend(quote! {
            /// Whether the drop of `kind` on `to` attacks the opponent's royal piece (directly,
            /// or as the screen of an own hopper).
            fn #checks(&self, to: usize, kind: u8) -> bool {
                let tk = self.royal[#them];
                if tk == NO_SQ || !has(SENSITIVE[#ci][tk as usize], to) {
                    return false;
                }
                let mut b = self.board;
                b[to] = cell(kind as usize, #ci);
                let occ = self.occ[0] | self.occ[1] | bit(to);
                let mut kinds = self.kinds;
                kinds[kind as usize] |= bit(to);
                let riders = #our_riders(&kinds, self.occ[#ci] | bit(to));
                #our_attack(&b, occ, self.occ[#ci] | bit(to), &riders, tk as usize)
            }
        });
    }
    if any_mate {
        let rules: Vec<String> = m
            .hand
            .iter()
            .filter_map(|&k| cite_no_drop_mate(m, k))
            .collect();
        let doc = format!(
            " Whether the (otherwise legal) drop of `kind` on `to` checks the opponent and \
             leaves it no legal move ({}).",
            rules.join("; ")
        );
        out.extend(quote! {
            #[doc = #doc]
            fn #mates(&self, to: usize, kind: u8) -> bool {
                if !self.#checks(to, kind) {
                    return false;
                }
                let mut child = self.clone();
                child.apply(::koma_runtime::Move::Drop {
                    piece: ::koma_runtime::PieceKind(kind),
                    to: ::koma_runtime::Square(to as u16),
                });
                !child.has_legal_move()
            }
        });
    }
    out
}
