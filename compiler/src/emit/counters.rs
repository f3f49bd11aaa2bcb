//! The side to move and the move counters of `Position` (the halfmove clock, the move number),
//! from the start position's text.

use crate::emit::parts::Parts;
use crate::model::Model;
use koma_runtime::Color;
use koma_runtime::setup::TextFormat;
use proc_macro2::TokenStream;
use quote::quote;

/// The counters' parts: the fields and their values.
pub(crate) fn parts(m: &Model) -> Parts {
    let st = &m.start;
    let side = match st.side {
        Color::First => quote!(::koma_runtime::Color::First),
        Color::Second => quote!(::koma_runtime::Color::Second),
    };
    let (halfmove, move_number) = (st.halfmove, st.move_number);
    Parts {
        fields: quote! {
            /// The side to move.
            side: ::koma_runtime::Color,
            /// Plies since the last capture.
            halfmove: u32,
            /// SFEN: the ply number; FEN: the full move number.
            move_number: u32,
        },
        start: quote! {
            side: #side,
            halfmove: #halfmove,
            move_number: #move_number,
        },
        blank: quote! {
            side: setup.side,
            halfmove: setup.halfmove,
            move_number: setup.move_number,
        },
        ..Parts::default()
    }
}

/// Whether a move of `us` raises the move number: every ply in SFEN, after the second player's
/// move in FEN.
pub(crate) fn count_move(m: &Model) -> TokenStream {
    if matches!(m.format, TextFormat::Sfen) {
        quote!(true)
    } else {
        quote!(us == ::koma_runtime::Color::Second)
    }
}
