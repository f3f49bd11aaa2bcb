//! Squares a piece could never move from, in a position read from text: an unpromoted piece
//! there is refused (`PositionError::DeadPiece`), except for the types dropped anywhere.

use crate::emit::parts::Parts;
use crate::emit::pieces::kind_ident;
use crate::emit::tables::{dead_ident, has_dead};
use crate::model::Model;
use quote::quote;

/// The dead squares' parts: the test of each piece read.
pub(crate) fn parts(m: &Model) -> Parts {
    let checks = (0..m.kinds.len())
        .filter(|&k| has_dead(m, k) && m.piece(k).unpromoted && !m.piece(k).drops_anywhere)
        .map(|k| {
            let (first, second) = (dead_ident(m, k, 0), dead_ident(m, k, 1));
            let kid = kind_ident(m, k);
            quote! {
                if kind as usize == #kid && has([#first, #second][color.index()], sq) {
                    return Err(::koma_runtime::PositionError::DeadPiece {
                        piece: Piece::ALL[kind as usize].name().to_string(),
                        square: ::koma_runtime::notation::square_text(::koma_runtime::Square(sq as u16), FILES, RANKS, FORMAT),
                    });
                }
            }
        });
    Parts {
        read_piece: quote!(#(#checks)*),
        ..Parts::default()
    }
}
