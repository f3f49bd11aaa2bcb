//! SAN written and read by `koma_runtime::san` with the table of `koma_engine::san_pieces`,
//! against Fairy-Stockfish's SAN of every legal move of random positions
//! (`testdata/san/*.tsv`, written by `scripts/fsf-san.py moves`).

mod common;

use common::engine;
use koma_engine::{Engine, Position, san_pieces};
use koma_runtime::san::{self, SanError, SanPieces};
use koma_runtime::{Move, Position as _, uci};

/// The rows of `testdata/san/NAME.tsv`: FEN, UCI move, SAN.
fn rows(name: &str) -> Vec<(String, String, String)> {
    let path = format!("{}/../testdata/san/{name}.tsv", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("read the SAN data");
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!((f.len(), f[0]), (4, name), "{l}");
            (f[1].to_string(), f[2].to_string(), f[3].to_string())
        })
        .collect()
}

/// The legal move written `text` in FSF's UCI coordinates.
fn uci_move(pos: &Position<'_>, t: &SanPieces, text: &str) -> Move {
    let mv = uci::read_move(text, t.files, t.ranks, |_| true, |_| None)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    assert!(
        legal.contains(&mv),
        "{text} is not legal in {}",
        pos.to_text()
    );
    mv
}

/// The forms a lenient reader takes for `san`: without check marks, capture marks and `=`.
fn lenient_forms(san: &str) -> Vec<String> {
    let bare = san.trim_end_matches(['+', '#']);
    vec![
        bare.to_string(),
        bare.replace('x', ""),
        bare.replace('=', ""),
        format!("{}!?", san),
    ]
}

/// Every row of `name`: koma has FSF's legal moves, writes FSF's SAN and reads it (and its
/// lenient forms) back to the same move.
fn agrees_with_fsf(name: &str) -> usize {
    let e: Engine = engine(name);
    let t = san_pieces(e.variant());
    let rows = rows(name);
    let mut per_fen = std::collections::BTreeMap::<&str, usize>::new();
    for (fen, uci_text, expected) in &rows {
        *per_fen.entry(fen).or_default() += 1;
        let pos = e.position(fen).unwrap_or_else(|err| panic!("{fen}: {err}"));
        let mv = uci_move(&pos, &t, uci_text);
        assert_eq!(&san::write(&pos, mv, &t), expected, "{fen} {uci_text}");
        for form in std::iter::once(expected.clone()).chain(lenient_forms(expected)) {
            assert_eq!(san::read(&pos, &form, &t), Ok(mv), "{fen} `{form}`");
        }
    }
    for (fen, n) in per_fen {
        let pos = e.position(fen).unwrap();
        assert_eq!(pos.count_legal_moves(), n, "legal moves of {fen}");
    }
    rows.len()
}

#[test]
fn makruk_san_is_fsf_san() {
    assert!(agrees_with_fsf("makruk") > 1000);
}

#[test]
fn shatranj_san_is_fsf_san() {
    assert!(agrees_with_fsf("shatranj") > 1000);
}

#[test]
fn xiangqi_san_is_fsf_san() {
    assert!(agrees_with_fsf("xiangqi") > 1000);
}

