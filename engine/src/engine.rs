//! [`Engine`]: a variant's IR with its precomputed tables.

use crate::bitset::SquareSet;
use crate::error::{EngineError, PositionError};
use crate::position::Position;
use crate::tables::{self, Gen, Probe};
use koma_dsl::ir::{Captures, MoveKind, Notation, Variant};
use koma_runtime::{Color, PieceKind};

/// Most piece types (unpromoted and promoted) a variant may have: a board cell stores
/// `1 + piece + 64 * colour` in a byte, and attack probes use a 128-bit set of cell values.
pub(crate) const MAX_PIECES: usize = 63;
/// Most squares on a board (16x16).
pub(crate) const MAX_SQUARES: usize = 256;
/// Most piece types that can be held in hand.
pub(crate) const MAX_HAND: usize = 32;
/// "No square" (no royal on the board).
pub(crate) const NO_SQ: u16 = u16::MAX;

/// The board cell value of `piece` for `color` (never 0: 0 is an empty square).
#[inline]
pub(crate) const fn cell(color: Color, piece: usize) -> u8 {
    (1 + piece + 64 * color.index()) as u8
}

/// The piece type in a non-empty cell.
#[inline]
pub(crate) const fn cell_piece(cell: u8) -> usize {
    (cell as usize - 1) & 63
}

/// The colour of a non-empty cell.
#[inline]
pub(crate) const fn cell_color(cell: u8) -> Color {
    if cell > 64 {
        Color::Second
    } else {
        Color::First
    }
}

/// What the engine needs to know about one piece type, beyond its move tables.
#[derive(Clone, Debug)]
pub(crate) struct PieceInfo {
    /// Its name (for messages).
    pub(crate) name: String,
    /// Whether it is royal.
    pub(crate) royal: bool,
    /// Whether it is an unpromoted type.
    pub(crate) unpromoted: bool,
    /// The type it promotes to, if it can promote in this variant.
    pub(crate) promotes_to: Option<u8>,
    /// Its slot in the hand, if pieces of this type can be held (unpromoted, non-royal, and
    /// captures go to the hand).
    pub(crate) hand_slot: Option<u8>,
    /// The hand slot a captured piece of this type goes to; `None`: it leaves the game.
    pub(crate) capture_slot: Option<u8>,
    /// Squares (per colour) from which it could never move; filled for unpromoted types only.
    pub(crate) dead: [SquareSet; 2],
}

/// A variant ready to run: the IR plus tables derived from it once.
///
/// Build it with [`Engine::new`], then make positions with [`Engine::start_position`] or
/// [`Engine::position`] (or [`Position::from_text`]); they borrow the engine.
#[derive(Clone, Debug)]
pub struct Engine {
    pub(crate) variant: Variant,
    pub(crate) files: u8,
    pub(crate) ranks: u8,
    pub(crate) nsq: usize,
    pub(crate) pieces: Vec<PieceInfo>,
    /// Hand slot -> piece type, in declaration order.
    pub(crate) hand_pieces: Vec<u8>,
    /// Per hand slot: nifu applies.
    pub(crate) hand_nifu: Vec<bool>,
    /// Per hand slot: a drop that mates at once is illegal.
    pub(crate) hand_no_mate: Vec<bool>,
    /// Movement: `gen_ranges[(piece * 2 + colour) * nsq + from]` is a range of `gens`.
    pub(crate) gen_ranges: Vec<(u32, u32)>,
    /// Whether the moves from that square may repeat a target (overlapping rules).
    pub(crate) gen_dedup: Vec<bool>,
    pub(crate) gens: Vec<Gen>,
    /// Square lists referred to by `gens` and `probes`.
    pub(crate) squares: Vec<u16>,
    /// Attacks: `probe_ranges[attacker.index() * nsq + target]` is a range of `probes`.
    pub(crate) probe_ranges: Vec<(u32, u32)>,
    pub(crate) probes: Vec<Probe>,
    /// `sensitive[attacker.index() * nsq + target]`: every square whose contents can change
    /// whether `target` is attacked by `attacker`.
    pub(crate) sensitive: Vec<SquareSet>,
    /// `regions[region][colour]`.
    pub(crate) regions: Vec<[SquareSet; 2]>,
    /// The promotion zone per colour (empty when nothing promotes).
    pub(crate) zone: [SquareSet; 2],
    pub(crate) only_entering: bool,
    pub(crate) forced: bool,
    pub(crate) no_facing: bool,
    pub(crate) no_same_rank: bool,
    pub(crate) has_hands: bool,
    /// Letter (uppercase, `A`..`Z`) -> unpromoted piece type, aliases included.
    pub(crate) by_letter: [Option<u8>; 26],
}

