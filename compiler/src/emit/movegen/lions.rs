//! `lions PIECES` and `lions cheap PIECES` (Chu shogi's lion-trading rule, as lishogi plays
//! it): a lion may not take a protected lion standing farther than one king step away, unless
//! its double move took a piece that is not cheap first. Protection is asked of the enemy's
//! pieces with the lion's origin emptied and, for a double move, its first leg's square too
//! (sliders see through it), while a cheap piece standing there still protects if it attacks
//! the target (shogiops `secondLionStepDests`). Nothing is emitted without the rule.

use crate::double::{DoubleGroup, LegTable};
use crate::emit::bits;
use crate::emit::double::leg_ident;
use crate::emit::pieces::kind_ident;
use crate::geometry::lit;
use crate::model::{Model, Set, offset};
use proc_macro2::TokenStream;
use quote::quote;

/// Whether the variant has the lion-trading rule.
pub(crate) fn has(m: &Model) -> bool {
    !m.v.special.lions.is_empty()
}

/// Whether kind `k` is a lion of the rule.
fn is_lion(m: &Model, k: usize) -> bool {
    m.v.special.lions.contains(&k)
}

/// The union of the pieces of `kinds` among `theirs`, as an expression.
fn pieces_of(m: &Model, kinds: &[usize]) -> TokenStream {
    if kinds.is_empty() {
        return quote!(EMPTY);
    }
    let ids = kinds.iter().map(|&k| kind_ident(m, k));
    quote!((#(self.kinds[#ids])|*) & theirs)
}

/// The rule's text, for the generated comments.
fn cite(m: &Model) -> String {
    let names = |ks: &[usize]| {
        ks.iter()
            .map(|&k| m.v.pieces[k].name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut text = format!("{}: lions {}", m.names.source, names(&m.v.special.lions));
    if !m.v.special.lion_cheap.is_empty() {
        text.push_str(&format!(", lions cheap {}", names(&m.v.special.lion_cheap)));
    }
    text
}

/// At the start of generation: the enemy lions and cheap pieces (`their_lions`,
/// `their_cheap`).
pub(super) fn node_facts(m: &Model) -> TokenStream {
    if !has(m) {
        return quote!();
    }
    let lions = pieces_of(m, &m.v.special.lions);
    let cheap = pieces_of(m, &m.v.special.lion_cheap);
    let note = crate::notes::note(&cite(m));
    quote! {
        #note
        let their_lions = #lions;
        let their_cheap = #cheap;
    }
}

/// The statements taking out of the target set `set` (a variable) of kind `k` (colour index
/// `c`) its captures of enemy lions beyond a king step from `from` that the enemy protects with
/// the occupied squares `occ`, when `when` holds too; nothing unless `k` is a lion of the rule.
fn without_protected(
    m: &Model,
    k: usize,
    c: usize,
    set: TokenStream,
    occ: TokenStream,
    when: TokenStream,
) -> TokenStream {
    if !has(m) || !is_lion(m, k) {
        return quote!();
    }
    let them = lit(1 - c);
    quote! {
        let far = #set & their_lions & !NEIGHBOURS[from];
        if any(far) #when {
            #set &= !self.protected_lions(far, #occ, #them);
        }
    }
}

/// In kind `k`'s origin loop (colour index `c`), before its targets `t` are emitted: a lion's
/// captures of far, protected lions taken out.
pub(super) fn filter_targets(m: &Model, k: usize, c: usize) -> TokenStream {
    without_protected(m, k, c, quote!(t), quote!(occ & !bit(from)), quote!())
}

/// In kind `k`'s double moves (colour index `c`), before the second legs `to` from `mid` are
/// emitted: unless the first leg took a piece that is not cheap, its captures of far,
/// protected lions taken out (the first leg's square emptied too).
pub(super) fn filter_double(m: &Model, k: usize, c: usize) -> TokenStream {
    without_protected(
        m,
        k,
        c,
        quote!(to),
        quote!(occ & !(bit(from) | bit(mid))),
        quote!(&&!has(theirs & !their_cheap, mid)),
    )
}

/// Before kind `k`'s double moves of group `g` (colour index `c`): `far_lions`, whether an
/// enemy lion stands within their reach beyond a king step, so that [`filter_double`] has
/// anything to do; nothing unless `k` is a lion of the rule.
pub(super) fn far_lions(m: &Model, k: usize, c: usize, g: &DoubleGroup) -> TokenStream {
    if !has(m) || !is_lion(m, k) {
        return quote!();
    }
    let id = reach_ident(m, g);
    let ci = lit(c);
    quote!(let far_lions = any(their_lions & #id[#ci][from] & !NEIGHBOURS[from]);)
}

/// The name of the table of squares a lion's double moves of group `g` reach from each origin
/// (`REACH_LEAPS_KING_THEN_LEAPS_KING`).
pub(super) fn reach_ident(m: &Model, g: &DoubleGroup) -> proc_macro2::Ident {
    let (a, b) = (leg_ident(m, g.first), leg_ident(m, g.second));
    proc_macro2::Ident::new(
        &format!("REACH_{a}_THEN_{b}"),
        proc_macro2::Span::call_site(),
    )
}

/// The distinct double-move groups of the rule's lions, each with its reach per colour and
/// origin: the second legs' targets from every first leg's square.
fn lion_groups<'a>(m: &'a Model) -> Vec<(&'a DoubleGroup, [Vec<Set>; 2])> {
    let leg = |t: LegTable, c: usize| -> &Vec<Set> {
        match t {
            LegTable::Leap(i) => &m.leap_tables[i][c],
            LegTable::Own(i) => &m.double_tables[i][c],
        }
    };
    let mut out: Vec<(&'a DoubleGroup, [Vec<Set>; 2])> = Vec::new();
    for &k in &m.v.special.lions {
        for g in &m.kinds[k].doubles {
            if out
                .iter()
                .any(|(h, _)| h.first == g.first && h.second == g.second)
            {
                continue;
            }
            let reach = [0, 1].map(|c| {
                (0..m.nsq)
                    .map(|from| {
                        let mut s = Set::default();
                        for mid in (0..m.nsq).filter(|&x| leg(g.first, c)[from].contains(x)) {
                            for to in (0..m.nsq).filter(|&x| leg(g.second, c)[mid].contains(x)) {
                                s.insert(to);
                            }
                        }
                        s
                    })
                    .collect()
            });
            out.push((g, reach));
        }
    }
    out
}

/// `NEIGHBOURS`, the squares one king step from each square, and the lions' double-move reach
/// tables (nothing without the rule).
pub(super) fn tables(m: &Model) -> TokenStream {
    if !has(m) {
        return quote!();
    }
    let mut reach = TokenStream::new();
    for (g, sets) in lion_groups(m) {
        let id = reach_ident(m, g);
        let (a, b) = (bits::table(m, &sets[0]), bits::table(m, &sets[1]));
        let doc = format!(
            " The squares a lion's double move (first legs {:?}, then {:?}; files, ranks, first \
             player) reaches from each origin `[colour][square]`: without an enemy lion there \
             beyond a king step, no second leg needs the lion-trading test.",
            g.firsts, g.seconds
        );
        reach.extend(quote! { #[doc = #doc] static #id: [[Bb; SQUARES]; 2] = [#a, #b]; });
    }
    let sets: Vec<Set> = (0..m.nsq)
        .map(|sq| {
            let mut s = Set::default();
            for dx in -1..=1 {
                for dy in -1..=1 {
                    if let Some(t) = offset(m.files, m.ranks, sq, (dx, dy))
                        && t != sq
                    {
                        s.insert(t);
                    }
                }
            }
            s
        })
        .collect();
    let val = bits::table(m, &sets);
    quote! {
        /// The squares one king step from each square: a lion may always take a lion there
        /// (the lion-trading rule).
        static NEIGHBOURS: [Bb; SQUARES] = #val;
        #reach
    }
}

/// `protected_lions`, a method of `Position` (nothing without the rule).
pub(super) fn methods(m: &Model) -> TokenStream {
    if !has(m) {
        return quote!();
    }
    quote! {
        /// The squares of `lions` (pieces of colour index `by`) that another piece of `by`
        /// attacks, with the occupied squares `occ` (the moving lion's origin, and a double
        /// move's first leg square, left out; a piece of `by` there still attacks from the
        /// mailbox).
        #[inline(never)]
        fn protected_lions(&self, mut lions: Bb, occ: Bb, by: usize) -> Bb {
            let color = ::koma_runtime::Color::ALL[by];
            let mut out = EMPTY;
            while any(lions) {
                let x = pop(&mut lions);
                if square_attacked(&self.board, occ, &self.kinds, color, self.occ[by], x) {
                    out |= bit(x);
                }
            }
            out
        }
    }
}
