//! [`Engine`]: a variant's IR with its derived facts and the engine's own tables.

use crate::cell::{MAX_SQUARES, cell_piece, cells};
use crate::error::EngineError;
use crate::table_entries::{Gen, Probe};
use koma_dsl::facts::{Facts, FactsError};
use koma_dsl::ir::{TextFormat, Variant};
use koma_runtime::{Color, PieceKind, SquareSet};

/// A variant ready to run: the IR, the facts derived from it once ([`Facts`], shared with the
/// compiler), and the engine's own move and attack tables built from those facts.
///
/// Build it with [`Engine::new`], then make positions with [`Engine::start_position`] or
/// [`Engine::position`] (or [`Position::from_text`](crate::Position::from_text)); they borrow the engine.
#[derive(Clone, Debug)]
pub struct Engine {
    pub(crate) variant: Variant,
    /// Everything derived from the IR: slots, dead squares, regions, attack groups, letters,
    /// the start position.
    pub(crate) facts: Facts,
    pub(crate) files: u8,
    pub(crate) ranks: u8,
    pub(crate) nsq: usize,
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
    /// The promotion zone per colour (empty when nothing promotes), from the facts.
    pub(crate) zone: [SquareSet; 2],
    pub(crate) only_entering: bool,
    pub(crate) forced: bool,
    pub(crate) no_facing: bool,
    pub(crate) no_same_rank: bool,
    /// `royals several`: [`crate::Position`] keeps a side's royal square only while it has one
    /// royal piece (`royals.rs`).
    pub(crate) several_royals: bool,
    /// Per piece type: the cells it may not capture (`forbid PIECE captures ...`), both
    /// colours; 0 for most.
    pub(crate) spared: Vec<u128>,
    /// Per piece type: the cells its hops may not use as a screen (`forbid PIECE hops-over
    /// ...`), both colours.
    pub(crate) no_screen: Vec<u128>,
    /// The royal type that may pass (`pass` in its moves), if any.
    pub(crate) pass: Option<usize>,
    /// `bikjang`: royals facing at a side's turn must be parted (or the side passes).
    pub(crate) bikjang: bool,
    /// `promotion in REGION on entry or capture` (Chu shogi): see [`koma_dsl::facts::Zone`].
    pub(crate) on_entry_or_capture: bool,
    /// `lions PIECES`: bit `piece` set for each lion type (0: no lion rule; `lions.rs`).
    pub(crate) lions: u64,
    /// `lions cheap PIECES`: bit `piece` set for each cheap type.
    pub(crate) lion_cheap: u64,
    /// `lions counter-strike`: positions keep the lion-capture square (`counter_strike.rs`).
    pub(crate) counter_strike: bool,
    /// Each piece type's uppercase letter, for [`Engine::notation`].
    letters: Vec<char>,
}

/// Bit `id` set for each id of `ids` (ids below 64).
fn bits(ids: &[usize]) -> u64 {
    ids.iter()
        .fold(0, |b, &id| b | 1u64.checked_shl(id as u32).unwrap_or(0))
}

impl Engine {
    /// Whether the board cell `c` (not empty) holds a lion type of `lions PIECES`.
    pub(crate) fn is_lion(&self, c: u8) -> bool {
        (self.lions >> cell_piece(c)) & 1 != 0
    }