impl Engine {
    /// Builds the tables for `variant`.
    ///
    /// # Errors
    /// [`EngineError`] when the variant exceeds the engine's limits (more than 63 piece types,
    /// more than 32 types that can be held in hand) or its ids are out of range.
    pub fn new(variant: &Variant) -> Result<Engine, EngineError> {
        validate(variant)?;
        let files = variant.board.files;
        let ranks = variant.board.ranks;
        let nsq = variant.board.squares();
        let regions: Vec<[SquareSet; 2]> = variant
            .regions
            .iter()
            .map(|r| {
                let mut sets = [SquareSet::EMPTY; 2];
                for c in Color::ALL {
                    for (sq, &inside) in r.mask[c.index()].iter().enumerate() {
                        if inside {
                            sets[c.index()].insert(sq);
                        }
                    }
                }
                sets
            })
            .collect();
        let has_hands = matches!(variant.captures, Captures::ToHand { .. });
        let mut hand_pieces = Vec::new();
        let mut pieces: Vec<PieceInfo> = Vec::with_capacity(variant.pieces.len());
        for (id, p) in variant.pieces.iter().enumerate() {
            let unpromoted = p.promoted_from.is_none();
            let hand_slot = if has_hands && unpromoted && !p.royal {
                hand_pieces.push(id as u8);
                Some((hand_pieces.len() - 1) as u8)
            } else {
                None
            };
            let mut dead = [SquareSet::EMPTY; 2];
            if unpromoted {
                for c in Color::ALL {
                    for sq in 0..nsq {
                        if !variant.can_move_from(id, c, koma_runtime::Square(sq as u16)) {
                            dead[c.index()].insert(sq);
                        }
                    }
                }
            }
            pieces.push(PieceInfo {
                name: p.name.clone(),
                royal: p.royal,
                unpromoted,
                promotes_to: if variant.promotion.is_some() {
                    p.promotes_to.map(|q| q as u8)
                } else {
                    None
                },
                hand_slot,
                capture_slot: None,
                dead,
            });
        }
        if hand_pieces.len() > MAX_HAND {
            return Err(EngineError::TooManyPieceTypes {
                found: hand_pieces.len(),
                max: MAX_HAND,
            });
        }
        for id in 0..pieces.len() {
            let p = &variant.pieces[id];
            pieces[id].capture_slot = match variant.captures {
                Captures::Removed => None,
                _ if p.royal => None,
                Captures::ToHand { promoted_removed } => match p.promoted_from {
                    Some(_) if promoted_removed => None,
                    Some(base) => pieces[base].hand_slot,
                    None => pieces[id].hand_slot,
                },
            };
        }
        let hand_nifu = hand_pieces
            .iter()
            .map(|&p| variant.drops.nifu.contains(&(p as usize)))
            .collect();
        let hand_no_mate = hand_pieces
            .iter()
            .map(|&p| variant.drops.no_drop_mate.contains(&(p as usize)))
            .collect();
        let mut zone = [SquareSet::EMPTY; 2];
        let (mut only_entering, mut forced) = (false, false);
        if let Some(pr) = &variant.promotion {
            zone = regions[pr.zone];
            only_entering = pr.only_entering;
            forced = pr.forced;
        }
        let mut by_letter = [None; 26];
        for (id, p) in variant.pieces.iter().enumerate() {
            if p.promoted_from.is_some() {
                continue;
            }
            for l in std::iter::once(p.letter).chain(p.aliases.iter().copied()) {
                let u = l.to_ascii_uppercase();
                if u.is_ascii_uppercase() {
                    let slot = &mut by_letter[(u as u8 - b'A') as usize];
                    if slot.is_none() {
                        *slot = Some(id as u8);
                    }
                }
            }
        }
        let mut engine = Engine {
            variant: variant.clone(),
            files,
            ranks,
            nsq,
            pieces,
            hand_pieces,
            hand_nifu,
            hand_no_mate,
            gen_ranges: Vec::new(),
            gen_dedup: Vec::new(),
            gens: Vec::new(),
            squares: Vec::new(),
            probe_ranges: Vec::new(),
            probes: Vec::new(),
            sensitive: Vec::new(),
            regions,
            zone,
            only_entering,
            forced,
            no_facing: variant.royal.no_facing,
            no_same_rank: variant.royal.no_same_rank,
            has_hands,
            by_letter,
        };
        tables::build_moves(&mut engine);
        tables::build_probes(&mut engine);
        Ok(engine)
    }

