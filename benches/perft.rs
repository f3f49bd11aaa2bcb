//! Perft speed, both koma backends side by side in one run, for every built-in variant (the
//! rules files in `variants/`, listed by `koma_variants::for_each_builtin!`); on shogi also
//! `haitaka` 0.3.2 and `shunsai` 0.1.2. Each variant's start position is timed at the first
//! depth reaching [`MIN_LEAVES`] leaves.
//!
//! Two leaf conventions, both bulk counting (the moves at depth 1 are counted, not played):
//! - **count** — `koma_runtime::perft`: each backend counts its leaf moves its fastest way. The
//!   compiled generators add up the sizes of their target sets without building moves; the
//!   reference engine has no such path and counts a list it builds. haitaka and shunsai count
//!   their move bitboards (their own fastest form).
//! - **list** — `koma_runtime::perft_listed`: the leaf moves are built into a `Vec` and
//!   counted, for every engine.
//!
//! Throughput is reported in elements/s, one element per leaf (the perft count), i.e. nodes/s.
//! Before an engine is timed under a convention, its count is checked against the published
//! one (the start position's row of `testdata/perft.tsv` at that depth), or where the table has
//! none, against the reference engine's.
//!
//! Run: `cargo bench -p koma-benches --bench perft`.

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use koma_runtime::{Position, perft, perft_listed};
use std::hint::black_box;
use std::time::Duration;

#[path = "../testdata/perft.rs"]
mod perft_table;

/// The fewest leaves a timed perft counts: each variant is timed at the first depth of its
/// start position reaching them, so that a compiled run is not mostly noise on a shared machine.
const MIN_LEAVES: u64 = 100_000;

fn engine(file: &str) -> koma_engine::Engine {
    let path = format!("{}/../variants/{file}", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).expect("rules file");
    let v = koma_dsl::compile(&source).unwrap_or_else(|d| panic!("{}", d.render(&path, &source)));
    koma_engine::Engine::new(&v).expect("engine")
}

/// Times `run` as `id` after checking that it counts `expected` leaves, so that no engine is
/// credited with a count it does not reach.
fn timed(g: &mut BenchmarkGroup<WallTime>, id: &str, expected: u64, mut run: impl FnMut() -> u64) {
    assert_eq!(run(), expected, "{id}: wrong perft count");
    g.bench_function(id, |b| b.iter(&mut run));
}

/// Benchmarks perft `depth` of the start position of the built-in variant `name` on both
/// backends (and on shogi on haitaka and shunsai), each first checked against `expected`.
fn pair<P: Position>(
    c: &mut Criterion,
    (name, file): (&str, &str),
    compiled: P,
    depth: u32,
    expected: Expected,
) {
    let e = engine(file);
    let reference = e.start_position().expect("start");
    let nodes = match expected {
        Expected::Published(n) => n,
        Expected::Reference => perft(&reference, depth),
    };
    let mut g = c.benchmark_group(format!("perft/{name}/d{depth}"));
    g.throughput(Throughput::Elements(nodes));
    timed(&mut g, "reference-count", nodes, || {
        perft(black_box(&reference), depth)
    });
    timed(&mut g, "compiled-count", nodes, || {
        perft(black_box(&compiled), depth)
    });
    timed(&mut g, "reference-list", nodes, || {
        perft_listed(black_box(&reference), depth)
    });
    timed(&mut g, "compiled-list", nodes, || {
        perft_listed(black_box(&compiled), depth)
    });
    if name == "shogi" {
        let h = haitaka::Board::startpos();
        timed(&mut g, "haitaka-list", nodes, || {
            haitaka_perft::<false>(black_box(&h), depth as u8)
        });
        timed(&mut g, "haitaka-count", nodes, || {
            haitaka_perft::<true>(black_box(&h), depth as u8)
        });
        let mut s = shunsai::Position::startpos();
        timed(&mut g, "shunsai-list", nodes, || {
            shunsai_perft::<false>(black_box(&mut s), depth)
        });
        timed(&mut g, "shunsai-count", nodes, || {
            shunsai_perft::<true>(black_box(&mut s), depth)
        });
    }
    g.finish();
}

