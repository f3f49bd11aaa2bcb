//! A `MOVE {, MOVE}` list → the piece's [`MoveRule`]s: each item expanded (Betza or vector form),
//! `in REGION` applied, then rules whose targets another rule already gives are dropped, so a
//! backend never generates one move twice (`KW`, `RW`, `fW, fW in zone`).

use std::collections::HashMap;

use super::{unsupported, vector};
use crate::ast::{MoveForm, Moves};
use crate::betza;
use crate::diagnostic::Diagnostics;
use crate::ir::{MoveKind, MoveMode, MoveRule, RegionId};

/// The rules of `moves` and their display text (`fW, sW in enemy-half`). `region` resolves an
/// `in REGION` name (reporting unknown ones).
pub(crate) fn lower(
    moves: &Moves,
    region: &mut dyn FnMut(&crate::ast::Word, &mut Diagnostics) -> Option<RegionId>,
    diags: &mut Diagnostics,
) -> (Vec<MoveRule>, String) {
    let mut rules = Vec::new();
    for item in &moves.items {
        let expanded = match &item.form {
            // the pass is no board rule: `pass.rs` checks it and the IR holds it
            MoveForm::Betza(w) if crate::check::pass::is_pass(w) => continue,
            MoveForm::Betza(w) => match unsupported::move_word(w) {
                Some(d) => Err(vec![d]),
                None => betza::parse(&w.text, w.span.start),
            },
            MoveForm::Vector(v) => vector::lower(v),
            // double moves are lowered with the whole variant (`double.rs`)
            MoveForm::Double(_) => continue,
        };
        let only_in = item.only_in.as_ref().and_then(|w| region(w, diags));
        let along = item.along.as_ref().and_then(|w| region(w, diags));
        if let (Some(w), Ok(r)) = (&item.along, &expanded)
            && r.iter().any(|r| matches!(r.kind, MoveKind::Lame { .. }))
        {
            diags.push(
                crate::diagnostic::Diagnostic::new(
                    w.span.clone(),
                    "`along` does not apply to lame leaps",
                    "a lame leap here",
                )
                .with_help("`along REGION` restricts steps, jumps, slides and hops; write the lame leap without it"),
            );
        }
        match expanded {
            Ok(r) => rules.extend(r.into_iter().map(|r| MoveRule {
                only_in,
                along,
                ..r
            })),
            Err(e) => diags.extend(e),
        }
    }
    (normalize(rules), display(moves))
}

