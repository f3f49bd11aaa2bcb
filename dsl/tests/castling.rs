//! Castling in the checker, the IR and the shared facts: the squares per side, the rights'
//! letters and the squares that must be empty or safe, FEN's castling field read against the
//! board, and `koma show`'s notes.

use koma_dsl::facts::Facts;
use koma_runtime::castling::{CastlingFlag, CastlingSide};
use koma_runtime::{Color, PositionError, Square};

fn test_file(name: &str) -> koma_dsl::Variant {
    let path = format!(
        "{}/../testdata/castling/{name}.koma",
        env!("CARGO_MANIFEST_DIR")
    );
    koma_dsl::compile(&std::fs::read_to_string(path).unwrap()).expect("compiles")
}

#[test]
fn chess_castlings_mirror_for_the_second_player_and_are_written_kqkq() {
    let v = test_file("chess");
    let (king, rook) = (
        v.piece_by_name("king").unwrap(),
        v.piece_by_name("rook").unwrap(),
    );
    assert_eq!(v.castling.len(), 2);
    let c = &v.castling[0];
    assert_eq!((c.royal, c.partner), (king, rook));
    // e1 g1 h1 f1; the second player's e8 g8 h8 f8 (a mirror: same files)
    assert_eq!(c.squares(Color::First, v.board), [4, 6, 7, 5].map(Square));
    assert_eq!(
        c.squares(Color::Second, v.board),
        [60, 62, 63, 61].map(Square)
    );
    let facts = Facts::new(&v).unwrap();
    let rules = &facts.castling.rules;
    let letters: String = rules.iter().map(|r| r.flag.letter()).collect();
    assert_eq!(letters, "KQkq");
    // queenside: b1 c1 d1 empty, c1 d1 (and e1) safe; b1 may be attacked
    let q = &rules[1];
    assert_eq!(q.empty.iter().collect::<Vec<_>>(), vec![1, 2, 3]);
    assert_eq!(q.safe.iter().collect::<Vec<_>>(), vec![2, 3, 4]);
    // a king move loses both rights of its side, a rook move or capture on h8 only `k`
    assert_eq!(facts.castling.clears[4], 0b0011);
    assert_eq!(facts.castling.clears[63], 0b0100);
    assert_eq!(facts.castling.clears[12], 0);
    assert_eq!(facts.start.castling.len(), 4);
    assert_eq!(facts.castling.read(&v, &facts.start), Ok(0b1111));
}

#[test]
fn rights_read_as_letters_or_files_and_need_their_pieces() {
    let v = test_file("capablanca");
    let facts = Facts::new(&v).unwrap();
    let read = |fen: &str| facts.castling.read(&v, &facts.read_setup(&v, fen).unwrap());
    let board = "r4k3r/10/10/10/10/10/10/R4K3R";
    assert_eq!(read(&format!("{board} w KQkq - 0 1")), Ok(0b1111));
    // Shredder-FEN: the rooks' files (j and a)
    assert_eq!(read(&format!("{board} w JAja - 0 1")), Ok(0b1111));
    assert_eq!(read(&format!("{board} w Jq - 0 1")), Ok(0b1001));
    assert_eq!(read(&format!("{board} w - - 0 1")), Ok(0));
    assert_eq!(
        read(&format!("{board} w B - 0 1")),
        Err(PositionError::BadCastlingRight {
            right: 'B',
            why: "the variant has no such castling".into()
        })
    );
    let moved = "r4k3r/10/10/10/10/10/10/R3K4R w KQkq - 0 1";
    assert_eq!(
        read(moved).unwrap_err().to_string(),
        "castling right `K`: it needs the king on f1 and the rook on j1"
    );
    // written back as Fairy-Stockfish writes them
    assert_eq!(
        facts.castling.flags(0b0110),
        vec![
            CastlingFlag {
                color: Color::First,
                side: CastlingSide::Queen
            },
            CastlingFlag {
                color: Color::Second,
                side: CastlingSide::King
            },
        ]
    );
}

#[test]
fn variants_without_castling_refuse_rights() {
    let path = format!("{}/../variants/shatranj.koma", env!("CARGO_MANIFEST_DIR"));
    let v = koma_dsl::compile(&std::fs::read_to_string(path).unwrap()).unwrap();
    let facts = Facts::new(&v).unwrap();
    assert!(!facts.castling.any() && facts.castling.clears.is_empty());
    let setup = facts
        .read_setup(
            &v,
            "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1",
        )
        .unwrap();
    assert_eq!(
        facts.castling.read(&v, &setup).unwrap_err().to_string(),
        "castling right `K`: the variant has no castling"
    );
}

#[test]
fn show_names_the_castlings_and_the_mating_material() {
    let v = test_file("chess");
    let text = koma_dsl::diagram::variant_diagrams(&v);
    assert!(
        text.starts_with(
            "insufficient material draws: mating queen, rook; promoting to one none; colour-bound bishop\n"
        ),
        "{text}"
    );
    let king = koma_dsl::diagram::piece_diagram(&v, v.piece_by_name("king").unwrap());
    assert!(
        king.contains("castling: the king e1 to g1 with the rook h1 to f1"),
        "{king}"
    );
    assert!(
        king.contains("castling: the king e1 to c1 with the rook a1 to d1"),
        "{king}"
    );
    let rook = koma_dsl::diagram::piece_diagram(&v, v.piece_by_name("rook").unwrap());
    assert!(rook.contains("with the rook h1 to f1"), "{rook}");
    let bishop = koma_dsl::diagram::piece_diagram(&v, v.piece_by_name("bishop").unwrap());
    assert!(!bishop.contains("castling"), "{bishop}");
}

#[test]
fn a_pawn_promoting_to_a_choice_with_a_mating_type_counts_as_mating_material() {
    // chess's pawn `promotes to queen, rook, bishop, knight`: king and pawn against king is
    // not a draw, so the pawn is listed with the types that promote to a mating one
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../variants/chess.koma");
    let source = std::fs::read_to_string(path).unwrap();
    let v = koma_dsl::compile(&source).unwrap();
    let text = koma_dsl::diagram::variant_diagrams(&v);
    assert!(
        text.starts_with(
            "insufficient material draws: mating queen, rook; promoting to one pawn; colour-bound bishop\n"
        ),
        "{text}"
    );
}
