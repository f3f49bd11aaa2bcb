//! The board of `Position`: the mailbox (a cell per square), each side's pieces and the pieces
//! of each type as square sets, laid out for the start position now, and the cell helpers.

use crate::emit::bits;
use crate::emit::parts::Parts;
use crate::geometry::lit;
use crate::model::{Model, Set};
use quote::quote;

/// The board's parts: its fields, the start position's board, an empty board, the cell helpers.
pub(crate) fn parts(m: &Model) -> Parts {
    let nk = m.kinds.len();
    let cells = &m.start.board;
    let mut occ = [Set::default(); 2];
    let mut kind_sets = vec![Set::default(); nk];
    for (sq, &c) in cells.iter().enumerate() {
        if c != 0 {
            occ[((c as usize - 1) / nk).min(1)].insert(sq);
            kind_sets[(c as usize - 1) % nk].insert(sq);
        }
    }
    let (occ, kind_sets) = (bits::pair(m, occ), bits::table(m, &kind_sets));
    let nsq = lit(m.nsq);
    Parts {
        fields: quote! {
            /// Cell per square: 0 empty, else `1 + kind + KINDS * colour`.
            board: [u8; #nsq],
            /// Each side's pieces.
            occ: [Bb; 2],
            /// The pieces of each type, both sides.
            kinds: [Bb; KINDS],
        },
        start: quote! {
            board: [#(#cells),*],
            occ: #occ,
            kinds: #kind_sets,
        },
        blank: quote! {
            board: [0; SQUARES],
            occ: [EMPTY; 2],
            kinds: [EMPTY; KINDS],
        },
        items: quote! {
            /// The colour of the non-empty cell value `cell`.
            #[inline(always)]
            const fn cell_color(cell: u8) -> ::koma_runtime::Color {
                if CELL_COLOR[cell as usize] == 0 {
                    ::koma_runtime::Color::First
                } else {
                    ::koma_runtime::Color::Second
                }
            }

            /// The cell value of the non-empty cell `moving` after its move, promoted when `promote`
            /// and its type promotes.
            #[inline(always)]
            const fn placed_cell(moving: u8, promote: bool) -> u8 {
                let kind = CELL_KIND[moving as usize];
                let q = PROMOTES_TO[kind as usize];
                if promote && q != u8::MAX { moving - kind + q } else { moving }
            }
        },
        ..Parts::default()
    }
}
