//! `koma show --svg` and `koma board --svg`: valid SVG (read back by an XML parser) for every
//! built-in, every piece of the start position drawn.

use crate::common::{koma, stderr, stdout};

/// The elements of `svg` whose `class` is `class`.
fn count(svg: &str, class: &str) -> usize {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not XML: {e}"));
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    doc.descendants()
        .filter(|n| n.attribute("class") == Some(class))
        .count()
}

#[test]
fn every_builtin_is_drawn_as_valid_svg() {
    for name in koma_variants::NAMES {
        let v = koma_dsl::compile(koma_variants::builtin(name).unwrap().source).unwrap();
        let engine = koma_engine::Engine::new(&v).unwrap();
        let start = engine.start_position().unwrap();
        let pieces = (0..v.board.squares() as u16)
            .filter(|&i| start.piece_at(koma_runtime::Square(i)).is_some())
            .count();
        let o = koma(&["board", name, "--svg"]);
        assert!(o.status.success(), "{name}: {}", stderr(&o));
        assert_eq!(count(&stdout(&o), "piece"), pieces, "{name}");
        let o = koma(&["show", name, "--svg"]);
        assert!(o.status.success(), "{name}: {}", stderr(&o));
        assert_eq!(count(&stdout(&o), "diagram"), v.pieces.len(), "{name}");
    }
}

#[test]
fn a_position_and_one_piece() {
    let o = koma(&[
        "board",
        "shogi",
        "--svg",
        "--fen",
        "7lk/9/8S/9/9/9/9/7L1/8K b P 1",
        "--flip",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let svg = stdout(&o);
    assert_eq!(count(&svg, "piece"), 5);
    assert_eq!(count(&svg, "hand"), 1);
    assert!(svg.contains(r#"data-flipped="true""#));
    let o = koma(&["show", "xiangqi", "cannon", "--svg"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(count(&stdout(&o), "diagram"), 1);
}

#[test]
fn a_bad_position_is_an_error() {
    let o = koma(&["board", "shogi", "--svg", "--fen", "not a position"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).starts_with("error: bad position"),
        "{}",
        stderr(&o)
    );
    let o = koma(&["board", "shogi"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--svg"), "{}", stderr(&o));
}
