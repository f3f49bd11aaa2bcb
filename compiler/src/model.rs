//! Pass 1: analysis. Reads the facts shared with the reference engine (`koma_dsl::facts`: hand
//! and capture slots, dead squares, promotion zone, board rules, attack groups, sensitive
//! squares, the parsed start position) and adds what only code generation needs (identifiers,
//! leap target tables, ray rules, attack cells in the generated encoding), so the emitting
//! passes only turn facts into tokens.

use crate::Error;
use crate::names::Names;
use koma_dsl::facts::{Facts, PieceFacts, Shape};
use koma_dsl::ir::{MoveMode, Variant};
use koma_runtime::setup::TextFormat;
use koma_runtime::{Color, SquareSet};

/// Most piece types: a board cell is `1 + kind + KINDS * colour` and attack masks are `u128`
/// over cell values.
pub const MAX_KINDS: usize = koma_dsl::facts::MAX_PIECES;

/// A set of up to 256 squares, as the compiler computes it (emitted as the variant's `Bb`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Set(pub [u128; 2]);

impl Set {
    /// Adds `sq`.
    pub fn insert(&mut self, sq: usize) {
        self.0[sq >> 7] |= 1 << (sq & 127);
    }
    /// Whether `sq` is in the set.
    pub fn contains(&self, sq: usize) -> bool {
        (self.0[sq >> 7] >> (sq & 127)) & 1 != 0
    }
    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0 == [0, 0]
    }
}

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
    /// [`Model::along_rays`]); never a lame leap.
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
    /// Leap tables per mode: index into [`Model::leap_tables`].
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

/// How an attack group finds the attacker from the target: the shared analysis's [`Shape`]
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
    /// Whether the board needs more than 128 bits.
    pub wide: bool,
    /// Piece types.
    pub kinds: Vec<Kind>,
    /// Hand slot -> kind.
    pub hand: Vec<usize>,
    /// Region masks.
    pub regions: Vec<[Set; 2]>,
    /// Regions the generated code refers to.
    pub used_regions: Vec<bool>,
    /// Distinct leap target tables: `[colour][from]`.
    pub leap_tables: Vec<[Vec<Set>; 2]>,
    /// Attack groups per attacking colour, cheapest first.
    pub groups: [Vec<Group>; 2],
    /// `sensitive[attacker][target]`.
    pub sensitive: [Vec<Set>; 2],
    /// Promotion zone per colour, `only_entering`, `forced`.
    pub promotion: Option<([Set; 2], bool, bool)>,
    /// Whether captures go to the hand.
    pub has_hands: bool,
    /// Whether any type is royal.
    pub has_royal: bool,
    /// Nifu per hand slot.
    pub nifu: Vec<bool>,
    /// No drop mate per hand slot.
    pub no_mate: Vec<bool>,
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
    /// Per hand slot, per colour: squares outside the drop regions (`drops in`, `within`).
    pub no_drop: Vec<[Set; 2]>,
    /// `drops check illegal`.
    pub no_drop_check: bool,
    /// The square-set type, from the board's size.
    pub repr: crate::repr::Repr,
    /// The double moves' leg tables `[colour][square]` that no leap table holds.
    pub double_tables: Vec<[Vec<Set>; 2]>,
}

/// `sq + v` in board coordinates, or `None` off the board (see [`koma_dsl::facts::offset`]).
pub fn offset(files: usize, ranks: usize, sq: usize, v: (i32, i32)) -> Option<usize> {
    koma_dsl::facts::offset(files as u8, ranks as u8, sq, v)
}

/// A name as CamelCase (`pro-silver` -> `ProSilver`), made a valid, non-keyword identifier.
pub fn camel(name: &str) -> String {
    let mut s = String::new();
    for part in name.split(|c: char| !c.is_ascii_alphanumeric()) {
        let mut cs = part.chars();
        if let Some(c) = cs.next() {
            s.push(c.to_ascii_uppercase());
            s.extend(cs);
        }
    }
    if s.is_empty() || !s.starts_with(|c: char| c.is_ascii_alphabetic()) || s == "Self" {
        s.insert(0, 'P');
    }
    s
}

/// A name as UPPER_SNAKE (`pro-silver` -> `PRO_SILVER`).
pub fn upper(name: &str) -> String {
    let mut s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    if !s.starts_with(|c: char| c.is_ascii_alphabetic()) {
        s.insert(0, 'P');
    }
    s
}

/// Makes the names in `names` distinct by suffixing the index of later repeats.
fn distinct(names: &mut [String]) {
    for i in 0..names.len() {
        if names[..i].contains(&names[i]) {
            names[i] = format!("{}{i}", names[i]);
        }
    }
}

/// The cell value of `kind` for `color`.
pub fn cell(nk: usize, color: Color, kind: usize) -> u8 {
    (1 + kind + nk * color.index()) as u8
}

/// The squares from `sq` (excluded) stepping by `v`, nearest first, at most `limit` of them
/// (see [`koma_dsl::facts::ray`]).
pub fn ray(
    files: usize,
    ranks: usize,
    sq: usize,
    v: (i32, i32),
    limit: Option<usize>,
) -> Vec<usize> {
    koma_dsl::facts::ray(files as u8, ranks as u8, sq, v, limit)
}

