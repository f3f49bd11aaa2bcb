//! Material values of the piece types, in centipawns, computed from the rules (for a search's
//! evaluation), unless the rules file states them (`value N [in hand M]`).
//!
//! The formula (`docs/values.md` shows it with the values of the built-in variants and
//! Fairy-Stockfish's):
//!
//! 1. **Where a type stands.** Per side, the squares a piece of the type can stand on: its
//!    squares in the start position and, if it can be held, every square it may be dropped on;
//!    for a promoted type, every square a promoting move of its base type ends on; then every
//!    square these lead to by the type's own moves on an empty board (so xiangqi's elephant
//!    stands on its 7 points, its soldier never behind its start rank). An unpromoted type never
//!    stands where it could not move (the last rank for a pawn), nor, under `forced` promotion,
//!    where it would have to promote. A type with no such square (absent from the start, never
//!    held) stands on every square it could move from.
//! 2. **Mobility.** On an empty board, from each of those squares, the targets of each move rule
//!    (only those inside its `within` region; a rule with `in REGION` only from that region):
//!    - a leap, or a lame leap (read as a plain leap), counts 1 when its target is on the board;
//!    - a slide counts its squares to the edge (or to its range), the k-th square
//!      [`SLIDE_DECAY`]`^(k-1)`: a far square is reached only when the squares before it are
//!      empty, which in play they often are not;
//!    - a hop (cannon) counts [`HOP_TARGETS`] per direction whose line holds a screen square and
//!      a target square (an empty board has no screen, so a fixed factor stands for it);
//!    - a move-only rule (`m`) counts [`MOVE_ONLY`] of that, a capture-only one (`c`)
//!      [`CAPTURE_ONLY`].
//!
//!    The type's mobility is the average over both sides and all its squares, a square
//!    weighted [`STAND_DECAY`]`^n` for the fewest moves n the piece needs to get there from
//!    where it enters the board (its start squares, drop squares, promotion squares), so that
//!    the squares it reaches late count less (a xiangqi soldier stands mostly on its own side;
//!    a dropped piece enters anywhere, so every square counts the same).
//! 3. **Board value** = [`UNIT`] × mobility: one target that moves and captures is worth 100
//!    centipawns, so a shogi pawn (one forward step) is 100 before its promotion share.
//! 4. **Promotion.** An unpromoted type that promotes gets a share of the gain, [`PROMOTION_SHARE`]
//!    × max(0, value of the promoted type − its own) × [`PROMOTION_DECAY`]`^(n-1)`, where n is the
//!    fewest moves, on an empty board, from a square it starts on (or, if it never starts on the
//!    board, any square it stands on) to a move that may promote, averaged over those squares
//!    (a square from which it can never promote counts 0). The promoted type's value is used as
//!    stated when the rules file states it.
//!
//!    **Two faces.** With `promotion every move` (Kyoto shogi) a piece turns over on each of its
//!    moves, so it moves as each face about every other move: a type and its promoted type are
//!    each worth (1 − [`TURN_SHARE`]) × its own value + [`TURN_SHARE`] × the other's (both the
//!    same with the share at 1/2: a captured piece goes to the hand the same whatever its face),
//!    with no promotion share (turning over is not a gain to wait for). A stated value
//!    is kept as stated, and counts as that face's value for the other.
//! 5. **Hand.** A type that can be held is worth [`HAND_SHARE`] of its board value in hand (a
//!    dropped piece goes where it is needed; Fairy-Stockfish even adds a little); 0 for types
//!    never held: a promoted type (captured, it goes to the hand as its base type, whose hand
//!    value counts), a royal type, every type when captured pieces leave the game.
//! 6. **Royal** types are worth 0 on the board and in hand: losing one ends the game, which the
//!    search scores as a mate, not as material. With `royals several` (Sho shogi's king and
//!    crown prince) losing one does not end the game while another remains, so a royal type is
//!    worth its board value like any other (still 0 in hand: royal pieces are never held), and
//!    a type that promotes to one (the drunk elephant) gets its promotion share.
//!
//! 7. **Square terms** (`PieceValues::square`, added to the board value where the piece
//!    stands): a piece is worth more where it moves more and where it is closer to promoting.
//!    For a non-royal type of side `c` on a square it can stand on: [`SQUARE_SHARE`] × [`UNIT`] ×
//!    (its mobility there − its average mobility) and, for a type that promotes, [`PROMOTION_SHARE`]
//!    × gain × ([`PROMOTION_DECAY`]`^(n-1)` − the average of that term that its board value
//!    holds, step 4), with n the fewest moves from that square to a move that may promote (the
//!    power counts 0 when it never can). Royal types and squares a type cannot stand on get 0.
//!
//! Values are rounded to whole centipawns. A `value N` clause replaces the board value (and,
//! unless it says `in hand M`, the hand value becomes [`HAND_SHARE`] of N); `in hand M` replaces
//! the hand value.
//!
//! ```
//! let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../variants/shogi.koma")).unwrap();
//! let shogi = koma_dsl::compile(&source).unwrap();
//! let facts = koma_dsl::facts::Facts::new(&shogi).unwrap();
//! let values = facts.piece_values();
//! let [pawn, rook, dragon, king] = ["pawn", "rook", "dragon", "king"].map(|n| shogi.piece_by_name(n).unwrap());
//! assert!(values.board[pawn] < values.board[rook] && values.board[rook] < values.board[dragon]);
//! assert_eq!(values.hand[rook], values.board[rook]); // HAND_SHARE is 1
//! assert_eq!(values.hand[dragon], 0); // a captured dragon goes to the hand as a rook
//! assert_eq!((values.board[king], values.hand[king]), (0, 0));
//! ```

