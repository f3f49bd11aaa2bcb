//! The facts both backends need, derived once from the checked IR (as Fairy-Stockfish's
//! `Variant::conclude()` derives its variant's facts): hand and capture slots, squares a piece
//! could never move from, promotion and drop masks, the movement in board coordinates, attack
//! groups with the squares that can change an attack, the letter table, the start position
//! as a parsed [`Setup`] and the piece values ([`PieceValues`], for a search's evaluation).
//!
//! The reference engine (`koma-engine`) and the compiler (`koma-compiler`) read these and never
//! recompute them; each still generates moves its own way from them (tables walked at run time,
//! or straight-line code), which is what keeps their differential test meaningful.
//!
//! ```
//! let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../variants/shogi.koma")).unwrap();
//! let shogi = koma_dsl::compile(&source).unwrap();
//! let facts = koma_dsl::facts::Facts::new(&shogi).unwrap();
//! let pawn = shogi.piece_by_name("pawn").unwrap();
//! // a first-player pawn could never move from the last rank (squares 72..81)
//! assert!((72..81).all(|sq| facts.pieces[pawn].dead[0].contains(sq)));
//! assert_eq!(facts.hand.len(), 7);
//! assert_eq!(facts.letter('p'), Some(pawn));
//! ```

mod attacked;
mod castling;
mod double;
mod drops;
mod geometry;
mod pawns;
mod royalty;
mod slots;
pub mod values;

pub use castling::{CastlingFacts, CastlingRule};
pub use double::BoardDouble;
pub use geometry::{AttackGroup, BoardRule, Shape, along, group_squares, offset, ray};
pub use pawns::{Offset, PawnFacts};
pub use royalty::{Goal, RoyaltyFacts};
pub use values::{
    CAPTURE_ONLY, HAND_SHARE, HOP_TARGETS, MOVE_ONLY, PROMOTION_DECAY, PROMOTION_SHARE,
    PieceValues, SLIDE_DECAY, SQUARE_SHARE, STAND_DECAY, TURN_SHARE, UNIT,
};

use crate::ir::{PieceId, RegionId, Variant};
use koma_runtime::setup::{Setup, SetupError};
use koma_runtime::{Color, PieceKind, SquareSet};

/// Most piece types a variant may have for the backends (a board cell stores a type and a colour
/// in one byte, and attack groups are sets of cells in 128 bits).
pub const MAX_PIECES: usize = 63;
/// Most piece types that can be held in hand.
pub const MAX_HAND: usize = 32;

/// Why [`Facts::new`] refused a variant: a limit of the backends, or an IR that breaks what
/// the checker promises (a hand-built IR).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FactsError {
    /// The board is not 1..=16 files by 1..=16 ranks.
    #[error("unsupported board size {files}x{ranks}")]
    BoardSize {
        /// Files of the board.
        files: u8,
        /// Ranks of the board.
        ranks: u8,
    },
    /// More piece types (or types held in hand) than the backends' tables hold.
    #[error("{found} {what}; at most {max} are supported")]
    TooMany {
        /// What there are too many of (`piece types`, `piece types held in hand`).
        what: &'static str,
        /// How many the variant has.
        found: usize,
        /// The limit.
        max: usize,
    },
    /// A piece id, region id or region mask out of range: the IR was not validated.
    #[error("invalid IR: {0}")]
    InvalidIr(String),
    /// The start position does not read.
    #[error("the start position `{text}`: {error}")]
    Start {
        /// The start text.
        text: String,
        /// What is wrong with it.
        error: SetupError,
    },
}

/// The promotion zone and how it is used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Zone {
    /// The zone's squares per side (`squares[color.index()]`).
    pub squares: [SquareSet; 2],
    /// A move may promote only when it ends in the zone (`entering`); otherwise when it starts
    /// or ends there.
    pub only_entering: bool,
    /// Promotion is compulsory whenever allowed.
    pub forced: bool,
    /// `on entry or capture` (Chu shogi): a move may promote when it enters the zone from
    /// outside, or captures and starts or ends in it; and with `immobile pieces allowed`, when
    /// it ends on one of the piece's [`PieceFacts::stuck`] squares.
    pub on_entry_or_capture: bool,
}