/// The count every engine must reach before it is timed.
#[derive(Copy, Clone)]
enum Expected {
    /// A published (or independently computed) perft count.
    Published(u64),
    /// None is published at this depth: the reference engine's count (it passes every published
    /// and independent count there is, `engine/tests/perft.rs`), so the engines must agree.
    Reference,
}

/// haitaka's perft: copy-make like koma's; at depth 1 either builds the moves into a list
/// (`POPCOUNT = false`: the list convention) or counts its move bitboards (the count one). A
/// [`haitaka::PieceMoves`] is one piece's target set: `len()` counts targets, so a move that may
/// promote or not is counted once; the exact count (both moves of such a pair) is the length
/// of its iterator (`ExactSizeIterator::len`, computed from the set and the promotion zones
/// without building the moves).
fn haitaka_perft<const POPCOUNT: bool>(board: &haitaka::Board, depth: u8) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        let mut n = 0u64;
        if POPCOUNT {
            board.generate_board_moves(|m| {
                n += m.into_iter().len() as u64;
                false
            });
            board.generate_drops(|m| {
                n += m.into_iter().len() as u64;
                false
            });
        } else {
            let mut list: Vec<haitaka::Move> = Vec::with_capacity(128);
            board.generate_board_moves(|m| {
                list.extend(m);
                false
            });
            board.generate_drops(|m| {
                list.extend(m);
                false
            });
            n = black_box(&list).len() as u64;
        }
        return n;
    }
    let mut nodes = 0;
    let mut visit = |moves: haitaka::PieceMoves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            nodes += haitaka_perft::<POPCOUNT>(&child, depth - 1);
        }
        false
    };
    board.generate_board_moves(&mut visit);
    board.generate_drops(&mut visit);
    nodes
}

/// shunsai's perft: make/unmake, its own form; leaves as for haitaka.
fn shunsai_perft<const POPCOUNT: bool>(pos: &mut shunsai::Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        if POPCOUNT {
            let mut n = 0u64;
            let _ = pos.generate_moves(|set| {
                n += set.len() as u64;
                std::ops::ControlFlow::Continue(())
            });
            return n;
        }
        return black_box(pos.legal_moves()).len() as u64;
    }
    let mut nodes = 0;
    for mv in pos.legal_moves() {
        let undo = pos.do_move(mv);
        nodes += shunsai_perft::<POPCOUNT>(pos, depth - 1);
        pos.undo_move(mv, undo);
    }
    nodes
}

/// The depth at which perft of `pos` first reaches [`MIN_LEAVES`] leaves, and the count the
/// engines must reach there: the table's, or where it has none, the reference engine's.
fn depth_and_count<P: Position>(name: &str, pos: &P) -> (u32, Expected) {
    let depth = (1..)
        .find(|&d| perft(pos, d) >= MIN_LEAVES)
        .expect("a depth with enough leaves");
    let published = perft_table::cases()
        .into_iter()
        .find(|c| c.variant == name && c.position.is_none() && c.depth == depth);
    let expected = published.map_or(Expected::Reference, |c| Expected::Published(c.count));
    (depth, expected)
}

/// Benchmarks each built-in variant, as `for_each_builtin!` lists them.
macro_rules! benches {
    ($(($name:literal, $module:ident, $file:literal, $doc:literal)),* $(,)?) => {
        fn benches(c: &mut Criterion) {
            $({
                let start = koma_variants::$module::Position::start();
                let (depth, expected) = depth_and_count($name, &start);
                pair(c, ($name, $file), start, depth, expected);
            })*
        }
    };
}
koma_variants::for_each_builtin!(benches);

criterion_group! {
    name = perft_benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    targets = benches
}
criterion_main!(perft_benches);
