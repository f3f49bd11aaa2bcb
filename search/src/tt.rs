//! [`Table`]: the transposition table, keyed by the game's Zobrist hash.
//!
//! Entries are two words (the key, and the move, score, depth, bound and generation packed in
//! one `u64`), four to a bucket on one cache line. A store goes to the entry already holding
//! the position, else to the one from an older search or of lowest depth (depth-preferred,
//! aged by a generation counter). Mate scores are stored relative to the node
//! ([`to_table`], [`from_table`]) so a mate found at one distance from the root reads right at
//! another. An empty entry is two zero words.

use crate::score::MATE_BOUND;
use koma_runtime::{Move, PieceKind, Square};

/// What a stored score says about the true score.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) enum Bound {
    /// No score: only the best move is stored (a result that depended on the path, such as
    /// a repetition below the node, or an empty entry).
    #[default]
    None,
    /// The true score is at most this (every move failed low).
    Upper,
    /// The true score is at least this (a move failed high).
    Lower,
    /// The true score.
    Exact,
}

/// One stored position, unpacked.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Entry {
    /// The best (or refuting) move found, tried first next time.
    pub mv: Option<Move>,
    /// The score in table form (see [`to_table`]).
    pub score: i32,
    /// The remaining depth the score was searched to, in plies.
    pub depth: i16,
    /// What the score bounds.
    pub bound: Bound,
    /// The search that stored it (for replacement), modulo 64.
    generation: u8,
}

/// Entries per bucket (two words each: a bucket is one 64-byte cache line).
const WAYS: usize = 4;
/// Words per bucket.
const BUCKET_WORDS: usize = 2 * WAYS;

/// A move as 32 bits: 0 for none; bit 0 set for a board move (from in bits 1-12, to in bits
/// 13-24, promotion in bit 25); bit 1 set for a drop (type in bits 2-9, square in 10-21).
/// A promotion to a chosen type is a board move with that type plus one in bits 26-31 (types
/// are below 63). Squares are below 4096 (boards have at most 256). A double move (bits 0 and 1
/// clear) sets bit 26 (from in bits 2-9, the first step's square in 10-17, to in 18-25).
fn pack_move(mv: Option<Move>) -> u64 {
    match mv {
        None => 0,
        Some(Move::Normal { from, to, promote }) => {
            1 | u64::from(from.0) << 1 | u64::from(to.0) << 13 | u64::from(promote) << 25
        }
        Some(Move::Drop { piece, to }) => 2 | u64::from(piece.0) << 2 | u64::from(to.0) << 10,
        Some(Move::Double { from, mid, to }) => {
            1 << 26 | u64::from(from.0) << 2 | u64::from(mid.0) << 10 | u64::from(to.0) << 18
        }
        Some(Move::Promote { from, to, piece }) => {
            1 | u64::from(from.0) << 1 | u64::from(to.0) << 13 | (u64::from(piece.0) + 1) << 26
        }
    }
}

fn unpack_move(bits: u64) -> Option<Move> {
    let field = |shift: u32, width: u32| (bits >> shift) & ((1 << width) - 1);
    if bits & 1 != 0 && field(26, 6) != 0 {
        Some(Move::Promote {
            from: Square(field(1, 12) as u16),
            to: Square(field(13, 12) as u16),
            piece: PieceKind(field(26, 6) as u8 - 1),
        })
    } else if bits & 1 != 0 {
        Some(Move::Normal {
            from: Square(field(1, 12) as u16),
            to: Square(field(13, 12) as u16),
            promote: field(25, 1) == 1,
        })
    } else if bits & 2 != 0 {
        Some(Move::Drop {
            piece: PieceKind(field(2, 8) as u8),
            to: Square(field(10, 12) as u16),
        })
    } else if bits & 1 << 26 != 0 {
        Some(Move::Double {
            from: Square(field(2, 8) as u16),
            mid: Square(field(10, 8) as u16),
            to: Square(field(18, 8) as u16),
        })
    } else {
        None
    }
}

