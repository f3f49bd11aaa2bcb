//! `piece` statements → [`PieceType`]s: names and letters unique, glyphs well formed, moves
//! expanded, regions resolved, one royal type, promoted types right after their base type.

use std::collections::HashMap;

use super::{moves, region, unsupported};
use crate::ast::{Piece, Span, Str, Word};
use crate::check::line::line_of;
use crate::check::sorted::{check_letter, check_name};
use crate::check::value::{self, Owner};
use crate::diagnostic::{Diagnostic, Diagnostics, line_col};
use crate::ir::PieceType;

/// The piece types of `pieces`, in order (each promoted type right after its base type).
/// `regions` are the region names by id; `anchor` is where to point when no piece is royal;
/// `several`: `royals several` is stated (several royal types, promoted ones too).
pub(crate) fn lower<'a>(
    pieces: &[&'a Piece],
    regions: &[&str],
    anchor: Span,
    several: bool,
    source: &str,
    diags: &mut Diagnostics,
) -> Vec<PieceType> {
    let mut types: Vec<PieceType> = Vec::new();
    let mut names: HashMap<&str, Span> = HashMap::new();
    let mut letters: HashMap<char, (Span, &str)> = HashMap::new();
    let mut royals: Vec<&Span> = Vec::new();
    let mut resolve = |w: &Word, d: &mut Diagnostics| region::resolve(regions, w, d);

    let mut unique_name = |w: &'a Word, diags: &mut Diagnostics| {
        check_name(w, "piece", diags);
        if let Some(first) = names.get(w.text.as_str()) {
            let (line, _) = line_col(source, first.start);
            diags.push(
                Diagnostic::new(w.span.clone(), format!("duplicate piece name `{}`", w.text), "named again here")
                    .with_help(format!("each piece type, promoted ones too, needs its own name; the first `{}` is on line {line}", w.text)),
            );
        } else {
            names.insert(&w.text, w.span.clone());
        }
    };

    for p in pieces {
        unsupported::promotes(p, several, diags);
        unique_name(&p.name, diags);
        let letter = check_letter(&p.letter, "piece letter", diags);
        let mut aliases = Vec::new();
        let mut all = vec![(&p.letter, letter, false)];
        for w in &p.also {
            all.push((w, check_letter(w, "alias", diags), true));
        }
        for (w, c, is_alias) in all {
            let Some(c) = c else { continue };
            if let Some((first, owner)) = letters.get(&c) {
                let (line, _) = line_col(source, first.start);
                diags.push(
                    Diagnostic::new(w.span.clone(), format!("duplicate piece letter `{c}`"), "used again here")
                        .with_help(format!("`{owner}` already uses `{c}` on line {line}; each letter names one piece type (promoted types share their base's)")),
                );
            } else {
                letters.insert(c, (w.span.clone(), p.name.text.as_str()));
            }
            if is_alias {
                aliases.push(c);
            }
        }
        let glyph = glyph(&p.glyph, diags);
        let (rules, betza) = moves::lower(&p.moves, &mut resolve, diags);
        let within = p.within.as_ref().and_then(|w| resolve(w, diags));
        if let Some(r) = &p.royal {
            royals.push(r);
            if let Some(pr) = &p.promotes {
                diags.push(
                    Diagnostic::new(
                        pr.keyword.clone(),
                        format!("royal piece `{}` promotes", p.name.text),
                        "a royal piece cannot promote",
                    )
                    .with_help(if several {
                        "a royal type never promotes, even with `royals several`: remove the \
                         `promotes` clause, or leave this piece unroyal and mark its promoted \
                         type `royal` (`promotes NAME \"GLYPH\" royal moves ...`, as Sho \
                         shogi's elephant promotes to the royal prince)"
                    } else {
                        "a royal type never promotes: remove the `promotes` clause (with \
                         `royals several`, a promoted type may be `royal` instead)"
                    }),
                );
            }
        }
        let owner = Owner {
            name: &p.name.text,
            royal: p.royal.is_some(),
            promoted: false,
        };
        let value = value::lower(&p.values, &owner, source, diags);
        let id = types.len();
        types.push(PieceType {
            name: p.name.text.clone(),
            letter: letter.unwrap_or('?'),
            aliases: aliases.clone(),
            glyph,
            royal: p.royal.is_some(),
            betza,
            moves: rules,
            within,
            promotes_to: p.promotes.as_ref().map(|_| id + 1),
            promoted_from: None,
            value,
            line: line_of(source, &p.name.span),
            drops_anywhere: p.drops_anywhere.is_some(),
            doubles: Vec::new(),
            promotes_choice: Vec::new(),
            drop_letters: Vec::new(),
        });
        if let Some(pr) = &p.promotes {
            unique_name(&pr.name, diags);
            let mut drop_letters = Vec::new();
            for w in &pr.also {
                let Some(c) = check_letter(w, "alias", diags) else {
                    continue;
                };
                if let Some((first, owner)) = letters.get(&c) {
                    let (line, _) = line_col(source, first.start);
                    diags.push(
                        Diagnostic::new(w.span.clone(), format!("duplicate piece letter `{c}`"), "used again here")
                            .with_help(format!("`{owner}` already uses `{c}` on line {line}; a promoted type's `also` letter names it alone, so it needs a letter of its own")),
                    );
                } else {
                    letters.insert(c, (w.span.clone(), pr.name.text.as_str()));
                    drop_letters.push(c);
                }
            }
            let glyph = self::glyph(&pr.glyph, diags);
            let (rules, betza) = moves::lower(&pr.moves, &mut resolve, diags);
            let royal = several && pr.royal.is_some();
            if let Some(r) = pr.royal.as_ref().filter(|_| several) {
                royals.push(r);
            }
            let owner = Owner {
                name: &pr.name.text,
                royal,
                promoted: true,
            };
            let value = value::lower(&pr.values, &owner, source, diags);
            types.push(PieceType {
                name: pr.name.text.clone(),
                letter: letter.unwrap_or('?'),
                aliases,
                glyph,
                royal,
                betza,
                moves: rules,
                within: None,
                promotes_to: None,
                promoted_from: Some(id),
                value,
                line: line_of(source, &pr.name.span),
                drops_anywhere: false,
                doubles: Vec::new(),
                promotes_choice: Vec::new(),
                drop_letters,
            });
        }
    }

    crate::check::promote_to::resolve(pieces, &mut types, diags);
    match royals.as_slice() {
        [] => diags.push(
            Diagnostic::new(anchor, "no royal piece", "this variant has no royal piece")
                .with_help(NO_ROYAL_HELP),
        ),
        [_] => {}
        [_, ..] if several => {}
        [_, more @ ..] => {
            for r in more {
                diags.push(
                    Diagnostic::new(
                        (*r).clone(),
                        "more than one royal piece type",
                        "a second royal type",
                    )
                    .with_help("engines assume one royal type unless `royals several` is stated: keep `royal` on one piece, or write `royals several` (and `royals capturable` when none is protected, as in a game without a king)"),
                );
            }
        }
    }
    types
}