use super::geometry::{Shape, offset, ray};
use super::piece::PieceFacts;
pub use super::piece_values::PieceValues;
use super::variant_facts::Facts;
use crate::ir::{MoveMode, PieceId, Variant};
use koma_runtime::{Color, PieceKind, SquareSet};
use std::collections::VecDeque;

/// The share of the mobility difference from the type's average that a square adds to a
/// piece's value there (module docs, step 7).
pub const SQUARE_SHARE: f64 = 0.5;

/// Centipawns per unit of mobility (one target that moves and captures).
pub const UNIT: f64 = 100.0;
/// The weight of a square the piece needs n moves to reach: `STAND_DECAY^n`.
pub const STAND_DECAY: f64 = 0.5;
/// The weight of each further square of a slide: the k-th counts `SLIDE_DECAY^(k-1)`.
pub const SLIDE_DECAY: f64 = 0.7;
/// The targets a hop direction counts for (when its line is long enough for a screen).
pub const HOP_TARGETS: f64 = 1.0;
/// The weight of a move-only target (Fairy-Stockfish weighs a quiet step 30 and a capturing
/// one 60, of 90 for both: 1/3 and 2/3).
pub const MOVE_ONLY: f64 = 1.0 / 3.0;
/// The weight of a capture-only target.
pub const CAPTURE_ONLY: f64 = 2.0 / 3.0;
/// The share of the promotion gain an unpromoted type gets when it can promote in one move.
pub const PROMOTION_SHARE: f64 = 0.3;
/// The factor per further move needed before a promotion.
pub const PROMOTION_DECAY: f64 = 0.5;
/// The value of a piece in hand, as a share of its board value.
pub const HAND_SHARE: f64 = 1.0;
/// With `promotion every move`, the share of the other face's value in a face's value.
pub const TURN_SHARE: f64 = 0.5;

