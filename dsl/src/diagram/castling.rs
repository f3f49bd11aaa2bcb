//! The castling lines of a piece's diagram.

use crate::ir::PieceId;
use koma_runtime::Square;

/// The lines `koma show` adds under a piece's diagram: each castling of a royal type
/// (`castles e1 to g1 with the rook from h1 to f1, ...`) or of a partner type.
pub(crate) fn notes(variant: &crate::ir::Variant, piece: PieceId) -> Vec<String> {
    let (files, ranks) = (variant.board.files, variant.board.ranks);
    let name = |s: Square| koma_runtime::uci::square_text(s, files, ranks);
    variant
        .castling
        .iter()
        .filter(|c| c.royal == piece || c.partner == piece)
        .map(|c| {
            let ((rf, rt), (pf, pt)) = (c.royal_squares, c.partner_squares);
            let (royal, partner) = (&variant.pieces[c.royal].name, &variant.pieces[c.partner].name);
            format!(
                "castling: the {royal} {} to {} with the {partner} {} to {} (first player's squares; \
                 not in check, not passing or arriving on an attacked square, the squares between empty)",
                name(rf),
                name(rt),
                name(pf),
                name(pt)
            )
        })
        .collect()
}
