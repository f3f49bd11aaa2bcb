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
        repetition_loses: false,
        bare_royal: false,
        no_capture_resets: Vec::new(),
        counting: None,
        insufficient: None,
        perpetual_attack: None,
    };
    for name in [
        "shogi",
        "minishogi",
        "kilyow",
        "wa-shogi",
        "wa-shogi-dropless",
        "kyotoshogi",
        "shoshogi",
        "judkins",
        "euroshogi",
        "gorogoroplus",
        "okisakishogi",
    ] {
        assert_eq!(compile(&builtin(name)).end, shogi_rules, "{name}");
    }
    let gorogoro = format!(
        "{}/../examples/custom-variant/gorogoro.koma",
        env!("CARGO_MANIFEST_DIR")
    );
    let gorogoro = std::fs::read_to_string(gorogoro).unwrap();
    assert_eq!(compile(&gorogoro).end, shogi_rules);
}

#[test]
fn xiangqi_names_its_chase_pieces_and_draw_rules_by_piece_and_region_names() {
    let v = compile(&builtin("xiangqi"));
    let id = |n: &str| koma_runtime::PieceKind(v.piece_by_name(n).unwrap() as u8);
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
        .find(|t| t.kind == id("soldier"))
        .unwrap();
    let enemy_half = v.regions.iter().find(|r| r.name == "enemy-half").unwrap();
    assert_eq!(soldier.only_on, Some(enemy_half.squares()));
    // the AXF reading: a lower-valued piece on a higher one counts even when it is protected
    let by = |names: &[&str]| names.iter().map(|&n| id(n)).collect::<Vec<_>>();
    assert_eq!(
        chase.protected,
        vec![
            (
                id("chariot"),
                by(&["horse", "cannon", "advisor", "elephant"])
            ),
            (id("horse"), by(&["advisor", "elephant"])),
            (id("cannon"), by(&["advisor", "elephant"])),
        ]
    );
    assert!(chase.follow_attackers && chase.false_protection && chase.discovered_check);
    assert_eq!(chase.exchange, by(&["chariot", "horse", "cannon"]));
}

#[test]
fn each_chase_clause_left_out_is_off() {
    let text: String = builtin("xiangqi")
        .lines()
        .filter(|l| {
            ![
                "chase attackers followed",
                "chase false-protection",
                "chase exchange",
                "chase discovered-check",
            ]
            .iter()
            .any(|c| l.starts_with(c))
        })
        .map(|l| format!("{l}\n"))
        .collect();
    let chase = compile(&text).end.perpetual_chase.unwrap();
    assert!(!chase.follow_attackers && !chase.false_protection && !chase.discovered_check);
    assert!(chase.exchange.is_empty());
    // one at a time
    for (clause, on) in [
        ("chase attackers followed", 0),
        ("chase false-protection", 1),
        ("chase discovered-check", 2),
    ] {
        let chase = compile(&format!("{text}{clause}\n"))
            .end
            .perpetual_chase
            .unwrap();
        let flags = [
            chase.follow_attackers,
            chase.false_protection,
            chase.discovered_check,
        ];
        assert_eq!(flags.iter().filter(|&&f| f).count(), 1, "{clause}");
        assert!(flags[on], "{clause}");
    }
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
fn tori_shogi_loses_on_the_fourth_repetition_for_the_side_that_brings_it_about() {
    // the shogi family's rules, but the fourth occurrence is a loss
    let tori = EndRules {
        repetition_loses: true,
        ..compile(&builtin("shogi")).end
    };
    assert_eq!(compile(&builtin("torishogi")).end, tori);
    // `draws` and `loses` for one count contradict each other
    let text = builtin("torishogi").replace(
        "repetition 4 loses",
        "repetition 4 loses\nrepetition 4 draws",
    );
    let errors = helps(&text);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].0, "contradictory `repetition` statements");
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

/// The help lines of the errors `source` gives, in order.
fn helps(source: &str) -> Vec<(String, String)> {
    koma_dsl::compile(source)
        .expect_err("errors")
        .iter()
        .map(|d| (d.message.clone(), d.help.clone().unwrap_or_default()))
        .collect()
}

#[test]
fn a_contradiction_never_suggests_keeping_an_invalid_statement() {
    let head = "variant tiny \"Tiny\"\nboard 5x5\nnotation sfen\n\
                piece king K \"玉\" royal moves K\npiece gold G \"金\" moves WfF\n";
    let start = "start \"2k2/5/5/5/2K2 b - 1\"\n";
    let contradiction = |a: &str, b: &str| {
        let source = format!("{head}{a}\n{b}\n{start}");
        helps(&source)
            .into_iter()
            .find(|(m, _)| m.starts_with("contradictory"))
            .map(|(_, h)| h)
            .unwrap()
    };
    // both valid: either may stay
    assert_eq!(
        contradiction("repetition 3 draws", "repetition 4 draws"),
        "a variant has one `repetition` rule: keep `repetition 3 draws` or `repetition 4 draws`"
    );
    // the first is invalid (`illegal` is no stalemate verdict): keep the second
    assert_eq!(
        contradiction("stalemate illegal", "stalemate draws"),
        "a variant has one `stalemate` rule: keep this one, `stalemate draws`, and remove the \
         one on line 6, which is not valid"
    );
    // the second is invalid (a count below 2): keep the first
    assert_eq!(
        contradiction("repetition 3 draws", "repetition 1 draws"),
        "a variant has one `repetition` rule: keep `repetition 3 draws` (line 6) and remove \
         this one, which is not valid"
    );
    // a count too large for 32 bits is quoted as written, not saturated
    let source = format!("{head}repetition 4294967296 draws\nrepetition 3 draws\n{start}");
    let errors = koma_dsl::compile(&source).expect_err("errors");
    let labels: Vec<&str> = errors.iter().map(|d| d.label.as_str()).collect();
    assert!(
        labels.contains(&"line 6 says `repetition 4294967296 draws`"),
        "{labels:?}"
    );
    // both invalid (a count too large for 32 bits, an `illegal` verdict)
    assert_eq!(
        contradiction("repetition 4294967296 draws", "repetition 3 illegal"),
        "a variant has one `repetition` rule, and neither of these is valid: remove one and \
         correct the other"
    );
}

