//! Pass 4, on boards of at most 64 squares (`u64` square sets): magic lookups for slides without
//! limit along all four orthogonal or all four diagonal directions (a rook's or bishop's
//! moves, whatever the rules file calls the piece). One multiply, one shift and one table read
//! give the four rays' reach at once, where the classical rays (`geometry::reach`) take one
//! table read and a few shifts per direction. The compiler finds the magic numbers
//! (`crate::magic`) and fills the tables, whose bytes the generated code loads as they are
//! (`emit::blobs`). Emitted only when some piece type slides so, and only on `u64` boards:
//! larger boards keep the rays.

use crate::emit::bits::hex;
use crate::emit::blobs::Blobs;
use crate::magic;
use crate::model::{Mode, Model, Ray, RayRule};
use crate::notes;
use crate::repr::Repr;
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

/// A family of four slide directions with a lookup table.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Family {
    /// Along files and ranks.
    Orthogonal,
    /// Along the diagonals.
    Diagonal,
}

impl Family {
    /// Both families.
    pub const ALL: [Family; 2] = [Family::Orthogonal, Family::Diagonal];

    /// The four directions (file step, rank step).
    pub fn dirs(self) -> [(i32, i32); 4] {
        match self {
            Family::Orthogonal => [(1, 0), (-1, 0), (0, 1), (0, -1)],
            Family::Diagonal => [(1, 1), (-1, 1), (1, -1), (-1, -1)],
        }
    }

    fn name(self) -> &'static str {
        match self {
            Family::Orthogonal => "orthogonal",
            Family::Diagonal => "diagonal",
        }
    }

    /// The lookup function: `magic_orthogonal(from, occ)`, the squares the four slides reach.
    pub fn lookup(self) -> Ident {
        Ident::new(&format!("magic_{}", self.name()), Span::call_site())
    }

    fn magics(self) -> Ident {
        Ident::new(
            &format!("MAGIC_{}", self.name().to_uppercase()),
            Span::call_site(),
        )
    }

    fn table(self) -> Ident {
        Ident::new(
            &format!("MAGIC_{}_TABLE", self.name().to_uppercase()),
            Span::call_site(),
        )
    }
}

/// The families a piece type's rules of one colour (`rays`) slide along in full: all four
/// directions without limit, one mode, no region (`… in REGION`, `along`). Each comes with its
/// mode and the indices of its four rules in `rays`, which the lookup replaces. Empty off `u64`
/// boards.
pub fn covered(m: &Model, rays: &[RayRule]) -> Vec<(Family, Mode, [usize; 4])> {
    if m.repr != Repr::U64 {
        return Vec::new();
    }
    let mut out = Vec::new();
    for fam in Family::ALL {
        let find = |v: (i32, i32)| {
            rays.iter().position(|r| {
                r.ray == Ray::Slide { v, max: None } && r.only_in.is_none() && r.along.is_none()
            })
        };
        let found: Vec<Option<usize>> = fam.dirs().into_iter().map(find).collect();
        if let [Some(a), Some(b), Some(c), Some(d)] = found[..] {
            let mode = rays[a].mode;
            if [b, c, d].iter().all(|&i| rays[i].mode == mode) {
                out.push((fam, mode, [a, b, c, d]));
            }
        }
    }
    out
}

/// Whether some piece type of either colour slides along `fam` in full (see [`covered`]).
pub fn used(m: &Model, fam: Family) -> bool {
    m.kinds.iter().any(|k| {
        k.rays
            .iter()
            .any(|rays| covered(m, rays).iter().any(|&(f, _, _)| f == fam))
    })
}

/// The `Magic` type and, per family in use, its parameters, its table and its lookup function;
/// nothing when no family is used. The compiler fills the tables ([`magic::lookup`]); their
/// bytes reach the generated code through `blobs`.
pub fn emit(m: &Model, blobs: &mut Blobs) -> TokenStream {
    let fams: Vec<Family> = Family::ALL.into_iter().filter(|&f| used(m, f)).collect();
    if fams.is_empty() {
        return TokenStream::new();
    }
    let mut out = quote! {
        /// One square's magic lookup: the squares whose occupancy can stop a slide (`mask`),
        /// and the slot of an occupancy `occ` in the shared table,
        /// `offset + ((occ & mask) * magic >> shift)`.
        #[derive(Copy, Clone)]
        struct Magic {
            mask: Bb,
            magic: u64,
            shift: u32,
            offset: u32,
        }
    };
    for fam in fams {
        let lookup = magic::lookup(m.files, m.ranks, &fam.dirs());
        let items = lookup.magics.iter().map(|g| {
            let (mask, magic) = (hex(g.mask.into()), hex(g.magic.into()));
            let (shift, offset) = (
                Literal::u32_unsuffixed(g.shift),
                Literal::u32_unsuffixed(g.offset),
            );
            quote!(Magic { mask: #mask, magic: #magic, shift: #shift, offset: #offset })
        });
        let (mid, tid, fid) = (fam.magics(), fam.table(), fam.lookup());
        let size = lookup.table.len();
        let n = Literal::usize_unsuffixed(size);
        let n_bytes = Literal::usize_unsuffixed(size * 8);
        let file = format!("magic-{}x{}-{}.bin", m.files, m.ranks, fam.name());
        let bytes = blobs.bytes(
            &file,
            lookup.table.iter().flat_map(|r| r.to_le_bytes()).collect(),
        );
        let doc_m = format!(
            " The magic lookup of the {} slides, per square (found by the compiler).",
            fam.name()
        );
        let doc_t = format!(
            " The reach of the {} slides per square and blocker set ({size} entries, filled by \
             the compiler): little-endian words, read with `from_le`, which costs nothing on a \
             little-endian target.",
            fam.name()
        );
        let doc_f = format!(
            " The squares the four {} slides from `sq` reach with `occ` occupied: each ray up to \
             and including its first occupied square.",
            fam.name()
        );
        let safety = notes::note(
            "SAFETY: `[u8; 8 * N]` and `[u64; N]` have the same size, and every bit pattern is a \
             `u64`",
        );
        out.extend(quote! {
            #[doc = #doc_m]
            static #mid: [Magic; SQUARES] = [#(#items),*];
            #[doc = #doc_t]
            static #tid: [Bb; #n] = {
                #safety
                unsafe { ::core::mem::transmute::<[u8; #n_bytes], [Bb; #n]>(*#bytes) }
            };
            #[doc = #doc_f]
            #[inline(always)]
            fn #fid(sq: usize, occ: Bb) -> Bb {
                let m = &#mid[sq];
                Bb::from_le(#tid[m.offset as usize + ((occ & m.mask).wrapping_mul(m.magic) >> m.shift) as usize])
            }
        });
    }
    out
}
