//! `royals several`: several royal pieces per side (Sho shogi's king and crown prince). The
//! statement's word is checked here, with what it rules out (`forbid` rules, which speak of
//! "the two royals"), and the start position's royal count when it is in force: at least one
//! royal piece per side on the board, none in hand.
//!
//! The word: Fairy-Stockfish calls the rule `extinctionPseudoRoyal` (a side's pieces of the
//! extinction types are "pseudo-royal" while it has only one of them, and it loses when it has
//! none). A rules file says what the variant has, `royals several`, next to `royals
//! capturable`; the mechanism is documented on [`crate::ir::RoyalRules::several`].

use koma_runtime::setup::Setup;
use koma_runtime::{Color, PieceKind};

use crate::ast::Str;
use crate::check::sorted::Sorted;
use crate::diagnostic::{Diagnostic, Diagnostics, line_col};
use crate::ir::PieceType;

/// The words `royals` knows, for the help of an unknown one.
const KINDS: &str = "`royals several` or `royals capturable`";

/// Whether the file states `royals several`; reports unknown words (for `royals capturable`
/// too), a repeated statement and `forbid` rules stated with it.
pub(crate) fn several(s: &Sorted<'_>, source: &str, diags: &mut Diagnostics) -> bool {
    let mut several = false;
    for (i, w) in s.royals.iter().enumerate() {
        // `royals several` and `royals capturable` go together (Chu shogi); a word twice is a
        // duplicate
        if let Some(first) = s.royals[..i].iter().find(|f| f.text == w.text) {
            let (line, _) = line_col(source, first.span.start);
            diags.push(
                Diagnostic::new(
                    w.span.clone(),
                    "duplicate `royals` statement",
                    "stated again here",
                )
                .with_help(format!(
                    "a variant states each `royals` word once; the first is on line {line}"
                )),
            );
            continue;
        }
        match w.text.as_str() {
            "several" => several = true,
            "capturable" => {} // `royalty.rs`
            _ => diags.push(
                Diagnostic::new(
                    w.span.clone(),
                    format!("unknown royalty `{}`", w.text),
                    "not a word `royals` knows",
                )
                .with_help(format!("the statement is {KINDS}")),
            ),
        }
    }
    if several {
        for w in &s.forbids {
            diags.push(
                Diagnostic::new(
                    w.span.clone(),
                    format!("`forbid {}` with `royals several`", w.text),
                    "a rule between the two royals",
                )
                .with_help(
                    "`forbid` rules constrain one royal per side; remove this rule or `royals several`",
                ),
            );
        }
    }
    several
}

/// With `royals several`: reports a side of the start position `setup` (the text `start`) that
/// has no royal piece on the board, or one in hand.
pub(crate) fn start_count(
    start: &Str,
    setup: &Setup,
    pieces: &[PieceType],
    diags: &mut Diagnostics,
) {
    let royal = |k: PieceKind| pieces.get(k.0 as usize).is_some_and(|p| p.royal);
    for color in Color::ALL {
        let on_board = setup
            .board
            .iter()
            .filter(|s| s.is_some_and(|(c, k)| c == color && royal(k)))
            .count();
        let in_hand: u32 = setup.hands[color.index()]
            .iter()
            .enumerate()
            .filter(|&(id, _)| royal(PieceKind(id as u8)))
            .map(|(_, &n)| u32::from(n))
            .sum();
        if on_board == 0 || in_hand != 0 {
            let (message, label) = if on_board == 0 {
                (
                    "starts without a royal piece on the board",
                    "no royal piece on the board".to_string(),
                )
            } else {
                (
                    "starts with a royal piece in hand",
                    format!("{in_hand} royal pieces in hand"),
                )
            };
            diags.push(
                Diagnostic::new(start.inner.clone(), format!("{} {message}", color.name()), label)
                .with_help(
                    "with `royals several`, each side starts with at least one royal piece, all on the board",
                ),
            );
        }
    }
}
