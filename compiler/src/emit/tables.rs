//! Pass 4: constants and precomputed tables: geometry, regions (the promotion zone among them),
//! leap targets, dead squares, sensitive squares, and the per-cell facts `play` needs, named
//! after the rules file's pieces and regions. Only what the variant uses is emitted.

use crate::emit::bits;
use crate::geometry::{along_ray_ident, ray_ident};
use crate::model::{Model, Set, ray};
use crate::names::{cite_hand, cite_piece, cite_promotion, cite_region, player};
use proc_macro2::{Ident, TokenStream};
use quote::quote;

/// The name of leap table `i` (`LEAPS_GOLD`).
pub fn leap_ident(m: &Model, i: usize) -> Ident {
    m.names.leaps[i].clone()
}

/// The name of kind `k`'s dead squares for colour index `c` (`DEAD_PAWN_FIRST`).
pub fn dead_ident(m: &Model, k: usize, c: usize) -> Ident {
    m.names.dead[k][c].clone()
}

/// The name of region `r` for colour index `c` (`PALACE_SECOND`).
pub fn region_ident(m: &Model, r: usize, c: usize) -> Ident {
    m.names.regions[r][c].clone()
}

/// The name of the promotion zone for colour index `c`: its region's (`ZONE_FIRST`).
pub fn zone_ident(m: &Model, c: usize) -> Option<Ident> {
    m.v.promotion
        .as_ref()
        .map(|p| region_ident(m, p.zone, c))
        .or_else(|| crate::emit::faces::every_move_zone(m))
}

