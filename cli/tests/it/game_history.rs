//! [`Game`] keeps counts and streaks instead of rescanning its history; this checks it against
//! the rules read straight from their definition (`koma_runtime::Game`'s documentation), over
//! random games full of repetitions, after every ply: the outcome, and the legal moves under
//! rules whose perpetual verdict is `illegal`.

use koma_engine::{Engine, Position};
use koma_runtime::{
    Color, EndRules, Game, GamePosition, Move, Outcome, Perpetual, PerpetualVerdict, Position as _,
    Reason, StalemateResult, chased, zobrist_key,
};
use std::collections::BTreeSet;

/// A game as plain lists, judged from scratch.
struct History<'a> {
    positions: Vec<Position<'a>>,
    moves: Vec<Move>,
    /// Plies without a capture up to each position.
    quiet: Vec<u32>,
}

impl<'a> History<'a> {
    fn push(&mut self, mv: Move) {
        let last = self.positions.last().unwrap();
        let quiet = if last.is_capture(mv) {
            0
        } else {
            self.quiet.last().unwrap() + 1
        };
        let mut next = last.clone();
        next.play_unchecked(mv);
        self.positions.push(next);
        self.moves.push(mv);
        self.quiet.push(quiet);
    }

    /// The first ply at which the current position occurred, and how often it did.
    fn occurrences(&self) -> (usize, u32) {
        let now = self.positions.len() - 1;
        let same: Vec<usize> = (0..=now)
            .filter(|&k| (now - k).is_multiple_of(2) && self.positions[k] == self.positions[now])
            .collect();
        (same[0], same.len() as u32)
    }

    /// For each side: it moved since `first` and every such move gave check.
    fn checked(&self, first: usize) -> [bool; 2] {
        [Color::First, Color::Second].map(|side| {
            let mine: Vec<usize> = (first..self.moves.len())
                .filter(|&k| self.positions[k].side_to_move() == side)
                .collect();
            !mine.is_empty() && mine.iter().all(|&k| self.positions[k + 1].is_check())
        })
    }

    /// For each side: it moved since `first` and every such move chased one and the same
    /// piece, pieces followed as they move from `positions[first]` on.
    fn chased(&self, first: usize, rules: &koma_runtime::ChaseRules) -> [bool; 2] {
        let start = &self.positions[first];
        let mut ids: Vec<Option<usize>> = (0..start.square_count())
            .map(|s| start.piece_at(koma_runtime::Square(s as u16)).map(|_| s))
            .collect();
        let mut fresh = ids.len();
        let mut common: [Option<BTreeSet<usize>>; 2] = [None, None];
        for k in first..self.moves.len() {
            let (before, mv) = (&self.positions[k], self.moves[k]);
            let squares = chased(before, mv, rules);
            match mv {
                Move::Normal { from, to, .. }
                | Move::Double { from, to, .. }
                | Move::Promote { from, to, .. } => {
                    ids[to.index()] = ids[from.index()].take();
                }
                Move::Drop { to, .. } => {
                    ids[to.index()] = Some(fresh);
                    fresh += 1;
                }
            }
            let now: BTreeSet<usize> = squares.iter().filter_map(|s| ids[s.index()]).collect();
            let side = &mut common[before.side_to_move().index()];
            *side = Some(match side.take() {
                None => now,
                Some(old) => old.intersection(&now).copied().collect(),
            });
        }
        common.map(|c| c.is_some_and(|c| !c.is_empty()))
    }

    /// The position's legal moves less those an `illegal` perpetual rule forbids.
    fn legal(&mut self, rules: &EndRules) -> Vec<Move> {
        let mut moves = Vec::new();
        self.positions.last().unwrap().legal_moves(&mut moves);
        moves.retain(|&mv| !self.forbidden(mv, rules));
        moves
    }

    fn forbidden(&mut self, mv: Move, rules: &EndRules) -> bool {
        let illegal = |p: Option<Perpetual>| p.filter(|p| p.verdict == PerpetualVerdict::Illegal);
        let check = illegal(rules.perpetual_check);
        let chase = illegal(rules.perpetual_chase.as_ref().map(|c| c.perpetual));
        if check.is_none() && chase.is_none() {
            return false;
        }
        let us = self.positions.last().unwrap().side_to_move().index();
        self.push(mv);
        let (first, count) = self.occurrences();
        let only_us = |s: [bool; 2]| s[us] && !s[1 - us];
        let checks = self.checked(first);
        let by_check = check.is_some_and(|p| count >= p.limit) && only_us(checks);
        let by_chase = chase.is_some_and(|p| count >= p.limit)
            && !checks.contains(&true)
            && only_us(self.chased(first, rules.perpetual_chase.as_ref().unwrap()));
        self.positions.pop();
        self.moves.pop();
        self.quiet.pop();
        by_check || by_chase
    }

