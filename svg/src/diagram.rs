//! [`piece_svg`] and [`variant_svg`]: movement diagrams as SVG, the pictures of `koma show`'s
//! 7x7 grids (`koma_dsl::diagram`: the same marks and notes).

use crate::shape::{Outline, piece};
use crate::style::{BoardStyle, board_style};
use crate::xml::escape;
use koma_dsl::diagram::{SIZE, piece_marks, piece_notes};
use koma_dsl::ir::{PieceId, Variant};
use koma_runtime::Color;
use std::fmt::Write as _;

/// A grid cell's side in pixels.
const CELL: f64 = 36.0;
/// The margin, in pixels.
const PAD: f64 = 8.0;
/// The height of the header line and of each note line, in pixels.
const LINE: f64 = 16.0;
/// One diagram's width, in pixels.
const WIDTH: f64 = 2.0 * PAD + SIZE as f64 * CELL + 120.0;
/// Diagrams per row in [`variant_svg`].
const PER_ROW: usize = 4;

/// One diagram as a group at `(x, y)`, and its height.
fn diagram(variant: &Variant, id: PieceId, x: f64, y: f64) -> (String, f64) {
    let p = &variant.pieces[id];
    let outline = Outline::of(
        variant,
        matches!(board_style(variant), BoardStyle::Points { .. }),
    );
    let notes = piece_notes(variant, id);
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<g class="diagram" data-piece="{}" transform="translate({x} {y})">"#,
        escape(&p.symbol(Color::First))
    );
    let header = match &p.promotes_to {
        Some(to) => format!(
            "{} {} — {}, promotes to {}",
            p.name,
            p.symbol(Color::First),
            p.betza,
            variant.pieces[*to].name
        ),
        None => format!("{} {} — {}", p.name, p.symbol(Color::First), p.betza),
    };
    let _ = write!(
        out,
        r##"<text class="header" x="{PAD}" y="{:.1}" font-size="13" fill="#111">{}</text>"##,
        PAD + 12.0,
        escape(&header)
    );
    let top = PAD + LINE + 4.0;
    let marks = piece_marks(p);
    for (r, row) in marks.iter().enumerate() {
        for (c, mark) in row.iter().enumerate() {
            let (cx, cy) = (PAD + c as f64 * CELL, top + r as f64 * CELL);
            let _ = write!(
                out,
                r##"<rect x="{cx}" y="{cy}" width="{CELL}" height="{CELL}" fill="#f3e0b0" stroke="#6b4a1e"/>"##
            );
            if (r, c) == (SIZE / 2, SIZE / 2) {
                let _ = write!(
                    out,
                    r#"<g class="centre" transform="translate({} {})">{}</g>"#,
                    cx + CELL / 2.0,
                    cy + CELL / 2.0,
                    piece(outline, p, Color::First, CELL, false)
                );
            } else if let Some(m) = mark {
                let _ = write!(
                    out,
                    r#"<g class="mark" data-row="{r}" data-col="{c}" data-mark="{m}" transform="translate({} {})">{}</g>"#,
                    cx + CELL / 2.0,
                    cy + CELL / 2.0,
                    mark_svg(*m)
                );
            }
        }
    }
    let mut y_note = top + SIZE as f64 * CELL + LINE;
    for n in &notes {
        let _ = write!(
            out,
            r##"<text class="note" x="{PAD}" y="{y_note:.1}" font-size="11" fill="#333">{}</text>"##,
            escape(n)
        );
        y_note += LINE;
    }
    out.push_str("</g>");
    (out, y_note - LINE + PAD)
}

/// The picture of one mark (see `koma_dsl::diagram`'s legend) centred on the origin.
fn mark_svg(mark: char) -> String {
    let r = 0.3 * CELL;
    match mark {
        '○' => format!(r##"<circle r="{r:.1}" fill="none" stroke="#111" stroke-width="2"/>"##),
        '●' => format!(r##"<circle r="{r:.1}" fill="#111"/>"##),
        '◎' => format!(
            r##"<circle r="{r:.1}" fill="none" stroke="#111" stroke-width="2"/><circle r="{:.1}" fill="none" stroke="#111" stroke-width="2"/>"##,
            r / 2.0
        ),
        '◉' => format!(
            r##"<circle r="{r:.1}" fill="none" stroke="#111" stroke-width="2"/><circle r="{:.1}" fill="#111"/>"##,
            r / 2.0
        ),
        // ②…⑯: the range in a circle
        c => {
            let n = u32::from(c).saturating_sub(0x245F);
            format!(
                r##"<circle r="{r:.1}" fill="none" stroke="#111" stroke-width="2"/><text text-anchor="middle" dominant-baseline="central" font-size="14" fill="#111">{n}</text>"##
            )
        }
    }
}

/// Wraps groups in an SVG document `w` by `h` pixels.
fn document(body: &str, w: f64, h: f64) -> String {
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" class="koma-diagrams" width="{w:.0}" height="{h:.0}" viewBox="0 0 {w:.0} {h:.0}" font-family="'Noto Serif CJK JP','Noto Sans CJK JP',serif"><rect width="{w:.0}" height="{h:.0}" fill="#fff"/>{body}</svg>
"##
    )
}

/// The movement diagram of `piece` as a standalone SVG document: the header (name, letter,
/// moves in Betza, promotion), the 7x7 grid with the piece in the centre seen by the first
/// player (forward up) and its marks (`<g class="mark" data-row data-col data-mark="●">`,
/// rows and columns as `koma_dsl::diagram::piece_marks` gives them), and the notes.
///
/// # Panics
/// When `piece` is not an index into `variant.pieces`.
pub fn piece_svg(variant: &Variant, piece: PieceId) -> String {
    let (body, h) = diagram(variant, piece, 0.0, 0.0);
    document(&body, WIDTH, h)
}

/// Every piece's movement diagram ([`piece_svg`]) in one SVG document, in declaration order,
/// four to a row.
pub fn variant_svg(variant: &Variant) -> String {
    let mut body = String::new();
    let (mut y, mut row_h) = (0.0f64, 0.0f64);
    for id in 0..variant.pieces.len() {
        let col = id % PER_ROW;
        if col == 0 && id > 0 {
            y += row_h;
            row_h = 0.0;
        }
        let (g, h) = diagram(variant, id, col as f64 * WIDTH, y);
        body.push_str(&g);
        row_h = row_h.max(h);
    }
    let cols = variant.pieces.len().clamp(1, PER_ROW) as f64;
    document(&body, cols * WIDTH, y + row_h)
}
