//! Random-position differential testing: random placements of every piece type (both colours,
//! promoted types too, random hands), read by the reference engine and a compiled generator
//! (which must accept and refuse the same placements, with the same error: a side not to move
//! in check is refused), compared, then a few random plies from each. Mismatches are collected
//! and reported.
#![allow(dead_code)]

use koma_engine::Engine;
use koma_runtime::setup::Setup;
use koma_runtime::{Color, GamePosition, Move, PieceKind, Position, PositionError, Square};

pub use crate::common::Rng;

fn sorted<P: Position>(p: &P) -> Vec<Move> {
    let mut v = Vec::new();
    p.legal_moves(&mut v);
    v.sort_unstable();
    v
}

/// Compares (moves, check, text, Zobrist hash); `Err(description)` on any difference.
pub fn diff<A: GamePosition, B: GamePosition>(r: &A, c: &B) -> Result<Vec<Move>, String> {
    let text = r.to_text();
    if c.to_text() != text {
        return Err(format!("text differs: {} vs {}", text, c.to_text()));
    }
    if r.is_check() != c.is_check() {
        return Err(format!(
            "check status differs in {text}: reference {}, compiled {}",
            r.is_check(),
            c.is_check()
        ));
    }
    let a = sorted(r);
    let b = sorted(c);
    let mut bd = b.clone();
    bd.dedup();
    if bd.len() != b.len() {
        return Err(format!("compiled has duplicate moves in {text}"));
    }
    if c.count_legal_moves() != b.len() {
        return Err(format!(
            "count-only {} vs list {} in {text}",
            c.count_legal_moves(),
            b.len()
        ));
    }
    if a != b {
        let missing: Vec<String> = a
            .iter()
            .filter(|m| !b.contains(m))
            .map(|&m| r.format_move(m))
            .collect();
        let extra: Vec<String> = b
            .iter()
            .filter(|m| !a.contains(m))
            .map(|&m| r.format_move(m))
            .collect();
        return Err(format!(
            "moves differ in {text}: compiled misses {missing:?}, has extra {extra:?}"
        ));
    }
    if c.zobrist() != r.zobrist() {
        return Err(format!("Zobrist hash differs in {text}"));
    }
    Ok(a)
}

/// Options of a fuzz run.
pub struct Opts {
    pub positions: usize,
    /// Keep only positions where the royal constraints hold (positions a game could reach,
    /// roughly; a side not to move in check is refused by both backends in either mode).
    pub plausible: bool,
    pub plies: usize,
    pub seed: u64,
}

fn royals_broken(e: &Engine, s: &Setup) -> bool {
    let v = e.variant();
    let files = s.files as usize;
    let mut royal = [None, None];
    for (sq, x) in s.board.iter().enumerate() {
        if let Some((c, k)) = x
            && v.pieces[k.0 as usize].royal
        {
            royal[c.index()] = Some(sq);
        }
    }
    let (Some(a), Some(b)) = (royal[0], royal[1]) else {
        return false;
    };
    if v.royal.no_same_rank && a / files == b / files {
        return true;
    }
    if v.royal.no_facing && a % files == b % files {
        let (lo, hi) = (a.min(b), a.max(b));
        if ((lo + files)..hi)
            .step_by(files)
            .all(|q| s.board[q].is_none())
        {
            return true;
        }
    }
    false
}

