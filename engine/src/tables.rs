//! Building the move and attack tables from the IR.
//!
//! Movement is precomputed per (piece, colour, origin) as a list of [`Gen`]s whose squares are
//! already clipped to the board, the `only_in` region (of the origin) and the `within` region (of
//! the targets). Attacks are precomputed per (attacker colour, target) as a list of [`Probe`]s:
//! the same rules read backwards from the target, merged across piece types, so "is this square
//! attacked" walks each distinct geometry once and tests the piece found against a set of cells.

use crate::bitset::SquareSet;
use crate::engine::{Engine, cell};
use koma_dsl::ir::{MoveKind, MoveMode};
use koma_runtime::Color;

/// Set on a slide or hop square that the piece passes but may not stop on (outside `within`).
pub(crate) const NOT_TARGET: u16 = 0x8000;
/// "No region" in a [`Probe`].
pub(crate) const NO_REGION: u8 = u8::MAX;

/// How a [`Gen`] or [`Probe`] uses its squares.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Kind {
    /// One square: the target (gen) or the attacker's origin (probe).
    Leap,
    /// The target (gen) or origin (probe) first, then the squares that must be empty.
    Lame,
    /// A ray, nearest square first; stops at the first occupied square.
    Slide,
    /// A ray to the edge, nearest first; targets lie beyond the first occupied square.
    Hop,
}

/// One movement rule of a piece from one square, clipped to the board.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Gen {
    pub(crate) kind: Kind,
    pub(crate) mode: MoveMode,
    /// Range `start..start + len` of `Engine::squares`.
    pub(crate) start: u32,
    pub(crate) len: u32,
}

/// One way a target square can be attacked, with the set of attacking cells (piece type and
/// colour) that use it.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Probe {
    pub(crate) kind: Kind,
    /// Region the attacker must stand in ([`NO_REGION`]: anywhere); checked at run time for
    /// slides and hops, already applied for leaps.
    pub(crate) only_in: u8,
    /// Bit `cell` set for each board cell value that attacks this way.
    pub(crate) cells: u128,
    /// Range `start..start + len` of `Engine::squares`.
    pub(crate) start: u32,
    pub(crate) len: u32,
}

/// `sq + (dx, dy)` seen from `color`, or `None` off the board.
fn offset(e: &Engine, sq: usize, color: Color, dx: i32, dy: i32) -> Option<usize> {
    let files = e.files as i32;
    let s = color.sign();
    let f = (sq as i32 % files) + s * dx;
    let r = (sq as i32 / files) + s * dy;
    ((0..files).contains(&f) && (0..e.ranks as i32).contains(&r)).then(|| (r * files + f) as usize)
}

/// The squares from `sq` along `(dx, dy)` (seen from `color`), nearest first, at most `limit`.
fn ray(e: &Engine, sq: usize, color: Color, dx: i32, dy: i32, limit: usize) -> Vec<usize> {
    let mut out = Vec::new();
    let mut cur = sq;
    while out.len() < limit {
        match offset(e, cur, color, dx, dy) {
            Some(next) => {
                out.push(next);
                cur = next;
            }
            None => break,
        }
    }
    out
}

/// A slide's step limit: `None` or `Some(0)` = unlimited, as in the language.
fn slide_limit(max: Option<u8>) -> usize {
    match max {
        None | Some(0) => usize::MAX,
        Some(n) => n as usize,
    }
}

/// Whether two rules with these modes could give the same move in some position.
fn modes_overlap(a: MoveMode, b: MoveMode) -> bool {
    !matches!(
        (a, b),
        (MoveMode::MoveOnly, MoveMode::CaptureOnly) | (MoveMode::CaptureOnly, MoveMode::MoveOnly)
    )
}

