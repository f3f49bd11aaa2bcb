//! What XBoard is told about a variant it does not know itself (it knows `xiangqi` and
//! `shogi`): a `setup` command with the piece-to-char table, the board size, the holdings and
//! a parent variant, then the start position; and one `piece` command per type with its
//! Betza string, so XBoard can draw and check fairy moves.
//!
//! Sources: the CECP description (<http://hgm.nubati.net/CECP.html>: `setup (TABLE)
//! WxH+H_PARENT FEN`, `piece LETTER& BETZA`) and the piece-to-char table of XBoard's variant
//! `fairy`. Not yet checked against a running XBoard.

use crate::variant::VariantInfo;
use crate::xboard_table::promoting_table;
use koma_runtime::setup::TextFormat;

/// The koma variants XBoard knows by name (itself or an alias): it gets no `setup` for them.
/// `chushogi` is XBoard 4.9.1's `chu` (the same letters and start position, and its own Chu
/// rules and images; HaChu sends no `setup` either).
const NATIVE: &[&str] = &["xiangqi", "shogi", "chushogi"];

/// The koma variant an XBoard variant name stands for: the variant whose rules file states
/// `xboard name NAME` (`aliases`: XBoard name, koma name, as [`crate::Catalog::xboard_names`]
/// gives them; `crazywa` for Wa shogi, `chu` for Chu shogi), else the name itself.
pub fn koma_name<'a>(aliases: &'a [(String, String)], xboard: &'a str) -> &'a str {
    aliases
        .iter()
        .find(|(x, _)| x == xboard)
        .map_or(xboard, |(_, k)| k.as_str())
}

/// The names offered in XBoard's `feature variants`: koma's, each XBoard name after its
/// variant.
pub fn xboard_names(names: &[String], aliases: &[(String, String)]) -> Vec<String> {
    let mut out = Vec::new();
    for n in names {
        out.push(n.clone());
        out.extend(
            aliases
                .iter()
                .filter(|(_, k)| k == n)
                .map(|(x, _)| x.clone()),
        );
    }
    out
}

/// XBoard's piece images in the order of its piece-to-char table (variant `fairy`); the last
/// one is the king image.
const IMAGES: &str = "PNBRQFEACWMOHIJGDVLSUK";

/// The lines to send after `variant NAME` for `info`: nothing for a variant XBoard knows; for a
/// variant with promotions the `setup` of [`promoting_table`] (parent `chu`, every
/// type its own image), for one without, parent `fairy`; then one `piece` line per type. A
/// variant with more types than XBoard draws gets a `#` comment saying so instead of `setup`.
pub fn variant_lines(info: &VariantInfo) -> Vec<String> {
    if NATIVE.contains(&info.name.as_str()) {
        return Vec::new();
    }
    let base = info.pieces.iter().filter(|p| !p.promoted).count();
    let holdings = if info.drops { base - 1 } else { 0 };
    let size = format!("{}x{}+{holdings}", info.files, info.ranks);
    let setup = if info.pieces.iter().any(|p| p.promoted) {
        promoting_table(info).map(|t| format!("({}) {size}_{}", t.text(), t.parent))
    } else {
        Ok(format!("({}) {size}_fairy", piece_table(info)))
    };
    let mut lines = vec![match setup {
        Ok(s) => format!("setup {s} {}", xboard_fen(info)),
        Err(e) => format!("# no xboard setup: {e}"),
    }];
    for p in &info.pieces {
        if !p.betza.is_empty() {
            let plus = if p.promoted { "+" } else { "" };
            lines.push(format!("piece {plus}{}& {}", p.letter, p.betza));
        }
    }
    lines
}

/// The piece-to-char table: each image slot holds the letter of our base piece with that
/// letter, `.` when none; the king slot holds our royal piece's letter (the last base piece
/// whose letter is not placed otherwise); white's half, then black's in lowercase.
fn piece_table(info: &VariantInfo) -> String {
    let ours: Vec<char> = info
        .pieces
        .iter()
        .filter(|p| !p.promoted)
        .map(|p| p.letter)
        .collect();
    let mut white: Vec<char> = IMAGES
        .chars()
        .map(|c| if ours.contains(&c) { c } else { '.' })
        .collect();
    // a letter with no image of its own takes a free slot (the king slot last)
    for &l in &ours {
        if !white.contains(&l)
            && let Some(free) = white.iter().position(|&c| c == '.')
        {
            white[free] = l;
        }
    }
    let white: String = white.into_iter().collect();
    let trimmed = white.trim_end_matches('.').to_string();
    format!("{trimmed}{}", trimmed.to_ascii_lowercase())
}

