//! Moves in two steps (`double LEG then LEG`, Chu shogi's lion): lowered into each type's
//! [`PieceType::doubles`] once the whole variant is known, with their checks:
//! - a leg is a list of vectors joined by `|` or a Betza string of plain steps (`K`, `fW`);
//! - no `in`/`along` on the form, no `within` on the piece;
//! - each square a double move reaches (the first step; the end, unless it is the origin) is a
//!   target of one of the piece's own steps or slides, so the attacks of its single moves are
//!   the attacks of the piece (check, protection and chase need nothing more);
//! - the variant has `royals capturable`: the legality of a double move under the check rule
//!   (a capture on the first step that parries or exposes) is not implemented.

use crate::ast::{DoubleMove, Leg, MoveForm, Piece, Vector};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{DoubleStep, MoveKind, MoveMode, MoveRule, PieceType};

/// Fills [`PieceType::doubles`] of every type from its `double` forms; reports the errors of
/// the module documentation. `capturable`: the variant states `royals capturable`.
pub(crate) fn lower(
    pieces: &[&Piece],
    types: &mut [PieceType],
    capturable: bool,
    diags: &mut Diagnostics,
) {
    for p in pieces {
        let lists = std::iter::once((&p.name.text, &p.moves, p.within.is_some())).chain(
            p.promotes
                .iter()
                .map(|pr| (&pr.name.text, &pr.moves, false)),
        );
        for (name, moves, within) in lists {
            let Some(id) = types.iter().position(|t| &t.name == name) else {
                continue;
            };
            for item in &moves.items {
                let MoveForm::Double(d) = &item.form else {
                    continue;
                };
                if let Some(w) = item.only_in.as_ref().or(item.along.as_ref()) {
                    diags.push(
                        Diagnostic::new(
                            w.span.clone(),
                            "`in` and `along` do not apply to a double move",
                            "a double move here",
                        )
                        .with_help(
                            "a double move applies everywhere; write it without `in` or `along`",
                        ),
                    );
                }
                if within {
                    diags.push(
                        Diagnostic::new(
                            d.span.clone(),
                            format!("double move of `{name}`, a piece with `within`"),
                            "a double move here",
                        )
                        .with_help("a double move's squares are not confined to a region; remove `within` or the double move"),
                    );
                }
                if !capturable {
                    diags.push(
                        Diagnostic::new(
                            d.span.clone(),
                            "a double move needs `royals capturable`",
                            "a double move here",
                        )
                        .with_help("the check rule is not implemented for double moves: state `royals capturable` (royal pieces are taken, as in Chu shogi)"),
                    );
                }
                let steps = steps(d, diags);
                check_covered(d, name, &steps, &types[id].moves, diags);
                for s in steps {
                    if !types[id].doubles.contains(&s) {
                        types[id].doubles.push(s);
                    }
                }
            }
        }
    }
}

/// The double form's pairs of steps, first leg major; `[]` after an error in a leg.
fn steps(d: &DoubleMove, diags: &mut Diagnostics) -> Vec<DoubleStep> {
    let (Some(first), Some(second)) = (leg(&d.legs[0], diags), leg(&d.legs[1], diags)) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for &a in &first {
        for &b in &second {
            let s = DoubleStep {
                first: a,
                second: b,
            };
            if !out.contains(&s) {
                out.push(s);
            }
        }
    }
    out
}

/// The vectors of one leg, `None` after an error (reported).
fn leg(l: &Leg, diags: &mut Diagnostics) -> Option<Vec<(i8, i8)>> {
    let mut out = Vec::new();
    match l {
        Leg::Vectors(vs) => {
            let mut errors = Vec::new();
            for v in vs {
                crate::check::vector::check_vector(v, "step", &mut errors);
                for dy in crate::check::vector::values(&v.dy) {
                    for dx in crate::check::vector::values(&v.dx) {
                        out.push((dx, dy));
                    }
                }
            }
            if !errors.is_empty() {
                diags.extend(errors);
                return None;
            }
        }
        Leg::Betza(w) => {
            let rules = match crate::betza::parse(&w.text, w.span.start) {
                Ok(r) => r,
                Err(e) => {
                    diags.extend(e);
                    return None;
                }
            };
            if rules
                .iter()
                .any(|r| r.kind != MoveKind::Leap || r.mode != MoveMode::Both)
            {
                diags.push(
                    Diagnostic::new(
                        w.span.clone(),
                        format!("`{}` is not a set of steps", w.text),
                        "a leg of a double move",
                    )
                    .with_help("a leg is made of single steps or jumps, like `K` or `fW`, or vectors: `(0, +1) | (0, -1)`"),
                );
                return None;
            }
            out.extend(rules.iter().map(|r| (r.dx, r.dy)));
        }
    }
    Some(out)
}

/// Reports the first square of a double form's steps that no single move of the piece reaches.
fn check_covered(
    d: &DoubleMove,
    name: &str,
    steps: &[DoubleStep],
    moves: &[MoveRule],
    diags: &mut Diagnostics,
) {
    let reached = |v: (i8, i8)| {
        moves.iter().any(|r| {
            (r.dx, r.dy) == v
                && r.mode == MoveMode::Both
                && r.only_in.is_none()
                && r.along.is_none()
                && matches!(r.kind, MoveKind::Leap | MoveKind::Slide { .. })
        })
    };
    let missing = steps.iter().find_map(|s| {
        let end = (s.first.0 + s.second.0, s.first.1 + s.second.1);
        [s.first, end]
            .into_iter()
            .find(|&v| v != (0, 0) && !reached(v))
    });
    if let Some((dx, dy)) = missing {
        let c = |n: i8| {
            if n == 0 {
                "0".to_string()
            } else {
                format!("{n:+}")
            }
        };
        diags.push(
            Diagnostic::new(
                d.span.clone(),
                format!(
                    "double move of `{name}` reaches ({}, {}), which no single move of it does",
                    c(dx),
                    c(dy)
                ),
                "a double move here",
            )
            .with_help("give the piece a step, jump or slide to every square its double moves reach (the lion: `KNAD, double K then K`): its attacks are read from those"),
        );
    }
}

/// The form as written: `double K then K`, `double (+1, +1) then (+1, +1) | (-1, -1)`.
pub(crate) fn text(d: &DoubleMove, vector: &dyn Fn(&Vector) -> String) -> String {
    let leg = |l: &Leg| match l {
        Leg::Betza(w) => w.text.clone(),
        Leg::Vectors(vs) => vs.iter().map(vector).collect::<Vec<_>>().join(" | "),
    };
    format!("double {} then {}", leg(&d.legs[0]), leg(&d.legs[1]))
}
