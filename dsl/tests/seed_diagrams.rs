//! Holds `koma show`'s movement diagrams against the seed documents (copied unchanged from
//! `../shared/seeds/` into `testdata/seeds/`, so the test runs from any clone).
//!
//! Each seed draws a piece on a 7x7 grid centred on it (`▲` + glyph in the centre, `○` step or
//! jump, `●` slide line, `③` slide limited to 3). This test parses every 7x7 grid of the Wa shogi
//! and Kilyow seeds, maps each to our piece(s) through an explicit table (seed heading → piece
//! name in the rules file), draws our diagram with [`piece_diagram`], parses it back with the same
//! code, and compares the grids cell by cell: the centre glyph and every mark. Where we differ on
//! purpose, [`EXCEPTIONS`] lists the cells with the reason (and the rules file says why in a
//! comment); an exception that no longer occurs fails too, so the list stays exact.

use koma_dsl::diagram::piece_diagram;
use koma_dsl::ir::Variant;

/// Where the seeds are: the repository's copy of the user's seed documents.
const SEEDS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/seeds/");

/// Seed heading (the text before the colon above the grid) → our piece, for the Wa shogi seed
/// `000_c08d5c9501152d02.txt` (its text stops after the Blind Dog). A promoted type that the
/// rules file says "moves as" a seed piece, with the same glyph, is held against that diagram too.
const WA: &[(&str, &str)] = &[
    ("靏王（玉）", "crane-king"),
    ("猛狼", "violent-wolf"),
    ("猛狼", "promoted-dog"), // moves as the Violent Wolf, glyph 狼
    ("熊眼", "bears-eyes"),
    ("猛鹿", "violent-stag"),
    ("猛鹿", "promoted-monkey"), // moves as the Violent Stag, glyph 鹿
    ("行猪", "roaming-boar"),
    ("鳫飞", "flying-goose"),
    ("燕羽", "swallows-wings"),
    ("燕羽", "promoted-goose"), // moves as Swallow's Wings, glyph 燕
    ("燕行", "gliding-swallow"),
    ("鶏飞", "flying-cock"),
    ("延鹰", "raiding-falcon"),
    ("乌行", "strutting-crow"),
    ("飞鹰", "flying-falcon"),
    ("飞鹰", "promoted-crow"), // moves as the Flying Falcon, glyph 鹰
    ("鶏鹰", "tenacious-falcon"),
    ("鸱行", "swooping-owl"),
    ("云鷲", "cloud-eagle"),
    ("云鷲", "promoted-owl"), // moves as the Cloud Eagle, glyph 鷲
    ("盲犬", "blind-dog"),
];

/// The same for the Kilyow seed `002_71383aefc64cf9b2.txt`.
const KILYOW: &[(&str, &str)] = &[
    ("将志", "general"),
    ("士元", "pawn"),
    ("太司", "taishi"),
    ("黑山", "black"),
    ("白风", "white"),
    ("红炎", "red"),
    ("青江", "blue"),
    ("东春、南夏、西秋、北冬", "spring"),
    ("东春、南夏、西秋、北冬", "summer"),
    ("东春、南夏、西秋、北冬", "autumn"),
    ("东春、南夏、西秋、北冬", "winter"),
    ("永阵", "yong"),
    ("凤应", "feng"),
    ("天阵", "tian"),
    ("龙应", "long"),
];

/// A cell where our diagram differs from the seed's on purpose.
struct Exception {
    /// The rules file (`variants/NAME.koma`).
    variant: &'static str,
    /// Our piece.
    piece: &'static str,
    /// The cell, as a vector from the piece (`+dy` forward, `+dx` right).
    at: (i8, i8),
    /// What the seed draws there (`""` for nothing).
    seed: &'static str,
    /// What we draw there.
    ours: &'static str,
    /// Why.
    why: &'static str,
}

const KING_GLYPH: &str = "the seed's diagram draws 靏王 as ▲王, while its legend (玉：靏玉) and \
                          its board draw the first player's king as 玉, the glyph we use";
const SEASONS: &str = "the seed draws all four seasons in one diagram with 季 in the centre; each \
                       has its own glyph in kilyow.koma so that a diagram names the piece";
const WHITE_RANGE: &str = "白风 moves two squares forward without jumping (不得越子), a slide of \
                           range 2 (FfR2): the seed draws ○ on both squares, we draw ② on the \
                           first (comment in kilyow.koma)";

