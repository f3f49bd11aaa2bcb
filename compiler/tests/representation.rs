//! What the compiler chooses for a board, from its rules alone (size, which slides exist): the
//! square-set type (`u64` up to 64 squares, `u128` up to 128, 64-bit words beyond) and the magic
//! lookups for rook- and bishop-like slides (only on `u64` boards, only for pieces sliding all
//! four ways to the edge), as a committed snapshot over built-in and inline variants.

/// The generated module of the rules text `source` (named `file` in the citations).
fn module(source: &str, file: &str) -> String {
    let v = koma_dsl::compile(source).unwrap_or_else(|d| panic!("{}", d.render(file, source)));
    koma_compiler::build::module_source(&v, file).expect("compiles")
}

/// One line: the board, the `Bb` type and the magic lookups the module defines.
fn choice(label: &str, text: &str) -> String {
    let bb = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("type Bb = "))
        .map(|t| t.trim_end_matches(';').to_string())
        .unwrap_or_else(|| {
            let words = text
                .lines()
                .find_map(|l| l.trim().strip_prefix("struct Bb("))
                .unwrap_or_else(|| panic!("{label}: no Bb"));
            words.trim_end_matches(");").to_string()
        });
    let magics: Vec<&str> = ["magic_orthogonal", "magic_diagonal"]
        .into_iter()
        .filter(|f| text.contains(&format!("fn {f}(")))
        .collect();
    let used: Vec<&str> = magics
        .iter()
        .copied()
        .filter(|f| text.contains(&format!("{f}(from, occ)")))
        .collect();
    assert_eq!(magics, used, "{label}: a lookup is defined but unused");
    format!("{label}: Bb = {bb}; magic = [{}]", magics.join(", "))
}

/// A built-in rules file.
fn builtin(name: &str) -> String {
    let path = format!("{}/../variants/{name}.koma", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).expect("rules file");
    choice(name, &module(&source, &format!("{name}.koma")))
}

/// An 8x8 board with one royal king and the piece `moves` (letter `Q`), kings on e1/e8.
fn eight_by_eight(label: &str, moves: &str) -> String {
    let source = format!(
        "variant t\nboard 8x8\nnotation uci\npiece king K \"K/k\" royal moves K\n\
         piece q Q \"Q/q\" moves {moves}\ncaptures removed\nstart \"4k3/8/8/8/8/8/8/Q3K3 w - - 0 1\"\n"
    );
    choice(label, &module(&source, "t.koma"))
}

#[test]
fn chosen_from_board_size_and_slides() {
    let lines = [
        // 9x9, 9x10, 11x11: u128 and the classical rays, rooks and bishops alike
        builtin("shogi"),
        builtin("xiangqi"),
        builtin("wa-shogi"),
        // 8x8 and smaller: u64; a lookup per family some piece slides along in full
        builtin("makruk"),
        builtin("shatranj"),
        builtin("euroshogi"),
        builtin("judkins"),
        builtin("minishogi"),
        builtin("dobutsu"),
        // 7x9 = 63 squares: still one u64
        builtin("yarishogi"),
        eight_by_eight("8x8 queen Q", "Q"),
        eight_by_eight("8x8 bishop B", "B"),
        // not all four ways, or limited: the rays
        eight_by_eight("8x8 forward rook fR", "fR"),
        eight_by_eight("8x8 short rook R4", "R4"),
        // split by mode: one lookup for the quiet slides, the rays for the captures
        eight_by_eight("8x8 rook moving mR, capturing cR", "mR, cR"),
    ];
    insta::assert_snapshot!("representation", lines.join("\n"));
}

/// More than 128 squares: as many 64-bit words as the squares need (the 13x11 test variant of
/// `koma-variants` and Chu shogi's 12x12: three words, not two `u128`).
#[test]
fn past_128_squares_three_words() {
    let path = format!("{}/../variants/tests/wide.koma", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).expect("rules file");
    let line = choice("wide", &module(&source, "wide.koma"));
    assert_eq!(line, "wide: Bb = [u64; 3]; magic = []");
    assert_eq!(builtin("chushogi"), "chushogi: Bb = [u64; 3]; magic = []");
}
