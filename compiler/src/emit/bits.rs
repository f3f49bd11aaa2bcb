//! Pass 2: the board representation. Every board keeps a mailbox (`[u8; SQUARES]`, one cell per
//! square) for move generation and attack detection, plus square sets (`Bb`) for the pieces of
//! each side, target tables, zones and sensitive squares. `Bb` is a plain `u128` when the board
//! has at most 128 squares (9x9, 9x10, 11x11), a `u64` at most 64 (8x8 and smaller; `repr`
//! chooses) and a struct of 64-bit words otherwise (`emit/words`, up to 16x16).

use crate::model::{Model, Set};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

pub use crate::geometry::hex;

/// `n` as an unsuffixed literal.
fn lit_u32(n: u32) -> Literal {
    Literal::u32_unsuffixed(n)
}

/// The tokens of the constant `s` as a `Bb`.
pub fn lit(m: &Model, s: Set) -> TokenStream {
    if m.repr == crate::repr::Repr::Wide {
        let words: Vec<u64> = (0..super::words::count(m.nsq))
            .map(|i| (s.0[i / 2] >> (64 * (i % 2))) as u64)
            .collect();
        super::words::literal(&words)
    } else {
        let a = hex(s.0[0]);
        quote!(#a)
    }
}

/// A `[Bb; 2]` per-colour pair.
pub fn pair(m: &Model, s: [Set; 2]) -> TokenStream {
    let (a, b) = (lit(m, s[0]), lit(m, s[1]));
    quote!([#a, #b])
}

/// A `[Bb; N]` table.
pub fn table(m: &Model, sets: &[Set]) -> TokenStream {
    let items = sets.iter().map(|&s| lit(m, s));
    quote!([#(#items),*])
}

/// The `Bb` type and its helpers.
pub fn emit(m: &Model) -> TokenStream {
    let mut all = Set::default();
    for sq in 0..m.nsq {
        all.insert(sq);
    }
    let all = lit(m, all);
    if let Some(word) = m.repr.word() {
        let ty = proc_macro2::Ident::new(word, proc_macro2::Span::call_site());
        let bits = m.repr.word_bits();
        let top = lit_u32(bits - 1);
        let all_bits = lit_u32(bits);
        let doc = format!(
            " A set of squares: bit `n` is square `n` (the board has at most {bits} squares)."
        );
        let has = if bits == 64 {
            quote! {
                /// Whether `sq` is in `b`.
                #[inline(always)]
                const fn has(b: Bb, sq: usize) -> bool {
                    (b >> sq) & 1 != 0
                }
            }
        } else {
            quote! {
                /// Whether `sq` is in `b` (one 64-bit shift: a variable `u128` shift costs more).
                #[inline(always)]
                const fn has(b: Bb, sq: usize) -> bool {
                    let word = if sq >= 64 { (b >> 64) as u64 } else { b as u64 };
                    (word >> (sq & 63)) & 1 != 0
                }
            }
        };
        quote! {
            #[doc = #doc]
            type Bb = #ty;
            /// The empty set.
            const EMPTY: Bb = 0;
            /// Every square of the board.
            const ALL: Bb = #all;
            /// The set holding `sq` only.
            #[inline(always)]
            const fn bit(sq: usize) -> Bb {
                1 << sq
            }
            #has
            /// Whether `b` is not empty.
            #[inline(always)]
            const fn any(b: Bb) -> bool {
                b != 0
            }
            /// The number of squares in `b`: one instruction with the `popcnt` target feature,
            /// else a loop over the set bits (move target sets are small, and the portable
            /// software `count_ones` is slower for them).
            #[inline(always)]
            #[allow(dead_code)]
            const fn count(b: Bb) -> usize {
                #[cfg(target_feature = "popcnt")]
                {
                    b.count_ones() as usize
                }
                #[cfg(not(target_feature = "popcnt"))]
                {
                    let mut b = b;
                    let mut n = 0;
                    while b != 0 {
                        b &= b - 1;
                        n += 1;
                    }
                    n
                }
            }
            /// `b` with every square moved `n` squares up (`n` < the word's bits).
            #[inline(always)]
            #[allow(dead_code)]
            const fn shl(b: Bb, n: u32) -> Bb {
                b << n
            }
            /// `b` with every square moved `n` squares down (`n` < the word's bits).
            #[inline(always)]
            #[allow(dead_code)]
            const fn shr(b: Bb, n: u32) -> Bb {
                b >> n
            }
            /// Every square up to and including the lowest square of `b`; all when `b` is
            /// empty. A ray's reach when its squares rise from the origin and `b` holds the
            /// occupied ones.
            #[inline(always)]
            #[allow(dead_code)]
            const fn upto_lowest(b: Bb) -> Bb {
                b ^ b.wrapping_sub(1)
            }
            /// Every square from the highest square of `b` up; all when `b` is empty. A ray's
            /// reach when its squares fall from the origin.
            #[inline(always)]
            #[allow(dead_code)]
            const fn from_highest(b: Bb) -> Bb {
                let n = b.leading_zeros();
                if n == #all_bits { !0 } else { !((#ty::MAX >> 1) >> n) }
            }
            /// The lowest square of the non-empty set `b`.
            #[inline(always)]
            #[allow(dead_code)]
            const fn lsb(b: Bb) -> usize {
                b.trailing_zeros() as usize
            }
            /// The highest square of the non-empty set `b`.
            #[inline(always)]
            #[allow(dead_code)]
            const fn msb(b: Bb) -> usize {
                #top - b.leading_zeros() as usize
            }
            /// Removes and returns the lowest square of the non-empty set `b`.
            #[inline(always)]
            fn pop(b: &mut Bb) -> usize {
                let sq = b.trailing_zeros() as usize;
                *b &= b.wrapping_sub(1);
                sq
            }
        }
    } else {
        super::words::emit(m.nsq, all)
    }
}

/// The statement pushing onto the move list `self`, for each square `sq` of the square set `to`
/// (a mutable `Bb` variable), the move `make` (an expression over `sq`): one counted `extend`
/// (an exact-size iterator: one reservation, no check per move). On multi-word boards one per
/// 64-bit word, whose bit scan costs less than the whole set's `pop`.
pub fn extend_each(m: &Model, make: TokenStream) -> TokenStream {
    if m.repr != crate::repr::Repr::Wide {
        return quote! {
            self.extend((0..count(to)).map(|_| {
                let sq = pop(&mut to);
                #make
            }));
        };
    }
    let words = Literal::usize_unsuffixed(super::words::count(m.nsq));
    quote! {
        for w in 0..#words {
            let mut x = to.0[w];
            let base = 64 * w;
            self.extend((0..x.count_ones()).map(|_| {
                let sq = base + x.trailing_zeros() as usize;
                x &= x - 1;
                #make
            }));
        }
    }
}
