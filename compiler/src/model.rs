//! Pass 1: analysis. Reads the facts shared with the reference engine (`koma_dsl::facts`: hand
//! and capture slots, dead squares, promotion zone, board rules, attack groups, sensitive
//! squares, the parsed start position) and adds what only code generation needs (identifiers,
//! leap target tables, ray rules, attack cells in the generated encoding), so the emitting
//! passes only turn facts into tokens.

use crate::error::Error;
use crate::idents::Names;
use crate::rules::LeapTable;
use koma_dsl::facts::{Facts, PieceFacts};
use koma_dsl::ir::Variant;
use koma_runtime::Color;
use koma_runtime::setup::TextFormat;

pub use crate::board::{Set, cell, offset, ray};
pub use crate::case::{camel, upper};
pub use crate::rules::{Kind, Mode, Ray, RayRule};

/// Most piece types: a board cell is `1 + kind + KINDS * colour` and attack masks are `u128`
/// over cell values.
pub const MAX_KINDS: usize = koma_dsl::facts::MAX_PIECES;

/// How an attack group finds the attacker from the target: the shared analysis's [`Shape`](koma_dsl::facts::Shape)
/// (`Leap`: the attacker stands at `target - v`; `Lame`: as `Leap`, and the blocks, relative
/// to the attacker, must be empty; `Slide(max)`: the first piece along `-v` within `max`
/// steps; `Hop`: the second piece along `-v`).
pub use koma_dsl::facts::Shape as GroupKind;

/// A way a square can be attacked by one colour, shared by every piece type that uses it.
#[derive(Clone, Debug)]
pub struct Group {
    /// Geometry.
    pub kind: GroupKind,
    /// The attacker's move vector in board coordinates.
    pub v: (i32, i32),
    /// Region the attacker must stand in.
    pub only_in: Option<usize>,
    /// Region the target must lie in.
    pub within: Option<usize>,
    /// Bit `cell` set for each attacking board cell.
    pub cells: u128,
    /// The region the move lies in (`along`): its ray is clipped to it.
    pub along: Option<usize>,
    /// A hop's screens that give no attack (kinds).
    pub no_screen: Vec<usize>,
}

/// The start position, checked at compile time.
#[derive(Clone, Debug)]
pub struct Start {
    /// Board cells.
    pub board: Vec<u8>,
    /// Hands per colour and slot.
    pub hands: [Vec<u8>; 2],
    /// Royal squares (`u16::MAX`: none).
    pub royal: [u16; 2],
    /// Side to move.
    pub side: Color,
    /// Halfmove clock.
    pub halfmove: u32,
    /// Move number.
    pub move_number: u32,
}

impl Default for Start {
    /// An empty board, the first player to move, before the rules file's start is read.
    fn default() -> Start {
        Start {
            board: Vec::new(),
            hands: [Vec::new(), Vec::new()],
            royal: [u16::MAX; 2],
            side: Color::First,
            halfmove: 0,
            move_number: 1,
        }
    }
}

/// The analysed variant.
#[derive(Clone, Debug)]
pub struct Model<'v> {
    /// The IR.
    pub v: &'v Variant,
    /// Files.
    pub files: usize,
    /// Ranks.
    pub ranks: usize,
    /// Squares.
    pub nsq: usize,
    /// Piece types.
    pub kinds: Vec<Kind>,
    /// Hand slot -> kind.
    pub hand: Vec<usize>,
    /// Region masks.
    pub regions: Vec<[Set; 2]>,
    /// Regions the generated code refers to.
    pub used_regions: Vec<bool>,
    /// Distinct leap target tables: `[colour][from]`.
    pub leap_tables: Vec<LeapTable>,
    /// Attack groups per attacking colour, cheapest first.
    pub groups: [Vec<Group>; 2],
    /// `sensitive[attacker][target]`.
    pub sensitive: [Vec<Set>; 2],
    /// Whether captures go to the hand.
    pub has_hands: bool,
    /// Whether any type is royal.
    pub has_royal: bool,
    /// Nifu per hand slot.
    pub nifu: Vec<bool>,
    /// The text format.
    pub format: TextFormat,
    /// The start position.
    pub start: Start,
    /// The shared analysis of the IR, which the fields above are read from.
    pub facts: Facts,
    /// What the generated code calls the things it names after the rules file, and the file's
    /// name for its citations.
    pub names: Names,
    /// Whether moves that leave the own royal attacked are filtered (a royal type, and royals
    /// not capturable): the legality tests are emitted only then.
    pub guards_royal: bool,
    /// The square-set type, from the board's size.
    pub repr: crate::repr::Repr,
    /// The double moves' leg tables `[colour][square]` that no leap table holds.
    pub double_tables: Vec<LeapTable>,
}

/// Every set of the shared analysis as the compiler's [`Set`].
fn set(s: koma_runtime::SquareSet) -> Set {
    Set::from(s)
}

impl<'v> Model<'v> {
    /// The shared facts of piece type `k` (slots, dead squares, promotion, royalty, `within`).
    pub fn piece(&self, k: usize) -> &PieceFacts {
        &self.facts.pieces[k]
    }

