//! Pass 6: legal move generation, one function per side to move, in small steps:
//! 1. [`targets`]: one piece's targets from one origin, as one square set `t` (leaps read a
//!    precomputed table, slides and hops a ray table, lame leaps a table or the mailbox;
//!    [`lame`] groups the lame leaps and emits their tables);
//! 2. [`piece`]: one piece type, origin by origin: the set `t` emitted whole when no legality
//!    test is needed, target by target with the full test otherwise ([`promote`] cuts it by the
//!    promotion zone and dead squares; [`royal`] tests a royal's targets for attacks);
//! 3. [`shifted`]: a step piece's pieces all at once, by shifting their square set;
//! 4. [`drops`]: hand pieces, target sets too;
//! 5. [`safety`]: once per node, check, pinned squares and (against hoppers) touchy squares;
//! 6. [`full_test`]: the full legality tests (play on a copy of the mailbox), drop-mate search;
//! 7. [`generate`]: `generate_first/second`, chaining the above per piece type;
//! 8. [`sink`]: where the moves go, a list or a count.
//!
//! Drops, promotion, royal constraints and drop-mate filtering are emitted only for variants
//! that have them.

mod double;
mod drops;
mod full_test;
mod generate;
mod lame;
mod lions;
pub(crate) mod pass;
mod piece;
mod promote;
mod promote_entry;
pub(crate) mod royal;
mod safety;
mod shifted;
mod sink;
mod targets;

use crate::emit::parts::Parts;
use crate::model::Model;
use proc_macro2::TokenStream;
use quote::quote;

/// Move generation's parts in `Position`: the methods of [`emit`].
pub(crate) fn parts(m: &Model) -> Parts {
    Parts {
        methods: emit(m),
        ..Parts::default()
    }
}

/// Emits the generation functions and their legality helpers (inside `impl Position`).
pub fn emit(m: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    for c in 0..2 {
        out.extend(generate::emit(m, c));
        if m.guards_royal {
            out.extend(safety::emit(m, c));
            out.extend(full_test::emit(m, c));
        }
    }
    out.extend(lions::methods(m));
    out.extend(crate::emit::double::methods(m));
    out
}

/// Items outside `impl Position`: the lame-leap tables, the `Sink` trait with its two
/// implementations (a move list and a count), and `royals_ok`, when used.
pub fn free_items(m: &Model) -> TokenStream {
    let lames = lame::tables(m);
    let sink = sink::emit(m);
    let royals_ok = royal::royals_ok(m);
    let royals_face = pass::royals_face(m);
    let doubles = crate::emit::double::tables(m);
    let lions = lions::tables(m);
    let stuck = promote_entry::tables(m);
    quote! {
        #lames
        #doubles
        #lions
        #stuck
        #sink
        #royals_ok
        #royals_face
    }
}
