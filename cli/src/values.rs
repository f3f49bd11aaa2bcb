//! `koma show FILE --values`: the piece values of a variant as a table.

use koma_dsl::facts::Facts;
use koma_dsl::ir::Variant;
use koma_runtime::Color;

/// The table of piece values of `variant` (whose facts are `facts`): per type, its SFEN/FEN
/// letter (`+P` for a promoted type), name, board and hand values in centipawns (`-` for a type
/// that is never held) and whether the rules file states them (`value N`) or they are computed.
/// `only` restricts it to one type. The first line names the variant and the unit.
pub fn table(variant: &Variant, facts: &Facts, only: Option<usize>) -> String {
    let values = facts.piece_values();
    let name_width = variant
        .pieces
        .iter()
        .map(|p| p.name.chars().count())
        .max()
        .unwrap_or(0)
        .max("name".len());
    let mut out = format!(
        "piece values of `{}` in centipawns (a shogi pawn is about 100)\n",
        variant.name
    );
    out += &format!(
        "{:<6}  {:<name_width$}  {:>6}  {:>6}  source\n",
        "letter", "name", "board", "hand"
    );
    for (id, p) in variant.pieces.iter().enumerate() {
        if only.is_some_and(|o| o != id) {
            continue;
        }
        let hand = match facts.pieces[id].hand_slot {
            Some(_) => values.hand[id].to_string(),
            None => "-".to_string(),
        };
        let source = match (p.royal, p.value) {
            (true, _) => "royal",
            (false, Some(_)) => "stated",
            (false, None) => "computed",
        };
        out += &format!(
            "{:<6}  {:<name_width$}  {:>6}  {:>6}  {source}\n",
            p.symbol(Color::First),
            p.name,
            values.board[id],
            hand
        );
    }
    out
}
