//! Pieces that turn over on every move and drops of either face (`promotion every move`,
//! `drops either face`: Kyoto shogi). Nothing here is emitted for a variant without them: the
//! other emitters ask these helpers for the names and the code to use, and get the plain ones.
//!
//! - `promotion every move`: the promotion zone is the whole board (`ALL`) and promotion is
//!   forced (the shared facts' zone), and a promoted type's `PROMOTES_TO` entry is the type it
//!   turns back into (`PieceFacts::turns_to`), so the promotion code of the other emitters
//!   turns pieces over both ways; its moves are written `-` in USI.
//! - `drops either face`: `DROP_SLOT`, the hand slot each type is dropped from (a promoted
//!   type's is its unpromoted type's), read where a drop is played; the promoted face's drops
//!   are emitted by `movegen::drops` after the unpromoted face's.

use crate::model::Model;
use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

/// Whether pieces turn over on every move.
pub fn every_move(m: &Model) -> bool {
    m.v.faces.every_move
}

/// Whether pieces in hand are dropped as either face.
pub fn drop_either(m: &Model) -> bool {
    m.v.faces.drop_either
}

/// The promotion zone's constant when pieces turn over on every move: the whole board.
pub fn every_move_zone(m: &Model) -> Option<Ident> {
    every_move(m).then(|| Ident::new("ALL", Span::call_site()))
}

/// The table of the hand slot a drop of each type takes its piece from: `DROP_SLOT` with
/// `drops either face`, else `HAND_SLOT` (a type's own slot).
pub fn drop_slot_table(m: &Model) -> Ident {
    let name = if drop_either(m) {
        "DROP_SLOT"
    } else {
        "HAND_SLOT"
    };
    Ident::new(name, Span::call_site())
}

/// `DROP_SLOT`, with `drops either face`.
pub fn tables(m: &Model) -> TokenStream {
    if !drop_either(m) || !m.has_hands {
        return quote!();
    }
    let slots = m
        .facts
        .pieces
        .iter()
        .map(|p| p.drop_slot.map_or(u8::MAX, |s| s as u8));
    quote! {
        /// The hand slot a drop of each type takes its piece from (`u8::MAX`: never dropped);
        /// a promoted type is dropped from its unpromoted type's (`drops either face`).
        const DROP_SLOT: [u8; KINDS] = [#(#slots),*];
    }
}

/// The closure `read_move_faces` is given to find a dropped type (`letter`, `promoted`).
pub fn drop_letter(m: &Model) -> TokenStream {
    if !m.has_hands {
        return quote!(|_: char, _: bool| None);
    }
    let table = drop_slot_table(m);
    // a promoted type's own drop letters (`also`), read before the others
    let own: Vec<_> = (b'A'..=b'Z')
        .map(char::from)
        .filter_map(|l| {
            let id = m.facts.drop_letter(l)? as u8;
            Some(quote!((#l, false) => Some(::koma_runtime::PieceKind(#id)),))
        })
        .collect();
    let kind = if own.is_empty() {
        quote!(lookup(l.to_ascii_uppercase(), promoted)?)
    } else {
        quote! {
            match (l.to_ascii_uppercase(), promoted) {
                #(#own)*
                (u, p) => lookup(u, p),
            }?
        }
    };
    quote! {
        |l: char, promoted: bool| {
            let kind = #kind;
            (#table[kind.0 as usize] != u8::MAX).then_some(kind)
        }
    }
}

/// The expression (over `self` and a square `sq`) saying whether a piece on `sq` turns back on
/// moving: a promoted piece, with `promotion every move`; `false` otherwise.
pub fn turns_back(m: &Model) -> TokenStream {
    if every_move(m) {
        quote!(self.piece_at(sq).is_some_and(|(_, p)| p.is_promoted()))
    } else {
        quote!(false)
    }
}

/// The body of `format_move` (over `self` and `mv`).
pub fn format_move(m: &Model) -> TokenStream {
    if !every_move(m) && !drop_either(m) {
        return quote! {
            ::koma_runtime::notation::format_move(mv, FILES, RANKS, FORMAT, |k| {
                Piece::from_kind(k).map(Piece::letter)
            })
        };
    }
    let turns_back = turns_back(m);
    quote! {
        let from_promoted = mv.from().is_some_and(|sq| #turns_back);
        ::koma_runtime::notation::format_move_faces(
            mv,
            FILES,
            RANKS,
            FORMAT,
            |k| Piece::from_kind(k).map(|p| (p.letter(), p.is_promoted())),
            from_promoted,
        )
    }
}

/// The statement of `parse_move` that reads the text into `mv` (over `self` and `text`).
pub fn read_move(m: &Model, plain_drop_letter: TokenStream) -> TokenStream {
    if !every_move(m) && !drop_either(m) {
        return quote! {
            let mv = ::koma_runtime::notation::read_move(text, FILES, RANKS, FORMAT, #plain_drop_letter)?;
        };
    }
    let drop_letter = drop_letter(m);
    let turns_back = turns_back(m);
    quote! {
        let mv = ::koma_runtime::notation::read_move_faces(
            text,
            FILES,
            RANKS,
            FORMAT,
            #drop_letter,
            |sq| #turns_back,
        )?;
    }
}