const EXCEPTIONS: &[Exception] = &[
    Exception {
        variant: "wa-shogi",
        piece: "crane-king",
        at: (0, 0),
        seed: "▲王",
        ours: "▲玉",
        why: KING_GLYPH,
    },
    Exception {
        variant: "wa-shogi-dropless",
        piece: "crane-king",
        at: (0, 0),
        seed: "▲王",
        ours: "▲玉",
        why: KING_GLYPH,
    },
    Exception {
        variant: "kilyow",
        piece: "white",
        at: (0, 1),
        seed: "○",
        ours: "②",
        why: WHITE_RANGE,
    },
    Exception {
        variant: "kilyow",
        piece: "white",
        at: (0, 2),
        seed: "○",
        ours: "",
        why: WHITE_RANGE,
    },
    Exception {
        variant: "kilyow",
        piece: "spring",
        at: (0, 0),
        seed: "▲季",
        ours: "▲东",
        why: SEASONS,
    },
    Exception {
        variant: "kilyow",
        piece: "summer",
        at: (0, 0),
        seed: "▲季",
        ours: "▲南",
        why: SEASONS,
    },
    Exception {
        variant: "kilyow",
        piece: "autumn",
        at: (0, 0),
        seed: "▲季",
        ours: "▲西",
        why: SEASONS,
    },
    Exception {
        variant: "kilyow",
        piece: "winter",
        at: (0, 0),
        seed: "▲季",
        ours: "▲北",
        why: SEASONS,
    },
];

/// One 7x7 grid found in a text: `cells[row][col]`, row 0 the top, each cell's content without
/// its spaces (`""`, `"○"`, `"●"`, `"③"`, `"▲王"`).
#[derive(Debug)]
struct Grid {
    heading: String,
    cells: Vec<Vec<String>>,
}

/// The characters of the grid lines, in the seeds (`——`) and in ours (`──`).
fn is_border(c: char) -> bool {
    matches!(
        c,
        '┌' | '┐' | '└' | '┘' | '├' | '┤' | '┬' | '┴' | '┼' | '—' | '─'
    )
}

/// Every 7x7 grid in `text` (bigger grids, the start positions, are skipped), with its heading.
///
/// Works for both seed layouts: Wa shogi writes a whole grid on one line (rows separated by
/// `├——┼…┤`), Kilyow one row per line; Kilyow leaves empty cells empty (`││`) or puts plain
/// spaces in them.
fn grids(text: &str) -> Vec<Grid> {
    let mut out = Vec::new();
    let mut prev_end = 0;
    while let Some(start) = text[prev_end..].find('┌').map(|i| prev_end + i) {
        let bottom = text[start..]
            .find('└')
            .map(|i| start + i)
            .expect("a grid has a bottom");
        let end = text[bottom..]
            .char_indices()
            .find(|&(_, c)| !is_border(c))
            .map_or(text.len(), |(i, _)| bottom + i);
        let heading = heading(&text[prev_end..start]);
        let rows: Vec<Vec<String>> = text[start..bottom]
            .split(is_border)
            .map(|s| s.trim_matches([' ', '\n', '\r', '\t']))
            .filter(|s| s.starts_with('│'))
            .map(|row| {
                let cells: Vec<&str> = row.split('│').collect();
                cells[1..cells.len() - 1]
                    .iter()
                    .map(|c| c.trim_matches([' ', '　']).to_string())
                    .collect()
            })
            .collect();
        if rows.len() == 7 && rows.iter().all(|r| r.len() == 7) {
            out.push(Grid {
                heading,
                cells: rows,
            });
        }
        prev_end = end;
    }
    out
}

/// The heading of a grid: in the text before it, the last line with a colon, up to the colon.
fn heading(before: &str) -> String {
    before
        .lines()
        .rev()
        .find_map(|l| l.split_once(['：', ':']).map(|(h, _)| h.trim().to_string()))
        .unwrap_or_default()
}

fn seed(file: &str) -> String {
    let path = format!("{SEEDS}{file}");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read the seed {path}: {e}"))
}

