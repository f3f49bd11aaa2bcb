//! The end-of-game statements as the IR gives them to the backends.

use koma_dsl::ir::{EndRules, Perpetual, PerpetualVerdict, StalemateResult, Variant};

fn compile(source: &str) -> Variant {
    koma_dsl::compile(source).unwrap_or_else(|d| panic!("{}", d.render("test.koma", source)))
}

fn builtin(name: &str) -> String {
    let path = format!("{}/../variants/{name}.koma", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn the_shogi_family_loses_on_no_move_draws_on_the_fourth_repetition_and_forbids_perpetual_check() {
    let shogi_rules = EndRules {
        stalemate: StalemateResult::Loses,
        repetition: Some(4),
        perpetual_check: Some(Perpetual {
            limit: 4,
            verdict: PerpetualVerdict::Loses,
        }),
        perpetual_chase: None,
        no_capture_plies: None,
        material: None,
    };
    for name in [
        "shogi",
        "minishogi",
        "kilyow",
        "wa-shogi",
        "wa-shogi-dropless",
    ] {
        assert_eq!(compile(&builtin(name)).end, shogi_rules, "{name}");
    }
    let judkins = format!(
        "{}/../examples/custom-variant/judkins.koma",
        env!("CARGO_MANIFEST_DIR")
    );
    let judkins = std::fs::read_to_string(judkins).unwrap();
    assert_eq!(compile(&judkins).end, shogi_rules);
}

#[test]
fn xiangqi_names_its_chase_pieces_and_draw_rules_by_piece_and_region_names() {
    let v = compile(&builtin("xiangqi"));
    let id = |n: &str| v.piece_by_name(n).unwrap();
    let end = &v.end;
    assert_eq!(end.repetition, Some(3));
    assert_eq!(end.no_capture_plies, Some(120));
    let material = ["chariot", "horse", "cannon", "soldier"].map(id);
    assert_eq!(end.material.as_deref(), Some(&material[..]));
    let chase = end.perpetual_chase.as_ref().unwrap();
    assert_eq!(chase.perpetual.limit, 3);
    let attackers = ["advisor", "elephant", "horse", "chariot", "cannon"].map(id);
    assert_eq!(chase.attackers, attackers);
    assert!(!chase.attackers.contains(&id("general")));
    assert!(!chase.attackers.contains(&id("soldier")));
    let soldier = chase
        .targets
        .iter()
        .find(|t| t.piece == id("soldier"))
        .unwrap();
    let region = soldier.only_in.unwrap();
    assert_eq!(v.regions[region].name, "enemy-half");
    assert_eq!(
        chase.protected,
        vec![(id("chariot"), vec![id("horse"), id("cannon")])]
    );
}

#[test]
fn stalemate_can_draw_and_perpetual_rules_can_forbid_the_move() {
    let text = builtin("shogi")
        .replace("stalemate loses", "stalemate draws")
        .replace("perpetual check 4 loses", "perpetual check 3 illegal");
    let end = compile(&text).end;
    assert_eq!(end.stalemate, StalemateResult::Draws);
    assert_eq!(
        end.perpetual_check,
        Some(Perpetual {
            limit: 3,
            verdict: PerpetualVerdict::Illegal
        })
    );
}

#[test]
fn without_end_statements_only_a_lack_of_moves_ends_the_game() {
    let text: String = builtin("shogi")
        .lines()
        .filter(|l| {
            !l.starts_with("stalemate")
                && !l.starts_with("repetition")
                && !l.starts_with("perpetual")
        })
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(compile(&text).end, EndRules::default());
}