#[test]
fn shatranj_has_the_bare_king_and_a_seventy_move_rule_that_pawn_moves_reset() {
    let v = compile(&builtin("shatranj"));
    let pawn = v.piece_by_name("baidaq").unwrap();
    let expected = EndRules {
        stalemate: StalemateResult::Loses,
        repetition: Some(3),
        perpetual_check: None,
        perpetual_chase: None,
        no_capture_plies: Some(140),
        material: None,
        repetition_loses: false,
        bare_royal: true,
        no_capture_resets: vec![koma_runtime::PieceKind(pawn as u8)],
        counting: None,
        insufficient: None,
        perpetual_attack: None,
    };
    assert_eq!(v.end, expected);
    // without the clauses, neither rule holds
    let makruk = compile(&builtin("makruk"));
    assert!(!makruk.end.bare_royal && makruk.end.no_capture_resets.is_empty());
}

#[test]
fn makruk_states_its_counting_rules() {
    let v = compile(&builtin("makruk"));
    let kind = |name: &str| koma_runtime::PieceKind(v.piece_by_name(name).unwrap() as u8);
    let bare = |at_least, name, moves| koma_runtime::BareLimit {
        kind: kind(name),
        at_least,
        moves,
    };
    let expected = koma_runtime::Counting {
        moves: 64,
        without: vec![kind("bia")],
        bare: vec![
            bare(2, "rua", 8),
            bare(1, "rua", 16),
            bare(2, "khon", 22),
            bare(2, "ma", 32),
            bare(1, "khon", 44),
        ],
    };
    assert_eq!(v.end.counting, Some(expected));
    // shatranj has none
    assert_eq!(compile(&builtin("shatranj")).end.counting, None);
}

#[test]
fn insufficient_material_names_the_mating_pieces_and_derives_the_rest() {
    let path = format!(
        "{}/../testdata/castling/chess.koma",
        env!("CARGO_MANIFEST_DIR")
    );
    let v = compile(&std::fs::read_to_string(path).unwrap());
    let kind = |name: &str| koma_runtime::PieceKind(v.piece_by_name(name).unwrap() as u8);
    let rule = v
        .end
        .insufficient
        .clone()
        .expect("the statement is lowered");
    assert_eq!(rule.mating, vec![kind("queen"), kind("rook")]);
    // the bishop's moves keep it on its square colour; the pawn here never promotes
    assert_eq!(rule.colorbound, vec![kind("bishop")]);
    assert!(rule.promoting.is_empty());
    assert_eq!(rule.royal, vec![kind("king")]);
    assert!(rule.stalemate_draws);
    // a pawn that promotes to a queen counts as a queen
    let text = std::fs::read_to_string(format!(
        "{}/../variants/makruk.koma",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
    .replace(
        "stalemate",
        "insufficient-material draws mating rua, met\nstalemate",
    );
    let makruk = compile(&text);
    let bia = koma_runtime::PieceKind(makruk.piece_by_name("bia").unwrap() as u8);
    let rule = makruk.end.insufficient.expect("lowered");
    assert_eq!(rule.promoting, vec![bia], "makruk's bia promotes to a met");
}

#[test]
fn chu_shogi_draws_on_the_fourth_repetition_unless_the_mover_attacked_throughout() {
    let v = compile(&builtin("chushogi"));
    assert_eq!(v.end.repetition, Some(4));
    let attack = v.end.perpetual_attack.expect("perpetual attack");
    assert_eq!(attack.limit, 4);
    // the royal kinds: the king and the crown prince (a promoted drunk elephant)
    let royals: Vec<usize> = attack.royals.iter().map(|k| k.0 as usize).collect();
    let names: Vec<&str> = royals.iter().map(|&i| v.pieces[i].name.as_str()).collect();
    assert_eq!(names, ["king", "prince"]);
    assert!(v.end.perpetual_check.is_none());
    // a limit above the repetition count, and `illegal`, are refused
    let text = builtin("chushogi").replace("perpetual attack 4 loses", "perpetual attack 5 loses");
    assert_eq!(
        helps(&text)[0].0,
        "`perpetual attack` limit 5 is above the repetition count 4"
    );
    let text =
        builtin("chushogi").replace("perpetual attack 4 loses", "perpetual attack 4 illegal");
    assert_eq!(
        helps(&text),
        [(
            "`perpetual attack` cannot be `illegal`".to_string(),
            "the side that attacked with every move of the cycle loses: \
             write `perpetual attack N loses`"
                .to_string()
        )]
    );
}
