//! Helpers shared by the engine's integration tests.
#![allow(dead_code)]

use koma_dsl::ir::{
    Board, Captures, DropRules, MoveKind, MoveMode, MoveRule, PieceType, Promotion, Region,
    RoyalRules, TextFormat, Variant,
};
use koma_engine::{Engine, Position};
use koma_runtime::{Game, Move, Outcome, Position as _};

/// Compiles `variants/NAME.koma`, or for a NAME with a `/` (`testdata/castling/chess`) the
/// rules file at that path from the repository's root.
pub fn variant(name: &str) -> Variant {
    let dir = if name.contains('/') { "" } else { "variants/" };
    let path = format!("{}/../{dir}{name}.koma", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).expect("read the rules file");
    match koma_dsl::compile(&source) {
        Ok(v) => v,
        Err(d) => panic!("{name}.koma does not compile: {}", d.render(&path, &source)),
    }
}

/// The engine of `variants/NAME.koma`.
pub fn engine(name: &str) -> Engine {
    Engine::new(&variant(name)).expect("the engine accepts the variant")
}

/// Perft of `position` (SFEN/FEN; `None` for the start position) to `depth`, bulk-counted.
pub fn perft_of(engine: &Engine, position: Option<&str>, depth: u32) -> u64 {
    let pos = match position {
        None => engine.start_position().expect("start position"),
        Some(text) => {
            Position::from_text(engine, text).unwrap_or_else(|e| panic!("position `{text}`: {e}"))
        }
    };
    koma_runtime::perft(&pos, depth)
}

/// The legal moves of `pos` as text, sorted.
pub fn moves_text(pos: &Position<'_>) -> Vec<String> {
    let mut v = Vec::new();
    pos.legal_moves(&mut v);
    let mut t: Vec<String> = v.iter().map(|&m| pos.format_move(m)).collect();
    t.sort();
    t
}

/// Whether the move written `text` is legal in `pos`.
pub fn is_legal(pos: &Position<'_>, text: &str) -> bool {
    moves_text(pos).iter().any(|m| m == text)
}

/// Plays the moves written in `moves`, which must all be legal.
/// Plays `moves` from `text` on `engine`, asserting that the game goes on before each and
/// calling `each` on the game after it, and returns the outcome (checking that a finished game
/// has no legal move).
pub fn outcome_after(
    engine: &Engine,
    text: &str,
    moves: &[&str],
    each: impl Fn(&Game<Position<'_>>),
) -> Option<Outcome> {
    let mut game = engine.game(text).unwrap();
    for (i, m) in moves.iter().enumerate() {
        assert_eq!(game.outcome(), None, "over before move {i} `{m}`");
        let mv = game.position().parse_move(m).unwrap();
        game.play(mv).unwrap();
        each(&game);
    }
    let over = game.outcome();
    if over.is_some() {
        let mut moves = Vec::new();
        game.position().legal_moves(&mut moves);
        assert!(moves.is_empty(), "moves once the game is over: {moves:?}");
    }
    over
}

pub fn play_all<'a>(pos: &mut Position<'a>, moves: &[&str]) {
    for m in moves {
        let mv: Move = pos
            .parse_move(m)
            .unwrap_or_else(|e| panic!("{m} in {}: {e}", pos.to_text()));
        pos.play_unchecked(mv);
    }
}

// ---- IRs built by hand, independent of the rules-language compiler ----

fn rule(dx: i8, dy: i8, kind: MoveKind) -> MoveRule {
    MoveRule {
        dx,
        dy,
        kind,
        mode: MoveMode::Both,
        only_in: None,
        along: None,
        initial: false,
        en_passant: false,
    }
}

fn leaps(v: &[(i8, i8)]) -> Vec<MoveRule> {
    v.iter().map(|&(x, y)| rule(x, y, MoveKind::Leap)).collect()
}

fn slides(v: &[(i8, i8)]) -> Vec<MoveRule> {
    v.iter()
        .map(|&(x, y)| rule(x, y, MoveKind::Slide { max: None }))
        .collect()
}

const ORTH: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAG: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const GOLD: [(i8, i8); 6] = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1)];
const SILVER: [(i8, i8); 5] = [(0, 1), (1, 1), (-1, 1), (1, -1), (-1, -1)];

fn king_moves() -> Vec<MoveRule> {
    leaps(&[ORTH, DIAG].concat())
}

fn piece(name: &str, letter: char, moves: Vec<MoveRule>) -> PieceType {
    PieceType {
        name: name.into(),
        letter,
        glyph: [name.into(), name.into()],
        moves,
        ..PieceType::default()
    }
}

/// Appends `base` and, if given, its promoted form.
fn add(pieces: &mut Vec<PieceType>, mut base: PieceType, promoted: Option<(&str, Vec<MoveRule>)>) {
    let id = pieces.len();
    if let Some((name, moves)) = promoted {
        base.promotes_to = Some(id + 1);
        let letter = base.letter;
        pieces.push(base);
        let mut p = piece(name, letter, moves);
        p.promoted_from = Some(id);
        pieces.push(p);
    } else {
        pieces.push(base);
    }
}

/// A region from a predicate on (file, rank) seen from the first player.
fn region(name: &str, files: u8, ranks: u8, f: impl Fn(u8, u8) -> bool) -> Region {
    let n = files as usize * ranks as usize;
    let first: Vec<bool> = (0..n)
        .map(|i| f((i % files as usize) as u8, (i / files as usize) as u8))
        .collect();
    let second = (0..n).map(|i| first[n - 1 - i]).collect();
    Region {
        name: name.into(),
        mask: [first, second],
        line: 0,
    }
}

