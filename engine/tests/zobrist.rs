//! The Zobrist hash a [`koma_runtime::Game`] keeps move by move equals the hash computed from
//! scratch after every move of random games, in every built-in variant (captures, promotions,
//! drops and hands included), and equal positions hash alike; the hash from scratch is the
//! runtime's (`koma_runtime::zobrist::setup_hash`), so every backend hashes alike.

mod common;

use koma_engine::Engine;
use koma_runtime::Position as _;
use proptest::prelude::*;

const VARIANTS: &[&str] = &[
    "shogi",
    "minishogi",
    "kilyow",
    "wa-shogi",
    "wa-shogi-dropless",
    "xiangqi",
    "kyotoshogi",
    "dobutsu",
    "shoshogi",
    "judkins",
    "euroshogi",
    "gorogoroplus",
    "yarishogi",
    "okisakishogi",
    "torishogi",
    "minixiangqi",
    "manchu",
    "makruk",
    "shatranj",
    "xiangqihouse",
    "janggi",
];

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
            koma_runtime::zobrist::setup_hash(&pos.to_setup()),
            "{} at {:?}",
            e.variant().name,
            pos.to_text()
        );
    }
    // equal positions (board, hands, side to move) have equal hashes, and the reverse
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn incremental_hash_equals_hash_from_scratch(
        choices in proptest::collection::vec(any::<u16>(), 0..120)
    ) {
        for name in VARIANTS {
            random_game(&common::engine(name), &choices)?;
        }
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