/// The values of `variant`'s types from its `facts` (whose start position is read).
pub(super) fn compute(facts: &Facts, variant: &Variant) -> PieceValues {
    let n = facts.pieces.len();
    let mut stands: Vec<[SquareSet; 2]> = Vec::with_capacity(n);
    let mut mobility = Vec::with_capacity(n);
    // a promoted type follows its base type, so the base's squares are known first
    for id in 0..n {
        let moves = Color::ALL.map(|c| standing(facts, &stands, id, c));
        mobility.push(average_mobility(facts, id, &moves));
        stands.push(moves.map(|m| (0..m.len()).filter(|&sq| m[sq].is_some()).collect()));
    }
    let stated = |id: PieceId| variant.pieces[id].value;
    let mut board: Vec<f64> = (0..n)
        .map(|id| match stated(id) {
            Some(v) => v.board as f64,
            None => UNIT * mobility[id],
        })
        .collect();
    let turns_over = variant.faces.every_move;
    if turns_over {
        two_faces(facts, &mut board, |id| stated(id).is_some());
    }
    // what promoting gains each type (0 for types that do not promote, and when every move
    // turns the piece over), before the shares
    let gains: Vec<f64> = facts
        .pieces
        .iter()
        .enumerate()
        .map(|(id, p)| match p.promotes_to {
            Some(to) if !turns_over => (board[to] - board[id]).max(0.0),
            _ => 0.0,
        })
        .collect();
    for id in 0..n {
        if gains[id] > 0.0 && stated(id).is_none() {
            board[id] += PROMOTION_SHARE * gains[id] * promotion_chance(facts, id, &stands[id]);
        }
    }
    for (id, p) in facts.pieces.iter().enumerate() {
        if p.royal && !variant.royal.several {
            board[id] = 0.0;
        }
    }
    let hand = (0..n)
        .map(|id| match (facts.pieces[id].hand_slot, stated(id)) {
            (None, _) => 0,
            (Some(_), Some(v)) => v
                .hand
                .unwrap_or((HAND_SHARE * v.board as f64).round() as i32),
            (Some(_), None) => (HAND_SHARE * board[id]).round() as i32,
        })
        .collect();
    let square = Color::ALL.map(|c| {
        (0..n)
            .map(|id| square_terms(facts, id, c, &stands, mobility[id], gains[id]))
            .collect()
    });
    PieceValues {
        board: board.iter().map(|v| v.round() as i32).collect(),
        hand,
        square,
    }
}

/// Step 6b: each face of a type that turns over is worth a share of the other face's value;
/// `stated(id)` keeps a stated value as it is.
fn two_faces(facts: &Facts, board: &mut [f64], stated: impl Fn(PieceId) -> bool) {
    for (id, p) in facts.pieces.iter().enumerate() {
        let Some(to) = p.promotes_to else { continue };
        let (own, other) = (board[id], board[to]);
        let mix = |a: f64, b: f64| (1.0 - TURN_SHARE) * a + TURN_SHARE * b;
        if !stated(id) {
            board[id] = mix(own, other);
        }
        if !stated(to) {
            board[to] = mix(other, own);
        }
    }
}

/// The square terms of type `id` of side `c` (module docs, step 7), per square.
fn square_terms(
    facts: &Facts,
    id: PieceId,
    c: Color,
    stands: &[[SquareSet; 2]],
    mobility: f64,
    gain: f64,
) -> Vec<i32> {
    let p = &facts.pieces[id];
    let mut out = vec![0; facts.squares];
    if p.royal {
        return out;
    }
    let average_chance = if gain > 0.0 {
        promotion_chance(facts, id, &stands[id])
    } else {
        0.0
    };
    for sq in stands[id][c.index()].iter() {
        let mut term = SQUARE_SHARE * UNIT * (mobility_from(facts, p, c, sq) - mobility);
        if gain > 0.0 {
            let chance = moves_to_promotion(facts, p, c, sq, stands[id][c.index()])
                .map_or(0.0, |n| PROMOTION_DECAY.powi(n as i32 - 1));
            term += PROMOTION_SHARE * gain * (chance - average_chance);
        }
        out[sq] = term.round() as i32;
    }
    out
}

