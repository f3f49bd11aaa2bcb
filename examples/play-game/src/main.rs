//! A whole game of minishogi, played to its outcome by a program outside koma's workspace with
//! the generated module and `koma-runtime` only: the moves are chosen at random from a seed
//! (the first argument, 1 by default), the end rules (repetition, perpetual check) come from the
//! generated `end_rules()`.
//!
//! `cargo run --manifest-path examples/play-game/Cargo.toml [SEED]`

mod minishogi {
    koma_macros::variant!("../../variants/minishogi.koma");
}

use koma_runtime::Position as _;

/// Plies after which the game is given up as unfinished (random play ends long before).
const MAX_PLIES: usize = 20_000;

fn main() {
    let seed: u64 = match std::env::args().nth(1).map(|a| a.parse()) {
        None => 1,
        Some(Ok(s)) => s,
        Some(Err(_)) => {
            eprintln!("error: the seed is a number\nusage: koma-example-play-game [SEED]");
            std::process::exit(2);
        }
    };
    let mut rng = seed;
    let mut game = minishogi::game();
    println!("{} from {}", minishogi::NAME, game.position());
    let mut moves = Vec::new();
    let mut record = Vec::new();
    while game.outcome().is_none() {
        if game.moves().len() == MAX_PLIES {
            eprintln!("error: no outcome after {MAX_PLIES} plies");
            std::process::exit(1);
        }
        moves.clear();
        game.legal_moves(&mut moves);
        let mv = moves[(next(&mut rng) % moves.len() as u64) as usize];
        record.push(game.position().format_move(mv));
        game.play(mv).expect("a legal move");
    }
    let outcome = game.outcome().expect("the loop ends on an outcome");
    println!("{}", record.join(" "));
    println!(
        "{} after {} plies: {} ({})",
        outcome.result_token(),
        game.moves().len(),
        outcome.reason,
        game.position()
    );
}

/// SplitMix64: the next pseudo-random number from the state `s`.
fn next(s: &mut u64) -> u64 {
    *s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