    fn outcome(&mut self, rules: &EndRules) -> Option<Outcome> {
        let pos = self.positions.last().unwrap().clone();
        let win = |c: Color, reason| {
            Some(Outcome {
                winner: Some(c),
                reason,
            })
        };
        let draw = |reason| {
            Some(Outcome {
                winner: None,
                reason,
            })
        };
        if self.legal(rules).is_empty() {
            return match (pos.is_check(), rules.stalemate) {
                (true, _) => win(!pos.side_to_move(), Reason::Checkmate),
                (false, StalemateResult::Loses) => win(!pos.side_to_move(), Reason::Stalemate),
                (false, StalemateResult::Draws) => draw(Reason::Stalemate),
            };
        }
        let (first, count) = self.occurrences();
        if count >= 2 {
            let loses = |p: Option<Perpetual>| {
                p.is_some_and(|p| p.verdict == PerpetualVerdict::Loses && count >= p.limit)
            };
            let checks = self.checked(first);
            if loses(rules.perpetual_check) {
                match checks {
                    [true, false] => return win(Color::Second, Reason::PerpetualCheck),
                    [false, true] => return win(Color::First, Reason::PerpetualCheck),
                    _ => {}
                }
            }
            if let Some(chase) = &rules.perpetual_chase
                && !checks.contains(&true)
                && loses(Some(chase.perpetual))
            {
                match self.chased(first, chase) {
                    [true, false] => return win(Color::Second, Reason::PerpetualChase),
                    [false, true] => return win(Color::First, Reason::PerpetualChase),
                    _ => {}
                }
            }
            if rules.repetition.is_some_and(|n| count >= n) {
                return draw(Reason::Repetition);
            }
        }
        if rules
            .no_capture_plies
            .is_some_and(|n| *self.quiet.last().unwrap() >= n)
        {
            return draw(Reason::NoCapture);
        }
        if let Some(kinds) = &rules.material {
            let any = (0..pos.square_count())
                .filter_map(|s| pos.piece_at(koma_runtime::Square(s as u16)))
                .any(|(_, k)| kinds.contains(&k))
                || [Color::First, Color::Second]
                    .iter()
                    .any(|&c| kinds.iter().any(|&k| pos.hand_count(c, k) > 0));
            if !any {
                return draw(Reason::Material);
            }
        }
        None
    }
}

fn engine(name: &str, edit: impl Fn(String) -> String) -> Engine {
    let source = edit(koma_cli::builtin::builtin(name).unwrap().to_string());
    Engine::new(&koma_dsl::compile(&source).unwrap()).unwrap()
}

/// Plays `plies` pseudo-random plies (seeded) from `start`, mostly taking back the mover's own
/// previous move so that positions repeat, comparing [`Game`] with [`History`] after each.
fn compare(e: &Engine, start: &str, seed: u64, plies: usize) {
    let rules = e.end_rules();
    let mut game: Game<Position> = e.game(start).unwrap();
    let first = game.position().clone();
    let mut history = History {
        quiet: vec![first.plies_since_capture()],
        positions: vec![first],
        moves: Vec::new(),
    };
    let mut texts = Vec::new();
    for ply in 0..plies {
        let context = format!("{start}, seed {seed}, after {}", texts.join(" "));
        assert_eq!(game.outcome(), history.outcome(&rules), "{context}");
        let mut legal = Vec::new();
        game.legal_moves(&mut legal);
        assert_eq!(legal, history.legal(&rules), "{context}");
        if legal.is_empty() {
            return;
        }
        let r = zobrist_key(seed * 1_000_003 + ply as u64);
        let back = history
            .moves
            .len()
            .checked_sub(2)
            .and_then(|k| match history.moves[k] {
                Move::Normal {
                    from,
                    to,
                    promote: false,
                } => Some(Move::Normal {
                    from: to,
                    to: from,
                    promote: false,
                }),
                _ => None,
            });
        let mv = match back {
            Some(b) if !r.is_multiple_of(8) && legal.contains(&b) => b,
            _ => legal[(r >> 8) as usize % legal.len()],
        };
        texts.push(game.position().format_move(mv));
        game.play(mv).unwrap();
        history.push(mv);
    }
}

const XIANGQI: [&str; 4] = [
    "4k4/9/9/2n6/9/5R3/9/9/9/3K5 w - - 0 1",
    "3k1r3/R4r3/9/9/9/9/9/9/9/4K4 w - - 0 1",
    "5k3/9/9/4N4/rr6R/9/9/9/9/3K5 w - - 0 1",
    "2bak4/4a4/2n1c4/p3p1p2/2p6/9/P1P1P1P1P/1C2C4/4A4/2BAK1BR1 w - - 0 1",
];

#[test]
fn xiangqi_games_agree_with_the_rules_read_from_scratch() {
    let e = engine("xiangqi", |s| s);
    for (i, start) in XIANGQI.iter().enumerate() {
        for seed in 0..16 {
            compare(&e, start, (i * 100 + seed) as u64, 80);
        }
    }
}

#[test]
fn xiangqi_illegal_perpetuals_agree_with_the_rules_read_from_scratch() {
    let e = engine("xiangqi", |s| {
        s.replace("perpetual chase 3 loses", "perpetual chase 2 illegal")
            .replace("perpetual check 3 loses", "perpetual check 2 illegal")
    });
    for (i, start) in XIANGQI.iter().enumerate() {
        for seed in 0..16 {
            compare(&e, start, (i * 100 + seed + 50) as u64, 60);
        }
    }
}

#[test]
fn shogi_games_agree_with_the_rules_read_from_scratch() {
    let e = engine("shogi", |s| s);
    let illegal = engine("shogi", |s| {
        s.replace("perpetual check 4 loses", "perpetual check 3 illegal")
    });
    for (i, start) in [
        "8k/R8/9/9/9/9/9/9/K8 b - 1",
        "4k4/9/4p4/9/9/9/4P4/1B5R1/4K4 b Gg 1",
    ]
    .iter()
    .enumerate()
    {
        for seed in 0..12 {
            compare(&e, start, (i * 100 + seed + 500) as u64, 60);
            compare(&illegal, start, (i * 100 + seed + 700) as u64, 60);
        }
    }
}
