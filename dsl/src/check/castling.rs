//! Castling: `castling ROYAL FROM to TO with PIECE FROM to TO` (parsed by `syntax/castling.rs`),
//! checked into [`Castling`] (`docs/language.md`, "Castling").
//!
//! The checker reports an unknown piece, a castling piece that is not royal or a partner that
//! is, squares off the board or not all on one rank, a royal piece and partner on one square
//! (or sharing a target), a target the royal piece can also reach by an ordinary move (the move
//! would be ambiguous: a castling is written as the royal piece's move), the same castling
//! twice, and castling in a variant with `notation sfen` (SFEN has no castling field).

use crate::ast::{CastlingDecl, Statement, StatementKind, Word};
use crate::check::context::Context;
use crate::check::line::line_of;
use crate::check::region_squares::square_of;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{Board, Castling, MoveKind, PieceId, PieceType, TextFormat};
use koma_runtime::{Color, Square};

/// Checks the `castling` statements into the IR's castlings (in file order).
pub(crate) fn lower(cx: &Context<'_>, diags: &mut Diagnostics) -> Vec<Castling> {
    let statements = &cx.s.castlings;
    let mut out: Vec<Castling> = Vec::new();
    for st in statements {
        let StatementKind::Castling(decl) = &st.kind else {
            continue;
        };
        if cx.notation == Some(TextFormat::Sfen) {
            diags.push(
                Diagnostic::new(
                    st.keyword.clone(),
                    "castling with `notation sfen`",
                    "castling here",
                )
                .with_help(
                    "castling rights are written in FEN's castling field: use `notation uci` \
                         or `notation fen`",
                ),
            );
        }
        let Some(board) = cx.board else { continue };
        if let Some(c) = one(st, decl, board, cx, diags) {
            if let Some(first) = out.iter().find(|o| o.royal_squares == c.royal_squares) {
                diags.push(
                    Diagnostic::new(
                        st.span.clone(),
                        "duplicate castling",
                        "the same royal piece's move again",
                    )
                    .with_help(format!(
                        "the castling to `{}` is on line {}; each castling is stated once",
                        decl.royal_squares.1.text, first.line
                    )),
                );
                continue;
            }
            out.push(c);
        }
    }
    out
}

/// One statement, or `None` after reporting what is wrong with it.
fn one(
    st: &Statement,
    d: &CastlingDecl,
    board: Board,
    cx: &Context<'_>,
    diags: &mut Diagnostics,
) -> Option<Castling> {
    let royal = piece(&d.royal, true, cx.pieces, diags);
    let partner = piece(&d.partner, false, cx.pieces, diags);
    let words = [
        &d.royal_squares.0,
        &d.royal_squares.1,
        &d.partner_squares.0,
        &d.partner_squares.1,
    ];
    let squares: Vec<Option<usize>> = words.iter().map(|w| square_of(w, board, diags)).collect();
    let [Some(rf), Some(rt), Some(pf), Some(pt)] = squares[..] else {
        return None;
    };
    let (royal, partner) = (royal?, partner?);
    let sq = |i: usize| Square(i as u16);
    let rank = sq(rf).rank(board.files);
    if let Some(w) = words
        .iter()
        .zip([rf, rt, pf, pt])
        .find(|(_, s)| sq(*s).rank(board.files) != rank)
        .map(|(w, _)| w)
    {
        diags.push(
            Diagnostic::new(
                w.span.clone(),
                "castling squares on different ranks",
                "not on the royal piece's rank",
            )
            .with_help(format!(
                "the royal piece and its partner castle along one rank: write squares on rank {}",
                rank + 1
            )),
        );
        return None;
    }
    if rf == pf || rt == pt || rf == rt {
        let (w, what) = if rf == pf {
            (
                &d.partner_squares.0,
                "the partner stands on the royal piece's square",
            )
        } else if rt == pt {
            (&d.partner_squares.1, "both would arrive on one square")
        } else {
            (&d.royal_squares.1, "the royal piece would not move")
        };
        diags.push(
            Diagnostic::new(w.span.clone(), "castling squares clash", what).with_help(
                "a castling names the royal piece's square and a different target, and the \
                 partner's square and a different target",
            ),
        );
        return None;
    }
    if reaches(&cx.pieces[royal], board, sq(rf), sq(rt)) {
        diags.push(
            Diagnostic::new(
                d.royal_squares.1.span.clone(),
                "ambiguous castling",
                format!(
                    "`{}` can move here from {} by its moves",
                    d.royal.text, d.royal_squares.0.text
                ),
            )
            .with_help(
                "a castling is written as the royal piece's move to its target, so the target must \
                 be one its ordinary moves never reach (chess's king castles two squares)",
            ),
        );
        return None;
    }
    Some(Castling {
        royal,
        partner,
        royal_squares: (sq(rf), sq(rt)),
        partner_squares: (sq(pf), sq(pt)),
        line: line_of(cx.source, &st.keyword),
    })
}

/// The type `w` names, which must be royal when `royal` and must not be otherwise; reports an
/// unknown name or the wrong royalty.
fn piece(w: &Word, royal: bool, pieces: &[PieceType], diags: &mut Diagnostics) -> Option<PieceId> {
    let id = crate::check::end::shared::piece_id(w, pieces, diags)?;
    let p = &pieces[id];
    if royal && (!p.royal || p.promoted_from.is_some()) {
        diags.push(
            Diagnostic::new(w.span.clone(), format!("`{}` is not royal", w.text), "castles here")
                .with_help("the piece that castles is the royal piece (chess's king); its partner follows `with`"),
        );
        return None;
    }
    if !royal && p.royal {
        diags.push(
            Diagnostic::new(w.span.clone(), format!("royal partner `{}`", w.text), "a royal piece")
                .with_help("the partner (chess's rook) is not royal: the royal piece is named after `castling`"),
        );
        return None;
    }
    Some(id)
}

/// Whether some move of `p` (any mode, region or range; a hop as if screened) could take it
/// from `from` to `to` on `board`, seen from the first player.
fn reaches(p: &PieceType, board: Board, from: Square, to: Square) -> bool {
    p.moves.iter().any(|m| {
        let (first, max) = match &m.kind {
            MoveKind::Leap | MoveKind::Lame { .. } => (1, Some(1)),
            MoveKind::Slide { max } => (1, max.map(usize::from)),
            MoveKind::Hop => (2, None),
        };
        let mut at = from;
        let mut steps = 0;
        while let Some(next) = board.offset(at, Color::First, m.dx, m.dy) {
            steps += 1;
            if max.is_some_and(|n| steps > n) {
                break;
            }
            if steps >= first && next == to {
                return true;
            }
            at = next;
        }
        false
    })
}

/// Whether the castling rights of the start position `start` fit `variant` (each right's royal
/// piece and partner on their squares); reports the first that does not.
pub(crate) fn start_rights_ok(
    start: &crate::ast::Str,
    variant: &crate::ir::Variant,
    diags: &mut Diagnostics,
) -> bool {
    let Ok(setup) = crate::check::start::read(
        &start.text,
        variant.notation,
        variant.board,
        &variant.pieces,
    ) else {
        return true; // reported by the start position's checks
    };
    match crate::facts::CastlingFacts::new(variant).read(variant, &setup) {
        Ok(_) => true,
        Err(e) => {
            diags.push(
                Diagnostic::new(start.inner.clone(), format!("start position: {e}"), "this start position")
                    .with_help("a castling right needs its royal piece and partner on their squares; write `-` for no right"),
            );
            false
        }
    }
}
