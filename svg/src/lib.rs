//! Pictures of koma positions and movement diagrams as SVG, drawn from the rules file: the board
//! (square cells, or a board of points with its palace diagonals and river), each piece by its
//! rules-file glyph (or letter), the hands beside the board, and each piece type's 7x7 movement
//! diagram as `koma show` draws it in text.
//!
//! Used by `koma board --svg`, `koma show --svg` and the `koma serve` workbench. Every element a
//! program may want to find carries `data-` attributes: a cell `<rect class="cell"
//! data-sq="N">` (N the square's index, `rank * files + file`), a piece `<g class="piece"
//! data-sq="N" data-color="first|second" data-piece="SYMBOL">` placed with `translate(x y)` at
//! its cell's centre, a hand entry `<g class="hand" data-color data-piece data-count>`.
//!
//! ```
//! let variant = koma_dsl::compile(koma_builtins::builtin("minishogi").unwrap().source).unwrap();
//! let engine = koma_engine::Engine::new(&variant).unwrap();
//! let start = engine.start_position().unwrap();
//! let snapshot = koma_svg::Snapshot::of(&variant, &start);
//! let svg = koma_svg::position_svg(&variant, &snapshot, &koma_svg::Marks::default());
//! assert!(svg.starts_with("<svg"));
//! ```
#![warn(missing_docs)]

mod board;
mod diagram;
mod shape;
mod snapshot;
pub mod style;
mod xml;

pub use board::{Marks, position_svg};
pub use diagram::{piece_svg, variant_svg};
pub use snapshot::Snapshot;
pub use style::{BoardStyle, board_style};