/// Minishogi, built by hand (no compiler involved).
pub fn hand_minishogi() -> Variant {
    let mut pieces = Vec::new();
    let mut k = piece("king", 'K', king_moves());
    k.royal = true;
    add(&mut pieces, k, None);
    add(
        &mut pieces,
        piece("rook", 'R', slides(&ORTH)),
        Some(("dragon", [slides(&ORTH), leaps(&DIAG)].concat())),
    );
    add(
        &mut pieces,
        piece("bishop", 'B', slides(&DIAG)),
        Some(("horse", [slides(&DIAG), leaps(&ORTH)].concat())),
    );
    add(&mut pieces, piece("gold", 'G', leaps(&GOLD)), None);
    add(
        &mut pieces,
        piece("silver", 'S', leaps(&SILVER)),
        Some(("pro-silver", leaps(&GOLD))),
    );
    add(
        &mut pieces,
        piece("pawn", 'P', leaps(&[(0, 1)])),
        Some(("tokin", leaps(&GOLD))),
    );
    let pawn = pieces.iter().position(|p| p.name == "pawn").unwrap();
    Variant {
        name: "minishogi".into(),
        board: Board { files: 5, ranks: 5 },
        regions: vec![region("zone", 5, 5, |_, r| r == 4)],
        pieces,
        promotion: Some(Promotion {
            on_entry_or_capture: false,
            zone: 0,
            only_entering: false,
            forced: false,
            limited: false,
        }),
        captures: Captures::ToHand {
            promoted_removed: false,
        },
        drops: DropRules {
            nifu: vec![pawn],
            no_drop_mate: vec![pawn],
            nifu_counts: vec![1],
            ..DropRules::default()
        },
        start: "rbsgk/4p/5/P4/KGSBR b - 1".into(),
        ..Variant::default()
    }
}

/// Shogi, built by hand (no compiler involved).
pub fn hand_shogi() -> Variant {
    let mini = hand_minishogi();
    // minishogi's K R +R B +B G S +S, then N L P and their promotions
    let mut pieces = mini.pieces[..8].to_vec();
    add(
        &mut pieces,
        piece("knight", 'N', leaps(&[(1, 2), (-1, 2)])),
        Some(("pro-knight", leaps(&GOLD))),
    );
    add(
        &mut pieces,
        piece("lance", 'L', slides(&[(0, 1)])),
        Some(("pro-lance", leaps(&GOLD))),
    );
    add(
        &mut pieces,
        piece("pawn", 'P', leaps(&[(0, 1)])),
        Some(("tokin", leaps(&GOLD))),
    );
    let pawn = pieces.iter().position(|p| p.name == "pawn").unwrap();
    Variant {
        name: "shogi".into(),
        board: Board { files: 9, ranks: 9 },
        regions: vec![region("zone", 9, 9, |_, r| r >= 6)],
        pieces,
        drops: DropRules {
            nifu: vec![pawn],
            no_drop_mate: vec![pawn],
            nifu_counts: vec![1],
            ..DropRules::default()
        },
        start: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1".into(),
        ..mini
    }
}

/// Xiangqi, built by hand (no compiler involved).
pub fn hand_xiangqi() -> Variant {
    let (files, ranks) = (9, 10);
    let regions = vec![
        region("palace", files, ranks, |f, r| {
            (3..=5).contains(&f) && r <= 2
        }),
        region("own-half", files, ranks, |_, r| r <= 4),
        region("enemy-half", files, ranks, |_, r| r >= 5),
    ];
    let mut pieces = Vec::new();
    let mut k = piece("general", 'K', leaps(&ORTH));
    k.royal = true;
    k.within = Some(0);
    pieces.push(k);
    let mut a = piece("advisor", 'A', leaps(&DIAG));
    a.within = Some(0);
    pieces.push(a);
    let mut b = piece(
        "elephant",
        'B',
        DIAG.iter()
            .map(|&(x, y)| {
                rule(
                    2 * x,
                    2 * y,
                    MoveKind::Lame {
                        blocks: vec![(x, y)],
                    },
                )
            })
            .collect(),
    );
    b.within = Some(1);
    b.aliases = vec!['E'];
    pieces.push(b);
    let mut horse = Vec::new();
    for (x, y) in ORTH {
        // long direction (x, y); short sideways
        for s in [-1i8, 1] {
            let (dx, dy) = if x == 0 { (s, 2 * y) } else { (2 * x, s) };
            horse.push(rule(
                dx,
                dy,
                MoveKind::Lame {
                    blocks: vec![(x, y)],
                },
            ));
        }
    }
    let mut n = piece("horse", 'N', horse);
    n.aliases = vec!['H'];
    pieces.push(n);
    pieces.push(piece("chariot", 'R', slides(&ORTH)));
    let mut cannon: Vec<MoveRule> = slides(&ORTH);
    for m in &mut cannon {
        m.mode = MoveMode::MoveOnly;
    }
    for (x, y) in ORTH {
        let mut m = rule(x, y, MoveKind::Hop);
        m.mode = MoveMode::CaptureOnly;
        cannon.push(m);
    }
    pieces.push(piece("cannon", 'C', cannon));
    let mut soldier = leaps(&[(0, 1)]);
    for x in [-1, 1] {
        let mut m = rule(x, 0, MoveKind::Leap);
        m.only_in = Some(2);
        soldier.push(m);
    }
    pieces.push(piece("soldier", 'P', soldier));
    Variant {
        name: "xiangqi".into(),
        board: Board { files, ranks },
        notation: TextFormat::Fen,
        regions,
        pieces,
        royal: RoyalRules {
            no_facing: true,
            ..RoyalRules::default()
        },
        start: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1".into(),
        ..Variant::default()
    }
}
