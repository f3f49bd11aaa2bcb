//! `generate_first/second`: the per-node facts (check, pins, the royal constraints), then each
//! piece type's moves (as shifted sets or piece by piece), then the drops.

use super::royal::has_constraints;
use super::{drops, piece, shifted};
use crate::emit::attack::riders_ident;
use crate::emit::pieces::kind_ident;
use crate::geometry::lit;
use crate::model::Model;
use crate::names::{cite_no_facing, cite_piece, per_color, player};
use crate::notes::note;
use proc_macro2::TokenStream;
use quote::quote;

/// The moves of kind `k` for colour index `c`: shifted as a set when [`shifted::plan`] allows
/// it (pinned pieces and every piece in check still go one by one), else one piece at a time.
/// Each arm starts with a comment citing the kind's declaration.
fn arm(m: &Model, k: usize, c: usize) -> TokenStream {
    let note = note(&cite_piece(m, k));
    let moves = match shifted::plan(m, k, c) {
        Some(plan) => shifted::moves(m, k, c, plan),
        None => {
            let kind = kind_ident(m, k);
            piece::moves(m, k, c, quote!(self.kinds[#kind] & own))
        }
    };
    let moves = crate::emit::present::guard(m, k, c, moves);
    quote! {
        #note
        #moves
    }
}

/// The facts about the own royal each node needs: `king`, `has_king`, the enemy `riders`,
/// `in_check`, `pinned` (and `touchy` against hoppers), and `careful` (every move needs the full
/// test); nothing without a royal piece.
fn royal_facts(m: &Model, c: usize) -> TokenStream {
    if !m.guards_royal {
        return quote!();
    }
    let ci = lit(c);
    let them = lit(1 - c);
    let facing_pins = if m.v.royal.no_facing {
        // with both royals on one file, leaving a square between them may expose them
        // (only when a single piece stands between them)
        let note = cite_no_facing(m).map(|text| note(&text));
        quote! {
            #note
            let their_king = self.royal[#them];
            if has_king && their_king != NO_SQ && king as usize % W == their_king as usize % W {
                let (lo, hi) = (king.min(their_king) as usize, king.max(their_king) as usize);
                let between = RAY_0_P1[lo] & !(RAY_0_P1[hi] | bit(hi)) & occ;
                if count(between) == 1 {
                    pinned |= between;
                }
            }
        }
    } else {
        quote!()
    };
    let safety_fn = per_color("safety", c);
    let facts = if m.has_hop(c) {
        quote! {
            let (in_check, mut pinned, touchy) = if has_king {
                self.#safety_fn(king as usize, &riders)
            } else {
                (false, EMPTY, EMPTY)
            };
        }
    } else {
        quote! {
            let (in_check, mut pinned) = if has_king {
                self.#safety_fn(king as usize, &riders)
            } else {
                (false, EMPTY)
            };
        }
    };
    // the flying-general rule adds the squares between the royals to `pinned`
    let their_riders = riders_ident(1 - c);
    // a position read from text may already break a royal constraint: then every
    // move and drop gets the full test, as in the reference engine
    let broken = if has_constraints(m) {
        quote!(|| !royals_ok(occ, king, self.royal[#them]))
    } else {
        quote!()
    };
    // hop exclusions, `along` moves, the pass and bikjang: every move gets the full test
    let always = m.careful_always().then(|| quote!(|| true));
    let pass_prelude = super::pass::prelude(m, c);
    quote! {
        let king = self.royal[#ci];
        let has_king = king != NO_SQ;
        let riders = #their_riders(&self.kinds, theirs);
        #facts
        let careful = in_check #broken #always;
        #facing_pins
        #pass_prelude
    }
}

/// `generate_first` or `generate_second` (colour index `c`), inside `impl Position`.
pub(super) fn emit(m: &Model, c: usize) -> TokenStream {
    let ci = lit(c);
    let them = lit(1 - c);
    let name = per_color("generate", c);
    let arms = (0..m.kinds.len()).map(|k| arm(m, k, c));
    let king_facts = royal_facts(m, c);
    let lions = super::lions::node_facts(m);
    let struck = crate::emit::counter_strike::node_facts(m);
    let strike = crate::emit::counter_strike::generics(m);
    let drops = drops::emit(m, c);
    let over = crate::emit::royalty::early_return(m);
    let pass = super::pass::pass(m);
    let ep = crate::emit::pawns::generate(m, c);
    let castlings = crate::emit::castling::generate(m, c);
    let doc = format!(" Appends the legal moves of the {} player.", player(c));
    quote! {
        #[doc = #doc]
        #[allow(unused_variables, unused_mut, clippy::nonminimal_bool, clippy::let_unit_value)]
        fn #name<S: Sink #strike>(&self, out: &mut S) {
            #over
            let board = &self.board;
            let own = self.occ[#ci];
            let theirs = self.occ[#them];
            let occ = own | theirs;
            let empty = ALL & !occ;
            #king_facts
            #lions
            #struck
            #(#arms)*
            #ep
            #castlings
            #pass
            #drops
        }
    }
}
