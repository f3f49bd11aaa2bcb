//! The end-of-game statements → [`EndRules`]. Each clause is stated once (a second one is a
//! duplicate, or a contradiction when it says something else); its verdict must mean something
//! for it; pieces and regions must exist; and the clauses must fit together: a perpetual rule
//! needs a `repetition` rule with a count at least its limit, and `perpetual chase` needs
//! `chase by` and `chase of` (and they need it).

use crate::ast::{Num, Statement, StatementKind, Verdict, VerdictKind, Word};
use crate::check::context::Context;
use crate::diagnostic::{Diagnostic, Diagnostics, line_col};
use crate::ir::{EndRules, Perpetual, PerpetualVerdict, PieceType, StalemateResult};
mod attack;
mod bare;
mod chase;
mod counting;
pub(crate) mod shared;

use koma_runtime::PieceKind;
use shared::{at_least, error, kind, only_draws, pieces};

/// The first statement of each clause, with what it says in words.
struct Seen<'a> {
    key: String,
    says: String,
    st: &'a Statement,
}

/// Lowers the end-of-game statements `stmts` (in source order), reporting every error.
pub(crate) fn lower(cx: &Context<'_>, diags: &mut Diagnostics) -> EndRules {
    let (stmts, types, regions, source) = (&cx.s.end, cx.pieces, cx.regions, cx.source);
    let firsts = dedupe(stmts, types, source, diags);
    let find = |key: &str| firsts.iter().find(|s| s.key == key).map(|s| &s.st.kind);
    let mut rules = EndRules::default();
    if let Some(StatementKind::Stalemate(v)) = find("stalemate") {
        rules.stalemate = stalemate(v, diags);
    }
    if let Some(StatementKind::Repetition { count, verdict }) = find("repetition")
        && fits(count, source, "repetition count", diags)
    {
        rules.repetition = repetition(count, verdict, diags);
        rules.repetition_loses = verdict.kind == VerdictKind::Loses;
    }
    unknown_perpetuals(&firsts, diags);
    let stated = find("repetition").is_some();
    for what in ["check", "chase", "attack"] {
        let key = format!("perpetual {what}");
        let Some(f) = firsts.iter().find(|f| f.key == key) else {
            continue;
        };
        let StatementKind::Perpetual { count, verdict, .. } = &f.st.kind else {
            continue;
        };
        let p = fits(count, source, &format!("`{key}` limit"), diags)
            .then(|| perpetual(f.st, &key, count, verdict, rules.repetition, stated, diags))
            .flatten();
        match what {
            "check" => rules.perpetual_check = p,
            "attack" => rules.perpetual_attack = attack::lower(f.st, p, types, diags),
            _ => {
                let clauses = chase_clauses(&firsts);
                rules.perpetual_chase = chase::lower(f.st, p, &clauses, types, regions, diags)
            }
        }
    }
    if find("perpetual chase").is_none() {
        orphan_chase(stmts, diags);
    }
    if let Some(StatementKind::NoCapture { plies, verdict }) = find("no-capture")
        && fits(plies, source, "no-capture limit", diags)
    {
        rules.no_capture_plies = no_capture(plies, verdict, diags);
    }
    if let Some(StatementKind::Material { verdict, without }) = find("material") {
        rules.material = Some(material(verdict, without, types, diags));
    }
    if let Some(StatementKind::BareRoyal(v)) = find("bare-royal") {
        rules.bare_royal = bare::bare_royal(v, diags);
    }
    if let Some(f) = firsts.iter().find(|f| f.key == "no-capture reset")
        && let StatementKind::NoCaptureReset(ws) = &f.st.kind
    {
        let limit = find("no-capture").is_some();
        rules.no_capture_resets = bare::resets(&f.st.keyword, ws, types, limit, diags);
    }
    let counting = find("counting").and_then(|k| match k {
        StatementKind::Counting {
            moves,
            verdict,
            without,
        } => Some((moves, verdict, without.as_slice())),
        _ => None,
    });
    let bare = firsts.iter().find_map(|f| match &f.st.kind {
        StatementKind::CountingBare(b) => Some((&f.st.keyword, b.as_slice())),
        _ => None,
    });
    rules.counting = counting::lower(counting, bare, types, diags);
    rules
}