/// The start position in XBoard's FEN: FEN variants as they are; SFEN turned into a FEN with
/// holdings in brackets, `w` for the first player.
fn xboard_fen(info: &VariantInfo) -> String {
    if info.format == TextFormat::Fen {
        return info.start.clone();
    }
    let f: Vec<&str> = info.start.split_whitespace().collect();
    let board = f.first().copied().unwrap_or("");
    let side = if f.get(1) == Some(&"w") { "b" } else { "w" };
    let hand = match f.get(2) {
        Some(&"-") | None => "",
        Some(h) => h,
    };
    let number = f.get(3).copied().unwrap_or("1");
    format!("{board}[{hand}] {side} - - 0 {number}")
}

/// A position XBoard sends (`setboard`), or a UCI GUI for Fairy-Stockfish, in the variant's own text: FEN variants as sent; for
/// SFEN variants XBoard's FEN (`board[hand] w - - 0 1`, `w` the first player) turned into SFEN
/// (`board b hand 1`), as is a FEN without holdings (`board w - - 0 1`, or the board alone as
/// HaChu takes it: see [`plain_fen`]). Text that is not in XBoard's form (an SFEN of two to
/// four fields) is passed on unchanged.
pub fn position_from_xboard(info: &VariantInfo, text: &str) -> String {
    if info.format == TextFormat::Fen {
        return text.to_string();
    }
    let f: Vec<&str> = text.split_whitespace().collect();
    let Some(open) = f.first().and_then(|b| b.find('[')) else {
        return plain_fen(&f).unwrap_or_else(|| text.to_string());
    };
    let (board, hand) = f[0].split_at(open);
    // an unclosed hand is left to the SFEN reader, which reports it
    let Some(hand) = hand.strip_prefix('[').and_then(|h| h.strip_suffix(']')) else {
        return text.to_string();
    };
    let hand = if hand.is_empty() || hand == "-" {
        "-"
    } else {
        hand
    };
    // any other side letter is passed on for the SFEN reader to report
    let side = match f.get(1) {
        Some(&"b") => "w",
        Some(&"w") | None => "b",
        Some(other) => other,
    };
    let number = f
        .last()
        .filter(|n| f.len() > 2 && n.parse::<u32>().is_ok())
        .unwrap_or(&"1");
    format!("{board} {side} {hand} {number}")
}

