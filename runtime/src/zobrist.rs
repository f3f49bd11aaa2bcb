//! The one Zobrist scheme of koma: the keys every backend hashes a position with, so equal
//! positions hash alike on the reference engine and on every compiled generator.
//!
//! A position's hash is the XOR of
//! - [`board_key`] of every piece on the board (its colour, [`PieceKind`] and [`Square`]);
//! - [`hand_key`] of every (colour, kind) with pieces in hand, keyed by the count held (a count
//!   of 0 has the key 0, so a position without hands needs no hand term);
//! - [`SIDE_KEY`] when the second player is to move;
//! - [`lion_capture_key`] of the lion-capture square, when there is one (Chu shogi's
//!   counter-strike rule: [`Setup::lion_capture`]);
//! - [`castling_key`] of every castling right kept ([`Setup::castling`], each right as the
//!   backends write it: `K`/`Q` for the outermost partner on a side, else the partner's file);
//! - [`en_passant_key`] of the en-passant square, only when an en-passant capture there is
//!   legal for the side to move (as python-chess's transposition key and Stockfish count it).
//!
//! That is "the same position" of FIDE's Laws 9.2.2: the same pieces on the same squares, the
//! same side to move, the same castling rights and the same possible en-passant captures (and
//! in the shogi family the same hands). The move counters are not hashed: positions that differ
//! only in them are repetitions; neither are a game's counting state (`counting ... draws`) nor
//! the passes in a row before a position.
//!
//! [`setup_hash`] is this definition written out, from a [`Setup`] whose `en_passant` is the
//! square only when the capture is legal: FEN's field (what `to_setup` gives) names the square
//! whenever a pawn stands to take, legal or not, as Fairy-Stockfish writes it, so a backend's
//! hash is `setup_hash` of its `to_setup()` with `en_passant` replaced by its
//! `legal_en_passant()`. Every key is [`zobrist_key`] of an index that names its feature: a tag
//! (board, hand, side, lion capture, castling, en passant) above the colour, the kind and the
//! square or count, so no two features share a key (SplitMix64 is a bijection). All are
//! `const fn`s: generated code builds its key tables at compile time.

use crate::castling::{CastlingFlag, CastlingSide};
use crate::setup::Setup;
use crate::{Color, PieceKind, Square};

