//! `lions counter-strike` (Chu shogi, as lishogi plays it: shogiops 0.18.0 `moveDests`,
//! `secondLionStepDests`, `Position.play`) in generated code: the lion-capture square (a field
//! of `Position`, lishogi's SFEN third field), set by a move of a piece that is not a lion
//! taking a lion, on either leg; in the next position the pieces that are not lions may take a
//! lion only on that square. The reference engine's version is `engine/src/counter_strike.rs`.
//! Nothing here is emitted for a variant without the rule.

use crate::emit::parts::Parts;
use crate::emit::pieces::kind_ident;
use crate::model::Model;
use proc_macro2::TokenStream;
use quote::quote;

/// Whether the variant has the rule.
pub(crate) fn has(m: &Model) -> bool {
    m.v.special.counter_strike
}

/// The rule's parts (without it: the refusal of a lion-capture square, and none written).
pub(crate) fn parts(m: &Model) -> Parts {
    let (fields, start) = field(m);
    Parts {
        fields,
        blank: start.clone(),
        start,
        items: free_items(m),
        read: read(m),
        write: write(m),
        methods: methods(m),
        apply_start: apply(m),
        hash: hash(m),
        delta: delta(m),
        ..Parts::default()
    }
}

/// Whether kind `k` is not a lion: its captures of lions obey the rule.
fn bound(m: &Model, k: usize) -> bool {
    has(m) && !m.v.special.lions.contains(&k)
}

/// The field of `Position` and its value in the start position and `from_setup`.
fn field(m: &Model) -> (TokenStream, TokenStream) {
    if !has(m) {
        return (quote!(), quote!());
    }
    (
        quote! {
            /// The lion-capture square (`lions counter-strike`): where the last move took a lion
            /// with a piece that is not one, or `NO_SQ`.
            lion_strike: u16,
        },
        quote!(lion_strike: NO_SQ,),
    )
}

/// In `from_setup` (`pos`, `setup` in scope): the lion-capture field read, with the reference
/// engine's checks; without the rule any square is refused.
fn read(m: &Model) -> TokenStream {
    let refuse = |why: &str| {
        quote! {
            return Err(::koma_runtime::PositionError::BadLionCapture {
                square: ::koma_runtime::notation::square_text(sq, FILES, RANKS, FORMAT),
                why: #why.into(),
            });
        }
    };
    if !has(m) {
        let no_rule = refuse(
            "this variant has no counter-strike rule (`lions counter-strike`), so the field is `-`",
        );
        return quote! {
            if let Some(sq) = setup.lion_capture {
                if sq.index() >= SQUARES {
                    return Err(::koma_runtime::PositionError::Mismatch);
                }
                #no_rule
            }
        };
    }
    let own = refuse(
        "a piece of the side to move stands there, where the piece that took the lion would",
    );
    quote! {
        if let Some(sq) = setup.lion_capture {
            if sq.index() >= SQUARES {
                return Err(::koma_runtime::PositionError::Mismatch);
            }
            if has(pos.occ[pos.side.index()], sq.index()) {
                #own
            }
            pos.lion_strike = sq.0;
        }
    }
}

/// In `from_text` (`text` in scope): the text read into a `Setup`, the third SFEN field being
/// the lion-capture square with the rule (`Setup::parse_with_lion_capture`).
pub(crate) fn parse(m: &Model) -> TokenStream {
    if !has(m) {
        return quote!(::koma_runtime::setup::Setup::parse(
            text, FORMAT, FILES, RANKS, KINDS, lookup
        )?);
    }
    quote!(::koma_runtime::setup::Setup::parse_with_lion_capture(
        text, FILES, RANKS, KINDS, lookup
    )?)
}

/// In `to_setup`: the `lion_capture` field.
fn write(m: &Model) -> TokenStream {
    if !has(m) {
        return quote!(lion_capture: None,);
    }
    quote!(lion_capture: (self.lion_strike != NO_SQ).then_some(::koma_runtime::Square(self.lion_strike)),)
}

/// At the start of `apply` (`mv` in scope), before the board changes: the lion-capture square
/// after the move (nothing in `apply` reads the field).
fn apply(m: &Model) -> TokenStream {
    if !has(m) {
        return quote!();
    }
    quote!(self.lion_strike = self.lion_strike_after(mv);)
}

/// In `zobrist` (`h` in scope): the key of the lion-capture square.
fn hash(m: &Model) -> TokenStream {
    if !has(m) {
        return quote!();
    }
    quote!(h ^= lion_strike_key(self.lion_strike);)
}

