//! The Zobrist hash a [`koma_runtime::Game`] keeps move by move equals the hash computed from
//! scratch after every move of random games, in every built-in variant (captures, promotions,
//! drops and hands, castling rights and en-passant squares included), and equal positions hash
//! alike; the hash from scratch is the runtime's (`koma_runtime::zobrist::setup_hash`), so every
//! backend hashes alike. The random games come from a fixed seed in a plain `cargo test`; the
//! `#[ignore]`d deep run draws fresh ones (README's Testing section). Each failure a run ever
//! found stays below as a named test.

#[path = "../../testdata/builtins.rs"]
mod builtins;
mod common;

use koma_engine::Engine;
use koma_runtime::Position as _;
use koma_runtime::zobrist::setup_hash;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed, TestRunner};

/// The hash `setup_hash` gives the position: its setup with the en-passant square only while a
/// capture there is legal.
fn defined_hash(pos: &koma_engine::Position<'_>) -> u64 {
    let mut setup = pos.to_setup();
    setup.en_passant = pos.legal_en_passant();
    setup_hash(&setup)
}

/// Plays the moves chosen by `choices` (each an index into the legal moves, modulo their
/// number) from the start, checking the incremental hash after every move.
fn random_game(e: &Engine, choices: &[u16]) -> Result<(), TestCaseError> {
    let mut game = e.start_game().unwrap();
    let mut moves = Vec::new();
    for &c in choices {
        moves.clear();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[c as usize % moves.len()];
        game.play_unchecked(mv);
        let pos = game.position();
        prop_assert_eq!(
            game.hash(),
            pos.zobrist(),
            "{} after {:?}",
            e.variant().name,
            pos.to_text()
        );
        // the runtime's definition of the hash, from the position's content
        prop_assert_eq!(
            pos.zobrist(),
            defined_hash(pos),
            "{} at {:?}",
            e.variant().name,
            pos.to_text()
        );
    }
    // equal positions (board, hands, side to move, rights, legal en-passant square) have
    // equal hashes, and the reverse
    for a in 0..=game.moves().len() {
        for b in a + 1..=game.moves().len() {
            let (pa, pb) = (game.position_at(a).unwrap(), game.position_at(b).unwrap());
            prop_assert_eq!(
                pa == pb,
                pa.zobrist() == pb.zobrist(),
                "plies {} and {}",
                a,
                b
            );
        }
    }
    Ok(())
}

/// Runs [`random_game`] in every built-in variant on `cases` move sequences drawn from `seed`
/// (a fresh seed when `None`).
fn random_games(cases: u32, seed: Option<u64>) {
    let config = Config {
        cases,
        rng_seed: seed.map_or(RngSeed::Random, RngSeed::Fixed),
        failure_persistence: None,
        ..Config::default()
    };
    let engines: Vec<Engine> = builtins::names()
        .iter()
        .map(|n| common::engine(n))
        .collect();
    let strategy = proptest::collection::vec(any::<u16>(), 0..120);
    TestRunner::new(config)
        .run(&strategy, |choices| {
            for e in &engines {
                random_game(e, &choices)?;
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn incremental_hash_equals_hash_from_scratch() {
    random_games(64, Some(0x6b6f_6d61));
}

/// Fresh random games each run: `cargo test -p koma-engine --test zobrist -- --ignored`.
#[test]
#[ignore = "deep: fresh random games, cargo test -p koma-engine --test zobrist -- --ignored"]
fn incremental_hash_equals_hash_from_scratch_fresh_games() {
    random_games(1_000, None);
}

/// A failure of the random games (koma issue 21): Capablanca positions that differ only in
/// White's king-side right had one hash.
#[test]
fn capablanca_positions_differing_in_a_castling_right_hash_apart() {
    let e = common::engine("capablanca");
    let a = e
        .position(
            "rn1b1kbcnr/1pp2ppp1p/3p1q4/p3p3p1/1P2PP2P1/3P2P2P/P1PN2P2R/R1ABQKBCN1 b Qkq - 0 9",
        )
        .unwrap();
    let b = e
        .position(
            "rn1b1kbcnr/1pp2ppp1p/3p1q4/p3p3p1/1P2PP2P1/3P2P2P/P1PN2P2R/R1ABQKBCN1 b Qk - 0 9",
        )
        .unwrap();
    assert_ne!(a.zobrist(), b.zobrist());
    assert_ne!(a, b);
    assert_eq!(a.zobrist(), defined_hash(&a));
    assert_eq!(b.zobrist(), defined_hash(&b));
}

#[test]
fn the_en_passant_square_counts_only_while_the_capture_is_legal() {
    let e = common::engine("chess");
    // after 1.e4 Nf6 2.e5 d5: exd6 e.p. is legal
    let legal = e
        .position("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3")
        .unwrap();
    let none = e
        .position("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3")
        .unwrap();
    assert_eq!(legal.legal_en_passant(), legal.en_passant());
    assert!(legal.en_passant().is_some());
    assert_ne!(legal.zobrist(), none.zobrist());
    assert_ne!(legal, none);
    // the pawn on b5 is pinned on the fifth rank: FEN keeps c6, the hash does not
    let pinned = e.position("7k/8/8/KPp4r/8/8/8/8 w - c6 0 2").unwrap();
    let plain = e.position("7k/8/8/KPp4r/8/8/8/8 w - - 0 2").unwrap();
    assert!(pinned.en_passant().is_some());
    assert_eq!(pinned.legal_en_passant(), None);
    assert_eq!(pinned.zobrist(), plain.zobrist());
    assert_eq!(pinned, plain);
    // the hash kept move by move after the double steps agrees
    for (fen, mv) in [
        (
            "rnbqkb1r/pppppppp/5n2/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 1 2",
            "d7d5",
        ),
        ("7k/2p5/8/KP5r/8/8/8/8 b - - 0 1", "c7c5"),
    ] {
        let mut game = e.game(fen).unwrap();
        let m = game.position().parse_move(mv).unwrap();
        game.play_unchecked(m);
        assert_eq!(game.hash(), game.position().zobrist(), "{mv} in {fen}");
    }
}

#[test]
fn the_hash_depends_on_the_side_to_move_and_the_hands() {
    let e = common::engine("shogi");
    let a = e.position("4k4/9/9/9/9/9/9/9/4K4 b P 1").unwrap();
    let b = e.position("4k4/9/9/9/9/9/9/9/4K4 w P 1").unwrap();
    let c = e.position("4k4/9/9/9/9/9/9/9/4K4 b p 1").unwrap();
    let d = e.position("4k4/9/9/9/9/9/9/9/4K4 b 2P 1").unwrap();
    let hashes = [a.zobrist(), b.zobrist(), c.zobrist(), d.zobrist()];
    for i in 0..4 {
        for j in i + 1..4 {
            assert_ne!(hashes[i], hashes[j], "positions {i} and {j}");
        }
    }
    // the move counters are not part of the position
    let later = e.position("4k4/9/9/9/9/9/9/9/4K4 b P 37").unwrap();
    assert_eq!(later.zobrist(), a.zobrist());
}