/// The Zobrist key numbered `index`: 64 pseudo-random bits (SplitMix64 of the index), the same
/// in every build. Distinct indices give distinct keys.
pub const fn zobrist_key(index: u64) -> u64 {
    let mut z = index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The index of a feature: `tag` (0 board, 1 hand, 2 side, 3 lion capture, 4 castling right,
/// 5 en-passant square) in bits 48.., the colour in bit 40,
/// the kind in bits 32..40, `value` (a square or a count) in bits 0..32.
const fn feature(tag: u64, color: Color, kind: PieceKind, value: u32) -> u64 {
    (tag << 48) | ((color.index() as u64) << 40) | ((kind.0 as u64) << 32) | value as u64
}

/// The key of a piece of `kind` and `color` standing on `sq`.
pub const fn board_key(color: Color, kind: PieceKind, sq: Square) -> u64 {
    zobrist_key(feature(0, color, kind, sq.0 as u32))
}

/// The key of `color` holding `count` pieces of `kind` in hand; 0 for a count of 0. Taking a
/// piece into the hand changes the hash by `hand_key(c, k, n) ^ hand_key(c, k, n + 1)`.
pub const fn hand_key(color: Color, kind: PieceKind, count: u32) -> u64 {
    if count == 0 {
        0
    } else {
        zobrist_key(feature(1, color, kind, count))
    }
}

/// The key XORed into the hash when the second player is to move.
pub const SIDE_KEY: u64 = zobrist_key(feature(2, Color::First, PieceKind(0), 0));

/// The key of the lion-capture square `sq` ([`Setup::lion_capture`]: a piece that is not a lion
/// just took a lion there, so the counter-strike rule holds for the side to move).
pub const fn lion_capture_key(sq: Square) -> u64 {
    zobrist_key(feature(3, Color::First, PieceKind(0), sq.0 as u32))
}

/// The key of the castling right `flag` kept ([`Setup::castling`]): per side, `K` and `Q`
/// and each partner file have keys of their own.
pub const fn castling_key(flag: CastlingFlag) -> u64 {
    let value = match flag.side {
        CastlingSide::King => 0,
        CastlingSide::Queen => 1,
        CastlingSide::File(f) => 2 + f as u32,
    };
    zobrist_key(feature(4, flag.color, PieceKind(0), value))
}

/// The key of the en-passant square `sq`, hashed only while an en-passant capture onto it is
/// legal for the side to move.
pub const fn en_passant_key(sq: Square) -> u64 {
    zobrist_key(feature(5, Color::First, PieceKind(0), sq.0 as u32))
}

/// The key of the side to move: [`SIDE_KEY`] for the second player, 0 for the first.
pub const fn side_key(side: Color) -> u64 {
    match side {
        Color::First => 0,
        Color::Second => SIDE_KEY,
    }
}

/// The hash of the position `setup` describes: the definition every backend's
/// `GamePosition::zobrist` agrees with. `setup.en_passant` is hashed as given: pass the square
/// only when an en-passant capture there is legal (see the module's documentation).
pub fn setup_hash(setup: &Setup) -> u64 {
    let mut h = side_key(setup.side);
    for (sq, entry) in setup.board.iter().enumerate() {
        if let Some((color, kind)) = *entry {
            h ^= board_key(color, kind, Square(sq as u16));
        }
    }
    for color in Color::ALL {
        for (kind, &n) in setup.hands[color.index()].iter().enumerate() {
            h ^= hand_key(color, PieceKind(kind as u8), n as u32);
        }
    }
    if let Some(sq) = setup.lion_capture {
        h ^= lion_capture_key(sq);
    }
    for &flag in &setup.castling {
        h ^= castling_key(flag);
    }
    if let Some(sq) = setup.en_passant {
        h ^= en_passant_key(sq);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_stable() {
        let keys: Vec<u64> = (0..10_000).map(zobrist_key).collect();
        let mut sorted = keys.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), keys.len());
        assert_eq!(zobrist_key(7), zobrist_key(7));
        assert_ne!(zobrist_key(0), 0);
    }

    #[test]
    fn board_hand_and_side_keys_never_collide() {
        let mut keys = vec![SIDE_KEY];
        keys.extend((0..256).map(|v| lion_capture_key(Square(v))));
        keys.extend((0..256).map(|v| en_passant_key(Square(v))));
        for color in Color::ALL {
            let sides = [CastlingSide::King, CastlingSide::Queen];
            for side in sides.into_iter().chain((0..26).map(CastlingSide::File)) {
                keys.push(castling_key(CastlingFlag { color, side }));
            }
        }
        for color in Color::ALL {
            for kind in 0..64u8 {
                for v in 0..256u16 {
                    keys.push(board_key(color, PieceKind(kind), Square(v)));
                    if v > 0 {
                        keys.push(hand_key(color, PieceKind(kind), v as u32));
                    }
                }
            }
        }
        let n = keys.len();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), n);
        assert!(!keys.contains(&0));
        assert_eq!(hand_key(Color::First, PieceKind(3), 0), 0);
    }

    #[test]
    fn setup_hash_is_the_xor_of_its_features() {
        let mut board = vec![None; 4];
        board[1] = Some((Color::First, PieceKind(2)));
        board[3] = Some((Color::Second, PieceKind(0)));
        let setup = Setup {
            files: 2,
            ranks: 2,
            board,
            hands: [vec![0, 2, 0], vec![1, 0, 0]],
            side: Color::Second,
            halfmove: 5,
            move_number: 9,
            en_passant: None,
            castling: Vec::new(),
            lion_capture: None,
        };
        let expected = SIDE_KEY
            ^ board_key(Color::First, PieceKind(2), Square(1))
            ^ board_key(Color::Second, PieceKind(0), Square(3))
            ^ hand_key(Color::First, PieceKind(1), 2)
            ^ hand_key(Color::Second, PieceKind(0), 1);
        assert_eq!(setup_hash(&setup), expected);
        // the counters are not hashed
        let later = Setup {
            halfmove: 0,
            move_number: 1,
            ..setup.clone()
        };
        assert_eq!(setup_hash(&later), setup_hash(&setup));
        let other_side = Setup {
            side: Color::First,
            ..setup.clone()
        };
        assert_eq!(setup_hash(&other_side), setup_hash(&setup) ^ SIDE_KEY);
        let lion = Setup {
            lion_capture: Some(Square(2)),
            ..setup.clone()
        };
        assert_eq!(
            setup_hash(&lion),
            setup_hash(&setup) ^ lion_capture_key(Square(2))
        );
        assert_ne!(lion_capture_key(Square(2)), lion_capture_key(Square(3)));
        let flag = |color, side| CastlingFlag { color, side };
        let rights = Setup {
            castling: vec![
                flag(Color::First, CastlingSide::Queen),
                flag(Color::Second, CastlingSide::King),
            ],
            en_passant: Some(Square(1)),
            ..setup.clone()
        };
        assert_eq!(
            setup_hash(&rights),
            setup_hash(&setup)
                ^ castling_key(flag(Color::First, CastlingSide::Queen))
                ^ castling_key(flag(Color::Second, CastlingSide::King))
                ^ en_passant_key(Square(1))
        );
    }
}
