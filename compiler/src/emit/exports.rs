//! What a program needs beyond move generation to play a whole game with the generated module
//! and `koma-runtime` only (no `koma-dsl` at run time): the variant's title, its notation
//! (`NOTATION`), the piece values (`VALUES`, `HAND_VALUES`), the end-of-game rules
//! (`end_rules()`, `game()`), and `Display`/`FromStr` for `Position` (its SFEN/FEN). None of it
//! is called by move generation or perft.

use crate::model::Model;
use koma_runtime::uci::MoveText;
use proc_macro2::TokenStream;
use quote::quote;

/// Emits the exports.
pub fn emit(m: &Model) -> TokenStream {
    let title = match &m.v.title {
        Some(t) => quote!(Some(#t)),
        None => quote!(None),
    };
    let letters = m.kinds.iter().map(|k| k.letter.to_ascii_uppercase());
    let style = match (m.format, m.v.move_text) {
        (_, MoveText::Uci) => quote!(Uci),
        (koma_runtime::setup::TextFormat::Sfen, _) => quote!(Usi),
        (koma_runtime::setup::TextFormat::Fen, _) => quote!(Iccs),
    };
    let values = m.facts.piece_values();
    let (board, hand) = (&values.board, &values.hand);
    let end = super::end_rules::tokens(&m.v.end);
    quote! {
        /// The variant's display title in its rules file (`title "…"`), if it states one.
        pub const TITLE: Option<&str> = #title;

        /// How squares and moves are written on this board (USI, ICCS or UCI, with each piece
        /// type's letter); a position's `format_move` is the full notation.
        pub const NOTATION: ::koma_runtime::Notation<'static> = ::koma_runtime::Notation {
            files: FILES,
            ranks: RANKS,
            style: ::koma_runtime::Style::#style,
            letters: &[#(#letters),*],
        };

        /// Each piece type's material value on the board, in centipawns, by `Piece` (computed
        /// from the rules unless the rules file states `value N`; `docs/values.md`).
        pub const VALUES: [i32; KINDS] = [#(#board),*];

        /// Each piece type's material value in hand, in centipawns, by `Piece` (0 for a type
        /// that cannot be held).
        pub const HAND_VALUES: [i32; KINDS] = [#(#hand),*];

        /// The variant's end-of-game rules (stalemate, repetition, perpetual check and chase,
        /// move-count and material draws), for a [`::koma_runtime::Game`].
        pub fn end_rules() -> ::koma_runtime::EndRules {
            #end
        }

        /// A game from the start position under the variant's end-of-game rules.
        pub fn game() -> ::koma_runtime::Game<Position> {
            ::koma_runtime::Game::new(Position::start(), end_rules())
        }

        /// The position's SFEN or FEN (`koma_runtime::Position::to_text`).
        impl ::core::fmt::Display for Position {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(&::koma_runtime::Position::to_text(self))
            }
        }

        /// Reads a position's SFEN or FEN, as [`Position::from_text`].
        impl ::core::str::FromStr for Position {
            type Err = ::koma_runtime::PositionError;

            fn from_str(text: &str) -> Result<Position, ::koma_runtime::PositionError> {
                Position::from_text(text)
            }
        }
    }
}
