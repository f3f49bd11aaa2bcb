//! Whether a square is attacked, read straight from the attack groups: slow and simple, for the
//! checker (a start position with the side not to move in check) and as a reference in tests.
//! The backends have their own fast versions.

use super::geometry::{AttackGroup, Shape, group_squares};
use super::variant_facts::Facts;
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
        let cell = |sq: usize| setup.board.get(sq).copied().flatten();
        let attacker = |sq: usize| {
            g.only_in
                .is_none_or(|r| self.regions[r][by.index()].contains(sq))
                && cell(sq)
                    .is_some_and(|(c, PieceKind(k))| c == by && g.pieces.contains(&usize::from(k)))
        };
        let Some(sqs) = group_squares(self.files, self.ranks, &self.regions, g, by, target) else {
            return false;
        };
        match &g.shape {
            Shape::Leap => attacker(sqs[0]),
            Shape::Lame(_) => attacker(sqs[0]) && sqs[1..].iter().all(|&b| cell(b).is_none()),
            Shape::Slide(_) => sqs
                .into_iter()
                .find(|&sq| cell(sq).is_some())
                .is_some_and(attacker),
            Shape::Hop => {
                let mut pieces = sqs.into_iter().filter(|&sq| cell(sq).is_some());
                let screen = pieces.next().and_then(cell);
                screen.is_some_and(|(_, PieceKind(k))| !g.no_screen.contains(&usize::from(k)))
                    && pieces.next().is_some_and(attacker)
            }
        }
    }

    /// The square of `color`'s royal piece in `setup`, if it has exactly one on the board: the
    /// piece it may not leave attacked (with `royals several`, a side with two or more has none
    /// to protect).
    pub fn royal_square(&self, setup: &Setup, color: Color) -> Option<usize> {
        let mut royals = setup.board.iter().enumerate().filter(|(_, s)| {
            s.is_some_and(|(c, PieceKind(k))| {
                c == color && self.pieces.get(usize::from(k)).is_some_and(|p| p.royal)
            })
        });
        let (sq, _) = royals.next()?;
        royals.next().is_none().then_some(sq)
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

    const SHOGI: &str = include_str!("../../../variants/shogi.koma");
    const XIANGQI: &str = include_str!("../../../variants/xiangqi.koma");
    const RIDERS: &str = include_str!("../../../variants/tests/corner-cases/riders9.koma");

    /// A square as `(file, rank)`: file 0-based from the left, rank 1-based from the bottom.
    type At = (usize, usize);

    /// Reads `text` in `source`'s variant and checks that `by` attacks every square of `hit`
    /// and none of `miss`.
    fn expect(source: &str, text: &str, by: Color, hit: &[At], miss: &[At]) {
        let f = facts(source);
        let s = f
            .read_setup(&crate::compile(source).unwrap(), text)
            .unwrap();
        let attacked = |(file, rank): At| f.attacked(&s, (rank - 1) * f.files as usize + file, by);
        for &at in hit {
            assert!(attacked(at), "{text}: {at:?} should be attacked");
        }
        for &at in miss {
            assert!(!attacked(at), "{text}: {at:?} should not be attacked");
        }
    }

    /// Whether the side not to move is in check in `text`.
    fn in_check(source: &str, text: &str) -> bool {
        let f = facts(source);
        let s = f
            .read_setup(&crate::compile(source).unwrap(), text)
            .unwrap();
        f.opponent_in_check(&s)
    }

    #[test]
    fn shogi_start_attacks() {
        let f = facts(SHOGI);
        let s = &f.start;
        for file in 0..9 {
            // the first player's pawns (rank 3) attack rank 4, nothing attacks rank 5
            assert!(f.attacked(s, 3 * 9 + file, Color::First));
            assert!(!f.attacked(s, 4 * 9 + file, Color::First));
            assert!(f.attacked(s, 5 * 9 + file, Color::Second));
        }
        // the first player's rook (file 7, rank 2) slides left along rank 2 up to its bishop
        // (file 1); the second player's rook (file 1, rank 8) right up to its bishop (file 7)
        assert!(f.attacked(s, 9 + 2, Color::First));
        assert!(f.attacked(s, 7 * 9 + 6, Color::Second));
        // a target off the board
        assert!(!f.attacked(s, 81, Color::First));
        assert!(!f.opponent_in_check(s));
    }

    #[test]
    fn shogi_knight_leaps_and_lance_slides() {
        // a black knight on 5e (file 4, rank 5) attacks forwards only
        let knight = "4k4/9/9/9/4N4/9/9/9/4K4 b - 1";
        let hit = [(3, 7), (5, 7)];
        expect(SHOGI, knight, Color::First, &hit, &[(4, 6), (3, 3)]);
        // a white lance on 5a slides down to the black king, unless a piece stands between
        let lance = "4l4/9/9/9/9/9/9/9/4K4";
        let text = format!("{lance} b - 1");
        expect(SHOGI, &text, Color::Second, &[(4, 1)], &[]);
        assert!(!in_check(SHOGI, &text));
        assert!(in_check(SHOGI, &format!("{lance} w - 1")));
        let blocked = "4l4/9/9/9/4P4/9/9/9/4K4 w - 1";
        expect(SHOGI, blocked, Color::Second, &[(4, 5)], &[(4, 1)]);
        assert!(!in_check(SHOGI, blocked));
    }

    #[test]
    fn xiangqi_cannon_needs_exactly_one_screen() {
        let none = "4k4/9/9/9/9/9/9/9/4C4/3K5 b - - 0 1";
        expect(XIANGQI, none, Color::First, &[], &[(4, 10)]);
        let two = "4k4/4p4/9/9/4p4/9/9/9/4C4/3K5 b - - 0 1";
        expect(XIANGQI, two, Color::First, &[], &[(4, 10)]);
        let one = "4k4/9/9/9/4p4/9/9/9/4C4/3K5";
        let text = format!("{one} b - - 0 1");
        expect(XIANGQI, &text, Color::First, &[(4, 10)], &[(4, 6)]);
        // black to move in check is a legal position; red to move with black in check is not
        assert!(!in_check(XIANGQI, &text));
        assert!(in_check(XIANGQI, &format!("{one} w - - 0 1")));
    }

    #[test]
    fn xiangqi_horse_leg_advisor_palace_and_soldier_region() {
        // a red horse on e5 attacks d7 and f7, unless its leg (e6) is blocked
        let free = "3k5/9/9/9/9/4H4/9/9/9/4K4 w - - 0 1";
        expect(XIANGQI, free, Color::First, &[(3, 7), (5, 7), (3, 3)], &[]);
        let leg = "3k5/9/9/9/4p4/4H4/9/9/9/4K4 w - - 0 1";
        expect(XIANGQI, leg, Color::First, &[(3, 3)], &[(3, 7), (5, 7)]);
        // the red advisor on d2 attacks only inside the palace (files 3..=5, ranks 1-3)
        let advisor = "4k4/9/9/9/9/9/9/9/3A5/4K4 w - - 0 1";
        let palace = [(4, 1), (4, 3)];
        expect(XIANGQI, advisor, Color::First, &palace, &[(2, 1), (2, 3)]);
        // a red soldier steps sideways only across the river (`sW in enemy-half`)
        let soldiers = "4k4/9/9/9/4P4/2P6/9/9/9/4K4 w - - 0 1";
        let hit = [(4, 7), (3, 6), (2, 6)];
        expect(XIANGQI, soldiers, Color::First, &hit, &[(1, 5), (3, 5)]);
    }

    #[test]
    fn limited_slides_stop_after_their_range() {
        // a black lance (`fR2, bR3`) on file 4, rank 4
        let lance = "4k4/9/9/9/9/4L4/9/9/K8 b - 1";
        let hit = [(4, 5), (4, 6), (4, 3), (4, 1)];
        expect(RIDERS, lance, Color::First, &hit, &[(4, 7)]);
        // blocked at rank 5: rank 6 is not reached
        let blocked = "4k4/9/9/9/4p4/4L4/9/9/K8 b - 1";
        expect(RIDERS, blocked, Color::First, &[(4, 5)], &[(4, 6)]);
    }
}
