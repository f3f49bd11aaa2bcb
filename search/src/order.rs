//! Move ordering: the table's move first, then captures by MVV-LVA (most valuable victim,
//! least valuable attacker) with promotions among them, then quiet promotions, the two killer
//! moves of the ply, and the other quiet moves by their history score.

use crate::eval::Values;
use koma_runtime::{Color, GamePosition, Move};

/// The table's move.
const TT_MOVE: i32 = i32::MAX;
/// Captures and capturing promotions: this plus 64 × victim − attacker.
const CAPTURE: i32 = 1 << 28;
/// Added for a promotion (capturing or not).
const PROMOTION: i32 = 1 << 26;
/// The first killer; the second scores one less.
const KILLER: i32 = 1 << 25;
/// History scores stay within ± this.
const HISTORY_MAX: i32 = 1 << 20;

/// What ordering learns during a search: killers per ply and history per (side, origin or
/// dropped type, destination).
#[derive(Clone, Debug, Default)]
pub(crate) struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    squares: usize,
}

/// Drops are indexed after the squares, one slot per piece type (`PieceKind` is a `u8`).
const DROP_SLOTS: usize = 256;

impl Heuristics {
    /// Ready for a search on a board of `squares` squares to `plies` plies: killers
    /// forgotten, history halved (or emptied for another board).
    pub fn new_search(&mut self, squares: usize, plies: usize) {
        self.killers = vec![[None; 2]; plies + 1];
        if self.squares != squares {
            self.squares = squares;
            self.history = vec![0; 2 * (squares + DROP_SLOTS) * squares];
        } else {
            self.history.iter_mut().for_each(|h| *h /= 2);
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.killers.clear();
        self.history.clear();
        self.squares = 0;
    }

    fn index(&self, side: Color, mv: Move) -> usize {
        let from = match mv {
            Move::Normal { from, .. } | Move::Double { from, .. } | Move::Promote { from, .. } => {
                from.0 as usize
            }
            Move::Drop { piece, .. } => self.squares + piece.0 as usize,
        };
        (side.index() * (self.squares + DROP_SLOTS) + from) * self.squares + mv.to().0 as usize
    }

    /// Whether `mv` is a killer at `ply`.
    pub fn is_killer(&self, ply: usize, mv: Move) -> bool {
        self.killers[ply].contains(&Some(mv))
    }

    /// Records that the quiet move `mv` of `side` refuted a node at `ply` searched to `depth`,
    /// after the quiet moves `tried` failed to.
    pub fn refuted(&mut self, side: Color, ply: usize, depth: i32, mv: Move, tried: &[Move]) {
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
        let bonus = (depth * depth).min(400);
        let i = self.index(side, mv);
        self.add(i, bonus);
        for &t in tried {
            let i = self.index(side, t);
            self.add(i, -bonus);
        }
    }

    fn add(&mut self, i: usize, bonus: i32) {
        // gravity: scores approach ±HISTORY_MAX without reaching it
        let h = &mut self.history[i];
        *h += bonus * 32 - *h * bonus.abs() / 512;
        *h = (*h).clamp(-HISTORY_MAX, HISTORY_MAX);
    }

    /// The ordering score of `mv` in `pos` at `ply` (higher first), `tt` being the table's
    /// move.
    pub fn score<P: GamePosition>(
        &self,
        values: &Values,
        pos: &P,
        ply: usize,
        mv: Move,
        tt: Option<Move>,
    ) -> i32 {
        if Some(mv) == tt {
            return TT_MOVE;
        }
        let promotion = if matches!(
            mv,
            Move::Normal { promote: true, .. } | Move::Promote { .. }
        ) {
            PROMOTION
        } else {
            0
        };
        if let Some(victim) = capture_value(values, pos, mv) {
            let attacker = match mv {
                Move::Normal { from, .. }
                | Move::Double { from, .. }
                | Move::Promote { from, .. } => {
                    pos.piece_at(from).map_or(0, |(_, k)| values.board(k))
                }
                Move::Drop { piece, .. } => values.hand(piece),
            };
            return CAPTURE + promotion + 64 * victim - attacker;
        }
        if promotion != 0 {
            return promotion;
        }
        match self.killers[ply] {
            [Some(k), _] if k == mv => KILLER,
            [_, Some(k)] if k == mv => KILLER - 1,
            _ => self.history[self.index(pos.side_to_move(), mv)],
        }
    }
}

/// The value of the piece `mv` captures in `pos`, if it captures.
pub(crate) fn capture_value<P: GamePosition>(values: &Values, pos: &P, mv: Move) -> Option<i32> {
    match mv {
        Move::Normal { to, .. } | Move::Promote { to, .. } => {
            pos.piece_at(to).map(|(_, k)| values.board(k))
        }
        Move::Drop { .. } => None,
        // both victims of a double move (the end is no victim when it is the origin)
        Move::Double { from, mid, to } => {
            let value = |sq| pos.piece_at(sq).map(|(_, k)| values.board(k));
            let end = if to == from { None } else { value(to) };
            match (value(mid), end) {
                (None, None) => None,
                (a, b) => Some(a.unwrap_or(0) + b.unwrap_or(0)),
            }
        }
    }
}

/// Moves `list[i..]`'s best-scored move to `list[i]` and returns it (selection: most nodes
/// end after a few moves, so sorting the whole list would be wasted).
pub(crate) fn pick(list: &mut [(i32, Move)], i: usize) -> Move {
    let mut best = i;
    for j in i + 1..list.len() {
        if list[j].0 > list[best].0 {
            best = j;
        }
    }
    list.swap(i, best);
    list[i].1
}
