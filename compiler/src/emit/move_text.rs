//! How a generated position writes and reads moves: the notation's own (USI, ICCS, through
//! `koma_runtime::notation`) or, for `notation uci`, Fairy-Stockfish's UCI coordinates
//! (`koma_runtime::uci`), whose chess-style promotions end in the new type's letter. Nothing
//! UCI-specific is emitted for the other variants; their text is `faces.rs`'s (plain USI/ICCS,
//! or Kyoto shogi's `-` and `+P*` forms).

use crate::emit::parts::Parts;
use crate::model::Model;
use koma_dsl::ir::MoveText;
use proc_macro2::TokenStream;
use quote::quote;

/// Whether the variant writes UCI moves.
fn uci(m: &Model) -> bool {
    m.v.move_text == MoveText::Uci
}

/// The text's items: `lookup`, the letters of the types, and the constants UCI moves need.
pub(crate) fn parts(m: &Model) -> Parts {
    // the shared letter table: each type's letters, in declaration order
    let lookup_arms = (0..m.kinds.len()).filter_map(|i| {
        let letters: Vec<char> = (b'A'..=b'Z')
            .map(char::from)
            .filter(|&l| m.facts.letter(l) == Some(i))
            .collect();
        let id = i as u8;
        (!letters.is_empty()).then(|| quote!(#(#letters)|* => #id,))
    });
    let consts = consts(m);
    Parts {
        items: quote! {
            /// The unpromoted type written `letter` (uppercase; aliases too), promoted with `+`.
            fn lookup(letter: char, promoted: bool) -> Option<::koma_runtime::PieceKind> {
                let base: u8 = match letter {
                    #(#lookup_arms)*
                    _ => return None,
                };
                if promoted {
                    // `+X` is X's promoted type of its own, never a chess-style promotion target
                    let q = PROMOTES_TO[base as usize];
                    (q != u8::MAX && Piece::ALL[q as usize].is_promoted()).then_some(::koma_runtime::PieceKind(q))
                } else {
                    Some(::koma_runtime::PieceKind(base))
                }
            }

            #consts
        },
        ..Parts::default()
    }
}

/// The constants UCI moves need: each kind's promotion suffix and the accepted suffixes.
fn consts(m: &Model) -> TokenStream {
    if !uci(m) {
        return TokenStream::new();
    }
    let suffixes = (0..m.kinds.len()).map(|k| match m.v.promotion_suffix(k) {
        Some(c) => quote!(Some(#c)),
        None => quote!(None),
    });
    let mut letters: Vec<char> = (0..m.kinds.len())
        .filter_map(|k| m.v.promotion_suffix(k))
        .chain(m.v.choice_letters())
        .collect();
    letters.sort_unstable();
    letters.dedup();
    quote! {
        /// What a promoting move of each kind ends with in UCI notation (`+`, or the
        /// lowercase letter of the type it becomes); `None`: it does not promote.
        const PROMOTION_SUFFIX: [Option<char>; KINDS] = [#(#suffixes),*];
        /// The promotion suffixes a UCI move may end with.
        const PROMOTION_SUFFIXES: &[char] = &[#(#letters),*];
    }
}

/// The body of `Position::format_move` (`self`, `mv` in scope).
pub(super) fn format_body(m: &Model) -> TokenStream {
    if !uci(m) {
        return super::faces::format_move(m);
    }
    quote! {
        let suffix = match mv {
            ::koma_runtime::Move::Normal { from, .. } => {
                self.piece_at(from).and_then(|(_, p)| PROMOTION_SUFFIX[p as usize])
            }
            ::koma_runtime::Move::Drop { .. } | ::koma_runtime::Move::Double { .. } | ::koma_runtime::Move::Promote { .. } => None,
        };
        ::koma_runtime::uci::format_move(mv, FILES, RANKS, suffix, |k| {
            Piece::from_kind(k).map(Piece::letter)
        })
    }
}

/// The statement of `parse_move` reading `text` into `mv` (`?` on an error).
pub(super) fn read_stmt(m: &Model) -> TokenStream {
    let drop_letter = crate::emit::hands::drop_letter(m);
    if !uci(m) {
        return super::faces::read_move(m, drop_letter);
    }
    let choice = crate::emit::pawns::read_choice(m);
    quote! {
        let mv = ::koma_runtime::uci::read_move(
            text,
            FILES,
            RANKS,
            |c: char| PROMOTION_SUFFIXES.contains(&c.to_ascii_lowercase()),
            #drop_letter,
        )?;
        #choice
    }
}

/// The expression writing square `from` for an error message.
pub(super) fn square_expr(m: &Model) -> TokenStream {
    if !uci(m) {
        return quote!(::koma_runtime::notation::square_text(
            from, FILES, RANKS, FORMAT
        ));
    }
    quote!(::koma_runtime::uci::square_text(from, FILES, RANKS))
}
