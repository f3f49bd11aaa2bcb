//! The rules decided on the board (`extinction`, `royals capturable`, `win royal reaches REGION
//! [safe]`): `outcome_on_board` (a side extinct, a side without royal piece, a royal piece in
//! its goal region, judged by `koma_runtime::board_outcome`), the early return of the move generators in a decided
//! position, and `GamePosition::decided`. Nothing is emitted for a variant without them.

use crate::emit::parts::Parts;
use crate::emit::pieces::kind_ident;
use crate::emit::tables::region_ident;
use crate::model::Model;
use proc_macro2::TokenStream;
use quote::quote;

/// The royalty rules' parts outside move generation: `outcome_on_board` and
/// `GamePosition::decided`.
pub(crate) fn parts(m: &Model) -> Parts {
    Parts {
        methods: emit(m),
        game_items: decided(m),
        ..Parts::default()
    }
}

/// Whether the variant has a rule that decides positions on the board.
pub fn decides(m: &Model) -> bool {
    m.facts.royalty.decides()
}

/// The first statement of `generate_first/second`: no move once the game is over.
pub fn early_return(m: &Model) -> TokenStream {
    if !decides(m) {
        return quote!();
    }
    quote! {
        if self.outcome_on_board().is_some() {
            return; // the game is over
        }
    }
}

/// `GamePosition::decided`, inside the `GamePosition` impl.
fn decided(m: &Model) -> TokenStream {
    if !decides(m) {
        return quote!();
    }
    quote! {
        fn decided(&self) -> Option<::koma_runtime::Outcome> {
            self.outcome_on_board()
        }
    }
}

/// `outcome_on_board` and its goal test, inside `impl Position`.
fn emit(m: &Model) -> TokenStream {
    if !decides(m) {
        return quote!();
    }
    let r = &m.facts.royalty;
    let kinds = r.royal_kinds.iter().map(|&k| kind_ident(m, k));
    let royals = quote!((EMPTY #(| self.kinds[#kinds])*));
    let royal_left = if r.capturable && crate::emit::present::active(m) {
        // the kept mask of types present answers without touching the square sets
        let mask = r.royal_kinds.iter().fold(0u64, |acc, &k| acc | 1 << k);
        quote!({
            let _ = royals;
            [self.present[0] & #mask != 0, self.present[1] & #mask != 0]
        })
    } else if r.capturable {
        quote!([any(royals & self.occ[0]), any(royals & self.occ[1])])
    } else {
        quote!([true; 2])
    };
    let (reached, goal_fn) = match (&r.goal, &m.v.royalty.reaches) {
        (Some(goal), Some(reaches)) => {
            let (first, second) = (
                region_ident(m, reaches.region, 0),
                region_ident(m, reaches.region, 1),
            );
            let counts = if goal.safe {
                quote! {
                    let them = !color;
                    let occ = self.occ[0] | self.occ[1];
                    while any(mine) {
                        let sq = pop(&mut mine);
                        if !square_attacked(&self.board, occ, &self.kinds, them, self.occ[them.index()], sq) {
                            return true;
                        }
                    }
                    false
                }
            } else {
                quote!(any(mine))
            };
            let doc = format!(
                " Whether a royal piece of `color` stands in its goal region `{}`{} (line {}).",
                m.v.regions[reaches.region].name,
                if goal.safe {
                    ", not attacked by the other side"
                } else {
                    ""
                },
                reaches.line
            );
            (
                quote!([
                    self.goal_reached(::koma_runtime::Color::First, royals),
                    self.goal_reached(::koma_runtime::Color::Second, royals)
                ]),
                quote! {
                    #[doc = #doc]
                    #[allow(unused_mut)]
                    fn goal_reached(&self, color: ::koma_runtime::Color, royals: Bb) -> bool {
                        let goal = [#first, #second][color.index()];
                        let mut mine = royals & self.occ[color.index()] & goal;
                        #counts
                    }
                },
            )
        }
        _ => (quote!([false; 2]), quote!()),
    };
    let (extinct, draws, extinct_fn) = extinction(m);
    let doc = format!(
        " The outcome the board decides by the variant's rules ({}{}{}), if any: the game is \
         over and there is no legal move. See `koma_runtime::board_outcome`.",
        if r.extinction.is_some() {
            "extinction; "
        } else {
            ""
        },
        if r.capturable {
            "capturable royals"
        } else {
            ""
        },
        match (r.capturable, r.goal.is_some()) {
            (true, true) => ", a royal piece in its goal",
            (false, true) => "a royal piece in its goal",
            _ => "",
        }
    );
    quote! {
        #[doc = #doc]
        pub fn outcome_on_board(&self) -> Option<::koma_runtime::Outcome> {
            let royals: Bb = #royals;
            ::koma_runtime::board_outcome(self.side, #extinct, #draws, #royal_left, #reached)
        }

        #goal_fn

        #extinct_fn
    }
}

/// The extinction rule's part of `outcome_on_board`: the argument saying which side is extinct,
/// whether the rule draws, and the method `extinct` (nothing without the rule).
fn extinction(m: &Model) -> (TokenStream, bool, TokenStream) {
    let Some(x) = &m.facts.royalty.extinction else {
        return (quote!([false; 2]), false, quote!());
    };
    let kinds: Vec<_> = x.pieces.iter().map(|&k| kind_ident(m, k)).collect();
    let at_most = x.at_most;
    let doc = format!(
        " Whether `color` has {at_most} or fewer pieces, on the board and in hand, of one of the \
         types `extinction` lists (line {}).",
        x.line
    );
    (
        quote!([
            self.extinct(::koma_runtime::Color::First),
            self.extinct(::koma_runtime::Color::Second)
        ]),
        x.draws,
        quote! {
            #[doc = #doc]
            fn extinct(&self, color: ::koma_runtime::Color) -> bool {
                let mine = self.occ[color.index()];
                false #(|| count(self.kinds[#kinds] & mine) as u32
                    + self.hand_count(color, Piece::ALL[#kinds]) <= #at_most)*
            }
        },
    )
}
