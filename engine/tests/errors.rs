//! Bad input gives errors, never panics: malformed or rule-breaking position texts, malformed
//! or illegal moves, garbage moves played unchecked; positions without royal pieces.

mod common;

use common::{engine, moves_text};
use koma_engine::{Position, PositionError};
use koma_runtime::setup::SetupErrorKind;
use koma_runtime::{Move, MoveError, PieceKind, Position as _, Square};

#[test]
fn malformed_position_texts() {
    let shogi = engine("shogi");
    let text_error = |t: &str| match Position::from_text(&shogi, t) {
        Err(PositionError::Text(e)) => e.kind,
        other => panic!("{t}: {other:?}"),
    };
    assert_eq!(text_error(""), SetupErrorKind::MissingField("board"));
    assert!(matches!(
        text_error("9/9 b"),
        SetupErrorKind::RankCount { .. }
    ));
    assert!(matches!(
        text_error("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1"),
        SetupErrorKind::RankWidth { .. }
    ));
    assert!(matches!(
        text_error("4k4/9/9/9/9/9/9/9/4X4 b - 1"),
        SetupErrorKind::UnknownPiece { .. }
    ));
    assert!(matches!(
        text_error("4k4/9/9/9/9/9/9/9/4+K4 b - 1"),
        SetupErrorKind::UnknownPiece { .. }
    ));
    assert!(matches!(
        text_error("4k4/9/9/9/9/9/9/9/4K4 x - 1"),
        SetupErrorKind::BadSide(_)
    ));
    assert!(matches!(
        text_error("4k4/9/9/9/9/9/9/9/4K4 b +P 1"),
        SetupErrorKind::BadHand(_)
    ));
    let xq = engine("xiangqi");
    let fen_error = |t: &str| Position::from_text(&xq, t).unwrap_err();
    // the SFEN side letter is not FEN's... `w` is Red in FEN, and an SFEN hand is no FEN field
    assert!(matches!(
        fen_error("4k4/9/9/9/9/9/9/9/9/4K4 x - - 0 1"),
        PositionError::Text(_)
    ));
    assert!(matches!(
        fen_error("4k4/9/9/9/9/9/9/9/4K4 w - - 0 1"),
        PositionError::Text(_)
    ));
    assert!(matches!(
        fen_error("4k4/9/9/9/9/9/9/9/9/4K4 w P - 0 1"),
        PositionError::Text(_)
    ));
}

#[test]
fn positions_that_break_the_rules() {
    let shogi = engine("shogi");
    let err = |t: &str| Position::from_text(&shogi, t).unwrap_err();
    assert!(matches!(
        err("k3k4/9/9/9/9/9/9/9/4K4 b - 1"),
        PositionError::TooManyRoyals { count: 2, .. }
    ));
    // a pawn, lance or knight where it could never move
    assert_eq!(
        err("P3k4/9/9/9/9/9/9/9/4K4 b - 1"),
        PositionError::DeadPiece {
            piece: "pawn".into(),
            square: "9a".into()
        }
    );
    assert!(matches!(
        err("4k4/9/9/9/9/9/9/9/l3K4 b - 1"),
        PositionError::DeadPiece { .. }
    ));
    assert!(matches!(
        err("4k4/N8/9/9/9/9/9/9/4K4 b - 1"),
        PositionError::DeadPiece { .. }
    ));
    // a promoted piece there is fine
    assert!(Position::from_text(&shogi, "+P3k4/9/9/9/9/9/9/9/4K4 b - 1").is_ok());
    assert!(matches!(
        err("4k4/9/9/9/9/9/9/9/4K4 b K 1"),
        PositionError::RoyalInHand { .. }
    ));
    assert!(matches!(
        err("4k4/9/9/9/9/9/9/9/4K4 b 200P100p 1"),
        PositionError::TooManyPieces { .. }
    ));
    // no hands in a variant whose captures leave the game
    let dropless = engine("wa-shogi-dropless");
    assert_eq!(
        Position::from_text(&dropless, "5k5/11/11/11/11/11/11/11/11/11/5K5 b P 1").unwrap_err(),
        PositionError::NoHands
    );
    // xiangqi: an elephant on e8 (all its targets are across the river or off the board), an
    // advisor outside the palace; an elephant on e6 could still go back to c4 or g4: fine
    let xq = engine("xiangqi");
    let err = |t: &str| Position::from_text(&xq, t).unwrap_err();
    assert!(matches!(
        err("4k4/4B4/9/9/9/9/9/9/9/4K4 w - - 0 1"),
        PositionError::DeadPiece { .. }
    ));
    assert!(Position::from_text(&xq, "4k4/9/9/4B4/9/9/9/9/9/4K4 w - - 0 1").is_ok());
    assert!(matches!(
        err("4k4/9/9/9/9/9/9/A8/9/4K4 w - - 0 1"),
        PositionError::DeadPiece { .. }
    ));
    // errors display as text
    assert_eq!(
        err("4k4/4B4/9/9/9/9/9/9/9/4K4 w - - 0 1").to_string(),
        "elephant on e8 could never move"
    );
}

