//! 8x8 perft speed: koma's compiled 8x8 built-ins next to the hand-written chess move
//! generators `cozy-chess` 0.3.4 and `shakmaty` 0.27.3 (issue 11: generated chess at least as
//! fast as both). Each engine's count is checked before it is timed: the crates' on the chess
//! programming wiki's positions (start and Kiwipete, every depth listed in [`CHESS`]), koma's
//! against Fairy-Stockfish's counts (`testdata/perft.tsv`).
//!
//! The leaf conventions are those of `benches/perft.rs`: **count** (bulk counting, each
//! engine's fastest way: koma adds up its target sets, cozy-chess its `PieceMoves::len`) and
//! **list** (the leaf moves built into a list and counted). shakmaty has one form, its own
//! `perft` (it builds its `MoveList` at the leaves), reported under both.
//!
//! koma's compiled chess (`variants/chess.koma`) runs the same positions as the crates.
//!
//! Run: `cargo bench -p koma-benches --bench chess`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use koma_runtime::{Position, perft, perft_listed};
use std::hint::black_box;
use std::time::Duration;

/// Kiwipete, the chess programming wiki's second perft position (a white knight on e5: the
/// counts below are this position's; without the knight, `3P4`, depth 1 has 42 moves).
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// The chess programming wiki's perft counts ("Perft Results"): per position (FEN), the
/// counts at depths 1, 2, …, and the depth timed.
const CHESS: [(&str, &str, &[u64], u32); 2] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902, 197_281, 4_865_609, 119_060_324],
        5,
    ),
    (
        "kiwipete",
        KIWIPETE,
        &[48, 2_039, 97_862, 4_085_603, 193_690_690],
        4,
    ),
];

/// cozy-chess's perft, copy-make; at depth 1 counts its move sets (`COUNT`) or builds the moves
/// into a list.
fn cozy_perft<const COUNT: bool>(board: &cozy_chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        if COUNT {
            let mut n = 0u64;
            board.generate_moves(|moves| {
                n += moves.len() as u64;
                false
            });
            return n;
        }
        let mut list: Vec<cozy_chess::Move> = Vec::with_capacity(64);
        board.generate_moves(|moves| {
            list.extend(moves);
            false
        });
        return black_box(&list).len() as u64;
    }
    let mut nodes = 0;
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            nodes += cozy_perft::<COUNT>(&child, depth - 1);
        }
        false
    });
    nodes
}

/// The crates on the wiki's positions: every count checked, then the timed depth timed.
fn crates(c: &mut Criterion) {
    for (name, fen, counts, depth) in CHESS {
        let cozy = cozy_chess::Board::from_fen(fen, false).expect("cozy-chess fen");
        let shak: shakmaty::Chess = fen
            .parse::<shakmaty::fen::Fen>()
            .expect("shakmaty fen")
            .into_position(shakmaty::CastlingMode::Standard)
            .expect("shakmaty position");
        for (d, &n) in (1..).zip(counts) {
            assert_eq!(cozy_perft::<true>(&cozy, d), n, "cozy-chess {name} d{d}");
            assert_eq!(
                cozy_perft::<false>(&cozy, d),
                n,
                "cozy-chess list {name} d{d}"
            );
            assert_eq!(shakmaty::perft(&shak, d), n, "shakmaty {name} d{d}");
        }
        let nodes = counts[depth as usize - 1];
        let mut g = c.benchmark_group(format!("chess8x8/chess-{name}/d{depth}"));
        g.throughput(Throughput::Elements(nodes));
        g.bench_function("cozy-chess-count", |b| {
            b.iter(|| cozy_perft::<true>(black_box(&cozy), depth))
        });
        g.bench_function("cozy-chess-list", |b| {
            b.iter(|| cozy_perft::<false>(black_box(&cozy), depth))
        });
        g.bench_function("shakmaty", |b| {
            b.iter(|| shakmaty::perft(black_box(&shak), depth))
        });
        g.finish();
    }
}

/// A compiled koma variant `name` on `rows` (label, position, depth, expected count): each
/// checked, then timed under both leaf conventions.
fn koma<P: Position>(c: &mut Criterion, name: &str, rows: &[(&str, P, u32, u64)]) {
    for (label, pos, depth, nodes) in rows {
        let (depth, nodes) = (*depth, *nodes);
        assert_eq!(perft(pos, depth), nodes, "{name} {label} d{depth}");
        assert_eq!(perft_listed(pos, depth), nodes, "{name} {label} d{depth}");
        let mut g = c.benchmark_group(format!("chess8x8/{name}-{label}/d{depth}"));
        g.throughput(Throughput::Elements(nodes));
        g.bench_function("compiled-count", |b| {
            b.iter(|| perft(black_box(pos), depth))
        });
        g.bench_function("compiled-list", |b| {
            b.iter(|| perft_listed(black_box(pos), depth))
        });
        g.finish();
    }
}

fn benches(c: &mut Criterion) {
    use koma_variants as v;
    crates(c);
    // Fairy-Stockfish's counts (testdata/perft.tsv, fsf-c19b5f6)
    koma(
        c,
        "makruk",
        &[("start", v::makruk::Position::start(), 5, 6_223_994)],
    );
    koma(
        c,
        "shatranj",
        &[("start", v::shatranj::Position::start(), 5, 1_164_248)],
    );
    // the chess programming wiki's counts, as the crates' above
    koma(
        c,
        "chess",
        &[
            ("start", v::chess::Position::start(), 5, 4_865_609),
            (
                "kiwipete",
                v::chess::Position::from_text(KIWIPETE).expect("fen"),
                4,
                4_085_603,
            ),
        ],
    );
}

criterion_group! {
    name = chess_benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    targets = benches
}
criterion_main!(chess_benches);
