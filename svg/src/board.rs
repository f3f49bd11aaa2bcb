//! [`position_svg`]: a position as an SVG picture.

use crate::shape::{Outline, piece};
use crate::snapshot::Snapshot;
use crate::style::{BoardStyle, board_style};
use koma_dsl::ir::{Captures, Variant};
use koma_runtime::{Color, Square};
use std::fmt::Write as _;

/// A cell's side in pixels.
const CELL: f64 = 56.0;
/// The margin around the board and the hands, in pixels.
const PAD: f64 = 10.0;
/// A hand entry's width and height, in pixels.
const SLOT: f64 = 0.9 * CELL;

/// What is marked on the board besides the pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The squares of the last move (from, to, and a double move's middle square), shaded.
    pub last: Vec<Square>,
    /// Whether the board is seen from the second player's side (its pieces at the bottom).
    pub flipped: bool,
}

/// Where things go: the board's origin, its size and the hand bands.
struct Layout {
    files: u8,
    ranks: u8,
    flipped: bool,
    /// Hand entries per row and the rows of one hand band (0: no hands drawn).
    per_row: usize,
    rows: usize,
}

impl Layout {
    fn band(&self) -> f64 {
        self.rows as f64 * SLOT
    }

    /// The top-left corner of the board's cells.
    fn origin(&self) -> (f64, f64) {
        (
            PAD,
            PAD + self.band() + if self.rows > 0 { PAD } else { 0.0 },
        )
    }

    fn size(&self) -> (f64, f64) {
        let (_, oy) = self.origin();
        let w = 2.0 * PAD + f64::from(self.files) * CELL;
        let h = oy + f64::from(self.ranks) * CELL + PAD + self.band() + 2.0 * PAD;
        (w, h)
    }

    /// The top-left corner of `sq`'s cell.
    fn cell(&self, sq: Square) -> (f64, f64) {
        let (f, r) = (sq.file(self.files), sq.rank(self.files));
        let (col, row) = if self.flipped {
            (self.files - 1 - f, r)
        } else {
            (f, self.ranks - 1 - r)
        };
        let (ox, oy) = self.origin();
        (ox + f64::from(col) * CELL, oy + f64::from(row) * CELL)
    }

    fn centre(&self, sq: Square) -> (f64, f64) {
        let (x, y) = self.cell(sq);
        (x + CELL / 2.0, y + CELL / 2.0)
    }

    /// The centre of `color`'s `i`-th hand entry.
    fn hand_slot(&self, color: Color, i: usize) -> (f64, f64) {
        let top = (color == Color::Second) != self.flipped;
        let (ox, oy) = self.origin();
        let band_y = if top {
            PAD
        } else {
            oy + f64::from(self.ranks) * CELL + PAD
        };
        let (col, row) = (i % self.per_row, i / self.per_row);
        (
            ox + col as f64 * SLOT + SLOT / 2.0,
            band_y + row as f64 * SLOT + SLOT / 2.0,
        )
    }
}

/// The piece types that may stand in a hand: the unpromoted, non-royal ones.
fn hand_kinds(variant: &Variant) -> usize {
    variant
        .pieces
        .iter()
        .filter(|p| p.promoted_from.is_none() && !p.royal)
        .count()
}

