//! XBoard's piece-to-char table for a variant XBoard does not know: which of XBoard's piece
//! types (each drawn with its own image) stands for each piece type of the rules file, and the
//! parent variant whose rules XBoard applies otherwise.
//!
//! XBoard's types come in a fixed order. Its manual (`-pieceToCharTable`, XBoard 4.9.1) documents
//! the first 22: `PNBRQ`, then `FEACWMOHIJGDVLSU`, the king last; the 22nd, before the king, draws
//! a lion. XBoard 4.9.1 has more types after these: we drew each of the first 48 on an 11x11
//! board (a stand-in engine sending `setup` with one letter per type, `docs/matches.md`), and
//! each has an image of its own. A table shorter than XBoard's list has its gaps put before the
//! last letter, the king.
//!
//! The layout (parent `chu`, which has enough types): the unpromoted types among the first 21,
//! the promoted ones from [`CHU_PROMOTED`] on, each written `^X` (the promoted `X`), the king
//! last. The unpromoted types come first, so that XBoard's holdings (the first `S` types of the
//! table) hold them. A type's slot: the knight's and the queen's (XBoard's shogi lance) only for
//! a piece that moves so (`ffN`, `fR`); else the slot whose documented letter is the piece's
//! letter; else the first free one. The pawn's slot stays empty: with holdings XBoard drops its
//! pawn type as in crazyhouse, never on the first rank (it refused CrazyWa's legal `P@b1` in Wa
//! shogi). Parent `shogi` (type `i + 11` the promoted form of type `i`) was tried for Kilyow and
//! dropped: XBoard 4.9.1 let no piece in slot 9 (its shogi gold) promote and passed moves of
//! promoted types in slots 17 and 18 on with a `+` (`a1b1+`), as if they promoted again.

use crate::variant::{PieceInfo, VariantInfo};

/// The letters XBoard's manual gives its first 21 piece types (the king is the 22nd).
const DOCUMENTED: &str = "PNBRQFEACWMOHIJGDVLSU";

/// Slots whose rules under XBoard's parent fit one movement only (the knight's, and the queen
/// type's, which is XBoard's shogi lance); `None`: no piece fits (the pawn's, see above).
const RULED: &[(usize, Option<&str>)] = &[(0, None), (1, Some("ffN")), (4, Some("fR"))];

/// The lion's slot: XBoard's `chu` gives it Chu shogi's lion rules, so no piece takes it.
const LION: usize = 21;

/// The first slot of promoted types.
const CHU_PROMOTED: usize = 22;

/// The slots XBoard 4.9.1 draws, all checked (the king's comes after them).
const SLOTS: usize = 48;

/// A parent variant and its table of one token per slot (`.`, `X`, or `^X`), white's half.
#[derive(Debug, PartialEq, Eq)]
pub struct Table {
    /// XBoard's parent variant: `chu`.
    pub parent: &'static str,
    /// White's half of the table; black's is the same in lower case.
    pub white: Vec<String>,
}

impl Table {
    /// The whole table as `setup` writes it in parentheses: white's half, then black's.
    pub fn text(&self) -> String {
        let white: String = self.white.concat();
        format!("{white}{}", white.to_lowercase())
    }
}

/// The table for a variant with promotions, or an error when it has more types than XBoard
/// draws or a promoted type whose unpromoted one is missing.
pub fn promoting_table(info: &VariantInfo) -> Result<Table, String> {
    let royal = info
        .pieces
        .iter()
        .find(|p| p.royal && !p.promoted)
        .ok_or("the variant has no royal piece")?;
    let base: Vec<&PieceInfo> = info
        .pieces
        .iter()
        .filter(|p| !p.promoted && !p.royal)
        .collect();
    let promoted: Vec<&PieceInfo> = info.pieces.iter().filter(|p| p.promoted).collect();
    let size = CHU_PROMOTED + promoted.len();
    if size > SLOTS {
        return Err(format!(
            "`{}` has more piece types than XBoard draws ({SLOTS})",
            info.name
        ));
    }
    let mut white = vec![".".to_string(); size];
    let mut base_slot = Vec::new();
    // in passes, so that a piece taking the first free slot never takes another's own slot
    for pass in [Pass::Own, Pass::Free] {
        for p in &base {
            if base_slot.iter().any(|&(l, _)| l == p.letter) {
                continue;
            }
            if let Some(slot) = pick_slot(p, &white[..LION], RULED, pass) {
                white[slot] = p.letter.to_string();
                base_slot.push((p.letter, slot));
            } else if pass == Pass::Free {
                return Err(format!(
                    "`{}` has too many piece types for XBoard",
                    info.name
                ));
            }
        }
    }
    for (i, p) in promoted.iter().enumerate() {
        if !base_slot.iter().any(|(l, _)| *l == p.letter) {
            return Err(format!("promoted `+{}` has no unpromoted type", p.letter));
        }
        white[CHU_PROMOTED + i] = format!("^{}", p.letter);
    }
    white.push(royal.letter.to_string());
    Ok(Table {
        parent: "chu",
        white,
    })
}

/// The passes of slot picking: first the slots pieces have a claim to, then the rest.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Pass {
    /// A ruled slot the piece's movement fits, else its letter's documented slot.
    Own,
    /// The first free slot that is not ruled.
    Free,
}

