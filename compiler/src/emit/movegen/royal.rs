//! The royal piece: its moves, each target tested for attacks, and the constraints between the
//! two royals (`royals_ok`: no facing royals, no royals on one rank), when the rules have any.

use crate::emit::attack::fn_ident as attacked_ident;
use crate::geometry::lit;
use crate::model::Model;
use crate::names::{cite_no_facing, cite_no_same_rank};
use proc_macro2::{Ident, TokenStream};
use quote::quote;

/// Whether the variant has constraints between the royals (`forbid …`).
pub(crate) fn has_constraints(m: &Model) -> bool {
    m.v.royal.no_facing || m.v.royal.no_same_rank
}

/// The moves of a royal piece of colour index `c` from `from` to the targets
/// `t` (less the `dead` squares): each target is tested for attacks with the occupancy less
/// `from`, on the unchanged mailbox (a captured piece on the target cannot attack the target
/// itself).
pub(super) fn moves(m: &Model, c: usize, dead: Option<&Ident>) -> TokenStream {
    let them = lit(1 - c);
    let their_attack = attacked_ident(1 - c);
    let constraints = has_constraints(m);
    let royals = if constraints {
        quote! {
            && royals_ok(occ, to as u16, if their as usize == to { NO_SQ } else { their })
        }
    } else {
        quote!()
    };
    let their = if constraints {
        quote!(let their = self.royal[#them];)
    } else {
        quote!()
    };
    let not_dead = dead.map(|d| quote!(t &= !#d;));
    // bikjang: the move must part the royals
    let part = super::pass::has_bikjang(m)
        .then(|| quote!(&& !(bikjang && royals_face(occ | bit(to), to as u16, self.royal[#them]))));
    quote! {
        let occ = occ & !bit(from);
        #their
        #not_dead
        while any(t) {
            let to = pop(&mut t);
            if !#their_attack(board, occ, theirs, &riders, to) #royals #part {
                out.one(from, to, false);
            }
        }
    }
}

/// `royals_ok`, the constraints between the royals, when the rules have any (nothing otherwise).
pub(super) fn royals_ok(m: &Model) -> TokenStream {
    if !has_constraints(m) {
        return TokenStream::new();
    }
    let rank = if m.v.royal.no_same_rank {
        quote! {
            if a / W == b / W {
                return false;
            }
        }
    } else {
        quote!()
    };
    let facing = if m.v.royal.no_facing {
        quote! {
            if a % W == b % W {
                let (lo, hi) = (a.min(b), a.max(b));
                return any(RAY_0_P1[lo] & !(RAY_0_P1[hi] | bit(hi)) & occ);
            }
        }
    } else {
        quote!()
    };
    let rules: Vec<String> = [cite_no_facing(m), cite_no_same_rank(m)]
        .into_iter()
        .flatten()
        .collect();
    let doc = format!(
        " The constraints between the royals on `a` and `b` (either may be `NO_SQ`), with the \
         squares `occ` occupied ({}).",
        rules.join("; ")
    );
    quote! {
        #[doc = #doc]
        fn royals_ok(occ: Bb, a: u16, b: u16) -> bool {
            if a == NO_SQ || b == NO_SQ {
                return true;
            }
            let (a, b) = (a as usize, b as usize);
            #rank
            #facing
            true
        }
    }
}