/// The facts about one piece type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceFacts {
    /// Its name in the rules file.
    pub name: String,
    /// Whether it is an unpromoted type (one that can stand in the start position or be held).
    pub unpromoted: bool,
    /// Whether it is royal.
    pub royal: bool,
    /// The type it promotes to — `None` also when the variant has no promotion rule.
    pub promotes_to: Option<PieceId>,
    /// Its hand slot (an index into [`Facts::hand`]) when pieces of this type can be held:
    /// unpromoted, not royal, and captures go to the hand.
    pub hand_slot: Option<usize>,
    /// The hand slot a captured piece of this type goes to (its unpromoted type's); `None`
    /// when it leaves the game.
    pub capture_slot: Option<usize>,
    /// The squares, per side, from which it could never move (unpromoted types only; empty for
    /// promoted ones): a piece may not be dropped there, and must promote on arriving there.
    /// From [`Variant::can_move_from`].
    pub dead: [SquareSet; 2],
    /// The region its targets must lie in (`within`), if any.
    pub within: Option<RegionId>,
    /// Its movement per side, in board coordinates (see [`BoardRule`]).
    pub rules: [Vec<BoardRule>; 2],
    /// With `promotion every move`, for a promoted type: the type every move of it turns it
    /// back into (a move with `promote` set, as the move that promoted it); `None` otherwise.
    pub demotes_to: Option<PieceId>,
    /// The hand slot a drop of this type takes its piece from: its own [`PieceFacts::hand_slot`],
    /// or with `drops either face`, for a promoted type, its unpromoted type's; `None` when it is
    /// never dropped.
    pub drop_slot: Option<usize>,
    /// `drops anywhere`: it may be dropped (and stand in a position read from text) on its
    /// `dead` squares; see [`PieceFacts::drop_dead`].
    pub drops_anywhere: bool,
    /// The types its hops may not use as a screen (`forbid PIECE hops-over ...`), sorted.
    pub no_hop_over: Vec<PieceId>,
    /// The types it may not capture (`forbid PIECE captures ...`), sorted.
    pub no_capture: Vec<PieceId>,
    /// Its double moves per side, in board coordinates (empty for most pieces).
    pub doubles: [Vec<BoardDouble>; 2],
    /// The squares, per side, from which it could never move, whatever the rules say about
    /// such squares (unpromoted types only): [`PieceFacts::dead`] without `immobile pieces
    /// allowed`; with it, where a move may still promote under `on entry or capture`.
    pub stuck: [SquareSet; 2],
}

impl PieceFacts {
    /// The type a move with `promote` set leaves on its target: the promoted type, or with
    /// `promotion every move` for a promoted type, the type it turns back into.
    pub fn turns_to(&self) -> Option<PieceId> {
        self.promotes_to.or(self.demotes_to)
    }

    /// The squares, per side, where it may not be dropped nor stand in a position read from
    /// text: [`PieceFacts::dead`], or none with `drops anywhere`.
    pub fn drop_dead(&self) -> [SquareSet; 2] {
        if self.drops_anywhere {
            [SquareSet::EMPTY; 2]
        } else {
            self.dead
        }
    }
}

/// Every derived fact about a variant, for the backends. See the module docs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Facts {
    /// Files of the board.
    pub files: u8,
    /// Ranks of the board.
    pub ranks: u8,
    /// Squares of the board, `files * ranks` (at most 256).
    pub squares: usize,
    /// Each region's squares per side: `regions[region][color.index()]`.
    pub regions: Vec<[SquareSet; 2]>,
    /// Per piece type, in the IR's order.
    pub pieces: Vec<PieceFacts>,
    /// Hand slot → piece type, in declaration order (empty when captures leave the game).
    pub hand: Vec<PieceId>,
    /// Per hand slot: nifu applies (no two unpromoted pieces of the type on one file).
    pub nifu: Vec<bool>,
    /// Per hand slot: a drop that checkmates at once is illegal.
    pub no_drop_mate: Vec<bool>,
    /// Captured pieces go to the captor's hand.
    pub has_hands: bool,
    /// Some piece type is royal.
    pub has_royal: bool,
    /// The promotion zone, when pieces promote.
    pub promotion: Option<Zone>,
    /// Letter (`A`..`Z`, either case read as upper) → unpromoted type, aliases included; the
    /// first type declared wins a letter.
    pub letters: [Option<PieceId>; 26],
    /// Letter (`A`..`Z`) → the promoted type it names alone in a drop (its `also` letters,
    /// [`crate::ir::PieceType::drop_letters`]).
    pub drop_letters: [Option<PieceId>; 26],
    /// Per attacking side: every way a square can be attacked, merged across piece types,
    /// cheapest shape first (see [`AttackGroup`]).
    pub attack_groups: [Vec<AttackGroup>; 2],
    /// `sensitive[attacker.index()][target]`: every square whose contents can change whether
    /// `target` is attacked by that side (attackers' origins, lame-leap blocks, ray squares).
    pub sensitive: [Vec<SquareSet>; 2],
    /// The start position, read from the IR's text.
    pub start: Setup,
    /// The piece values ([`Facts::piece_values`]).
    values: PieceValues,
    /// Capturable royals and the win by reaching a region, when the variant has them.
    pub royalty: RoyaltyFacts,
    /// Per hand slot with nifu: how many own unpromoted pieces of the type a file may hold
    /// before a drop there is refused ([`crate::ir::DropRules::nifu_counts`]; 1 otherwise).
    pub nifu_count: Vec<u8>,
    /// `no_drop[slot][color.index()]`: the squares outside the `drops in` region or the type's
    /// `within` region, where it may not be dropped (empty sets when neither applies).
    pub no_drop: Vec<[SquareSet; 2]>,
    /// `drops check illegal`: a drop that leaves the opponent's royal attacked is illegal.
    pub no_drop_check: bool,
    /// Double steps, en passant, promotion choices and their limits (chess pawns).
    pub pawns: PawnFacts,
    /// The castlings, the rights moves take away, FEN's castling field.
    pub castling: CastlingFacts,
}

