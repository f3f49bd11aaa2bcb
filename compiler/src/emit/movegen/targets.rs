//! One piece's targets from one origin `from`, gathered into one square set `t` (so rules that
//! overlap give a move once): leaps read a precomputed table, slides and hops a ray table, lame
//! leaps a table per group of blocks or, near an edge, the mailbox. Regions (`… in REGION`,
//! `within`) cut the set.

use super::lame;
use crate::emit::sliders;
use crate::emit::tables::{leap_ident, region_ident};
use crate::geometry::{
    add, along_ray_ident, and_all, lit, nearest, on_board, possible, ray_ident, reach,
};
use crate::model::{Mode, Model, Ray};
use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;

/// The squares a move of mode `mode` may end on: `!own` (quiet moves and captures), `empty`
/// (quiet only) or `theirs` (captures only).
pub(super) fn mode_mask(mode: Mode) -> TokenStream {
    match (mode.quiet, mode.takes) {
        (true, true) => quote!(!own),
        (true, false) => quote!(empty),
        _ => quote!(theirs),
    }
}

/// Whether the cell `c` (a variable) holds an enemy of colour index `c`: a second-player cell
/// is above `KINDS`, a first-player one from 1 to `KINDS`.
fn enemy(c: usize) -> TokenStream {
    if c == 0 {
        quote!(c > KINDS as u8)
    } else {
        quote!(c.wrapping_sub(1) < KINDS as u8)
    }
}

