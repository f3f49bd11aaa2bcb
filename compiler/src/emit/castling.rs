//! Castling (`castling` statements): the rights field, reading and writing FEN's castling
//! field, the castlings of the side to move, the partner's move and the rights a move takes
//! away. A variant without castling gets only the refusal of a castling field other than `-`.

use crate::emit::attack::fn_ident as attacked_ident;
use crate::emit::parts::Parts;
use crate::emit::pieces::kind_ident;
use crate::geometry::lit;
use crate::model::Model;
use koma_dsl::facts::CastlingRule;
use koma_runtime::castling::CastlingSide;
use koma_runtime::{Color, Square};
use proc_macro2::TokenStream;
use quote::quote;

/// Whether the variant castles (and guards its royal piece: with capturable royals there is no
/// check, and the reference engine castles only a guarded royal piece).
pub(crate) fn has_castling(m: &Model) -> bool {
    m.facts.castling.any()
}

/// Castling's parts (without castling: the refusal of rights, and no rights written).
pub(crate) fn parts(m: &Model) -> Parts {
    let (fields, start, blank) = field(m);
    Parts {
        fields,
        start,
        blank,
        items: free_items(m),
        read: read(m),
        write: write(m),
        after_capture: play(m),
        trait_items: is_castling(m),
        hash: hash(m),
        delta_board: delta(m),
        ..Parts::default()
    }
}

fn color_tokens(c: Color) -> TokenStream {
    match c {
        Color::First => quote!(::koma_runtime::Color::First),
        Color::Second => quote!(::koma_runtime::Color::Second),
    }
}

