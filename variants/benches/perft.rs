//! Perft speed, both koma backends side by side in one run, for every built-in variant; on
//! shogi also `haitaka` 0.3.2 and `shunsai` 0.1.2.
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
//!
//! Run: `cargo bench -p koma-variants --bench perft`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use koma_runtime::{Position, perft, perft_listed};
use std::hint::black_box;
use std::time::Duration;

fn engine(file: &str) -> koma_engine::Engine {
    let path = format!("{}/{file}", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).expect("rules file");
    let v = koma_dsl::compile(&source).unwrap_or_else(|d| panic!("{}", d.render(&path, &source)));
    koma_engine::Engine::new(&v).expect("engine")
}

fn pair<P: Position>(c: &mut Criterion, name: &str, file: &str, compiled: P, depth: u32) {
    let e = engine(file);
    let reference = e.start_position().expect("start");
    let nodes = perft(&compiled, depth);
    assert_eq!(nodes, perft(&reference, depth), "{name}: backends disagree");
    let mut g = c.benchmark_group(format!("perft/{name}/d{depth}"));
    g.throughput(Throughput::Elements(nodes));
    assert_eq!(
        perft_listed(&compiled, depth),
        nodes,
        "{name}: listed leaves"
    );
    g.bench_function("reference-count", |b| {
        b.iter(|| perft(black_box(&reference), depth))
    });
    g.bench_function("compiled-count", |b| {
        b.iter(|| perft(black_box(&compiled), depth))
    });
    g.bench_function("reference-list", |b| {
        b.iter(|| perft_listed(black_box(&reference), depth))
    });
    g.bench_function("compiled-list", |b| {
        b.iter(|| perft_listed(black_box(&compiled), depth))
    });
    if name == "shogi" {
        let h = haitaka::Board::startpos();
        assert_eq!(haitaka_perft::<false>(&h, depth as u8), nodes);
        g.bench_function("haitaka-list", |b| {
            b.iter(|| haitaka_perft::<false>(black_box(&h), depth as u8))
        });
        g.bench_function("haitaka-count", |b| {
            b.iter(|| haitaka_perft::<true>(black_box(&h), depth as u8))
        });
        let mut s = shunsai::Position::startpos();
        assert_eq!(shunsai_perft::<false>(&mut s, depth), nodes);
        g.bench_function("shunsai-list", |b| {
            b.iter(|| shunsai_perft::<false>(black_box(&mut s), depth))
        });
        g.bench_function("shunsai-count", |b| {
            b.iter(|| shunsai_perft::<true>(black_box(&mut s), depth))
        });
    }
    g.finish();
}

/// haitaka's perft: copy-make like koma's; at depth 1 either builds the moves into a list
/// (`POPCOUNT = false`: the list convention) or counts its move bitboards (the count one).
fn haitaka_perft<const POPCOUNT: bool>(board: &haitaka::Board, depth: u8) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        let mut n = 0u64;
        if POPCOUNT {
            board.generate_board_moves(|m| {
                n += m.len() as u64;
                false
            });
            board.generate_drops(|m| {
                n += m.len() as u64;
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

fn benches(c: &mut Criterion) {
    use koma_variants as v;
    // depths chosen so a compiled run takes at least 0.1 s (shorter ones are mostly noise on a
    // shared machine)
    pair(
        c,
        "xiangqi",
        "xiangqi.koma",
        v::xiangqi::Position::start(),
        5,
    );
    pair(c, "shogi", "shogi.koma", v::shogi::Position::start(), 5);
    pair(
        c,
        "minishogi",
        "minishogi.koma",
        v::minishogi::Position::start(),
        5,
    );
    pair(c, "kilyow", "kilyow.koma", v::kilyow::Position::start(), 4);
    pair(
        c,
        "wa-shogi",
        "wa-shogi.koma",
        v::wa_shogi::Position::start(),
        4,
    );
    pair(
        c,
        "wa-shogi-dropless",
        "wa-shogi-dropless.koma",
        v::wa_shogi_dropless::Position::start(),
        4,
    );
}

criterion_group! {
    name = perft_benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    targets = benches
}
criterion_main!(perft_benches);