/// `stalemate VERDICT`: `loses` or `draws`.
fn stalemate(v: &Verdict, diags: &mut Diagnostics) -> StalemateResult {
    match v.kind {
        VerdictKind::Loses => StalemateResult::Loses,
        VerdictKind::Draws => StalemateResult::Draws,
        VerdictKind::Illegal => {
            diags.push(error(
                v.span.clone(),
                "`stalemate` cannot be `illegal`",
                "not `loses` or `draws`",
                "a side without a legal move loses or draws: \
                 write `stalemate loses` or `stalemate draws`",
            ));
            StalemateResult::default()
        }
    }
}

/// `repetition N draws | loses`: the count, `None` after an error.
fn repetition(count: &Num, verdict: &Verdict, diags: &mut Diagnostics) -> Option<u32> {
    if verdict.kind == VerdictKind::Illegal {
        diags.push(error(
            verdict.span.clone(),
            "`repetition` cannot be `illegal`",
            "not `draws` or `loses`",
            "the N-th occurrence ends the game: write `repetition N draws`, or `repetition N \
             loses` when the side that brings it about loses",
        ));
    }
    at_least(
        count,
        2,
        "repetition count",
        "the first occurrence is no repetition: write 2 or more, like `repetition 4 draws`",
        diags,
    )
    .then_some(count.value)
}

