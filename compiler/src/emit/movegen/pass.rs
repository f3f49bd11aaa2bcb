//! The pass move and bikjang (`pass` in the royal piece's moves, `bikjang draws`): the game
//! over after two passes in a row or a pass under bikjang, the pass itself (the royal piece's
//! square twice), and `royals_face`, which bikjang's "the move must part the royals" reads.
//! Nothing is emitted for a variant without them.

use crate::emit::pieces::kind_ident;
use crate::geometry::lit;
use crate::model::Model;
use proc_macro2::TokenStream;
use quote::quote;

/// Whether the variant has the pass move.
pub(crate) fn has_pass(m: &Model) -> bool {
    m.v.special.pass.is_some()
}

/// Whether the variant has bikjang.
pub(crate) fn has_bikjang(m: &Model) -> bool {
    m.v.special.bikjang
}

/// At the start of generation, after the royal facts (colour index `c`): `bikjang` (the royals
/// face each other) and the end of the game — no legal move after two passes in a row, or a
/// pass under bikjang.
pub(super) fn prelude(m: &Model, c: usize) -> TokenStream {
    let them = lit(1 - c);
    let bikjang = if has_bikjang(m) {
        quote!(let bikjang = has_king && royals_face(occ, king, self.royal[#them]);)
    } else if has_pass(m) {
        quote!(let bikjang = false;)
    } else {
        quote!()
    };
    let over = if has_pass(m) {
        quote! {
            if self.passes >= 2 || (self.passes == 1 && bikjang) {
                return;
            }
        }
    } else {
        quote!()
    };
    quote! {
        #bikjang
        #over
    }
}

/// After the pieces' moves: the pass, when not in check or under bikjang.
pub(super) fn pass(m: &Model) -> TokenStream {
    let Some(p) = m.v.special.pass else {
        return quote!();
    };
    let kind = kind_ident(m, p);
    quote! {
        if has_king && CELL_KIND[board[king as usize] as usize] as usize == #kind && (!in_check || bikjang) {
            out.one(king as usize, king as usize, false);
        }
    }
}

/// `royals_face`, for bikjang.
pub(super) fn royals_face(m: &Model) -> TokenStream {
    if !has_bikjang(m) {
        return quote!();
    }
    quote! {
        /// Whether royals on `a` and `b` (either may be `NO_SQ`: no) stand on one file with
        /// no piece of `occ` between them (bikjang).
        #[inline]
        fn royals_face(occ: Bb, a: u16, b: u16) -> bool {
            if a == NO_SQ || b == NO_SQ {
                return false;
            }
            let (a, b) = (a as usize, b as usize);
            if a % W != b % W {
                return false;
            }
            let (lo, hi) = (a.min(b), a.max(b));
            !any(RAY_0_P1[lo] & !(RAY_0_P1[hi] | bit(hi)) & occ)
        }
    }
}
