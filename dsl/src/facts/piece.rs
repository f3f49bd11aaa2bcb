//! The facts about one piece type ([`PieceFacts`]), the promotion zone, the backends' limits and
//! why a variant exceeds them.

use super::double::BoardDouble;
use super::geometry::BoardRule;
use crate::ir::{PieceId, RegionId};
use koma_runtime::SquareSet;
use koma_runtime::setup::SetupError;

/// Most piece types a variant may have for the backends (a board cell stores a type and a colour
/// in one byte, and attack groups are sets of cells in 128 bits).
pub const MAX_PIECES: usize = 63;

/// Most piece types that can be held in hand.
pub const MAX_HAND: usize = 32;

/// Why [`Facts::new`](super::Facts::new) refused a variant: a limit of the backends, or an IR that breaks what
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
    /// Its hand slot (an index into [`Facts::hand`](super::Facts::hand)) when pieces of this type can be held:
    /// unpromoted, not royal, and captures go to the hand.
    pub hand_slot: Option<usize>,
    /// The hand slot a captured piece of this type goes to (its unpromoted type's); `None`
    /// when it leaves the game.
    pub capture_slot: Option<usize>,
    /// The squares, per side, from which it could never move (unpromoted types only; empty for
    /// promoted ones): a piece may not be dropped there, and must promote on arriving there.
    /// From [`Variant::can_move_from`](crate::ir::Variant::can_move_from).
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
