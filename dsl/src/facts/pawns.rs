//! The chess pawn's facts: which moves make an en-passant square, which capture en passant, the
//! promotion choices and their limits (`promotion limited`). Both backends read these; a variant
//! without `i` lame leaps, `e` captures or choices has them all empty.

use crate::ir::{MoveKind, MoveRule, PieceId, Variant};
use koma_runtime::setup::Setup;
use koma_runtime::{Color, Square};

/// A vector in board coordinates, the side's orientation applied: `(file offset, rank offset)`.
pub type Offset = (i8, i8);

/// See the module docs.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PawnFacts {
    /// `double_steps[piece][color.index()]`: the piece's first-move lame leaps (`ifmnD`) as
    /// (leap, passed square), in board coordinates: such a move makes the passed square the
    /// en-passant square.
    pub double_steps: Vec<[Vec<(Offset, Offset)>; 2]>,
    /// `en_passant[piece][color.index()]`: the vectors of the piece's `e` captures, in board
    /// coordinates.
    pub en_passant: Vec<[Vec<Offset>; 2]>,
    /// Some piece captures en passant: positions carry an en-passant square.
    pub has_en_passant: bool,
    /// `choices[piece]`: the types a piece promotes to by choice (`promotes to A, B`), empty
    /// for the others or without a promotion rule.
    pub choices: Vec<Vec<PieceId>>,
    /// `promotion limited`: `limits[color.index()][piece]`, how many of each type the side has
    /// in the start position; a choice of a type is open only while it has fewer on the board.
    pub limits: Option<[Vec<u8>; 2]>,
    /// `returns[piece]`, for the types named by `no-capture reset by` (`None` for the others),
    /// per side (`[color.index()]`): the offsets, in board coordinates, of the piece's moves
    /// that may go to an empty square (not `c`, not `i`), each slide at every range, on an
    /// empty board whatever the regions, hops left out. A move of such a piece restarts the halfmove clock only when it
    /// cannot come back: `from - to` is none of these ([`PawnFacts::resets_clock`]), as
    /// Fairy-Stockfish judges an irreversible move of an `nMoveRuleTypes` piece.
    pub returns: Vec<Option<[Vec<Offset>; 2]>>,
}

/// The offsets, seen from the mover, by which a move rule may reach an empty square on an empty
/// board: not a capture-only rule, not a first move; a slide at every range up to the board's
/// largest (15), a hop never (it needs a screen).
fn return_offsets(m: &MoveRule) -> impl Iterator<Item = Offset> + '_ {
    let steps = match (&m.kind, m.mode, m.initial) {
        (_, crate::ir::MoveMode::CaptureOnly, _) | (_, _, true) | (MoveKind::Hop, _, _) => 0,
        (MoveKind::Leap | MoveKind::Lame { .. }, _, _) => 1,
        (MoveKind::Slide { max }, _, _) => max.map_or(15, |n| n.min(15)),
    };
    (1..=steps).filter_map(move |k| Some((m.dx.checked_mul(k as i8)?, m.dy.checked_mul(k as i8)?)))
}

/// `f` for each side, first player first.
fn per_side<T>(f: impl Fn(Color) -> T) -> [T; 2] {
    [f(Color::First), f(Color::Second)]
}

/// For each piece type and side, what `f` makes of each of its move rules (the `Some`s).
fn per_piece_side<T>(
    variant: &Variant,
    f: impl Fn(&MoveRule, Color) -> Option<T>,
) -> Vec<[Vec<T>; 2]> {
    variant
        .pieces
        .iter()
        .map(|p| per_side(|c| p.moves.iter().filter_map(|m| f(m, c)).collect()))
        .collect()
}

