//! Pass 3: the piece set as an enum named after the rules file's pieces, a constant per piece
//! type for its index (`SILVER`, what the generated code indexes `kinds` with), and `cell`, the
//! mailbox value of a piece.

use crate::model::Model;
use crate::names::cite_piece;
use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

/// An identifier.
pub fn ident(s: &str) -> Ident {
    Ident::new(s, Span::call_site())
}

/// The name of the constant holding kind `k`'s index (`SILVER`).
pub fn kind_ident(m: &Model, k: usize) -> Ident {
    m.names.kinds[k].clone()
}

/// The constant per piece type holding its index, citing its declaration, and `cell`.
fn kind_consts(m: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    for (k, kind) in m.kinds.iter().enumerate() {
        let id = kind_ident(m, k);
        let variant = ident(&kind.ident);
        let doc = format!(
            " The index of `{}` (`Piece::{}`): {}.",
            kind.name,
            kind.ident,
            cite_piece(m, k)
        );
        out.extend(quote! {
            #[doc = #doc]
            const #id: usize = Piece::#variant as usize;
        });
    }
    out.extend(quote! {
        /// The mailbox cell of a piece of type `kind` and colour index `colour`
        /// (`1 + kind + KINDS * colour`; `0` is an empty square).
        #[inline(always)]
        #[allow(dead_code)]
        const fn cell(kind: usize, colour: usize) -> u8 {
            (1 + kind + KINDS * colour) as u8
        }
    });
    out
}

/// The `Piece` enum and its methods.
pub fn emit(m: &Model) -> TokenStream {
    let nk = m.kinds.len();
    let idents: Vec<Ident> = m.kinds.iter().map(|k| ident(&k.ident)).collect();
    let docs = m.kinds.iter().enumerate().map(|(i, k)| {
        let mut d = format!(" `{}` ({}", k.name, k.letter);
        if !m.piece(i).unpromoted {
            d = format!(" `{}` (+{}, promoted", k.name, k.letter);
        }
        if m.piece(i).royal {
            d.push_str(", royal");
        }
        d.push_str(&format!(", {}:{})", m.names.source, m.v.pieces[i].line));
        d
    });
    let ids = (0..nk).map(proc_macro2::Literal::usize_unsuffixed);
    let names = m.kinds.iter().map(|k| k.name.as_str());
    let letters = m.kinds.iter().map(|k| k.letter);
    let promoted = m.facts.pieces.iter().map(|p| !p.unpromoted);
    let royal = m.facts.pieces.iter().map(|p| p.royal);
    let promotes: Vec<TokenStream> = m
        .facts
        .pieces
        .iter()
        .map(|p| match p.promotes_to {
            Some(q) => {
                let q = &idents[q];
                quote!(Some(Piece::#q))
            }
            None => quote!(None),
        })
        .collect();
    let consts = kind_consts(m);
    quote! {
        /// The piece types of this variant, unpromoted and promoted, in declaration order (the
        /// discriminant is the type's `PieceKind`).
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Piece {
            #(#[doc = #docs] #idents = #ids,)*
        }

        impl Piece {
            /// Every piece type, in declaration order.
            pub const ALL: [Piece; KINDS] = [#(Piece::#idents),*];

            /// The type with this index, if any.
            pub const fn from_kind(kind: ::koma_runtime::PieceKind) -> Option<Piece> {
                if (kind.0 as usize) < KINDS {
                    Some(Piece::ALL[kind.0 as usize])
                } else {
                    None
                }
            }

            /// The runtime's index of this type.
            pub const fn kind(self) -> ::koma_runtime::PieceKind {
                ::koma_runtime::PieceKind(self as u8)
            }

            /// Its name in the rules file.
            pub const fn name(self) -> &'static str {
                [#(#names),*][self as usize]
            }

            /// Its letter in SFEN/FEN, uppercase (a promoted type has its base's letter).
            pub const fn letter(self) -> char {
                [#(#letters),*][self as usize]
            }

            /// Whether it is a promoted type (written `+` and the letter).
            pub const fn is_promoted(self) -> bool {
                [#(#promoted),*][self as usize]
            }

            /// Whether it is royal.
            pub const fn is_royal(self) -> bool {
                [#(#royal),*][self as usize]
            }

            /// The type it promotes to, if it promotes in this variant.
            pub const fn promotes_to(self) -> Option<Piece> {
                match self {
                    #(Piece::#idents => #promotes,)*
                }
            }
        }

        #consts
    }
}
