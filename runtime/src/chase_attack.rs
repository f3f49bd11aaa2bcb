//! Which attacks count for perpetual chase: whether a piece *threatens* an enemy piece in a
//! position under the clauses of [`ChaseRules`] (`docs/language.md`, "The end of the game").
//! A move chases a piece when some piece of the mover threatens it after the move and did not
//! before (`crate::chase`).
//!
//! A piece `x` of one side that attacks (by its movement: [`GamePosition::attackers`]) an enemy
//! piece `t` that can be chased, on square `s`, threatens it when `x`'s kind is in `chase by`
//! and:
//! 1. with `chase discovered-check`, if taking `t` would give a discovered check (after `x`
//!    takes `t`, the enemy royal piece is attacked by a piece that did not attack it before and
//!    is not `x`), `x` threatens `t` exactly when the enemy then has no legal move to `s`;
//! 2. otherwise, with `chase exchange` listing `x`'s kind and `t` of the same kind, `t`
//!    attacking `x` without exposing its own royal piece by taking it (an offer to exchange):
//!    no threat;
//! 3. otherwise, `chase protected` pairing `t`'s kind with `x`'s: a threat;
//! 4. otherwise a threat when `t` is unprotected: after `x` takes `t`, no enemy piece attacks
//!    `s`, or, with `chase false-protection`, every one that does would expose its own royal
//!    piece by taking back.
//!
//! A move *exposes* its side's royal piece when after it the royal piece is attacked by a
//! piece that did not attack it before (the royal piece itself moving: when it is attacked at
//! all on its new square), or the royal pieces stand as a `forbid` rule does not allow when
//! they did not before: a pinned piece, or one whose move would let the royals face.
//! Captures are played on copies of the position ([`GamePosition::pass`] gives the capturing
//! side the move), whether or not they would be legal (attacks are geometric), and a check
//! that stands before them plays no part, except in the legal moves of rule 1.

use crate::{ChaseRules, Color, GamePosition, Move, Square};
use std::cell::OnceCell;

/// A position as it is and, made when first asked for, the same position with the other side
/// to move.
pub(crate) struct View<'a, P> {
    pos: &'a P,
    passed: OnceCell<P>,
}

impl<'a, P: GamePosition> View<'a, P> {
    /// A view of `pos`.
    pub(crate) fn new(pos: &'a P) -> Self {
        View {
            pos,
            passed: OnceCell::new(),
        }
    }

    /// The position with `side` to move.
    fn with_turn(&self, side: Color) -> &P {
        if self.pos.side_to_move() == side {
            self.pos
        } else {
            self.passed.get_or_init(|| {
                let mut p = self.pos.clone();
                p.pass();
                p
            })
        }
    }
}

/// Whether the piece on `x` threatens the enemy piece on `s` in `view`'s position under
/// `rules` (see the module documentation). `x` must attack `s` by its movement and the piece
/// on `s` must be a chase target there; otherwise the answer means nothing.
pub(crate) fn threatens<P: GamePosition>(
    view: &View<'_, P>,
    x: Square,
    s: Square,
    rules: &ChaseRules,
) -> bool {
    let pos = view.pos;
    let (Some((us, by)), Some((them, kind))) = (pos.piece_at(x), pos.piece_at(s)) else {
        return false;
    };
    if !rules.attackers.contains(&by) {
        return false;
    }
    let taken = OnceCell::new();
    let taken = || taken.get_or_init(|| played(view.with_turn(us), x, s));
    if rules.discovered_check && discovered_check(pos, taken(), s, them) {
        let mut replies = Vec::new();
        taken().legal_moves(&mut replies);
        return !replies.iter().any(|m| m.to() == s);
    }
    if by == kind && rules.exchange.contains(&by) {
        let mut back = Vec::new();
        pos.attackers(x, them, &mut back);
        if back.contains(&s) && !exposes(pos, s, x, them) {
            return false;
        }
    }
    if rules
        .protected
        .iter()
        .any(|(t, kinds)| *t == kind && kinds.contains(&by))
    {
        return true;
    }
    let mut defenders = Vec::new();
    if !rules.false_protection {
        pos.attackers_without(s, them, x, &mut defenders);
        return defenders.is_empty();
    }
    let after = taken();
    after.attackers(s, them, &mut defenders);
    defenders.iter().all(|&d| exposes(after, d, s, them))
}

/// `pos` after the piece on `from` goes to `to` (a capture there, if any), unchecked.
fn played<P: GamePosition>(pos: &P, from: Square, to: Square) -> P {
    let mut p = pos.clone();
    p.play_unchecked(Move::Normal {
        from,
        to,
        promote: false,
    });
    p
}

/// Whether `side`'s piece on `from` going to `to` in `pos` exposes `side`'s royal piece (see
/// the module documentation).
fn exposes<P: GamePosition>(pos: &P, from: Square, to: Square, side: Color) -> bool {
    let after = played(pos, from, to);
    if pos.royals_allowed() && !after.royals_allowed() {
        return true;
    }
    let Some(royal) = after.royal_square(side) else {
        return false;
    };
    let mut now = Vec::new();
    after.attackers(royal, !side, &mut now);
    if pos.royal_square(side) != Some(royal) {
        return !now.is_empty();
    }
    let mut was = Vec::new();
    pos.attackers(royal, !side, &mut was);
    now.iter().any(|a| !was.contains(a))
}

/// Whether in `taken` (`before` after a capture on `landed`) `them`'s royal piece is attacked
/// by a piece that did not attack it in `before` and is not the capturer.
fn discovered_check<P: GamePosition>(before: &P, taken: &P, landed: Square, them: Color) -> bool {
    let Some(royal) = taken.royal_square(them) else {
        return false;
    };
    let mut now = Vec::new();
    taken.attackers(royal, !them, &mut now);
    let mut was = Vec::new();
    before.attackers(royal, !them, &mut was);
    now.iter().any(|&a| a != landed && !was.contains(&a))
}
