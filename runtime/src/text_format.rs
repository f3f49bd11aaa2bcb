//! The text forms a position is written in ([`TextFormat`]).

/// Which text form a position is written in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TextFormat {
    /// SFEN, the shogi family.
    Sfen,
    /// FEN, xiangqi.
    Fen,
}
