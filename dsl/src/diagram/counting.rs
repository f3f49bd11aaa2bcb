//! The lines `koma show` prints above the diagrams of a variant with counting rules
//! (`counting N moves draws`, `counting bare ...`: Makruk's board's and pieces' honour).

use crate::ir::Variant;

/// The counting rules in words (`None` without them): the board's honour, then the pieces'
/// honour of a side left with only its royal piece.
pub(crate) fn summary(variant: &Variant) -> Option<String> {
    let c = variant.end.counting.as_ref()?;
    let name = |k: koma_runtime::PieceKind| variant.pieces[k.0 as usize].name.as_str();
    let without: Vec<&str> = c.without.iter().map(|&k| name(k)).collect();
    let mut out = format!(
        "counting (board's honour): once no {} is on the board, a side with more than its \
         royal piece, against more than a royal piece, counts {} moves; the game is drawn when \
         the count passes its limit, unless it is checkmate",
        if without.is_empty() {
            "piece of the excluded kinds".to_string()
        } else {
            without.join(" or ")
        },
        c.moves
    );
    let limits: Vec<String> = c
        .bare
        .iter()
        .map(|b| format!("{} against {} {}", b.moves, b.at_least, name(b.kind)))
        .collect();
    out.push_str(&format!(
        "\ncounting (pieces' honour): a side with only its royal piece counts {}{} moves, \
         from the number of pieces on the board",
        if limits.is_empty() {
            String::new()
        } else {
            format!("{}, else ", limits.join(", "))
        },
        c.moves
    ));
    Some(out)
}
