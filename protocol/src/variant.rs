//! [`VariantInfo`]: what the protocols need to know about a variant beyond its positions —
//! its name, board, notation and pieces (for XBoard's `setup` and `piece` commands).

use koma_runtime::setup::TextFormat;

/// A variant as the protocols describe it to a GUI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantInfo {
    /// The variant's name (`xiangqi`, `wa-shogi`, or a rules file's own name).
    pub name: String,
    /// Board width in files.
    pub files: u8,
    /// Board height in ranks.
    pub ranks: u8,
    /// How positions and native moves are written: SFEN and USI, or FEN and ICCS.
    pub format: TextFormat,
    /// Whether captured pieces go to the hand (drops).
    pub drops: bool,
    /// The start position as SFEN or FEN.
    pub start: String,
    /// Every piece type, in the rules file's order.
    pub pieces: Vec<PieceInfo>,
}

/// One piece type as a GUI is told about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceInfo {
    /// Its letter, uppercase (a promoted type has the letter of the type it came from).
    pub letter: char,
    /// Whether it is a promoted type (written `+` and the letter).
    pub promoted: bool,
    /// Whether it is royal (XBoard's king image, the last of its table).
    pub royal: bool,
    /// Its movement in Betza notation as far as the rules file writes it so (region
    /// conditions such as `in enemy-half` are left out).
    pub betza: String,
}