fn side_tokens(s: CastlingSide) -> TokenStream {
    match s {
        CastlingSide::King => quote!(::koma_runtime::castling::CastlingSide::King),
        CastlingSide::Queen => quote!(::koma_runtime::castling::CastlingSide::Queen),
        CastlingSide::File(f) => quote!(::koma_runtime::castling::CastlingSide::File(#f)),
    }
}

/// The `castling` field of `Position` and its values in the start position and in a position
/// being read: `(field, start, zero)`, all empty without castling.
fn field(m: &Model) -> (TokenStream, TokenStream, TokenStream) {
    if !has_castling(m) {
        return (quote!(), quote!(), quote!());
    }
    let start = m
        .facts
        .castling
        .read(m.v, &m.facts.start)
        .unwrap_or_default();
    (
        quote! {
            /// The castling rights kept: bit `i` for the variant's castling `i`.
            castling: u32,
        },
        quote!(castling: #start,),
        quote!(castling: 0,),
    )
}

/// In `from_setup`, after the board is laid out: the rights of the setup's castling field, each
/// needing its royal piece and partner on their squares; without castling, any right refused.
fn read(m: &Model) -> TokenStream {
    let bad = quote!(::koma_runtime::PositionError::BadCastlingRight);
    if !has_castling(m) {
        return quote! {
            if let Some(f) = setup.castling.first() {
                return Err(#bad { right: f.letter(), why: "the variant has no castling".to_string() });
            }
        };
    }
    let files = m.v.board.files;
    let arms = m.facts.castling.rules.iter().enumerate().map(|(i, r)| {
        let color = color_tokens(r.color);
        let side = side_tokens(r.flag.side);
        let file = (r.partner_from % files as usize) as u8;
        let (rf, pf) = (lit(r.royal_from), lit(r.partner_from));
        let ci = lit(r.color.index());
        let (royal, partner) = (kind_ident(m, r.royal), kind_ident(m, r.partner));
        let name =
            |sq: usize| koma_runtime::uci::square_text(Square(sq as u16), files, m.v.board.ranks);
        let why = format!(
            "it needs the {} on {} and the {} on {}",
            m.v.pieces[r.royal].name,
            name(r.royal_from),
            m.v.pieces[r.partner].name,
            name(r.partner_from)
        );
        let bit = 1u32 << i;
        quote! {
            (#color, #side | ::koma_runtime::castling::CastlingSide::File(#file)) => {
                if pos.board[#rf] != cell(#royal, #ci) || pos.board[#pf] != cell(#partner, #ci) {
                    return Err(#bad { right: f.letter(), why: #why.to_string() });
                }
                pos.castling |= #bit;
            }
        }
    });
    quote! {
        for f in &setup.castling {
            match (f.color, f.side) {
                #(#arms)*
                _ => return Err(#bad { right: f.letter(), why: "the variant has no such castling".to_string() }),
            }
        }
    }
}

/// The `castling` value of `to_setup`: the rights' letters in FEN's order.
fn write(m: &Model) -> TokenStream {
    if !has_castling(m) {
        return quote!(castling: Vec::new(),);
    }
    let pushes = m.facts.castling.rules.iter().enumerate().map(|(i, r)| {
        let (color, side) = (color_tokens(r.color), side_tokens(r.flag.side));
        let bit = 1u32 << i;
        quote! {
            if self.castling & #bit != 0 {
                flags.push(::koma_runtime::castling::CastlingFlag { color: #color, side: #side });
            }
        }
    });
    quote! {
        castling: {
            let mut flags = Vec::new();
            #(#pushes)*
            flags
        },
    }
}

/// The match arms naming each castling's royal move, for `apply` and `is_castling`: `(from,
/// to) if the royal piece of the castling's side stands on from`.
fn royal_move(m: &Model, r: &CastlingRule) -> TokenStream {
    let (rf, rt) = (lit(r.royal_from), lit(r.royal_to));
    let royal = kind_ident(m, r.royal);
    let ci = lit(r.color.index());
    quote!((#rf, #rt) if self.board[#rf] == cell(#royal, #ci))
}

/// In `apply`, before the piece leaves `from`: a castling's partner moves, and the rights of the
/// squares the move starts or ends on are lost.
fn play(m: &Model) -> TokenStream {
    if !has_castling(m) {
        return quote!();
    }
    let arms = m.facts.castling.rules.iter().map(|r| {
        let pattern = royal_move(m, r);
        let (pf, pt) = (lit(r.partner_from), lit(r.partner_to));
        let partner = kind_ident(m, r.partner);
        let ci = lit(r.color.index());
        quote! {
            #pattern => {
                self.board[#pt] = self.board[#pf];
                self.board[#pf] = 0;
                self.occ[#ci] &= !bit(#pf);
                self.occ[#ci] |= bit(#pt);
                self.kinds[#partner] &= !bit(#pf);
                self.kinds[#partner] |= bit(#pt);
            }
        }
    });
    quote! {
        match (from, to) {
            #(#arms)*
            _ => {}
        }
        self.castling &= !(CLEARS[from] | CLEARS[to]);
    }
}

/// Constants and free functions (outside `impl Position`): `CLEARS`, the rights lost by a move
/// from or to each square, and `castling_hash`, the Zobrist key of a rights mask (the XOR of
/// each right's `koma_runtime::zobrist::castling_key`, as the reference engine hashes them).
fn free_items(m: &Model) -> TokenStream {
    if !has_castling(m) {
        return quote!();
    }
    let clears = m.facts.castling.clears.iter().map(|&c| quote!(#c));
    let n = m.facts.castling.rules.len();
    let keys = m.facts.castling.rules.iter().map(|r| {
        let (color, side) = (color_tokens(r.color), side_tokens(r.flag.side));
        quote! {
            ::koma_runtime::zobrist::castling_key(::koma_runtime::castling::CastlingFlag {
                color: #color,
                side: #side,
            })
        }
    });
    quote! {
        /// Per square: the castling rights lost when a move starts or ends there.
        const CLEARS: [u32; SQUARES] = [#(#clears),*];
        /// Per castling: the Zobrist key of its right.
        const CASTLING_KEYS: [u64; #n] = [#(#keys),*];

        /// The Zobrist key of the castling rights `mask`: the XOR of its rights' keys.
        #[inline]
        fn castling_hash(mut mask: u32) -> u64 {
            let mut h = 0;
            while mask != 0 {
                h ^= CASTLING_KEYS[mask.trailing_zeros() as usize];
                mask &= mask - 1;
            }
            h
        }
    }
}

/// In `zobrist` (`h` in scope): the key of the castling rights kept.
fn hash(m: &Model) -> TokenStream {
    if !has_castling(m) {
        return quote!();
    }
    quote!(h ^= castling_hash(self.castling);)
}

/// In `zobrist_delta`: a castling's partner moves too, and the rights the move takes away
/// change the key (nothing without castling).
fn delta(m: &Model) -> TokenStream {
    if !has_castling(m) {
        return quote!();
    }
    let arms = m.facts.castling.rules.iter().map(|r| {
        let pattern = royal_move(m, r);
        let (pf, pt) = (lit(r.partner_from), lit(r.partner_to));
        quote! {
            #pattern => {
                d ^= cell_key(self.board[#pf], #pf) ^ cell_key(self.board[#pf], #pt);
            }
        }
    });
    quote! {
        match (from, to) {
            #(#arms)*
            _ => {}
        }
        // the rights of the squares the move starts or ends on are lost
        d ^= castling_hash(self.castling & (CLEARS[from] | CLEARS[to]));
    }
}

/// `is_castling` of the `Position` trait, for a variant with castling.
fn is_castling(m: &Model) -> TokenStream {
    if !has_castling(m) {
        return quote!();
    }
    let arms = m.facts.castling.rules.iter().map(|r| {
        let pattern = royal_move(m, r);
        quote!(#pattern => true,)
    });
    quote! {
        fn is_castling(&self, mv: ::koma_runtime::Move) -> bool {
            let ::koma_runtime::Move::Normal { from, to, .. } = mv else {
                return false;
            };
            match (from.index(), to.index()) {
                #(#arms)*
                _ => false,
            }
        }
    }
}

/// In `generate_*` (colour index `c`), after the pieces' moves: each castling of the side whose
/// right is kept, when not in check, its royal piece and partner on their squares, the squares
/// between empty, the royal piece's path not attacked and its target not attacked after.
pub(crate) fn generate(m: &Model, c: usize) -> TokenStream {
    if !has_castling(m) || !m.guards_royal {
        return quote!();
    }
    let their_attack = attacked_ident(1 - c);
    let ci = lit(c);
    let rules = m
        .facts
        .castling
        .rules
        .iter()
        .enumerate()
        .filter(|(_, r)| r.color.index() == c);
    let blocks = rules.map(|(i, r)| {
        let bit = 1u32 << i;
        let (rf, rt, pf, pt) = (
            lit(r.royal_from),
            lit(r.royal_to),
            lit(r.partner_from),
            lit(r.partner_to),
        );
        let (royal, partner) = (kind_ident(m, r.royal), kind_ident(m, r.partner));
        let empty = r.empty.iter().map(lit);
        // the constraints between the royals, as for any royal move
        let royals = crate::emit::movegen::royal::has_constraints(m).then(|| {
            let them = lit(1 - c);
            quote!(&& royals_ok((occ & !bit(#rf) & !bit(#pf)) | bit(#rt) | bit(#pt), #rt as u16, self.royal[#them]))
        });
        let safe = r.safe.iter().map(lit);
        quote! {
            if self.castling & #bit != 0
                && board[#rf] == cell(#royal, #ci)
                && board[#pf] == cell(#partner, #ci)
                #(&& board[#empty] == 0)*
                #(&& !#their_attack(board, occ, theirs, &riders, #safe))*
                && !#their_attack(board, (occ & !bit(#rf) & !bit(#pf)) | bit(#rt) | bit(#pt), theirs, &riders, #rt)
                #royals
            {
                out.one(#rf, #rt, false);
            }
        }
    });
    quote! {
        if has_king && !in_check {
            #(#blocks)*
        }
    }
}