/// The targets of type `id` of side `c` from `from` on an empty board, with each one's rule mode
/// (hops have none: an empty board has no screen).
fn targets(facts: &Facts, p: &PieceFacts, c: Color, from: usize) -> Vec<(usize, MoveMode)> {
    let mut out = Vec::new();
    for rule in &p.rules[c.index()] {
        if !in_region(facts, rule.only_in, c, from) {
            continue;
        }
        let squares = match &rule.shape {
            Shape::Leap | Shape::Lame(_) => offset(facts.files, facts.ranks, from, rule.v)
                .into_iter()
                .collect(),
            Shape::Slide(max) => ray(facts.files, facts.ranks, from, rule.v, *max),
            Shape::Hop => Vec::new(),
        };
        out.extend(
            squares
                .into_iter()
                .filter(|&t| in_region(facts, p.within, c, t))
                .map(|t| (t, rule.mode)),
        );
    }
    out
}

/// Whether `sq` is in region `r` for `c` (`None`: everywhere).
fn in_region(facts: &Facts, r: Option<usize>, c: Color, sq: usize) -> bool {
    r.is_none_or(|r| facts.regions[r][c.index()].contains(sq))
}

/// Whether a move of side `c` from `from` to `to` may promote.
fn may_promote(facts: &Facts, c: Color, from: usize, to: usize) -> bool {
    facts.promotion.as_ref().is_some_and(|z| {
        let zone = &z.squares[c.index()];
        zone.contains(to) || (!z.only_entering && zone.contains(from))
    })
}

/// Per square, whether a piece of type `id` and side `c` can stand on it (module docs, step 1):
/// the fewest moves it needs to get there from where it enters the board, or `None`. `stands`
/// holds the squares of the types before it.
fn standing(facts: &Facts, stands: &[[SquareSet; 2]], id: PieceId, c: Color) -> Vec<Option<u32>> {
    let p = &facts.pieces[id];
    let allowed = |sq: usize| -> bool {
        in_region(facts, p.within, c, sq) && !p.dead[c.index()].contains(sq)
    };
    let mut seeds = start_squares(facts, id, c);
    if p.hand_slot.is_some() {
        seeds.extend((0..facts.squares).filter(|&sq| allowed(sq)));
    }
    if let Some(base) = promoted_base(facts, id) {
        let bp = &facts.pieces[base];
        for from in stands[base][c.index()].iter() {
            seeds.extend(
                targets(facts, bp, c, from)
                    .into_iter()
                    .filter(|&(to, _)| may_promote(facts, c, from, to))
                    .map(|(to, _)| to),
            );
        }
    }
    if seeds.is_empty() {
        seeds.extend((0..facts.squares).filter(|&sq| allowed(sq)));
    }
    // an unpromoted type that must promote on arriving somewhere does not stand there
    let forced = p.promotes_to.is_some() && facts.promotion.as_ref().is_some_and(|z| z.forced);
    let mut moves: Vec<Option<u32>> = vec![None; facts.squares];
    let mut queue: VecDeque<usize> = VecDeque::new();
    for sq in seeds {
        if moves[sq].is_none() {
            moves[sq] = Some(0);
            queue.push_back(sq);
        }
    }
    while let Some(from) = queue.pop_front() {
        let next = moves[from].map(|n| n + 1);
        for (to, _) in targets(facts, p, c, from) {
            let stays = p.promotes_to.is_none()
                || (allowed(to) && !(forced && may_promote(facts, c, from, to)));
            if stays && moves[to].is_none() {
                moves[to] = next;
                queue.push_back(to);
            }
        }
    }
    moves
}

/// The squares of side `c`'s pieces of type `id` in the start position.
fn start_squares(facts: &Facts, id: PieceId, c: Color) -> Vec<usize> {
    let piece = Some((c, PieceKind(id as u8)));
    (0..facts.squares)
        .filter(|&sq| facts.start.board[sq] == piece)
        .collect()
}

/// The type `id` promotes from, when it is a promoted type of a variant with promotion.
fn promoted_base(facts: &Facts, id: PieceId) -> Option<PieceId> {
    if facts.pieces[id].unpromoted {
        return None; // a chess-style promotion target is a type of its own
    }
    facts.pieces.iter().position(|b| b.promotes_to == Some(id))
}

