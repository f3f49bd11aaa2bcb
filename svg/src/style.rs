//! How a variant's board is drawn, read from its rules file.
//!
//! Two region names have a drawing meaning (the language has no board-style statement):
//! - a region named `palace` makes the board one of points (pieces on the intersections, as in
//!   xiangqi and janggi) and draws the diagonals of its palace on each side;
//! - on such a board, a region named `own-half` that is whole ranks from the first player's side
//!   draws the river after its last rank (the inner files' lines stop at it).
//!
//! Square boards shade the promotion zone of each side.

use koma_dsl::ir::Variant;
use koma_runtime::{Color, Square};

/// How a board is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardStyle {
    /// Square cells, pieces inside them; `zone[square]` tells the squares shaded (the promotion
    /// zone of either side).
    Squares {
        /// `files * ranks` flags: the shaded squares.
        zone: Vec<bool>,
    },
    /// Points, pieces on the intersections.
    Points {
        /// The river: the river runs between rank `river - 1` and rank `river` (0-based, from
        /// the first player's side).
        river: Option<u8>,
        /// Each side's palace as its corner points `(file, rank)`, lowest then highest.
        palaces: Vec<((u8, u8), (u8, u8))>,
    },
}

/// The style of `variant`'s board (see the [module docs](self)).
pub fn board_style(variant: &Variant) -> BoardStyle {
    let files = variant.board.files;
    let n = variant.board.squares();
    let region = |name: &str| variant.regions.iter().find(|r| r.name == name);
    let Some(palace) = region("palace") else {
        let zone = match &variant.promotion {
            Some(p) => {
                let r = &variant.regions[p.zone];
                (0..n).map(|i| r.mask[0][i] || r.mask[1][i]).collect()
            }
            None => vec![false; n],
        };
        return BoardStyle::Squares { zone };
    };
    let palaces = [Color::First, Color::Second]
        .into_iter()
        .filter_map(|c| {
            let squares: Vec<(u8, u8)> = (0..n)
                .filter(|&i| palace.mask[c.index()][i])
                .map(|i| Square(i as u16))
                .map(|s| (s.file(files), s.rank(files)))
                .collect();
            let lo = (
                squares.iter().map(|s| s.0).min()?,
                squares.iter().map(|s| s.1).min()?,
            );
            let hi = (
                squares.iter().map(|s| s.0).max()?,
                squares.iter().map(|s| s.1).max()?,
            );
            Some((lo, hi))
        })
        .collect();
    let river = region("own-half").and_then(|half| {
        let ranks = (0..variant.board.ranks)
            .take_while(|&r| (0..files).all(|f| half.mask[0][Square::new(f, r, files).index()]))
            .count() as u8;
        let rest_out = (0..n)
            .filter(|&i| half.mask[0][i])
            .all(|i| Square(i as u16).rank(files) < ranks);
        (ranks > 0 && ranks < variant.board.ranks && rest_out).then_some(ranks)
    });
    BoardStyle::Points { river, palaces }
}
