//! `compile` never panics: every truncation and many random mutations of the built-in rules files
//! either compile or give diagnostics that render. (Deterministic: a fixed-seed xorshift.)

/// Every rules file in `variants/` (the built-in variants), read at run time.
fn files() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../variants");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.retain(|p| p.extension().is_some_and(|e| e == "koma"));
    paths.sort();
    paths
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect()
}

/// Compiles `source`; on errors, checks they are well formed and renders some of them.
fn check(source: &str, render: bool) {
    if let Err(diags) = koma_dsl::compile(source) {
        assert!(
            !diags.is_empty(),
            "an error without diagnostics for {source:?}"
        );
        for d in diags.iter() {
            assert!(
                d.span.start <= d.span.end && d.span.end <= source.len() + 1,
                "{d:?} in {source:?}"
            );
            let _ = d.line_col(source);
        }
        if render {
            let _ = diags.render("fuzz.koma", source);
        }
    }
}

#[test]
fn truncations() {
    for file in &files() {
        for (n, (i, _)) in file.char_indices().enumerate() {
            check(&file[..i], n % 16 == 0);
        }
    }
}

/// xorshift64*
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Characters that matter to the grammar, plus some that don't.
const ALPHABET: &[char] = &[
    ' ', '\n', '"', '#', '(', ')', ',', '-', '+', '±', '/', '=', '*', 'x', '0', '1', '2', '9', 'a',
    'f', 'h', 'm', 'n', 'p', 's', 'v', 'z', 'A', 'B', 'K', 'N', 'R', 'W', 'X', 'Z', '将', '\t',
    '\u{0}', '\u{301}',
];

#[test]
fn random_mutations() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for file in &files() {
        for round in 0..400 {
            let mut chars: Vec<char> = file.chars().collect();
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(chars.len() + 1);
                match rng.below(4) {
                    0 if at < chars.len() => {
                        chars.remove(at);
                    }
                    1 if at < chars.len() => chars[at] = ALPHABET[rng.below(ALPHABET.len())],
                    2 => chars.insert(at, ALPHABET[rng.below(ALPHABET.len())]),
                    _ => {
                        // duplicate a random slice (repeats statements, clauses, words)
                        let from = rng.below(chars.len());
                        let len = rng.below(40).min(chars.len() - from);
                        let piece: Vec<char> = chars[from..from + len].to_vec();
                        chars.splice(at..at, piece);
                    }
                }
            }
            let text: String = chars.into_iter().collect();
            check(&text, round % 8 == 0);
        }
    }
}

#[test]
fn odd_inputs() {
    for s in [
        "",
        "\n\n",
        "#",
        "\"",
        "variant",
        "board 99999999999999999999x9",
        "board 0x0",
        "region r = files 99999999999-1",
        "piece a A \"\" moves W99999999999999",
        "piece a A \"x\" moves slide 99999999999 (±99999999999, 0)",
        "piece a A \"x\" moves lame (±1, ±2) via (0, ±1) via (±1, 0)",
        "start \"\"",
        "start \"k/K b\"",
        "\u{feff}variant x",
        "variant x\r\nboard 3x3\r\n",
    ] {
        check(s, true);
    }
}
