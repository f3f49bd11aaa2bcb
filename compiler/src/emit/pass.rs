//! The pass move outside move generation (`emit::movegen::pass` generates it): the count of
//! passes in a row (two, or one under bikjang, end the game), a pass played by `apply` (a move
//! from a square to itself), and `passes_end`. Nothing for a variant without a pass.

use crate::emit::counters::count_move;
use crate::emit::movegen::pass::{has_bikjang, has_pass};
use crate::emit::parts::Parts;
use crate::model::Model;
use quote::quote;

/// The pass's parts.
pub(crate) fn parts(m: &Model) -> Parts {
    if !has_pass(m) {
        return Parts::default();
    }
    let count_move = count_move(m);
    let bikjang = if has_bikjang(m) {
        quote!(royals_face(
            self.occ[0] | self.occ[1],
            self.royal[0],
            self.royal[1]
        ))
    } else {
        quote!(false)
    };
    Parts {
        fields: quote! {
            /// Passes in a row ending with the last move (0 in a position read from text).
            passes: u8,
        },
        start: quote!(passes: 0,),
        blank: quote!(passes: 0,),
        apply_start: quote! {
            let was = self.passes;
            self.passes = 0;
        },
        board_move_start: quote! {
            if from == to && from < SQUARES {
                self.passes = was.saturating_add(1);
                self.halfmove = self.halfmove.saturating_add(1);
                if #count_move {
                    self.move_number = self.move_number.saturating_add(1);
                }
                self.side = !us;
                return;
            }
        },
        game_items: quote! {
            fn passes_end(&self) -> bool {
                self.passes >= 2 || (self.passes == 1 && #bikjang)
            }
        },
        ..Parts::default()
    }
}
