//! The count of `drops nifu PIECE N`: how many unpromoted friendly pieces of a type a file may
//! hold before a drop of the type there is refused (Tori shogi: two swallows).

use crate::ast::{Num, Span, Word};
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::PieceId;

/// The count of each accepted nifu rule `seen` (type, the word that named it, in the order of
/// [`crate::ir::DropRules::nifu`]): the count written for that word in `counts`, else 1. A
/// count below 1, or one a file of the board (`board`: files, ranks) can never reach with a
/// free square left, is reported and taken as 1.
pub(crate) fn counts(
    seen: &[(PieceId, &Word)],
    counts: &[(&Word, &Num)],
    board: Option<(u32, u32, &Span)>,
    source: &str,
    diags: &mut Diagnostics,
) -> Vec<u8> {
    seen.iter()
        .map(|(_, w)| {
            counts
                .iter()
                .find(|(cw, _)| std::ptr::eq(*cw, *w))
                .and_then(|(_, n)| checked(w, n, board.map(|b| b.1), source, diags))
                .unwrap_or(1)
        })
        .collect()
}

/// `n` when it is a count a file of `ranks` squares can use (1 up to `ranks - 1`: a file
/// holding `ranks` pieces has no square to drop on); `None` after reporting it.
fn checked(
    w: &Word,
    n: &Num,
    ranks: Option<u32>,
    source: &str,
    diags: &mut Diagnostics,
) -> Option<u8> {
    let written = source.get(n.span.clone()).unwrap_or_default();
    if n.value == 0 {
        diags.push(
            Diagnostic::new(
                n.span.clone(),
                "`drops nifu` count must be at least 1",
                "0 is too small",
            )
            .with_help(format!(
                "the count is how many own unpromoted `{}` a file may hold before a drop there \
                 is refused: write 1 or more (`drops nifu {}` alone means 1)",
                w.text, w.text
            )),
        );
        return None;
    }
    let ranks = ranks?; // a missing or bad board is reported already
    if n.value >= ranks || written.parse::<u32>().is_err() {
        diags.push(
            Diagnostic::new(
                n.span.clone(),
                format!("`drops nifu` count {written} is not below the board's {ranks} ranks"),
                "a file never holds that many with a square free",
            )
            .with_help(format!(
                "write a count from 1 to {}, or leave the statement out",
                ranks.saturating_sub(1).max(1)
            )),
        );
        return None;
    }
    u8::try_from(n.value).ok()
}
