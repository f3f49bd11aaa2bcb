//! Captures to the hand and drops (`captures to hand`) in `Position` and `GamePosition`: the
//! hands field, reading and writing hands in text, a captured piece going to its hand slot, a
//! drop played and their Zobrist keys. A variant without hands gets only the refusal of hands
//! in a position read from text, and drops that change nothing.

use crate::emit::parts::Parts;
use crate::model::Model;
use proc_macro2::TokenStream;
use quote::quote;

/// The hands' parts.
pub(crate) fn parts(m: &Model) -> Parts {
    let hand_count = if m.has_hands {
        quote! {
            let slot = HAND_SLOT[piece as usize];
            if slot == u8::MAX { 0 } else { self.hands[color.index()][slot as usize] as u32 }
        }
    } else {
        quote!({
            let _ = (color, piece);
            0
        })
    };
    let methods = quote! {
        /// How many pieces of type `piece` `color` holds in hand.
        pub fn hand_count(&self, color: ::koma_runtime::Color, piece: Piece) -> u32 {
            #hand_count
        }
    };
    let (read, arms, delta_arms) = (read(m), drop_arm(m), delta_drop_arm(m));
    if !m.has_hands {
        return Parts {
            read,
            methods,
            arms,
            delta_arms,
            ..Parts::default()
        };
    }
    let st = &m.start;
    let (a, b) = (st.hands[0].iter(), st.hands[1].iter());
    Parts {
        fields: quote! {
            /// `hands[colour][slot]`: pieces in hand.
            hands: [[u8; HAND_SLOTS]; 2],
        },
        start: quote!(hands: [[#(#a),*], [#(#b),*]],),
        blank: quote!(hands: [[0; HAND_SLOTS]; 2],),
        read_decls: quote!(let mut totals = [0u32; HAND_SLOTS];),
        read_piece: quote! {
            let slot = CAPTURE_SLOT[kind as usize];
            if slot != u8::MAX {
                totals[slot as usize] += 1;
            }
        },
        read,
        write_prep: quote! {
            for color in ::koma_runtime::Color::ALL {
                for (slot, &kind) in HAND_KIND.iter().enumerate() {
                    hands[color.index()][kind as usize] = self.hands[color.index()][slot];
                }
            }
        },
        methods,
        capture: quote! {
            let slot = CAPTURE_SLOT[CELL_KIND[captured as usize] as usize];
            if slot != u8::MAX {
                let h = &mut self.hands[color][slot as usize];
                *h = h.saturating_add(1);
            }
        },
        arms,
        keys: quote! {
            /// The Zobrist key of `color` holding `count` pieces of hand slot `slot`
            /// (`koma_runtime::zobrist::hand_key`; 0 for none).
            #[inline]
            fn hand_key(color: ::koma_runtime::Color, slot: usize, count: u8) -> u64 {
                ::koma_runtime::zobrist::hand_key(
                    color,
                    ::koma_runtime::PieceKind(HAND_KIND[slot]),
                    count as u32,
                )
            }
        },
        hash: quote! {
            for color in ::koma_runtime::Color::ALL {
                for (slot, &n) in self.hands[color.index()].iter().enumerate() {
                    h ^= hand_key(color, slot, n);
                }
            }
        },
        delta_capture: quote! {
            let slot = CAPTURE_SLOT[CELL_KIND[captured as usize] as usize];
            if slot != u8::MAX {
                let mover = cell_color(moving);
                let n = self.hands[mover.index()][slot as usize];
                d ^= hand_key(mover, slot as usize, n)
                    ^ hand_key(mover, slot as usize, n.saturating_add(1));
            }
        },
        delta_arms,
        ..Parts::default()
    }
}

/// In `from_setup`, after the board: the setup's hands, each checked (no royal piece, only
/// types that go to the hand, at most 255 of a slot); without hands, any piece in hand refused.
fn read(m: &Model) -> TokenStream {
    if !m.has_hands {
        return quote! {
            for color in ::koma_runtime::Color::ALL {
                if setup.hands[color.index()].iter().any(|&n| n != 0) {
                    return Err(::koma_runtime::PositionError::NoHands);
                }
            }
        };
    }
    quote! {
        for color in ::koma_runtime::Color::ALL {
            for (id, &n) in setup.hands[color.index()].iter().enumerate() {
                if n == 0 {
                    continue;
                }
                let Some(piece) = Piece::ALL.get(id) else {
                    return Err(::koma_runtime::PositionError::Mismatch);
                };
                if piece.is_royal() {
                    return Err(::koma_runtime::PositionError::RoyalInHand {
                        piece: piece.name().to_string(),
                    });
                }
                let slot = HAND_SLOT[id];
                if slot == u8::MAX {
                    return Err(::koma_runtime::PositionError::Mismatch);
                }
                pos.hands[color.index()][slot as usize] = n;
                totals[slot as usize] += n as u32;
            }
        }
        if let Some(slot) = totals.iter().position(|&t| t > u8::MAX as u32) {
            return Err(::koma_runtime::PositionError::TooManyPieces {
                piece: Piece::ALL[HAND_KIND[slot] as usize].name().to_string(),
            });
        }
    }
}

/// The `Move::Drop` arm of `apply`: the piece leaves the hand for the board (nothing without
/// hands).
fn drop_arm(m: &Model) -> TokenStream {
    if !m.has_hands {
        return quote!(::koma_runtime::Move::Drop { .. } => return,);
    }
    let slot_table = crate::emit::faces::drop_slot_table(m);
    let present_dropped = crate::emit::present::placed(m, quote!(kind), quote!(us.index()));
    quote! {
        ::koma_runtime::Move::Drop { piece, to } => {
            let to = to.index();
            let kind = piece.0 as usize;
            if kind >= KINDS || #slot_table[kind] == u8::MAX || to >= SQUARES || self.board[to] != 0 {
                return;
            }
            let h = &mut self.hands[us.index()][#slot_table[kind] as usize];
            *h = h.saturating_sub(1);
            self.board[to] = cell(kind, us.index());
            self.occ[us.index()] |= bit(to);
            self.kinds[kind] |= bit(to);
            #present_dropped
            self.halfmove = self.halfmove.saturating_add(1);
        }
    }
}

/// The `Move::Drop` arm of `zobrist_delta`: the hand count's key and the dropped piece's.
fn delta_drop_arm(m: &Model) -> TokenStream {
    if !m.has_hands {
        return quote!(::koma_runtime::Move::Drop { .. } => {});
    }
    let slot_table = crate::emit::faces::drop_slot_table(m);
    quote! {
        ::koma_runtime::Move::Drop { piece, to } => {
            let (kind, to) = (piece.0 as usize, to.index());
            if kind >= KINDS || #slot_table[kind] == u8::MAX || to >= SQUARES || self.board[to] != 0 {
                return d;
            }
            let us = self.side;
            let slot = #slot_table[kind] as usize;
            let n = self.hands[us.index()][slot];
            d ^= hand_key(us, slot, n) ^ hand_key(us, slot, n.saturating_sub(1));
            d ^= cell_key(cell(kind, us.index()), to);
        }
    }
}

/// The closure `parse_move` is given to find a dropped type by its letter (`None` throughout
/// without hands).
pub(crate) fn drop_letter(m: &Model) -> TokenStream {
    if !m.has_hands {
        return quote!(|_: char| None);
    }
    quote! {
        |l: char| {
            let kind = lookup(l.to_ascii_uppercase(), false)?;
            (HAND_SLOT[kind.0 as usize] != u8::MAX).then_some(kind)
        }
    }
}
