//! Double moves (`double LEG then LEG`) outside move generation: the leg tables, the `Sink`
//! method that takes a first leg's square and a set of second-leg targets, playing a
//! `Move::Double` (both legs capture; a move back to the origin is igui or a pass), its Zobrist
//! change and whether it captures. Nothing here is emitted for a variant without double moves
//! (`apply` and `zobrist_delta` keep ignoring `Move::Double` there).

use crate::double::LegTable;
use crate::emit::bits;
use crate::emit::parts::Parts;
use crate::emit::tables::leap_ident;
use crate::model::Model;
use crate::names::cite_piece;
use proc_macro2::{Ident, TokenStream};
use quote::quote;

/// Whether any piece type has double moves.
pub fn has(m: &Model) -> bool {
    m.kinds.iter().any(|k| !k.doubles.is_empty())
}

/// The double moves' parts outside move generation: playing them and their Zobrist change
/// (arms that change nothing without double moves).
pub(crate) fn parts(m: &Model) -> Parts {
    Parts {
        arms: apply_arm(m),
        delta_arms: delta_arm(m),
        ..Parts::default()
    }
}

/// The name of a leg table: a leap table's (`LEAPS_KING`) or the double moves' own
/// (`DOUBLE_LEG_LION`).
pub fn leg_ident(m: &Model, t: LegTable) -> Ident {
    match t {
        LegTable::Leap(i) => leap_ident(m, i),
        LegTable::Own(i) => m.names.doubles[i].clone(),
    }
}

