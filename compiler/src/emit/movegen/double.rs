//! A piece's double moves (`double LEG then LEG`), in its origin loop: each first leg's square
//! that holds no own piece, then the second legs' targets from there that hold none either, or
//! the origin (the lion's igui and pass). Every route is a move, as lishogi counts them (a pass
//! over each empty neighbour; a double move over an empty square beside a jump to the same
//! square), as the reference engine generates them (`engine/src/double.rs`). Nothing is emitted
//! for a kind without double moves.

use super::lions;
use crate::emit::double::leg_ident;
use crate::geometry::lit;
use crate::model::Model;
use proc_macro2::TokenStream;
use quote::quote;

/// The double moves of kind `k` for colour index `c`, from `from` (`own`, `theirs`, `occ` in
/// scope), into `out`.
pub(super) fn moves(m: &Model, k: usize, c: usize) -> TokenStream {
    let kind = &m.kinds[k];
    let ci = lit(c);
    let mut out = TokenStream::new();
    for g in &kind.doubles {
        let first = leg_ident(m, g.first);
        let second = leg_ident(m, g.second);
        let lion = lions::filter_double(m, k, c);
        // the lion-trading test only with an enemy lion in reach (rarely)
        let far = lions::far_lions(m, k, c, g);
        let lion = if lion.is_empty() {
            lion
        } else {
            quote!(if far_lions { #lion })
        };
        let struck = crate::emit::counter_strike::mask(m, k);
        let counter_strike = crate::emit::counter_strike::filter(m, k, quote!(to));
        let text = format!(
            "double moves: first legs {:?}, then {:?} (files, ranks, first player)",
            g.firsts, g.seconds
        );
        let note = crate::notes::note(&text);
        out.extend(quote! {
            #note
            let mut mids = #first[#ci][from] & !own #struck;
            #far
            let back = !own | bit(from);
            while any(mids) {
                let mid = pop(&mut mids);
                let mut to = #second[#ci][mid] & back;
                #lion
                #counter_strike
                out.doubles(from, mid, to);
            }
        });
    }
    out
}
