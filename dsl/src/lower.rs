//! A parsed file → the IR [`Variant`]: the statements are sorted and checked (`check.rs`), then
//! each part is lowered in turn (board, regions, pieces, rules, start), every error collected.

use std::collections::HashMap;

use crate::ast::File;
use crate::ast::Span;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{
    Board, MoveText, Region, RoyalRules, RuleLines, SpecialRules, TextFormat, Variant,
};
use crate::{check, end, exclusion, pass, piece, region, rules, start};

/// Lowers `file`; `None` when any error was reported into `diags`.
pub(crate) fn lower(file: &File, source: &str, diags: &mut Diagnostics) -> Option<Variant> {
    let before = diags.len();
    let s = check::sort(file, source, diags);

    let board = s.board.and_then(|(files, ranks, span)| {
        if (3..=16).contains(&files) && (3..=16).contains(&ranks) {
            Some(Board {
                files: files as u8,
                ranks: ranks as u8,
            })
        } else {
            let size = if files < 3 || ranks < 3 {
                "small"
            } else {
                "big"
            };
            diags.push(
                Diagnostic::new(
                    span.clone(),
                    format!("board is too {size}"),
                    format!("{files}x{ranks} board"),
                )
                .with_help("a board has 3 to 16 files and 3 to 16 ranks"),
            );
            None
        }
    });

    let notation = s.notation.and_then(|w| match w.text.as_str() {
        "sfen" => Some(TextFormat::Sfen),
        "fen" | "uci" => Some(TextFormat::Fen),
        _ => {
            diags.push(
                Diagnostic::new(
                    w.span.clone(),
                    format!("unknown notation `{}`", w.text),
                    "not `sfen`, `fen` or `uci`",
                )
                .with_help(
                    "write `sfen` (SFEN positions, USI moves), `fen` (FEN positions, ICCS moves) or `uci` (FEN positions, Fairy-Stockfish's UCI moves)",
                ),
            );
            None
        }
    });

    // regions: names unique; masks need a valid board
    let mut regions: Vec<Region> = Vec::new();
    let mut names: Vec<&str> = Vec::new();
    let mut firsts: HashMap<&str, usize> = HashMap::new();
    for (name, specs) in &s.regions {
        check::check_name(name, "region", diags);
        if let Some(&first) = firsts.get(name.text.as_str()) {
            let (line, _) = crate::diagnostic::line_col(source, first);
            diags.push(
                Diagnostic::new(
                    name.span.clone(),
                    format!("duplicate region `{}`", name.text),
                    "declared again here",
                )
                .with_help(format!(
                    "the first `{}` is on line {line}; give each region its own name",
                    name.text
                )),
            );
        }
        firsts.entry(&name.text).or_insert(name.span.start);
        names.push(&name.text);
        let mask = board.and_then(|b| region::masks(specs, b, &name.text, diags));
        regions.push(Region {
            name: name.text.clone(),
            mask: mask.unwrap_or_default(),
            line: line_of(source, &name.span),
        });
    }

    let anchor = s.variant.map_or(0..0, |(w, _)| w.span.clone());
    let several = crate::royals::several(&s, source, diags);
    let mut pieces = piece::lower(&s.pieces, &names, anchor, several, source, diags);
    let promotion = rules::promotion(&s, &s.pieces, &names, diags);
    let choice = pieces.iter().any(|p| !p.promotes_choice.is_empty());
    crate::pawns::check_limited(&s, choice, diags);
    crate::pawns::check_choice_notation(&s, diags);
    let captures = rules::captures(&s);
    crate::promote_to::check_captures(&s.pieces, captures, diags);
    crate::value::check_hands(&s.pieces, captures, diags);
    let mut drops = rules::drops(&s, &pieces, source, diags);
    crate::drop_rules::lower(&s, &names, source, &mut drops, diags);
    let royal = RoyalRules {
        several,
        ..rules::royal(&s, source, diags)
    };
    let faces = crate::flip::lower(&s, &s.pieces, source, diags);
    let lines = rule_lines(&s, source);
    let mut end = end::lower(&s.end, &pieces, &regions, source, diags);
    end.insufficient =
        crate::insufficient::lower(&s.insufficient, &pieces, board, end.stalemate, diags);
    let castling_cx = crate::castling::Context {
        board,
        notation: s
            .notation
            .and_then(|w| (w.text == "sfen").then_some(TextFormat::Sfen)),
        pieces: &pieces,
        source,
    };
    let castling = crate::castling::lower(&s.castlings, &castling_cx, diags);
    let royalty = crate::royalty::lower(&s, &names, source, diags);
    crate::double::lower(&s.pieces, &mut pieces, royalty.capturable, diags);
    let exclusions = exclusion::lower(&s.special, &pieces, source, diags);
    let pass = pass::lower_pass(&s.pieces, &pieces, diags);
    let bikjang_line = pass::lower_bikjang(&s.special, pass, source, diags);
    let (lions, lion_cheap) = crate::lions::lower(&s.special, &pieces, source, diags);
    let counter_strike = crate::counter_strike::lower(&s, captures, source, diags);
    let special = SpecialRules {
        exclusions,
        pass,
        bikjang: bikjang_line.is_some(),
        bikjang_line,
        lions,
        lion_cheap,
        counter_strike,
    };

    // the start position is checked only when what it depends on is valid
    if diags.len() == before
        && let (Some(st), Some(n), Some(b)) = (s.start, notation, board)
    {
        let against = start::Against {
            notation: n,
            board: b,
            pieces: &pieces,
            regions: &regions,
            royal,
            captures,
            immobile_allowed: faces.immobile_allowed,
        };
        start::check(st, &against, diags);
    }

    if diags.len() != before {
        return None;
    }
    let (name, title) = s.variant?;
    let mut variant = Variant {
        name: name.text.clone(),
        title: title.map(|t| t.text.clone()),
        board: board?,
        notation: notation?,
        regions,
        pieces,
        promotion,
        captures,
        drops,
        royal,
        lines,
        start: s.start?.text.clone(),
        end,
        faces,
        royalty,
        move_text: match s.notation.map(|w| w.text.as_str()) {
            Some("uci") => MoveText::Uci,
            _ => MoveText::Native,
        },
        special,
        castling,
    };
    crate::pawns::lower_initial(&mut variant);
    // the side not to move in check needs the whole variant (every piece's attacks); with
    // capturable royals it is a position like any other
    let rights_ok = crate::castling::start_rights_ok(s.start?, &variant, diags);
    (rights_ok
        && (variant.royalty.capturable || start::opponent_in_check(s.start?, &variant, diags)))
    .then_some(variant)
}

