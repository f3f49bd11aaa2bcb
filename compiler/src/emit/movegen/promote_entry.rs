//! `promotion in REGION on entry or capture` (Chu shogi, as lishogi plays it): a move may
//! promote when it enters the zone from outside, or captures and starts or ends in it, or ends
//! where its piece could never move again (`STUCK_*`, the shared facts' `stuck` squares: a
//! pawn or lance on the last rank). The reference engine's test is
//! `engine/src/promote_entry.rs`. Nothing is emitted for other promotion rules.

use crate::emit::bits;
use crate::model::Model;
use proc_macro2::{Ident, TokenStream};
use quote::quote;

/// Whether the variant promotes on entry or capture.
pub(super) fn active(m: &Model) -> bool {
    m.facts
        .promotion
        .as_ref()
        .is_some_and(|z| z.on_entry_or_capture)
}

/// The stuck-square constant of kind `k` for colour index `c`, when the rule is on, the kind
/// promotes and has some.
fn stuck_of(m: &Model, k: usize, c: usize) -> Option<Ident> {
    let p = m.piece(k);
    (active(m) && p.turns_to().is_some() && !p.stuck[c].is_empty())
        .then(|| m.names.stuck[k][c].clone())
}

/// The stuck-square constants (nothing without the rule).
pub(super) fn tables(m: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    for k in 0..m.kinds.len() {
        for c in 0..2 {
            let Some(id) = stuck_of(m, k, c) else {
                continue;
            };
            let doc = format!(
                " Squares a {}-player `{}` could never move from ({}): a move ending there \
                 may promote although it neither enters the zone nor captures.",
                crate::names::player(c),
                m.kinds[k].name,
                crate::names::cite_piece(m, k)
            );
            let val = bits::lit(m, crate::model::Set(m.piece(k).stuck[c].to_u128s()));
            out.extend(quote! { #[doc = #doc] const #id: Bb = #val; });
        }
    }
    out
}

/// `| has(STUCK, to)` or nothing.
fn or_stuck_to(m: &Model, k: usize, c: usize) -> TokenStream {
    stuck_of(m, k, c).map_or_else(TokenStream::new, |s| quote!(|| has(#s, to)))
}

/// `| (t & STUCK)` or nothing.
fn or_stuck_set(m: &Model, k: usize, c: usize) -> TokenStream {
    stuck_of(m, k, c).map_or_else(TokenStream::new, |s| quote!(| (t & #s)))
}

/// Whether the move `from` → `to` of kind `k` (colour index `c`) may promote (`from_zone`,
/// `theirs` in scope), for the zone constant `zone`.
pub(super) fn may(m: &Model, k: usize, c: usize, zone: &Ident) -> TokenStream {
    let stuck = or_stuck_to(m, k, c);
    quote!((if from_zone { has(theirs, to) } else { has(#zone, to) }) #stuck)
}

/// A condition that holds whenever [`targets`] may be non-empty: cheaper than the set.
pub(super) fn may_any(m: &Model, k: usize, c: usize, zone: &Ident) -> TokenStream {
    let stuck = stuck_of(m, k, c).map(|s| quote!(|| any(t & #s)));
    quote!(from_zone || any(t & #zone) #stuck)
}

/// The targets of `t` that may promote, from `from` (`from_zone`, `theirs` in scope).
pub(super) fn targets(m: &Model, k: usize, c: usize, zone: &Ident) -> TokenStream {
    let stuck = or_stuck_set(m, k, c);
    quote!((if from_zone { t & theirs } else { t & #zone }) #stuck)
}

/// The targets of the shifted set `t` that may promote, `from_zone` being the constant of the
/// targets reached from the zone (`theirs` in scope).
pub(super) fn shifted_targets(
    m: &Model,
    k: usize,
    c: usize,
    zone: &Ident,
    from_zone: &TokenStream,
) -> TokenStream {
    let stuck = or_stuck_set(m, k, c);
    quote!(((t & #zone & !#from_zone) | (t & #from_zone & theirs)) #stuck)
}
