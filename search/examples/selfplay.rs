//! Self-play between two configurations of the searcher on a compiled generator: which
//! features earn their keep in play, not only in node counts.
//!
//! `cargo run --release -p koma-search --example selfplay -- VARIANT EXPERIMENT GAMES MS`:
//! VARIANT any built-in variant (a rules file of `variants/`: `xiangqi`, `shogi`, `chushogi`,
//! …); EXPERIMENT `lmr` (late move reductions on vs off) or `tt`
//! (a 64 MB table vs none) or `same` (two equal searchers: a check of the rules, the
//! moves and the time per move); GAMES games (even: each opening is played with both colours), MS
//! milliseconds per move. Each game starts with 4 random plies (a fixed seed per game pair),
//! then alternates searches; it ends by the rules (`Game::outcome`) or after 300 plies
//! (adjudicated by material: 100 centipawns or more ahead wins). Values: the textbook
//! values of `tests/common` (`classic_values`).

#[path = "../tests/common/mod.rs"]
mod common;

use koma_runtime::{Color, Game, GamePosition};
use koma_search::{Limits, Searcher, Values};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The longest search of the run, in microseconds.
static SLOWEST: AtomicU64 = AtomicU64::new(0);
use std::time::Duration;

/// A small deterministic generator (xorshift) for the openings.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The searcher of side A (`a`) or B of `experiment`.
fn searcher(values: &Values, experiment: &str, a: bool) -> Searcher {
    let mut s = Searcher::new(values.clone());
    match experiment {
        "lmr" => s.set_reductions(a),
        "tt" => s.set_hash_megabytes(if a { 64 } else { 0 }),
        "same" => {}
        other => panic!("unknown experiment {other}: lmr, tt or same"),
    }
    s
}

/// Plays one game, A with `a_color`; returns A's score (1, 0.5, 0).
fn play<P: GamePosition>(
    start: P,
    v: &koma_dsl::ir::Variant,
    experiment: &str,
    a_color: Color,
    seed: u64,
    ms: u64,
) -> f64 {
    let values = common::classic_values(v);
    let mut game = Game::new(start, v.end.clone());
    let mut a = searcher(&values, experiment, true);
    let mut b = searcher(&values, experiment, false);
    let mut rng = Rng(seed);
    let mut moves = Vec::new();
    for _ in 0..4 {
        moves.clear();
        game.legal_moves(&mut moves);
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        game.play_unchecked(moves[rng.below(moves.len())]);
    }
    let limits = Limits {
        movetime: Some(Duration::from_millis(ms)),
        ..Limits::default()
    };
    let stop = AtomicBool::new(false);
    for _ in 0..300 {
        if let Some(o) = game.outcome() {
            return match o.winner {
                None => 0.5,
                Some(w) if w == a_color => 1.0,
                Some(_) => 0.0,
            };
        }
        let us = game.position().side_to_move();
        let s = if us == a_color { &mut a } else { &mut b };
        let r = s.search(&mut game, &limits, &stop, &mut |_| {});
        let Some(mv) = r.best else { break };
        SLOWEST.fetch_max(r.elapsed.as_micros() as u64, Ordering::Relaxed);
        game.play(mv).expect("the search plays legal moves");
    }
    // adjudication by material, from A's view
    let material = values.evaluate(game.position());
    let a_view = if game.position().side_to_move() == a_color {
        material
    } else {
        -material
    };
    match a_view {
        m if m >= 100 => 1.0,
        m if m <= -100 => 0.0,
        _ => 0.5,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let variant = args.get(1).map_or("xiangqi", |s| s.as_str());
    let experiment = args.get(2).map_or("lmr", |s| s.as_str());
    let games: u64 = args.get(3).map_or(20, |s| s.parse().expect("a game count"));
    let ms: u64 = args
        .get(4)
        .map_or(50, |s| s.parse().expect("milliseconds per move"));
    let v = common::variant(variant);
    let (mut score, mut wins, mut losses) = (0.0, 0, 0);
    for g in 0..games {
        let a_color = if g % 2 == 0 {
            Color::First
        } else {
            Color::Second
        };
        let seed = 0x9E37_79B9_7F4A_7C15 ^ (g / 2 + 1);
        // plays the game on the compiled generator of `variant`: one arm per built-in, as
        // `koma_variants::for_each_builtin!` lists them
        macro_rules! game {
            ($(($name:literal, $module:ident, $file:literal, $doc:literal)),* $(,)?) => {
                match variant {
                    $($name => play(
                        koma_variants::$module::Position::start(),
                        &v,
                        experiment,
                        a_color,
                        seed,
                        ms,
                    ),)*
                    other => panic!("unknown variant {other}"),
                }
            };
        }
        let s = koma_variants::for_each_builtin!(game);
        score += s;
        wins += u32::from(s == 1.0);
        losses += u32::from(s == 0.0);
        println!("game {:>3}: A {:?} scores {s}", g + 1, a_color);
    }
    let n = games as f64;
    let p = (score / n).clamp(0.001, 0.999);
    let elo = -400.0 * (1.0 / p - 1.0).log10();
    // error bar: two standard errors of the mean score, turned into Elo at p
    let sd = ((p * (1.0 - p)) / n).sqrt();
    let margin = 2.0 * sd * 400.0 / (std::f64::consts::LN_10 * p * (1.0 - p));
    println!(
        "longest search: {} ms for {ms} ms a move",
        SLOWEST.load(Ordering::Relaxed) as f64 / 1000.0
    );
    println!(
        "{variant} {experiment}: A +{wins} ={} -{losses} of {games} ({score}/{games}), Elo {elo:+.0} ± {margin:.0}",
        games as u32 - wins - losses
    );
}
