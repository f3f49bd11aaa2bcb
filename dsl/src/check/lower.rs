//! A parsed file → the IR [`Variant`]: the statements are sorted and checked (`sorted.rs`), then
//! each part is lowered in turn (board, regions, pieces, rules, start), every error collected.

use std::collections::HashMap;

use super::context::Context;
use super::line::line_of;
use super::{end, exclusion, pass, piece, region, rules, sorted, start};
use crate::ast::File;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{
    Board, MoveText, Region, RoyalRules, RuleLines, SpecialRules, TextFormat, Variant,
};

/// Lowers `file`; `None` when any error was reported into `diags`.
pub(crate) fn lower(file: &File, source: &str, diags: &mut Diagnostics) -> Option<Variant> {
    let before = diags.len();
    let s = sorted::sort(file, source, diags);

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
        sorted::check_name(name, "region", diags);
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
    let several = crate::check::royals::several(&s, source, diags);
    let mut pieces = piece::lower(&s.pieces, &names, anchor, several, source, diags);
    let cx = Context {
        s: &s,
        source,
        board,
        notation,
        names: &names,
        regions: &regions,
        pieces: &pieces,
    };
    let promotion = rules::promotion(&cx, diags);
    let choice = pieces.iter().any(|p| !p.promotes_choice.is_empty());
    crate::check::pawns::check_limited(&cx, choice, diags);
    crate::check::pawns::check_choice_notation(&cx, diags);
    let captures = rules::captures(&s);
    crate::check::promote_to::check_captures(&cx, captures, diags);
    crate::check::value::check_hands(&cx, captures, diags);
    let mut drops = rules::drops(&cx, diags);
    crate::check::drop_rules::lower(&cx, &mut drops, diags);
    let royal = RoyalRules {
        several,
        ..rules::royal(&cx, diags)
    };
    let faces = crate::check::flip::lower(&cx, diags);
    let lines = rule_lines(&cx);
    let mut end = end::lower(&cx, diags);
    end.insufficient = crate::check::insufficient::lower(&cx, end.stalemate, diags);
    let castling = crate::check::castling::lower(&cx, diags);
    let royalty = crate::check::royalty::lower(&cx, diags);
    crate::check::double::lower(&s.pieces, &mut pieces, royalty.capturable, diags);
    // the double steps are in the pieces now
    let cx = Context {
        s: &s,
        source,
        board,
        notation,
        names: &names,
        regions: &regions,
        pieces: &pieces,
    };
    let exclusions = exclusion::lower(&cx, diags);
    let pass = pass::lower_pass(&cx, diags);
    let bikjang_line = pass::lower_bikjang(&cx, pass, diags);
    let (lions, lion_cheap) = crate::check::lions::lower(&cx, diags);
    let counter_strike = crate::check::counter_strike::lower(&cx, captures, diags);
    let xboard_name = crate::check::xboard::lower(&cx, diags);
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
        xboard_name,
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
    crate::check::pawns::lower_initial(&mut variant);
    // the side not to move in check needs the whole variant (every piece's attacks); with
    // capturable royals it is a position like any other
    let rights_ok = crate::check::castling::start_rights_ok(s.start?, &variant, diags);
    (rights_ok
        && (variant.royalty.capturable || start::opponent_in_check(s.start?, &variant, diags)))
    .then_some(variant)
}

/// The lines of the rule statements of a file that lowered without errors (so the drop
/// statements are in the order, and the number, of the IR's drop rules).
fn rule_lines(cx: &Context<'_>) -> RuleLines {
    let (s, source) = (cx.s, cx.source);
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
