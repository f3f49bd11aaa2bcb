//! Pass 2: the board representation. Every board keeps a mailbox (`[u8; SQUARES]`, one cell per
//! square) for move generation and attack detection, plus square sets (`Bb`) for the pieces of
//! each side, target tables, zones and sensitive squares. `Bb` is a plain `u128` when the board
//! has at most 128 squares (9x9, 9x10, 11x11), a `u64` at most 64 (8x8 and smaller; `repr`
//! chooses) and a two-word struct otherwise (up to 16x16).

use crate::model::{Model, Set};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// A hexadecimal literal.
pub fn hex(x: u128) -> Literal {
    format!("{x:#x}")
        .parse()
        .unwrap_or_else(|_| Literal::u128_unsuffixed(x))
}

/// `n` as an unsuffixed literal.
fn lit_u32(n: u32) -> Literal {
    Literal::u32_unsuffixed(n)
}

/// The tokens of the constant `s` as a `Bb`.
pub fn lit(m: &Model, s: Set) -> TokenStream {
    if m.wide {
        let (a, b) = (hex(s.0[0]), hex(s.0[1]));
        quote!(Bb([#a, #b]))
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
        quote! {
            /// A set of squares: bit `n` of word `n / 128` is square `n` (more than 128 squares).
            #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
            struct Bb([u128; 2]);
            impl ::core::ops::BitAnd for Bb {
                type Output = Bb;
                #[inline(always)]
                fn bitand(self, o: Bb) -> Bb {
                    Bb([self.0[0] & o.0[0], self.0[1] & o.0[1]])
                }
            }
            impl ::core::ops::BitOr for Bb {
                type Output = Bb;
                #[inline(always)]
                fn bitor(self, o: Bb) -> Bb {
                    Bb([self.0[0] | o.0[0], self.0[1] | o.0[1]])
                }
            }
            impl ::core::ops::Not for Bb {
                type Output = Bb;
                #[inline(always)]
                fn not(self) -> Bb {
                    Bb([!self.0[0], !self.0[1]])
                }
            }
            impl ::core::ops::BitAndAssign for Bb {
                #[inline(always)]
                fn bitand_assign(&mut self, o: Bb) {
                    *self = *self & o;
                }
            }
            impl ::core::ops::BitOrAssign for Bb {
                #[inline(always)]
                fn bitor_assign(&mut self, o: Bb) {
                    *self = *self | o;
                }
            }
            /// The empty set.
            const EMPTY: Bb = Bb([0, 0]);
            /// Every square of the board.
            const ALL: Bb = #all;
            /// The set holding `sq` only.
            #[inline(always)]
            const fn bit(sq: usize) -> Bb {
                if sq < 128 { Bb([1 << sq, 0]) } else { Bb([0, 1 << (sq - 128)]) }
            }
            /// Whether `sq` is in `b`.
            #[inline(always)]
            const fn has(b: Bb, sq: usize) -> bool {
                (b.0[(sq >> 7) & 1] >> (sq & 127)) & 1 != 0
            }
            /// Whether `b` is not empty.
            #[inline(always)]
            const fn any(b: Bb) -> bool {
                b.0[0] | b.0[1] != 0
            }
            /// The number of squares in `b` (as for narrow boards: `popcnt` or a loop).
            #[inline(always)]
            #[allow(dead_code)]
            const fn count(b: Bb) -> usize {
                #[cfg(target_feature = "popcnt")]
                {
                    (b.0[0].count_ones() + b.0[1].count_ones()) as usize
                }
                #[cfg(not(target_feature = "popcnt"))]
                {
                    let mut n = 0;
                    let mut w = 0;
                    while w < 2 {
                        let mut x = b.0[w];
                        while x != 0 {
                            x &= x - 1;
                            n += 1;
                        }
                        w += 1;
                    }
                    n
                }
            }
            /// `b` with every square moved `n` squares up (0 < `n` < 128).
            #[inline(always)]
            #[allow(dead_code)]
            const fn shl(b: Bb, n: u32) -> Bb {
                Bb([b.0[0] << n, (b.0[1] << n) | (b.0[0] >> (128 - n))])
            }
            /// `b` with every square moved `n` squares down (0 < `n` < 128).
            #[inline(always)]
            #[allow(dead_code)]
            const fn shr(b: Bb, n: u32) -> Bb {
                Bb([(b.0[0] >> n) | (b.0[1] << (128 - n)), b.0[1] >> n])
            }
            /// Every square up to and including the lowest square of `b`; all when `b` is
            /// empty.
            #[inline(always)]
            #[allow(dead_code)]
            const fn upto_lowest(b: Bb) -> Bb {
                if b.0[0] != 0 {
                    Bb([b.0[0] ^ b.0[0].wrapping_sub(1), 0])
                } else {
                    Bb([u128::MAX, b.0[1] ^ b.0[1].wrapping_sub(1)])
                }
            }
            /// Every square from the highest square of `b` up; all when `b` is empty.
            #[inline(always)]
            #[allow(dead_code)]
            const fn from_highest(b: Bb) -> Bb {
                if b.0[1] != 0 {
                    Bb([0, !((u128::MAX >> 1) >> b.0[1].leading_zeros())])
                } else if b.0[0] != 0 {
                    Bb([!((u128::MAX >> 1) >> b.0[0].leading_zeros()), u128::MAX])
                } else {
                    Bb([u128::MAX, u128::MAX])
                }
            }
            /// The lowest square of the non-empty set `b`.
            #[inline(always)]
            #[allow(dead_code)]
            const fn lsb(b: Bb) -> usize {
                if b.0[0] != 0 {
                    b.0[0].trailing_zeros() as usize
                } else {
                    128 + b.0[1].trailing_zeros() as usize
                }
            }
            /// The highest square of the non-empty set `b`.
            #[inline(always)]
            #[allow(dead_code)]
            const fn msb(b: Bb) -> usize {
                if b.0[1] != 0 {
                    255 - b.0[1].leading_zeros() as usize
                } else {
                    127 - b.0[0].leading_zeros() as usize
                }
            }
            /// Removes and returns the lowest square of the non-empty set `b`.
            #[inline(always)]
            fn pop(b: &mut Bb) -> usize {
                if b.0[0] != 0 {
                    let sq = b.0[0].trailing_zeros() as usize;
                    b.0[0] &= b.0[0].wrapping_sub(1);
                    sq
                } else {
                    let sq = b.0[1].trailing_zeros() as usize;
                    b.0[1] &= b.0[1].wrapping_sub(1);
                    128 + sq
                }
            }
        }
    }
}
