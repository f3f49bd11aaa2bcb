//! One piece drawn at the origin: its outline (a shogi pentagon, a xiangqi disc, or none for a
//! chess glyph) and its glyph or letter, turned for the second player where pentagons are used.

use crate::xml::escape;
use koma_dsl::ir::{PieceType, Variant};
use koma_runtime::Color;

/// The outline a variant's pieces are drawn in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outline {
    /// A shogi pentagon pointing at the opponent; the second player's is turned 180°.
    Pentagon,
    /// A disc, red for the first player and dark for the second (a board of points).
    Disc,
    /// No outline: the glyph itself is the picture (chess symbols `♔`…`♟`).
    Bare,
}

impl Outline {
    /// The outline of `variant`'s pieces: discs on a board of points, bare chess symbols when
    /// every glyph is one, else pentagons.
    pub fn of(variant: &Variant, points: bool) -> Outline {
        let chess = |c: char| ('\u{2654}'..='\u{265F}').contains(&c);
        if points {
            Outline::Disc
        } else if variant.pieces.iter().all(|p| {
            p.glyph
                .iter()
                .all(|g| !g.is_empty() && g.chars().all(chess))
        }) {
            Outline::Bare
        } else {
            Outline::Pentagon
        }
    }
}

/// The label drawn on `piece` for `color`: its glyph, or its letter when it has none.
pub fn label(piece: &PieceType, color: Color) -> String {
    let g = &piece.glyph[color.index()];
    if g.trim().is_empty() {
        piece.symbol(color)
    } else {
        g.clone()
    }
}

/// The SVG of `piece` for `color` centred on the origin, `size` the cell's side in pixels; a
/// pentagon points away from the side at the bottom, the second player's when `flipped`.
pub fn piece(
    outline: Outline,
    piece: &PieceType,
    color: Color,
    size: f64,
    flipped: bool,
) -> String {
    let text = label(piece, color);
    let chars = text.chars().count().max(1) as f64;
    let promoted = piece.promoted_from.is_some();
    let s = size;
    let (shape, ink) = match outline {
        Outline::Pentagon => {
            let d = format!(
                "M0 {:.1} L{:.1} {:.1} L{:.1} {:.1} L{:.1} {:.1} L{:.1} {:.1} Z",
                -0.44 * s,
                0.32 * s,
                -0.3 * s,
                0.4 * s,
                0.42 * s,
                -0.4 * s,
                0.42 * s,
                -0.32 * s,
                -0.3 * s
            );
            let ink = if promoted { "#c00000" } else { "#111" };
            (
                format!(r##"<path d="{d}" fill="#f6dca0" stroke="#6b4a1e" stroke-width="1.2"/>"##),
                ink,
            )
        }
        Outline::Disc => {
            let ink = match color {
                Color::First => "#c00000",
                Color::Second => "#1a1a1a",
            };
            (
                format!(
                    r##"<circle r="{:.1}" fill="#f3e2bf" stroke="{ink}" stroke-width="2"/>"##,
                    0.42 * s
                ),
                ink,
            )
        }
        Outline::Bare => {
            let ink = if promoted { "#c00000" } else { "#111" };
            (String::new(), ink)
        }
    };
    let font = match outline {
        Outline::Bare => 0.8 * s / chars.sqrt(),
        _ => 0.46 * s / chars.powf(0.8),
    };
    let turn = outline == Outline::Pentagon && (color == Color::Second) != flipped;
    let inner = format!(
        r#"{shape}<text y="{:.1}" text-anchor="middle" dominant-baseline="central" font-size="{font:.1}" fill="{ink}">{}</text>"#,
        if outline == Outline::Pentagon {
            0.04 * s
        } else {
            0.0
        },
        escape(&text)
    );
    if turn {
        format!(r#"<g transform="rotate(180)">{inner}</g>"#)
    } else {
        inner
    }
}