impl Facts {
    /// Derives the facts of `variant`.
    ///
    /// # Errors
    /// [`FactsError`] when the variant exceeds the backends' limits (board over 16x16, more
    /// than [`MAX_PIECES`] types or [`MAX_HAND`] types held in hand), when a hand-built IR has
    /// ids out of range, or when its start position does not read.
    pub fn new(variant: &Variant) -> Result<Facts, FactsError> {
        slots::validate(variant)?;
        let files = variant.board.files;
        let ranks = variant.board.ranks;
        let regions: Vec<[SquareSet; 2]> = variant.regions.iter().map(|r| r.squares()).collect();
        let (pieces, hand) = slots::pieces(variant)?;
        let nifu = hand
            .iter()
            .map(|p| variant.drops.nifu.contains(p))
            .collect();
        let nifu_count = hand.iter().map(|&p| nifu_count(variant, p)).collect();
        let no_drop_mate = hand
            .iter()
            .map(|p| variant.drops.no_drop_mate.contains(p))
            .collect();
        let promotion = variant
            .promotion
            .as_ref()
            .map(|pr| Zone {
                squares: regions[pr.zone],
                only_entering: pr.only_entering,
                forced: pr.forced,
                on_entry_or_capture: pr.on_entry_or_capture,
            })
            .or_else(|| slots::every_move_zone(variant));
        let (attack_groups, sensitive) = geometry::attack_groups(variant, &pieces, &regions);
        let mut facts = Facts {
            files,
            ranks,
            squares: variant.board.squares(),
            regions,
            pieces,
            hand,
            nifu,
            no_drop_mate,
            has_hands: matches!(variant.captures, crate::ir::Captures::ToHand { .. }),
            has_royal: variant.pieces.iter().any(|p| p.royal),
            promotion,
            letters: slots::letters(variant),
            drop_letters: slots::drop_letters(variant),
            attack_groups,
            sensitive,
            start: Setup {
                files,
                ranks,
                board: Vec::new(),
                hands: [Vec::new(), Vec::new()],
                side: Color::First,
                halfmove: 0,
                move_number: 1,
                en_passant: None,
                castling: Vec::new(),
                lion_capture: None,
            },
            values: PieceValues {
                board: Vec::new(),
                hand: Vec::new(),
                square: [Vec::new(), Vec::new()],
            },
            royalty: RoyaltyFacts::new(variant, &regions_of(variant)),
            nifu_count,
            no_drop: Vec::new(),
            no_drop_check: variant.drops.no_check,
            pawns: PawnFacts::default(),
            castling: CastlingFacts::new(variant),
        };
        facts.no_drop = drops::outside_regions(variant, &facts.hand);
        facts.start =
            facts
                .read_setup(variant, &variant.start)
                .map_err(|error| FactsError::Start {
                    text: variant.start.clone(),
                    error,
                })?;
        facts.pawns = PawnFacts::new(variant, &facts.start);
        facts.values = values::compute(&facts, variant);
        Ok(facts)
    }

