//! The six rules files compile.

fn compile(name: &str) -> koma_dsl::Variant {
    let path = format!("{}/../variants/{name}.koma", env!("CARGO_MANIFEST_DIR"));
    match koma_dsl::compile_file(std::path::Path::new(&path)) {
        Ok(v) => v,
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn all_variants_compile() {
    for name in [
        "shogi",
        "minishogi",
        "kilyow",
        "wa-shogi",
        "wa-shogi-dropless",
        "xiangqi",
    ] {
        let v = compile(name);
        assert_eq!(v.name, name);
    }
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let source = include_str!("../../variants/minishogi.koma");
    let with_bom = format!("\u{feff}{source}");
    let plain = koma_dsl::compile(source).unwrap();
    assert_eq!(koma_dsl::compile(&with_bom).unwrap(), plain);
}
