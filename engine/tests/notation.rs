//! Position texts round-trip; USI and ICCS squares follow `../shared/rules/notation.md`.

mod common;

use common::{engine, play_all};
use koma_engine::Position;
use koma_runtime::{Color, Move, Position as _, Square};

#[test]
fn position_texts_round_trip() {
    for (name, texts) in [
        (
            "shogi",
            &[
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
                "7k1/9/9/9/l2s5/6snb/9/9/8K b 2G 1",
            ][..],
        ),
        (
            "xiangqi",
            &[
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
                "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 b - - 12 40",
            ][..],
        ),
        (
            "kilyow",
            &["qhwbkbwhq/1r5y1/ppppppppp/9/9/9/PPPPPPPPP/1Y5R1/QHWBKBWHQ b - 1"][..],
        ),
        (
            "wa-shogi",
            &[
                "hmlcvkwgudo/1e3s3f1/ppprpppxppp/3p3p3/11/11/11/3P3P3/PPPXPPPRPPP/1F3S3E1/ODUGWKVCLMH b - 1",
            ][..],
        ),
        (
            "minishogi",
            &["rbsgk/4p/5/P4/KGSBR b - 1", "rbsgk/4p/5/P4/KGSBR w 2Pp 7"][..],
        ),
    ] {
        let e = engine(name);
        assert_eq!(
            e.start_position().unwrap().to_text(),
            e.variant().start,
            "{name}"
        );
        for t in texts {
            assert_eq!(Position::from_text(&e, t).unwrap().to_text(), *t, "{name}");
        }
    }
}

#[test]
fn usi_squares() {
    let e = engine("shogi");
    let pos = e.start_position().unwrap();
    // 7g: file 7 from sente's right = index 2; rank g = 7th from the top = index 2
    let mv = pos.parse_move("7g7f").unwrap();
    assert_eq!(
        mv,
        Move::Normal {
            from: Square::new(2, 2, 9),
            to: Square::new(2, 3, 9),
            promote: false
        }
    );
    assert_eq!(pos.format_move(mv), "7g7f");
    // bishop exchange: 8h2b+ then the recapture, then a drop
    let mut pos = pos;
    play_all(&mut pos, &["7g7f", "3c3d", "8h2b+", "3a2b"]);
    assert_eq!(
        pos.to_text(),
        // each side holds a bishop: sente took one, gote took the horse back (as a bishop)
        "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5"
    );
    let drop = pos.parse_move("B*5e").unwrap();
    assert_eq!(
        drop,
        Move::Drop {
            piece: e.piece_by_letter('B').unwrap(),
            to: Square::new(4, 4, 9)
        }
    );
    assert_eq!(pos.format_move(drop), "B*5e");
    // 11x11: files 1..11 (two digits), ranks a..k
    let wa = engine("wa-shogi");
    let pos = wa.start_position().unwrap();
    let mv = pos.parse_move("11i11h").unwrap();
    assert_eq!(
        mv,
        Move::Normal {
            from: Square::new(0, 2, 11),
            to: Square::new(0, 3, 11),
            promote: false
        }
    );
    assert_eq!(pos.format_move(mv), "11i11h");
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    for m in moves {
        assert_eq!(pos.parse_move(&pos.format_move(m)), Ok(m));
    }
}

#[test]
fn iccs_squares_and_fen_counters() {
    let e = engine("xiangqi");
    let mut pos = e.start_position().unwrap();
    // h2: file h (index 7) from Red's left, rank 2 from Red's side
    let mv = pos.parse_move("h2e2").unwrap();
    assert_eq!(
        mv,
        Move::Normal {
            from: Square::new(7, 2, 9),
            to: Square::new(4, 2, 9),
            promote: false
        }
    );
    play_all(&mut pos, &["h2e2", "h9g7", "e2e6"]);
    // the cannon took the soldier on e6: halfmove clock 0, fullmove 2 (Black to move)
    assert_eq!(
        pos.to_text(),
        "rnbakab1r/9/1c4nc1/p1p1C1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 2"
    );
    assert_eq!(pos.side_to_move(), Color::Second);
    play_all(&mut pos, &["b9c7"]);
    assert!(pos.to_text().ends_with(" w - - 1 3"));
}

#[test]
fn divide_sums_to_perft() {
    let e = engine("kilyow");
    let pos = e.start_position().unwrap();
    let d = koma_runtime::divide(&pos, 2);
    assert_eq!(d.len(), 30);
    assert_eq!(d.iter().map(|(_, n)| n).sum::<u64>(), 900);
}