#[test]
fn pawns_are_the_types_that_move_and_capture_apart() {
    let pawns = |name: &str| {
        let e = engine(name);
        let t = san_pieces(e.variant());
        let v = e.variant();
        (0..v.pieces.len())
            .filter(|&k| t.pawns[k])
            .map(|k| v.pieces[k].name.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(pawns("makruk"), ["bia"]);
    assert_eq!(pawns("shatranj"), ["baidaq"]);
    assert!(pawns("xiangqi").is_empty());
    assert!(pawns("shogi").is_empty());
}

#[test]
fn ambiguous_illegal_and_malformed_san_are_told_apart() {
    let e = engine("makruk");
    let t = san_pieces(e.variant());
    let fen = "r1smksn1/5r2/2pp1ppp/p3np2/1p2P1P1/PPPP1S1P/1K3M2/RNS3NR b - - 0 9";
    let pos = e.position(fen).unwrap();
    assert_eq!(
        san::read(&pos, "Ra7", &t),
        Err(SanError::Ambiguous("`Ra7` fits Raa7, Rfa7".into()))
    );
    assert!(san::read(&pos, "Raa7", &t).is_ok());
    assert!(san::read(&pos, "R8a7", &t).is_ok());
    assert!(san::read(&pos, "Ra8a7", &t).is_ok());
    let illegal = |text: &str, why: &str| {
        assert_eq!(
            san::read(&pos, text, &t),
            Err(SanError::Illegal(format!("`{text}`: {why}"))),
            "{text}"
        );
    };
    illegal("Qe4", "this variant has no piece `Q`");
    illegal("Ra1", "no `R` of the side to move can go to a1");
    illegal("h3", "no pawn of the side to move can go to h3");
    illegal("O-O", "no kingside castling is legal here");
    illegal("N@e4", "no `N` can be dropped on e4");
    assert_eq!(
        san::read(&pos, "Rz7", &t),
        Err(SanError::Malformed(
            "`Rz7`: `z7` is not a square of this 8x8 board".into()
        ))
    );
    assert_eq!(
        san::read(&pos, "Ra7", &t).unwrap_err().to_string(),
        "ambiguous move: `Ra7` fits Raa7, Rfa7"
    );
}

#[test]
fn a_promotion_may_be_left_out_when_it_is_forced() {
    let e = engine("shatranj");
    let t = san_pieces(e.variant());
    let pos = e.position("8/4P3/8/8/8/8/k7/7K w - - 0 1").unwrap();
    let mv = san::read(&pos, "e8", &t).unwrap();
    assert_eq!(san::write(&pos, mv, &t), "e8=Q");
    assert!(matches!(
        san::read(&pos, "e8=N", &t),
        Err(SanError::Illegal(_))
    ));
}

#[test]
fn garbage_never_panics() {
    let e = engine("xiangqi");
    let t = san_pieces(e.variant());
    let pos = e.start_position().unwrap();
    let alphabet: Vec<char> = "abij0129KRNx=+#@*-O!?+ é".chars().collect();
    let mut seed = 12345u64;
    for _ in 0..20_000 {
        let mut s = String::new();
        for _ in 0..(seed % 9) {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            s.push(alphabet[(seed >> 33) as usize % alphabet.len()]);
        }
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
        let _ = san::read(&pos, &s, &t);
    }
}

#[test]
fn shogi_drops_promoted_pieces_and_optional_promotions() {
    let e = engine("shogi");
    let t = san_pieces(e.variant());
    let written = |sfen: &str| {
        let pos = e.position(sfen).unwrap();
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        let mut all: Vec<String> = legal.iter().map(|&m| san::write(&pos, m, &t)).collect();
        all.sort();
        for &mv in &legal {
            assert_eq!(san::read(&pos, &san::write(&pos, mv, &t), &t), Ok(mv));
        }
        (pos, all)
    };
    let (pos, all) = written("4k4/9/9/9/9/9/9/9/4K4 b P 1");
    assert!(all.contains(&"P@e5".to_string()), "{all:?}");
    assert!(san::read(&pos, "P*e5", &t).unwrap().is_drop());
    let (_, all) = written("4k4/9/9/9/4+P4/9/9/9/4K4 b - 1");
    assert!(all.contains(&"+Pe6".to_string()), "{all:?}");
    // a pawn entering the zone may promote or not: both are written, a bare `Pe7` is the
    // move that does not promote
    let (pos, all) = written("4k4/9/9/4P4/9/9/9/9/4K4 b - 1");
    assert!(all.contains(&"Pe7".to_string()) && all.contains(&"Pe7=+P".to_string()));
    let plain = san::read(&pos, "Pe7", &t).unwrap();
    assert!(matches!(plain, Move::Normal { promote: false, .. }));
    for promoting in ["Pe7=+P", "Pe7=+", "Pe7+P"] {
        let mv = san::read(&pos, promoting, &t).unwrap();
        assert!(
            matches!(mv, Move::Normal { promote: true, .. }),
            "{promoting}"
        );
    }
}
