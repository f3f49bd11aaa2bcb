//! `koma_dsl::warnings`: a piece without promotion whose moves end on squares it could never
//! leave (they are never played) is warned about, with a help line naming `immobile pieces
//! allowed`; the file still compiles. Hexapawn (`testdata/hexapawn/hexapawn.koma`) states the
//! rule and gets no warning; without it, its pawn's moves to the far rank are named. No
//! built-in variant gets a warning.

use std::path::Path;

const HEXAPAWN: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../testdata/hexapawn/hexapawn.koma"
);

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn hexapawn_with_immobile_pieces_allowed_has_no_warning() {
    let source = read(Path::new(HEXAPAWN));
    let v = koma_dsl::compile(&source).expect("hexapawn compiles");
    assert!(v.faces.immobile_allowed);
    assert_eq!(koma_dsl::warnings(&v, &source).len(), 0);
}

#[test]
fn a_pawn_that_cannot_reach_the_last_rank_is_warned_about() {
    let source = read(Path::new(HEXAPAWN)).replace("immobile pieces allowed\n", "");
    let v = koma_dsl::compile(&source).expect("still compiles: a warning fails nothing");
    let w = koma_dsl::warnings(&v, &source);
    assert_eq!(w.len(), 1, "{w:?}");
    let d = &w[0];
    assert_eq!(d.severity, koma_dsl::diagnostic::Severity::Warning);
    assert_eq!(
        d.message,
        "`pawn` never moves to a square it could not leave"
    );
    assert_eq!(d.label, "its moves to rank 3 are never played");
    assert!(
        d.help
            .as_deref()
            .is_some_and(|h| h.contains("`immobile pieces allowed`")),
        "{d:?}"
    );
    assert_eq!(&source[d.span.clone()], "pawn");
    insta::assert_snapshot!(
        "warning_hexapawn_without_immobile",
        w.render("hexapawn.koma", &source)
    );
}

/// A piece that promotes (the chess pawn) or that can still move from the last rank (a pawn
/// that also steps sideways) is not warned about; squares that are not whole ranks are named.
#[test]
fn only_pieces_that_would_be_stuck_are_named() {
    let base = read(Path::new(HEXAPAWN)).replace("immobile pieces allowed\n", "");
    let sideways = base.replace("moves mfW, cfF", "moves mfsW, cfF");
    let v = koma_dsl::compile(&sideways).expect("compiles");
    assert_eq!(koma_dsl::warnings(&v, &sideways).len(), 0);
    // a knight-like leaper on 3x3 reaches corners it could leave again: nothing stuck
    let leaper = base.replace("moves mfW, cfF", "moves mfW, cfF, N");
    let v = koma_dsl::compile(&leaper).expect("compiles");
    assert_eq!(koma_dsl::warnings(&v, &leaper).len(), 0);
    // only the middle file of the far rank is stuck (the corners have a sideways move)
    let middle = base
        .replace("moves mfW, cfF", "moves mfW, cfF, sW in corners")
        .replace("region far", "region corners = squares a3 c3\nregion far");
    let v = koma_dsl::compile(&middle).expect("compiles");
    let w = koma_dsl::warnings(&v, &middle);
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!(w[0].label, "its moves to b3 are never played");
}

#[test]
fn no_built_in_variant_gets_a_warning() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../variants");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).expect("variants/") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "koma") {
            continue;
        }
        let source = read(&path);
        let v = koma_dsl::compile(&source).expect("a built-in compiles");
        let w = koma_dsl::warnings(&v, &source);
        assert!(
            w.is_empty(),
            "{}",
            w.render(&path.display().to_string(), &source)
        );
        n += 1;
    }
    assert!(n >= 20, "{n} built-ins");
}
