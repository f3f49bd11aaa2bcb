//! The royal pieces' squares in `Position` (a side's in `royal`, `NO_SQ` with none), kept by
//! `apply` and read at set-up, and `royals several` (Sho shogi): the generated `Position` keeps a side's royal square in
//! `royal` only while the side has exactly one royal piece on the board (`NO_SQ` with none or
//! several), so check, pins and the full test read it unchanged and a side with several royals
//! has none to protect. These emitters add the upkeep: recounting after a move that captures a
//! royal piece or promotes to a royal type, and at set-up. Each emits nothing for a variant
//! with one royal type (the fast path stays as it is).

use crate::emit::parts::Parts;
use crate::emit::pieces::kind_ident;
use crate::model::Model;
use proc_macro2::TokenStream;
use quote::quote;

/// The royal squares' parts: the field (kept in every variant, `NO_SQ` without royal types),
/// its upkeep when a royal piece is captured or moves, and its reading at set-up.
pub(crate) fn parts(m: &Model) -> Parts {
    let (r0, r1) = (m.start.royal[0], m.start.royal[1]);
    let royal_square = if m.has_royal {
        quote! {
            let s = self.royal[color.index()];
            (s != NO_SQ).then_some(::koma_runtime::Square(s))
        }
    } else {
        quote!({
            let _ = color;
            None
        })
    };
    let parts = Parts {
        fields: quote! {
            /// The square of each side's royal piece, or `NO_SQ`.
            royal: [u16; 2],
        },
        start: quote!(royal: [#r0, #r1],),
        blank: quote!(royal: [NO_SQ; 2],),
        methods: quote! {
            /// The square of `color`'s royal piece, if it has one on the board.
            pub fn royal_square(&self, color: ::koma_runtime::Color) -> Option<::koma_runtime::Square> {
                #royal_square
            }
        },
        ..Parts::default()
    };
    if !m.has_royal {
        return parts;
    }
    let royals_count = setup_count(m);
    Parts {
        read_decls: quote! {
            let mut royals = [0usize; 2];
        },
        read_piece: quote! {
            if ROYAL[kind as usize] {
                royals[color.index()] += 1;
                pos.royal[color.index()] = sq as u16;
            }
        },
        read: quote! {
            for color in ::koma_runtime::Color::ALL {
                let count = royals[color.index()];
                #royals_count
            }
        },
        captured: quote! {
            if self.royal[victim] == to as u16 {
                self.royal[victim] = NO_SQ;
            }
        },
        moved: quote! {
            if self.royal[color] == from as u16 {
                self.royal[color] = if ROYAL[CELL_KIND[placed as usize] as usize] {
                    to as u16
                } else {
                    NO_SQ
                };
            }
        },
        ..parts
    }
}

/// The parts of `royals several`: recounting methods, and the recount after a move.
pub(crate) fn several_parts(m: &Model) -> Parts {
    Parts {
        methods: methods(m),
        moved: after_move(m),
        ..Parts::default()
    }
}

/// Whether the variant states `royals several`.
pub(crate) fn several(m: &Model) -> bool {
    m.v.royal.several
}

/// `sole_royal` and `recount_royals`, methods of `Position` (nothing without `royals several`).
fn methods(m: &Model) -> TokenStream {
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
fn after_move(m: &Model) -> TokenStream {
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
fn setup_count(m: &Model) -> TokenStream {
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