/// Whether `sq` (an expression) is in the promotion zone `zone` (its constant, [`zone_ident`])
/// of colour index `c`: on a multi-word board, where reading a constant set at a computed index
/// costs a load, a zone of consecutive squares (whole ranks at one end, as usual) is tested by
/// comparing the index; otherwise `has(ZONE, sq)`.
pub fn in_zone(m: &Model, c: usize, zone: &Ident, sq: TokenStream) -> TokenStream {
    let plain = quote!(has(#zone, #sq));
    if crate::repr::Repr::for_squares(m.nsq) != crate::repr::Repr::Wide {
        return plain;
    }
    let Some(p) = m.v.promotion.as_ref() else {
        return plain;
    };
    if zone_ident(m, c).as_ref() != Some(zone) {
        return plain;
    }
    let set = m.regions[p.zone][c];
    let squares: Vec<usize> = (0..m.nsq).filter(|&s| set.contains(s)).collect();
    let (Some(&lo), Some(&hi)) = (squares.first(), squares.last()) else {
        return plain;
    };
    if hi - lo + 1 != squares.len() {
        return plain;
    }
    let (lo_l, end_l) = (crate::geometry::lit(lo), crate::geometry::lit(hi + 1));
    let len_l = crate::geometry::lit(hi + 1 - lo);
    match (lo == 0, hi + 1 == m.nsq) {
        (true, true) => quote!(true),
        (true, false) => quote!((#sq < #end_l)),
        (false, true) => quote!((#sq >= #lo_l)),
        // away from both ends: one comparison (and no `manual_range_contains` lint in the
        // generated code, as `sq >= lo && sq < end` gets from clippy)
        (false, false) => quote!(((#sq).wrapping_sub(#lo_l) < #len_l)),
    }
}

/// Whether kind `k` has dead squares (for either colour).
pub fn has_dead(m: &Model, k: usize) -> bool {
    m.piece(k).dead.iter().any(|d| !d.is_empty())
}

/// The region masks the generated code reads (regions of moves, `within`, the promotion
/// zone), one constant per colour, citing their declaration.
fn regions(m: &Model) -> TokenStream {
    let zone = m.v.promotion.as_ref().map(|p| p.zone);
    let mut out = TokenStream::new();
    for r in 0..m.regions.len() {
        if !m.used_regions[r] && zone != Some(r) {
            continue;
        }
        for c in 0..2 {
            let id = region_ident(m, r, c);
            let mut doc = format!(
                " The region `{}` of the {} player ({}).",
                m.v.regions[r].name,
                player(c),
                cite_region(m, r)
            );
            if zone == Some(r)
                && let Some(cite) = cite_promotion(m)
            {
                doc.push_str(&format!(" The promotion zone ({cite})."));
            }
            let val = bits::lit(m, m.regions[r][c]);
            out.extend(quote! { #[doc = #doc] const #id: Bb = #val; });
        }
    }
    out
}

/// The dead squares of each kind that has some, one constant per colour, citing the kind's
/// declaration (its moves make them dead).
fn dead_squares(m: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    for k in (0..m.kinds.len()).filter(|&k| has_dead(m, k)) {
        for c in 0..2 {
            let id = dead_ident(m, k, c);
            let doc = format!(
                " Squares a {}-player `{}` could never move from ({}): no plain move ends \
                 there{}.",
                player(c),
                m.kinds[k].name,
                cite_piece(m, k),
                if m.has_hands && !m.piece(k).drops_anywhere {
                    ", no drop goes there"
                } else {
                    ""
                }
            );
            let val = bits::lit(m, m.dead(k, c));
            out.extend(quote! { #[doc = #doc] const #id: Bb = #val; });
        }
    }
    out
}

/// Emits the constants and tables.
pub fn emit(m: &Model) -> TokenStream {
    let files = m.files as u8;
    let ranks = m.ranks as u8;
    let nsq = m.nsq;
    let nk = m.kinds.len();
    let name = &m.v.name;
    let start = &m.v.start;
    let format = match m.format {
        koma_runtime::setup::TextFormat::Sfen => quote!(::koma_runtime::setup::TextFormat::Sfen),
        koma_runtime::setup::TextFormat::Fen => quote!(::koma_runtime::setup::TextFormat::Fen),
    };
    let mut out = quote! {
        /// The variant's name in its rules file.
        pub const NAME: &str = #name;
        /// Files (columns) of the board.
        pub const FILES: u8 = #files;
        /// Ranks (rows) of the board.
        pub const RANKS: u8 = #ranks;
        /// Squares on the board.
        pub const SQUARES: usize = #nsq;
        /// Piece types, unpromoted and promoted.
        pub const KINDS: usize = #nk;
        /// The start position's text.
        pub const START: &str = #start;
        /// How positions are written (SFEN or FEN) and moves read (USI or ICCS).
        pub const FORMAT: ::koma_runtime::setup::TextFormat = #format;
        /// `FILES` as a `usize`.
        const W: usize = FILES as usize;
        /// "No square" (no royal piece).
        const NO_SQ: u16 = u16::MAX;
    };
    out.extend(regions(m));
    for (i, t) in m.leap_tables.iter().enumerate() {
        let id = leap_ident(m, i);
        let users: Vec<&str> = m
            .kinds
            .iter()
            .filter(|k| k.leaps.iter().any(|&(_, j)| j == i))
            .map(|k| k.name.as_str())
            .collect();
        let doc = format!(" Leap targets `[colour][from]` of: {}.", users.join(", "));
        let (a, b) = (bits::table(m, &t[0]), bits::table(m, &t[1]));
        out.extend(quote! { #[doc = #doc] static #id: [[Bb; SQUARES]; 2] = [#a, #b]; });
    }
    for (v, max) in m.rays() {
        let id = ray_ident(v, max);
        let sets: Vec<Set> = (0..m.nsq)
            .map(|sq| {
                let mut set = Set::default();
                for t in ray(m.files, m.ranks, sq, v, max) {
                    set.insert(t);
                }
                set
            })
            .collect();
        let reach = match max {
            Some(n) => format!("at most {n} steps"),
            None => "to the edge".to_string(),
        };
        let doc = format!(
            " Ray `[from]`: the squares stepping ({}, {}) (files, ranks) from `from`, {reach}.",
            v.0, v.1
        );
        let val = bits::table(m, &sets);
        out.extend(quote! { #[doc = #doc] static #id: [Bb; SQUARES] = #val; });
    }
    out.extend(along_rays(m));
    out.extend(dead_squares(m));
    if m.guards_royal {
        let (a, b) = (
            bits::table(m, &m.sensitive[0]),
            bits::table(m, &m.sensitive[1]),
        );
        out.extend(quote! {
            /// `SENSITIVE[attacker][target]`: every square whose contents can change whether
            /// `target` is attacked by `attacker`.
            static SENSITIVE: [[Bb; SQUARES]; 2] = [#a, #b];
        });
    }
    if m.nifu.iter().any(|&n| n) {
        let file_sets: Vec<Set> = (0..m.files)
            .map(|f| {
                let mut s = Set::default();
                for r in 0..m.ranks {
                    s.insert(r * m.files + f);
                }
                s
            })
            .collect();
        let val = bits::table(m, &file_sets);
        out.extend(quote! { /// The squares of each file.
        static FILE_BB: [Bb; #files as usize] = #val; });
    }
    // per-cell facts: cell 0 is empty, then First's kinds, then Second's
    let ncell = 2 * nk + 1;
    let cell_kind = (0..ncell).map(|c| if c == 0 { 0u8 } else { ((c - 1) % nk) as u8 });
    let cell_color = (0..ncell).map(|c| if c == 0 { 0u8 } else { ((c - 1) / nk) as u8 });
    out.extend(quote! {
        /// The piece type of each cell value.
        const CELL_KIND: [u8; #ncell] = [#(#cell_kind),*];
        /// The colour index of each cell value.
        const CELL_COLOR: [u8; #ncell] = [#(#cell_color),*];
    });
    let none = u8::MAX;
    // with `promotion every move` a promoted type's entry is the type it turns back into
    let promotes = m
        .facts
        .pieces
        .iter()
        .map(|p| p.turns_to().map_or(none, |q| q as u8));
    out.extend(quote! {
        /// The type each type promotes to (`u8::MAX`: none).
        const PROMOTES_TO: [u8; KINDS] = [#(#promotes),*];
    });
    if m.has_royal {
        let royal = m.facts.pieces.iter().map(|p| p.royal);
        out.extend(quote! {
            /// Whether each type is royal.
            const ROYAL: [bool; KINDS] = [#(#royal),*];
        });
    }
    if m.has_hands {
        let nh = m.hand.len();
        let slots = m
            .facts
            .pieces
            .iter()
            .map(|p| p.capture_slot.map_or(none, |s| s as u8));
        let hand_slot = m
            .facts
            .pieces
            .iter()
            .map(|p| p.hand_slot.map_or(none, |s| s as u8));
        let hand = m.hand.iter().map(|&k| k as u8);
        let doc = format!(
            " Types that can be held in hand ({}).",
            cite_hand(m).unwrap_or_default()
        );
        out.extend(quote! {
            #[doc = #doc]
            const HAND_SLOTS: usize = #nh;
            /// The hand slot a captured piece of each type goes to (`u8::MAX`: it leaves).
            const CAPTURE_SLOT: [u8; KINDS] = [#(#slots),*];
            /// The hand slot of each type (`u8::MAX`: never held).
            const HAND_SLOT: [u8; KINDS] = [#(#hand_slot),*];
            /// The type held in each hand slot.
            const HAND_KIND: [u8; HAND_SLOTS] = [#(#hand),*];
        });
        out.extend(crate::emit::faces::tables(m));
    }
    out
}

/// The clipped ray tables of `along` rules ([`Model::along_rays`]): `[colour][from]`, the
/// squares stepping by the vector from `from` while they are in the region, nothing from a
/// square outside it.
fn along_rays(m: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    for (v, max, r) in m.along_rays() {
        let id = along_ray_ident(v, max, &crate::model::upper(&m.v.regions[r].name));
        let per_color: Vec<TokenStream> = (0..2)
            .map(|c| {
                let region = m.regions[r][c];
                let sets: Vec<Set> = (0..m.nsq)
                    .map(|sq| {
                        let mut set = Set::default();
                        if region.contains(sq) {
                            for t in ray(m.files, m.ranks, sq, v, max)
                                .into_iter()
                                .take_while(|&t| region.contains(t))
                            {
                                set.insert(t);
                            }
                        }
                        set
                    })
                    .collect();
                bits::table(m, &sets)
            })
            .collect();
        let (a, b) = (&per_color[0], &per_color[1]);
        let doc = format!(
            " Ray `[colour][from]` along `{}`: the squares stepping ({}, {}) (files, ranks) from \
             `from` while they are in the region ({}).",
            m.v.regions[r].name,
            v.0,
            v.1,
            cite_region(m, r)
        );
        out.extend(quote! { #[doc = #doc] static #id: [[Bb; SQUARES]; 2] = [#a, #b]; });
    }
    out
}