impl Entry {
    /// The entry as one word: the move in bits 0-31, the score (as `i16`) in 32-47, the depth
    /// (as `i8`) in 48-55, the bound in 56-57, the generation in 58-63.
    fn pack(self) -> u64 {
        let bound = match self.bound {
            Bound::None => 0u64,
            Bound::Upper => 1,
            Bound::Lower => 2,
            Bound::Exact => 3,
        };
        pack_move(self.mv)
            | u64::from(self.score as i16 as u16) << 32
            | u64::from(self.depth.clamp(-128, 127) as i8 as u8) << 48
            | bound << 56
            | u64::from(self.generation & 63) << 58
    }

    fn unpack(data: u64) -> Entry {
        Entry {
            mv: unpack_move(data & 0xFFFF_FFFF),
            score: i32::from((data >> 32) as u16 as i16),
            depth: i16::from((data >> 48) as u8 as i8),
            bound: match (data >> 56) & 3 {
                0 => Bound::None,
                1 => Bound::Upper,
                2 => Bound::Lower,
                _ => Bound::Exact,
            },
            generation: (data >> 58) as u8,
        }
    }
}

/// A fixed-size transposition table.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    /// The buckets, from `words[start]` on: `key, data` pairs, [`WAYS`] to a bucket.
    words: Vec<u64>,
    /// The first word of the first bucket (the buckets start on a cache line).
    start: usize,
    buckets: usize,
    /// The current search, modulo 64.
    generation: u8,
}

impl Table {
    /// A table of about `megabytes` MB (no entries at all for 0: every probe misses).
    pub fn new(megabytes: usize) -> Table {
        let buckets = megabytes.saturating_mul(1 << 20) / (8 * BUCKET_WORDS);
        let mut words = vec![0u64; buckets * BUCKET_WORDS + BUCKET_WORDS];
        // written once now, so that the system maps the pages here and not while a search is
        // on the clock (`black_box`: the compiler may not skip writing zeros to zeroed memory)
        std::hint::black_box(&mut words).fill(0);
        let misalign = (words.as_ptr() as usize / 8) % BUCKET_WORDS;
        Table {
            start: (BUCKET_WORDS - misalign) % BUCKET_WORDS,
            words,
            buckets,
            generation: 0,
        }
    }

    /// How many entries the table holds (0 for a table of 0 MB).
    pub fn entries(&self) -> usize {
        self.buckets * WAYS
    }

    /// Empties the table.
    pub fn clear(&mut self) {
        self.words.fill(0);
        self.generation = 0;
    }

    /// Starts a new search: older entries become the first to be replaced.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    /// The first word of `key`'s bucket.
    fn bucket(&self, key: u64) -> Option<usize> {
        let n = self.buckets as u128;
        (n > 0).then(|| self.start + ((u128::from(key) * n) >> 64) as usize * BUCKET_WORDS)
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let b = self.bucket(key)?;
        let words = &self.words[b..b + BUCKET_WORDS];
        words
            .chunks_exact(2)
            .find(|w| w[0] == key && w[1] != 0)
            .map(|w| Entry::unpack(w[1]))
            .filter(|e| e.mv.is_some() || e.bound != Bound::None)
    }

    /// Stores what a search of `depth` plies found for `key` (a move of `None` keeps the move
    /// already stored for the position).
    pub fn store(&mut self, key: u64, mv: Option<Move>, score: i32, depth: i16, bound: Bound) {
        let Some(b) = self.bucket(key) else { return };
        let generation = self.generation;
        let words = &mut self.words[b..b + BUCKET_WORDS];
        let held = (0..WAYS).find(|&i| words[2 * i] == key && words[2 * i + 1] != 0);
        let (slot, old_move) = match held {
            Some(i) => {
                let old = Entry::unpack(words[2 * i + 1]);
                // a shallower result of the same search (quiescence's, say) keeps a deeper
                // one's score
                if old.generation == generation && old.bound != Bound::None && depth < old.depth {
                    if mv.is_some() {
                        words[2 * i + 1] = Entry { mv, ..old }.pack();
                    }
                    return;
                }
                (i, old.mv)
            }
            None => {
                let worth = |i: usize| {
                    let e = Entry::unpack(words[2 * i + 1]);
                    let stale = words[2 * i + 1] == 0 || e.generation != generation;
                    i32::from(e.depth) - if stale { 256 } else { 0 }
                };
                ((0..WAYS).min_by_key(|&i| worth(i)).unwrap_or(0), None)
            }
        };
        let entry = Entry {
            mv: mv.or(old_move),
            score,
            depth,
            bound,
            generation,
        };
        words[2 * slot] = key;
        words[2 * slot + 1] = entry.pack();
    }
}