#[test]
fn side_not_to_move_in_check_is_refused() {
    use koma_runtime::Color;
    // gote's king on 5a is attacked by sente's rook on 5e, sente to move: the king could be
    // taken, so no legal game reaches this
    let shogi = engine("shogi");
    let refused = PositionError::OpponentInCheck {
        color: Color::Second,
    };
    assert_eq!(
        Position::from_text(&shogi, "4k4/9/9/9/4R4/9/9/9/4K4 b - 1").unwrap_err(),
        refused
    );
    assert_eq!(
        Position::from_text(&shogi, "4k4/9/9/9/9/9/9/9/K3R4 b - 1").unwrap_err(),
        refused
    );
    assert_eq!(
        refused.to_string(),
        "the side not to move (the second player) is in check"
    );
    // the same board with gote to move is an ordinary check
    let pos = Position::from_text(&shogi, "4k4/9/9/9/4R4/9/9/9/4K4 w - 1").unwrap();
    assert!(pos.is_check());
    // a piece between them: no check, either side to move
    assert!(Position::from_text(&shogi, "4k4/4p4/9/9/4R4/9/9/9/4K4 b - 1").is_ok());
    // sente's king attacked by gote's rook, gote to move
    assert_eq!(
        Position::from_text(&shogi, "4k4/9/9/9/4r4/9/9/9/4K4 w - 1").unwrap_err(),
        PositionError::OpponentInCheck {
            color: Color::First
        }
    );
    // xiangqi: Black's general on e9 attacked by Red's chariot on e5, Red to move; a cannon
    // checks over a screen, a horse's check needs its leg free
    let xq = engine("xiangqi");
    let err = |t: &str| Position::from_text(&xq, t);
    assert_eq!(
        err("4k4/9/9/9/4R4/9/9/9/9/3K5 w - - 0 1").unwrap_err(),
        refused
    );
    assert_eq!(
        err("4k4/9/4p4/9/4C4/9/9/9/9/3K5 w - - 0 1").unwrap_err(),
        refused
    );
    assert_eq!(
        err("4k4/9/3N5/9/9/9/9/9/9/3K5 w - - 0 1").unwrap_err(),
        refused
    );
    assert!(err("4k4/3p5/3N5/9/9/9/9/9/9/3K5 w - - 0 1").is_ok());
    assert!(err("4k4/9/9/9/4R4/9/9/9/9/3K5 b - - 0 1").is_ok());
}

#[test]
fn positions_without_royals() {
    // no royal at all: every pseudo-legal move is legal
    let e = engine("shogi");
    let pos = Position::from_text(&e, "9/9/9/9/4r4/9/9/9/4R4 b - 1").unwrap();
    assert!(!pos.is_check());
    // the rook on 5i: 5h..5f (3) and the capture 5e, plus 8 along rank i: 12
    assert_eq!(moves_text(&pos).len(), 12);
    assert!(koma_runtime::perft(&pos, 3) > 0);
    let xq = engine("xiangqi");
    let pos = Position::from_text(&xq, "9/9/9/9/9/9/9/9/9/4R4 w - - 0 1").unwrap();
    assert_eq!(moves_text(&pos).len(), 17);
}

