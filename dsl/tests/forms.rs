//! The language's forms through `compile`: vector forms equal their Betza counterparts, region
//! specs give the right squares for both sides, and promoted types are linked and lettered.

use koma_dsl::ir::{MoveKind, MoveRule, Variant};
use koma_runtime::{Color, Square};

/// A 9x10 variant whose second piece moves as `moves`.
fn with_piece(moves: &str) -> Variant {
    let source = format!(
        "variant t\nboard 9x10\nnotation fen\nregion far = last 5 ranks\n\
         piece king K \"k\" royal moves K\npiece test T \"t\" moves {moves}\n\
         start \"4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\"\n"
    );
    koma_dsl::compile(&source).unwrap_or_else(|e| panic!("{}", e.render("t.koma", &source)))
}

/// The test piece's rules, sorted, for comparing sets.
fn rules(moves: &str) -> Vec<MoveRule> {
    let mut r = with_piece(moves).pieces[1].moves.clone();
    r.sort_by_key(|m| (m.dx, m.dy, format!("{:?}{:?}", m.kind, m.mode)));
    r
}

#[test]
fn vector_forms_equal_betza() {
    let pairs = [
        ("lame (±1, ±2) via (0, ±1), lame (±2, ±1) via (±1, 0)", "nN"),
        ("lame (±2, ±2) via (±1, ±1)", "nA"),
        (
            "move slide (±1, 0), move slide (0, ±1), capture hop (±1, 0), capture hop (0, ±1)",
            "mRcpR",
        ),
        ("slide 2 (0, -1)", "bR2"),
        ("step (±1, +1)", "fF"),
        ("jump (±1, 2)", "fN"),
        ("slide (0, 1), slide 0 (0, -1)", "vR"),
        ("slide 1 (1, 0)", "rW"),
        ("hop (±1, 0)", "spR"),
    ];
    for (vector, betza) in pairs {
        assert_eq!(rules(vector), rules(betza), "{vector} vs {betza}");
    }
}

#[test]
fn lame_with_two_blocks_and_regions() {
    let r = rules("lame (+3, 0) via (+1, 0) via (+2, 0) in far");
    assert_eq!(r.len(), 1);
    assert_eq!(
        r[0].kind,
        MoveKind::Lame {
            blocks: vec![(1, 0), (2, 0)]
        }
    );
    assert_eq!(r[0].only_in, Some(0));
}

#[test]
fn display_text_is_kept() {
    let v = with_piece("fW, step (±1, +1) in far");
    assert_eq!(v.pieces[1].betza, "fW, step (±1, +1) in far");
}

fn region(specs: &str, files: u8, ranks: u8) -> [Vec<usize>; 2] {
    let source = format!(
        "variant t\nboard {files}x{ranks}\nnotation sfen\nregion r = {specs}\n\
         piece king K \"k\" royal moves K\nstart \"k{e}/{rows}{e}K b - 1\"\n",
        e = files - 1,
        rows = format!("{files}/").repeat(ranks as usize - 2),
    );
    let v =
        koma_dsl::compile(&source).unwrap_or_else(|e| panic!("{}", e.render("t.koma", &source)));
    let squares = |c: Color| {
        (0..v.board.squares())
            .filter(|&i| v.regions[0].contains(c, Square(i as u16)))
            .collect::<Vec<_>>()
    };
    [squares(Color::First), squares(Color::Second)]
}

#[test]
fn regions_are_rotated_for_the_second_player() {
    // 4 files x 3 ranks: index = rank * 4 + file
    assert_eq!(
        region("first 1 ranks", 4, 3),
        [vec![0, 1, 2, 3], vec![8, 9, 10, 11]]
    );
    assert_eq!(
        region("last 2 rank", 4, 3),
        [vec![4, 5, 6, 7, 8, 9, 10, 11], vec![0, 1, 2, 3, 4, 5, 6, 7]]
    );
    assert_eq!(
        region("files 1-2 ranks 2-3", 4, 3),
        [vec![4, 5, 8, 9], vec![2, 3, 6, 7]]
    );
    assert_eq!(region("files 2-2", 4, 3), [vec![1, 5, 9], vec![2, 6, 10]]);
    assert_eq!(
        region("first 2 ranks last 2 ranks files 4-4", 4, 3),
        [vec![7], vec![4]]
    );
}

#[test]
fn promoted_types_follow_their_base() {
    let source = "variant t\nboard 3x3\nnotation sfen\nregion z = last 1 ranks\n\
                  piece king K \"k\" royal moves K\n\
                  piece pawn P \"p\" moves fW also O promotes tokin \"t\" moves WfF\n\
                  promotion in z entering forced\n\
                  captures to hand, promoted removed\n\
                  drops mate pawn allowed\n\
                  start \"k2/3/P1K b P 1\"\n";
    let v = koma_dsl::compile(source).unwrap_or_else(|e| panic!("{}", e.render("t.koma", source)));
    let pawn = v.piece_by_name("pawn").unwrap();
    let tokin = v.piece_by_name("tokin").unwrap();
    assert_eq!(tokin, pawn + 1);
    assert_eq!(v.pieces[pawn].promotes_to, Some(tokin));
    assert_eq!(v.pieces[tokin].promoted_from, Some(pawn));
    assert_eq!(v.pieces[tokin].letter, 'P');
    assert_eq!(v.pieces[tokin].aliases, vec!['O']);
    assert_eq!(v.pieces[tokin].symbol(Color::Second), "+p");
    let p = v.promotion.as_ref().unwrap();
    assert!(p.only_entering && p.forced);
    assert_eq!(
        v.captures,
        koma_dsl::ir::Captures::ToHand {
            promoted_removed: true
        }
    );
    assert!(v.drops.no_drop_mate.is_empty());
    assert_eq!(v.royals().collect::<Vec<_>>(), vec![0]);
}
