//! Whether a square is attacked, read straight from the attack groups: slow and simple, for the
//! checker (a start position with the side not to move in check) and as a reference in tests.
//! The backends have their own fast versions.

use super::{AttackGroup, Facts, Shape, offset, ray};
use koma_runtime::setup::Setup;
use koma_runtime::{Color, PieceKind};

impl Facts {
    /// Whether square `target` (index `rank * files + file`, from the bottom left) of `setup` is
    /// attacked by a piece of side `by`, with the same blocking as movement: for each group of
    /// [`Facts::attack_groups`]`[by]`, a leap's attacker stands at `target - v`; a lame leap's
    /// also needs every block square (relative to the attacker, those on the board) empty; a
    /// slide's is the first piece along `-v` within its limit; a hop's the second piece along
    /// `-v`. The attacker must stand in the group's `only_in` region and the target lie in its
    /// `within` region (both as seen by `by`).
    ///
    /// `setup` must be a position of this variant (its board `files * ranks` squares); squares
    /// outside it count as empty, and a `target` off the board is never attacked.
    pub fn attacked(&self, setup: &Setup, target: usize, by: Color) -> bool {
        target < self.squares
            && self.attack_groups[by.index()]
                .iter()
                .any(|g| self.group_attacks(g, setup, target, by))
    }

    /// Whether `group` gives an attack by `by` on `target` in `setup`.
    fn group_attacks(&self, g: &AttackGroup, setup: &Setup, target: usize, by: Color) -> bool {
        let (files, ranks) = (self.files, self.ranks);
        let cell = |sq: usize| setup.board.get(sq).copied().flatten();
        let in_region = |region: Option<usize>, sq: usize| {
            region.is_none_or(|r| self.regions[r][by.index()].contains(sq))
        };
        if !in_region(g.within, target) {
            return false;
        }
        let attacker = |sq: usize| {
            in_region(g.only_in, sq)
                && cell(sq)
                    .is_some_and(|(c, PieceKind(k))| c == by && g.pieces.contains(&usize::from(k)))
        };
        let back = (-g.v.0, -g.v.1);
        match &g.shape {
            Shape::Leap => offset(files, ranks, target, back).is_some_and(attacker),
            Shape::Lame(blocks) => offset(files, ranks, target, back).is_some_and(|from| {
                attacker(from)
                    && blocks
                        .iter()
                        .filter_map(|&b| offset(files, ranks, from, b))
                        .all(|b| cell(b).is_none())
            }),
            Shape::Slide(max) => ray(files, ranks, target, back, *max)
                .into_iter()
                .find(|&sq| cell(sq).is_some())
                .is_some_and(attacker),
            Shape::Hop => ray(files, ranks, target, back, None)
                .into_iter()
                .filter(|&sq| cell(sq).is_some())
                .nth(1)
                .is_some_and(attacker),
        }
    }

    /// The square of `color`'s royal piece in `setup`, if it has one on the board (the first,
    /// from square 0, when it has several).
    pub fn royal_square(&self, setup: &Setup, color: Color) -> Option<usize> {
        setup.board.iter().position(|s| {
            s.is_some_and(|(c, PieceKind(k))| {
                c == color && self.pieces.get(usize::from(k)).is_some_and(|p| p.royal)
            })
        })
    }