/// Reports `perpetual` statements other than `check`, `chase` and `attack`.
fn unknown_perpetuals(firsts: &[Seen<'_>], diags: &mut Diagnostics) {
    for f in firsts {
        if let StatementKind::Perpetual { what, .. } = &f.st.kind
            && !["check", "chase", "attack"].contains(&what.text.as_str())
        {
            diags.push(error(
                what.span.clone(),
                format!("unknown perpetual rule `{}`", what.text),
                "not `check`, `chase` or `attack`",
                "write `perpetual check N loses`, `perpetual chase N loses` or \
                 `perpetual attack N loses`",
            ));
        }
    }
}

/// Reports the first `chase` statement of a file without `perpetual chase`.
fn orphan_chase(stmts: &[&Statement], diags: &mut Diagnostics) {
    let chase = stmts.iter().find(|s| {
        matches!(
            s.kind,
            StatementKind::ChaseBy(_)
                | StatementKind::ChaseOf(_)
                | StatementKind::ChaseProtected { .. }
                | StatementKind::ChaseExchange(_)
                | StatementKind::ChaseFlag(_)
        )
    });
    if let Some(st) = chase {
        diags.push(error(
            st.keyword.clone(),
            "`chase` rule without `perpetual chase`",
            "nothing is ever a chase",
            "add `perpetual chase N loses` (or `illegal`), or remove the `chase` statements",
        ));
    }
}

/// `no-capture N plies draws`: the limit, `None` after an error.
fn no_capture(plies: &Num, verdict: &Verdict, diags: &mut Diagnostics) -> Option<u32> {
    only_draws(
        verdict,
        "a no-capture limit",
        "write `no-capture N plies draws`",
        diags,
    );
    at_least(
        plies,
        1,
        "no-capture limit",
        "write the number of plies without a capture, like `no-capture 120 plies draws`",
        diags,
    )
    .then_some(plies.value)
}

/// `material draws without PIECES`: the known, non-royal pieces listed.
fn material(
    verdict: &Verdict,
    without: &[Word],
    types: &[PieceType],
    diags: &mut Diagnostics,
) -> Vec<PieceKind> {
    only_draws(
        verdict,
        "`material`",
        "write `material draws without PIECE, ...`",
        diags,
    );
    let ids = pieces(without, types, diags);
    for (w, &id) in without.iter().zip(&ids) {
        if id.is_some_and(|id| types[id].royal) {
            diags.push(error(
                w.span.clone(),
                format!("`{}` is royal", w.text),
                "always on the board",
                "list the pieces that can still force a win; \
                 the royal piece never leaves the board",
            ));
        }
    }
    ids.into_iter().flatten().map(kind).collect()
}

/// Keeps the first statement of each clause; reports the others as duplicates (saying the
/// same) or contradictions (saying something else).
fn dedupe<'a>(
    stmts: &[&'a Statement],
    types: &[PieceType],
    source: &str,
    diags: &mut Diagnostics,
) -> Vec<Seen<'a>> {
    let mut firsts: Vec<Seen<'a>> = Vec::new();
    for &st in stmts {
        let (key, says) = describe(&st.kind, source);
        if let Some(first) = firsts.iter().find(|f| f.key == key) {
            let (line, _) = line_col(source, first.st.keyword.start);
            let d = if first.says == says {
                Diagnostic::new(
                    st.keyword.clone(),
                    format!("duplicate `{key}` statement"),
                    "stated again here",
                )
                .with_help(format!("the first is on line {line}; remove one"))
            } else {
                Diagnostic::new(
                    st.keyword.clone(),
                    format!("contradictory `{key}` statements"),
                    format!("line {line} says `{}`", first.says),
                )
                .with_help(
                    match (
                        valid_alone(&first.st.kind, types, source),
                        valid_alone(&st.kind, types, source),
                    ) {
                        (true, true) => format!(
                            "a variant has one `{key}` rule: keep `{}` or `{says}`",
                            first.says
                        ),
                        (true, false) => format!(
                            "a variant has one `{key}` rule: keep `{}` (line {line}) and \
                             remove this one, which is not valid",
                            first.says
                        ),
                        (false, true) => format!(
                            "a variant has one `{key}` rule: keep this one, `{says}`, and \
                             remove the one on line {line}, which is not valid"
                        ),
                        (false, false) => format!(
                            "a variant has one `{key}` rule, and neither of these is valid: \
                             remove one and correct the other"
                        ),
                    },
                )
            };
            diags.push(d);
            continue;
        }
        firsts.push(Seen { key, says, st });
    }
    firsts
}

/// Whether an end-of-game statement is valid on its own (its verdict, counts and pieces),
/// leaving out how it fits with the others; for the help of a contradiction, so that it never
/// suggests keeping an invalid statement.
fn valid_alone(kind: &StatementKind, types: &[PieceType], source: &str) -> bool {
    let mut scratch = Diagnostics::new();
    let d = &mut scratch;
    let known = |ws: &[Word], d: &mut Diagnostics| pieces(ws, types, d).iter().all(Option::is_some);
    let ok = match kind {
        StatementKind::Stalemate(v) => {
            stalemate(v, d);
            true
        }
        StatementKind::Repetition { count, verdict } => {
            fits(count, source, "", d) && repetition(count, verdict, d).is_some()
        }
        StatementKind::Perpetual {
            what,
            count,
            verdict,
        } => {
            ["check", "chase", "attack"].contains(&what.text.as_str())
                && verdict.kind != VerdictKind::Draws
                && (what.text != "attack" || verdict.kind == VerdictKind::Loses)
                && fits(count, source, "", d)
                && at_least(count, 2, "", "", d)
        }
        StatementKind::NoCapture { plies, verdict } => {
            fits(plies, source, "", d) && no_capture(plies, verdict, d).is_some()
        }
        StatementKind::Material { verdict, without } => {
            verdict.kind == VerdictKind::Draws
                && !without.is_empty()
                && known(without, d)
                && without
                    .iter()
                    .all(|w| types.iter().all(|t| t.name != w.text || !t.royal))
        }
        StatementKind::ChaseBy(ws) => known(ws, d),
        StatementKind::ChaseOf(ts) => ts
            .iter()
            .all(|t| types.iter().any(|p| p.name == t.piece.text && !p.royal)),
        StatementKind::ChaseProtected { target, by } => {
            known(std::slice::from_ref(target), d) && known(by, d)
        }
        StatementKind::ChaseExchange(ws) => known(ws, d),
        _ => true,
    };
    ok && scratch.is_empty()
}

