//! Token helpers for board geometry: on-board conditions, ray lengths and square offsets as
//! constant expressions over a square's file `f` and rank `r`.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

/// A hexadecimal literal.
pub fn hex(x: u128) -> Literal {
    format!("{x:#x}")
        .parse()
        .unwrap_or_else(|_| Literal::u128_unsuffixed(x))
}

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

/// A vector component in names: `0`, `P2` (plus two), `M1` (minus one).
pub fn component(d: i32) -> String {
    match d {
        0 => "0".to_string(),
        d if d > 0 => format!("P{d}"),
        d => format!("M{}", -d),
    }
}

/// The name of the ray table for the step `v` and limit `max`: `RAY_P1_M2` (one file right,
/// two ranks down, to the edge), `RAY_0_P1_2` (at most two steps up).
pub fn ray_ident(v: (i32, i32), max: Option<usize>) -> Ident {
    let (x, y) = (component(v.0), component(v.1));
    let name = match max {
        Some(n) => format!("RAY_{x}_{y}_{n}"),
        None => format!("RAY_{x}_{y}"),
    };
    Ident::new(&name, Span::call_site())
}

/// The name of the clipped ray table of an `along` rule: [`ray_ident`]'s name, then the
/// region's UPPER_SNAKE name (`RAY_P1_P1_ALONG_PALACE_POINTS`); one table per colour,
/// indexed `[colour][from]`.
pub fn along_ray_ident(v: (i32, i32), max: Option<usize>, region_upper: &str) -> Ident {
    let base = ray_ident(v, max);
    Ident::new(&format!("{base}_ALONG_{region_upper}"), Span::call_site())
}

/// The helper that finds the square nearest to a ray's origin among squares on the ray along
/// `v`: the lowest (`lsb`) when the step raises the square index, else the highest (`msb`).
pub fn nearest(files: usize, v: (i32, i32)) -> Ident {
    let k = v.0 as i64 + v.1 as i64 * files as i64;
    Ident::new(if k > 0 { "lsb" } else { "msb" }, Span::call_site())
}

/// The squares a ray reaches, as an expression: the ray `ray` (a `Bb` variable, the squares
/// stepping by `v` from some origin, at most `max` steps) up to and including its nearest
/// square in `occ`, all of it when none is occupied. `files` x `ranks` is the board.
///
/// When the step raises the square index the nearest occupied square is the lowest bit, and
/// `x ^ (x - 1)` keeps everything up to it. Otherwise it is the highest bit: the occupied
/// squares are smeared down the ray by doubling shifts (`y |= y >> k`, `>> 2k`, …, enough for
/// the longest ray) and the reach is what lies above `y >> k` — no bit scan, no branch. On
/// boards where a doubling shift would reach the word's width (128 bits, 64 on boards of at most
/// 64 squares), and on multi-word boards (past 128 squares), the `from_highest` helper is used.
pub fn reach(
    files: usize,
    ranks: usize,
    v: (i32, i32),
    max: Option<usize>,
    ray: &Ident,
    occ: &TokenStream,
) -> TokenStream {
    let k = v.0 as i64 + v.1 as i64 * files as i64;
    if k > 0 {
        return quote!(#ray & upto_lowest(#ray & #occ));
    }
    let k = k.unsigned_abs() as u32;
    let axis = |d: i32, size: usize| (d != 0).then(|| (size - 1) / d.unsigned_abs() as usize);
    let longest = [axis(v.0, files), axis(v.1, ranks), max]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(0);
    if longest <= 1 {
        return quote!(#ray);
    }
    let mut shifts = Vec::new();
    let mut span = 1usize;
    while span < longest {
        shifts.push(k * span as u32);
        span *= 2;
    }
    let repr = crate::repr::Repr::for_squares(files * ranks);
    // on a multi-word board every shift of the smear is several instructions: one bit scan
    // costs less
    if repr == crate::repr::Repr::Wide || shifts.iter().any(|&n| n >= repr.word_bits()) {
        return quote!(#ray & from_highest(#ray & #occ));
    }
    let smear = shifts.iter().map(|&n| quote!(y |= shr(y, #n);));
    quote!({
        let mut y = #ray & #occ;
        #(#smear)*
        #ray & !shr(y, #k)
    })
}