/// The 1-based line of `span` in `source`.
pub(crate) fn line_of(source: &str, span: &Span) -> u32 {
    crate::diagnostic::line_col(source, span.start).0 as u32
}

/// The lines of the rule statements of a file that lowered without errors (so the drop
/// statements are in the order, and the number, of the IR's drop rules).
fn rule_lines(s: &check::Sorted<'_>, source: &str) -> RuleLines {
    let forbid = |rule: &str| {
        s.forbids
            .iter()
            .find(|w| w.text == rule)
            .map(|w| line_of(source, &w.span))
    };
    RuleLines {
        promotion: s
            .promotion
            .map(|(kw, ..)| kw)
            .or(s.every_move)
            .map(|kw| line_of(source, kw)),
        captures: s.captures.map(|(_, span)| line_of(source, span)),
        nifu: s.nifu.iter().map(|w| line_of(source, &w.span)).collect(),
        no_drop_mate: s
            .mate
            .iter()
            .filter(|(_, illegal, _)| *illegal)
            .map(|(w, ..)| line_of(source, &w.span))
            .collect(),
        no_facing: forbid("facing-royals"),
        no_same_rank: forbid("royals-same-rank"),
        drop_region: s.drop_in.first().map(|w| line_of(source, &w.span)),
        no_drop_check: s
            .drop_check
            .iter()
            .find(|(illegal, _)| *illegal)
            .map(|(_, v)| line_of(source, v)),
    }
}