/// The slot for `piece` among `taken` (`.` for free) in `pass`, if any, `rules` being the
/// parent's ruled slots.
fn pick_slot(
    piece: &PieceInfo,
    taken: &[String],
    rules: &[(usize, Option<&str>)],
    pass: Pass,
) -> Option<usize> {
    let free = |s: usize| s < taken.len() && taken[s] == ".";
    let ruled = |s: usize| rules.iter().any(|&(r, _)| r == s);
    match pass {
        Pass::Own => rules
            .iter()
            .find(|&&(s, betza)| free(s) && betza.is_some_and(|b| same_moves(&piece.betza, b)))
            .map(|&(s, _)| s)
            .or_else(|| {
                DOCUMENTED
                    .find(piece.letter)
                    .filter(|&s| free(s) && !ruled(s))
            }),
        Pass::Free => (0..taken.len()).find(|&s| free(s) && !ruled(s)),
    }
}

/// Whether two Betza strings are the same atoms (a prefix of lower-case modifiers, a capital,
/// an optional range), in any order.
fn same_moves(a: &str, b: &str) -> bool {
    let mut a = atoms(a);
    let mut b = atoms(b);
    a.sort();
    b.sort();
    a == b
}

/// A Betza string cut into atoms: each ends after its capital letter and any digits.
fn atoms(betza: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut atom = String::new();
    let mut chars = betza.chars().peekable();
    while let Some(c) = chars.next() {
        atom.push(c);
        if c.is_ascii_uppercase() {
            while let Some(d) = chars.next_if(char::is_ascii_digit) {
                atom.push(d);
            }
            out.push(std::mem::take(&mut atom));
        }
    }
    if !atom.is_empty() {
        out.push(atom);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use koma_runtime::setup::TextFormat;

    fn info(pieces: &[(char, bool, &str)]) -> VariantInfo {
        VariantInfo {
            name: "t".into(),
            files: 9,
            ranks: 9,
            format: TextFormat::Sfen,
            drops: true,
            start: String::new(),
            pieces: pieces
                .iter()
                .map(|&(letter, promoted, betza)| PieceInfo {
                    letter,
                    promoted,
                    royal: letter == 'K' && !promoted,
                    betza: betza.into(),
                })
                .collect(),
        }
    }

    /// White's half of the table for `pieces`, as one string.
    fn white(pieces: &[(char, bool, &str)]) -> String {
        promoting_table(&info(pieces)).unwrap().white.concat()
    }

    #[test]
    fn ruled_slots_go_to_the_pieces_that_move_so() {
        // a shogi-like set: the lance takes the queen's slot, the knight the knight's, the
        // pawn not the pawn's; promoted types from slot 22 on, the king last
        let t = promoting_table(&info(&[
            ('K', false, "K"),
            ('L', false, "fR"),
            ('N', false, "ffN"),
            ('P', false, "fW"),
            ('G', false, "WfF"),
            ('P', true, "WfF"),
            ('N', true, "WfF"),
            ('L', true, "WfF"),
        ]))
        .unwrap();
        assert_eq!(t.parent, "chu");
        assert_eq!(t.white.concat(), ".NP.L..........G......^P^N^LK");
    }

    #[test]
    fn pieces_keep_out_of_slots_not_theirs() {
        let k = ('K', false, "K");
        // a Q that is no lance and an N that is no knight: documented slots 4 and 1 refused
        let odd = [
            k,
            ('Q', false, "vDfA"),
            ('N', false, "fhN"),
            ('Q', true, "K"),
        ];
        assert_eq!(white(&odd), "..QN..................^QK");
        // Z has no slot of its own and comes first, yet the rook's slot stays the rook's
        let late = [k, ('Z', false, "W"), ('R', false, "R"), ('R', true, "RF")];
        assert_eq!(white(&late), "..ZR..................^RK");
    }

    #[test]
    fn many_types_take_parent_chu_with_marked_promotions() {
        let mut pieces = vec![('K', false, "K"), ('P', false, "fW")];
        let letters = "ABCDEFGHIJLMNOQRS";
        for l in letters.chars() {
            pieces.push((l, false, "W"));
        }
        pieces.push(('S', true, "R"));
        pieces.push(('A', true, "K"));
        let t = promoting_table(&info(&pieces)).unwrap();
        assert_eq!(t.parent, "chu");
        // 18 types in slots 0..20 (not the ruled 1 and 4 unless they fit: none does; not the
        // pawn's 0, even for the pawn), the promoted ones from 22 on, the king last
        assert_eq!(t.white.len(), CHU_PROMOTED + 2 + 1);
        assert_eq!(t.white[CHU_PROMOTED], "^S");
        assert_eq!(t.white[CHU_PROMOTED + 1], "^A");
        assert_eq!(t.white[LION], ".");
        assert_eq!(t.white.last().unwrap(), "K");
        for ruled in [0, 1, 4] {
            assert_eq!(t.white[ruled], ".");
        }
        assert_eq!(t.text().len(), 2 * t.white.concat().len());
    }

    #[test]
    fn too_many_types_or_an_orphan_promotion_are_errors() {
        let mut pieces = vec![('K', false, "K")];
        for l in "ABCDEFGHIJLMNOPQRSTUVWXYZ".chars() {
            pieces.push((l, false, "W"));
        }
        let e = promoting_table(&info(&pieces)).unwrap_err();
        assert!(e.contains("too many piece types"), "{e}");
        let e = promoting_table(&info(&[('K', false, "K"), ('Z', true, "K")])).unwrap_err();
        assert_eq!(e, "promoted `+Z` has no unpromoted type");
        let e = promoting_table(&info(&[('Z', false, "K")])).unwrap_err();
        assert_eq!(e, "the variant has no royal piece");
    }

    #[test]
    fn betza_atoms_compare_in_any_order() {
        assert!(same_moves("fRbW2", "bW2fR"));
        assert!(!same_moves("fR", "fR2"));
        assert_eq!(atoms("vRfF3bFsW"), ["vR", "fF3", "bF", "sW"]);
    }
}