/// The help of `no royal piece`: the king, or for a game without one (breakthrough, clobber)
/// the pieces, all royal and none protected.
pub(crate) const NO_ROYAL_HELP: &str = "mark the king `royal`, like `piece king K \"玉\" royal \
    moves K`; a game without a king (a side loses with no piece or no move left: breakthrough, \
    clobber) marks its pieces `royal` and states `royals several` and `royals capturable`";

/// The glyph per side: `"X"` gives the same twice, `"X/Y"` one per side.
fn glyph(s: &Str, diags: &mut Diagnostics) -> [String; 2] {
    let parts: Vec<&str> = s.text.split('/').collect();
    let problem = if s.text.is_empty() {
        Some("the glyph is empty")
    } else if parts.len() > 2 {
        Some("more than two glyphs")
    } else if parts.iter().any(|p| p.is_empty()) {
        Some("a side has no glyph")
    } else if s.text.chars().any(|c| c.is_whitespace() || c.is_control()) {
        Some("a glyph holds a space")
    } else if parts.iter().any(|p| p.chars().count() > 1) {
        Some("a glyph is one character")
    } else {
        None
    };
    if let Some(label) = problem {
        diags.push(
            Diagnostic::new(
                s.span.clone(),
                format!("invalid glyph `\"{}\"`", s.text),
                label,
            )
            .with_help("a glyph is the piece's diagram character, or one per side: `\"帅/将\"`"),
        );
        return [String::new(), String::new()];
    }
    match parts.as_slice() {
        [a, b] => [a.to_string(), b.to_string()],
        _ => [s.text.clone(), s.text.clone()],
    }
}