/// The clause a statement states (what must not be stated twice) and what it says.
fn describe(kind: &StatementKind, source: &str) -> (String, String) {
    // a number's value, or as written when it does not fit (a `Num` saturates at `u32::MAX`)
    let n = |n: &Num| {
        let written = source.get(n.span.clone()).unwrap_or_default();
        match written.parse::<u32>() {
            Ok(v) => v.to_string(),
            Err(_) => written.to_string(),
        }
    };
    let v = |v: &Verdict| match v.kind {
        VerdictKind::Loses => "loses",
        VerdictKind::Draws => "draws",
        VerdictKind::Illegal => "illegal",
    };
    let list = |ws: &[Word]| {
        ws.iter()
            .map(|w| w.text.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match kind {
        StatementKind::Stalemate(verdict) => {
            ("stalemate".into(), format!("stalemate {}", v(verdict)))
        }
        StatementKind::Repetition { count, verdict } => (
            "repetition".into(),
            format!("repetition {} {}", n(count), v(verdict)),
        ),
        StatementKind::Perpetual {
            what,
            count,
            verdict,
        } => (
            format!("perpetual {}", what.text),
            format!("perpetual {} {} {}", what.text, n(count), v(verdict)),
        ),
        StatementKind::ChaseBy(ws) => ("chase by".into(), format!("chase by {}", list(ws))),
        StatementKind::ChaseOf(ts) => {
            let ts: Vec<String> = ts
                .iter()
                .map(|t| match &t.only_in {
                    Some(r) => format!("{} in {}", t.piece.text, r.text),
                    None => t.piece.text.clone(),
                })
                .collect();
            ("chase of".into(), format!("chase of {}", ts.join(", ")))
        }
        StatementKind::ChaseProtected { target, by } => (
            format!("chase protected {}", target.text),
            format!("chase protected {} by {}", target.text, list(by)),
        ),
        StatementKind::ChaseExchange(ws) => (
            "chase exchange".into(),
            format!("chase exchange {}", list(ws)),
        ),
        StatementKind::ChaseFlag(flag) => {
            let says = format!("chase {}", flag.text());
            (says.clone(), says)
        }
        StatementKind::NoCapture { plies, verdict } => (
            "no-capture".into(),
            format!("no-capture {} plies {}", n(plies), v(verdict)),
        ),
        StatementKind::Material { verdict, without } => (
            "material".into(),
            format!("material {} without {}", v(verdict), list(without)),
        ),
        StatementKind::BareRoyal(verdict) => {
            ("bare-royal".into(), format!("bare-royal {}", v(verdict)))
        }
        StatementKind::NoCaptureReset(ws) => (
            "no-capture reset".into(),
            format!("no-capture reset by {}", list(ws)),
        ),
        StatementKind::Counting {
            moves,
            verdict,
            without,
        } => (
            "counting".into(),
            format!(
                "counting {} moves {} without {}",
                n(moves),
                v(verdict),
                list(without)
            ),
        ),
        StatementKind::CountingBare(limits) => {
            let ls: Vec<String> = limits
                .iter()
                .map(|b| {
                    let c = b
                        .count
                        .as_ref()
                        .map(|c| format!("{} ", n(c)))
                        .unwrap_or_default();
                    format!("{c}{} {} moves", b.piece.text, n(&b.moves))
                })
                .collect();
            (
                "counting bare".into(),
                format!("counting bare {}", ls.join(", ")),
            )
        }
        _ => (String::new(), String::new()),
    }
}

/// The `chase` statements among the first statements of each clause.
fn chase_clauses<'a>(firsts: &[Seen<'a>]) -> chase::Clauses<'a> {
    chase::Clauses {
        by: firsts.iter().find_map(|s| match &s.st.kind {
            StatementKind::ChaseBy(ws) => Some(ws.as_slice()),
            _ => None,
        }),
        of: firsts.iter().find_map(|s| match &s.st.kind {
            StatementKind::ChaseOf(ts) => Some(ts.as_slice()),
            _ => None,
        }),
        protected: firsts
            .iter()
            .filter(|s| matches!(s.st.kind, StatementKind::ChaseProtected { .. }))
            .map(|s| s.st)
            .collect(),
        exchange: firsts.iter().find_map(|s| match &s.st.kind {
            StatementKind::ChaseExchange(ws) => Some(ws.as_slice()),
            _ => None,
        }),
        flags: firsts
            .iter()
            .filter_map(|s| match s.st.kind {
                StatementKind::ChaseFlag(flag) => Some(flag),
                _ => None,
            })
            .collect(),
    }
}