/// In `zobrist_delta` (`d`, `mv` in scope, before the move's arms): the change of the
/// lion-capture square's key.
fn delta(m: &Model) -> TokenStream {
    if !has(m) {
        return quote!();
    }
    quote!(d ^= lion_strike_key(self.lion_strike) ^ lion_strike_key(self.lion_strike_after(mv));)
}

/// At the start of move generation (after the lion rule's `their_lions`): `struck`, the enemy
/// lions the pieces that are not lions may not take. Generation is generic over `STRIKE`
/// ([`generics`]), whether the lion-capture square is set: without it `struck` is the
/// constant `EMPTY` and its masks fold away.
pub(crate) fn node_facts(m: &Model) -> TokenStream {
    if !has(m) {
        return quote!();
    }
    let note = crate::notes::note(&format!("{}: lions counter-strike", m.names.source));
    quote! {
        #note
        let struck = if STRIKE {
            their_lions & !bit(self.lion_strike as usize)
        } else {
            EMPTY
        };
    }
}

/// The extra generic parameter of `generate_first/second`: `const STRIKE: bool`, whether the
/// lion-capture square is set (nothing without the rule).
pub(crate) fn generics(m: &Model) -> TokenStream {
    if !has(m) {
        return quote!();
    }
    quote!(, const STRIKE: bool)
}

/// A call of the generator `name` into the sink `out`: with the rule, the instance for
/// whether the lion-capture square is set.
pub(crate) fn call_generate(m: &Model, name: &proc_macro2::Ident, out: TokenStream) -> TokenStream {
    if !has(m) {
        return quote!(self.#name(#out));
    }
    quote! {
        if self.lion_strike == NO_SQ {
            self.#name::<_, false>(#out)
        } else {
            self.#name::<_, true>(#out)
        }
    }
}

/// A mask term for kind `k`'s target sets: `& !struck` for a piece that is not a lion.
pub(crate) fn mask(m: &Model, k: usize) -> TokenStream {
    if bound(m, k) {
        quote!(&!struck)
    } else {
        quote!()
    }
}

/// The statement taking `struck` out of the target set `set` of kind `k` (nothing for a lion
/// or without the rule).
pub(crate) fn filter(m: &Model, k: usize, set: TokenStream) -> TokenStream {
    if bound(m, k) {
        quote!(#set &= !struck;)
    } else {
        quote!()
    }
}

/// `lion_strike_after`, a method of `Position`, and the free function `lion_strike_key`.
fn methods(m: &Model) -> TokenStream {
    if !has(m) {
        return quote!();
    }
    let lion_kinds = m.v.special.lions.iter().map(|&k| kind_ident(m, k));
    quote! {
        /// The lion-capture square after `mv` (`NO_SQ`: none): where `mv` takes a lion with a
        /// piece that is not one (the target rather than the first leg when it takes two).
        fn lion_strike_after(&self, mv: ::koma_runtime::Move) -> u16 {
            let is_lion = |c: u8| c != 0 && matches!(CELL_KIND[c as usize] as usize, #(#lion_kinds)|*);
            let (from, legs) = match mv {
                ::koma_runtime::Move::Normal { from, to, .. }
                | ::koma_runtime::Move::Promote { from, to, .. } => (from.index(), [to.index(), to.index()]),
                ::koma_runtime::Move::Double { from, mid, to } => (from.index(), [mid.index(), to.index()]),
                ::koma_runtime::Move::Drop { .. } => return NO_SQ,
            };
            // the legs first: most moves take no lion
            let mut strike = NO_SQ;
            for sq in legs {
                if sq < SQUARES && sq != from && is_lion(self.board[sq]) {
                    strike = sq as u16;
                }
            }
            if strike == NO_SQ || from >= SQUARES || self.board[from] == 0 || is_lion(self.board[from]) {
                return NO_SQ;
            }
            strike
        }
    }
}

/// `lion_strike_key`, the Zobrist key of a lion-capture square (0 for `NO_SQ`), shared with the
/// reference engine (`koma_runtime::zobrist::lion_capture_key`).
fn free_items(m: &Model) -> TokenStream {
    if !has(m) {
        return quote!();
    }
    quote! {
        /// The Zobrist key of the lion-capture square `sq` (0 for `NO_SQ`).
        #[inline(always)]
        fn lion_strike_key(sq: u16) -> u64 {
            if sq == NO_SQ {
                0
            } else {
                ::koma_runtime::zobrist::lion_capture_key(::koma_runtime::Square(sq))
            }
        }
    }
}