/// The position `snapshot` of `variant` as a standalone SVG document: the board drawn in its
/// style ([`board_style`]), the pieces by their glyphs, each side's hand above or below the
/// board (the side at the top above), the last move shaded and a royal in check ringed in red.
/// See the [crate docs](crate) for the elements' `data-` attributes.
pub fn position_svg(variant: &Variant, snapshot: &Snapshot, marks: &Marks) -> String {
    let (files, ranks) = (variant.board.files, variant.board.ranks);
    let per_row = ((f64::from(files) * CELL / SLOT).floor() as usize).max(1);
    let held = snapshot.hands.iter().map(Vec::len).max().unwrap_or(0);
    let kinds = if matches!(variant.captures, Captures::ToHand { .. }) {
        hand_kinds(variant).max(held)
    } else {
        held
    };
    let layout = Layout {
        files,
        ranks,
        flipped: marks.flipped,
        per_row,
        rows: kinds.div_ceil(per_row),
    };
    let style = board_style(variant);
    let outline = Outline::of(variant, matches!(style, BoardStyle::Points { .. }));
    let (w, h) = layout.size();
    let mut out = String::new();
    let _ = write!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" class="koma-board" width="{w:.0}" height="{h:.0}" viewBox="0 0 {w:.0} {h:.0}" data-files="{files}" data-ranks="{ranks}" data-flipped="{}" font-family="'Noto Serif CJK JP','Noto Sans CJK JP','Noto Sans CJK SC',serif"><rect width="{w:.0}" height="{h:.0}" fill="#f4ead2"/>"##,
        marks.flipped
    );
    let (ox, oy) = layout.origin();
    let (bw, bh) = (f64::from(files) * CELL, f64::from(ranks) * CELL);
    let _ = write!(
        out,
        r##"<rect x="{ox}" y="{oy}" width="{bw}" height="{bh}" fill="#e9c67c"/>"##
    );
    board_lines(&mut out, &layout, &style);
    for i in 0..variant.board.squares() {
        let sq = Square(i as u16);
        let (x, y) = layout.cell(sq);
        let mut class = String::from("cell");
        let fill = if marks.last.contains(&sq) {
            class.push_str(" last");
            r##"fill="#f0e060" fill-opacity="0.7""##
        } else if matches!(&style, BoardStyle::Squares { zone } if zone[i]) {
            class.push_str(" zone");
            r##"fill="#d9ad5c" fill-opacity="0.6""##
        } else {
            r##"fill="#000" fill-opacity="0""##
        };
        let _ = write!(
            out,
            r#"<rect class="{class}" data-sq="{i}" x="{x}" y="{y}" width="{CELL}" height="{CELL}" {fill}/>"#
        );
    }
    if let Some(sq) = snapshot.check {
        let (cx, cy) = layout.centre(sq);
        let _ = write!(
            out,
            r##"<circle class="check" data-sq="{}" cx="{cx}" cy="{cy}" r="{:.1}" fill="#ff2020" fill-opacity="0.45"/>"##,
            sq.0,
            0.48 * CELL
        );
    }
    for (i, cell) in snapshot.cells.iter().enumerate() {
        let Some((color, kind)) = *cell else { continue };
        let Some(p) = variant.pieces.get(usize::from(kind.0)) else {
            continue;
        };
        let (cx, cy) = layout.centre(Square(i as u16));
        let _ = write!(
            out,
            r#"<g class="piece" data-sq="{i}" data-color="{}" data-piece="{}" transform="translate({cx} {cy})">{}</g>"#,
            color_name(color),
            crate::xml::escape(&p.symbol(color)),
            piece(outline, p, color, CELL, marks.flipped)
        );
    }
    for color in [Color::First, Color::Second] {
        for (i, &(kind, count)) in snapshot.hands[color.index()].iter().enumerate() {
            let Some(p) = variant.pieces.get(usize::from(kind.0)) else {
                continue;
            };
            let (cx, cy) = layout.hand_slot(color, i);
            let _ = write!(
                out,
                r##"<g class="hand" data-color="{}" data-piece="{}" data-count="{count}" transform="translate({cx} {cy})"><rect x="{:.1}" y="{:.1}" width="{SLOT:.1}" height="{SLOT:.1}" fill="#000" fill-opacity="0"/>{}<text x="{:.1}" y="{:.1}" font-size="14" text-anchor="end" fill="#333">{}</text></g>"##,
                color_name(color),
                crate::xml::escape(&p.symbol(Color::First)),
                -SLOT / 2.0,
                -SLOT / 2.0,
                piece(outline, p, color, 0.8 * CELL, marks.flipped),
                SLOT / 2.0,
                SLOT / 2.0 - 2.0,
                if count > 1 {
                    format!("×{count}")
                } else {
                    String::new()
                }
            );
        }
    }
    out.push_str("</svg>\n");
    out
}

/// `first` or `second`, as the `data-color` attributes write a side.
pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::First => "first",
        Color::Second => "second",
    }
}

/// The board's lines: the cells' grid, or a board of points with its river and palaces.
fn board_lines(out: &mut String, layout: &Layout, style: &BoardStyle) {
    let (ox, oy) = layout.origin();
    let (files, ranks) = (layout.files, layout.ranks);
    let line = |out: &mut String, a: (f64, f64), b: (f64, f64)| {
        let _ = write!(
            out,
            r##"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="#5a3d14" stroke-width="1.2"/>"##,
            a.0, a.1, b.0, b.1
        );
    };
    match style {
        BoardStyle::Squares { .. } => {
            for f in 0..=files {
                let x = ox + f64::from(f) * CELL;
                line(out, (x, oy), (x, oy + f64::from(ranks) * CELL));
            }
            for r in 0..=ranks {
                let y = oy + f64::from(r) * CELL;
                line(out, (ox, y), (ox + f64::from(files) * CELL, y));
            }
        }
        BoardStyle::Points { river, palaces } => {
            let at = |f: u8, r: u8| layout.centre(Square::new(f, r, files));
            for r in 0..ranks {
                line(out, at(0, r), at(files - 1, r));
            }
            for f in 0..files {
                let edge = f == 0 || f == files - 1;
                match river {
                    Some(k) if !edge => {
                        line(out, at(f, 0), at(f, k - 1));
                        line(out, at(f, *k), at(f, ranks - 1));
                    }
                    _ => line(out, at(f, 0), at(f, ranks - 1)),
                }
            }
            for &((f0, r0), (f1, r1)) in palaces {
                line(out, at(f0, r0), at(f1, r1));
                line(out, at(f0, r1), at(f1, r0));
            }
        }
    }
}
