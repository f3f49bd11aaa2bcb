//! The `squares SQ SQ ...` region spec: squares named one by one, each a file letter (`a` = the
//! first player's left) and a 1-based rank counted from the first player's side (`d1`, `e10`),
//! as Fairy-Stockfish writes the squares of its regions.

use crate::ast::Word;
use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::ir::Board;

/// The mask of the squares `words` name on `board`; reports names off the board (`None` then).
pub(crate) fn mask(words: &[Word], board: Board, diags: &mut Diagnostics) -> Option<Vec<bool>> {
    let mut mask = vec![false; board.squares()];
    let mut ok = true;
    for w in words {
        match square_of(w, board, diags) {
            Some(i) => mask[i] = true,
            None => ok = false,
        }
    }
    ok.then_some(mask)
}

/// The index of the square `w` names on `board`; reports a square off the board (`None`).
pub(crate) fn square_of(w: &Word, board: Board, diags: &mut Diagnostics) -> Option<usize> {
    let found = square(&w.text, board);
    if found.is_none() {
        let last_file = (b'a' + board.files - 1) as char;
        diags.push(
            Diagnostic::new(
                w.span.clone(),
                format!(
                    "square `{}` outside the {}x{} board",
                    w.text, board.files, board.ranks
                ),
                "no such square",
            )
            .with_help(format!(
                "files are `a` to `{last_file}`, ranks 1 to {}, from the first player's side",
                board.ranks
            )),
        );
    }
    found
}

/// The index of the square `text` (`d1`) on `board`, or `None` when it is off the board.
fn square(text: &str, board: Board) -> Option<usize> {
    let mut chars = text.chars();
    let file = u32::from(chars.next()?).checked_sub(u32::from('a'))?;
    let rank: u32 = chars.as_str().parse().ok()?;
    if file >= u32::from(board.files) || rank == 0 || rank > u32::from(board.ranks) {
        return None;
    }
    Some(((rank - 1) * u32::from(board.files) + file) as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_file_letter_and_rank_from_one() {
        let b = Board {
            files: 9,
            ranks: 10,
        };
        assert_eq!(square("a1", b), Some(0));
        assert_eq!(square("d1", b), Some(3));
        assert_eq!(square("e2", b), Some(13));
        assert_eq!(square("i10", b), Some(89));
        assert_eq!(square("j1", b), None);
        assert_eq!(square("a0", b), None);
        assert_eq!(square("a11", b), None);
    }
}
