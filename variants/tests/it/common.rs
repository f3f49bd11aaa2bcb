//! Helpers shared by the differential tests: a seeded PRNG, backend comparison (moves, check,
//! text, Zobrist hashes, pieces, hands, attackers), random games, and [`Game`]s played on both
//! backends with their outcomes compared.
#![allow(dead_code)]

use koma_runtime::{Color, Game, GamePosition, Move, Position, Square};

/// SplitMix64: a small, seeded, deterministic generator.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The seed of a variant's random tests, derived from its name (FNV-1a), so that each variant
/// draws its own games and adding one changes no other's.
pub const fn seed(name: &str) -> u64 {
    let bytes = name.as_bytes();
    let mut hash = 0xcbf2_9ce4_8422_2325_u64;
    let mut i = 0;
    while i < bytes.len() {
        hash = (hash ^ bytes[i] as u64).wrapping_mul(0x0000_0100_0000_01b3);
        i += 1;
    }
    hash
}

/// Positions compared per variant by a differential test in CI.
pub const SAMPLE: usize = 3_000;

/// Positions compared per variant by a deep (`#[ignore]`d) differential test.
pub const DEEP: usize = 100_000;

/// Games played per variant by [`games`] in CI.
pub const GAMES_SAMPLE: usize = 40;

/// Games played per variant by [`games`] in a deep (`#[ignore]`d) test.
pub const GAMES_DEEP: usize = 1_000;

pub fn sorted_moves<P: Position>(pos: &P) -> Vec<Move> {
    let mut v = Vec::new();
    pos.legal_moves(&mut v);
    let n = v.len();
    v.sort_unstable();
    v.dedup();
    assert_eq!(v.len(), n, "duplicate moves in {}", pos.to_text());
    v
}

/// `pos.attackers(..)` (or `attackers_without` when `empty` is given), sorted.
fn attackers<P: GamePosition>(pos: &P, t: Square, by: Color, empty: Option<Square>) -> Vec<Square> {
    let mut v = Vec::new();
    match empty {
        Some(e) => pos.attackers_without(t, by, e, &mut v),
        None => pos.attackers(t, by, &mut v),
    }
    v.sort_unstable();
    v
}

