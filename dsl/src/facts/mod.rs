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

mod attack_groups;
mod attacked;
mod castling;
mod double;
mod drops;
mod geometry;
mod pawns;
mod piece;
mod piece_values;
mod royalty;
mod slots;
pub mod values;
mod variant_facts;

pub use castling::{CastlingFacts, CastlingRule};
pub use double::BoardDouble;
pub use geometry::{AttackGroup, BoardRule, Shape, along, group_squares, offset, ray};
pub use pawns::{Offset, PawnFacts};
pub use piece::{FactsError, MAX_HAND, MAX_PIECES, PieceFacts, Zone};
pub use royalty::{Goal, RoyaltyFacts};
pub use values::{
    CAPTURE_ONLY, HAND_SHARE, HOP_TARGETS, MOVE_ONLY, PROMOTION_DECAY, PROMOTION_SHARE,
    PieceValues, SLIDE_DECAY, SQUARE_SHARE, STAND_DECAY, TURN_SHARE, UNIT,
};
pub use variant_facts::Facts;

use crate::ir::{PieceId, Variant};
use koma_runtime::setup::{Setup, SetupError};
use koma_runtime::{Color, PieceKind, SquareSet};

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
        let (attack_groups, sensitive) = attack_groups::attack_groups(variant, &pieces, &regions);
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