    /// Builds the tables for `variant`.
    ///
    /// # Errors
    /// [`EngineError`] when the variant exceeds the backends' limits (more than 63 piece types,
    /// more than 32 types that can be held in hand) or its ids are out of range.
    pub fn new(variant: &Variant) -> Result<Engine, EngineError> {
        let facts = Facts::new(variant).map_err(|e| match e {
            FactsError::BoardSize { files, ranks } => EngineError::BoardSize { files, ranks },
            FactsError::TooMany { found, max, .. } => EngineError::TooManyPieceTypes { found, max },
            FactsError::InvalidIr(s) => EngineError::InvalidIr(s),
            e @ FactsError::Start { .. } => EngineError::InvalidIr(e.to_string()),
        })?;
        debug_assert!(facts.squares <= MAX_SQUARES);
        let promotion = facts.promotion.clone();
        let mut engine = Engine {
            variant: variant.clone(),
            files: facts.files,
            ranks: facts.ranks,
            nsq: facts.squares,
            gen_ranges: Vec::new(),
            gen_dedup: Vec::new(),
            gens: Vec::new(),
            squares: Vec::new(),
            probe_ranges: Vec::new(),
            probes: Vec::new(),
            zone: promotion
                .as_ref()
                .map_or([SquareSet::EMPTY; 2], |z| z.squares),
            only_entering: promotion.as_ref().is_some_and(|z| z.only_entering),
            forced: promotion.as_ref().is_some_and(|z| z.forced),
            no_facing: variant.royal.no_facing,
            no_same_rank: variant.royal.no_same_rank,
            several_royals: variant.royal.several,
            spared: facts.pieces.iter().map(|p| cells(&p.no_capture)).collect(),
            no_screen: facts.pieces.iter().map(|p| cells(&p.no_hop_over)).collect(),
            pass: variant.special.pass,
            bikjang: variant.special.bikjang,
            on_entry_or_capture: promotion.as_ref().is_some_and(|z| z.on_entry_or_capture),
            lions: bits(&variant.special.lions),
            lion_cheap: bits(&variant.special.lion_cheap),
            counter_strike: variant.special.counter_strike,
            letters: variant
                .pieces
                .iter()
                .map(|p| p.letter.to_ascii_uppercase())
                .collect(),
            facts,
        };
        engine.build_moves();
        engine.build_probes();
        Ok(engine)
    }

    /// The variant this engine runs.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// How squares and moves are written on this variant's board, without a position (the
    /// generated modules' `NOTATION`); [`koma_runtime::Position::format_move`] is the full
    /// notation.
    ///
    /// ```
    /// let v = koma_dsl::compile(&std::fs::read_to_string("../variants/xiangqi.koma").unwrap()).unwrap();
    /// let engine = koma_engine::Engine::new(&v).unwrap();
    /// let n = engine.notation();
    /// assert_eq!(n.parse_move("h2e2").unwrap().display(&n).to_string(), "h2e2");
    /// ```
    pub fn notation(&self) -> koma_runtime::Notation<'_> {
        koma_runtime::Notation {
            files: self.files,
            ranks: self.ranks,
            style: koma_runtime::Style::new(self.variant.notation, self.variant.move_text),
            letters: &self.letters,
        }
    }

    /// The unpromoted piece type written with `letter` (either case; aliases accepted).
    pub fn piece_by_letter(&self, letter: char) -> Option<PieceKind> {
        self.facts.letter(letter).map(|id| PieceKind(id as u8))
    }

    /// The hand slot of pieces of type `kind`, if they can be held (`None` also for a kind out
    /// of range).
    #[inline]
    pub(crate) fn hand_slot(&self, kind: PieceKind) -> Option<usize> {
        self.facts
            .pieces
            .get(kind.0 as usize)
            .and_then(|p| p.hand_slot)
    }

    /// The hand slot a drop of type `kind` takes its piece from ([`koma_dsl::facts::PieceFacts::drop_slot`]:
    /// with `drops either face` a promoted type's is its unpromoted type's); `None` when it is
    /// never dropped (also for a kind out of range).
    #[inline]
    pub(crate) fn drop_slot(&self, kind: PieceKind) -> Option<usize> {
        self.facts
            .pieces
            .get(kind.0 as usize)
            .and_then(|p| p.drop_slot)
    }

    /// Whether positions and moves use SFEN/USI (`true`) or FEN/ICCS (`false`).
    pub(crate) fn is_sfen(&self) -> bool {
        self.variant.notation == TextFormat::Sfen
    }

    /// The moves of `piece` for `color` from `from`.
    #[inline]
    pub(crate) fn gens_for(&self, piece: usize, color: Color, from: usize) -> (&[Gen], bool) {
        let i = (piece * 2 + color.index()) * self.nsq + from;
        let (a, b) = self.gen_ranges[i];
        (&self.gens[a as usize..b as usize], self.gen_dedup[i])
    }
}
