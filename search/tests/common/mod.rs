//! Helpers shared by the search tests and the `bench` example: rules files compiled for the
//! reference engine, and plain test piece values.

#![allow(dead_code)]

use koma_dsl::ir::{MoveKind, MoveMode, Variant};
use koma_engine::Engine;
use koma_search::Values;

/// The built-in rules file `name` (`variants/NAME.koma`), compiled.
pub fn variant(name: &str) -> Variant {
    let path = format!("{}/../variants/{name}.koma", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(path).unwrap();
    koma_dsl::compile(&source).unwrap_or_else(|d| panic!("{}", d.render(name, &source)))
}

/// The reference engine for the built-in rules file `name`.
pub fn engine(name: &str) -> Engine {
    Engine::new(&variant(name)).unwrap()
}

/// Plain test values: 100 for every piece type, as much in hand.
pub fn flat_values(v: &Variant) -> Values {
    let n = v.pieces.len();
    Values {
        board: vec![100; n],
        hand: vec![100; n],
        ..Values::default()
    }
}

/// Rough test values from each type's moves (not the rules-derived values of
/// `koma_dsl::facts`): 50 per step or leap, 25 per square a slide can reach on an open board
/// (at most 4 counted), half for move-only or capture-only rules, 0 for the royal type; a
/// piece in hand is worth as much as on the board.
pub fn rough_values(v: &Variant) -> Values {
    let board: Vec<i32> = v
        .pieces
        .iter()
        .map(|p| {
            if p.royal {
                return 0;
            }
            p.moves
                .iter()
                .map(|m| {
                    let reach = match m.kind {
                        MoveKind::Leap | MoveKind::Lame { .. } => 50,
                        MoveKind::Slide { max } => 25 * i32::from(max.unwrap_or(4).min(4)),
                        MoveKind::Hop => 75,
                    };
                    if m.mode == MoveMode::Both {
                        reach
                    } else {
                        reach / 2
                    }
                })
                .sum::<i32>()
                .max(50)
        })
        .collect();
    Values {
        hand: board.clone(),
        board,
        ..Values::default()
    }
}

/// Whether the side to move mates within `plies` plies (odd) against every defence, by plain
/// minimax over the game's legal moves and outcomes (no pruning, no table: an oracle
/// independent of the search). With `checks_only` the attacker tries only checking moves
/// before its last one (still a proof of mate when it says yes).
pub fn mates_within<P: koma_runtime::GamePosition>(
    game: &mut koma_runtime::Game<P>,
    plies: u32,
    checks_only: bool,
) -> bool {
    forced_win(game, plies, checks_only, true)
}

/// Whether every move of the side to move leads to its loss within `plies` plies (even), as
/// [`mates_within`] counts.
pub fn every_defence_loses<P: koma_runtime::GamePosition>(
    game: &mut koma_runtime::Game<P>,
    plies: u32,
    checks_only: bool,
) -> bool {
    forced_win(game, plies, checks_only, false)
}

/// Whether the attacker — the side to move when `attacking`, else the other — wins within
/// `plies` plies: by some move when attacking, after every move when defending.
fn forced_win<P: koma_runtime::GamePosition>(
    game: &mut koma_runtime::Game<P>,
    plies: u32,
    checks_only: bool,
    attacking: bool,
) -> bool {
    let mover = game.position().side_to_move();
    let attacker = if attacking { mover } else { !mover };
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut results = moves.into_iter().map(|mv| {
        game.play_unchecked(mv);
        let wins = match game.outcome() {
            Some(o) => o.winner == Some(attacker),
            None if !attacking => forced_win(game, plies - 1, checks_only, true),
            None => {
                plies >= 3
                    && (!checks_only || game.position().is_check())
                    && forced_win(game, plies - 1, checks_only, false)
            }
        };
        game.undo();
        wins
    });
    if attacking {
        results.any(|w| w)
    } else {
        results.all(|w| w)
    }
}

/// Textbook values for xiangqi and shogi by piece name (xiangqi: chariot 900, cannon 450,
/// horse 400, advisor and elephant 200, soldier 100; shogi: the material values commonly
/// used by shogi programs, rounded), a piece in hand worth as much as its type on the board;
/// [`rough_values`] for any other piece.
pub fn classic_values(v: &Variant) -> Values {
    let mut values = rough_values(v);
    for (i, p) in v.pieces.iter().enumerate() {
        let cp = match p.name.as_str() {
            "chariot" => 900,
            "cannon" => 450,
            "horse" if v.name == "xiangqi" => 400,
            "advisor" | "elephant" => 200,
            "soldier" => 100,
            "pawn" => 90,
            "lance" => 315,
            "knight" => 405,
            "silver" => 495,
            "gold" | "tokin" | "pro-silver" | "pro-knight" | "pro-lance" => 540,
            "bishop" => 855,
            "rook" => 990,
            "horse" => 945,
            "dragon" => 1395,
            _ => continue,
        };
        values.board[i] = cp;
        values.hand[i] = cp;
    }
    values
}
