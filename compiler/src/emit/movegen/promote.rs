//! Promotion and dead squares: which kinds promote and how, where a plain move may not end (a
//! square its piece could never move from), and a target set split into plain and promoting
//! moves.

use crate::emit::tables::{dead_ident, zone_ident};
use crate::model::Model;
use proc_macro2::{Ident, TokenStream};
use quote::quote;

/// How a kind promotes, for one colour.
pub(super) struct Promotion {
    /// The kind it promotes to.
    pub to: usize,
    /// Only a move entering the zone may promote (else also one leaving it).
    pub only_entering: bool,
    /// A move that may promote must.
    pub forced: bool,
    /// The promotion zone's constant for the colour (`ZONE_FIRST`).
    pub zone: Ident,
}

/// The dead-square constant of kind `k` when its unpromoted pieces of colour index `c` have
/// squares they could never move from (plain moves may not end there).
pub(super) fn dead_of(m: &Model, k: usize, c: usize) -> Option<Ident> {
    let piece = m.piece(k);
    (piece.unpromoted && !piece.dead[c].is_empty()).then(|| dead_ident(m, k, c))
}

/// How kind `k` promotes for colour index `c`, when it does.
pub(super) fn promotion_of(m: &Model, k: usize, c: usize) -> Option<Promotion> {
    match (m.piece(k).turns_to(), m.promotion(), zone_ident(m, c)) {
        (Some(to), Some((_, only_entering, forced)), Some(zone)) => Some(Promotion {
            to,
            only_entering,
            forced,
            zone,
        }),
        _ => None,
    }
}

/// The plain and promoting moves of the target set `t` needing no test, given the promoting
/// targets `pz`: `push(set, promote)` emits one set. A forced promotion drops the plain move
/// into the zone; a plain move never ends on a dead square (`minus_dead`). With `guard` (a
/// condition that holds whenever `pz` may be non-empty), an unforced promotion's set is only
/// computed when it holds.
pub(super) fn zone_split(
    pz: TokenStream,
    forced: bool,
    minus_dead: &Option<TokenStream>,
    guard: Option<TokenStream>,
    push: impl Fn(TokenStream, bool) -> TokenStream,
) -> TokenStream {
    if forced {
        let (plain, promo) = (
            push(quote!(t & !pz #minus_dead), false),
            push(quote!(pz), true),
        );
        return quote! {
            let pz = #pz;
            #plain
            #promo
        };
    }
    let (plain, promo) = (push(quote!(t #minus_dead), false), push(quote!(pz), true));
    match guard {
        Some(guard) => quote! {
            #plain
            if #guard {
                let pz = #pz;
                #promo
            }
        },
        None => quote! {
            let pz = #pz;
            #plain
            #promo
        },
    }
}
