//! The names of the generated items named after the rules file, as data (filled in by
//! [`crate::names`]): the analysis holds them, the emitters read them.

use proc_macro2::Ident;

/// The names of the generated items named after the rules file, and the file's name for the
/// citations of the generated comments.
#[derive(Clone, Debug, Default)]
pub struct Names {
    /// The rules file, as the citations name it (`minishogi.koma`).
    pub source: String,
    /// Per piece type: the constant holding its index (`SILVER`).
    pub kinds: Vec<Ident>,
    /// Per region: its mask per colour index (`PALACE_FIRST`, `PALACE_SECOND`).
    pub regions: Vec<[Ident; 2]>,
    /// Per piece type: the squares it could never move from, per colour index
    /// (`DEAD_PAWN_FIRST`; only used for the types that have some).
    pub dead: Vec<[Ident; 2]>,
    /// Per leap table of [`crate::model::Model::leap_tables`]: its name, after its first user and mode
    /// (`LEAPS_GOLD`, `LEAPS_SOLDIER_CAPTURE`).
    pub leaps: Vec<Ident>,
    /// Per attacking colour index and attack group of [`crate::model::Model::groups`]: the mask of the cells
    /// attacking so, for the steps and jumps (`ATTACK_LEAP_0_P1_FIRST`; `None` for a slide or
    /// hop, whose attackers are square sets).
    pub attacks: [Vec<Option<Ident>>; 2],
    /// Per double-move leg table of [`crate::model::Model::double_tables`]: its name, after its first user
    /// (`DOUBLE_LEG_LION`, `DOUBLE_LEG_SOARING_EAGLE_2`).
    pub doubles: Vec<Ident>,
    /// Per piece type: the squares where a move may promote although it neither enters the
    /// zone nor captures (`promotion ... on entry or capture`), per colour index
    /// (`STUCK_PAWN_FIRST`; only used for the types that have some).
    pub stuck: Vec<[Ident; 2]>,
}
