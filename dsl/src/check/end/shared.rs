//! The helpers the end-of-game rules read their pieces and verdicts with (castling, exclusions
//! and lions read pieces with them too): piece names to ids, runtime kinds, errors with help.

use std::collections::{HashMap, HashSet};

use crate::ast::{Num, Span, Verdict, VerdictKind, Word};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{PieceId, PieceType};
use koma_runtime::PieceKind;

/// The runtime's name for piece type `id` (ids are below 64: the checker's limit).
pub(crate) fn kind(id: PieceId) -> PieceKind {
    PieceKind(id as u8)
}

/// Reports a verdict other than `draws` for `what`.
pub(crate) fn only_draws(v: &Verdict, what: &str, help: &str, diags: &mut Diagnostics) {
    if v.kind != VerdictKind::Draws {
        diags.push(
            Diagnostic::new(
                v.span.clone(),
                format!("{what} can only draw"),
                "not `draws`",
            )
            .with_help(help.to_string()),
        );
    }
}

/// Whether `n` is at least `min`; reports it otherwise.
pub(crate) fn at_least(n: &Num, min: u32, what: &str, help: &str, diags: &mut Diagnostics) -> bool {
    if n.value >= min {
        return true;
    }
    diags.push(
        Diagnostic::new(
            n.span.clone(),
            format!("{what} must be at least {min}"),
            format!("{} is too small", n.value),
        )
        .with_help(help.to_string()),
    );
    false
}

/// The ids of the piece types named in `ws`, `None` for unknown ones (reported) and repeated
/// ones (reported once, at the second mention, saying how often the name is listed).
pub(crate) fn pieces(
    ws: &[Word],
    types: &[PieceType],
    diags: &mut Diagnostics,
) -> Vec<Option<PieceId>> {
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for w in ws {
        *counts.entry(w.text.as_str()).or_default() += 1;
    }
    let mut named: HashSet<&str> = HashSet::new();
    let mut reported: HashSet<&str> = HashSet::new();
    let mut out = Vec::with_capacity(ws.len());
    for w in ws {
        let name = w.text.as_str();
        if !named.insert(name) {
            if reported.insert(name) {
                let times = match counts[name] {
                    2 => "twice".to_string(),
                    n => format!("{n} times"),
                };
                diags.push(
                    Diagnostic::new(
                        w.span.clone(),
                        format!("`{name}` is listed {times}"),
                        "listed again here",
                    )
                    .with_help("name each piece once"),
                );
            }
            out.push(None);
            continue;
        }
        out.push(piece_id(w, types, diags));
    }
    out
}

/// An error with its help line.
pub(crate) fn error(
    span: Span,
    message: impl Into<String>,
    label: impl Into<String>,
    help: impl Into<String>,
) -> Diagnostic {
    Diagnostic::new(span, message, label).with_help(help)
}

/// The id of the piece type (promoted types too) `w` names; reports an unknown name.
pub(crate) fn piece_id(w: &Word, types: &[PieceType], diags: &mut Diagnostics) -> Option<usize> {
    let id = types.iter().position(|t| t.name == w.text);
    if id.is_none() {
        diags.push(
            Diagnostic::new(
                w.span.clone(),
                format!("unknown piece `{}`", w.text),
                "no piece has this name",
            )
            .with_help("name a piece type declared with `piece` (or its `promotes` type)"),
        );
    }
    id
}
