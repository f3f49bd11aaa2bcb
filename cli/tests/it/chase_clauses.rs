//! The chase clauses that look at legality (`chase false-protection`, `chase exchange` with a
//! pinned target, `chase discovered-check`), one position each, judged alike by both backends
//! (the reference engine and the compiled xiangqi generator): the squares a move chases under
//! the xiangqi rules file, and without the clause.

use koma_engine::Engine;
use koma_runtime::notation::square_text;
use koma_runtime::setup::TextFormat;
use koma_runtime::{ChaseRules, GamePosition, chased};

/// The chase rules of the xiangqi rules file, without the statement starting with `clause`.
fn rules(clause: Option<&str>) -> ChaseRules {
    let mut text = koma_cli::builtin::builtin("xiangqi").unwrap().to_string();
    if let Some(clause) = clause {
        let line = text.lines().find(|l| l.starts_with(clause)).unwrap();
        text = text.replace(line, "");
    }
    let variant = koma_dsl::compile(&text).unwrap();
    Engine::new(&variant)
        .unwrap()
        .end_rules()
        .perpetual_chase
        .unwrap()
}

fn names<P: GamePosition>(pos: &P, mv: &str, rules: &ChaseRules) -> Vec<String> {
    let mv = pos.parse_move(mv).unwrap();
    chased(pos, mv, rules)
        .into_iter()
        .map(|sq| square_text(sq, 9, 10, TextFormat::Fen))
        .collect()
}

/// The squares `mv` chases from `fen` under `rules`, the same on both backends.
fn chased_squares(fen: &str, mv: &str, rules: &ChaseRules) -> Vec<String> {
    let source = koma_cli::builtin::builtin("xiangqi").unwrap();
    let engine = Engine::new(&koma_dsl::compile(source).unwrap()).unwrap();
    let reference = names(&engine.position(fen).unwrap(), mv, rules);
    let compiled = koma_variants::xiangqi::Position::from_text(fen).unwrap();
    assert_eq!(names(&compiled, mv, rules), reference, "{fen} {mv}");
    reference
}

/// `mv` from `fen` chases `with` under the rules file and `without` when `clause` is left out.
fn check(fen: &str, mv: &str, clause: &str, with: &[&str], without: &[&str]) {
    assert_eq!(chased_squares(fen, mv, &rules(None)), with, "{clause}");
    assert_eq!(
        chased_squares(fen, mv, &rules(Some(clause))),
        without,
        "without {clause}"
    );
}

#[test]
fn a_protector_that_would_let_the_generals_face_does_not_protect() {
    // a0a5: Red's chariot attacks Black's horse on g5, which the elephant on e7 covers; but
    // the elephant is the only piece between the generals on the e-file, so taking back would
    // let them face
    check(
        "4k4/9/4b4/9/6n2/9/9/9/9/R3K4 w - - 0 1",
        "a0a5",
        "chase false-protection",
        &["g5"],
        &[],
    );
    // with Red's general off the e-file the elephant protects
    assert_eq!(
        chased_squares(
            "4k4/9/4b4/9/6n2/9/9/9/9/R2K5 w - - 0 1",
            "a0a5",
            &rules(None)
        ),
        Vec::<String>::new()
    );
}

#[test]
fn a_pinned_protector_does_not_protect() {
    // the same, with Red's chariot on e2 pinning the elephant to Black's general (it attacks
    // the elephant too, before and after the move alike)
    check(
        "4k4/9/4b4/9/6n2/9/9/4R4/9/R2K5 w - - 0 1",
        "a0a5",
        "chase false-protection",
        &["g5"],
        &[],
    );
}

#[test]
fn a_chariot_attacking_a_pinned_chariot_chases_it() {
    // a0a7: Red's chariot attacks Black's chariot on e7, which could take it back only by
    // leaving the e-file, where it shields its general from the chariot on e2: no exchange
    // offer, and nothing protects e7
    let fen = "4k4/9/4r4/9/9/9/9/4R4/9/R2K5 w - - 0 1";
    check(fen, "a0a7", "chase exchange", &["e7"], &["e7"]);
    // without the pinning chariot it is an offer to exchange
    assert_eq!(
        chased_squares("4k4/9/4r4/9/9/9/9/9/9/R2K5 w - - 0 1", "a0a7", &rules(None)),
        Vec::<String>::new()
    );
}

#[test]
fn a_piece_that_could_be_taken_with_a_discovered_check_is_chased() {
    // a2e2: Red's chariot lines up behind its horse on e5, which attacked Black's cannon on d7
    // before already; the chariot on d9 protects the cannon, but the horse taking it now
    // checks (by the chariot on e2), and d9 taking back would not answer the check
    check(
        "3rk4/9/3c5/9/4N4/9/9/R8/9/5K3 w - - 0 1",
        "a2e2",
        "chase discovered-check",
        &["d7"],
        &[],
    );
}
