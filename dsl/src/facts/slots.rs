//! Per-type facts: hand and capture slots, dead squares, promotion targets, board rules; the
//! letter table; and the checks that a (possibly hand-built) IR fits the backends.

use super::geometry::board_rule;
use super::piece::{FactsError, MAX_HAND, MAX_PIECES, PieceFacts, Zone};
use crate::ir::{Captures, MoveKind, PieceId, Variant};
use koma_runtime::{Color, Square, SquareSet};

/// The facts of every piece type, and the hand slots (slot → type).
pub(super) fn pieces(v: &Variant) -> Result<(Vec<PieceFacts>, Vec<PieceId>), FactsError> {
    let has_hands = matches!(v.captures, Captures::ToHand { .. });
    let nsq = v.board.squares();
    let mut hand = Vec::new();
    let mut out: Vec<PieceFacts> = Vec::with_capacity(v.pieces.len());
    for (id, p) in v.pieces.iter().enumerate() {
        let unpromoted = p.promoted_from.is_none();
        let hand_slot = (has_hands && unpromoted && !p.royal).then(|| {
            hand.push(id);
            hand.len() - 1
        });
        let mut stuck = [SquareSet::EMPTY; 2];
        if unpromoted {
            for c in Color::ALL {
                for sq in 0..nsq {
                    if !v.can_move_from(id, c, Square(sq as u16)) {
                        stuck[c.index()].insert(sq);
                    }
                }
            }
        }
        let dead = if v.faces.immobile_allowed {
            [SquareSet::EMPTY; 2]
        } else {
            stuck
        };
        let rules = Color::ALL.map(|c| p.moves.iter().filter_map(|m| board_rule(m, c)).collect());
        out.push(PieceFacts {
            name: p.name.clone(),
            unpromoted,
            royal: p.royal,
            promotes_to: p
                .promotes_to
                .filter(|_| v.promotion.is_some() || v.faces.every_move),
            hand_slot,
            capture_slot: None,
            dead,
            within: p.within,
            rules,
            demotes_to: p.promoted_from.filter(|_| v.faces.every_move),
            drop_slot: hand_slot,
            drops_anywhere: p.drops_anywhere,
            no_hop_over: v.special.no_hop_over(id),
            no_capture: v.special.no_capture(id),
            doubles: super::double::board_doubles(p),
            stuck,
        });
    }
    if hand.len() > MAX_HAND {
        return Err(FactsError::TooMany {
            what: "piece types held in hand",
            found: hand.len(),
            max: MAX_HAND,
        });
    }
    for id in 0..out.len() {
        let p = &v.pieces[id];
        out[id].capture_slot = match v.captures {
            Captures::Removed => None,
            _ if p.royal => None,
            Captures::ToHand { promoted_removed } => match p.promoted_from {
                Some(_) if promoted_removed => None,
                Some(base) => out[base].hand_slot,
                None => out[id].hand_slot,
            },
        };
        if let Some(base) = p.promoted_from.filter(|_| v.faces.drop_either) {
            out[id].drop_slot = out[base].hand_slot;
        }
    }
    Ok((out, hand))
}

/// With `promotion every move`: the promotion zone is the whole board and promotion is
/// compulsory, so every move of a piece that promotes promotes it.
pub(super) fn every_move_zone(v: &Variant) -> Option<Zone> {
    let all: SquareSet = (0..v.board.squares()).collect();
    v.faces.every_move.then_some(Zone {
        squares: [all, all],
        only_entering: true,
        forced: true,
        on_entry_or_capture: false,
    })
}

/// Letter (`A`..`Z`) → the first unpromoted type written with it (letter or alias).
pub(super) fn letters(v: &Variant) -> [Option<PieceId>; 26] {
    let mut by_letter = [None; 26];
    for (id, p) in v.pieces.iter().enumerate() {
        if p.promoted_from.is_some() {
            continue;
        }
        for l in std::iter::once(p.letter).chain(p.aliases.iter().copied()) {
            let u = l.to_ascii_uppercase();
            if u.is_ascii_uppercase() {
                by_letter[(u as u8 - b'A') as usize].get_or_insert(id);
            }
        }
    }
    by_letter
}

/// Letter (`A`..`Z`) → the promoted type that names itself with it in a drop (`also` on a
/// `promotes` clause).
pub(super) fn drop_letters(v: &Variant) -> [Option<PieceId>; 26] {
    let mut by_letter = [None; 26];
    for (id, p) in v.pieces.iter().enumerate() {
        for l in &p.drop_letters {
            let u = l.to_ascii_uppercase();
            if u.is_ascii_uppercase() {
                by_letter[(u as u8 - b'A') as usize].get_or_insert(id);
            }
        }
    }
    by_letter
}

/// Checks what the checker promises and the backends rely on, so a hand-built IR can't make
/// them index out of bounds.
pub(super) fn validate(v: &Variant) -> Result<(), FactsError> {
    let (files, ranks) = (v.board.files, v.board.ranks);
    if !(1..=16).contains(&files) || !(1..=16).contains(&ranks) {
        return Err(FactsError::BoardSize { files, ranks });
    }
    if v.pieces.len() > MAX_PIECES {
        return Err(FactsError::TooMany {
            what: "piece types",
            found: v.pieces.len(),
            max: MAX_PIECES,
        });
    }
    let bad = |s: String| Err(FactsError::InvalidIr(s));
    let nsq = v.board.squares();
    for r in &v.regions {
        if r.mask.iter().any(|m| m.len() != nsq) {
            return bad(format!("region `{}` does not cover the board", r.name));
        }
    }
    let region_ok = |r: Option<usize>| r.is_none_or(|r| r < v.regions.len());
    let piece_ok = |p: Option<usize>| p.is_none_or(|p| p < v.pieces.len());
    for (id, p) in v.pieces.iter().enumerate() {
        if !region_ok(p.within) || !piece_ok(p.promotes_to) || !piece_ok(p.promoted_from) {
            return bad(format!(
                "piece `{}` refers to a missing piece or region",
                p.name
            ));
        }
        // a promoted type of its own, or (chess style) another unpromoted, non-royal type
        if let Some(q) = p.promotes_to
            && (v.pieces[q].promoted_from.is_some_and(|b| b != id)
                || p.promoted_from.is_some()
                || (v.pieces[q].royal != p.royal && (p.royal || !v.royal.several)))
        {
            // with `royals several` a piece may promote to a royal type (never from one)
            return bad(format!(
                "piece `{}` promotes to another piece's promoted type, promotes twice or changes royalty",
                p.name
            ));
        }
        for m in &p.moves {
            if !region_ok(m.only_in) {
                return bad(format!("a move of `{}` refers to a missing region", p.name));
            }
            if let MoveKind::Lame { blocks } = &m.kind
                && blocks.len() > 8
            {
                return bad(format!("a lame move of `{}` has too many blocks", p.name));
            }
        }
    }
    if let Some(pr) = &v.promotion
        && pr.zone >= v.regions.len()
    {
        return bad("the promotion zone is a missing region".into());
    }
    if !region_ok(v.drops.region) {
        return bad("the drop region is a missing region".into());
    }
    if v.drops
        .nifu
        .iter()
        .chain(&v.drops.no_drop_mate)
        .any(|&p| p >= v.pieces.len())
    {
        return bad("a drop rule names a missing piece".into());
    }
    if v.royalty
        .reaches
        .as_ref()
        .is_some_and(|r| r.region >= v.regions.len())
    {
        return bad("`win royal reaches` names a missing region".into());
    }
    Ok(())
}
