//! The castlings in board squares per side, the rights a move takes away, and FEN's castling
//! field read and written against them ([`CastlingFacts`]), for both backends.

use crate::ir::{PieceId, Variant};
use koma_runtime::castling::{CastlingFlag, CastlingSide};
use koma_runtime::setup::Setup;
use koma_runtime::{Color, PieceKind, PositionError, Square, SquareSet};

/// One castling of one side, in board squares. Its right is bit `i` of a rights mask, `i` its
/// index in [`CastlingFacts::rules`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastlingRule {
    /// The side that castles.
    pub color: Color,
    /// The royal type.
    pub royal: PieceId,
    /// The partner type.
    pub partner: PieceId,
    /// The royal piece's square.
    pub royal_from: usize,
    /// The royal piece's target (the castling move is `royal_from` → `royal_to`).
    pub royal_to: usize,
    /// The partner's square.
    pub partner_from: usize,
    /// The partner's target.
    pub partner_to: usize,
    /// The squares that must be empty: those the royal piece and the partner cross or reach,
    /// less their own two squares.
    pub empty: SquareSet,
    /// The squares the other side may not attack: the royal piece's square, those it crosses
    /// and its target.
    pub safe: SquareSet,
    /// The letter FEN writes for the right: `K`/`Q` for the outermost partner on that side of
    /// the royal piece (X-FEN), else the partner's file.
    pub flag: CastlingFlag,
    /// The 1-based line of the `castling` statement.
    pub line: u32,
}

/// Every castling of the variant, first player's first, each side's in FEN's order (`KQ`: the
/// partners from the right to the left); empty without castling.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct CastlingFacts {
    /// The castlings; a rights mask has bit `i` for `rules[i]` (at most 32).
    pub rules: Vec<CastlingRule>,
    /// Per square: the rights lost when a move starts or ends there (the royal piece or the
    /// partner moves, or the partner is captured); empty without castling.
    pub clears: Vec<u32>,
}

impl CastlingFacts {
    /// The castling facts of `variant`.
    pub fn new(variant: &Variant) -> CastlingFacts {
        let board = variant.board;
        let files = board.files as usize;
        let mut rules = Vec::new();
        for color in Color::ALL {
            let mut mine: Vec<CastlingRule> = variant
                .castling
                .iter()
                .map(|c| {
                    let [rf, rt, pf, pt] = c.squares(color, board).map(Square::index);
                    let span = |a: usize, b: usize| (a.min(b)..=a.max(b)).collect::<SquareSet>();
                    let empty = (span(rf, rt).union(span(pf, pt)).iter())
                        .filter(|&s| s != rf && s != pf)
                        .collect();
                    CastlingRule {
                        color,
                        royal: c.royal,
                        partner: c.partner,
                        royal_from: rf,
                        royal_to: rt,
                        partner_from: pf,
                        partner_to: pt,
                        empty,
                        safe: span(rf, rt),
                        flag: CastlingFlag {
                            color,
                            side: CastlingSide::File((pf % files) as u8),
                        },
                        line: c.line,
                    }
                })
                .collect();
            mine.sort_by_key(|r| std::cmp::Reverse(r.partner_from));
            let right = |r: &CastlingRule| r.partner_from > r.royal_from;
            // the outermost partner on each side of its royal piece is written `K` or `Q`
            let outer_k = mine
                .iter()
                .filter(|r| right(r))
                .map(|r| r.partner_from)
                .max();
            let outer_q = mine
                .iter()
                .filter(|r| !right(r))
                .map(|r| r.partner_from)
                .min();
            for r in &mut mine {
                if right(r) && Some(r.partner_from) == outer_k {
                    r.flag.side = CastlingSide::King;
                } else if !right(r) && Some(r.partner_from) == outer_q {
                    r.flag.side = CastlingSide::Queen;
                }
            }
            rules.extend(mine);
        }
        let mut clears = Vec::new();
        if !rules.is_empty() {
            clears = vec![0u32; board.squares()];
            for (i, r) in rules.iter().enumerate() {
                clears[r.royal_from] |= 1 << i;
                clears[r.partner_from] |= 1 << i;
            }
        }
        CastlingFacts { rules, clears }
    }

    /// Whether the variant has castling.
    pub fn any(&self) -> bool {
        !self.rules.is_empty()
    }

    /// The rights mask of `setup`'s castling field.
    ///
    /// # Errors
    /// [`PositionError::BadCastlingRight`] for a right the variant does not have, or whose royal
    /// piece or partner is not on its square.
    pub fn read(&self, variant: &Variant, setup: &Setup) -> Result<u32, PositionError> {
        let mut mask = 0;
        for flag in &setup.castling {
            let bad = |why: String| PositionError::BadCastlingRight {
                right: flag.letter(),
                why,
            };
            let Some(i) = self
                .rules
                .iter()
                .position(|r| matches_flag(r, *flag, setup.files))
            else {
                return Err(bad(if self.any() {
                    "the variant has no such castling".into()
                } else {
                    "the variant has no castling".into()
                }));
            };
            let r = &self.rules[i];
            let on = |sq: usize, piece: PieceId| {
                setup.board.get(sq).copied().flatten() == Some((r.color, PieceKind(piece as u8)))
            };
            if !on(r.royal_from, r.royal) || !on(r.partner_from, r.partner) {
                let name = |sq: usize| {
                    koma_runtime::uci::square_text(Square(sq as u16), setup.files, setup.ranks)
                };
                return Err(bad(format!(
                    "it needs the {} on {} and the {} on {}",
                    variant.pieces[r.royal].name,
                    name(r.royal_from),
                    variant.pieces[r.partner].name,
                    name(r.partner_from)
                )));
            }
            mask |= 1 << i;
        }
        Ok(mask)
    }

    /// FEN's castling field for the rights `mask`, in the order of [`CastlingFacts::rules`].
    pub fn flags(&self, mask: u32) -> Vec<CastlingFlag> {
        self.rules
            .iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .map(|(_, r)| r.flag)
            .collect()
    }
}

/// Whether castling `r` is the one FEN's `flag` names (`K`/`Q` by side, or by the partner's
/// file) on a board `files` wide.
fn matches_flag(r: &CastlingRule, flag: CastlingFlag, files: u8) -> bool {
    r.color == flag.color
        && match flag.side {
            CastlingSide::File(f) => r.partner_from % files as usize == f as usize,
            side => side == r.flag.side,
        }
}
