//! Pass 1, second half: what the generated code calls the things it names after the rules file
//! (a constant per piece type, `SILVER`; a mask per region and colour, `PALACE_SECOND`; dead
//! squares, `DEAD_PAWN_FIRST`; leap tables, `LEAPS_GOLD`; attackers' cell masks,
//! `ATTACK_LEAP_0_P1_FIRST`), all distinct from each other and from the fixed names of the
//! generated module, and where in the rules file each piece and rule came from (the citations
//! of the generated comments, `minishogi.koma:14: piece silver moves FfW`).

use crate::case::upper;
use crate::geometry::component;
use crate::model::{GroupKind, Model};
use koma_dsl::ir::Captures;
use proc_macro2::{Ident, Span};
use std::collections::HashSet;

pub use crate::idents::Names;

/// The fixed item names of a generated module that a name taken from the rules file must not
/// shadow (the upper-case ones: a rules-file name is lower-case words, so its constant is
/// upper-case words).
const FIXED: &[&str] = &[
    "ALL",
    "CAPTURE_SLOT",
    "CELL_COLOR",
    "CELL_KIND",
    "EMPTY",
    "FILES",
    "FILE_BB",
    "FORMAT",
    "FROM",
    "FROM_ZONE",
    "HAND_KIND",
    "HAND_SLOT",
    "HAND_SLOTS",
    "KINDS",
    "NAME",
    "NEAR",
    "NEIGHBOURS",
    "NO_SQ",
    "PROMOTES_TO",
    "RANKS",
    "ROYAL",
    "RULES",
    "SENSITIVE",
    "SQUARES",
    "START",
    "START_POSITION",
    "W",
];

/// The prefixes of the generated families of names (dead squares, leap tables, attackers' cell
/// masks, ray and lame-leap tables): a rules-file name is never given one.
const FAMILIES: &[&str] = &[
    "ATTACK_", "DEAD_", "LAME_", "LEAPS_", "RAY_", "MAGIC_", "DOUBLE_", "STUCK_",
];

/// The names handed out so far.
struct Registry(HashSet<String>);

impl Registry {
    /// `name` for a thing named in the rules file (`PALACE_FIRST`), unless it is a fixed name,
    /// starts like a family of names or is taken: then `fallback` and `name` (`REGION_ALL_FIRST`),
    /// numbered if need be.
    fn rules_name(&mut self, name: String, fallback: &str) -> Ident {
        if self.free(&name) {
            return self.take(name);
        }
        self.family_name(format!("{fallback}{name}"))
    }

    /// [`Registry::rules_name`] for a name per colour (`PALACE_FIRST`, `PALACE_SECOND`): both
    /// fall back together, so that the two stay a pair.
    fn rules_pair(&mut self, base: &str, fallback: &str) -> [Ident; 2] {
        let names = [0, 1].map(|c| format!("{base}_{}", colour_word(c)));
        if names.iter().all(|n| self.free(n)) {
            return names.map(|n| self.take(n));
        }
        names.map(|n| self.family_name(format!("{fallback}{n}")))
    }

    /// Whether `name`, from the rules file, is free: no fixed name, not like a family of names,
    /// not taken.
    fn free(&self, name: &str) -> bool {
        !FIXED.contains(&name)
            && !FAMILIES.iter().any(|f| name.starts_with(f))
            && !self.0.contains(name)
    }

    /// `name` for a member of a family of names (`LEAPS_GOLD`), numbered (`_2`, `_3`, …) when
    /// taken.
    fn family_name(&mut self, name: String) -> Ident {
        let mut candidate = name.clone();
        let mut n = 2;
        while self.0.contains(&candidate) {
            candidate = format!("{name}_{n}");
            n += 1;
        }
        self.take(candidate)
    }

    /// A family of names per piece type and colour index (`DEAD_PAWN_FIRST`), after `prefix`.
    fn per_kind(&mut self, m: &Model, prefix: &str) -> Vec<[Ident; 2]> {
        m.kinds
            .iter()
            .map(|k| {
                [0, 1].map(|c| self.family_name(format!("{prefix}_{}_{}", k.upper, colour_word(c))))
            })
            .collect()
    }

    /// Takes `name`.
    fn take(&mut self, name: String) -> Ident {
        let ident = Ident::new(&name, Span::call_site());
        self.0.insert(name);
        ident
    }
}

/// `first` or `second`, for colour index `c` (the player, in names and docs).
pub fn player(c: usize) -> &'static str {
    if c == 0 { "first" } else { "second" }
}

/// `name_first` or `name_second`, for colour index `c` (a generated function per colour).
pub fn per_color(name: &str, c: usize) -> Ident {
    Ident::new(&format!("{name}_{}", player(c)), Span::call_site())
}

/// `FIRST` or `SECOND`, for colour index `c`.
fn colour_word(c: usize) -> &'static str {
    if c == 0 { "FIRST" } else { "SECOND" }
}

