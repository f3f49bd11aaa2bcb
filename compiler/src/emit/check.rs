//! Check, when moves that leave the own royal attacked are illegal ([`Model::guards_royal`]):
//! `royal_attacked`, the refusal of a position whose side not to move is in check, and
//! `is_check`. Without it (no royal type, or capturable royals) a position is never in check.

use crate::emit::parts::Parts;
use crate::model::Model;
use proc_macro2::TokenStream;
use quote::quote;

/// The parts of check.
pub(crate) fn parts(m: &Model) -> Parts {
    if !m.guards_royal {
        return Parts::default();
    }
    Parts {
        read: quote! {
            if pos.royal_attacked(!pos.side) {
                return Err(::koma_runtime::PositionError::OpponentInCheck { color: !pos.side });
            }
        },
        methods: quote! {
            /// Whether `color`'s royal piece is on the board and attacked by the other side.
            fn royal_attacked(&self, color: ::koma_runtime::Color) -> bool {
                let k = self.royal[color.index()];
                let them = !color;
                k != NO_SQ
                    && square_attacked(&self.board, self.occ[0] | self.occ[1], &self.kinds, them, self.occ[them.index()], k as usize)
            }
        },
        ..Parts::default()
    }
}

/// The body of `is_check` (over `self`).
pub(crate) fn is_check(m: &Model) -> TokenStream {
    if m.guards_royal {
        quote!(self.royal_attacked(self.side))
    } else {
        quote!(false)
    }
}
