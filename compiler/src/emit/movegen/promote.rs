//! Promotion and dead squares: which kinds promote and how, where a plain move may not end (a
//! square its piece could never move from), and a target set split into plain and promoting
//! moves.

use crate::emit::tables::dead_ident;
use crate::model::Model;
use proc_macro2::{Ident, TokenStream};
use quote::quote;

/// The dead-square table of kind `k` when its unpromoted pieces of colour index `c` have
/// squares they could never move from (plain moves may not end there).
pub(super) fn dead_of(m: &Model, k: usize, c: usize) -> Option<Ident> {
    let kind = &m.kinds[k];
    (kind.unpromoted && !kind.dead[c].is_empty()).then(|| dead_ident(m, k))
}

/// `(promoted kind, only on entering the zone, forced)` when kind `k` promotes.
pub(super) fn promotion_of(m: &Model, k: usize) -> Option<(usize, bool, bool)> {
    match (m.kinds[k].promotes_to, m.promotion) {
        (Some(q), Some((_, only_entering, forced))) => Some((q, only_entering, forced)),
        _ => None,
    }
}

/// The plain and promoting moves of the target set `t` needing no test, given the promoting
/// targets `pz`: `push(set, promote)` emits one set. A forced promotion drops the plain move
/// into the zone; a plain move never ends on a dead square (`minus_dead`).
pub(super) fn zone_split(
    pz: TokenStream,
    forced: bool,
    minus_dead: &Option<TokenStream>,
    push: impl Fn(TokenStream, bool) -> TokenStream,
) -> TokenStream {
    let plain = if forced {
        quote!(t & !pz #minus_dead)
    } else {
        quote!(t #minus_dead)
    };
    let (plain, promo) = (push(plain, false), push(quote!(pz), true));
    quote! {
        let pz = #pz;
        #plain
        #promo
    }
}