impl Names {
    /// The names for `m`, whose rules file is called `source`.
    pub fn new(m: &Model, source: &str) -> Names {
        let mut reg = Registry(HashSet::new());
        let kinds = m
            .kinds
            .iter()
            .map(|k| reg.rules_name(k.upper.clone(), "PIECE_"))
            .collect();
        let regions =
            m.v.regions
                .iter()
                .map(|r| reg.rules_pair(&upper(&r.name), "REGION_"))
                .collect();
        let dead = reg.per_kind(m, "DEAD");
        let leaps = (0..m.leap_tables.len())
            .map(|i| {
                let first = m.kinds.iter().find_map(|k| {
                    k.leaps
                        .iter()
                        .find(|&&(_, t)| t == i)
                        .map(|&(mode, _)| (k, mode))
                });
                let name = match first {
                    Some((k, mode)) => match (mode.quiet, mode.takes) {
                        (true, true) => format!("LEAPS_{}", k.upper),
                        (true, false) => format!("LEAPS_{}_MOVE", k.upper),
                        _ => format!("LEAPS_{}_CAPTURE", k.upper),
                    },
                    None => format!("LEAPS_{i}"),
                };
                reg.family_name(name)
            })
            .collect();
        let attacks = [0, 1].map(|c| {
            m.groups[c]
                .iter()
                .map(|g| {
                    let how = match g.kind {
                        GroupKind::Leap => "LEAP",
                        GroupKind::Lame(_) => "LAME",
                        GroupKind::Slide(_) | GroupKind::Hop => return None,
                    };
                    let (x, y) = (component(g.v.0), component(g.v.1));
                    Some(reg.family_name(format!("ATTACK_{how}_{x}_{y}_{}", colour_word(c))))
                })
                .collect()
        });
        let doubles = (0..m.double_tables.len())
            .map(|i| {
                let own = crate::double::LegTable::Own(i);
                let first = m
                    .kinds
                    .iter()
                    .find(|k| k.doubles.iter().any(|g| g.first == own || g.second == own));
                let user = first.map_or_else(|| i.to_string(), |k| k.upper.clone());
                reg.family_name(format!("DOUBLE_LEG_{user}"))
            })
            .collect();
        let stuck = reg.per_kind(m, "STUCK");
        Names {
            source: source.to_string(),
            kinds,
            regions,
            dead,
            leaps,
            attacks,
            doubles,
            stuck,
        }
    }
}

/// `file:line: text`, a citation of the rules file.
fn cite(m: &Model, line: u32, text: &str) -> String {
    format!("{}:{line}: {text}", m.names.source)
}

/// Where piece type `k` is declared, as the rules file says it (`minishogi.koma:14: piece
/// silver moves FfW`; a promoted type: `… promotes pro-silver moves WfF`).
pub fn cite_piece(m: &Model, k: usize) -> String {
    let p = &m.v.pieces[k];
    let mut text = match p.promoted_from {
        Some(base) => format!("piece {} … promotes {}", m.v.pieces[base].name, p.name),
        None => format!("piece {}", p.name),
    };
    if p.royal {
        text.push_str(" royal");
    }
    text.push_str(&format!(" moves {}", p.betza));
    if let Some(w) = p.within {
        text.push_str(&format!(" within {}", m.v.regions[w].name));
    }
    cite(m, p.line, &text)
}

/// Where region `r` is declared (`xiangqi.koma:9: region palace`).
pub fn cite_region(m: &Model, r: usize) -> String {
    let region = &m.v.regions[r];
    cite(m, region.line, &format!("region {}", region.name))
}

/// The `promotion` statement (`minishogi.koma:17: promotion in zone`), if any.
pub fn cite_promotion(m: &Model) -> Option<String> {
    let pr = m.v.promotion.as_ref()?;
    let mut text = format!("promotion in {}", m.v.regions[pr.zone].name);
    if pr.only_entering {
        text.push_str(" entering");
    }
    if pr.forced {
        text.push_str(" forced");
    }
    if pr.on_entry_or_capture {
        text.push_str(" on entry or capture");
    }
    Some(cite(m, m.v.lines.promotion?, &text))
}

/// The `captures` statement when captures go to the hand (`minishogi.koma:18: captures to
/// hand`).
pub fn cite_hand(m: &Model) -> Option<String> {
    let Captures::ToHand { promoted_removed } = m.v.captures else {
        return None;
    };
    let text = if promoted_removed {
        "captures to hand, promoted removed"
    } else {
        "captures to hand"
    };
    Some(cite(m, m.v.lines.captures?, text))
}

/// The `drops nifu` statement of piece type `k`, if any.
pub fn cite_nifu(m: &Model, k: usize) -> Option<String> {
    let i = m.v.drops.nifu.iter().position(|&p| p == k)?;
    let line = *m.v.lines.nifu.get(i)?;
    Some(cite(m, line, &format!("drops nifu {}", m.v.pieces[k].name)))
}

/// The `drops mate … illegal` statement of piece type `k`, if any.
pub fn cite_no_drop_mate(m: &Model, k: usize) -> Option<String> {
    let i = m.v.drops.no_drop_mate.iter().position(|&p| p == k)?;
    let line = *m.v.lines.no_drop_mate.get(i)?;
    Some(cite(
        m,
        line,
        &format!("drops mate {} illegal", m.v.pieces[k].name),
    ))
}

/// The `drops in REGION` statement, if any.
pub fn cite_drop_region(m: &Model) -> Option<String> {
    let r = m.v.drops.region?;
    let line = m.v.lines.drop_region?;
    Some(cite(m, line, &format!("drops in {}", m.v.regions[r].name)))
}

/// The `drops check illegal` statement, if any.
pub fn cite_no_drop_check(m: &Model) -> Option<String> {
    Some(cite(m, m.v.lines.no_drop_check?, "drops check illegal"))
}

/// The `forbid facing-royals` statement (`xiangqi.koma:22: forbid facing-royals`), if any.
pub fn cite_no_facing(m: &Model) -> Option<String> {
    Some(cite(m, m.v.lines.no_facing?, "forbid facing-royals"))
}

/// The `forbid royals-same-rank` statement, if any.
pub fn cite_no_same_rank(m: &Model) -> Option<String> {
    Some(cite(m, m.v.lines.no_same_rank?, "forbid royals-same-rank"))
}