/// Whether the number `n` as written in `source` fits in 32 bits (a [`Num`] saturates at
/// `u32::MAX`, so its value cannot tell); reports it otherwise.
fn fits(n: &Num, source: &str, what: &str, diags: &mut Diagnostics) -> bool {
    let written = source.get(n.span.clone()).unwrap_or_default();
    if written.parse::<u32>().is_ok() {
        return true;
    }
    diags.push(
        Diagnostic::new(
            n.span.clone(),
            format!("{what} is too large"),
            format!("above {}", u32::MAX),
        )
        .with_help(format!(
            "write a count of at most {} (a count no game reaches never ends one: \
             leave the statement out instead)",
            u32::MAX
        )),
    );
    false
}

/// A `perpetual check|chase N VERDICT` statement's rule; `None` after an error. `repetition` is
/// the valid repetition count, if any; `repetition_stated` whether a `repetition` statement
/// exists at all (an invalid one is reported already).
fn perpetual(
    st: &Statement,
    key: &str,
    count: &Num,
    verdict: &Verdict,
    repetition: Option<u32>,
    repetition_stated: bool,
    diags: &mut Diagnostics,
) -> Option<Perpetual> {
    let verdict = match verdict.kind {
        VerdictKind::Loses => Some(PerpetualVerdict::Loses),
        VerdictKind::Illegal => Some(PerpetualVerdict::Illegal),
        VerdictKind::Draws => {
            diags.push(error(
                verdict.span.clone(),
                format!("`{key}` cannot draw"),
                "not `loses` or `illegal`",
                "a repetition is already a draw: \
                 say what happens to the side that does it, `loses` or `illegal`",
            ));
            None
        }
    };
    let limit_ok = at_least(
        count,
        2,
        &format!("`{key}` limit"),
        "the limit is an occurrence of a repeated position: 2 or more",
        diags,
    );
    match repetition {
        None if repetition_stated => None, // its error is reported
        None => {
            diags.push(error(
                st.keyword.clone(),
                format!("`{key}` without a `repetition` rule"),
                "no `repetition` statement in this file",
                format!(
                    "add `repetition {} draws` (or a larger count) \
                     to say when a repetition ends the game",
                    count.value.max(2)
                ),
            ));
            None
        }
        Some(n) if count.value > n => {
            diags.push(
                Diagnostic::new(
                    count.span.clone(),
                    format!(
                        "`{key}` limit {} is above the repetition count {n}",
                        count.value
                    ),
                    format!("the game is drawn at occurrence {n} first"),
                )
                .with_help(format!("write a limit of at most {n}")),
            );
            None
        }
        Some(_) if limit_ok => Some(Perpetual {
            limit: count.value,
            verdict: verdict?,
        }),
        Some(_) => None,
    }
}
