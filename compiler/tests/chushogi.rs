//! Chu shogi's rules in the generated code (double moves, the lion-trading rule, promotion on
//! entry or capture), and none of their code for a variant without them.

fn generated(name: &str) -> String {
    let path = format!("{}/../variants/{name}.koma", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).expect("rules file");
    let v = koma_dsl::compile(&source).unwrap_or_else(|d| panic!("{}", d.render(&path, &source)));
    koma_compiler::generate(&v, &format!("{name}.koma"))
        .expect("compiles")
        .to_string()
}

/// What each rule adds to the generated code.
const CHU_ONLY: &[&str] = &[
    "fn apply_double",
    "fn double_delta",
    "fn doubles",
    "out . doubles (from , mid , to)",
    "static NEIGHBOURS",
    "fn protected_lions",
    "their_cheap",
    "STUCK_PAWN_FIRST",
    "DOUBLE_LEG_SOARING_EAGLE",
    // the lion-trading test only with an enemy lion in reach of the double moves
    "static REACH_LEAPS_KING_THEN_LEAPS_KING",
    "let far_lions",
    // generation generic over whether the lion-capture square is set
    "const STRIKE : bool",
    // multi-word boards: the kept mask of the piece types present, the first-square test
    // of a slide, the zone by index comparison
    "present : [u64 ; 2]",
    "if s < SQUARES && ! (board [s]",
    "let from_zone = (from >= 96)",
];

#[test]
fn chushogi_rules_are_emitted() {
    let chu = generated("chushogi");
    for item in CHU_ONLY {
        assert!(chu.contains(item), "{item}");
    }
    // the lion's two legs are king steps: the king's leap table
    assert!(chu.contains("mids = LEAPS_KING"));
}

#[test]
fn variants_without_them_get_none_of_it() {
    for name in ["shogi", "wa-shogi", "shoshogi", "xiangqi"] {
        let code = generated(name);
        for item in CHU_ONLY {
            assert!(!code.contains(item), "{name}: {item}");
        }
        assert!(!code.contains("DOUBLE_LEG"), "{name}");
    }
}
