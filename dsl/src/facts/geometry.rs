//! Movement in board coordinates: each piece's rules turned for each side, the attack groups
//! (the same rules read backwards from a target, merged across piece types) and the squares
//! that can change an attack.

use crate::ir::{MoveKind, MoveMode, MoveRule, PieceId, RegionId};
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
    /// `along REGION`: the rule starts, passes and ends on squares of this region only (see
    /// [`along`]).
    pub along: Option<RegionId>,
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
    /// The region the whole move lies in (`along`), if any: the attacker, the target and every
    /// square between.
    pub along: Option<RegionId>,
    /// For a hop: the piece types it may not use as a screen (`forbid PIECE hops-over ...`);
    /// a screen of one of these types gives no attack.
    pub no_screen: Vec<PieceId>,
}

/// Clips the squares of a move to its `along` region (`None`: no region, kept as they are):
/// `None` when `origin` is outside it; otherwise a leap's target (`Leap`, `Lame`: the first
/// square; the blocks after it) must be inside, with every block, and a ray (`Slide`, `Hop`)
/// stops before its first square outside. `inside` tells whether a square is in the region
/// (for the mover's side).
pub fn along(
    shape: &Shape,
    origin: usize,
    mut squares: Vec<usize>,
    inside: Option<&dyn Fn(usize) -> bool>,
) -> Option<Vec<usize>> {
    let Some(inside) = inside else {
        return Some(squares);
    };
    if !inside(origin) {
        return None;
    }
    match shape {
        Shape::Leap | Shape::Lame(_) => squares.iter().all(|&s| inside(s)).then_some(squares),
        Shape::Slide(_) | Shape::Hop => {
            let keep = squares.iter().take_while(|&&s| inside(s)).count();
            squares.truncate(keep);
            (!squares.is_empty()).then_some(squares)
        }
    }
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
        along: rule.along,
    })
}

/// The squares attack group `g` of side `color` looks at from `target`, nearest first, or
/// `None` when it can never attack `target` (outside its `within` region, no origin on the
/// board or in its `only_in` region, a hop ray too short for a screen):
/// - `Leap`: the attacker's origin `target - v` (in `only_in`);
/// - `Lame`: that origin, then the block squares on the board (relative to the origin);
/// - `Slide(max)`: the ray along `-v`, at most `max` squares (the attacker is the first piece
///   on it, and must stand in `only_in`, which a backend tests on the piece found);
/// - `Hop`: the ray along `-v` to the edge, at least two squares (screen, then attacker).
///
/// Every square whose contents can change whether `target` is attacked this way is among them.
pub fn group_squares(
    files: u8,
    ranks: u8,
    regions: &[[SquareSet; 2]],
    g: &AttackGroup,
    color: Color,
    target: usize,
) -> Option<Vec<usize>> {
    let inside =
        |r: Option<RegionId>, sq: usize| r.is_none_or(|r| regions[r][color.index()].contains(sq));
    if !inside(g.within, target) {
        return None;
    }
    let back = (-g.v.0, -g.v.1);
    let in_along = |sq: usize| inside(g.along, sq);
    let along_region: Option<&dyn Fn(usize) -> bool> = g.along.map(|_| &in_along as _);
    match &g.shape {
        Shape::Leap | Shape::Lame(_) => {
            let origin = offset(files, ranks, target, back).filter(|&o| inside(g.only_in, o))?;
            let mut out = vec![origin];
            if let Shape::Lame(blocks) = &g.shape {
                out.extend(
                    blocks
                        .iter()
                        .filter_map(|&b| offset(files, ranks, origin, b)),
                );
            }
            // read from the attacker: the target and the blocks lie in `along`
            let mut seen = out.clone();
            seen[0] = target;
            along(&g.shape, origin, seen, along_region)?;
            Some(out)
        }
        Shape::Slide(max) => along(
            &Shape::Slide(None),
            target,
            ray(files, ranks, target, back, *max),
            along_region,
        ),
        Shape::Hop => along(
            &g.shape,
            target,
            ray(files, ranks, target, back, None),
            along_region,
        )
        .filter(|r| r.len() >= 2),
    }
}
