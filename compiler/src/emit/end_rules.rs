//! The variant's end-of-game rules as tokens: the body of the generated `end_rules()`, a
//! `koma_runtime::EndRules` literal equal to the IR's (`Variant::end`), so a program plays a
//! whole game with the generated module and `koma-runtime` only. Every struct is destructured
//! whole, so a field added to the runtime's types fails here until it is emitted.

use koma_runtime::{
    BareLimit, ChaseRules, ChaseTarget, Counting, EndRules, Insufficient, Perpetual,
    PerpetualAttack, PerpetualVerdict, PieceKind, SquareSet, StalemateResult,
};
use proc_macro2::TokenStream;
use quote::quote;

/// A `koma_runtime::EndRules` expression equal to `rules`.
pub fn tokens(rules: &EndRules) -> TokenStream {
    let EndRules {
        stalemate,
        repetition,
        perpetual_check,
        perpetual_chase,
        no_capture_plies,
        material,
        repetition_loses,
        bare_royal,
        no_capture_resets,
        counting,
        insufficient,
        perpetual_attack,
    } = rules;
    let stalemate = match stalemate {
        StalemateResult::Loses => quote!(::koma_runtime::StalemateResult::Loses),
        StalemateResult::Draws => quote!(::koma_runtime::StalemateResult::Draws),
    };
    let repetition = option(repetition.as_ref(), |n| quote!(#n));
    let perpetual_check = option(perpetual_check.as_ref(), perpetual);
    let perpetual_chase = option(perpetual_chase.as_ref(), chase);
    let no_capture_plies = option(no_capture_plies.as_ref(), |n| quote!(#n));
    let material = option(material.as_ref(), |k| kinds(k));
    let no_capture_resets = kinds(no_capture_resets);
    let counting = option(counting.as_ref(), counting_rules);
    let insufficient = option(insufficient.as_ref(), insufficient_rules);
    let perpetual_attack = option(perpetual_attack.as_ref(), attack);
    quote! {
        ::koma_runtime::EndRules {
            stalemate: #stalemate,
            repetition: #repetition,
            perpetual_check: #perpetual_check,
            perpetual_chase: #perpetual_chase,
            no_capture_plies: #no_capture_plies,
            material: #material,
            repetition_loses: #repetition_loses,
            bare_royal: #bare_royal,
            no_capture_resets: #no_capture_resets,
            counting: #counting,
            insufficient: #insufficient,
            perpetual_attack: #perpetual_attack,
        }
    }
}

fn option<T>(value: Option<&T>, f: impl Fn(&T) -> TokenStream) -> TokenStream {
    match value {
        Some(v) => {
            let v = f(v);
            quote!(Some(#v))
        }
        None => quote!(None),
    }
}

fn kind(k: &PieceKind) -> TokenStream {
    let k = k.0;
    quote!(::koma_runtime::PieceKind(#k))
}

fn kinds(ks: &[PieceKind]) -> TokenStream {
    let ks = ks.iter().map(kind);
    quote!(::std::vec![#(#ks),*])
}

fn perpetual(p: &Perpetual) -> TokenStream {
    let Perpetual { limit, verdict } = p;
    let verdict = match verdict {
        PerpetualVerdict::Loses => quote!(::koma_runtime::PerpetualVerdict::Loses),
        PerpetualVerdict::Illegal => quote!(::koma_runtime::PerpetualVerdict::Illegal),
    };
    quote!(::koma_runtime::Perpetual { limit: #limit, verdict: #verdict })
}

fn square_set(s: &SquareSet) -> TokenStream {
    let words = s.0;
    quote!(::koma_runtime::SquareSet([#(#words),*]))
}

fn chase(c: &ChaseRules) -> TokenStream {
    let ChaseRules {
        perpetual: p,
        attackers,
        targets,
        protected,
        follow_attackers,
        false_protection,
        exchange,
        discovered_check,
    } = c;
    let p = perpetual(p);
    let attackers = kinds(attackers);
    let targets = targets.iter().map(|ChaseTarget { kind: k, only_on }| {
        let k = kind(k);
        let only_on = option(only_on.as_ref(), |[a, b]| {
            let (a, b) = (square_set(a), square_set(b));
            quote!([#a, #b])
        });
        quote!(::koma_runtime::ChaseTarget { kind: #k, only_on: #only_on })
    });
    let protected = protected.iter().map(|(k, by)| {
        let (k, by) = (kind(k), kinds(by));
        quote!((#k, #by))
    });
    let exchange = kinds(exchange);
    quote! {
        ::koma_runtime::ChaseRules {
            perpetual: #p,
            attackers: #attackers,
            targets: ::std::vec![#(#targets),*],
            protected: ::std::vec![#(#protected),*],
            follow_attackers: #follow_attackers,
            false_protection: #false_protection,
            exchange: #exchange,
            discovered_check: #discovered_check,
        }
    }
}

fn counting_rules(c: &Counting) -> TokenStream {
    let Counting {
        moves,
        without,
        bare,
    } = c;
    let without = kinds(without);
    let bare = bare.iter().map(
        |BareLimit {
             kind: k,
             at_least,
             moves,
         }| {
            let k = kind(k);
            quote!(::koma_runtime::BareLimit { kind: #k, at_least: #at_least, moves: #moves })
        },
    );
    quote! {
        ::koma_runtime::Counting {
            moves: #moves,
            without: #without,
            bare: ::std::vec![#(#bare),*],
        }
    }
}

fn insufficient_rules(i: &Insufficient) -> TokenStream {
    let Insufficient {
        mating,
        promoting,
        colorbound,
        royal,
        files,
        kinds: nk,
        stalemate_draws,
    } = i;
    let (mating, promoting, colorbound, royal) = (
        kinds(mating),
        kinds(promoting),
        kinds(colorbound),
        kinds(royal),
    );
    quote! {
        ::koma_runtime::Insufficient {
            mating: #mating,
            promoting: #promoting,
            colorbound: #colorbound,
            royal: #royal,
            files: #files,
            kinds: #nk,
            stalemate_draws: #stalemate_draws,
        }
    }
}

fn attack(a: &PerpetualAttack) -> TokenStream {
    let PerpetualAttack { limit, royals } = a;
    let royals = kinds(royals);
    quote!(::koma_runtime::PerpetualAttack { limit: #limit, royals: #royals })
}
