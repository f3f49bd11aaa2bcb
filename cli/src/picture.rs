//! Pictures for `koma board --svg`, `koma show --svg` and the workbench: a position of a rules
//! file drawn by `koma-svg`, read with the reference engine (any rules file, any position).

use koma_dsl::ir::Variant;
use koma_engine::Engine;
use koma_svg::{Marks, Snapshot};

/// The SVG picture of `fen` (SFEN or FEN as the variant writes positions), or of the start
/// position for `None`, seen from the second player's side when `flipped`.
///
/// # Errors
/// A message when the rules give no engine or `fen` is not a position of the variant.
pub fn board_svg(variant: &Variant, fen: Option<&str>, flipped: bool) -> Result<String, String> {
    let engine = Engine::new(variant).map_err(|e| format!("error: {e}"))?;
    let pos = match fen {
        Some(text) => engine.position(text),
        None => engine.start_position(),
    }
    .map_err(|e| format!("error: bad position: {e}"))?;
    let marks = Marks {
        flipped,
        ..Marks::default()
    };
    Ok(koma_svg::position_svg(
        variant,
        &Snapshot::of(variant, &pos),
        &marks,
    ))
}
