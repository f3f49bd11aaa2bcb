//! Insufficient material (`insufficient-material draws mating PIECES`): the game is drawn when
//! neither side can mate, by Fairy-Stockfish's reading (`has_insufficient_material` in its
//! `apiutil.h`), stated for any piece set: a side can mate when it has a mating piece or one
//! that promotes to a mating type; else when it has a colour-bound piece and the colour-bound
//! pieces of both sides stand on both square colours, or some other non-royal piece stands on
//! the board; else when it has another piece and the board holds two non-royal pieces or more.

use crate::{Color, GamePosition, PieceKind, Square};

/// What the insufficient-material test needs of the variant (derived by the rules checker).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Insufficient {
    /// The types a side can mate with, with its royal piece (chess: queen, rook).
    pub mating: Vec<PieceKind>,
    /// The types that promote to a mating type (chess's pawn): as good as a mating piece.
    pub promoting: Vec<PieceKind>,
    /// The types that never leave the square colour they stand on (every move with an even
    /// `dx + dy`: chess's bishop, shatranj's ferz and alfil).
    pub colorbound: Vec<PieceKind>,
    /// The royal types, which never count.
    pub royal: Vec<PieceKind>,
    /// The board's width, for the square colours.
    pub files: u8,
    /// How many piece types the variant has (for the hands).
    pub kinds: u8,
    /// `stalemate draws`: otherwise a stalemate wins, and any piece may bring one about.
    pub stalemate_draws: bool,
}

impl Insufficient {
    /// Whether neither side of `pos` has the material to mate (the game is drawn). A piece in
    /// hand is always enough.
    pub fn applies<P: GamePosition>(&self, pos: &P) -> bool {
        let pieces: Vec<(Color, PieceKind, Square)> = (0..pos.square_count())
            .map(|s| Square(s as u16))
            .filter_map(|s| pos.piece_at(s).map(|(c, k)| (c, k, s)))
            .filter(|(_, k, _)| !self.royal.contains(k))
            .collect();
        Color::ALL
            .iter()
            .all(|&c| self.cannot_mate(pos, c, &pieces))
    }

    /// Whether side `c` cannot mate, given the non-royal pieces on the board.
    fn cannot_mate<P: GamePosition>(
        &self,
        pos: &P,
        c: Color,
        pieces: &[(Color, PieceKind, Square)],
    ) -> bool {
        let strong = |k: &PieceKind| self.mating.contains(k) || self.promoting.contains(k);
        let in_hand = (0..self.kinds).any(|k| pos.hand_count(c, PieceKind(k)) > 0);
        if in_hand || pieces.iter().any(|(pc, k, _)| *pc == c && strong(k)) {
            return false;
        }
        let bound = |k: &PieceKind| self.colorbound.contains(k);
        let shade = |s: Square| (s.file(self.files) + s.rank(self.files)) % 2;
        let own_bound = pieces.iter().any(|(pc, k, _)| *pc == c && bound(k));
        let own_free = pieces.iter().any(|(pc, k, _)| *pc == c && !bound(k));
        let free = pieces.iter().any(|(_, k, _)| !bound(k));
        let shades =
            pieces
                .iter()
                .filter(|(_, k, _)| bound(k))
                .fold([false; 2], |mut seen, (_, _, s)| {
                    seen[shade(*s) as usize] = true;
                    seen
                });
        let loose = !self.stalemate_draws;
        if own_bound && ((shades[0] && shades[1]) || free || loose) {
            return false;
        }
        !(own_free && (pieces.len() >= 2 || loose))
    }
}
