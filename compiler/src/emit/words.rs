//! The `Bb` of boards past 128 squares: `struct Bb([u64; N])`, N = the squares / 64 rounded up
//! (3 for 129 to 192 squares, e.g. Chu shogi's 12x12; 4 up to 16x16). Bit `n` of word `n / 64`
//! is square `n`. Whole 64-bit words, as few as the board needs: every set operation, count and
//! bit scan of move generation costs one instruction per word (two `u128` halves cost four).
//! Every helper is unrolled over the words at compile time.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The words of a board of `squares` squares (more than 128, at most 256).
pub fn count(squares: usize) -> usize {
    squares.div_ceil(64)
}

/// A `usize` literal.
fn lit(n: usize) -> Literal {
    Literal::usize_unsuffixed(n)
}

/// `Bb([..])` with word `i` given by `word(i)`, for `i` in `0..n`.
fn each(n: usize, word: impl Fn(Literal) -> TokenStream) -> TokenStream {
    let items = (0..n).map(|i| word(lit(i)));
    quote!(Bb([#(#items),*]))
}

/// `Bb([..])` with `value` in word `at`, `below` in the words under it, `above` over it.
fn split(
    n: usize,
    at: usize,
    below: TokenStream,
    value: TokenStream,
    above: TokenStream,
) -> TokenStream {
    let items = (0..n).map(|i| match i.cmp(&at) {
        std::cmp::Ordering::Less => below.clone(),
        std::cmp::Ordering::Equal => value.clone(),
        std::cmp::Ordering::Greater => above.clone(),
    });
    quote!(Bb([#(#items),*]))
}

/// `if b.0[o0] != 0 { case(o0) } else if b.0[o1] != 0 { case(o1) } … else { last }`, the words
/// tried in the order `order`.
fn first_nonzero(
    order: &[usize],
    case: impl Fn(usize) -> TokenStream,
    last: TokenStream,
) -> TokenStream {
    order.iter().rev().fold(last, |rest, &i| {
        let w = lit(i);
        let this = case(i);
        quote!(if b.0[#w] != 0 { #this } else { #rest })
    })
}

/// The tokens of a square set given as 64-bit words.
pub fn literal(words: &[u64]) -> TokenStream {
    let items = words.iter().map(|&w| crate::geometry::hex(w as u128));
    quote!(Bb([#(#items),*]))
}

/// The `Bb` type of a board of `squares` squares and its helpers.
pub fn emit(squares: usize, all: TokenStream) -> TokenStream {
    let n = count(squares);
    let nl = lit(n);
    let word_index = (0..n).map(lit);
    let up: Vec<usize> = (0..n).collect();
    let down: Vec<usize> = (0..n).rev().collect();
    let and = each(n, |i| quote!(self.0[#i] & o.0[#i]));
    let or = each(n, |i| quote!(self.0[#i] | o.0[#i]));
    let not = each(n, |i| quote!(!self.0[#i]));
    let words = (0..n).map(lit);
    let words2 = words.clone();
    let doc = format!(
        " A set of squares: bit `n` of word `n / 64` is square `n` ({n} words: more than 128 \
         squares)."
    );
    let max = quote!(u64::MAX);
    let zero = quote!(0);
    // every square up to the lowest of `b`: all of the words under its word, none above
    let upto = first_nonzero(
        &up,
        |i| {
            let w = lit(i);
            split(
                n,
                i,
                max.clone(),
                quote!(b.0[#w] ^ (b.0[#w] - 1)),
                zero.clone(),
            )
        },
        each(n, |_| max.clone()),
    );
    let from = first_nonzero(
        &down,
        |i| {
            let w = lit(i);
            let v = quote!(!((u64::MAX >> 1) >> b.0[#w].leading_zeros()));
            split(n, i, zero.clone(), v, max.clone())
        },
        each(n, |_| max.clone()),
    );
    let unreachable = quote!(0);
    let lsb = first_nonzero(
        &up,
        |i| {
            let (w, base) = (lit(i), lit(64 * i));
            quote!(#base + b.0[#w].trailing_zeros() as usize)
        },
        unreachable.clone(),
    );
    let msb = first_nonzero(
        &down,
        |i| {
            let (w, top) = (lit(i), lit(64 * i + 63));
            quote!(#top - b.0[#w].leading_zeros() as usize)
        },
        unreachable.clone(),
    );
    let pop = first_nonzero(
        &up,
        |i| {
            let (w, base) = (lit(i), lit(64 * i));
            quote! {
                let sq = #base + b.0[#w].trailing_zeros() as usize;
                b.0[#w] &= b.0[#w] - 1;
                sq
            }
        },
        unreachable,
    );
    quote! {
        #[doc = #doc]
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        struct Bb([u64; #nl]);
        impl ::core::ops::BitAnd for Bb {
            type Output = Bb;
            #[inline(always)]
            fn bitand(self, o: Bb) -> Bb {
                #and
            }
        }
        impl ::core::ops::BitOr for Bb {
            type Output = Bb;
            #[inline(always)]
            fn bitor(self, o: Bb) -> Bb {
                #or
            }
        }
        impl ::core::ops::Not for Bb {
            type Output = Bb;
            #[inline(always)]
            fn not(self) -> Bb {
                #not
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
        const EMPTY: Bb = Bb([0; #nl]);
        /// Every square of the board.
        const ALL: Bb = #all;
        /// The set holding `sq` only (each word chosen by comparison, in registers: a store at
        /// a computed index would be read back as a whole set, which stalls).
        #[inline(always)]
        const fn bit(sq: usize) -> Bb {
            let b = 1u64 << (sq & 63);
            Bb([#(if sq >> 6 == #word_index { b } else { 0 }),*])
        }
        /// Whether `sq` is in `b`.
        #[inline(always)]
        const fn has(b: Bb, sq: usize) -> bool {
            (b.0[sq >> 6] >> (sq & 63)) & 1 != 0
        }
        /// Whether `b` is not empty.
        #[inline(always)]
        const fn any(b: Bb) -> bool {
            (#(b.0[#words])|*) != 0
        }
        /// The number of squares in `b` (as for one-word boards: `popcnt` or a loop).
        #[inline(always)]
        #[allow(dead_code)]
        const fn count(b: Bb) -> usize {
            #[cfg(target_feature = "popcnt")]
            {
                (#(b.0[#words2].count_ones())+*) as usize
            }
            #[cfg(not(target_feature = "popcnt"))]
            {
                let mut n = 0;
                let mut w = 0;
                while w < #nl {
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
        /// `b` with every square moved `n` squares up (0 < `n` < the set's bits).
        #[inline(always)]
        #[allow(dead_code)]
        const fn shl(b: Bb, n: u32) -> Bb {
            let (q, r) = ((n / 64) as usize, n % 64);
            let mut w = [0u64; #nl];
            let mut i = q;
            while i < #nl {
                w[i] = b.0[i - q] << r;
                if r > 0 && i > q {
                    w[i] |= b.0[i - q - 1] >> (64 - r);
                }
                i += 1;
            }
            Bb(w)
        }
        /// `b` with every square moved `n` squares down (0 < `n` < the set's bits).
        #[inline(always)]
        #[allow(dead_code)]
        const fn shr(b: Bb, n: u32) -> Bb {
            let (q, r) = ((n / 64) as usize, n % 64);
            let mut w = [0u64; #nl];
            let mut i = 0;
            while i + q < #nl {
                w[i] = b.0[i + q] >> r;
                if r > 0 && i + q + 1 < #nl {
                    w[i] |= b.0[i + q + 1] << (64 - r);
                }
                i += 1;
            }
            Bb(w)
        }
        /// Every square up to and including the lowest square of `b`; all when `b` is empty.
        #[inline(always)]
        #[allow(dead_code)]
        const fn upto_lowest(b: Bb) -> Bb {
            #upto
        }
        /// Every square from the highest square of `b` up; all when `b` is empty.
        #[inline(always)]
        #[allow(dead_code)]
        const fn from_highest(b: Bb) -> Bb {
            #from
        }
        /// The lowest square of the non-empty set `b`.
        #[inline(always)]
        #[allow(dead_code)]
        const fn lsb(b: Bb) -> usize {
            #lsb
        }
        /// The highest square of the non-empty set `b`.
        #[inline(always)]
        #[allow(dead_code)]
        const fn msb(b: Bb) -> usize {
            #msb
        }
        /// Removes and returns the lowest square of the non-empty set `b`.
        #[inline(always)]
        fn pop(b: &mut Bb) -> usize {
            #pop
        }
    }
}