/// A shared-analysis square set as the compiler's [`Set`].
fn set(s: SquareSet) -> Set {
    Set(s.to_u128s())
}

impl<'v> Model<'v> {
    /// The shared facts of piece type `k` (slots, dead squares, promotion, royalty, `within`).
    pub fn piece(&self, k: usize) -> &PieceFacts {
        &self.facts.pieces[k]
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

    /// Whether the variant has rules of the Janggi kind ([`koma_dsl::ir::SpecialRules`]: hop
    /// and capture exclusions, pass, bikjang) or `along` moves: then every move of a piece
    /// gets the full legality test (the pins and screens the fast path computes do not know
    /// them).
    pub fn careful_always(&self) -> bool {
        self.v.special != koma_dsl::ir::SpecialRules::default()
            || self.groups.iter().flatten().any(|g| g.along.is_some())
    }

    /// Analyses `v`, compiled from the rules file called `source` (cited in the generated
    /// comments): reads the shared analysis ([`Facts`]) and adds what only the compiler needs
    /// (identifiers, leap tables, ray rules, attack cells, the regions it refers to).
    ///
    /// # Errors
    /// [`Error`] when the variant exceeds the compiler's limits or its start position breaks
    /// the rules.
    pub fn new(v: &'v Variant, source: &str) -> Result<Model<'v>, Error> {
        let facts = Facts::new(v).map_err(|e| Error(e.to_string()))?;
        let files = v.board.files as usize;
        let ranks = v.board.ranks as usize;
        let nsq = facts.squares;
        let nk = v.pieces.len();
        let regions: Vec<[Set; 2]> = facts.regions.iter().map(|r| r.map(set)).collect();
        let mut used_regions = vec![false; regions.len()];
        if let Some(r) = &v.royalty.reaches {
            used_regions[r.region] = true;
        }
        let mut idents: Vec<String> = v.pieces.iter().map(|p| camel(&p.name)).collect();
        distinct(&mut idents);
        let mut uppers: Vec<String> = v.pieces.iter().map(|p| upper(&p.name)).collect();
        distinct(&mut uppers);

        let mut kinds = Vec::with_capacity(nk);
        let mut leap_tables: Vec<[Vec<Set>; 2]> = Vec::new();
        for (id, (p, pf)) in v.pieces.iter().zip(&facts.pieces).enumerate() {
            if let Some(w) = pf.within {
                used_regions[w] = true;
            }
            let within = pf.within.map(|w| regions[w]);
            let allowed = |c: Color, sq: usize| within.is_none_or(|w| w[c.index()].contains(sq));
            // leap tables, one per mode
            let mut leap_sets: Vec<(Mode, [Vec<Set>; 2])> = Vec::new();
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
        let groups = Color::ALL.map(|c| {
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
                .collect::<Vec<_>>()
        });
        let sensitive = facts
            .sensitive
            .each_ref()
            .map(|per| per.iter().map(|&s| set(s)).collect());
        let promotion = facts
            .promotion
            .as_ref()
            .map(|z| (z.squares.map(set), z.only_entering, z.forced));
        let mut model = Model {
            v,
            files,
            ranks,
            nsq,
            wide: nsq > 128,
            repr: crate::repr::Repr::for_squares(nsq),
            kinds,
            hand: facts.hand.clone(),
            regions,
            used_regions,
            leap_tables,
            groups,
            sensitive,
            promotion,
            has_hands: facts.has_hands,
            has_royal: facts.has_royal,
            nifu: facts.nifu.clone(),
            no_mate: facts.no_drop_mate.clone(),
            format: v.notation,
            start: Start {
                board: Vec::new(),
                hands: [Vec::new(), Vec::new()],
                royal: [u16::MAX; 2],
                side: Color::First,
                halfmove: 0,
                move_number: 1,
            },
            guards_royal: facts.guards_royal(),
            no_drop: facts.no_drop.iter().map(|s| s.map(set)).collect(),
            no_drop_check: facts.no_drop_check,
            facts,
            names: Names::default(),
            double_tables: Vec::new(),
        };
        for k in 0..nk {
            let groups = crate::double::groups(
                files,
                ranks,
                nsq,
                &model.facts.pieces[k].doubles,
                &model.leap_tables,
                &mut model.double_tables,
            );
            model.kinds[k].doubles = groups;
        }
        // a kind that is no screen stays on the mailbox while `attackers` tests each piece
        // alone (emit/game.rs): it must not attack by a step or jump
        for k in model.kinds.iter().flat_map(|k| k.no_screen.clone()) {
            let leaps = model.groups.iter().flatten().any(|g| {
                matches!(g.kind, GroupKind::Leap | GroupKind::Lame(_))
                    && (g.cells >> cell(nk, Color::First, k)) & 1 != 0
                    || matches!(g.kind, GroupKind::Leap | GroupKind::Lame(_))
                        && (g.cells >> cell(nk, Color::Second, k)) & 1 != 0
            });
            if leaps {
                return Err(Error(format!(
                    "`{}` is excluded as a hop screen and steps or jumps: the compiler does not support this",
                    model.kinds[k].name
                )));
            }
        }
        model.start = model.read_start()?;
        model.names = Names::new(&model, source);
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
