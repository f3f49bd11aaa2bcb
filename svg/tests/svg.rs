//! The pictures of every built-in, read back with an XML parser: every piece drawn on its
//! square (inside that square's cell), the hands' counts, the diagrams' marks.

use koma_dsl::ir::Variant;
use koma_engine::Engine;
use koma_runtime::{Color, GamePosition, PieceKind, Square};
use koma_svg::{Marks, Snapshot, piece_svg, position_svg, variant_svg};
use std::collections::BTreeMap;

fn compile(name: &str) -> Variant {
    let source = koma_builtins::builtin(name).expect("built-in").source;
    koma_dsl::compile(source).expect("valid")
}

/// `translate(x y)` → `(x, y)`.
fn translate(node: roxmltree::Node<'_, '_>) -> (f64, f64) {
    let t = node.attribute("transform").expect("a transform");
    let inner = t
        .strip_prefix("translate(")
        .and_then(|t| t.strip_suffix(')'))
        .expect("translate(x y)");
    let mut it = inner
        .split(' ')
        .map(|v| v.parse::<f64>().expect("a number"));
    (it.next().unwrap(), it.next().unwrap())
}

fn num(node: roxmltree::Node<'_, '_>, name: &str) -> f64 {
    node.attribute(name).expect(name).parse().expect("a number")
}

fn color(name: &str) -> Color {
    match name {
        "first" => Color::First,
        "second" => Color::Second,
        other => panic!("a colour `{other}`"),
    }
}

/// Checks the SVG of `pos` against it: each square's piece (colour and symbol) and where it is
/// drawn, and each hand.
fn check_position<P: GamePosition>(variant: &Variant, pos: &P, flipped: bool) {
    let snapshot = Snapshot::of(variant, pos);
    let marks = Marks {
        flipped,
        ..Marks::default()
    };
    let svg = position_svg(variant, &snapshot, &marks);
    let doc = roxmltree::Document::parse(&svg)
        .unwrap_or_else(|e| panic!("{}: not XML: {e}", variant.name));
    let cells: BTreeMap<u16, (f64, f64, f64, f64)> = doc
        .descendants()
        .filter(|n| {
            n.has_tag_name("rect") && n.attribute("class").is_some_and(|c| c.starts_with("cell"))
        })
        .map(|n| {
            let sq: u16 = n.attribute("data-sq").unwrap().parse().unwrap();
            (
                sq,
                (num(n, "x"), num(n, "y"), num(n, "width"), num(n, "height")),
            )
        })
        .collect();
    assert_eq!(cells.len(), variant.board.squares(), "{}", variant.name);
    let mut drawn = BTreeMap::new();
    for g in doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("piece"))
    {
        let sq: u16 = g.attribute("data-sq").unwrap().parse().unwrap();
        let (x, y) = translate(g);
        let (cx, cy, w, h) = cells[&sq];
        assert!(
            x > cx && x < cx + w && y > cy && y < cy + h,
            "{}: the piece of square {sq} is drawn outside its cell",
            variant.name
        );
        drawn.insert(
            sq,
            (
                color(g.attribute("data-color").unwrap()),
                g.attribute("data-piece").unwrap().to_string(),
            ),
        );
    }
    let expected: BTreeMap<u16, (Color, String)> = (0..variant.board.squares() as u16)
        .filter_map(|i| {
            let (c, k) = pos.piece_at(Square(i))?;
            Some((i, (c, variant.pieces[usize::from(k.0)].symbol(c))))
        })
        .collect();
    assert!(!expected.is_empty());
    assert_eq!(drawn, expected, "{}", variant.name);
    let mut hands = BTreeMap::new();
    for g in doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("hand"))
    {
        let c = color(g.attribute("data-color").unwrap());
        let count: u32 = g.attribute("data-count").unwrap().parse().unwrap();
        hands.insert((c, g.attribute("data-piece").unwrap().to_string()), count);
    }
    let expected: BTreeMap<(Color, String), u32> = [Color::First, Color::Second]
        .into_iter()
        .flat_map(|c| {
            (0..variant.pieces.len()).filter_map(move |k| {
                let n = pos.hand_count(c, PieceKind(k as u8));
                (n > 0).then_some((c, k, n))
            })
        })
        .map(|(c, k, n)| ((c, variant.pieces[k].symbol(Color::First)), n))
        .collect();
    assert_eq!(hands, expected, "{}", variant.name);
}

#[test]
fn every_builtin_start_position_is_drawn_where_it_stands() {
    for name in koma_builtins::NAMES {
        let variant = compile(name);
        let engine = Engine::new(&variant).expect("an engine");
        let start = engine.start_position().expect("a start position");
        check_position(&variant, &start, false);
        check_position(&variant, &start, true);
    }
}