    /// The variant this engine runs.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The variant's start position.
    ///
    /// # Errors
    /// [`PositionError`] if the IR's start text is not a valid position (the checker should
    /// have caught it).
    pub fn start_position(&self) -> Result<Position<'_>, PositionError> {
        Position::from_text(self, &self.variant.start)
    }

    /// A position read from SFEN or FEN text (per the variant's notation).
    ///
    /// # Errors
    /// See [`Position::from_text`].
    pub fn position(&self, text: &str) -> Result<Position<'_>, PositionError> {
        Position::from_text(self, text)
    }

    /// The unpromoted piece type written with `letter` (either case; aliases accepted).
    pub fn piece_by_letter(&self, letter: char) -> Option<PieceKind> {
        let u = letter.to_ascii_uppercase();
        if !u.is_ascii_uppercase() {
            return None;
        }
        self.by_letter[(u as u8 - b'A') as usize].map(PieceKind)
    }

    /// Whether positions and moves use SFEN/USI (`true`) or FEN/ICCS (`false`).
    pub(crate) fn is_sfen(&self) -> bool {
        self.variant.notation == Notation::Sfen
    }

    /// The moves of `piece` for `color` from `from`.
    #[inline]
    pub(crate) fn gens_for(&self, piece: usize, color: Color, from: usize) -> (&[Gen], bool) {
        let i = (piece * 2 + color.index()) * self.nsq + from;
        let (a, b) = self.gen_ranges[i];
        (&self.gens[a as usize..b as usize], self.gen_dedup[i])
    }
}

/// Checks what the checker promises and the engine relies on, so a hand-built IR can't make
/// the engine index out of bounds.
fn validate(v: &Variant) -> Result<(), EngineError> {
    let (files, ranks) = (v.board.files, v.board.ranks);
    if !(1..=16).contains(&files) || !(1..=16).contains(&ranks) {
        return Err(EngineError::BoardSize { files, ranks });
    }
    if v.pieces.len() > MAX_PIECES {
        return Err(EngineError::TooManyPieceTypes {
            found: v.pieces.len(),
            max: MAX_PIECES,
        });
    }
    let bad = |s: String| Err(EngineError::InvalidIr(s));
    let nsq = v.board.squares();
    debug_assert!(nsq <= MAX_SQUARES);
    for r in &v.regions {
        if r.mask.iter().any(|m| m.len() != nsq) {
            return bad(format!("region `{}` does not cover the board", r.name));
        }
    }
    let region_ok = |r: Option<usize>| r.is_none_or(|r| r < v.regions.len());
    let piece_ok = |p: Option<usize>| p.is_none_or(|p| p < v.pieces.len());
    for p in &v.pieces {
        if !region_ok(p.within) || !piece_ok(p.promotes_to) || !piece_ok(p.promoted_from) {
            return bad(format!(
                "piece `{}` refers to a missing piece or region",
                p.name
            ));
        }
        if let Some(q) = p.promotes_to
            && (v.pieces[q].promoted_from.is_none() || v.pieces[q].royal != p.royal)
        {
            return bad(format!(
                "piece `{}` promotes to an unpromoted type or changes royalty",
                p.name
            ));
        }
        for m in &p.moves {
            if !region_ok(m.only_in) {
                return bad(format!("a move of `{}` refers to a missing region", p.name));
            }
            if let MoveKind::Lame { blocks } = &m.kind
                && blocks.len() > 8
            {
                return bad(format!("a lame move of `{}` has too many blocks", p.name));
            }
        }
    }
    if let Some(pr) = &v.promotion
        && pr.zone >= v.regions.len()
    {
        return bad("the promotion zone is a missing region".into());
    }
    if v.drops
        .nifu
        .iter()
        .chain(&v.drops.no_drop_mate)
        .any(|&p| p >= v.pieces.len())
    {
        return bad("a drop rule names a missing piece".into());
    }
    Ok(())
}