/// The double moves' own leg tables, each citing the piece types that read it.
pub fn tables(m: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    for (i, t) in m.double_tables.iter().enumerate() {
        let own = LegTable::Own(i);
        let users: Vec<String> = (0..m.kinds.len())
            .filter(|&k| {
                m.kinds[k]
                    .doubles
                    .iter()
                    .any(|g| g.first == own || g.second == own)
            })
            .map(|k| cite_piece(m, k))
            .collect();
        let doc = format!(
            " Double-move leg targets `[colour][square]` (a first leg's from the origin, a \
             second leg's from the first leg's square) of: {}.",
            users.join("; ")
        );
        let id = &m.names.doubles[i];
        let (a, b) = (bits::table(m, &t[0]), bits::table(m, &t[1]));
        out.extend(quote! { #[doc = #doc] static #id: [[Bb; SQUARES]; 2] = [#a, #b]; });
    }
    out
}

/// The `Sink` method for double moves: its declaration, the move list's and the count's
/// implementations (nothing without double moves).
pub fn sink_methods(m: &Model) -> [TokenStream; 3] {
    if !has(m) {
        return [quote!(), quote!(), quote!()];
    }
    let push = crate::emit::bits::extend_each(
        m,
        quote!(::koma_runtime::Move::Double {
            from: ::koma_runtime::Square(from as u16),
            mid: ::koma_runtime::Square(mid as u16),
            to: ::koma_runtime::Square(sq as u16),
        }),
    );
    [
        quote! {
            /// A double move from `from` over `mid` to every square of `to`.
            fn doubles(&mut self, from: usize, mid: usize, to: Bb);
        },
        quote! {
            #[inline(always)]
            fn doubles(&mut self, from: usize, mid: usize, mut to: Bb) {
                #push
            }
        },
        quote! {
            #[inline(always)]
            fn doubles(&mut self, _from: usize, _mid: usize, to: Bb) {
                self.0 += count(to);
            }
        },
    ]
}

/// The `Move::Double` arm of `apply` (`self`, `mv`'s fields in scope): plays it, or leaves the
/// position unchanged for a move it cannot play.
fn apply_arm(m: &Model) -> TokenStream {
    if !has(m) {
        return quote! {
            // no double moves in this variant
            ::koma_runtime::Move::Double { .. } => return,
        };
    }
    quote! {
        ::koma_runtime::Move::Double { from, mid, to } => {
            if !self.apply_double(from.index(), mid.index(), to.index()) {
                return;
            }
        }
    }
}

/// The `Move::Double` arm of `zobrist_delta` (`d` in scope).
fn delta_arm(m: &Model) -> TokenStream {
    if !has(m) {
        return quote! {
            // no double moves in this variant
            ::koma_runtime::Move::Double { .. } => {}
        };
    }
    quote! {
        ::koma_runtime::Move::Double { from, mid, to } => {
            d ^= self.double_delta(from.index(), mid.index(), to.index());
        }
    }
}

/// `is_capture` for a variant with double moves: a double move captures when a leg ends on a
/// piece (`normal` answers for the other moves).
pub fn is_capture(m: &Model, normal: TokenStream) -> TokenStream {
    if !has(m) {
        return normal;
    }
    quote! {
        match mv {
            ::koma_runtime::Move::Double { from, mid, to } => {
                let taken = |sq: ::koma_runtime::Square| {
                    sq != from && self.board.get(sq.index()).is_some_and(|&c| c != 0)
                };
                taken(mid) || taken(to)
            }
            _ => #normal,
        }
    }
}

/// `apply_double` and `double_delta`, methods of `Position` (nothing without double moves).
pub fn methods(m: &Model) -> TokenStream {
    if !has(m) {
        return quote!();
    }
    let to_hand = m.has_hands.then(|| {
        quote! {
            let slot = CAPTURE_SLOT[CELL_KIND[captured as usize] as usize];
            if slot != u8::MAX {
                let h = &mut self.hands[color][slot as usize];
                *h = h.saturating_add(1);
            }
        }
    });
    let delta_hand = m.has_hands.then(|| {
        quote! {
            let slot = CAPTURE_SLOT[CELL_KIND[captured as usize] as usize];
            if slot != u8::MAX {
                let n = hands[slot as usize];
                d ^= hand_key(mover, slot as usize, n) ^ hand_key(mover, slot as usize, n.saturating_add(1));
                hands[slot as usize] = n.saturating_add(1);
            }
        }
    });
    let hands_copy = m
        .has_hands
        .then(|| quote!(let mut hands = self.hands[mover.index()];));
    let (royal_capture, royal_move) = if m.has_royal {
        (
            quote! {
                if self.royal[victim] == sq as u16 {
                    self.royal[victim] = NO_SQ;
                }
            },
            quote! {
                if self.royal[color] == from as u16 {
                    self.royal[color] = to as u16;
                }
            },
        )
    } else {
        (quote!(), quote!())
    };
    let several = crate::emit::royals::several(m);
    let royal_count =
        several.then(|| quote!(royal_taken |= ROYAL[CELL_KIND[captured as usize] as usize];));
    let recount = several.then(|| {
        quote! {
            if royal_taken {
                self.recount_royals();
            }
        }
    });
    let royal_decl = several.then(|| quote!(let mut royal_taken = false;));
    let doc = format!(
        " Plays the double move `from` → `mid` → `to` of the side to move (`to == from`: back \
         to the origin): the pieces on `mid` and on `to` are taken. Returns `false`, changing \
         nothing, for squares off the board or an empty origin. Kinds with double moves: {}.",
        (0..m.kinds.len())
            .filter(|&k| !m.kinds[k].doubles.is_empty())
            .map(|k| m.kinds[k].name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    );
    let gone =
        crate::emit::present::removed(m, quote!(CELL_KIND[captured as usize]), quote!(victim));
    quote! {
        #[doc = #doc]
        fn apply_double(&mut self, from: usize, mid: usize, to: usize) -> bool {
            if from >= SQUARES || mid >= SQUARES || to >= SQUARES || self.board[from] == 0 {
                return false;
            }
            let moving = self.board[from];
            let kind = CELL_KIND[moving as usize] as usize;
            let color = CELL_COLOR[moving as usize] as usize;
            let mut took = false;
            #royal_decl
            for sq in [mid, to] {
                let captured = self.board[sq];
                if sq == from || captured == 0 {
                    continue;
                }
                took = true;
                let victim = CELL_COLOR[captured as usize] as usize;
                #to_hand
                self.board[sq] = 0;
                self.occ[victim] &= !bit(sq);
                self.kinds[CELL_KIND[captured as usize] as usize] &= !bit(sq);
                #gone
                #royal_capture
                #royal_count
            }
            self.halfmove = if took { 0 } else { self.halfmove.saturating_add(1) };
            self.board[from] = 0;
            self.board[to] = moving;
            self.occ[color] &= !bit(from);
            self.occ[color] |= bit(to);
            self.kinds[kind] &= !bit(from);
            self.kinds[kind] |= bit(to);
            #royal_move
            #recount
            true
        }

        /// What the double move `from` → `mid` → `to` changes in the Zobrist hash (the side
        /// key excluded), as `apply_double` plays it.
        #[allow(unused_variables)]
        fn double_delta(&self, from: usize, mid: usize, to: usize) -> u64 {
            if from >= SQUARES || mid >= SQUARES || to >= SQUARES || self.board[from] == 0 {
                return 0;
            }
            let moving = self.board[from];
            let mover = cell_color(moving);
            #hands_copy
            let mut d = cell_key(moving, from) ^ cell_key(moving, to);
            for sq in [mid, to] {
                let captured = self.board[sq];
                if sq == from || captured == 0 {
                    continue;
                }
                d ^= cell_key(captured, sq);
                #delta_hand
            }
            d
        }
    }
}
