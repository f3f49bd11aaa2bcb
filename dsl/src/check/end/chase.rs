//! `perpetual chase` and the `chase` statements → [`ChaseRules`]: which pieces' attacks count
//! (`chase by`), which pieces can be chased (`chase of`, never the royal one, optionally only in
//! a region), for which pairs protection does not matter (`chase protected`), which same-type
//! attacks are offers to exchange (`chase exchange`), and the clauses stated or left out
//! (`chase attackers followed`, `chase false-protection`, `chase discovered-check`).

use std::collections::HashSet;

use crate::ast::{ChaseFlag, ChaseTarget, Statement, StatementKind, Word};
use crate::check::end::shared::{error, kind, pieces};
use crate::check::region;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{self, ChaseRules, Perpetual, PieceId, PieceType, Region};

/// The `chase` statements of a file, each stated once (duplicates are reported already).
pub(crate) struct Clauses<'a> {
    /// `chase by PIECES`.
    pub(crate) by: Option<&'a [Word]>,
    /// `chase of TARGETS`.
    pub(crate) of: Option<&'a [ChaseTarget]>,
    /// The `chase protected` statements.
    pub(crate) protected: Vec<&'a Statement>,
    /// `chase exchange PIECES`.
    pub(crate) exchange: Option<&'a [Word]>,
    /// The flags stated (`chase attackers followed`, ...).
    pub(crate) flags: Vec<ChaseFlag>,
}

/// The chase rules of the `perpetual chase` statement `st` (its rule `perpetual`, `None` after
/// an error), from the `chase` statements; reports what is missing or does not fit.
pub(crate) fn lower(
    st: &Statement,
    perpetual: Option<Perpetual>,
    clauses: &Clauses<'_>,
    types: &[PieceType],
    regions: &[Region],
    diags: &mut Diagnostics,
) -> Option<ChaseRules> {
    let names: Vec<&str> = regions.iter().map(|r| r.name.as_str()).collect();
    let (by, of) = (clauses.by, clauses.of);
    for (missing, clause, example) in [
        (
            by.is_none(),
            "chase by",
            "chase by PIECE, ... (the pieces whose attacks count)",
        ),
        (
            of.is_none(),
            "chase of",
            "chase of PIECE [in REGION], ... (the pieces that can be chased)",
        ),
    ] {
        if missing {
            diags.push(
                Diagnostic::new(
                    st.keyword.clone(),
                    format!("`perpetual chase` without `{clause}`"),
                    format!("no `{clause}` statement in this file"),
                )
                .with_help(format!("add `{example}`")),
            );
        }
    }
    let attackers: Vec<Option<PieceId>> = by.map(|ws| pieces(ws, types, diags)).unwrap_or_default();
    let attacking: HashSet<PieceId> = attackers.iter().flatten().copied().collect();
    let mut targets = Vec::new();
    if let Some(ts) = of {
        let words: Vec<Word> = ts.iter().map(|t| t.piece.clone()).collect();
        for (t, id) in ts.iter().zip(pieces(&words, types, diags)) {
            let only_in = t
                .only_in
                .as_ref()
                .and_then(|r| region::resolve(&names, r, diags));
            let Some(id) = id else { continue };
            if types[id].royal {
                diags.push(error(
                    t.piece.span.clone(),
                    format!(
                        "`{}` is royal: an attack on it is check, not a chase",
                        t.piece.text
                    ),
                    "royal piece",
                    "`perpetual check` covers attacks on the royal piece; \
                     remove it from `chase of`",
                ));
                continue;
            }
            if t.only_in.is_none() || only_in.is_some() {
                targets.push(ir::ChaseTarget {
                    kind: kind(id),
                    only_on: only_in.map(|r| regions[r].squares()),
                });
            }
        }
    }
    let is_target = |id: PieceId| targets.iter().any(|t| t.kind == kind(id));
    let mut protected = Vec::new();
    for s in &clauses.protected {
        let StatementKind::ChaseProtected { target, by: ws } = &s.kind else {
            continue;
        };
        let tid = pieces(std::slice::from_ref(target), types, diags)[0];
        if let Some(tid) = tid
            && of.is_some()
            && !is_target(tid)
        {
            diags.push(not_a_target(target));
        }
        let mut ids = Vec::new();
        for (w, id) in ws.iter().zip(pieces(ws, types, diags)) {
            let Some(id) = id else { continue };
            if by.is_some() && !attacking.contains(&id) {
                diags.push(not_an_attacker(w));
            }
            ids.push(kind(id));
        }
        if let Some(tid) = tid {
            protected.push((kind(tid), ids));
        }
    }
    let mut exchange = Vec::new();
    if let Some(ws) = clauses.exchange {
        for (w, id) in ws.iter().zip(pieces(ws, types, diags)) {
            let Some(id) = id else { continue };
            if by.is_some() && !attacking.contains(&id) {
                diags.push(not_an_attacker(w));
            } else if of.is_some() && !is_target(id) {
                diags.push(not_a_target(w));
            }
            exchange.push(kind(id));
        }
    }
    let flag = |f: ChaseFlag| clauses.flags.contains(&f);
    Some(ChaseRules {
        perpetual: perpetual?,
        attackers: attackers.into_iter().flatten().map(kind).collect(),
        targets,
        protected,
        follow_attackers: flag(ChaseFlag::AttackersFollowed),
        false_protection: flag(ChaseFlag::FalseProtection),
        exchange,
        discovered_check: flag(ChaseFlag::DiscoveredCheck),
    })
}

/// `w`, named in a `chase protected` or `chase exchange` statement, is not in `chase of`.
fn not_a_target(w: &Word) -> Diagnostic {
    Diagnostic::new(
        w.span.clone(),
        format!("`{}` is not a chase target", w.text),
        "not in `chase of`",
    )
    .with_help(format!("add `{}` to `chase of`, or remove it here", w.text))
}

/// `w`, named in a `chase protected` or `chase exchange` statement, is not in `chase by`.
fn not_an_attacker(w: &Word) -> Diagnostic {
    Diagnostic::new(
        w.span.clone(),
        format!("`{}` does not chase", w.text),
        "not in `chase by`",
    )
    .with_help(format!("add `{}` to `chase by`, or remove it here", w.text))
}