#[test]
fn hands_are_drawn_with_their_counts() {
    let variant = compile("shogi");
    let engine = Engine::new(&variant).unwrap();
    let pos = engine
        .position("7lk/9/8S/9/9/9/9/7L1/8K b 2Pr 1")
        .expect("a position");
    check_position(&variant, &pos, false);
    let svg = position_svg(&variant, &Snapshot::of(&variant, &pos), &Marks::default());
    assert!(svg.contains(r#"data-color="first" data-piece="P" data-count="2""#));
    assert!(svg.contains(r#"data-color="second" data-piece="R" data-count="1""#));
}

#[test]
fn the_flipped_board_turns_the_squares_around() {
    let variant = compile("xiangqi");
    let engine = Engine::new(&variant).unwrap();
    let start = engine.start_position().unwrap();
    let snapshot = Snapshot::of(&variant, &start);
    let y_of = |flipped: bool, sq: u16| {
        let svg = position_svg(
            &variant,
            &snapshot,
            &Marks {
                flipped,
                ..Marks::default()
            },
        );
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let g = doc
            .descendants()
            .find(|n| {
                n.attribute("class") == Some("piece")
                    && n.attribute("data-sq") == Some(&*sq.to_string())
            })
            .unwrap();
        translate(g).1
    };
    // a1, the first player's chariot, is at the bottom, then at the top when flipped
    assert!(y_of(false, 0) > y_of(false, 89));
    assert!(y_of(true, 0) < y_of(true, 89));
}

#[test]
fn the_flipped_board_turns_the_pentagons_around() {
    let variant = compile("shogi");
    let engine = Engine::new(&variant).unwrap();
    let pos = engine
        .position("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b Pp 1")
        .unwrap();
    let snapshot = Snapshot::of(&variant, &pos);
    // each piece's and hand's colour, and whether it is drawn turned (pointing down)
    let turned = |flipped: bool| -> Vec<(String, bool)> {
        let svg = position_svg(
            &variant,
            &snapshot,
            &Marks {
                flipped,
                ..Marks::default()
            },
        );
        let doc = roxmltree::Document::parse(&svg).unwrap();
        doc.descendants()
            .filter(|n| matches!(n.attribute("class"), Some("piece" | "hand")))
            .map(|n| {
                let rotated = n
                    .descendants()
                    .any(|d| d.attribute("transform") == Some("rotate(180)"));
                (n.attribute("data-color").unwrap().to_string(), rotated)
            })
            .collect()
    };
    for flipped in [false, true] {
        let list = turned(flipped);
        assert_eq!(list.len(), 42);
        for (color, rotated) in list {
            // the side at the bottom points up, the other down
            let at_bottom = (color == "first") != flipped;
            assert_eq!(rotated, !at_bottom, "{color}, flipped {flipped}");
        }
    }
}

#[test]
fn every_builtin_diagram_draws_koma_shows_marks() {
    for name in koma_builtins::NAMES {
        let variant = compile(name);
        for (id, p) in variant.pieces.iter().enumerate() {
            let svg = piece_svg(&variant, id);
            let doc = roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("{name}: {e}"));
            let drawn: BTreeMap<(usize, usize), char> = doc
                .descendants()
                .filter(|n| n.attribute("class") == Some("mark"))
                .map(|n| {
                    let r = n.attribute("data-row").unwrap().parse().unwrap();
                    let c = n.attribute("data-col").unwrap().parse().unwrap();
                    let m = n.attribute("data-mark").unwrap().chars().next().unwrap();
                    ((r, c), m)
                })
                .collect();
            let marks = koma_dsl::diagram::piece_marks(p);
            let expected: BTreeMap<(usize, usize), char> = marks
                .iter()
                .enumerate()
                .flat_map(|(r, row)| {
                    row.iter()
                        .enumerate()
                        .filter_map(move |(c, m)| Some(((r, c), (*m)?)))
                })
                .collect();
            assert_eq!(drawn, expected, "{name}: {}", p.name);
        }
        let all = variant_svg(&variant);
        let doc = roxmltree::Document::parse(&all).unwrap();
        let n = doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("diagram"))
            .count();
        assert_eq!(n, variant.pieces.len(), "{name}");
    }
}

#[test]
fn a_rook_diagram_is_four_lines_to_the_edge() {
    let variant = compile("shogi");
    let rook = variant
        .pieces
        .iter()
        .position(|p| p.name == "rook")
        .unwrap();
    let svg = piece_svg(&variant, rook);
    // 3 squares each way on the 7x7 grid, all `●`
    assert_eq!(svg.matches(r#"data-mark="●""#).count(), 12);
}
