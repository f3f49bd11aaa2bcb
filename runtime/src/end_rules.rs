//! How a game ends: the rules a [`crate::Game`] applies (handed over from a variant's IR by the
//! engine or by generated code) and the [`Outcome`](crate::Outcome) it reports.

use crate::{PieceKind, SquareSet};

/// The end-of-game rules of a variant, in runtime terms (piece kinds, square masks). Checkmate —
/// no legal move while in check — always loses. See `docs/language.md`, "The end of the game".
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct EndRules {
    /// No legal move while not in check.
    pub stalemate: StalemateResult,
    /// The N-th occurrence of a position (board, hands, side to move) is a draw (or a loss,
    /// with [`EndRules::repetition_loses`]).
    pub repetition: Option<u32>,
    /// Perpetual check.
    pub perpetual_check: Option<Perpetual>,
    /// Perpetual chase, with which attacks count.
    pub perpetual_chase: Option<ChaseRules>,
    /// This many plies in a row without a capture are a draw.
    pub no_capture_plies: Option<u32>,
    /// The game is drawn when neither side has a piece of these kinds, on the board or in hand.
    pub material: Option<Vec<PieceKind>>,
    /// `repetition N loses`: the side whose move makes a position occur the N-th time loses,
    /// instead of a draw (Tori shogi; Fairy-Stockfish's `nFoldValue` = mate for the side to
    /// move). A perpetual rule that applies still judges first, and when both sides checked
    /// (chased) throughout the game is drawn.
    pub repetition_loses: bool,
    /// `bare-royal loses`: a side left with only its royal piece loses, unless it leaves the
    /// other side so in its reply (see [`crate::bare_royal`]).
    pub bare_royal: bool,
    /// A move of a piece of one of these kinds that cannot be undone also starts the
    /// no-capture count again (a pawn's move forward in shatranj's 70-move rule, not a
    /// sideways one): the position's halfmove clock says which did (a [`crate::Game`] follows
    /// it), as both backends keep it (`koma_dsl::facts::PawnFacts::resets_clock`).
    pub no_capture_resets: Vec<PieceKind>,
    /// Makruk's counting rules (`counting N moves draws`, `counting bare ...`): see
    /// [`crate::Counting`].
    pub counting: Option<crate::Counting>,
    /// `insufficient-material draws`: the game is drawn when neither side has the material to
    /// mate ([`crate::Insufficient`]).
    pub insufficient: Option<crate::Insufficient>,
    /// `perpetual attack N loses` (Chu shogi as lishogi plays it): see [`PerpetualAttack`].
    pub perpetual_attack: Option<PerpetualAttack>,
}

/// `perpetual attack N loses`: from the N-th occurrence of a position on, the side whose move
/// made it occur loses when each of its moves since the position's first occurrence, and the
/// move that led to that first occurrence, *attacked*: after it a royal piece of the other side
/// is attacked, or the moved piece can capture a piece (it has a legal capture from where it
/// stands, were it its turn). Whatever the other side did (lishogi: scalashogi's
/// `perpetualCheck` with Chu's `isAttacked`); otherwise the repetition rule applies. Judged
/// after `perpetual check` and `perpetual chase`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerpetualAttack {
    /// The occurrence at which the rule applies (at least 2); the verdict is always a loss.
    pub limit: u32,
    /// The royal piece kinds (those whose attack is a check, however many a side has).
    pub royals: Vec<PieceKind>,
}

/// What a side with no legal move, not in check, gets.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum StalemateResult {
    /// It loses.
    #[default]
    Loses,
    /// The game is drawn.
    Draws,
}

/// A perpetual rule: from the `limit`-th occurrence of a position on, a side that checked
/// (chased) with every one of its moves since the position's first occurrence, while the other
/// side did not, loses — or may not make the move that brings this about.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Perpetual {
    /// The occurrence at which the rule applies (at least 2).
    pub limit: u32,
    /// What happens to the side that does it.
    pub verdict: PerpetualVerdict,
}

/// What a perpetual rule does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PerpetualVerdict {
    /// The side loses.
    Loses,
    /// The move is illegal (filtered from [`crate::Game::legal_moves`]).
    Illegal,
}

/// Perpetual chase and which attacks count (see [`crate::chased`] for the definition of a
/// chase, and `docs/language.md`, "The end of the game", for each clause).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChaseRules {
    /// When, and what happens.
    pub perpetual: Perpetual,
    /// The kinds whose attacks count (`chase by`).
    pub attackers: Vec<PieceKind>,
    /// The kinds that can be chased (`chase of`).
    pub targets: Vec<ChaseTarget>,
    /// `(target, attackers)`: a protected target of this kind still counts when attacked by one
    /// of these kinds (`chase protected`).
    pub protected: Vec<(PieceKind, Vec<PieceKind>)>,
    /// `chase attackers followed`: attackers are followed as they move, so the moved piece's
    /// attack is new only if it did not make it from its old square; `false`: an attacker is
    /// identified by its square after the move (the moved piece is always new).
    pub follow_attackers: bool,
    /// `chase false-protection`: a protector protects only if taking back would not expose its
    /// own royal piece (a pinned piece, or one whose move would let the royals face); `false`:
    /// any piece attacking the square protects.
    pub false_protection: bool,
    /// `chase exchange`: an attack by a piece of one of these kinds on an enemy piece of the
    /// same kind is an offer to exchange, not a chase, when the attacked piece could take the
    /// attacker without exposing its own royal piece.
    pub exchange: Vec<PieceKind>,
    /// `chase discovered-check`: a piece that could be taken with a discovered check counts as
    /// attacked, protected or not, unless the enemy could legally take back.
    pub discovered_check: bool,
}

/// One kind of piece that can be chased.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChaseTarget {
    /// Its kind.
    pub kind: PieceKind,
    /// `Some(masks)`: it counts only on the squares of `masks[owner.index()]` (a region seen
    /// from the piece's owner); `None`: everywhere.
    pub only_on: Option<[SquareSet; 2]>,
}