    /// Whether the side not to move in `setup` has a royal piece on the board attacked by the
    /// side to move: a position no legal game reaches (the backends refuse it with
    /// `PositionError::OpponentInCheck`).
    pub fn opponent_in_check(&self, setup: &Setup) -> bool {
        self.royal_square(setup, !setup.side)
            .is_some_and(|sq| self.attacked(setup, sq, setup.side))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(source: &str) -> Facts {
        Facts::new(&crate::compile(source).unwrap()).unwrap()
    }

    fn shogi() -> Facts {
        facts(include_str!("../../../variants/shogi.koma"))
    }

    fn xiangqi() -> Facts {
        facts(include_str!("../../../variants/xiangqi.koma"))
    }

    /// Square index of a 0-based file from the left and a 1-based rank from the bottom.
    fn sq(f: &Facts, file: usize, rank: usize) -> usize {
        (rank - 1) * f.files as usize + file
    }

    fn read(f: &Facts, variant: &str, text: &str) -> Setup {
        let v = crate::compile(variant).unwrap();
        f.read_setup(&v, text).unwrap()
    }

    #[test]
    fn shogi_start_attacks() {
        let f = shogi();
        let s = f.start.clone();
        // the first player's pawns (rank 3) attack rank 4, nothing attacks rank 5
        for file in 0..9 {
            assert!(f.attacked(&s, sq(&f, file, 4), Color::First));
            assert!(!f.attacked(&s, sq(&f, file, 5), Color::First));
            assert!(f.attacked(&s, sq(&f, file, 6), Color::Second));
        }
        // the first player's rook (file 7, rank 2) slides left along rank 2 up to its bishop
        // (file 1); the second player's rook (file 1, rank 8) right up to its bishop (file 7)
        assert!(f.attacked(&s, sq(&f, 2, 2), Color::First));
        assert!(f.attacked(&s, sq(&f, 6, 8), Color::Second));
        assert!(!f.attacked(&s, sq(&f, 4, 5), Color::Second));
        // a target off the board
        assert!(!f.attacked(&s, 81, Color::First));
        assert!(!f.opponent_in_check(&s));
    }

    #[test]
    fn shogi_knight_leaps_and_lance_slides() {
        let f = shogi();
        let src = include_str!("../../../variants/shogi.koma");
        // a black knight on 5e (file index 4, rank 5) attacks 4c and 6c (ranks 7)
        let s = read(&f, src, "4k4/9/9/9/4N4/9/9/9/4K4 b - 1");
        assert!(f.attacked(&s, sq(&f, 3, 7), Color::First));
        assert!(f.attacked(&s, sq(&f, 5, 7), Color::First));
        assert!(!f.attacked(&s, sq(&f, 4, 6), Color::First));
        assert!(!f.attacked(&s, sq(&f, 3, 3), Color::First));
        // a white lance on 5a slides down to the black king, unless a piece stands between
        let s = read(&f, src, "4l4/9/9/9/9/9/9/9/4K4 b - 1");
        assert!(f.attacked(&s, sq(&f, 4, 1), Color::Second));
        assert!(!f.opponent_in_check(&s));
        let s = read(&f, src, "4l4/9/9/9/9/9/9/9/4K4 w - 1");
        assert!(f.opponent_in_check(&s));
        let s = read(&f, src, "4l4/9/9/9/4P4/9/9/9/4K4 w - 1");
        assert!(!f.attacked(&s, sq(&f, 4, 1), Color::Second));
        assert!(!f.opponent_in_check(&s));
    }

    #[test]
    fn xiangqi_cannon_horse_and_palace() {
        let f = xiangqi();
        let src = include_str!("../../../variants/xiangqi.koma");
        // a red cannon on e2 hits the black general on e10 only over exactly one screen
        let s = read(&f, src, "4k4/9/9/9/9/9/9/9/4C4/3K5 b - - 0 1");
        assert!(!f.attacked(&s, sq(&f, 4, 10), Color::First));
        let s = read(&f, src, "4k4/9/9/9/4p4/9/9/9/4C4/3K5 b - - 0 1");
        assert!(f.attacked(&s, sq(&f, 4, 10), Color::First));
        // black to move in check is a legal position; red to move with black in check is not
        assert!(!f.opponent_in_check(&s));
        let s = read(&f, src, "4k4/9/9/9/4p4/9/9/9/4C4/3K5 w - - 0 1");
        assert!(f.opponent_in_check(&s));
        let s = read(&f, src, "4k4/4p4/9/9/4p4/9/9/9/4C4/3K5 b - - 0 1");
        assert!(!f.attacked(&s, sq(&f, 4, 10), Color::First));
        // a red horse on e5 attacks d7 and f7, unless its leg (e6) is blocked
        let s = read(&f, src, "3k5/9/9/9/9/4H4/9/9/9/4K4 w - - 0 1");
        assert!(f.attacked(&s, sq(&f, 3, 7), Color::First));
        assert!(f.attacked(&s, sq(&f, 5, 7), Color::First));
        let s = read(&f, src, "3k5/9/9/9/4p4/4H4/9/9/9/4K4 w - - 0 1");
        assert!(!f.attacked(&s, sq(&f, 3, 7), Color::First));
        assert!(f.attacked(&s, sq(&f, 3, 3), Color::First));
        // the red advisor on d2 attacks only inside the palace (files 3..=5, ranks 1-3)
        let s = read(&f, src, "4k4/9/9/9/9/9/9/9/3A5/4K4 w - - 0 1");
        assert!(f.attacked(&s, sq(&f, 4, 1), Color::First));
        assert!(f.attacked(&s, sq(&f, 4, 3), Color::First));
        assert!(!f.attacked(&s, sq(&f, 2, 1), Color::First));
        assert!(!f.attacked(&s, sq(&f, 2, 3), Color::First));
        // a red soldier steps sideways only across the river (`sW in enemy-half`)
        let s = read(&f, src, "4k4/9/9/9/4P4/2P6/9/9/9/4K4 w - - 0 1");
        assert!(f.attacked(&s, sq(&f, 4, 7), Color::First));
        assert!(f.attacked(&s, sq(&f, 3, 6), Color::First));
        assert!(f.attacked(&s, sq(&f, 2, 6), Color::First));
        assert!(!f.attacked(&s, sq(&f, 1, 5), Color::First));
        assert!(!f.attacked(&s, sq(&f, 3, 5), Color::First));
    }

    #[test]
    fn limited_slides_stop_after_their_range() {
        let src = include_str!("../../../variants/tests/corner-cases/riders9.koma");
        let f = facts(src);
        // a black lance (`fR2, bR3`) on file 4, rank 4
        let s = read(&f, src, "4k4/9/9/9/9/4L4/9/9/K8 b - 1");
        for (rank, hit) in [(5, true), (6, true), (7, false), (3, true), (1, true)] {
            assert_eq!(
                f.attacked(&s, sq(&f, 4, rank), Color::First),
                hit,
                "rank {rank}"
            );
        }
        // blocked at rank 5: rank 6 is not reached
        let s = read(&f, src, "4k4/9/9/9/4p4/4L4/9/9/K8 b - 1");
        assert!(f.attacked(&s, sq(&f, 4, 5), Color::First));
        assert!(!f.attacked(&s, sq(&f, 4, 6), Color::First));
    }
}
