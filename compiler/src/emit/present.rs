//! The piece types present, per side, as a bit mask kept by `apply`: on a multi-word board
//! (more than 128 squares) with at most 64 piece types, move generation skips a type with no
//! piece on the board with one bit test instead of a square-set intersection, which adds up on
//! boards with many types (Chu shogi's 39, most of them promoted forms absent for long). The
//! mask is exact (a bit is set if and only if the side has a piece of the type on the board), so
//! positions still compare and hash by their contents. Nothing is emitted on other boards.

use crate::emit::parts::Parts;
use crate::geometry::lit;
use crate::model::Model;
use crate::repr::Repr;
use proc_macro2::TokenStream;
use quote::quote;

/// Whether the variant keeps the mask.
pub(crate) fn active(m: &Model) -> bool {
    Repr::for_squares(m.nsq) == Repr::Wide && m.kinds.len() <= 64
}

/// The mask's parts: the field, its reading at set-up, its upkeep in `apply` (a piece taken, a
/// piece promoted; the drops' is `emit::hands`').
pub(crate) fn parts(m: &Model) -> Parts {
    let [fields, start, blank] = field(m);
    let captured = removed(m, quote!(CELL_KIND[captured as usize]), quote!(victim));
    let gone = removed(m, quote!(kind), quote!(color));
    let came = placed(m, quote!(CELL_KIND[placed as usize]), quote!(color));
    let moved = if gone.is_empty() {
        quote!()
    } else {
        quote!(if placed != moving { #gone #came })
    };
    Parts {
        fields,
        start,
        blank,
        read: read(m),
        captured,
        moved,
        ..Parts::default()
    }
}

/// The field of `Position`, its value in the start position (computed now from the start
/// board's cells, `1 + kind + KINDS * colour`) and in `from_setup` before the board is read.
fn field(m: &Model) -> [TokenStream; 3] {
    if !active(m) {
        return [quote!(), quote!(), quote!()];
    }
    let nk = m.kinds.len();
    let mut mask = [0u64; 2];
    for &c in &m.start.board {
        if c != 0 {
            let i = c as usize - 1;
            mask[(i / nk).min(1)] |= 1 << (i % nk);
        }
    }
    let (a, b) = (mask[0], mask[1]);
    [
        quote! {
            /// `present[colour]`: bit `kind` set when the side has a piece of that type on the
            /// board.
            present: [u64; 2],
        },
        quote!(present: [#a, #b],),
        quote!(present: [0; 2],),
    ]
}

/// In `from_setup` (`pos` in scope), after the board is read: the mask.
fn read(m: &Model) -> TokenStream {
    if !active(m) {
        return quote!();
    }
    quote! {
        for k in 0..KINDS {
            for c in 0..2 {
                if any(pos.kinds[k] & pos.occ[c]) {
                    pos.present[c] |= 1 << k;
                }
            }
        }
    }
}

/// After a piece of type `kind` and colour index `color` (expressions) came onto the board.
pub(crate) fn placed(m: &Model, kind: TokenStream, color: TokenStream) -> TokenStream {
    if !active(m) {
        return quote!();
    }
    quote!(self.present[#color] |= 1u64 << (#kind);)
}

/// After a piece of type `kind` and colour index `color` (expressions) left the board: its bit
/// cleared when it was the side's last one.
pub(crate) fn removed(m: &Model, kind: TokenStream, color: TokenStream) -> TokenStream {
    if !active(m) {
        return quote!();
    }
    quote! {
        {
            let (k, c) = ((#kind) as usize, (#color) as usize);
            if !any(self.kinds[k] & self.occ[c]) {
                self.present[c] &= !(1u64 << k);
            }
        }
    }
}

/// Kind `k`'s move generation for colour index `c` (`code`), run only when the side has one.
pub(crate) fn guard(m: &Model, k: usize, c: usize, code: TokenStream) -> TokenStream {
    if !active(m) {
        return code;
    }
    let (ci, kl) = (lit(c), lit(k));
    quote! {
        if (self.present[#ci] >> #kl) & 1 != 0 {
            #code
        }
    }
}
