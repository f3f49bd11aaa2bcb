//! Helpers shared by the differential tests: a seeded PRNG, backend comparison, random games.
#![allow(dead_code)]

use koma_runtime::{Move, Position};

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

/// Positions compared per variant by a differential test in CI.
pub const SAMPLE: usize = 3_000;

/// Positions compared per variant by a deep (`#[ignore]`d) differential test.
pub const DEEP: usize = 100_000;

pub fn sorted_moves<P: Position>(pos: &P) -> Vec<Move> {
    let mut v = Vec::new();
    pos.legal_moves(&mut v);
    let n = v.len();
    v.sort_unstable();
    v.dedup();
    assert_eq!(v.len(), n, "duplicate moves in {}", pos.to_text());
    v
}

/// Compares two positions that should be the same (and the compiled count-only generation with
/// its move list); returns their (common) legal moves.
pub fn compare<A: Position, B: Position>(reference: &A, compiled: &B) -> Vec<Move> {
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
    a
}

/// Plays random games until `target` positions were compared ([`SAMPLE`] or [`DEEP`]).
pub fn run<B: Position>(
    name: &str,
    engine: &koma_engine::Engine,
    compiled_start: B,
    parse: impl Fn(&str) -> B,
    seed: u64,
    target: usize,
) {
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
        let plies = 20 + rng.below(200);
        for _ in 0..plies {
            let moves = compare(&r, &c);
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
            r.play(mv).expect("the reference accepts its own move");
            c.play(mv).expect("the compiled generator accepts the move");
        }
        compare(&r, &c);
    }
    eprintln!(
        "{name}: {seen} positions in {games} games ({checks} in check, {drops} drops played)"
    );
    assert!(checks > 0, "{name}: the games reached no check");
}

/// The reference engine of the rules file `path` (relative to the `variants` crate).
pub fn engine(path: &str) -> koma_engine::Engine {
    let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).expect("rules file");
    let v = koma_dsl::compile(&source).unwrap_or_else(|d| panic!("{}", d.render(&path, &source)));
    koma_engine::Engine::new(&v).expect("engine")
}
