//! Magic numbers for the slider lookups of boards of at most 64 squares (`u64` square sets),
//! found deterministically when the variant is compiled.
//!
//! A set of slide directions (the four orthogonal ones, or the four diagonal ones) seen from a
//! square has a *mask*: the squares whose occupancy can stop a slide (each ray less its last
//! square, which a slide reaches whether or not it is occupied). Every subset of the mask is a
//! possible blocker set; `((occ & mask) * magic) >> shift` must map any two subsets with
//! different reaches to different slots of a table of `1 << bits` entries (`bits` = the mask's
//! size, `shift` = `64 - bits`; the "fancy" layout: each square's table has its own size, all
//! in one array at `offset`). The search tries sparse pseudo-random numbers from a fixed
//! start, so the same rules always give the same numbers (and the same generated code). The
//! compiler fills the table too ([`lookup`]), once per board shape and family in a process (the
//! proc-macro expands every built-in in one `rustc`), and the generated code holds its bytes.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// One square's lookup parameters.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Magic {
    /// The squares whose occupancy can stop a slide from this square.
    pub mask: u64,
    /// The multiplier.
    pub magic: u64,
    /// `64 - mask.count_ones()` (63 for an empty mask, whose magic is 0).
    pub shift: u32,
    /// Where this square's entries start in the shared table.
    pub offset: u32,
}

/// The magics and the filled table of one board shape and family of slides (see [`lookup`]).
#[derive(Debug, PartialEq, Eq)]
pub struct Lookup {
    /// The lookup parameters of each square.
    pub magics: Vec<Magic>,
    /// The reach of the slides for each square and blocker set, at `offset + ((occ & mask) *
    /// magic >> shift)`.
    pub table: Vec<u64>,
}

/// The [`Lookup`] of a `files` x `ranks` board (at most 64 squares) for slides without limit
/// along each of `dirs`: found and filled on the first call for this shape and `dirs`, shared
/// afterwards.
pub fn lookup(files: usize, ranks: usize, dirs: &[(i32, i32)]) -> Arc<Lookup> {
    type Key = (usize, usize, Vec<(i32, i32)>);
    static DONE: Mutex<Option<HashMap<Key, Arc<Lookup>>>> = Mutex::new(None);
    let key = (files, ranks, dirs.to_vec());
    let mut done = DONE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let done = done.get_or_insert_with(HashMap::new);
    done.entry(key)
        .or_insert_with(|| {
            let (magics, size) = find(files, ranks, dirs);
            let table = fill(files, ranks, dirs, &magics, size);
            Arc::new(Lookup { magics, table })
        })
        .clone()
}

/// The table of `magics` (of `size` entries): for each square, each subset of its mask, the
/// squares the slides along `dirs` reach.
pub fn fill(
    files: usize,
    ranks: usize,
    dirs: &[(i32, i32)],
    magics: &[Magic],
    size: usize,
) -> Vec<u64> {
    let mut table = vec![0u64; size];
    for (sq, m) in magics.iter().enumerate() {
        for occ in subsets(m.mask) {
            let i = m.offset as usize + (occ.wrapping_mul(m.magic) >> m.shift) as usize;
            table[i] = reach(files, ranks, sq, dirs, occ);
        }
    }
    table
}

/// The magics of every square of a `files` x `ranks` board (at most 64 squares) for slides
/// without limit along each of `dirs` (file and rank steps), and the size of the table they
/// index.
pub fn find(files: usize, ranks: usize, dirs: &[(i32, i32)]) -> (Vec<Magic>, usize) {
    debug_assert!(files * ranks <= 64);
    let mut rng = Rng(((files as u64) << 40) | ((ranks as u64) << 32));
    let mut out = Vec::with_capacity(files * ranks);
    let mut offset = 0usize;
    for sq in 0..files * ranks {
        let mask = mask(files, ranks, sq, dirs);
        let bits = mask.count_ones();
        let subsets = subsets(mask);
        let reach: Vec<u64> = subsets
            .iter()
            .map(|&occ| reach(files, ranks, sq, dirs, occ))
            .collect();
        // an empty mask (a square with no ray longer than one step) has one entry, at 0
        let shift = if bits == 0 { 63 } else { 64 - bits };
        let magic = if bits == 0 {
            0
        } else {
            search(&mut rng, mask, shift, &subsets, &reach)
        };
        out.push(Magic {
            mask,
            magic,
            shift,
            offset: offset as u32,
        });
        offset += 1 << bits;
    }
    (out, offset)
}

/// The squares that can stop a slide from `sq` along `dirs`: each ray less its last square.
pub fn mask(files: usize, ranks: usize, sq: usize, dirs: &[(i32, i32)]) -> u64 {
    let mut m = 0u64;
    for &d in dirs {
        let mut ray = walk(files, ranks, sq, d).peekable();
        while let Some(s) = ray.next() {
            if ray.peek().is_some() {
                m |= 1 << s;
            }
        }
    }
    m
}