/// An SFEN for XBoard's FEN of a variant without holdings (Chu shogi), given as its
/// whitespace-separated fields: the board alone (as HaChu takes it, the first player to move:
/// `BOARD b - 1`), or the board and XBoard's five fields (`BOARD w - - 0 1`, `w` the first
/// player; castling and en passant ignored, the last field the move number). `None` for two to
/// four fields, which are an SFEN (`BOARD b - 1`) and stay as they are.
fn plain_fen(f: &[&str]) -> Option<String> {
    match f {
        [board] => Some(format!("{board} b - 1")),
        [board, side, _, _, _, number, ..] => {
            // any other side letter is passed on for the SFEN reader to report
            let side = match *side {
                "w" => "b",
                "b" => "w",
                other => other,
            };
            Some(format!("{board} {side} - {number}"))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::PieceInfo;

    fn piece(letter: char, promoted: bool, betza: &str) -> PieceInfo {
        PieceInfo {
            letter,
            promoted,
            royal: letter == 'K',
            betza: betza.into(),
        }
    }

    #[test]
    fn a_fairy_variant_gets_setup_and_piece_lines() {
        let info = VariantInfo {
            name: "tiny".into(),
            files: 3,
            ranks: 4,
            format: TextFormat::Sfen,
            drops: true,
            start: "k1x/3/3/X1K b - 1".into(),
            pieces: vec![
                piece('K', false, "K"),
                piece('X', false, "FvWAvD"),
                piece('X', true, "K"),
            ],
        };
        let lines = variant_lines(&info);
        // X takes the first free slot that carries no parent rule (the bishop's), its promoted
        // form the 23rd, the king last
        assert_eq!(
            lines[0],
            "setup (..X...................^XK..x...................^xk) 3x4+1_chu \
             k1x/3/3/X1K[] w - - 0 1"
        );
        assert_eq!(
            &lines[1..],
            ["piece K& K", "piece X& FvWAvD", "piece +X& K"]
        );
        assert!(
            variant_lines(&VariantInfo {
                name: "xiangqi".into(),
                ..info
            })
            .is_empty()
        );
    }

    #[test]
    fn crazywa_is_wa_shogi() {
        let aliases = [
            ("crazywa".to_string(), "wa-shogi".to_string()),
            ("chu".to_string(), "chushogi".to_string()),
        ];
        assert_eq!(koma_name(&aliases, "crazywa"), "wa-shogi");
        assert_eq!(koma_name(&aliases, "xiangqi"), "xiangqi");
        assert_eq!(koma_name(&aliases, "chu"), "chushogi");
        let names = ["xiangqi".to_string(), "wa-shogi".to_string()];
        assert_eq!(
            xboard_names(&names, &aliases),
            ["xiangqi", "wa-shogi", "crazywa"]
        );
    }

    #[test]
    fn xboard_fens_become_sfens() {
        let info = VariantInfo {
            name: "shogi".into(),
            files: 9,
            ranks: 9,
            format: TextFormat::Sfen,
            drops: true,
            start: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1".into(),
            pieces: Vec::new(),
        };
        let start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        let cases = [
            (
                "8k/9/9/9/9/9/9/9/K8[Pg] b - - 0 12",
                "8k/9/9/9/9/9/9/9/K8 w Pg 12",
            ),
            (&xboard_fen(&info), start),
            ("8k/9 b - 1", "8k/9 b - 1"),
            // a bad side or an unclosed hand reaches the SFEN reader, which refuses it
            (
                "8k/9/9/9/9/9/9/9/K8[P] x - - 0 1",
                "8k/9/9/9/9/9/9/9/K8 x P 1",
            ),
            (
                "8k/9/9/9/9/9/9/9/K8[P w - - 0 1",
                "8k/9/9/9/9/9/9/9/K8[P w - - 0 1",
            ),
            // without holdings (Chu): XBoard's six fields, or HaChu's board alone
            ("8k/9/9/9/9/9/9/9/K8 b - - 0 7", "8k/9/9/9/9/9/9/9/K8 w - 7"),
            ("8k/9/9/9/9/9/9/9/K8 w - - 3 9", "8k/9/9/9/9/9/9/9/K8 b - 9"),
            ("8k/9/9/9/9/9/9/9/K8", "8k/9/9/9/9/9/9/9/K8 b - 1"),
            ("8k/9/9/9/9/9/9/9/K8 w 5e", "8k/9/9/9/9/9/9/9/K8 w 5e"),
        ];
        for (xboard, sfen) in cases {
            assert_eq!(position_from_xboard(&info, xboard), sfen, "{xboard}");
        }
    }

    #[test]
    fn a_variant_without_promotions_gets_parent_fairy() {
        let info = VariantInfo {
            name: "t".into(),
            files: 5,
            ranks: 5,
            format: TextFormat::Fen,
            drops: false,
            start: "k4/5/5/5/Z3K w - - 0 1".into(),
            pieces: vec![piece('K', false, "K"), piece('Z', false, "W")],
        };
        assert_eq!(
            variant_lines(&info),
            [
                "setup (Z....................Kz....................k) 5x5+0_fairy \
                 k4/5/5/5/Z3K w - - 0 1",
                "piece K& K",
                "piece Z& W"
            ]
        );
    }

    #[test]
    fn the_table_keeps_known_images_and_places_the_others() {
        let info = VariantInfo {
            name: "t".into(),
            files: 9,
            ranks: 9,
            format: TextFormat::Sfen,
            drops: false,
            start: String::new(),
            pieces: vec![
                piece('K', false, "K"),
                piece('Z', false, "W"),
                piece('P', false, "fW"),
            ],
        };
        // P keeps its image, Z takes the first free slot (N), K its own
        assert_eq!(
            piece_table(&info),
            "PZ...................Kpz...................k"
        );
    }
}
