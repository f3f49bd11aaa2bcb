//! The SAN table of a rules file ([`san_pieces`]): which letter each piece type is written
//! with, which types are pawns and what each promotes to.

use koma_dsl::ir::{MoveMode, PieceType, Variant};
use koma_runtime::PieceKind;
use koma_runtime::san::SanPieces;

/// What `koma_runtime::san` needs of `variant`'s pieces.
///
/// A type is a pawn — written without letter, its captures naming its origin file (`exd5`) —
/// when it is not royal, its movement has both a move-only and a capture-only rule (Betza `m`
/// and `c`: the chess pawn's `mfW, cfF`, makruk's bia, shatranj's baidaq) and every rule goes
/// forward (so not the xiangqi cannon, which moves as a rook and captures by a hop). Such a
/// type is
/// what Fairy-Stockfish's SAN writes without letter (its `PAWN`); a piece that moves and
/// captures alike (the xiangqi soldier, the shogi pawn) keeps its letter, as there.
pub fn san_pieces(variant: &Variant) -> SanPieces {
    SanPieces {
        files: variant.board.files,
        ranks: variant.board.ranks,
        letters: variant.pieces.iter().map(san_letter).collect(),
        read_as: variant.pieces.iter().map(other_letters).collect(),
        pawns: variant.pieces.iter().map(is_pawn).collect(),
        promotes_to: variant
            .pieces
            .iter()
            .map(|p| p.promotes_to.map(|id| PieceKind(id as u8)))
            .collect(),
    }
}

/// `N`, or `+P` for a shogi-style promoted type. A type with aliases (`also H`) is written
/// with its first, as Fairy-Stockfish writes a type with a synonym letter (xiangqi's horse
/// `H`, elephant `E`).
fn san_letter(p: &PieceType) -> String {
    let letter = p.aliases.first().unwrap_or(&p.letter).to_ascii_uppercase();
    match p.promoted_from {
        Some(_) => format!("+{letter}"),
        None => letter.to_string(),
    }
}

/// The type's letters other than [`san_letter`]'s, read too.
fn other_letters(p: &PieceType) -> Vec<String> {
    let plus = if p.promoted_from.is_some() { "+" } else { "" };
    let written = san_letter(p);
    std::iter::once(p.letter)
        .chain(p.aliases.iter().copied())
        .map(|c| format!("{plus}{}", c.to_ascii_uppercase()))
        .filter(|l| *l != written)
        .collect()
}

/// Whether `p` moves like a pawn: not royal, with move-only and capture-only rules, all of
/// them forward.
fn is_pawn(p: &PieceType) -> bool {
    let has = |mode| p.moves.iter().any(|m| m.mode == mode);
    let forward = p.moves.iter().all(|m| m.dy > 0);
    !p.royal && forward && has(MoveMode::MoveOnly) && has(MoveMode::CaptureOnly)
}
