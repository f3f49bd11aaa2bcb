//! Pass 1, the piece types: each type's identifiers and movement rules as the generated code
//! reads them, from the shared facts' rules in board coordinates: leaps as target tables per
//! mode (shared between types when equal), the other rules (lame leaps, slides, hops) per
//! colour.

use crate::board::{Set, offset};
use crate::case::{camel, distinct, upper};
use koma_dsl::facts::{Facts, Shape};
use koma_dsl::ir::{MoveMode, Variant};
use koma_runtime::Color;

/// Which targets of a rule count, as two flags.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mode {
    /// Empty squares are targets.
    pub quiet: bool,
    /// Enemy pieces are targets.
    pub takes: bool,
}

impl From<MoveMode> for Mode {
    fn from(m: MoveMode) -> Self {
        Mode {
            quiet: m != MoveMode::CaptureOnly,
            takes: m != MoveMode::MoveOnly,
        }
    }
}

/// A movement rule other than a plain leap, with its vector already turned to board
/// coordinates for one colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ray {
    /// A lame leap: target `v`, blocked by any occupied square of `blocks`.
    Lame {
        /// Target vector.
        v: (i32, i32),
        /// Block vectors.
        blocks: Vec<(i32, i32)>,
    },
    /// A slide along `v`, at most `max` steps (`None`: to the edge).
    Slide {
        /// Step vector.
        v: (i32, i32),
        /// Step limit.
        max: Option<usize>,
    },
    /// A hop along `v` over one screen.
    Hop {
        /// Step vector.
        v: (i32, i32),
    },
}

/// One non-leap rule of a piece for one colour.
#[derive(Clone, Debug)]
pub struct RayRule {
    /// Geometry.
    pub ray: Ray,
    /// Which targets count.
    pub mode: Mode,
    /// Region the piece must stand in.
    pub only_in: Option<usize>,
    /// `along REGION`: the ray is clipped to the region (a table of its own, see
    /// [`crate::model::Model::along_rays`]); never a lame leap.
    pub along: Option<usize>,
}

/// Everything about one piece type.
#[derive(Clone, Debug)]
pub struct Kind {
    /// Its CamelCase identifier.
    pub ident: String,
    /// Its UPPER_SNAKE identifier (for constants).
    pub upper: String,
    /// Its name in the rules file.
    pub name: String,
    /// Its letter, uppercase.
    pub letter: char,
    /// Leap tables per mode: index into [`crate::model::Model::leap_tables`].
    pub leaps: Vec<(Mode, usize)>,
    /// Other rules, per colour.
    pub rays: [Vec<RayRule>; 2],
    /// The kinds its hops may not use as a screen (`forbid PIECE hops-over ...`).
    pub no_screen: Vec<usize>,
    /// The kinds it may not capture (`forbid PIECE captures ...`).
    pub spared: Vec<usize>,
    /// Its double moves (`double LEG then LEG`), grouped by shared second legs.
    pub doubles: Vec<crate::double::DoubleGroup>,
}

/// A leap table: the targets `[colour][from]`.
pub type LeapTable = [Vec<Set>; 2];

/// The piece types of `v` (without their double moves) and the distinct leap tables they read,
/// marking in `used_regions` the regions their rules refer to.
pub fn kinds(
    v: &Variant,
    facts: &Facts,
    regions: &[[Set; 2]],
    used_regions: &mut [bool],
) -> (Vec<Kind>, Vec<LeapTable>) {
    let mut idents: Vec<String> = v.pieces.iter().map(|p| camel(&p.name)).collect();
    distinct(&mut idents);
    let mut uppers: Vec<String> = v.pieces.iter().map(|p| upper(&p.name)).collect();
    distinct(&mut uppers);
    let mut kinds = Vec::with_capacity(v.pieces.len());
    let mut leap_tables: Vec<LeapTable> = Vec::new();
    for (id, (p, pf)) in v.pieces.iter().zip(&facts.pieces).enumerate() {
        if let Some(w) = pf.within {
            used_regions[w] = true;
        }
        let within = pf.within.map(|w| regions[w]);
        let (leap_sets, rays) = rules(v, facts, pf, within, regions, used_regions);
        let mut leaps: Vec<(Mode, usize)> = Vec::new();
        for (mode, table) in leap_sets {
            let idx = match leap_tables.iter().position(|t| *t == table) {
                Some(i) => i,
                None => {
                    leap_tables.push(table);
                    leap_tables.len() - 1
                }
            };
            leaps.push((mode, idx));
        }
        kinds.push(Kind {
            ident: idents[id].clone(),
            upper: uppers[id].clone(),
            name: p.name.clone(),
            letter: p.letter.to_ascii_uppercase(),
            leaps,
            rays,
            no_screen: pf.no_hop_over.clone(),
            spared: pf.no_capture.clone(),
            doubles: Vec::new(),
        });
    }
    (kinds, leap_tables)
}

/// One piece type's rules: its leap tables per mode, and its other rules per colour.
fn rules(
    v: &Variant,
    facts: &Facts,
    pf: &koma_dsl::facts::PieceFacts,
    within: Option<[Set; 2]>,
    regions: &[[Set; 2]],
    used_regions: &mut [bool],
) -> (Vec<(Mode, LeapTable)>, [Vec<RayRule>; 2]) {
    let (files, ranks) = (v.board.files as usize, v.board.ranks as usize);
    let nsq = facts.squares;
    let allowed = |c: Color, sq: usize| within.is_none_or(|w| w[c.index()].contains(sq));
    let mut leap_sets: Vec<(Mode, LeapTable)> = Vec::new();
    let mut rays: [Vec<RayRule>; 2] = [Vec::new(), Vec::new()];
    for c in Color::ALL {
        for rule in &pf.rules[c.index()] {
            let mode = Mode::from(rule.mode);
            let ray = match &rule.shape {
                Shape::Leap => {
                    if let Some(r) = rule.along {
                        used_regions[r] = true;
                    }
                    for from in 0..nsq {
                        if rule
                            .only_in
                            .is_some_and(|r| !regions[r][c.index()].contains(from))
                        {
                            continue;
                        }
                        let Some(t) = offset(files, ranks, from, rule.v) else {
                            continue;
                        };
                        if !allowed(c, t) {
                            continue;
                        }
                        // `along`: the origin and the target in the region
                        if rule.along.is_some_and(|r| {
                            !regions[r][c.index()].contains(from)
                                || !regions[r][c.index()].contains(t)
                        }) {
                            continue;
                        }
                        let entry = match leap_sets.iter().position(|(m, _)| *m == mode) {
                            Some(i) => i,
                            None => {
                                leap_sets.push((
                                    mode,
                                    [vec![Set::default(); nsq], vec![Set::default(); nsq]],
                                ));
                                leap_sets.len() - 1
                            }
                        };
                        leap_sets[entry].1[c.index()][from].insert(t);
                    }
                    continue;
                }
                Shape::Lame(blocks) => Ray::Lame {
                    v: rule.v,
                    blocks: blocks.clone(),
                },
                Shape::Slide(max) => Ray::Slide {
                    v: rule.v,
                    max: *max,
                },
                Shape::Hop => Ray::Hop { v: rule.v },
            };
            if let Some(r) = rule.only_in {
                used_regions[r] = true;
            }
            rays[c.index()].push(RayRule {
                ray,
                mode,
                only_in: rule.only_in,
                along: rule.along,
            });
        }
    }
    (leap_sets, rays)
}