/// The squares a slide from `sq` along `dirs` reaches with `occ` occupied: each ray up to and
/// including its first occupied square.
pub fn reach(files: usize, ranks: usize, sq: usize, dirs: &[(i32, i32)], occ: u64) -> u64 {
    let mut r = 0u64;
    for &d in dirs {
        for s in walk(files, ranks, sq, d) {
            r |= 1 << s;
            if occ >> s & 1 != 0 {
                break;
            }
        }
    }
    r
}

/// The squares from `sq` (excluded) stepping by `d` to the edge.
fn walk(files: usize, ranks: usize, sq: usize, d: (i32, i32)) -> impl Iterator<Item = usize> {
    let (mut f, mut r) = ((sq % files) as i32, (sq / files) as i32);
    std::iter::from_fn(move || {
        f += d.0;
        r += d.1;
        (f >= 0 && r >= 0 && (f as usize) < files && (r as usize) < ranks)
            .then(|| r as usize * files + f as usize)
    })
}

/// Every subset of `mask` (the carry-rippler enumeration).
fn subsets(mask: u64) -> Vec<u64> {
    let mut out = Vec::with_capacity(1 << mask.count_ones());
    let mut s = 0u64;
    loop {
        out.push(s);
        s = s.wrapping_sub(mask) & mask;
        if s == 0 {
            return out;
        }
    }
}

/// A magic for one square: a number that sends subsets with different reaches to different
/// slots. Each try reuses one table, its slots stamped with the try that filled them.
fn search(rng: &mut Rng, mask: u64, shift: u32, subsets: &[u64], reach: &[u64]) -> u64 {
    let size = 1usize << (64 - shift);
    let mut slot = vec![0u64; size];
    let mut stamp = vec![0u32; size];
    let mut attempt = 0u32;
    loop {
        let magic = rng.next() & rng.next() & rng.next();
        // a number whose product with the mask leaves few high bits rarely separates subsets
        if (mask.wrapping_mul(magic) >> shift).count_ones() < (64 - shift) / 2 {
            continue;
        }
        attempt += 1;
        let ok = subsets.iter().zip(reach).all(|(&occ, &r)| {
            let i = (occ.wrapping_mul(magic) >> shift) as usize;
            if stamp[i] != attempt {
                stamp[i] = attempt;
                slot[i] = r;
                true
            } else {
                slot[i] == r
            }
        });
        if ok {
            return magic;
        }
    }
}

/// Pseudo-random numbers from a fixed start (the search must give the same numbers on every
/// build): the runtime's SplitMix64 keys of successive indices.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(1);
        koma_runtime::zobrist::zobrist_key(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

    /// Every blocker subset of every square looks up its own reach, on boards of several
    /// shapes.
    #[test]
    fn magics_index_every_reach() {
        for (files, ranks) in [(8, 8), (5, 5), (3, 4), (7, 9), (6, 6)] {
            for dirs in [&ORTHOGONAL[..], &DIAGONAL[..]] {
                let (magics, size) = find(files, ranks, dirs);
                let mut table = vec![None; size];
                for (sq, m) in magics.iter().enumerate() {
                    for occ in subsets(m.mask) {
                        let i = m.offset as usize + (occ.wrapping_mul(m.magic) >> m.shift) as usize;
                        let r = reach(files, ranks, sq, dirs, occ);
                        assert!(table[i].is_none_or(|t| t == r), "{files}x{ranks} {sq}");
                        table[i] = Some(r);
                    }
                }
            }
        }
    }

    /// The filled table looks up every reach, and a second call gives the same table.
    #[test]
    fn lookup_fills_the_table_once() {
        let l = lookup(5, 5, &DIAGONAL);
        for (sq, m) in l.magics.iter().enumerate() {
            for occ in subsets(m.mask) {
                let i = m.offset as usize + (occ.wrapping_mul(m.magic) >> m.shift) as usize;
                assert_eq!(l.table[i], reach(5, 5, sq, &DIAGONAL, occ));
            }
        }
        assert!(Arc::ptr_eq(&l, &lookup(5, 5, &DIAGONAL)));
    }

    /// The chess numbers: a rook's mask on a1 has 12 squares, on d4 10; the fancy tables of
    /// 8x8 hold 102400 (orthogonal) and 5248 (diagonal) entries.
    #[test]
    fn chess_board_sizes() {
        assert_eq!(mask(8, 8, 0, &ORTHOGONAL).count_ones(), 12);
        assert_eq!(mask(8, 8, 27, &ORTHOGONAL).count_ones(), 10);
        assert_eq!(find(8, 8, &ORTHOGONAL).1, 102_400);
        assert_eq!(find(8, 8, &DIAGONAL).1, 5_248);
    }
}