/// `moves` as written, one line, items joined by `, `.
fn display(moves: &Moves) -> String {
    moves
        .items
        .iter()
        .map(|item| {
            let form = match &item.form {
                MoveForm::Betza(w) => w.text.clone(),
                MoveForm::Vector(v) => vector_text(v),
                MoveForm::Double(d) => crate::check::double::text(d, &|v| vector_text_of(v)),
            };
            let form = match &item.only_in {
                Some(r) => format!("{form} in {}", r.text),
                None => form,
            };
            match &item.along {
                Some(r) => format!("{form} along {}", r.text),
                None => form,
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A vector as written in a vector form: `(±1, +2)`.
fn vector_text_of(x: &crate::ast::Vector) -> String {
    use crate::ast::{Component, Sign};
    let comp = |c: &Component| match c.sign {
        _ if c.value == 0 => "0".to_string(),
        Sign::Both => format!("±{}", c.value),
        Sign::Plus => format!("+{}", c.value),
        Sign::Minus => format!("-{}", c.value),
    };
    format!("({}, {})", comp(&x.dx), comp(&x.dy))
}

fn vector_text(v: &crate::ast::VectorMove) -> String {
    use crate::ast::VectorKind;
    let vec = vector_text_of;
    let mut s = String::new();
    if let Some(m) = &v.mode {
        s.push_str(&m.text);
        s.push(' ');
    }
    s.push_str(&match &v.kind {
        VectorKind::Leap => format!("step {}", vec(&v.vector)),
        VectorKind::Slide(None) => format!("slide {}", vec(&v.vector)),
        VectorKind::Slide(Some(n)) => format!("slide {} {}", n.value, vec(&v.vector)),
        VectorKind::Hop => format!("hop {}", vec(&v.vector)),
        VectorKind::Lame => {
            let via: Vec<String> = v.via.iter().map(|x| format!(" via {}", vec(x))).collect();
            format!("lame {}{}", vec(&v.vector), via.concat())
        }
    });
    s
}

/// Drops every rule whose targets another rule gives in all the cases it applies (keeping the
/// first of identical rules); the order of the rest is kept. Only rules along one vector can
/// cover each other, so each rule is compared with those only.
pub(crate) fn normalize(rules: Vec<MoveRule>) -> Vec<MoveRule> {
    let mut by_vector: HashMap<(i8, i8), Vec<usize>> = HashMap::new();
    for (i, r) in rules.iter().enumerate() {
        by_vector.entry((r.dx, r.dy)).or_default().push(i);
    }
    rules
        .iter()
        .enumerate()
        .filter(|&(i, r)| {
            !by_vector[&(r.dx, r.dy)].iter().any(|&j| {
                let o = &rules[j];
                j != i && covers(o, r) && (j < i || !covers(r, o))
            })
        })
        .map(|(_, r)| r.clone())
        .collect()
}

/// Whether rule `a` gives every target `b` gives, whenever `b` applies.
fn covers(a: &MoveRule, b: &MoveRule) -> bool {
    let same_vector = a.dx == b.dx && a.dy == b.dy;
    let region = (a.only_in.is_none() || a.only_in == b.only_in)
        && (a.along.is_none() || a.along == b.along);
    let mode = a.mode == MoveMode::Both || a.mode == b.mode;
    let kind = match (&a.kind, &b.kind) {
        (MoveKind::Leap, MoveKind::Leap | MoveKind::Lame { .. }) => true,
        (MoveKind::Lame { blocks: x }, MoveKind::Lame { blocks: y }) => {
            x.iter().all(|s| y.contains(s))
        }
        // a slide's first square is the leap's target (a slide of range 1 is a `Leap`)
        (MoveKind::Slide { .. }, MoveKind::Leap | MoveKind::Lame { .. }) => true,
        (MoveKind::Slide { max: x }, MoveKind::Slide { max: y }) => match (x, y) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(x), Some(y)) => x >= y,
        },
        (MoveKind::Hop, MoveKind::Hop) => true,
        _ => false,
    };
    // a first-move-only rule covers only another; an en-passant capture is covered only by one
    let flags = (!a.initial || b.initial) && (a.en_passant || !b.en_passant);
    same_vector && region && mode && kind && flags
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(s: &str) -> Vec<MoveRule> {
        normalize(betza::parse(s, 0).unwrap())
    }

    #[test]
    fn duplicates_are_dropped() {
        assert_eq!(rules("KW"), rules("K"));
        assert_eq!(rules("RW"), rules("R"));
        assert_eq!(rules("WR"), rules("R"));
        assert_eq!(rules("R2R"), rules("R"));
        assert_eq!(rules("WmW"), rules("W"));
        assert_eq!(rules("mWW").len(), 4);
        assert_eq!(rules("NnN"), rules("N"));
        assert_eq!(rules("mRcpR").len(), 8);
        assert_eq!(rules("mWcW").len(), 8);
    }

    #[test]
    fn region_rules_are_kept_unless_covered() {
        let mut a = betza::parse("fW", 0).unwrap();
        let mut b = a.clone();
        b[0].only_in = Some(0);
        a.extend(b.clone());
        assert_eq!(normalize(a.clone()).len(), 1);
        b.extend(betza::parse("sW", 0).unwrap());
        assert_eq!(normalize(b).len(), 3);
    }
}