/// `code`, run only when the piece of colour index `c` stands in region `r` (when given).
fn only_in(m: &Model, r: Option<usize>, c: usize, code: TokenStream) -> TokenStream {
    match r {
        Some(r) => {
            let rid = region_ident(m, r, c);
            quote!(if has(#rid, from) { #code })
        }
        None => code,
    }
}

/// The statements adding to `t` every target of kind `k` (colour index `c`) from `from`.
pub(super) fn gather(m: &Model, k: usize, c: usize) -> TokenStream {
    let kind = &m.kinds[k];
    let ci = lit(c);
    let mut body = TokenStream::new();
    for &(mode, table) in &kind.leaps {
        let table = leap_ident(m, table);
        let mask = mode_mask(mode);
        body.extend(quote!(t |= #table[#ci][from] & #mask;));
    }
    let from = Ident::new("from", Span::call_site());
    let (lames, rest) = lame::groups(m, k, c);
    for (i, g) in lames.iter().enumerate() {
        let id = lame::ident(m, k, c, i);
        let mask = mode_mask(g.mode);
        let open = g.blocks.iter().map(|&(bx, by)| {
            let b = add(&from, m.files, bx, by);
            quote!(!has(occ, #b))
        });
        let code = quote! {
            {
                let lame = #id[from];
                if any(lame) #(&& #open)* {
                    t |= lame & #mask;
                }
            }
        };
        body.extend(only_in(m, g.only_in, c, code));
    }
    // four slides to the edge, orthogonal or diagonal: one magic lookup (small boards)
    let magics = sliders::covered(m, &kind.rays[c]);
    for &(fam, mode, _) in &magics {
        let mask = mode_mask(mode);
        let lookup = fam.lookup();
        body.extend(quote!(t |= #lookup(from, occ) & #mask;));
    }
    for (i, rule) in kind.rays[c].iter().enumerate() {
        if matches!(rule.ray, Ray::Lame { .. }) && !rest.contains(&i) {
            continue;
        }
        if magics.iter().any(|(_, _, rules)| rules.contains(&i)) {
            continue;
        }
        let mask = mode_mask(rule.mode);
        let along = rule.along.map(|r| (r, c));
        let code = match &rule.ray {
            Ray::Slide { v, max } => slide(m, c, *v, *max, along, &mask),
            Ray::Hop { v } => hop(m, *v, along, &kind.no_screen, &mask),
            Ray::Lame { v, blocks } => lame_mailbox(m, *v, blocks, rule.mode, enemy(c)),
        };
        if let Some(code) = code {
            body.extend(only_in(m, rule.only_in, c, code));
        }
    }
    if let Some(w) = m.piece(k).within {
        let rid = region_ident(m, w, c);
        body.extend(quote!(t &= #rid;));
    }
    // `forbid PIECE captures ...`
    for &s in &kind.spared {
        let sid = crate::emit::pieces::kind_ident(m, s);
        body.extend(quote!(t &= !self.kinds[#sid];));
    }
    body
}

/// The ray table of a slide or hop along `v` from `from`: the plain one, or with `along` the
/// region's clipped one for the colour.
fn ray_from(
    m: &Model,
    v: (i32, i32),
    max: Option<usize>,
    along: Option<(usize, usize)>,
) -> TokenStream {
    match along {
        Some((r, c)) => {
            let id = along_ray_ident(v, max, &crate::model::upper(&m.v.regions[r].name));
            let ci = lit(c);
            quote!(#id[#ci][from])
        }
        None => {
            let id = ray_ident(v, max);
            quote!(#id[from])
        }
    }
}

/// The condition that the screen on `s` (a variable) is not of the kinds `no_screen`, or
/// `None` when every piece may be a screen.
pub(crate) fn screen_ok(m: &Model, no_screen: &[usize], s: &TokenStream) -> Option<TokenStream> {
    if no_screen.is_empty() {
        return None;
    }
    let kinds = no_screen
        .iter()
        .map(|&k| crate::emit::pieces::kind_ident(m, k));
    Some(quote!(!(#(has(self.kinds[#kinds], #s))||*)))
}

/// A slide along `v` (at most `max` steps) of a piece of colour index `c`: the ray up to and
/// including its nearest occupied square; `None` when `v` never stays on the board.
fn slide(
    m: &Model,
    c: usize,
    v: (i32, i32),
    max: Option<usize>,
    along: Option<(usize, usize)>,
    mask: &TokenStream,
) -> Option<TokenStream> {
    if !possible(m.files, m.ranks, v.0, v.1) {
        return None;
    }
    let table = ray_from(m, v, max, along);
    let ray = Ident::new("ray", Span::call_site());
    let reach = reach(m.files, m.ranks, v, max, &ray, &quote!(occ));
    let slide = quote! {
        let ray = #table;
        t |= #reach & #mask;
    };
    // on a multi-word board a slide costs a dozen word operations: skipped when its first
    // square holds an own piece (nothing to reach whatever the mask), read from the mailbox.
    // The square's index is `from` plus the step's offset; off the board (past either end, or
    // wrapped to the other edge) the plain ray is empty anyway, so it is skipped or read for
    // nothing. Region-clipped rays (`along`) may not start at the first step: always read.
    if crate::repr::Repr::for_squares(m.nsq) != crate::repr::Repr::Wide || along.is_some() {
        return Some(quote!({ #slide }));
    }
    let own_cell = if c == 0 {
        quote!((board[s].wrapping_sub(1) < KINDS as u8))
    } else {
        quote!((board[s] > KINDS as u8))
    };
    let step = v.0 as i64 + v.1 as i64 * m.files as i64;
    let n = lit(step.unsigned_abs() as usize);
    let first = if step >= 0 {
        quote!(from + #n)
    } else {
        quote!(from.wrapping_sub(#n))
    };
    Some(quote! {
        {
            let s = #first;
            if s < SQUARES && !#own_cell {
                #slide
            }
        }
    })
}

/// A hop along `v`: the ray beyond the first piece, up to and including the next one; `None`
/// when `v` never stays on the board.
fn hop(
    m: &Model,
    v: (i32, i32),
    along: Option<(usize, usize)>,
    no_screen: &[usize],
    mask: &TokenStream,
) -> Option<TokenStream> {
    if !possible(m.files, m.ranks, v.0, v.1) {
        return None;
    }
    let ray = ray_ident(v, None);
    let line = ray_from(m, v, None, along);
    let first = nearest(m.files, v);
    let beyond = Ident::new("beyond", Span::call_site());
    let reach = reach(m.files, m.ranks, v, None, &beyond, &quote!(occ));
    // beyond the screen, still on the (clipped) line
    let clip = along.map(|_| quote!(&line));
    let screen = screen_ok(m, no_screen, &quote!(s)).map(|ok| quote!(&& #ok));
    Some(quote! {
        {
            let line = #line;
            let x = line & occ;
            if any(x) {
                let s = #first(x);
                if true #screen {
                    let beyond = #ray[s] #clip;
                    t |= #reach & #mask;
                }
            }
        }
    })
}

/// A lame leap to `v` past `blocks` read from the mailbox (a block may be off the board while
/// the target is on), `en` testing a cell `c` for an enemy; `None` when `v` never stays on the
/// board.
fn lame_mailbox(
    m: &Model,
    v: (i32, i32),
    blocks: &[(i32, i32)],
    mode: Mode,
    en: TokenStream,
) -> Option<TokenStream> {
    if !possible(m.files, m.ranks, v.0, v.1) {
        return None;
    }
    let from = Ident::new("from", Span::call_site());
    let mut conds = Vec::new();
    if let Some(cond) = on_board(m.files, m.ranks, v.0, v.1) {
        conds.push(cond);
    }
    for &(bx, by) in blocks {
        let b = add(&from, m.files, bx, by);
        match on_board(m.files, m.ranks, bx, by) {
            Some(cond) if possible(m.files, m.ranks, bx, by) => {
                conds.push(quote!((!(#cond) || board[#b] == 0)))
            }
            Some(_) => {}
            None => conds.push(quote!(board[#b] == 0)),
        }
    }
    let cond = and_all(conds);
    let target = add(&from, m.files, v.0, v.1);
    let test = match (mode.quiet, mode.takes) {
        (true, true) => quote!(c == 0 || #en),
        (true, false) => quote!(c == 0),
        _ => en,
    };
    Some(quote! {
        if #cond {
            let to = #target;
            let c = board[to];
            if #test {
                t |= bit(to);
            }
        }
    })
}
