//! Movement in board coordinates: each piece's rules turned for each side, the attack groups
//! (the same rules read backwards from a target, merged across piece types) and the squares
//! that can change an attack.

use super::PieceFacts;
use crate::ir::{MoveKind, MoveMode, MoveRule, PieceId, RegionId, Variant};
use koma_runtime::{Color, SquareSet};

/// How a rule's vector is used, with the IR's special cases settled: a slide of at most one
/// step is a [`Shape::Leap`], and a slide limit of 0 means no limit.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// One target square, `from + v`.
    Leap,
    /// As `Leap`, blocked when any square `from + b` for `b` in the list (board coordinates,
    /// from the origin) is occupied.
    Lame(Vec<(i32, i32)>),
    /// Repeats `v` over empty squares, at most this many steps (`None`: to the edge).
    Slide(Option<usize>),
    /// Slides to a screen, then on to targets beyond it.
    Hop,
}

impl Shape {
    /// Cheapest to test first: leaps, lame leaps, slides, hops.
    pub const fn cost(&self) -> u8 {
        match self {
            Shape::Leap => 0,
            Shape::Lame(_) => 1,
            Shape::Slide(_) => 2,
            Shape::Hop => 3,
        }
    }
}

/// One movement rule of a piece for one side, in board coordinates (`+x` = file up, `+y` =
/// rank up, the first player's view): the IR's vector, negated for the second player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRule {
    /// The step or leap vector `(dfile, drank)`; never `(0, 0)`.
    pub v: (i32, i32),
    /// How it is used.
    pub shape: Shape,
    /// Whether it moves, captures, or both.
    pub mode: MoveMode,
    /// The rule applies only while the piece stands in this region.
    pub only_in: Option<RegionId>,
}

/// A way a square can be attacked by one side, shared by every piece type that attacks that
/// way: the attacker stands at `target - v` (leaps), or is the first (slides) or second (hops)
/// piece along `-v` from the target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttackGroup {
    /// Geometry (lame blocks relative to the attacker).
    pub shape: Shape,
    /// The attacker's move vector in board coordinates.
    pub v: (i32, i32),
    /// Region the attacker must stand in.
    pub only_in: Option<RegionId>,
    /// Region the target must lie in (the attackers' `within`).
    pub within: Option<RegionId>,
    /// The attacking piece types, in declaration order.
    pub pieces: Vec<PieceId>,
}

/// `sq + v` on a board `files` x `ranks`, or `None` off the board.
pub fn offset(files: u8, ranks: u8, sq: usize, v: (i32, i32)) -> Option<usize> {
    let (files, ranks) = (files as i32, ranks as i32);
    let f = sq as i32 % files + v.0;
    let r = sq as i32 / files + v.1;
    ((0..files).contains(&f) && (0..ranks).contains(&r)).then(|| (r * files + f) as usize)
}

/// The squares from `sq` (excluded) stepping by `v`, nearest first, at most `limit` of them
/// (`None`: to the edge).
pub fn ray(files: u8, ranks: u8, sq: usize, v: (i32, i32), limit: Option<usize>) -> Vec<usize> {
    let mut out = Vec::new();
    let mut cur = sq;
    while limit.is_none_or(|l| out.len() < l) {
        match offset(files, ranks, cur, v) {
            Some(n) => {
                out.push(n);
                cur = n;
            }
            None => break,
        }
    }
    out
}

/// `rule` for `color` in board coordinates; `None` for a null vector (no move).
pub(super) fn board_rule(rule: &MoveRule, color: Color) -> Option<BoardRule> {
    let s = color.sign();
    let v = (s * rule.dx as i32, s * rule.dy as i32);
    if v == (0, 0) {
        return None;
    }
    let shape = match &rule.kind {
        MoveKind::Leap | MoveKind::Slide { max: Some(1) } => Shape::Leap,
        MoveKind::Lame { blocks } => Shape::Lame(
            blocks
                .iter()
                .map(|&(bx, by)| (s * bx as i32, s * by as i32))
                .collect(),
        ),
        MoveKind::Slide {
            max: None | Some(0),
        } => Shape::Slide(None),
        MoveKind::Slide { max: Some(n) } => Shape::Slide(Some(*n as usize)),
        MoveKind::Hop => Shape::Hop,
    };
    Some(BoardRule {
        v,
        shape,
        mode: rule.mode,
        only_in: rule.only_in,
    })
}

/// The attack groups per attacking side, cheapest shape first (stable), and the sensitive
/// squares `[attacker][target]`.
#[allow(clippy::type_complexity)]
pub(super) fn attack_groups(
    v: &Variant,
    pieces: &[PieceFacts],
    regions: &[[SquareSet; 2]],
) -> ([Vec<AttackGroup>; 2], [Vec<SquareSet>; 2]) {
    let (files, ranks) = (v.board.files, v.board.ranks);
    let nsq = v.board.squares();
    let mut groups: [Vec<AttackGroup>; 2] = [Vec::new(), Vec::new()];
    let mut sensitive = [vec![SquareSet::EMPTY; nsq], vec![SquareSet::EMPTY; nsq]];
    for c in Color::ALL {
        let out = &mut groups[c.index()];
        for (id, p) in pieces.iter().enumerate() {
            for rule in &p.rules[c.index()] {
                if rule.mode == MoveMode::MoveOnly {
                    continue;
                }
                let neg = (-rule.v.0, -rule.v.1);
                let in_region = |sq: usize| {
                    rule.only_in
                        .is_none_or(|r| regions[r][c.index()].contains(sq))
                };
                for (t, sens) in sensitive[c.index()].iter_mut().enumerate() {
                    if p.within.is_some_and(|w| !regions[w][c.index()].contains(t)) {
                        continue;
                    }
                    match &rule.shape {
                        Shape::Leap | Shape::Lame(_) => {
                            let Some(o) = offset(files, ranks, t, neg).filter(|&o| in_region(o))
                            else {
                                continue;
                            };
                            sens.insert(o);
                            if let Shape::Lame(blocks) = &rule.shape {
                                for &b in blocks {
                                    if let Some(bs) = offset(files, ranks, o, b) {
                                        sens.insert(bs);
                                    }
                                }
                            }
                        }
                        Shape::Slide(max) => {
                            for sq in ray(files, ranks, t, neg, *max) {
                                sens.insert(sq);
                            }
                        }
                        Shape::Hop => {
                            let r = ray(files, ranks, t, neg, None);
                            if r.len() >= 2 {
                                for sq in r {
                                    sens.insert(sq);
                                }
                            }
                        }
                    }
                }
                match out.iter_mut().find(|g| {
                    g.shape == rule.shape
                        && g.v == rule.v
                        && g.only_in == rule.only_in
                        && g.within == p.within
                }) {
                    Some(g) => {
                        if !g.pieces.contains(&id) {
                            g.pieces.push(id);
                        }
                    }
                    None => out.push(AttackGroup {
                        shape: rule.shape.clone(),
                        v: rule.v,
                        only_in: rule.only_in,
                        within: p.within,
                        pieces: vec![id],
                    }),
                }
            }
        }
        out.sort_by_key(|g| g.shape.cost());
    }
    (groups, sensitive)
}
