//! The derived facts (`koma_dsl::facts`) of the built-in variants, checked against the rules
//! as written in their files and against a slow reading of the IR.

use koma_dsl::facts::{Facts, Shape};
use koma_dsl::ir::{MoveMode, Variant};
use koma_runtime::{Color, Square};
#[path = "../../testdata/builtins.rs"]
mod builtins;

fn builtin(name: &str) -> (Variant, Facts) {
    let path = format!("{}/../variants/{name}.koma", env!("CARGO_MANIFEST_DIR"));
    let v = koma_dsl::compile(&std::fs::read_to_string(path).unwrap()).unwrap();
    let f = Facts::new(&v).unwrap();
    (v, f)
}

/// The built-in variants (the rules files in `variants/`), but those with `immobile pieces
/// allowed` (kyotoshogi, chushogi): no square is dead by rule there, which the dead-square check
/// below reads from the moves.
fn checked_variants() -> Vec<String> {
    let mut names = builtins::names();
    names.retain(|n| !builtin(n).0.faces.immobile_allowed);
    names
}

#[test]
fn stuck_squares_are_those_without_a_move_even_where_pieces_may_stand() {
    let (v, f) = builtin("chushogi");
    let id = |n: &str| v.piece_by_name(n).unwrap();
    // a pawn and a lance are stuck on the last rank (132..144 for the first player), though
    // `immobile pieces allowed` leaves no square dead; a go-between moves back
    assert_eq!(
        f.pieces[id("pawn")].stuck[0].iter().collect::<Vec<_>>(),
        (132..144).collect::<Vec<_>>()
    );
    assert_eq!(f.pieces[id("lance")].stuck[1].len(), 12);
    assert!(f.pieces[id("pawn")].dead[0].is_empty());
    assert!(f.pieces[id("go-between")].stuck[0].is_empty());
}

#[test]
fn dead_squares_are_exactly_those_without_a_move() {
    for name in &checked_variants() {
        let (v, f) = builtin(name);
        for (id, p) in f.pieces.iter().enumerate() {
            for c in Color::ALL {
                for sq in 0..f.squares {
                    let dead = p.unpromoted && !v.can_move_from(id, c, Square(sq as u16));
                    assert_eq!(
                        p.dead[c.index()].contains(sq),
                        dead,
                        "{name} {} {sq}",
                        p.name
                    );
                }
            }
        }
    }
    let (v, f) = builtin("shogi");
    let id = |n: &str| v.piece_by_name(n).unwrap();
    // first player's back rank is 0..9; the last rank 72..81, the last two 63..81
    assert_eq!(f.pieces[id("pawn")].dead[0].len(), 9);
    assert_eq!(
        f.pieces[id("lance")].dead[1].iter().collect::<Vec<_>>(),
        (0..9).collect::<Vec<_>>()
    );
    assert_eq!(f.pieces[id("knight")].dead[0].len(), 18);
    assert!(f.pieces[id("gold")].dead[0].is_empty());
}

#[test]
fn hand_and_capture_slots_follow_the_capture_rule() {
    let (v, f) = builtin("shogi");
    assert_eq!(f.hand.len(), 7);
    for (id, p) in v.pieces.iter().enumerate() {
        let base = p.promoted_from.unwrap_or(id);
        let slot = f.pieces[base].hand_slot;
        assert_eq!(f.pieces[id].capture_slot, if p.royal { None } else { slot });
    }
    // Kilyow: a captured promoted piece leaves the game
    let (v, f) = builtin("kilyow");
    for (id, p) in v.pieces.iter().enumerate() {
        if p.promoted_from.is_some() {
            assert_eq!(f.pieces[id].capture_slot, None, "{}", p.name);
        }
    }
    // no hands where captures are removed
    for name in ["xiangqi", "wa-shogi-dropless"] {
        let (_, f) = builtin(name);
        assert!(f.hand.is_empty() && !f.has_hands);
        assert!(f.pieces.iter().all(|p| p.capture_slot.is_none()));
    }
}

#[test]
fn letters_include_aliases_and_the_start_is_read() {
    let (v, f) = builtin("xiangqi");
    let id = |n: &str| v.piece_by_name(n).unwrap();
    assert_eq!(f.letter('E'), Some(id("elephant")));
    assert_eq!(f.letter('b'), Some(id("elephant")));
    assert_eq!(f.letter('h'), Some(id("horse")));
    assert_eq!(f.letter('Z'), None);
    assert_eq!(f.letter('1'), None);
    assert_eq!(f.start.board.iter().flatten().count(), 32);
    assert_eq!(f.start.side, Color::First);
}

#[test]
fn every_capturing_rule_is_in_exactly_one_attack_group() {
    for name in &checked_variants() {
        let (_, f) = builtin(name);
        for c in Color::ALL {
            for (id, p) in f.pieces.iter().enumerate() {
                for rule in &p.rules[c.index()] {
                    let groups: Vec<_> = f.attack_groups[c.index()]
                        .iter()
                        .filter(|g| {
                            g.shape == rule.shape
                                && g.v == rule.v
                                && g.only_in == rule.only_in
                                && g.within == p.within
                                && g.pieces.contains(&id)
                        })
                        .collect();
                    let expected = usize::from(rule.mode != MoveMode::MoveOnly);
                    assert_eq!(groups.len(), expected, "{name} {} {:?}", p.name, rule);
                }
            }
            // cheapest shapes first
            let costs: Vec<u8> = f.attack_groups[c.index()]
                .iter()
                .map(|g| g.shape.cost())
                .collect();
            assert!(costs.is_sorted(), "{name}");
        }
    }
    // the xiangqi cannon captures by hopping: a hop group holds it
    let (v, f) = builtin("xiangqi");
    let cannon = v.piece_by_name("cannon").unwrap();
    assert!(
        f.attack_groups[0]
            .iter()
            .any(|g| g.shape == Shape::Hop && g.pieces == [cannon])
    );
}

#[test]
fn second_player_rules_are_the_first_players_turned() {
    for name in &checked_variants() {
        let (_, f) = builtin(name);
        for p in &f.pieces {
            assert_eq!(p.rules[0].len(), p.rules[1].len());
            for (a, b) in p.rules[0].iter().zip(&p.rules[1]) {
                assert_eq!((a.v.0, a.v.1), (-b.v.0, -b.v.1), "{name} {}", p.name);
            }
        }
    }
}
