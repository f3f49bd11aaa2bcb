//! What every generated module exports beyond move generation (`emit::exports`): its end rules,
//! title and piece values equal the rules file's as `koma-dsl` reads it, its `NOTATION` writes
//! every legal move of the start position as the position does and reads it back, and
//! `Position` round-trips through `Display`/`FromStr`.

macro_rules! exports {
    ($(($name:literal, $module:ident, $file:literal, $doc:literal)),* $(,)?) => {
        $(
            #[test]
            fn $module() {
                use koma_variants::$module as v;
                check(
                    $name,
                    v::RULES,
                    Exports {
                        name: v::NAME,
                        title: v::TITLE,
                        end: v::end_rules(),
                        values: &v::VALUES,
                        hand_values: &v::HAND_VALUES,
                        notation: v::NOTATION,
                    },
                );
                check_texts(&v::NOTATION, v::game().position().clone());
                let start: v::Position = v::START.parse().expect("start");
                assert_eq!(start.to_string(), koma_runtime::Position::to_text(&v::Position::start()));
                let err = "not a position".parse::<v::Position>().unwrap_err();
                assert!(!err.to_string().is_empty());
            }
        )*
    };
}

mod each {
    use super::{Exports, check, check_texts};
    koma_variants::for_each_builtin!(exports);
}

/// A generated module's exports.
struct Exports {
    name: &'static str,
    title: Option<&'static str>,
    end: koma_runtime::EndRules,
    values: &'static [i32],
    hand_values: &'static [i32],
    notation: koma_runtime::Notation<'static>,
}

/// The exports equal what `koma-dsl` reads from `rules`.
fn check(name: &str, rules: &[u8], e: Exports) {
    let v = koma_dsl::compile(std::str::from_utf8(rules).unwrap()).unwrap();
    let facts = koma_dsl::facts::Facts::new(&v).unwrap();
    assert_eq!(e.name, v.name, "{name}");
    assert_eq!(e.title, v.title.as_deref(), "{name}");
    assert_eq!(e.end, v.end, "{name}: end rules");
    assert_eq!(e.values, facts.piece_values().board, "{name}: values");
    assert_eq!(
        e.hand_values,
        facts.piece_values().hand,
        "{name}: hand values"
    );
    assert_eq!(
        (e.notation.files, e.notation.ranks),
        (v.board.files, v.board.ranks)
    );
    let letters: Vec<char> = v
        .pieces
        .iter()
        .map(|p| p.letter.to_ascii_uppercase())
        .collect();
    assert_eq!(e.notation.letters, letters, "{name}");
    assert_eq!(
        e.notation.style,
        koma_runtime::Style::new(v.notation, v.move_text),
        "{name}"
    );
}

/// Every legal move of `pos` (a start position: no promotions, no drops of a promoted face)
/// is written by `notation` as the position writes it, and read back by both; the one
/// difference the notation documents: a promoted piece turning back (Kyoto shogi), `-` in the
/// position's text, is `+` in the notation's (lishogi's writing, which the position reads).
fn check_texts<P: koma_runtime::Position>(notation: &koma_runtime::Notation, pos: P) {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    assert!(!moves.is_empty());
    for mv in moves {
        let text = mv.display(notation).to_string();
        let full = pos.format_move(mv);
        let turned_back = full.strip_suffix('-').map(|t| format!("{t}+"));
        assert!(
            text == full || turned_back == Some(text.clone()),
            "{text} for {full} in {}",
            pos.to_text()
        );
        assert_eq!(notation.parse_move(&text), Ok(mv), "{text}");
        assert_eq!(pos.parse_move(&text), Ok(mv), "{text}");
    }
}
