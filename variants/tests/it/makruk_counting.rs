//! Makruk's counting rules (`counting 64 moves draws without bia`, `counting bare ...`) on both
//! backends' [`Game`], against Fairy-Stockfish: `testdata/makruk-counting.tsv` (pyffish, written
//! by `scripts/fsf-makruk-counting.py`) gives, per game, FSF's count after every ply (the limit
//! and the counting ply it writes in a FEN's en-passant and halfmove fields) and the first ply
//! after which `is_optional_game_end` ends the game; the game must reach the same counts and end,
//! drawn by counting, exactly there — and not when the ply that runs the count out mates.

use crate::common;

use common::engine;
use koma_runtime::{Count, Game, GamePosition, Outcome, Position as _, Reason};

const DATA: &str = include_str!("../../../testdata/makruk-counting.tsv");

/// One game of the data file.
struct Row<'a> {
    name: &'a str,
    start: &'a str,
    moves: Vec<&'a str>,
    /// FSF's count after each ply.
    counts: Vec<Option<Count>>,
    /// The first ply after which FSF ends the game, if any.
    end: Option<usize>,
    /// Whether the last position is checkmate (FSF's game_result, `-32000`).
    mated: bool,
}

fn rows() -> Vec<Row<'static>> {
    DATA.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 6, "six columns: {l}");
            let counts = f[3]
                .split(' ')
                .map(|c| {
                    c.split_once(':').map(|(limit, ply)| Count {
                        limit: limit.parse().expect("limit"),
                        ply: ply.parse().expect("ply"),
                    })
                })
                .collect();
            Row {
                name: f[0],
                start: f[1],
                moves: f[2].split(' ').collect(),
                counts,
                end: f[4].parse().ok(),
                mated: f[5] == "-32000",
            }
        })
        .collect()
}

/// Plays every game on one backend: `pos(fen)` reads a position.
fn check<P: GamePosition>(pos: impl Fn(&str) -> P) {
    let rules = engine("makruk.koma").variant().end.clone();
    assert!(
        rules.counting.is_some(),
        "makruk.koma states the counting rules"
    );
    let rows = rows();
    assert_eq!(rows.len(), 10);
    for row in rows {
        let mut game = Game::new(pos(row.start), rules.clone());
        assert_eq!(game.count(), None, "{}: no count at the start", row.name);
        for (i, text) in row.moves.iter().enumerate() {
            let ply = i + 1;
            let mv = game.position().parse_move(text).expect("legal move");
            game.play(mv)
                .unwrap_or_else(|e| panic!("{}: {text}: {e}", row.name));
            assert_eq!(
                game.count(),
                row.counts[i],
                "{}: the count after ply {ply} ({text})",
                row.name
            );
            let expected = match row.end {
                Some(end) if ply == end => Some(Outcome {
                    winner: None,
                    reason: Reason::Counting,
                }),
                _ => None,
            };
            if !(row.mated && ply == row.moves.len()) {
                assert_eq!(game.outcome(), expected, "{}: after ply {ply}", row.name);
            }
        }
        if row.mated {
            let o = game.outcome().expect("the game is over");
            assert_eq!(o.reason, Reason::Checkmate, "{}", row.name);
            assert!(game.count().is_some_and(Count::expired), "{}", row.name);
        }
        // taking the moves back restores the counts
        for i in (0..row.moves.len()).rev() {
            game.undo();
            let before = if i == 0 { None } else { row.counts[i - 1] };
            assert_eq!(game.count(), before, "{}: undo to ply {i}", row.name);
        }
    }
}

#[test]
fn reference_engine() {
    let e = engine("makruk.koma");
    check(|fen| e.position(fen).expect("reads"));
}

#[test]
fn compiled() {
    use koma_variants::makruk::Position as P;
    check(|fen| P::from_text(fen).expect("reads"));
}

/// Searching ([`Game::play_searching`]) sees the counting draw too, and not at checkmate.
#[test]
fn searching_sees_the_count() {
    let e = engine("makruk.koma");
    for row in rows().iter().filter(|r| r.end.is_some() || r.mated) {
        let mut game = Game::new(
            e.position(row.start).expect("reads"),
            e.variant().end.clone(),
        );
        let last = row.moves.len() - 1;
        for text in &row.moves[..last] {
            let mv = game.position().parse_move(text).expect("legal");
            game.play_unchecked(mv);
        }
        let mv = game.position().parse_move(row.moves[last]).expect("legal");
        let o = game.play_searching(mv);
        let counted = Some(Outcome {
            winner: None,
            reason: Reason::Counting,
        });
        assert_eq!(o == counted, !row.mated, "{}", row.name);
    }
}