/// Compares what a [`Game`] asks of two positions that should be the same: the Zobrist hash from
/// scratch, the halfmove clock, the pieces and hands, and the attackers of every square by
/// either side — also with each attacker of either side taken off (`attackers_without`, as the
/// chase rules ask). `kinds`: the variant's number of piece types. `Err` names the difference.
pub fn game_queries<A: GamePosition, B: GamePosition>(
    reference: &A,
    compiled: &B,
    kinds: usize,
) -> Result<(), String> {
    let text = reference.to_text();
    let differ = |what: String| Err(format!("{what} differs in {text}"));
    if compiled.zobrist() != reference.zobrist() {
        return differ("the Zobrist hash".into());
    }
    if compiled.plies_since_capture() != reference.plies_since_capture() {
        return differ("the halfmove clock".into());
    }
    let n = reference.square_count();
    if compiled.square_count() != n {
        return differ("the square count".into());
    }
    for color in Color::ALL {
        for k in 0..kinds {
            let kind = koma_runtime::PieceKind(k as u8);
            if compiled.hand_count(color, kind) != reference.hand_count(color, kind) {
                return differ(format!("the hand count of {color:?} {k}"));
            }
        }
    }
    for s in 0..n {
        let t = Square(s as u16);
        if compiled.piece_at(t) != reference.piece_at(t) {
            return differ(format!("the piece on square {s}"));
        }
        let both = [Color::First, Color::Second].map(|by| attackers(reference, t, by, None));
        for by in Color::ALL {
            let r = &both[by.index()];
            let c = attackers(compiled, t, by, None);
            if &c != r {
                return differ(format!(
                    "the attackers of square {s} by {by:?} (reference {r:?}, compiled {c:?})"
                ));
            }
            for &e in both.iter().flatten() {
                let r = attackers(reference, t, by, Some(e));
                let c = attackers(compiled, t, by, Some(e));
                if c != r {
                    return differ(format!(
                        "the attackers of square {s} by {by:?} without square {} \
                         (reference {r:?}, compiled {c:?})",
                        e.0
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Compares two positions that should be the same (and the compiled count-only generation with
/// its move list, and the Zobrist hash); returns their (common) legal moves.
pub fn compare<A: GamePosition, B: GamePosition>(reference: &A, compiled: &B) -> Vec<Move> {
    let text = reference.to_text();
    assert_eq!(compiled.to_text(), text, "position text");
    assert_eq!(
        compiled.is_check(),
        reference.is_check(),
        "check status in {text}"
    );
    assert_eq!(
        compiled.side_to_move(),
        reference.side_to_move(),
        "side in {text}"
    );
    let a = sorted_moves(reference);
    let b = sorted_moves(compiled);
    assert_eq!(
        compiled.count_legal_moves(),
        b.len(),
        "count-only generation in {text}"
    );
    if a != b {
        let fmt = |v: &[Move], p: &A| v.iter().map(|&m| p.format_move(m)).collect::<Vec<_>>();
        let missing: Vec<Move> = a.iter().filter(|m| !b.contains(m)).copied().collect();
        let extra: Vec<Move> = b.iter().filter(|m| !a.contains(m)).copied().collect();
        panic!(
            "move lists differ in {text}: compiled misses {:?}, has extra {:?}",
            fmt(&missing, reference),
            fmt(&extra, reference)
        );
    }
    assert_eq!(compiled.zobrist(), reference.zobrist(), "hash of {text}");
    a
}

/// Plays random games until `target` positions were compared ([`SAMPLE`] or [`DEEP`]), each move
/// also checked for its hash change (`zobrist_delta`, against the hash from scratch after it)
/// and capture flag, and every fourth position for what games ask of it ([`game_queries`]:
/// pieces, attackers).
pub fn run<B: GamePosition>(
    name: &str,
    engine: &koma_engine::Engine,
    compiled_start: B,
    parse: impl Fn(&str) -> B,
    seed: u64,
    target: usize,
) {
    let kinds = engine.variant().pieces.len();
    let mut rng = Rng(seed);
    let mut pool: Vec<String> = Vec::new();
    let mut seen = 0usize;
    let mut games = 0usize;
    let mut checks = 0usize;
    let mut drops = 0usize;
    while seen < target {
        games += 1;
        let (mut r, mut c) = if pool.is_empty() || rng.below(2) == 0 {
            (
                engine.start_position().expect("start"),
                compiled_start.clone(),
            )
        } else {
            let text = &pool[rng.below(pool.len())];
            (engine.position(text).expect("reference reads"), parse(text))
        };
        let mut hash = c.zobrist();
        let plies = 20 + rng.below(200);
        for _ in 0..plies {
            let moves = compare(&r, &c);
            if seen.is_multiple_of(4)
                && let Err(e) = game_queries(&r, &c, kinds)
            {
                panic!("{e}");
            }
            assert_eq!(hash, c.zobrist(), "incremental hash in {}", r.to_text());
            seen += 1;
            checks += usize::from(r.is_check());
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            drops += usize::from(mv.is_drop());
            if rng.below(16) == 0 {
                pool.push(r.to_text());
            }
            let text = r.to_text();
            let delta = c.zobrist_delta(mv);
            assert_eq!(
                delta,
                r.zobrist_delta(mv),
                "hash change of {mv:?} in {text}"
            );
            assert_eq!(
                c.is_capture(mv),
                r.is_capture(mv),
                "capture {mv:?} in {text}"
            );
            hash ^= delta;
            r.play(mv).expect("the reference accepts its own move");
            c.play(mv).expect("the compiled generator accepts the move");
        }
        compare(&r, &c);
        assert_eq!(hash, c.zobrist(), "incremental hash in {}", r.to_text());
    }
    eprintln!(
        "{name}: {seen} positions in {games} games ({checks} in check, {drops} drops played)"
    );
    // with capturable royals nothing is ever in check
    assert!(
        checks > 0 || engine.variant().royalty.capturable,
        "{name}: the games reached no check"
    );
}

/// Plays [`koma_runtime::Game`]s under the variant's end-of-game rules on both backends, from
/// the start, comparing after every ply the legal moves (less those a perpetual rule forbids),
/// the hash kept move by move (and against the hash from scratch) and the outcome. Moves are
/// random, but half the time a side plays back its move of two plies before when it can, and in
/// some games one side often gives check when it can, so games repeat positions and reach the
/// repetition, perpetual check and chase rules; a game ends at its outcome or after 300 plies.
/// Plays `count` games ([`GAMES_SAMPLE`] or [`GAMES_DEEP`]); returns how many ended with each
/// reason.
pub fn games<B: GamePosition>(
    name: &str,
    engine: &koma_engine::Engine,
    compiled_start: B,
    seed: u64,
    count: usize,
) -> Vec<(koma_runtime::Reason, usize)> {
    let rules = engine.end_rules();
    let mut rng = Rng(seed);
    let mut reasons: Vec<(koma_runtime::Reason, usize)> = Vec::new();
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for _ in 0..count {
        let mut r = Game::new(engine.start_position().expect("start"), rules.clone());
        let mut c = Game::new(compiled_start.clone(), rules.clone());
        // in some games one side checks whenever it can (its first checking move)
        let checker = [None, Some(Color::First), Some(Color::Second)][rng.below(3)];
        for ply in 0..300 {
            let text = r.position().to_text();
            assert_eq!(
                c.position().to_text(),
                text,
                "{name}: position at ply {ply}"
            );
            assert_eq!(c.hash(), r.hash(), "{name}: game hash in {text}");
            assert_eq!(
                c.hash(),
                c.position().zobrist(),
                "{name}: hash from scratch in {text}"
            );
            assert_eq!(c.outcome(), r.outcome(), "{name}: outcome in {text}");
            a.clear();
            b.clear();
            r.legal_moves(&mut a);
            c.legal_moves(&mut b);
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(b, a, "{name}: game moves in {text}");
            if let Some(o) = r.outcome() {
                match reasons.iter_mut().find(|(x, _)| *x == o.reason) {
                    Some((_, n)) => *n += 1,
                    None => reasons.push((o.reason, 1)),
                }
                break;
            }
            if a.is_empty() {
                break;
            }
            let back = r
                .moves()
                .len()
                .checked_sub(2)
                .and_then(|k| match r.moves()[k] {
                    Move::Normal { from, to, .. } | Move::Promote { from, to, .. } => a
                        .iter()
                        .copied()
                        .find(|m| m.from() == Some(to) && m.to() == from),
                    Move::Drop { .. } | Move::Double { .. } => None,
                });
            let checking = || {
                a.iter().copied().find(|&m| {
                    let mut p = r.position().clone();
                    p.play_unchecked(m);
                    p.is_check()
                })
            };
            let mv = match rng.below(4) {
                0 | 1 => back,
                2 if checker == Some(r.position().side_to_move()) => checking(),
                _ => None,
            }
            .unwrap_or_else(|| a[rng.below(a.len())]);
            r.play(mv).expect("the reference game accepts its own move");
            c.play(mv).expect("the compiled game accepts the move");
        }
    }
    eprintln!("{name}: game outcomes {reasons:?}");
    reasons
}

/// The reference engine of the rules file `path` (relative to the `variants` crate).
pub fn engine(path: &str) -> koma_engine::Engine {
    let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).expect("rules file");
    let v = koma_dsl::compile(&source).unwrap_or_else(|d| panic!("{}", d.render(&path, &source)));
    koma_engine::Engine::new(&v).expect("engine")
}

/// Random games from the start (captures first half of the time, so that piece types die out
/// and promoted ones appear), seeded: after every move the position equals the one `read`
/// afresh from its setup, with the same move count, and `seen(move, position after)` is
/// called. Returns the plies played. Checks the state `apply` keeps move by move.
pub fn kept_state<P, F>(
    start: P,
    read: F,
    games: usize,
    seed: u64,
    mut seen: impl FnMut(Move, &P),
) -> usize
where
    P: GamePosition + PartialEq + std::fmt::Debug,
    F: Fn(&P) -> P,
{
    let mut rng = Rng(seed);
    let mut plies = 0;
    for _ in 0..games {
        let mut p = start.clone();
        for _ in 0..300 {
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let takes: Vec<_> = moves.iter().copied().filter(|&m| p.is_capture(m)).collect();
            let mv = if !takes.is_empty() && rng.below(2) == 0 {
                takes[rng.below(takes.len())]
            } else {
                moves[rng.below(moves.len())]
            };
            let (before, text) = (p.to_text(), p.format_move(mv));
            p.play_unchecked(mv);
            plies += 1;
            let fresh = read(&p);
            assert_eq!(fresh, p, "after {text} in {before}");
            assert_eq!(fresh.count_legal_moves(), p.count_legal_moves());
            seen(mv, &p);
        }
    }
    plies
}
