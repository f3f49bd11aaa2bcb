//! Chu shogi's repetition rule as lishogi's server plays it (`repetition 4 draws`, `perpetual
//! attack 4 loses` in `variants/chushogi.koma`), on games from the start position in lishogi's
//! USI. What scalashogi gives for each game is reasoned out in its comment: the fourth
//! occurrence of a position (`fourfoldRepetition`) is a draw (`autoDraw`) unless
//! `perpetualCheck`: the side that just moved made at least `dist + 1` attacking moves in a row
//! (`consecutiveAttacks`), `dist` being its number of moves since the position's first
//! occurrence (`firstRepetitionDistance`) — so the move into the first occurrence must attack
//! too. A move attacks (Chu's `isAttacked`) when after it the other side's royal piece is
//! attacked, or the moved piece has a destination holding a piece; it then loses (`winner`:
//! the side to move wins).
//!
//! The pieces used: sente's lion (7j) goes to 7h, from where it reaches no gote piece (its
//! moves reach two squares away: ranks f to l), to 7g (from where it attacks gote's go-between
//! on 9e, two files and two ranks away) and to 7f (it attacks gote's pawns on rank d); the
//! leopards (sente's on 11l, gote's on 2a) step forward and back, attacking nothing. No move
//! is a capture, a promotion or a pawn or lance move, so lishogi's position list is not reset,
//! and it holds over twelve plies at every fourth occurrence below.

mod common;

use koma_runtime::{Color, Game, Outcome, Position as _, Reason};

/// Plays `moves` (lishogi USI) from the start, asserting that the game goes on until the last,
/// and returns the game.
fn game_of<'a>(e: &'a koma_engine::Engine, moves: &[&str]) -> Game<koma_engine::Position<'a>> {
    let start = e.start_position().expect("the start position");
    let mut game = Game::new(start, e.end_rules());
    play(&mut game, moves);
    game
}

/// Plays `moves` (lishogi USI), asserting that the game goes on until the last.
fn play(game: &mut Game<koma_engine::Position<'_>>, moves: &[&str]) {
    for (i, text) in moves.iter().enumerate() {
        assert_eq!(
            game.outcome(),
            None,
            "the game ended before ply {i} `{text}`"
        );
        let mv = game
            .position()
            .parse_move(text)
            .unwrap_or_else(|err| panic!("ply {i} `{text}`: {err}"));
        game.play(mv)
            .unwrap_or_else(|err| panic!("ply {i} `{text}`: {err}"));
    }
}