/// The mobility of type `id` (module docs, step 2), averaged over both sides' squares, each
/// weighted [`STAND_DECAY`]`^n` for the `moves` n it needs to get there.
fn average_mobility(facts: &Facts, id: PieceId, moves: &[Vec<Option<u32>>; 2]) -> f64 {
    let p = &facts.pieces[id];
    let mut total = 0.0;
    let mut weights = 0.0;
    for c in Color::ALL {
        for (from, n) in moves[c.index()].iter().enumerate() {
            if let Some(n) = n {
                let w = STAND_DECAY.powi(*n as i32);
                total += w * mobility_from(facts, p, c, from);
                weights += w;
            }
        }
    }
    if weights == 0.0 { 0.0 } else { total / weights }
}

/// The mobility of `p` of side `c` on `from`.
fn mobility_from(facts: &Facts, p: &PieceFacts, c: Color, from: usize) -> f64 {
    let (files, ranks) = (facts.files, facts.ranks);
    let inside = |sq: usize| in_region(facts, p.within, c, sq);
    p.rules[c.index()]
        .iter()
        .filter(|rule| in_region(facts, rule.only_in, c, from))
        .map(|rule| {
            let targets = match &rule.shape {
                Shape::Leap | Shape::Lame(_) => {
                    offset(files, ranks, from, rule.v).map_or(0.0, |t| f64::from(inside(t)))
                }
                Shape::Slide(max) => ray(files, ranks, from, rule.v, *max)
                    .into_iter()
                    .zip(0..)
                    .filter(|&(t, _)| inside(t))
                    .map(|(_, k)| SLIDE_DECAY.powi(k))
                    .sum(),
                Shape::Hop => {
                    let line = ray(files, ranks, from, rule.v, None);
                    if line.iter().skip(1).any(|&t| inside(t)) {
                        HOP_TARGETS
                    } else {
                        0.0
                    }
                }
            };
            targets
                * match rule.mode {
                    MoveMode::Both => 1.0,
                    MoveMode::MoveOnly => MOVE_ONLY,
                    MoveMode::CaptureOnly => CAPTURE_ONLY,
                }
        })
        .sum()
}

/// `PROMOTION_DECAY^(n-1)` averaged over the start squares of type `id` (or, when it has none,
/// over `stands`), n the fewest moves to a move that may promote (module docs, step 4).
fn promotion_chance(facts: &Facts, id: PieceId, stands: &[SquareSet; 2]) -> f64 {
    let p = &facts.pieces[id];
    let mut total = 0.0;
    let mut count = 0usize;
    for c in Color::ALL {
        let mut starts = start_squares(facts, id, c);
        if starts.is_empty() {
            starts = stands[c.index()].iter().collect();
        }
        for from in starts {
            total += moves_to_promotion(facts, p, c, from, stands[c.index()])
                .map_or(0.0, |n| PROMOTION_DECAY.powi(n as i32 - 1));
            count += 1;
        }
    }
    if count == 0 {
        0.0
    } else {
        total / count as f64
    }
}

/// The fewest moves of `p` (side `c`) from `from`, over squares of `stands`, until a move that
/// may promote; `None` when none ever may.
fn moves_to_promotion(
    facts: &Facts,
    p: &PieceFacts,
    c: Color,
    from: usize,
    stands: SquareSet,
) -> Option<usize> {
    let mut seen = SquareSet::EMPTY;
    seen.insert(from);
    let mut layer = vec![from];
    let mut n = 1;
    while !layer.is_empty() {
        let mut next = Vec::new();
        for &sq in &layer {
            for (to, _) in targets(facts, p, c, sq) {
                if may_promote(facts, c, sq, to) {
                    return Some(n);
                }
                if stands.contains(to) && !seen.contains(to) {
                    seen.insert(to);
                    next.push(to);
                }
            }
        }
        layer = next;
        n += 1;
    }
    None
}