fn variant(name: &str) -> Variant {
    let path = format!("{}/../variants/{name}.koma", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    koma_dsl::compile(&source).unwrap_or_else(|e| panic!("{path} does not compile: {e:?}"))
}

/// The vector of cell `(row, col)`.
fn vector(row: usize, col: usize) -> (i8, i8) {
    (col as i8 - 3, 3 - row as i8)
}

fn show(g: &Grid) -> String {
    g.cells
        .iter()
        .map(|r| {
            let cells: Vec<&str> = r
                .iter()
                .map(|c| if c.is_empty() { "·" } else { c.as_str() })
                .collect();
            format!("  {}\n", cells.join(" "))
        })
        .collect()
}

/// Compares every mapped seed grid with our diagram; returns the problems found.
fn check(seed_file: &str, table: &[(&str, &str)], variants: &[&str]) -> Vec<String> {
    let seed_grids = grids(&seed(seed_file));
    let mut problems = Vec::new();

    // the table and the seed agree: every grid mapped, every heading found once
    for g in &seed_grids {
        if !table.iter().any(|(h, _)| *h == g.heading) {
            problems.push(format!(
                "{seed_file}: the grid headed `{}` is not mapped",
                g.heading
            ));
        }
    }
    for (h, _) in table {
        let n = seed_grids.iter().filter(|g| g.heading == *h).count();
        if n != 1 {
            problems.push(format!("{seed_file}: {n} grids headed `{h}`, expected 1"));
        }
    }

    for &name in variants {
        let v = variant(name);
        for &(h, piece) in table {
            let Some(sg) = seed_grids.iter().find(|g| g.heading == h) else {
                continue;
            };
            let Some(id) = v.piece_by_name(piece) else {
                problems.push(format!("{name}.koma has no piece `{piece}` (seed `{h}`)"));
                continue;
            };
            let drawn = piece_diagram(&v, id);
            let ours = grids(&drawn);
            assert_eq!(
                ours.len(),
                1,
                "our diagram of {piece} has one grid:\n{drawn}"
            );
            let ours = &ours[0];

            let mut diffs = Vec::new();
            for r in 0..7 {
                for c in 0..7 {
                    let (s, o) = (&sg.cells[r][c], &ours.cells[r][c]);
                    if s != o {
                        diffs.push((vector(r, c), s.clone(), o.clone()));
                    }
                }
            }
            let mut expected: Vec<_> = EXCEPTIONS
                .iter()
                .filter(|e| e.variant == name && e.piece == piece)
                .map(|e| (e.at, e.seed.to_string(), e.ours.to_string()))
                .collect();
            diffs.sort();
            expected.sort();
            if diffs != expected {
                problems.push(format!(
                    "{name}.koma `{piece}` vs the seed's `{h}` ({seed_file}):\n  differing cells \
                     (dx, dy, seed, ours): {diffs:?}\n  listed exceptions: {expected:?}\n seed:\n{}\
                     ours:\n{}",
                    show(sg),
                    show(ours)
                ));
            }
        }
    }
    problems
}

#[test]
fn seed_grids_parse_in_both_layouts() {
    let wa = grids(&seed("000_c08d5c9501152d02.txt"));
    let kilyow = grids(&seed("002_71383aefc64cf9b2.txt"));
    // Wa shogi: 16 piece diagrams (the text stops after the Blind Dog); Kilyow: 12, one for the
    // four seasons; the start-position boards (11x11, 9x9) are skipped
    assert_eq!(wa.len(), 16);
    assert_eq!(kilyow.len(), 12);
    assert_eq!(wa[0].heading, "靏王（玉）");
    assert_eq!(wa[9].heading, "延鹰");
    assert_eq!(kilyow[0].heading, "将志");
    assert_eq!(kilyow[7].heading, "东春、南夏、西秋、北冬");
    for g in wa.iter().chain(&kilyow) {
        assert!(
            g.cells[3][3].starts_with('▲'),
            "{}: centre {:?}",
            g.heading,
            g.cells[3][3]
        );
        for (r, row) in g.cells.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                if (r, c) != (3, 3) {
                    assert!(
                        ["", "○", "●", "③"].contains(&cell.as_str()),
                        "{}: cell {r},{c} holds {cell:?}",
                        g.heading
                    );
                }
            }
        }
    }
}

#[test]
fn our_diagrams_match_the_seeds() {
    let mut problems = check(
        "000_c08d5c9501152d02.txt",
        WA,
        &["wa-shogi", "wa-shogi-dropless"],
    );
    problems.extend(check("002_71383aefc64cf9b2.txt", KILYOW, &["kilyow"]));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_exception_has_a_reason_and_a_differing_cell() {
    for e in EXCEPTIONS {
        assert!(!e.why.is_empty());
        assert_ne!(e.seed, e.ours, "{} {}", e.variant, e.piece);
    }
}
