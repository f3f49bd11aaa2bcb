//! Attack detection: whether a square is attacked, by reading the probes backwards from it.

use crate::cell::MAX_SQUARES;
use crate::engine::Engine;
use crate::table_entries::{Kind, NO_REGION};
use koma_runtime::Color;

impl Engine {
    /// Whether `target` is attacked by a piece of `by` on `board`, with the same blocking as
    /// movement (lame leaps, hops, limited slides, `only_in`, `within`).
    #[inline]
    pub(crate) fn attacked(&self, board: &[u8; MAX_SQUARES], target: usize, by: Color) -> bool {
        let (a, b) = self.probe_ranges[by.index() * self.nsq + target];
        for p in &self.probes[a as usize..b as usize] {
            let sqs = &self.squares[p.start as usize..(p.start + p.len) as usize];
            let hit = |s: u16| {
                let c = board[s as usize & 0xff];
                (p.cells >> c) & 1 != 0
                    && (p.only_in == NO_REGION
                        || self.facts.regions[p.only_in as usize][by.index()].contains(s as usize))
            };
            match p.kind {
                Kind::Leap => {
                    if (p.cells >> board[sqs[0] as usize & 0xff]) & 1 != 0 {
                        return true;
                    }
                }
                Kind::Lame => {
                    if (p.cells >> board[sqs[0] as usize & 0xff]) & 1 != 0
                        && sqs[1..].iter().all(|&s| board[s as usize & 0xff] == 0)
                    {
                        return true;
                    }
                }
                Kind::Slide => {
                    if let Some(&s) = sqs.iter().find(|&&s| board[s as usize & 0xff] != 0)
                        && hit(s)
                    {
                        return true;
                    }
                }
                Kind::Hop => {
                    let mut occupied = sqs.iter().filter(|&&s| board[s as usize & 0xff] != 0);
                    if let Some(&screen) = occupied.next()
                        && (p.no_screen >> board[screen as usize & 0xff]) & 1 == 0
                        && let Some(&s) = occupied.next()
                        && hit(s)
                    {
                        return true;
                    }
                }
            }
        }
        false
    }
}

impl Engine {
    /// Appends to `out` every square holding a piece of `by` that attacks `target` on `board`
    /// (the same probes as [`Engine::attacked`], each attacker once).
    pub(crate) fn attackers(
        &self,
        board: &[u8; MAX_SQUARES],
        target: usize,
        by: Color,
        out: &mut Vec<u16>,
    ) {
        let start = out.len();
        let (a, b) = self.probe_ranges[by.index() * self.nsq + target];
        for p in &self.probes[a as usize..b as usize] {
            let sqs = &self.squares[p.start as usize..(p.start + p.len) as usize];
            let hit = |s: u16| {
                let c = board[s as usize & 0xff];
                (p.cells >> c) & 1 != 0
                    && (p.only_in == NO_REGION
                        || self.facts.regions[p.only_in as usize][by.index()].contains(s as usize))
            };
            let found = match p.kind {
                Kind::Leap => {
                    Some(sqs[0]).filter(|&s| (p.cells >> board[s as usize & 0xff]) & 1 != 0)
                }
                Kind::Lame => Some(sqs[0]).filter(|&s| {
                    (p.cells >> board[s as usize & 0xff]) & 1 != 0
                        && sqs[1..].iter().all(|&b| board[b as usize & 0xff] == 0)
                }),
                Kind::Slide => sqs
                    .iter()
                    .copied()
                    .find(|&s| board[s as usize & 0xff] != 0)
                    .filter(|&s| hit(s)),
                Kind::Hop => {
                    let mut occupied = sqs
                        .iter()
                        .copied()
                        .filter(|&s| board[s as usize & 0xff] != 0);
                    occupied
                        .next()
                        .filter(|&screen| (p.no_screen >> board[screen as usize & 0xff]) & 1 == 0)
                        .and_then(|_| occupied.next())
                        .filter(|&s| hit(s))
                }
            };
            if let Some(s) = found
                && !out[start..].contains(&s)
            {
                out.push(s);
            }
        }
    }
}