impl PawnFacts {
    /// Derives them from `variant`, whose start position reads as `start`.
    pub fn new(variant: &Variant, start: &Setup) -> PawnFacts {
        let oriented = |color: Color, (dx, dy): (i8, i8)| {
            let s = color.sign() as i8;
            (s * dx, s * dy)
        };
        let double_steps = per_piece_side(variant, |m, c| match &m.kind {
            MoveKind::Lame { blocks } if m.initial && blocks.len() == 1 => {
                Some((oriented(c, (m.dx, m.dy)), oriented(c, blocks[0])))
            }
            _ => None,
        });
        let en_passant: Vec<[Vec<Offset>; 2]> = per_piece_side(variant, |m, c| {
            m.en_passant.then(|| oriented(c, (m.dx, m.dy)))
        });
        let has_en_passant = en_passant.iter().any(|e| !e[0].is_empty());
        let choices = variant
            .pieces
            .iter()
            .map(|p| match variant.promotion {
                Some(_) => p.promotes_choice.clone(),
                None => Vec::new(),
            })
            .collect();
        let limits = variant.promotion.as_ref().filter(|p| p.limited).map(|_| {
            let mut counts = [
                vec![0u8; variant.pieces.len()],
                vec![0u8; variant.pieces.len()],
            ];
            for (color, kind) in start.board.iter().flatten() {
                let n = &mut counts[color.index()][usize::from(kind.0)];
                *n = n.saturating_add(1);
            }
            counts
        });
        let returns = variant
            .pieces
            .iter()
            .enumerate()
            .map(|(k, p)| {
                let resets = variant
                    .end
                    .no_capture_resets
                    .contains(&koma_runtime::PieceKind(k as u8));
                resets.then(|| {
                    per_side(|c| {
                        let mut v: Vec<Offset> = p
                            .moves
                            .iter()
                            .flat_map(|m| return_offsets(m).map(move |o| oriented(c, o)))
                            .collect();
                        v.sort_unstable();
                        v.dedup();
                        v
                    })
                })
            })
            .collect();
        PawnFacts {
            double_steps,
            en_passant,
            has_en_passant,
            choices,
            limits,
            returns,
        }
    }

    /// Whether a move of `piece` (of `color`) from `from` to `to` restarts the halfmove clock by
    /// `no-capture reset by`: its type is named there and it could not move back from `to` to
    /// `from` (see [`PawnFacts::returns`]). A capture restarts it whatever moved.
    pub fn resets_clock(
        &self,
        files: u8,
        piece: PieceId,
        color: Color,
        from: Square,
        to: Square,
    ) -> bool {
        let Some(Some(returns)) = self.returns.get(piece) else {
            return false;
        };
        let back = (
            i32::from(from.file(files)) - i32::from(to.file(files)),
            i32::from(from.rank(files)) - i32::from(to.rank(files)),
        );
        !returns[color.index()]
            .iter()
            .any(|&(dx, dy)| (i32::from(dx), i32::from(dy)) == back)
    }

    /// The square `sq + v` on a `files` x `ranks` board, or `None` off it.
    pub fn offset(files: u8, ranks: u8, sq: Square, (dx, dy): Offset) -> Option<Square> {
        let f = i32::from(sq.file(files)) + i32::from(dx);
        let r = i32::from(sq.rank(files)) + i32::from(dy);
        ((0..i32::from(files)).contains(&f) && (0..i32::from(ranks)).contains(&r))
            .then(|| Square::new(f as u8, r as u8, files))
    }

    /// The square a move of `piece` (of `color`) from `from` to `to` passes, when it is one of
    /// its double steps: the en-passant square it makes (before asking whether an enemy piece
    /// could take there).
    pub fn passed(
        &self,
        files: u8,
        ranks: u8,
        piece: PieceId,
        color: Color,
        from: Square,
        to: Square,
    ) -> Option<Square> {
        self.double_steps.get(piece)?[color.index()]
            .iter()
            .find(|(leap, _)| Self::offset(files, ranks, from, *leap) == Some(to))
            .and_then(|(_, passed)| Self::offset(files, ranks, from, *passed))
    }

    /// The squares from which a piece of type `piece` and side `color` would capture en passant
    /// on `ep`.
    pub fn capturers(
        &self,
        files: u8,
        ranks: u8,
        piece: PieceId,
        color: Color,
        ep: Square,
    ) -> impl Iterator<Item = Square> + '_ {
        self.en_passant[piece][color.index()]
            .iter()
            .filter_map(move |&(dx, dy)| Self::offset(files, ranks, ep, (-dx, -dy)))
    }

    /// Whether the side `color` may promote to `kind` given how many it has on the board now
    /// (`on_board`): always, unless `promotion limited` and it has the start count already.
    pub fn may_choose(&self, color: Color, kind: PieceId, on_board: usize) -> bool {
        self.limits
            .as_ref()
            .is_none_or(|l| on_board < usize::from(l[color.index()][kind]))
    }
}
