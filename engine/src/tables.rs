//! Building the engine's move and attack tables from the derived facts (`koma_dsl::facts`).
//!
//! Movement is precomputed per (piece, colour, origin) as a list of [`Gen`]s whose squares are
//! already clipped to the board, the `only_in` region (of the origin) and the `within` region (of
//! the targets). Attacks are precomputed per (attacker colour, target) as a list of [`Probe`]s:
//! the same rules read backwards from the target, merged across piece types, so "is this square
//! attacked" walks each distinct geometry once and tests the piece found against a set of cells.

use crate::cell::cell;
use crate::engine::Engine;
use crate::table_entries::{Gen, Kind, NO_REGION, NOT_TARGET, Probe};
use koma_dsl::facts::{Shape, along, group_squares, offset, ray};
use koma_dsl::ir::MoveMode;
use koma_runtime::Color;

/// The squares a [`Gen`] or [`Probe`] walks for `shape` along `v` from `sq` (nearest first;
/// `Lame`: the target, then the blocks).
fn shape_squares(
    e: &Engine,
    sq: usize,
    v: (i32, i32),
    shape: &Shape,
) -> Option<(Kind, Vec<usize>)> {
    let (files, ranks) = (e.files, e.ranks);
    Some(match shape {
        Shape::Leap => (Kind::Leap, vec![offset(files, ranks, sq, v)?]),
        Shape::Lame(blocks) => {
            let to = offset(files, ranks, sq, v)?;
            let mut out = vec![to];
            out.extend(blocks.iter().filter_map(|&b| offset(files, ranks, sq, b)));
            (Kind::Lame, out)
        }
        Shape::Slide(max) => (Kind::Slide, ray(files, ranks, sq, v, *max)),
        Shape::Hop => (Kind::Hop, ray(files, ranks, sq, v, None)),
    })
}

/// Whether two rules with these modes could give the same move in some position.
fn modes_overlap(a: MoveMode, b: MoveMode) -> bool {
    !matches!(
        (a, b),
        (MoveMode::MoveOnly, MoveMode::CaptureOnly) | (MoveMode::CaptureOnly, MoveMode::MoveOnly)
    )
}

impl Engine {
    /// Fills `gens`, `gen_ranges`, `gen_dedup` and part of `squares`, from each piece's board
    /// rules in the facts.
    pub(crate) fn build_moves(&mut self) {
        let e = self;
        let nsq = e.nsq;
        let mut gens = Vec::new();
        let mut squares: Vec<u16> = Vec::new();
        let mut ranges = Vec::with_capacity(e.facts.pieces.len() * 2 * nsq);
        let mut dedup = Vec::with_capacity(ranges.capacity());
        for piece in &e.facts.pieces {
            for color in Color::ALL {
                let regions = &e.facts.regions;
                let within = piece.within.map(|w| regions[w][color.index()]);
                let allowed = |sq: usize| within.is_none_or(|w| w.contains(sq));
                for from in 0..nsq {
                    let first = gens.len();
                    // every square a rule may stop on, with the rule's mode: to find overlaps
                    let mut targets: Vec<(usize, MoveMode)> = Vec::new();
                    for rule in &piece.rules[color.index()] {
                        if rule
                            .only_in
                            .is_some_and(|r| !regions[r][color.index()].contains(from))
                        {
                            continue;
                        }
                        let Some((kind, sqs)) = shape_squares(e, from, rule.v, &rule.shape) else {
                            continue;
                        };
                        // `along REGION`: the origin, and every square passed or reached, in it
                        let on_line = |sq: usize| {
                            rule.along
                                .is_none_or(|r| regions[r][color.index()].contains(sq))
                        };
                        let clip: Option<&dyn Fn(usize) -> bool> =
                            rule.along.map(|_| &on_line as _);
                        let Some(sqs) = along(&rule.shape, from, sqs, clip) else {
                            continue;
                        };
                        let start = squares.len() as u32;
                        match kind {
                            Kind::Leap | Kind::Lame => {
                                if !allowed(sqs[0]) {
                                    continue;
                                }
                                targets.push((sqs[0], rule.mode));
                                squares.extend(sqs.iter().map(|&s| s as u16));
                            }
                            Kind::Slide | Kind::Hop => {
                                let first_target = usize::from(kind == Kind::Hop);
                                if sqs.iter().skip(first_target).all(|&s| !allowed(s)) {
                                    continue;
                                }
                                for (i, &s) in sqs.iter().enumerate() {
                                    if allowed(s) {
                                        squares.push(s as u16);
                                        if i >= first_target {
                                            targets.push((s, rule.mode));
                                        }
                                    } else {
                                        squares.push(s as u16 | NOT_TARGET);
                                    }
                                }
                            }
                        }
                        gens.push(Gen {
                            kind,
                            mode: rule.mode,
                            start,
                            len: squares.len() as u32 - start,
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

    /// Fills `probes`, `probe_ranges` and the rest of `squares`: each attack group of the facts,
    /// read from every target square, with groups that walk the same squares merged.
    pub(crate) fn build_probes(&mut self) {
        let e = self;
        let nsq = e.nsq;
        let mut squares = std::mem::take(&mut e.squares);
        let mut probes = Vec::new();
        let mut ranges = Vec::with_capacity(2 * nsq);
        for color in Color::ALL {
            let regions = &e.facts.regions;
            for target in 0..nsq {
                // (kind, squares, only_in, screens that do not count) -> cells
                let mut found: Vec<(Kind, Vec<usize>, u8, u128, u128)> = Vec::new();
                for g in &e.facts.attack_groups[color.index()] {
                    let Some(sqs) = group_squares(e.files, e.ranks, regions, g, color, target)
                    else {
                        continue;
                    };
                    // a slide's or hop's attacker is found at run time: its region is tested then
                    let (kind, only_in) = match g.shape {
                        Shape::Leap => (Kind::Leap, NO_REGION),
                        Shape::Lame(_) => (Kind::Lame, NO_REGION),
                        Shape::Slide(_) => (Kind::Slide, g.only_in.map_or(NO_REGION, |r| r as u8)),
                        Shape::Hop => (Kind::Hop, g.only_in.map_or(NO_REGION, |r| r as u8)),
                    };
                    let cells = g
                        .pieces
                        .iter()
                        .fold(0u128, |acc, &p| acc | 1u128 << cell(color, p));
                    let no_screen = crate::cell::cells(&g.no_screen);
                    match found.iter_mut().find(|(k, s, r, _, n)| {
                        *k == kind && *s == sqs && *r == only_in && *n == no_screen
                    }) {
                        Some(entry) => entry.3 |= cells,
                        None => found.push((kind, sqs, only_in, cells, no_screen)),
                    }
                }
                // cheapest first
                found.sort_by_key(|f| (f.0, f.1.len()));
                let first = probes.len() as u32;
                for (kind, sqs, only_in, cells, no_screen) in found {
                    let start = squares.len() as u32;
                    squares.extend(sqs.iter().map(|&s| s as u16));
                    probes.push(Probe {
                        kind,
                        only_in,
                        cells,
                        no_screen,
                        start,
                        len: sqs.len() as u32,
                    });
                }
                ranges.push((first, probes.len() as u32));
            }
        }
        e.squares = squares;
        e.probes = probes;
        e.probe_ranges = ranges;
    }
}