    /// The promotion zone per colour, `only_entering`, `forced` (the shared facts' zone).
    pub fn promotion(&self) -> Option<([Set; 2], bool, bool)> {
        let z = self.facts.promotion.as_ref()?;
        Some((z.squares.map(set), z.only_entering, z.forced))
    }

    /// The squares piece type `k` of colour index `c` could never move from, as a [`Set`].
    pub fn dead(&self, k: usize, c: usize) -> Set {
        set(self.facts.pieces[k].dead[c])
    }

    /// Every ray table the generated code reads: `(step vector, step limit)` in board
    /// coordinates, for slides and hops of either colour and for their attacks and pins
    /// (looked at backwards from the target, hence the negated vectors), and the file ray up
    /// when royals may not face each other. Vectors that can never stay on the board are left
    /// out.
    pub fn rays(&self) -> Vec<((i32, i32), Option<usize>)> {
        let mut out = Vec::new();
        for kind in &self.kinds {
            for rules in &kind.rays {
                for rule in rules {
                    match rule.ray {
                        // an `along` slide reads its clipped table only
                        Ray::Slide { v, max } if rule.along.is_none() => out.push((v, max)),
                        Ray::Slide { .. } => {}
                        Ray::Hop { v } => out.push((v, None)),
                        Ray::Lame { .. } => {}
                    }
                }
            }
        }
        for g in self.groups.iter().flatten() {
            let neg = (-g.v.0, -g.v.1);
            match g.kind {
                GroupKind::Slide(max) => out.push((neg, max)),
                GroupKind::Hop => out.push((neg, None)),
                GroupKind::Leap | GroupKind::Lame(_) => {}
            }
        }
        if self.v.royal.no_facing || self.v.special.bikjang {
            // the squares between royals on one file
            out.push(((0, 1), None));
        }
        out.retain(|&(v, _)| {
            (v.0.unsigned_abs() as usize) < self.files && (v.1.unsigned_abs() as usize) < self.ranks
        });
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The clipped ray tables the generated code reads for `along` rules: `(step vector, step
    /// limit, region)` in board coordinates, for moves and (negated) attacks; each is one
    /// table per colour, the ray from a square cut before its first square outside the
    /// region (empty from a square outside it).
    pub fn along_rays(&self) -> Vec<((i32, i32), Option<usize>, usize)> {
        let mut out = Vec::new();
        for kind in &self.kinds {
            for rule in kind.rays.iter().flatten() {
                let Some(r) = rule.along else { continue };
                match rule.ray {
                    Ray::Slide { v, max } => out.push((v, max, r)),
                    Ray::Hop { v } => out.push((v, None, r)),
                    Ray::Lame { .. } => {}
                }
            }
        }
        for g in self.groups.iter().flatten() {
            let Some(r) = g.along else { continue };
            let neg = (-g.v.0, -g.v.1);
            match g.kind {
                GroupKind::Slide(max) => out.push((neg, max, r)),
                GroupKind::Hop => out.push((neg, None, r)),
                GroupKind::Leap | GroupKind::Lame(_) => {}
            }
        }
        out.retain(|&(v, _, _)| {
            (v.0.unsigned_abs() as usize) < self.files && (v.1.unsigned_abs() as usize) < self.ranks
        });
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Whether the opponent of colour index `c` has hopping attacks (then a move *to* a square
    /// can matter too: it may become a screen).
    pub fn has_hop(&self, c: usize) -> bool {
        self.groups[1 - c]
            .iter()
            .any(|g| matches!(g.kind, GroupKind::Hop))
    }

    /// Whether the variant has rules of the Janggi kind ([`koma_dsl::ir::SpecialRules`]: hop
    /// and capture exclusions, pass, bikjang) or `along` moves: then every move of a piece
    /// gets the full legality test (the pins and screens the fast path computes do not know
    /// them).
    pub fn careful_always(&self) -> bool {
        self.v.special != koma_dsl::ir::SpecialRules::default()
            || self.groups.iter().flatten().any(|g| g.along.is_some())
    }

    /// Analyses `v`: reads the shared analysis ([`Facts`]) and adds what only the compiler
    /// needs (identifiers, leap tables, ray rules, attack cells, the regions it refers to). The
    /// names of the generated items ([`Model::names`]) are left empty, for
    /// `crate::names::Names::new` to fill in.
    ///
    /// # Errors
    /// [`Error`] when the variant exceeds the compiler's limits or its start position breaks
    /// the rules.
    pub fn new(v: &'v Variant) -> Result<Model<'v>, Error> {
        let facts = Facts::new(v).map_err(|e| Error(e.to_string()))?;
        let (files, ranks) = (v.board.files as usize, v.board.ranks as usize);
        let nsq = facts.squares;
        let regions: Vec<[Set; 2]> = facts.regions.iter().map(|r| r.map(set)).collect();
        let mut used_regions = vec![false; regions.len()];
        if let Some(r) = &v.royalty.reaches {
            used_regions[r.region] = true;
        }
        let (mut kinds, leap_tables) = crate::rules::kinds(v, &facts, &regions, &mut used_regions);
        let groups = groups(&facts, v.pieces.len(), &mut used_regions);
        // the double moves: leg tables the leap tables lack are their own
        let mut double_tables = Vec::new();
        for (kind, pf) in kinds.iter_mut().zip(&facts.pieces) {
            kind.doubles = crate::double::groups(
                files,
                ranks,
                nsq,
                &pf.doubles,
                &leap_tables,
                &mut double_tables,
            );
        }
        screens_never_leap(&kinds, &groups)?;
        let mut model = Model {
            v,
            files,
            ranks,
            nsq,
            repr: crate::repr::Repr::for_squares(nsq),
            kinds,
            hand: facts.hand.clone(),
            regions,
            used_regions,
            leap_tables,
            groups,
            sensitive: facts
                .sensitive
                .each_ref()
                .map(|per| per.iter().map(|&s| set(s)).collect()),
            has_hands: facts.has_hands,
            has_royal: facts.has_royal,
            nifu: facts.nifu.clone(),
            format: v.notation,
            start: Start::default(),
            guards_royal: facts.guards_royal(),
            facts,
            names: Names::default(),
            double_tables,
        };
        model.start = model.read_start()?;
        Ok(model)
    }

    /// Reads and checks the start position (the same checks the generated `from_text` makes).
    fn read_start(&self) -> Result<Start, Error> {
        let bad = |why: String| Error(format!("the start position `{}`: {why}", self.v.start));
        let setup = &self.facts.start;
        let nk = self.kinds.len();
        let mut board = vec![0u8; self.nsq];
        let mut royal = [u16::MAX; 2];
        let mut royals = [0; 2];
        for (sq, entry) in setup.board.iter().enumerate() {
            let Some((color, kind)) = *entry else {
                continue;
            };
            let k = self.piece(kind.0 as usize);
            if k.unpromoted && k.dead[color.index()].contains(sq) {
                return Err(bad(format!("{} could never move from square {sq}", k.name)));
            }
            if k.royal {
                royals[color.index()] += 1;
                royal[color.index()] = sq as u16;
            }
            board[sq] = cell(nk, color, kind.0 as usize);
        }
        for c in 0..2 {
            if royals[c] > 1 {
                if !self.v.royal.several {
                    return Err(bad("more than one royal piece for a side".into()));
                }
                // `royals several`: a side with several royals has none to protect
                royal[c] = u16::MAX;
            }
        }
        let mut hands = [vec![0u8; self.hand.len()], vec![0u8; self.hand.len()]];
        for c in Color::ALL {
            for (id, &n) in setup.hands[c.index()].iter().enumerate() {
                if n == 0 {
                    continue;
                }
                let Some(slot) = self.piece(id).hand_slot else {
                    return Err(bad(format!("{} cannot be in hand", self.kinds[id].name)));
                };
                hands[c.index()][slot] = n;
            }
        }
        Ok(Start {
            board,
            hands,
            royal,
            side: setup.side,
            halfmove: setup.halfmove,
            move_number: setup.move_number,
        })
    }
}

/// The attack groups of the shared analysis per attacking colour, with their cells in the
/// generated encoding (`nk` kinds), marking in `used_regions` the regions they refer to.
fn groups(facts: &Facts, nk: usize, used_regions: &mut [bool]) -> [Vec<Group>; 2] {
    Color::ALL.map(|c| {
        facts.attack_groups[c.index()]
            .iter()
            .map(|g| {
                for r in [g.only_in, g.within, g.along].into_iter().flatten() {
                    used_regions[r] = true;
                }
                Group {
                    kind: g.shape.clone(),
                    v: g.v,
                    only_in: g.only_in,
                    within: g.within,
                    cells: g
                        .pieces
                        .iter()
                        .fold(0u128, |acc, &p| acc | 1u128 << cell(nk, c, p)),
                    along: g.along,
                    no_screen: g.no_screen.clone(),
                }
            })
            .collect()
    })
}

/// A kind that is no screen stays on the mailbox while `attackers` tests each piece alone
/// (emit/game.rs): refuses one that attacks by a step or jump.
fn screens_never_leap(kinds: &[Kind], groups: &[Vec<Group>; 2]) -> Result<(), Error> {
    let nk = kinds.len();
    for k in kinds.iter().flat_map(|k| k.no_screen.clone()) {
        let leaps = groups.iter().flatten().any(|g| {
            matches!(g.kind, GroupKind::Leap | GroupKind::Lame(_))
                && (g.cells >> cell(nk, Color::First, k)) & 1 != 0
                || matches!(g.kind, GroupKind::Leap | GroupKind::Lame(_))
                    && (g.cells >> cell(nk, Color::Second, k)) & 1 != 0
        });
        if leaps {
            return Err(Error(format!(
                "`{}` is excluded as a hop screen and steps or jumps: the compiler does not support this",
                kinds[k].name
            )));
        }
    }
    Ok(())
}
