//! [`Table`]: the transposition table, keyed by the game's Zobrist hash.
//!
//! Buckets of two entries: a store goes to the entry already holding the position, else to the
//! one from an older search or of lower depth (depth-preferred, aged by a generation counter).
//! Mate scores are stored relative to the node ([`to_table`], [`from_table`]) so a mate found
//! at one distance from the root reads right at another.

use crate::score::MATE_BOUND;
use koma_runtime::Move;

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

/// One stored position.
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Entry {
    /// The full Zobrist hash of the position (0 with `Bound::None` and no move: empty).
    pub key: u64,
    /// The best (or refuting) move found, tried first next time.
    pub mv: Option<Move>,
    /// The score in table form (see [`to_table`]).
    pub score: i32,
    /// The remaining depth the score was searched to, in plies.
    pub depth: i16,
    /// What the score bounds.
    pub bound: Bound,
    /// The search that stored it (for replacement).
    generation: u8,
}

/// Two entries on one cache line, so a probe reads memory once.
#[derive(Copy, Clone, Debug, Default)]
#[repr(align(64))]
struct Bucket([Entry; 2]);

/// A fixed-size transposition table.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    buckets: Vec<Bucket>,
    generation: u8,
}

impl Table {
    /// A table of about `megabytes` MB (no entries at all for 0: every probe misses).
    pub fn new(megabytes: usize) -> Table {
        let bucket = std::mem::size_of::<Bucket>();
        let count = megabytes.saturating_mul(1 << 20) / bucket;
        Table {
            buckets: vec![Bucket::default(); count],
            generation: 0,
        }
    }

    /// Empties the table.
    pub fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
        self.generation = 0;
    }

    /// Starts a new search: older entries become the first to be replaced.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    fn bucket(&self, key: u64) -> Option<usize> {
        let n = self.buckets.len() as u128;
        (n > 0).then(|| ((u128::from(key) * n) >> 64) as usize)
    }

    /// The entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let b = &self.buckets[self.bucket(key)?];
        b.0.iter()
            .find(|e| e.key == key && (e.mv.is_some() || e.bound != Bound::None))
            .copied()
    }

    /// Stores what a search of `depth` plies found for `key` (a move of `None` keeps the move
    /// already stored for the position).
    pub fn store(&mut self, key: u64, mv: Option<Move>, score: i32, depth: i16, bound: Bound) {
        let Some(i) = self.bucket(key) else { return };
        let generation = self.generation;
        let bucket = &mut self.buckets[i].0;
        let slot = match bucket.iter().position(|e| e.key == key) {
            Some(s) => {
                let old = bucket[s];
                // a shallower result of the same search keeps a deeper one's score
                if old.generation == generation
                    && old.bound != Bound::None
                    && bound != Bound::Exact
                    && depth + 2 < old.depth
                {
                    if mv.is_some() {
                        bucket[s].mv = mv;
                    }
                    return;
                }
                s
            }
            None => {
                let worth = |e: &Entry| {
                    i32::from(e.depth) - if e.generation == generation { 0 } else { 256 }
                };
                if worth(&bucket[0]) <= worth(&bucket[1]) {
                    0
                } else {
                    1
                }
            }
        };
        let old_move = if bucket[slot].key == key {
            bucket[slot].mv
        } else {
            None
        };
        bucket[slot] = Entry {
            key,
            mv: mv.or(old_move),
            score,
            depth,
            bound,
            generation,
        };
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
    use koma_runtime::Square;

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
    fn a_bucket_is_one_cache_line() {
        assert_eq!(std::mem::size_of::<Bucket>(), 64);
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