/// Fills `gens`, `gen_ranges`, `gen_dedup` and part of `squares`.
pub(crate) fn build_moves(e: &mut Engine) {
    let nsq = e.nsq;
    let mut gens = Vec::new();
    let mut squares: Vec<u16> = Vec::new();
    let mut ranges = Vec::with_capacity(e.variant.pieces.len() * 2 * nsq);
    let mut dedup = Vec::with_capacity(ranges.capacity());
    for piece in &e.variant.pieces {
        for color in Color::ALL {
            let within = piece.within.map(|w| e.regions[w][color.index()]);
            let allowed = |sq: usize| within.is_none_or(|w| w.contains(sq));
            for from in 0..nsq {
                let first = gens.len();
                // every square a rule may stop on, with the rule's mode: to find overlaps
                let mut targets: Vec<(usize, MoveMode)> = Vec::new();
                for rule in &piece.moves {
                    if let Some(r) = rule.only_in
                        && !e.regions[r][color.index()].contains(from)
                    {
                        continue;
                    }
                    let (dx, dy) = (rule.dx as i32, rule.dy as i32);
                    if dx == 0 && dy == 0 {
                        continue;
                    }
                    let start = squares.len() as u32;
                    let kind = match &rule.kind {
                        MoveKind::Leap | MoveKind::Slide { max: Some(1) } => {
                            let Some(to) = offset(e, from, color, dx, dy) else {
                                continue;
                            };
                            if !allowed(to) {
                                continue;
                            }
                            squares.push(to as u16);
                            targets.push((to, rule.mode));
                            Kind::Leap
                        }
                        MoveKind::Lame { blocks } => {
                            let Some(to) = offset(e, from, color, dx, dy) else {
                                continue;
                            };
                            if !allowed(to) {
                                continue;
                            }
                            squares.push(to as u16);
                            targets.push((to, rule.mode));
                            for &(bx, by) in blocks {
                                if let Some(b) = offset(e, from, color, bx as i32, by as i32) {
                                    squares.push(b as u16);
                                }
                            }
                            Kind::Lame
                        }
                        MoveKind::Slide { .. } | MoveKind::Hop => {
                            let (kind, limit, first_target) = match rule.kind {
                                MoveKind::Slide { max } => (Kind::Slide, slide_limit(max), 0),
                                _ => (Kind::Hop, usize::MAX, 1),
                            };
                            let r = ray(e, from, color, dx, dy, limit);
                            if r.iter().skip(first_target).all(|&s| !allowed(s)) {
                                continue;
                            }
                            for (i, &s) in r.iter().enumerate() {
                                if allowed(s) {
                                    squares.push(s as u16);
                                    if i >= first_target {
                                        targets.push((s, rule.mode));
                                    }
                                } else {
                                    squares.push(s as u16 | NOT_TARGET);
                                }
                            }
                            kind
                        }
                    };
                    let len = squares.len() as u32 - start;
                    gens.push(Gen {
                        kind,
                        mode: rule.mode,
                        start,
                        len,
                    });
                }
                let overlap = targets.iter().enumerate().any(|(i, &(s, m))| {
                    targets[i + 1..]
                        .iter()
                        .any(|&(s2, m2)| s == s2 && modes_overlap(m, m2))
                });
                ranges.push((first as u32, gens.len() as u32));
                dedup.push(overlap);
            }
        }
    }
    e.gens = gens;
    e.squares = squares;
    e.gen_ranges = ranges;
    e.gen_dedup = dedup;
}

/// Fills `probes`, `probe_ranges`, `sensitive` and the rest of `squares`.
pub(crate) fn build_probes(e: &mut Engine) {
    let nsq = e.nsq;
    let mut squares = std::mem::take(&mut e.squares);
    let mut probes = Vec::new();
    let mut ranges = Vec::with_capacity(2 * nsq);
    let mut sensitive = Vec::with_capacity(2 * nsq);
    for color in Color::ALL {
        for target in 0..nsq {
            // (kind, squares, only_in) -> cells
            let mut found: Vec<(Kind, Vec<usize>, u8, u128)> = Vec::new();
            let mut add = |kind: Kind, sqs: Vec<usize>, only_in: u8, bit: u128| match found
                .iter_mut()
                .find(|(k, s, r, _)| *k == kind && *s == sqs && *r == only_in)
            {
                Some(entry) => entry.3 |= bit,
                None => found.push((kind, sqs, only_in, bit)),
            };
            for (id, piece) in e.variant.pieces.iter().enumerate() {
                if let Some(w) = piece.within
                    && !e.regions[w][color.index()].contains(target)
                {
                    continue;
                }
                let bit = 1u128 << cell(color, id);
                for rule in &piece.moves {
                    if rule.mode == MoveMode::MoveOnly {
                        continue;
                    }
                    let (dx, dy) = (rule.dx as i32, rule.dy as i32);
                    if dx == 0 && dy == 0 {
                        continue;
                    }
                    let region_ok = |sq: usize| {
                        rule.only_in
                            .is_none_or(|r| e.regions[r][color.index()].contains(sq))
                    };
                    let only_in = rule.only_in.map_or(NO_REGION, |r| r as u8);
                    match &rule.kind {
                        MoveKind::Leap | MoveKind::Slide { max: Some(1) } => {
                            if let Some(o) = offset(e, target, color, -dx, -dy)
                                && region_ok(o)
                            {
                                add(Kind::Leap, vec![o], NO_REGION, bit);
                            }
                        }
                        MoveKind::Lame { blocks } => {
                            if let Some(o) = offset(e, target, color, -dx, -dy)
                                && region_ok(o)
                            {
                                let mut sqs = vec![o];
                                sqs.extend(blocks.iter().filter_map(|&(bx, by)| {
                                    offset(e, o, color, bx as i32, by as i32)
                                }));
                                add(Kind::Lame, sqs, NO_REGION, bit);
                            }
                        }
                        MoveKind::Slide { max } => {
                            let r = ray(e, target, color, -dx, -dy, slide_limit(*max));
                            if !r.is_empty() {
                                add(Kind::Slide, r, only_in, bit);
                            }
                        }
                        MoveKind::Hop => {
                            let r = ray(e, target, color, -dx, -dy, usize::MAX);
                            if r.len() >= 2 {
                                add(Kind::Hop, r, only_in, bit);
                            }
                        }
                    }
                }
            }
            // cheapest first
            found.sort_by_key(|f| (f.0, f.1.len()));
            let first = probes.len() as u32;
            let mut sens = SquareSet::EMPTY;
            for (kind, sqs, only_in, cells) in found {
                let start = squares.len() as u32;
                for &s in &sqs {
                    squares.push(s as u16);
                    sens.insert(s);
                }
                probes.push(Probe {
                    kind,
                    only_in,
                    cells,
                    start,
                    len: sqs.len() as u32,
                });
            }
            ranges.push((first, probes.len() as u32));
            sensitive.push(sens);
        }
    }
    e.squares = squares;
    e.probes = probes;
    e.probe_ranges = ranges;
    e.sensitive = sensitive;
}
