//! Token helpers for board geometry: on-board conditions, ray lengths and square offsets as
//! constant expressions over a square's file `f` and rank `r`.

use proc_macro2::{Ident, Literal, TokenStream};
use quote::quote;

/// `n` as an unsuffixed literal.
pub fn lit(n: usize) -> Literal {
    Literal::usize_unsuffixed(n)
}

/// The condition that `(f + dx, r + dy)` is on the board (`f`, `r`: the variables), or `None`
/// when it always is.
pub fn on_board(files: usize, ranks: usize, dx: i32, dy: i32) -> Option<TokenStream> {
    let mut parts = Vec::new();
    match dx {
        d if d > 0 => {
            let n = lit(files - d as usize);
            parts.push(quote!(f < #n));
        }
        d if d < 0 => {
            let n = lit((-d) as usize);
            parts.push(quote!(f >= #n));
        }
        _ => {}
    }
    match dy {
        d if d > 0 => {
            let n = lit(ranks - d as usize);
            parts.push(quote!(r < #n));
        }
        d if d < 0 => {
            let n = lit((-d) as usize);
            parts.push(quote!(r >= #n));
        }
        _ => {}
    }
    if parts.is_empty() {
        None
    } else {
        Some(and_all(parts))
    }
}

/// `a && b && ...`, or `true` for none.
pub fn and_all(parts: Vec<TokenStream>) -> TokenStream {
    if parts.len() == 1 {
        return parts.into_iter().map(strip_parens).collect();
    }
    let mut it = parts.into_iter();
    match it.next() {
        Some(first) => it.fold(first, |acc, p| quote!(#acc && #p)),
        None => quote!(true),
    }
}

/// Whether `(f + dx, r + dy)` can ever be on the board.
pub fn possible(files: usize, ranks: usize, dx: i32, dy: i32) -> bool {
    (dx.unsigned_abs() as usize) < files && (dy.unsigned_abs() as usize) < ranks
}

/// The number of steps along `(dx, dy)` from `(f, r)` before leaving the board, capped at
/// `max`.
pub fn steps(files: usize, ranks: usize, dx: i32, dy: i32, max: Option<usize>) -> TokenStream {
    let mut parts: Vec<TokenStream> = Vec::new();
    let axis = |d: i32, var: TokenStream, size: usize| -> Option<TokenStream> {
        let a = lit(d.unsigned_abs() as usize);
        let last = lit(size - 1);
        match d {
            1 => Some(quote!((#last - #var))),
            -1 => Some(var),
            d if d > 1 => Some(quote!((#last - #var) / #a)),
            d if d < -1 => Some(quote!(#var / #a)),
            _ => None,
        }
    };
    if let Some(p) = axis(dx, quote!(f), files) {
        parts.push(p);
    }
    if let Some(p) = axis(dy, quote!(r), ranks) {
        parts.push(p);
    }
    if let Some(mx) = max {
        let mx = lit(mx);
        parts.push(quote!(#mx));
    }
    let mut it = parts.into_iter();
    let first = it.next().unwrap_or_else(|| quote!(0));
    it.fold(first, |acc, p| quote!(#acc.min(#p)))
}

/// `var` moved by `(dx, dy)`: `var + K` or `var - K`.
pub fn add(var: &Ident, files: usize, dx: i32, dy: i32) -> TokenStream {
    let k = dx as i64 + dy as i64 * files as i64;
    let n = lit(k.unsigned_abs() as usize);
    if k >= 0 {
        quote!(#var + #n)
    } else {
        quote!(#var - #n)
    }
}

/// `var += K` or `var -= K` for the step `(dx, dy)`.
pub fn step(var: &Ident, files: usize, dx: i32, dy: i32) -> TokenStream {
    let k = dx as i64 + dy as i64 * files as i64;
    let n = lit(k.unsigned_abs() as usize);
    if k >= 0 {
        quote!(#var += #n)
    } else {
        quote!(#var -= #n)
    }
}

/// `(x)` as `x` (for a condition standing alone in an `if`).
pub fn strip_parens(t: TokenStream) -> TokenStream {
    let mut it = t.clone().into_iter();
    match (it.next(), it.next()) {
        (Some(proc_macro2::TokenTree::Group(g)), None)
            if g.delimiter() == proc_macro2::Delimiter::Parenthesis =>
        {
            g.stream()
        }
        _ => t,
    }
}
