//! Vector forms (`step (±1, +1)`, `slide 2 (0, -1)`, `lame (±1, ±2) via (0, ±1)`, `hop (±1, 0)`)
//! → [`MoveRule`]s: one rule per sign combination, in reading order (forward first, then left
//! to right).

use crate::ast::{Component, Sign, Vector, VectorKind, VectorMove};
use crate::diagnostic::Diagnostic;
use crate::ir::{MoveKind, MoveMode, MoveRule};

/// The largest vector component: a 16x16 board has offsets up to 15.
const MAX_COMPONENT: u32 = 15;

/// Expands a vector form (all rules get `only_in: None`). Every error in it is reported.
pub fn lower(v: &VectorMove) -> Result<Vec<MoveRule>, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let mode = match v.mode.as_ref().map(|w| w.text.as_str()) {
        Some("move") => MoveMode::MoveOnly,
        Some("capture") => MoveMode::CaptureOnly,
        _ => MoveMode::Both,
    };
    let kind = match &v.kind {
        VectorKind::Leap | VectorKind::Lame => MoveKind::Leap,
        VectorKind::Hop => MoveKind::Hop,
        VectorKind::Slide(None) => MoveKind::Slide { max: None },
        VectorKind::Slide(Some(n)) => match n.value {
            0 => MoveKind::Slide { max: None },
            1 => MoveKind::Leap,
            m if m <= u32::from(u8::MAX) => MoveKind::Slide { max: Some(m as u8) },
            _ => {
                errors.push(
                    Diagnostic::new(n.span.clone(), "slide range is too large", "out of bounds")
                        .with_help("a range is 1 to 255, or `0` for unlimited"),
                );
                MoveKind::Leap
            }
        },
    };
    check_vector(&v.vector, "move vector", &mut errors);
    for via in &v.via {
        check_vector(via, "`via` vector", &mut errors);
    }
    let xs = values(&v.vector.dx);
    let ys = values(&v.vector.dy);
    let mut rules = Vec::new();
    let mut via_reported = vec![false; v.via.len()];
    for &dy in &ys {
        for &dx in &xs {
            let kind = if v.kind == VectorKind::Lame {
                let mut blocks = Vec::new();
                for (vi, via) in v.via.iter().enumerate() {
                    let bx = via_value(&via.dx, dx, &mut errors);
                    let by = via_value(&via.dy, dy, &mut errors);
                    let on_the_way = between(bx, dx)
                        && between(by, dy)
                        && (bx, by) != (0, 0)
                        && (bx, by) != (dx, dy);
                    if !on_the_way && !via_reported[vi] {
                        via_reported[vi] = true;
                        errors.push(
                            Diagnostic::new(
                                via.span.clone(),
                                format!("`via` square ({bx:+}, {by:+}) is not between the origin and the target ({dx:+}, {dy:+})"),
                                "not on the way",
                            )
                            .with_help("a `via` square lies inside the move's rectangle, on neither end, like `lame (±1, ±2) via (0, ±1)`"),
                        );
                    }
                    if !blocks.contains(&(bx, by)) {
                        blocks.push((bx, by));
                    }
                }
                MoveKind::Lame { blocks }
            } else {
                kind.clone()
            };
            rules.push(MoveRule {
                dx,
                dy,
                kind,
                mode,
                only_in: None,
                along: None,
                initial: false,
                en_passant: false,
            });
        }
    }
    rules.sort_by_key(|r| (-r.dy, r.dx));
    errors.dedup();
    if errors.is_empty() {
        Ok(rules)
    } else {
        Err(errors)
    }
}

/// Reports a zero vector or a component larger than [`MAX_COMPONENT`].
pub(crate) fn check_vector(v: &Vector, what: &str, errors: &mut Vec<Diagnostic>) {
    if v.dx.value == 0 && v.dy.value == 0 {
        errors.push(
            Diagnostic::new(
                v.span.clone(),
                format!("zero {what}"),
                "`(0, 0)` goes nowhere",
            )
            .with_help("give at least one nonzero component"),
        );
    }
    for c in [&v.dx, &v.dy] {
        if c.value > MAX_COMPONENT {
            errors.push(
                Diagnostic::new(
                    c.span.clone(),
                    "vector component is too large",
                    "larger than 15",
                )
                .with_help("boards are at most 16x16, so components are at most 15"),
            );
        }
    }
}

/// The values a component stands for: `±N` both signs, `+N`/`N` one, `-N` one, `0` zero.
pub(crate) fn values(c: &Component) -> Vec<i8> {
    let n = c.value.min(MAX_COMPONENT) as i8;
    match c.sign {
        _ if n == 0 => vec![0],
        Sign::Both => vec![n, -n],
        Sign::Plus => vec![n],
        Sign::Minus => vec![-n],
    }
}

/// Whether the block component `b` lies between 0 and the move component `m` (inclusive).
fn between(b: i8, m: i8) -> bool {
    (m.min(0)..=m.max(0)).contains(&b)
}

/// A `via` component for a move component `m`: `±N` takes the sign of `m`.
fn via_value(c: &Component, m: i8, errors: &mut Vec<Diagnostic>) -> i8 {
    let n = c.value.min(MAX_COMPONENT) as i8;
    match c.sign {
        Sign::Plus => n,
        Sign::Minus => -n,
        Sign::Both if n == 0 => 0,
        Sign::Both if m == 0 => {
            errors.push(
                Diagnostic::new(c.span.clone(), "`±` in `via` has no sign to follow", "the move is 0 on this axis")
                    .with_help("a `±` in `via` takes the sign of the move on the same axis; write `+N` or `-N` here"),
            );
            0
        }
        Sign::Both => n * m.signum(),
    }
}