#[test]
fn malformed_and_illegal_moves() {
    let e = engine("shogi");
    let pos = e.start_position().unwrap();
    for bad in [
        "", " ", "7g", "7g7", "7g7f++", "7g7f+x", "0a1a", "10a9a", "7z7f", "g7f7", "P*", "P*5",
        "X*5e", "K*5e", "+P*5e", "*5e", "7g-7f", "７g７f", "P*5e+", "h2e2",
    ] {
        assert!(
            matches!(pos.parse_move(bad), Err(MoveError::Syntax(_))),
            "{bad:?}"
        );
    }
    // `7g7g` reads as a pass (Janggi), which shogi has not
    for illegal in [
        "7g7g", "7g7e", "7c7d", "5e5d", "P*5e", "2h2b", "7g7f+", "1i1h+",
    ] {
        assert!(
            matches!(pos.parse_move(illegal), Err(MoveError::Illegal(_))),
            "{illegal:?}"
        );
    }
    assert!(pos.parse_move("7g7f").is_ok());
    // ICCS: Red's cannon h2 to the centre
    let xq = engine("xiangqi");
    let pos = xq.start_position().unwrap();
    let mv = pos.parse_move("h2e2").unwrap();
    assert_eq!(pos.format_move(mv), "h2e2");
    assert_eq!(pos.parse_move("H2-E2"), Ok(mv));
    for bad in ["", "h2", "h2e", "j2e2", "h10e2", "h2e2x", "7g7f", "h2e2+x"] {
        assert!(
            matches!(pos.parse_move(bad), Err(MoveError::Syntax(_))),
            "{bad:?}"
        );
    }
    for illegal in ["h2h3x", "h7e7", "e0e1+", "a0a5"] {
        let r = pos.parse_move(illegal);
        assert!(r.is_err(), "{illegal:?}");
    }
    assert!(matches!(pos.parse_move("a0a5"), Err(MoveError::Illegal(_))));
    assert!(
        matches!(pos.parse_move("P*e4"), Err(MoveError::Syntax(_))),
        "no drops in xiangqi"
    );
}

/// A tiny deterministic generator, for the no-panic sweep.
fn lcg(state: &mut u64) -> u64 {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *state >> 33
}

#[test]
fn garbage_never_panics() {
    const ALPHABET: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyzKPLNSGBR+*-/ w\xc3\xa9";
    let mut seed = 7;
    for name in ["shogi", "xiangqi", "wa-shogi", "kilyow"] {
        let e = engine(name);
        let start = e.start_position().unwrap();
        for _ in 0..3000 {
            let len = lcg(&mut seed) % 24;
            let bytes: Vec<u8> = (0..len)
                .map(|_| ALPHABET[(lcg(&mut seed) % ALPHABET.len() as u64) as usize])
                .collect();
            let text = String::from_utf8_lossy(&bytes);
            let _ = start.parse_move(&text);
            let _ = Position::from_text(&e, &text);
            // mutate the start text too: closer to valid
            let mut t: Vec<char> = start.to_text().chars().collect();
            let i = (lcg(&mut seed) as usize) % t.len();
            t[i] = ALPHABET[(lcg(&mut seed) % 40) as usize] as char;
            if let Ok(p) = Position::from_text(&e, &t.iter().collect::<String>()) {
                let _ = koma_runtime::perft(&p, 2);
                let _ = p.to_text();
            }
        }
        // garbage moves played unchecked: unspecified, but no panic
        let mut pos = start.clone();
        for _ in 0..2000 {
            let mv = match lcg(&mut seed) % 3 {
                0 => Move::Drop {
                    piece: PieceKind((lcg(&mut seed) % 80) as u8),
                    to: Square((lcg(&mut seed) % 300) as u16),
                },
                _ => Move::Normal {
                    from: Square((lcg(&mut seed) % 300) as u16),
                    to: Square((lcg(&mut seed) % 300) as u16),
                    promote: lcg(&mut seed).is_multiple_of(2),
                },
            };
            let _ = pos.format_move(mv);
            let _ = pos.play(mv);
            pos.play_unchecked(mv);
            let mut v = Vec::new();
            pos.legal_moves(&mut v);
            let _ = pos.is_check();
            let _ = pos.to_text();
        }
    }
}