/// A score as stored: mates counted from the node, not from the root.
pub(crate) fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score read at `ply` from the root.
pub(crate) fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::MATE;

    fn mv(to: u16) -> Option<Move> {
        Some(Move::Normal {
            from: Square(0),
            to: Square(to),
            promote: false,
        })
    }

    #[test]
    fn a_stored_position_is_found_and_others_are_not() {
        let mut t = Table::new(1);
        t.store(42, mv(3), 17, 5, Bound::Exact);
        let e = t.probe(42).unwrap();
        assert_eq!(
            (e.mv, e.score, e.depth, e.bound),
            (mv(3), 17, 5, Bound::Exact)
        );
        assert!(t.probe(43).is_none());
        t.clear();
        assert!(t.probe(42).is_none());
    }

    #[test]
    fn buckets_start_on_a_cache_line() {
        let t = Table::new(1);
        assert_eq!((t.words.as_ptr() as usize + 8 * t.start) % 64, 0);
        assert_eq!(t.buckets, (1 << 20) / 64);
    }

    #[test]
    fn entries_pack_and_unpack() {
        let moves = [
            None,
            mv(3),
            Some(Move::Normal {
                from: Square(255),
                to: Square(4095),
                promote: true,
            }),
            Some(Move::Drop {
                piece: PieceKind(255),
                to: Square(200),
            }),
            Some(Move::Double {
                from: Square(255),
                mid: Square(143),
                to: Square(255),
            }),
        ];
        for mv in moves {
            for (score, depth, bound) in [
                (0, 0, Bound::None),
                (-MATE, 64, Bound::Exact),
                (MATE - 3, -1, Bound::Lower),
                (-123, 127, Bound::Upper),
            ] {
                let e = Entry {
                    mv,
                    score,
                    depth,
                    bound,
                    generation: 63,
                };
                assert_eq!(Entry::unpack(e.pack()), e);
            }
        }
    }

    #[test]
    fn a_full_bucket_gives_up_its_shallowest_entry() {
        let mut t = Table::new(0);
        // one bucket: every key lands in it
        t.buckets = 1;
        t.words = vec![0; 2 * BUCKET_WORDS];
        t.start = 0;
        for (key, depth) in [(1, 5), (2, 1), (3, 7), (4, 3)] {
            t.store(key, mv(1), 0, depth, Bound::Exact);
        }
        t.store(5, mv(1), 0, 2, Bound::Exact);
        assert!(t.probe(2).is_none(), "the depth-1 entry went");
        assert!([1, 3, 4, 5].iter().all(|&k| t.probe(k).is_some()));
    }

    #[test]
    fn an_empty_table_stores_nothing() {
        let mut t = Table::new(0);
        t.store(42, mv(3), 17, 5, Bound::Exact);
        assert!(t.probe(42).is_none());
    }

    #[test]
    fn deeper_results_survive_shallower_ones_of_the_same_search() {
        let mut t = Table::new(1);
        t.store(7, mv(1), 50, 8, Bound::Lower);
        t.store(7, mv(2), -20, 1, Bound::Upper);
        let e = t.probe(7).unwrap();
        assert_eq!((e.score, e.depth, e.mv), (50, 8, mv(2)));
        // a new search replaces it
        t.new_search();
        t.store(7, None, -20, 1, Bound::Upper);
        let e = t.probe(7).unwrap();
        assert_eq!((e.score, e.depth, e.mv), (-20, 1, mv(2)));
    }

    #[test]
    fn mate_scores_are_stored_relative_to_the_node() {
        // a mate in 3 plies from a node at ply 4 is a mate in 7 from the root
        let at_root = MATE - 7;
        let stored = to_table(at_root, 4);
        assert_eq!(stored, MATE - 3);
        // read again at ply 2 (another path to the same node): mate in 5 from that root
        assert_eq!(from_table(stored, 2), MATE - 5);
        assert_eq!(from_table(to_table(-(MATE - 7), 4), 4), -(MATE - 7));
        assert_eq!(from_table(to_table(123, 9), 1), 123);
    }
}
