//! `koma perft --threads N`: the same totals and the same divide lines, in the same order, as
//! one thread, whatever the number of threads and the width of the root (a narrow root is cut
//! one ply further down: `koma_cli::parallel`).

use koma_cli::compiled::{Leaves, compiled_perft};
use koma_cli::parallel::SUBTREES_PER_THREAD;

/// The divide of the built-in `name` from `fen` (or its start) on `threads` threads.
fn divide(
    name: &str,
    fen: Option<&str>,
    depth: u32,
    leaves: Leaves,
    threads: usize,
) -> Vec<(String, u64)> {
    compiled_perft(name, fen, depth, true, leaves, threads)
        .expect("a built-in")
        .expect("a valid position")
        .divide
}

#[test]
fn threads_give_the_counts_and_order_of_one_thread() {
    for (name, fen, depth) in [
        ("shogi", None, 3),
        ("xiangqi", None, 3),
        ("minishogi", None, 4),
        (
            "chess",
            Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
            3,
        ),
        ("chushogi", None, 2),
    ] {
        let one = divide(name, fen, depth, Leaves::Count, 1);
        assert!(!one.is_empty(), "{name}");
        for threads in [2, 3, 64] {
            assert_eq!(
                divide(name, fen, depth, Leaves::Count, threads),
                one,
                "{name}, {threads} threads"
            );
        }
        assert_eq!(
            divide(name, fen, depth, Leaves::List, 2),
            one,
            "{name}, list"
        );
    }
}

#[test]
fn a_narrow_root_is_cut_further_down_with_the_same_counts() {
    // a narrow root: the bare king's five moves, fewer than a thread's share, so the subtrees
    // start further down
    let fen = "4k4/9/9/9/9/9/9/9/4K4 b - 1";
    let one = divide("shogi", Some(fen), 4, Leaves::Count, 1);
    let many = divide("shogi", Some(fen), 4, Leaves::Count, 4);
    assert_eq!(many, one);
    assert!(one.len() < SUBTREES_PER_THREAD);
    // the counts themselves: totals equal to the unsplit run
    let total = compiled_perft("shogi", Some(fen), 4, false, Leaves::Count, 1)
        .unwrap()
        .unwrap()
        .total;
    assert_eq!(one.iter().map(|(_, n)| n).sum::<u64>(), total);
}

#[test]
fn distinct_counts_split_alike() {
    // chushogi's lion moves: each move once by its effect, at every node of every subtree
    let one = divide("chushogi", None, 3, Leaves::Distinct, 1);
    assert_eq!(divide("chushogi", None, 3, Leaves::Distinct, 2), one);
    let routes = divide("chushogi", None, 3, Leaves::Count, 2);
    assert_ne!(
        routes, one,
        "the distinct count differs from the count of routes"
    );
}
