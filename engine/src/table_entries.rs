//! The entries of the engine's move and attack tables: [`Gen`] (a piece's move from a square)
//! and [`Probe`] (a way a square is attacked), built by `tables.rs`.

use koma_dsl::ir::MoveMode;

/// Set on a slide or hop square that the piece passes but may not stop on (outside `within`).
pub(crate) const NOT_TARGET: u16 = 0x8000;
/// "No region" in a [`Probe`].
pub(crate) const NO_REGION: u8 = u8::MAX;

/// How a [`Gen`] or [`Probe`] uses its squares.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Kind {
    /// One square: the target (gen) or the attacker's origin (probe).
    Leap,
    /// The target (gen) or origin (probe) first, then the squares that must be empty.
    Lame,
    /// A ray, nearest square first; stops at the first occupied square.
    Slide,
    /// A ray to the edge, nearest first; targets lie beyond the first occupied square.
    Hop,
}

/// One movement rule of a piece from one square, clipped to the board.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Gen {
    pub(crate) kind: Kind,
    pub(crate) mode: MoveMode,
    /// Range `start..start + len` of `Engine::squares`.
    pub(crate) start: u32,
    pub(crate) len: u32,
}

/// One way a target square can be attacked, with the set of attacking cells (piece type and
/// colour) that use it.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Probe {
    pub(crate) kind: Kind,
    /// Region the attacker must stand in ([`NO_REGION`]: anywhere); checked at run time for
    /// slides and hops, already applied for leaps.
    pub(crate) only_in: u8,
    /// Bit `cell` set for each board cell value that attacks this way.
    pub(crate) cells: u128,
    /// A hop's screens that give no attack (`forbid PIECE hops-over ...`): bit `cell` per
    /// cell value; 0 for other probes.
    pub(crate) no_screen: u128,
    /// Range `start..start + len` of `Engine::squares`.
    pub(crate) start: u32,
    pub(crate) len: u32,
}