    /// Whether a move may leave the own royal piece attacked is checked: the variant has a
    /// royal type and its royals are not capturable.
    pub fn guards_royal(&self) -> bool {
        self.has_royal && !self.royalty.capturable
    }

    /// The material value of each piece type, on the board and in hand, in centipawns (a shogi
    /// pawn is about 100): computed from the rules (formula in [`values`]'s docs and
    /// `docs/values.md`) unless the rules file states them with `value N [in hand M]`.
    pub fn piece_values(&self) -> &PieceValues {
        &self.values
    }

    /// The types a piece of hand slot `slot` may be dropped as: its own, then with `drops
    /// either face` its promoted type.
    pub fn drop_faces(&self, slot: usize) -> impl Iterator<Item = PieceId> + '_ {
        let base = self.hand[slot];
        let promoted = self.pieces[base]
            .promotes_to
            .filter(|&q| self.pieces[q].drop_slot == Some(slot));
        std::iter::once(base).chain(promoted)
    }

    /// The type written `letter` (either case), or `+letter` when `promoted`, when a piece of
    /// it can be dropped (see [`PieceFacts::drop_slot`]); a promoted type's own drop letter
    /// (`also`) names it without `+`.
    pub fn drop_lookup(&self, letter: char, promoted: bool) -> Option<PieceId> {
        if !promoted && let Some(id) = self.drop_letter(letter) {
            return self.pieces[id].drop_slot.map(|_| id);
        }
        let base = self.letter(letter)?;
        let id = if promoted {
            self.pieces[base].promotes_to?
        } else {
            base
        };
        self.pieces[id].drop_slot.map(|_| id)
    }

    /// The promoted type that `letter` (either case) names alone in a drop, if any.
    pub fn drop_letter(&self, letter: char) -> Option<PieceId> {
        let u = letter.to_ascii_uppercase();
        u.is_ascii_uppercase()
            .then(|| self.drop_letters[(u as u8 - b'A') as usize])
            .flatten()
    }

    /// The unpromoted type written `letter` (either case; aliases too).
    pub fn letter(&self, letter: char) -> Option<PieceId> {
        let u = letter.to_ascii_uppercase();
        u.is_ascii_uppercase()
            .then(|| self.letters[(u as u8 - b'A') as usize])
            .flatten()
    }

    /// The type written `letter`, or `+letter` when `promoted` (its promoted type; `None` when
    /// it does not promote).
    pub fn lookup(&self, letter: char, promoted: bool, variant: &Variant) -> Option<PieceId> {
        let base = self.letter(letter)?;
        if promoted {
            // `+X` is X's promoted type of its own, never a chess-style promotion target
            variant.pieces[base]
                .promotes_to
                .filter(|&q| variant.pieces[q].promoted_from.is_some())
        } else {
            Some(base)
        }
    }

    /// Reads a position text of `variant` (whose facts these are) in its notation, resolving
    /// letters with [`Facts::lookup`]. No rule is checked: see [`Setup`].
    ///
    /// # Errors
    /// [`SetupError`] when the text is malformed or names an unknown piece.
    /// With `lions counter-strike` (SFEN, no hands), the third field is lishogi's lion-capture
    /// square ([`Setup::parse_with_lion_capture`]).
    pub fn read_setup(&self, variant: &Variant, text: &str) -> Result<Setup, SetupError> {
        let lookup = |l, promoted| {
            self.lookup(l, promoted, variant)
                .map(|id| PieceKind(id as u8))
        };
        let (files, ranks, kinds) = (self.files, self.ranks, variant.pieces.len());
        if variant.special.counter_strike {
            return Setup::parse_with_lion_capture(text, files, ranks, kinds, lookup);
        }
        Setup::parse(text, variant.notation, files, ranks, kinds, lookup)
    }
}

/// Each region's squares per side, as [`Facts::regions`].
fn regions_of(variant: &Variant) -> Vec<[SquareSet; 2]> {
    variant.regions.iter().map(|r| r.squares()).collect()
}

/// How many own unpromoted pieces of type `piece` a file may hold before a drop of it there is
/// refused: its `drops nifu` count (1 when the IR gives none, or when it has no nifu rule).
fn nifu_count(variant: &Variant, piece: PieceId) -> u8 {
    variant
        .drops
        .nifu
        .iter()
        .position(|&p| p == piece)
        .and_then(|i| variant.drops.nifu_counts.get(i).copied())
        .unwrap_or(1)
        .max(1)
}