/// `n` times the moves of `cycle`.
fn times(n: usize, cycle: &[&'static str]) -> Vec<&'static str> {
    cycle.repeat(n)
}

#[test]
fn a_fourfold_repetition_without_attacks_is_a_draw() {
    // the leopards step out and back: the start position occurs again at plies 4, 8 and 12;
    // no move attacks (lishogi: `autoDraw`, a draw)
    let e = common::engine("chushogi");
    let moves = times(3, &["11l11k", "2a2b", "11k11l", "2b2a"]);
    let game = game_of(&e, &moves);
    assert_eq!(game.occurrences(), 4);
    assert_eq!(game.outcome(), draw());
}

#[test]
fn the_side_that_attacked_with_every_move_loses_at_the_fourth_occurrence() {
    // ply 0 7j7h (no attack), then sente's lion shuttles 7g-7f, attacking with each move, while
    // gote's leopard shuttles. The first position to occur four times is the one after ply 2
    // (7h7g: lion 7g, gote's leopard 2b, gote to move): again after plies 6, 10 and 14. Sente's
    // moves from ply 2 (the move into the first occurrence) to ply 14 all attack: 7 in a row,
    // dist 6 (plies 4..14), 6 + 1 <= 7: sente loses, gote wins by perpetual attack.
    let e = common::engine("chushogi");
    let mut moves = vec!["7j7h", "2a2b", "7h7g", "2b2a"];
    moves.extend(times(3, &["7g7f", "2a2b", "7f7g", "2b2a"]));
    moves.pop(); // the game ends at ply 14, sente's 7f7g
    let game = game_of(&e, &moves);
    assert_eq!(game.occurrences(), 4);
    assert_eq!(game.outcome(), win(Color::Second));
    // one ply before, the position after gote's ply 13 had occurred three times: no end yet
    let mut before = game.clone();
    before.undo();
    assert_eq!((before.occurrences(), before.outcome()), (3, None));
}

#[test]
fn a_cycle_in_which_only_some_moves_attack_is_a_draw() {
    // sente's lion shuttles 7h-7g: 7h7g attacks (gote's go-between on 9e), 7g7h does not. The
    // position after ply 0 (7j7h, gote to move) occurs again after plies 4, 8 and 12 (sente's
    // 7g7h): sente's last move did not attack (`consecutiveAttacks` 0): a draw
    let e = common::engine("chushogi");
    let mut moves = vec!["7j7h"];
    moves.extend(times(3, &["2a2b", "7h7g", "2b2a", "7g7h"]));
    let game = game_of(&e, &moves);
    assert_eq!(game.occurrences(), 4);
    assert_eq!(game.outcome(), draw());
}

#[test]
fn the_move_into_the_first_occurrence_must_attack_too() {
    // the lion reaches 7g (ply 2, an attack), then sente's leopard steps to 11k (ply 4, no
    // attack): the position after it (lion 7g, leopards 11k and 2a, gote to move) is the
    // first to occur four times, after plies 8, 12 and 16, every sente move of the cycle (the
    // lion's 7g7f and 7f7g, plies 6 to 16) attacking. But the move into the first occurrence
    // did not: 6 attacks in a row, dist 6, 6 + 1 > 6: no perpetual attack, a draw
    let e = common::engine("chushogi");
    let mut moves = vec!["7j7h", "2a2b", "7h7g", "2b2a", "11l11k"];
    moves.extend(times(3, &["2a2b", "7g7f", "2b2a", "7f7g"]));
    let game = game_of(&e, &moves);
    assert_eq!(game.occurrences(), 4);
    assert_eq!(game.outcome(), draw());
}

#[test]
fn the_side_that_completes_the_fourth_occurrence_loses_though_both_attacked() {
    // both lions shuttle, each move attacking: sente's 7g-7f (gote's go-between on 9e, gote's
    // pawns, gote's lion), gote's, after 6c6e (no attack: nothing of sente's within two
    // squares), 6f-6g (sente's go-between on 4h, sente's lion, sente's pawns). The first
    // position to occur four times is the one after gote's ply 3 (6e6f, an attack: lion 7g,
    // lion 6f, sente to move), again after plies 7, 11 and 15. Gote made it occur the fourth
    // time and attacked with its 7 moves from ply 3 (dist 6): gote loses, whatever sente did
    // (lishogi looks at the side that just moved only)
    let e = common::engine("chushogi");
    let mut moves = vec!["7j7h", "6c6e", "7h7g", "6e6f"];
    moves.extend(times(3, &["7g7f", "6f6g", "7f7g", "6g6f"]));
    let game = game_of(&e, &moves);
    assert_eq!(game.occurrences(), 4);
    assert_eq!(game.outcome(), win(Color::First));
}

#[test]
fn a_discovered_attack_on_the_king_is_an_attack() {
    // sente: king 12l, rook 1l, silver 1g; gote: king 1a, gold 12a, pawn 2g. The silver steps
    // to 1f (attacking the pawn on 2g), then shuttles 1f-2e: on 2e it attacks no piece, but it
    // opens file 1 to the rook, which attacks gote's king (Chu's `isAttacked`: `after.check`);
    // back on 1f it attacks the pawn. Gote's gold shuttles 12a-12b, attacking nothing. The
    // position after ply 0 (silver 1f, gold 12a, gote to move) occurs again after plies 4, 8
    // and 12; sente's 7 moves from ply 0 all attacked (dist 6): sente loses
    let e = common::engine("chushogi");
    let start = "g10k/12/12/12/12/12/10pS/12/12/12/12/K10R b - 1";
    let mut game = e.game(start).expect("the position");
    let mut moves = vec!["1g1f"];
    moves.extend(times(3, &["12a12b", "1f2e", "12b12a", "2e1f"]));
    play(&mut game, &moves);
    assert_eq!(game.occurrences(), 4);
    assert_eq!(game.outcome(), win(Color::Second));
}

fn draw() -> Option<Outcome> {
    Some(Outcome {
        winner: None,
        reason: Reason::Repetition,
    })
}

fn win(winner: Color) -> Option<Outcome> {
    Some(Outcome {
        winner: Some(winner),
        reason: Reason::PerpetualAttack,
    })
}