/// Runs the fuzz; returns the list of mismatch descriptions (the first per position).
pub fn run<B: GamePosition>(
    e: &Engine,
    parse: impl Fn(&Setup) -> Result<B, PositionError>,
    o: &Opts,
) -> Vec<String> {
    let v = e.variant();
    let files = v.board.files;
    let ranks = v.board.ranks;
    let nsq = files as usize * ranks as usize;
    let nk = v.pieces.len();
    let hands = matches!(v.captures, koma_dsl::ir::Captures::ToHand { .. });
    let royal = v.pieces.iter().position(|p| p.royal);
    let mut rng = Rng(o.seed);
    let mut bad = Vec::new();
    let mut done = 0;
    let mut tries = 0;
    let mut checks = 0;
    let mut refused = 0;
    while done < o.positions && tries < o.positions * 50 {
        tries += 1;
        let mut board: Vec<Option<(Color, PieceKind)>> = vec![None; nsq];
        let density = 5 + rng.below(40);
        for c in Color::ALL {
            if let Some(k) = royal
                && rng.below(40) != 0
            {
                for _ in 0..20 {
                    let sq = rng.below(nsq);
                    if board[sq].is_none() && v.can_move_from(k, c, Square(sq as u16)) {
                        board[sq] = Some((c, PieceKind(k as u8)));
                        break;
                    }
                }
            }
        }
        for (sq, cell) in board.iter_mut().enumerate() {
            if cell.is_some() || rng.below(100) >= density {
                continue;
            }
            let k = rng.below(nk);
            if v.pieces[k].royal {
                continue;
            }
            let c = Color::ALL[rng.below(2)];
            if v.pieces[k].promoted_from.is_none() && !v.can_move_from(k, c, Square(sq as u16)) {
                continue;
            }
            *cell = Some((c, PieceKind(k as u8)));
        }
        let mut hs = [vec![0u8; nk], vec![0u8; nk]];
        if hands {
            for h in hs.iter_mut() {
                for (k, n) in h.iter_mut().enumerate() {
                    if v.pieces[k].promoted_from.is_none()
                        && !v.pieces[k].royal
                        && rng.below(3) == 0
                    {
                        *n = 1 + rng.below(2) as u8;
                    }
                }
            }
        }
        let side = Color::ALL[rng.below(2)];
        let setup = Setup {
            files,
            ranks,
            board,
            hands: hs,
            side,
            halfmove: 0,
            move_number: 1,
            en_passant: None,
            // random boards carry no castling rights (the differential test plays castlings)
            castling: Vec::new(),
            lion_capture: None,
        };
        let broken = royals_broken(e, &setup);
        if o.plausible && broken {
            continue;
        }
        let tag = format!("[royals broken: {broken}] ");
        let (mut r, mut c) = match (koma_engine::Position::from_setup(e, &setup), parse(&setup)) {
            (Ok(r), Ok(c)) => (r, c),
            (Err(a), Err(b)) if a == b => {
                refused += usize::from(matches!(a, PositionError::OpponentInCheck { .. }));
                continue;
            }
            (r, c) => {
                bad.push(format!(
                    "{tag}the backends read {setup:?} differently: reference {:?}, compiled {:?}",
                    r.map(|p| p.to_text()),
                    c.map(|p| p.to_text())
                ));
                continue;
            }
        };
        done += 1;
        for ply in 0..=o.plies {
            // what games ask (pieces, attackers) on the random placement itself
            let queried = if ply == 0 {
                crate::common::game_queries(&r, &c, nk)
            } else {
                Ok(())
            };
            let moves = match queried.and_then(|()| diff(&r, &c)) {
                Ok(m) => m,
                Err(d) => {
                    let d = if d.len() > 600 {
                        format!("{}...", &d[..600])
                    } else {
                        d
                    };
                    bad.push(format!("{tag}{d}"));
                    break;
                }
            };
            checks += usize::from(r.is_check());
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            r.play(mv).expect("reference plays");
            c.play(mv).expect("compiled plays");
        }
    }
    eprintln!(
        "{}: {done} random positions (+{} plies each), {checks} checks seen, {refused} refused \
         with the side not to move in check, {} mismatches",
        v.name,
        o.plies,
        bad.len()
    );
    // with capturable royals no position is refused for it (there is no check)
    assert!(
        refused > 0 || v.royalty.capturable,
        "{}: no placement had the side not to move in check",
        v.name
    );
    bad
}

/// The reference engine of `path` (relative to the `variants` crate).
pub fn engine(path: &str) -> Engine {
    let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).expect("rules file");
    let v = koma_dsl::compile(&source).unwrap_or_else(|d| panic!("{}", d.render(&path, &source)));
    Engine::new(&v).expect("engine")
}

/// Random positions per variant and mode in CI.
pub const SAMPLE: usize = 300;

/// Random positions per variant and mode in the deep (`#[ignore]`d) tests.
pub const DEEP: usize = 20_000;

/// Random positions per variant and mode: `FUZZ_N` if set (to try another size), else `n`.
fn positions(n: usize) -> usize {
    std::env::var("FUZZ_N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(n)
}

/// Fuzzes `n` positions ([`SAMPLE`] or [`DEEP`]), prints up to 8 mismatches and fails if there
/// were any.
pub fn check<B: GamePosition>(
    path: &str,
    parse: impl Fn(&Setup) -> Result<B, PositionError>,
    plausible: bool,
    n: usize,
) {
    let e = engine(path);
    let bad = run(
        &e,
        parse,
        &Opts {
            positions: positions(n),
            plausible,
            plies: 12,
            seed: 0x5eed ^ path.len() as u64,
        },
    );
    let unbroken: Vec<&String> = bad
        .iter()
        .filter(|b| b.contains("royals broken: false"))
        .collect();
    eprintln!(
        "{path}: {} mismatches with the royal constraints holding",
        unbroken.len()
    );
    for b in unbroken.iter().take(8) {
        eprintln!("MISMATCH-UNBROKEN {path}: {b}");
    }
    for b in bad.iter().take(3) {
        eprintln!("MISMATCH {path}: {b}");
    }
    assert!(bad.is_empty(), "{path}: {} mismatches", bad.len());
}
