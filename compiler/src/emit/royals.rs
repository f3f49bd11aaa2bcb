//! `royals several` (Sho shogi): the generated `Position` keeps a side's royal square in
//! `royal` only while the side has exactly one royal piece on the board (`NO_SQ` with none or
//! several), so check, pins and the full test read it unchanged and a side with several royals
//! has none to protect. These emitters add the upkeep: recounting after a move that captures a
//! royal piece or promotes to a royal type, and at set-up. Each emits nothing for a variant
//! with one royal type (the fast path stays as it is).

use crate::emit::pieces::kind_ident;
use crate::model::Model;
use proc_macro2::TokenStream;
use quote::quote;

/// Whether the variant states `royals several`.
pub(crate) fn several(m: &Model) -> bool {
    m.v.royal.several
}

/// `sole_royal` and `recount_royals`, methods of `Position` (nothing without `royals several`).
pub(crate) fn methods(m: &Model) -> TokenStream {
    if !several(m) {
        return TokenStream::new();
    }
    let kinds = (0..m.kinds.len())
        .filter(|&k| m.piece(k).royal)
        .map(|k| kind_ident(m, k));
    quote! {
        /// The square of colour index `c`'s royal piece when it has exactly one on the board,
        /// else `NO_SQ` (`royals several`: only a sole royal piece is protected).
        fn sole_royal(&self, c: usize) -> u16 {
            let mut r = (#(self.kinds[#kinds])|*) & self.occ[c];
            if count(r) == 1 { pop(&mut r) as u16 } else { NO_SQ }
        }

        /// Sets `royal` from the board, after a royal piece was captured or a piece promoted to
        /// a royal type.
        fn recount_royals(&mut self) {
            self.royal = [self.sole_royal(0), self.sole_royal(1)];
        }
    }
}

/// In `apply`, after a board move that took `captured` (a cell, 0 for none) and left `placed`
/// where `moving` stood: recounts the royals when the move changed how many a side has.
pub(crate) fn after_move(m: &Model) -> TokenStream {
    if !several(m) {
        return TokenStream::new();
    }
    quote! {
        if (captured != 0 && ROYAL[CELL_KIND[captured as usize] as usize])
            || (placed != moving && ROYAL[CELL_KIND[placed as usize] as usize])
        {
            self.recount_royals();
        }
    }
}

/// In `from_setup`, for a side with `count` royal pieces: with `royals several`, two or more
/// leave it none to protect; otherwise more than one is an error.
pub(crate) fn setup_count(m: &Model) -> TokenStream {
    if several(m) {
        quote! {
            if count > 1 {
                pos.royal[color.index()] = NO_SQ;
            }
        }
    } else {
        quote! {
            if count > 1 {
                return Err(::koma_runtime::PositionError::TooManyRoyals { color, count });
            }
        }
    }
}
