//! A parsed file → the IR [`Variant`]: the statements are sorted and checked (`check.rs`), then
//! each part is lowered in turn (board, regions, pieces, rules, start), every error collected.

use crate::ast::File;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::{Board, Region, TextFormat, Variant};
use crate::{check, end, piece, region, rules, start};

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
        "fen" => Some(TextFormat::Fen),
        _ => {
            diags.push(
                Diagnostic::new(
                    w.span.clone(),
                    format!("unknown notation `{}`", w.text),
                    "not `sfen` or `fen`",
                )
                .with_help(
                    "write `sfen` (SFEN positions, USI moves) or `fen` (FEN positions, ICCS moves)",
                ),
            );
            None
        }
    });

    // regions: names unique; masks need a valid board
    let mut regions: Vec<Region> = Vec::new();
    let mut names: Vec<&str> = Vec::new();
    for (name, specs) in &s.regions {
        check::check_name(name, "region", diags);
        if let Some(i) = names.iter().position(|n| *n == name.text) {
            let (line, _) = crate::diagnostic::line_col(source, s.regions[i].0.span.start);
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
        names.push(&name.text);
        let mask = board.and_then(|b| region::masks(specs, b, &name.text, diags));
        regions.push(Region {
            name: name.text.clone(),
            mask: mask.unwrap_or_default(),
        });
    }

    let anchor = s.variant.map_or(0..0, |(w, _)| w.span.clone());
    let pieces = piece::lower(&s.pieces, &names, anchor, source, diags);
    let promotion = rules::promotion(&s, &s.pieces, &names, diags);
    let captures = rules::captures(&s, notation, diags);
    let drops = rules::drops(&s, &pieces, source, diags);
    let royal = rules::royal(&s, source, diags);
    let end = end::lower(&s.end, &pieces, &regions, source, diags);

    // the start position is checked only when what it depends on is valid
    if diags.len() == before
        && let (Some(st), Some(n), Some(b)) = (s.start, notation, board)
    {
        start::check(st, n, b, &pieces, &regions, royal, diags);
    }

    if diags.len() != before {
        return None;
    }
    let (name, title) = s.variant?;
    Some(Variant {
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
        start: s.start?.text.clone(),
        end,
    })
}
