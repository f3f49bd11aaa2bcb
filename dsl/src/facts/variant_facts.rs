//! Every derived fact about a variant ([`Facts`]; derived by [`Facts::new`] in `mod.rs`).

use super::castling::CastlingFacts;
use super::geometry::AttackGroup;
use super::pawns::PawnFacts;
use super::piece::{PieceFacts, Zone};
use super::piece_values::PieceValues;
use super::royalty::RoyaltyFacts;
use crate::ir::PieceId;
use koma_runtime::SquareSet;
use koma_runtime::setup::Setup;

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
    pub(super) values: PieceValues,
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
