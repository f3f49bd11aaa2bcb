//! The checked, lowered form of a rules file: the only thing the backends read.
//!
//! Every value here has been validated by the checker: piece ids, region ids and promotion
//! targets are in range, the board is 3x3..=16x16, the start position fits the board. Geometry
//! conventions (same as `koma_runtime::Square`):
//! - a square index is `rank * files + file`; file 0 is the first player's left, rank 0 the first
//!   player's back rank;
//! - a move vector `(dx, dy)` is seen from the mover's side: `+dy` forward, `+dx` to the mover's
//!   right. For `Color::First` it is added to (file, rank) as is; for `Color::Second` it is
//!   negated (the 180° rotation), so `(dx, dy)` becomes `(-dx, -dy)`;
//! - a region is written from the first player's view and rotated 180° for the second player.

use koma_runtime::{Color, Square, SquareSet};

/// Index into [`Variant::pieces`].
pub type PieceId = usize;
/// Index into [`Variant::regions`].
pub type RegionId = usize;

/// A whole variant, checked and lowered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    /// The identifier after `variant` (e.g. `kilyow`).
    pub name: String,
    /// The optional display title (e.g. `棋领`).
    pub title: Option<String>,
    /// The variant's name in XBoard's `variant` command when it is not [`Variant::name`]
    /// (`xboard name crazywa`); `None` when the file states none.
    pub xboard_name: Option<String>,
    /// Board size.
    pub board: Board,
    /// Which text forms positions and moves use.
    pub notation: TextFormat,
    /// Named regions, in declaration order.
    pub regions: Vec<Region>,
    /// Every piece type, unpromoted and promoted, in declaration order (a promoted type follows
    /// the type it promotes from).
    pub pieces: Vec<PieceType>,
    /// Promotion rules; `None` when no piece promotes.
    pub promotion: Option<Promotion>,
    /// What happens to captured pieces.
    pub captures: Captures,
    /// Restrictions on drops (empty when captures do not go to the hand).
    pub drops: DropRules,
    /// Constraints between the two royal pieces.
    pub royal: RoyalRules,
    /// Where the promotion, captures, drops and forbid statements are in the rules file.
    pub lines: RuleLines,
    /// The start position, SFEN or FEN per [`Variant::notation`], checked against the board and
    /// the piece letters.
    pub start: String,
    /// How the game ends beyond checkmate: stalemate, repetition, perpetual check and chase,
    /// move-count and material draws. The history rules (repetition, perpetual check and
    /// chase, no-capture) need the moves played so far; move generation and perft ignore them.
    pub end: EndRules,
    /// Pieces that turn over on every move, drops of either face, immobile pieces (Kyoto
    /// shogi); all off by default.
    pub faces: Faces,
    /// How royal pieces are lost and what else wins (`royals capturable`, `win royal reaches
    /// REGION`); the default is checkmate only.
    pub royalty: Royalty,
    /// How moves are written: the notation's own (USI, ICCS) or, for `notation uci`, FEN
    /// positions with Fairy-Stockfish's UCI moves (`e2e4`, ranks from 1, `e7e8q`).
    pub move_text: MoveText,
    /// Hop and capture exclusions between piece types, the pass move and bikjang (Janggi).
    pub special: SpecialRules,
    /// The castlings (`castling` statements), in file order; empty without castling.
    pub castling: Vec<Castling>,
}

impl Default for Variant {
    /// An empty shape for hand-built tests to fill, naming only the fields they need (`Variant
    /// { pieces, start, ..Variant::default() }`): no name, a 9x9 board, SFEN, no regions nor
    /// pieces, captures removed, an empty start and every rule off. Not a variant the checker
    /// would produce (it has no royal piece).
    fn default() -> Variant {
        Variant {
            name: String::new(),
            title: None,
            xboard_name: None,
            board: Board { files: 9, ranks: 9 },
            notation: TextFormat::Sfen,
            regions: Vec::new(),
            pieces: Vec::new(),
            promotion: None,
            captures: Captures::Removed,
            drops: DropRules::default(),
            royal: RoyalRules::default(),
            lines: RuleLines::default(),
            start: String::new(),
            end: EndRules::default(),
            faces: Faces::default(),
            royalty: Royalty::default(),
            move_text: MoveText::default(),
            special: SpecialRules::default(),
            castling: Vec::new(),
        }
    }
}

/// One `castling ROYAL FROM to TO with PIECE FROM to TO` statement: the royal piece and its
/// partner move together, when both stand on their squares with the right to castle, the
/// squares between them are empty and the royal piece is not attacked on its square, on the
/// squares it passes nor on its target (`docs/language.md`, "Castling").
///
/// The squares are the first player's; the second player's are on the same files, the ranks
/// counted from its own side (a mirror, as in chess, where both kings stand on the e-file).
/// All four are on one rank; the royal piece cannot reach its target by an ordinary move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Castling {
    /// The royal type that castles.
    pub royal: PieceId,
    /// The partner type (chess's rook).
    pub partner: PieceId,
    /// The royal piece's square and target, for the first player.
    pub royal_squares: (Square, Square),
    /// The partner's square and target, for the first player.
    pub partner_squares: (Square, Square),
    /// The 1-based line of the statement.
    pub line: u32,
}

impl Castling {
    /// The four squares for `color` on `board`: the royal piece's square and target, the
    /// partner's square and target (the first player's mirrored across the board's middle rank
    /// for the second player).
    pub fn squares(&self, color: Color, board: Board) -> [Square; 4] {
        let (a, b) = self.royal_squares;
        let (c, d) = self.partner_squares;
        [a, b, c, d].map(|sq| match color {
            Color::First => sq,
            Color::Second => Square::new(
                sq.file(board.files),
                board.ranks - 1 - sq.rank(board.files),
                board.files,
            ),
        })
    }
}

/// Rules of the Janggi kind: pieces that may not hop over or capture given types, a royal
/// piece's pass move and bikjang. All empty (`Default`) for a variant without them.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SpecialRules {
    /// `forbid PIECE hops-over|captures PIECES` statements, in file order.
    pub exclusions: Vec<Exclusion>,
    /// The royal type whose moves include `pass`: the side to move may pass (written as a
    /// move of that piece from its square to the same square), when not in check — or always
    /// under bikjang. `None`: no pass.
    pub pass: Option<PieceId>,
    /// `bikjang VERDICT`: when the royals face each other on an open file at a side's turn,
    /// every move of that side must part them, except the pass (legal then even in check);
    /// `true` when the statement is given.
    pub bikjang: bool,
    /// The line of the `bikjang` statement, if any.
    pub bikjang_line: Option<u32>,
    /// `lions PIECES` (Chu shogi, as lishogi plays it): the lion types. A piece of one of
    /// them may not capture an enemy lion that stands farther than one step from its origin
    /// when a piece of the lion's side attacks the lion's square (with the capturing piece
    /// gone from its origin and, on a double move, its first-step square emptied, the piece
    /// taken there still protecting) — unless, on a double move, its first step took a piece of
    /// a type not in [`SpecialRules::lion_cheap`]. Empty: no such rule.
    pub lions: Vec<PieceId>,
    /// `lions cheap PIECES`: the types whose capture on a first step does not lift the rule.
    pub lion_cheap: Vec<PieceId>,
    /// `lions counter-strike` (Chu shogi, as lishogi plays it): when a piece of a type not in
    /// [`SpecialRules::lions`] takes a lion (on either step of a double move), the other side,
    /// on its next move, may take a lion with such a piece only on the square of that capture.
    /// The square (or none) is part of the position: SFEN's third field, in place of the hands
    /// (so the checker allows it only with `notation sfen` and `captures removed`).
    pub counter_strike: bool,
}

/// One `forbid PIECE hops-over|captures PIECES` statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exclusion {
    /// The restricted type.
    pub piece: PieceId,
    /// `true`: it may not hop over (use as a screen) these types; `false`: it may not capture
    /// them.
    pub hops_over: bool,
    /// The excluded types.
    pub of: Vec<PieceId>,
    /// The 1-based line of the statement.
    pub line: u32,
}

impl SpecialRules {
    /// The types `piece` may not hop over.
    pub fn no_hop_over(&self, piece: PieceId) -> Vec<PieceId> {
        self.excluded(piece, true)
    }

    /// The types `piece` may not capture.
    pub fn no_capture(&self, piece: PieceId) -> Vec<PieceId> {
        self.excluded(piece, false)
    }

    fn excluded(&self, piece: PieceId, hops_over: bool) -> Vec<PieceId> {
        let mut out: Vec<PieceId> = self
            .exclusions
            .iter()
            .filter(|e| e.piece == piece && e.hops_over == hops_over)
            .flat_map(|e| e.of.iter().copied())
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// Board size in files (columns) and ranks (rows).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Number of files, 3..=16.
    pub files: u8,
    /// Number of ranks, 3..=16.
    pub ranks: u8,
}

impl Board {
    /// Number of squares, `files * ranks`.
    pub const fn squares(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// The square `(file, rank)` plus the vector `(dx, dy)` seen from `color`'s side, or `None`
    /// when it falls off the board.
    pub fn offset(self, sq: Square, color: Color, dx: i8, dy: i8) -> Option<Square> {
        let s = color.sign();
        let f = sq.file(self.files) as i32 + s * dx as i32;
        let r = sq.rank(self.files) as i32 + s * dy as i32;
        (0..self.files as i32).contains(&f).then_some(())?;
        (0..self.ranks as i32).contains(&r).then_some(())?;
        Some(Square::new(f as u8, r as u8, self.files))
    }
}

/// Position and move notation: the runtime's [`TextFormat`] — SFEN positions and USI moves
/// (`7g7f`, `P*5e`, `8h2b+`) for the shogi family, FEN positions and ICCS moves (`h2e2`) for
/// xiangqi.
pub use koma_runtime::setup::TextFormat;

/// How moves are written (`notation uci`: Fairy-Stockfish's UCI coordinates).
pub use koma_runtime::uci::MoveText;

/// A named set of squares, per side.
///
/// Its `Debug` form lists each side's mask as the indices of the squares in it (readable in
/// snapshots, unlike a list of booleans).
#[derive(Clone, PartialEq, Eq)]
pub struct Region {
    /// Its name in the rules file.
    pub name: String,
    /// `mask[color.index()][square.index()]`: whether the square is in the region as seen by
    /// that side (the second player's mask is the first's rotated 180°).
    pub mask: [Vec<bool>; 2],
    /// The 1-based line of its name in the rules file (its `region` statement).
    pub line: u32,
}

impl core::fmt::Debug for Region {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        /// One line of square indices, even in `{:#?}`.
        struct Squares<'a>(&'a [bool]);
        impl core::fmt::Debug for Squares<'_> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                let squares: Vec<String> = (0..self.0.len())
                    .filter(|&i| self.0[i])
                    .map(|i| i.to_string())
                    .collect();
                write!(f, "squares [{}]", squares.join(", "))
            }
        }
        f.debug_struct("Region")
            .field("name", &self.name)
            .field("mask", &[Squares(&self.mask[0]), Squares(&self.mask[1])])
            .field("line", &self.line)
            .finish()
    }
}

impl Region {
    /// Whether `sq` is in this region for `color`.
    pub fn contains(&self, color: Color, sq: Square) -> bool {
        self.mask[color.index()][sq.index()]
    }

    /// The region's squares for each side, as sets.
    pub fn squares(&self) -> [SquareSet; 2] {
        self.mask.each_ref().map(|m| {
            m.iter()
                .enumerate()
                .filter(|&(_, &inside)| inside)
                .map(|(sq, _)| sq)
                .collect()
        })
    }
}

/// A piece type. Promoted types are separate entries with `promoted_from` set.
///
/// Its [`Default`] is an empty shape for hand-built tests to fill (no name, letter `'\0'`, no
/// moves), not a type the checker would produce.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PieceType {
    /// Its name in the rules file (`pawn`, `tokin`, `cloud-eagle`).
    pub name: String,
    /// Its letter in SFEN/FEN, uppercase (the first player's form). A promoted type has the
    /// letter of the type it came from and is written `+` and that letter.
    pub letter: char,
    /// Extra letters accepted when reading positions (xiangqi `E` for `B`, `H` for `N`).
    pub aliases: Vec<char>,
    /// The glyph drawn for each side (`["帅", "将"]`; the same twice when the file gives one).
    pub glyph: [String; 2],
    /// Losing this piece (having it captured, or being unable to parry an attack on it) loses.
    pub royal: bool,
    /// The movement as written (Betza or vector forms), for display.
    pub betza: String,
    /// The movement, expanded to one rule per direction.
    pub moves: Vec<MoveRule>,
    /// The piece may only move to squares of this region (xiangqi palace, own half).
    pub within: Option<RegionId>,
    /// The type it promotes to, if any.
    pub promotes_to: Option<PieceId>,
    /// For a promoted type: the type it promoted from (what it turns back into in the hand).
    pub promoted_from: Option<PieceId>,
    /// The rules file's `value` clause, if any: centipawns that replace the computed values
    /// (see `koma_dsl::facts::PieceValues`).
    pub value: Option<ValueOverride>,
    /// The 1-based line of its name in the rules file (in its `piece` statement, or for a
    /// promoted type in the `promotes` clause).
    pub line: u32,
    /// `drops anywhere`: it may be dropped, and stand in a position, on a square from which it
    /// could never move (Dobutsu's chick on the last rank). A move there still promotes as
    /// usual. Always `false` for a promoted type.
    pub drops_anywhere: bool,
    /// Its moves in two steps (`double LEG then LEG`, Chu shogi's lion), one entry per pair of
    /// vectors, in reading order; empty for most pieces. Each square a double move reaches
    /// (the first step, and the end unless it is the origin) is also a target of one of the
    /// piece's single steps or slides, so its attacks are those of [`PieceType::moves`].
    pub doubles: Vec<DoubleStep>,
    /// `promotes to NAME, NAME ...` with two or more names: the types it may become, in the
    /// order written (chess's queen, rook, bishop, knight); a promoting move is
    /// `koma_runtime::Move::Promote` naming one. Empty otherwise ([`PieceType::promotes_to`]
    /// holds a single target, whose move is `Move::Normal` with `promote`).
    pub promotes_choice: Vec<PieceId>,
    /// For a promoted type, its `also` letters: each names the type alone, without `+`, in a
    /// drop (`promotes rook "飛" moves R also R`: lishogi's `R*3c` for Kyoto's `+P*3c`). Empty
    /// for an unpromoted type, whose `also` letters are [`PieceType::aliases`].
    pub drop_letters: Vec<char>,
}

/// One move in two steps: from the origin by `first` to the intermediate square, then by
/// `second` to the end, both seen from the mover's side like [`MoveRule`]'s vector. The first
/// step lands on an empty square or captures an enemy piece (never an own one); the second
/// likewise, or returns to the origin (`second == -first`: a capture without moving when the
/// first step captured, a pass when it did not). Neither step is blocked by anything between.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DoubleStep {
    /// The first step `(dx, dy)`.
    pub first: (i8, i8),
    /// The second step `(dx, dy)`, from the intermediate square.
    pub second: (i8, i8),
}

impl PieceType {
    /// The SFEN/FEN text of this piece for `color`: `P`, `+P`, `p`, `+p`.
    pub fn symbol(&self, color: Color) -> String {
        let l = match color {
            Color::First => self.letter.to_ascii_uppercase(),
            Color::Second => self.letter.to_ascii_lowercase(),
        };
        if self.promoted_from.is_some() {
            format!("+{l}")
        } else {
            l.to_string()
        }
    }
}

impl PieceType {
    /// [`Variant::can_move_from`] for this type, given the board and the variant's regions (so
    /// the checker can ask before the [`Variant`] exists).
    pub fn can_move_from(
        &self,
        board: Board,
        regions: &[Region],
        color: Color,
        sq: Square,
    ) -> bool {
        self.moves.iter().any(|m| {
            if let Some(r) = m.only_in
                && !regions[r].contains(color, sq)
            {
                return false;
            }
            let first = match m.kind {
                // a hop needs a screen first: its nearest target is two steps away
                MoveKind::Hop => board
                    .offset(sq, color, m.dx, m.dy)
                    .and_then(|s| board.offset(s, color, m.dx, m.dy)),
                _ => board.offset(sq, color, m.dx, m.dy),
            };
            match (first, self.within) {
                (Some(t), Some(r)) => regions[r].contains(color, t),
                (Some(_), None) => true,
                (None, _) => false,
            }
        })
    }
}

/// A piece's `value N [in hand M]` clause: material values, in centipawns (a shogi pawn is about
/// 100), that replace the computed ones. Each is 0..=[`ValueOverride::MAX`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ValueOverride {
    /// The value of the piece on the board.
    pub board: i32,
    /// The value of the piece in hand (`in hand M`), for a type that can be held; `None`: the
    /// computed share of `board`.
    pub hand: Option<i32>,
}

impl ValueOverride {
    /// The largest value a rules file may state (centipawns).
    pub const MAX: i32 = 100_000;
}

/// One direction of one piece's movement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRule {
    /// File offset, seen from the mover's side (`+` = mover's right).
    pub dx: i8,
    /// Rank offset, seen from the mover's side (`+` = forward).
    pub dy: i8,
    /// How the vector is used.
    pub kind: MoveKind,
    /// Whether it moves, captures, or both.
    pub mode: MoveMode,
    /// The rule applies only when the piece stands in this region (xiangqi soldier across the
    /// river); `None` = everywhere.
    pub only_in: Option<RegionId>,
    /// `along REGION`: the rule applies only from squares of the region, and every square it
    /// passes or lands on (a slide's or hop's ray, a lame leap's blocks) must be in it too — a
    /// ray stops at the first square outside (Janggi's palace diagonals); `None` = anywhere.
    pub along: Option<RegionId>,
    /// Betza `i`: a first move only (the chess pawn's double step `ifmnD`). Lowering has
    /// already put it in [`MoveRule::only_in`]: the start ranks of its type, a region of its
    /// own (or the `in REGION` written with it), so a backend needs nothing more to generate
    /// it. A lame `i` leap (`inD`) makes the square it passes an en-passant square.
    pub initial: bool,
    /// Betza `e`: the rule also captures en passant — it may move onto the en-passant square
    /// an enemy `i` lame leap just passed, taking the piece that made that leap.
    pub en_passant: bool,
}

/// How a [`MoveRule`]'s vector is used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveKind {
    /// Step or jump: the single target square `from + (dx, dy)`; nothing in between matters.
    Leap,
    /// Lame leap: like `Leap`, but blocked when any square `from + (bx, by)` in `blocks` is
    /// occupied (xiangqi horse leg, elephant eye). Block vectors are seen from the mover's side.
    Lame {
        /// Squares, relative to the origin, that must be empty.
        blocks: Vec<(i8, i8)>,
    },
    /// Slide (rider): repeat `(dx, dy)` while the squares are empty; any of them is a target,
    /// and so is the first occupied one (a capture if it holds an enemy). At most `max` steps
    /// (`None` = to the edge).
    Slide {
        /// The range limit in steps, or `None` for unlimited.
        max: Option<u8>,
    },
    /// Hop (cannon): slide over empty squares to the first piece (the screen, of either side),
    /// then on over empty squares, each a non-capturing target, to the first piece beyond, a
    /// capture target if it is an enemy.
    Hop,
}

/// Which targets of a [`MoveRule`] count.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveMode {
    /// Empty squares and enemy pieces (Betza: no `m`/`c`).
    Both,
    /// Empty squares only (Betza `m`).
    MoveOnly,
    /// Enemy pieces only (Betza `c`).
    CaptureOnly,
}

/// When and how pieces promote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Promotion {
    /// The promotion zone (region, per side).
    pub zone: RegionId,
    /// `true`: a move that ends in the zone may promote (`entering`); `false`: a move that starts
    /// or ends in the zone may promote (the modern shogi rule, the default).
    pub only_entering: bool,
    /// `true`: promotion is compulsory whenever allowed. `false`: optional, except that a move to
    /// a square from which the unpromoted piece could never move again must promote (this is
    /// derived from the moves: see [`Variant::can_move_from`]).
    pub forced: bool,
    /// `on entry or capture` (Chu shogi): a move may promote when it enters the zone from
    /// outside it, or when it captures and starts or ends in it (`only_entering` is `false`).
    /// With `immobile pieces allowed`, a move to a square from which the unpromoted piece
    /// could never move again may promote too (it need not).
    pub on_entry_or_capture: bool,
    /// `promotion limited`: a piece promotes to a type of its choice only while its side has
    /// fewer of that type on the board than the start position has (Grand chess; Fairy-
    /// Stockfish's `promotionLimit`). A move that must promote and has no type left is not
    /// played.
    pub limited: bool,
}

/// The rules of pieces that turn over on every move (Kyoto shogi), each off by default.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Faces {
    /// `promotion every move`: every move of a piece whose type has a promoted type promotes it,
    /// wherever it goes, and every move of a promoted piece turns it back into the type it came
    /// from (a move written `+` or `-` in USI). [`Variant::promotion`] is `None` then.
    pub every_move: bool,
    /// `drops either face`: a piece in hand may also be dropped as its promoted type (`+P*5d`
    /// in USI); it leaves the hand slot of its unpromoted type.
    pub drop_either: bool,
    /// `immobile pieces allowed`: a piece may stand where it could never move, so no square is
    /// dead: no move must promote and no drop or position is refused for that reason.
    pub immobile_allowed: bool,
}

/// What happens to a captured piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Captures {
    /// It leaves the game (chess, xiangqi, Wa shogi without drops).
    Removed,
    /// It goes to the captor's hand, unpromoted, and may be dropped later.
    ToHand {
        /// A captured *promoted* piece leaves the game instead (Kilyow, seed 002 rule 1).
        promoted_removed: bool,
    },
}

/// Restrictions on drops beyond "empty square, unpromoted, never where it could not move".
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct DropRules {
    /// Nifu: these types may not be dropped on a file holding an unpromoted friendly piece of
    /// the same type.
    pub nifu: Vec<PieceId>,
    /// Uchifuzume: a drop of one of these types that checkmates at once is illegal (filtered
    /// from the legal moves). Types not listed may mate by drop.
    pub no_drop_mate: Vec<PieceId>,
    /// Per entry of [`DropRules::nifu`], in its order: how many unpromoted friendly pieces of
    /// the type a file may hold before a drop of the type there is refused — 1 for classic
    /// nifu, 2 for Tori shogi's swallows (`drops nifu swallow 2`). A missing entry means 1.
    pub nifu_counts: Vec<u8>,
    /// `drops in REGION`: every drop lands in this region (of the dropping side); `None` =
    /// anywhere. A type with a `within` region is also dropped only inside it.
    pub region: Option<RegionId>,
    /// `drops check illegal`: a drop after which the opponent's royal piece is attacked (by the
    /// dropped piece, or by a hopper the dropped piece screens) is illegal.
    pub no_check: bool,
}

/// The 1-based lines of the rule statements in the rules file, for a backend that points at the
/// rules it compiled (`None`: the file has no such statement).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct RuleLines {
    /// `promotion in REGION …`.
    pub promotion: Option<u32>,
    /// `captures …`.
    pub captures: Option<u32>,
    /// `drops nifu PIECE`, one per entry of [`DropRules::nifu`], in its order.
    pub nifu: Vec<u32>,
    /// `drops mate PIECE illegal`, one per entry of [`DropRules::no_drop_mate`], in its order.
    pub no_drop_mate: Vec<u32>,
    /// `forbid facing-royals`.
    pub no_facing: Option<u32>,
    /// `forbid royals-same-rank`.
    pub no_same_rank: Option<u32>,
    /// `drops in REGION`.
    pub drop_region: Option<u32>,
    /// `drops check illegal`.
    pub no_drop_check: Option<u32>,
}

/// Constraints between the two royal pieces, checked after every move like "own royal not
/// attacked": a move that breaks one is illegal.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct RoyalRules {
    /// Flying general (xiangqi): the two royals may not stand on one file with no piece between.
    pub no_facing: bool,
    /// The two royals may never stand on the same rank (Kilyow, seed 002 rule 3).
    pub no_same_rank: bool,
    /// `royals several`: a side may have several royal pieces, of one or more royal types,
    /// promoted types too (Sho shogi's crown prince). While a side has exactly one royal piece
    /// on the board it may not leave it attacked, as in a one-royal game (a move is judged by
    /// the side's royal count before it: promoting a second royal does not parry an attack);
    /// while it has two or more, none is protected and any may be captured; a side left with
    /// none has lost ([`Variant::several_royals`]). `false`: exactly one royal type, one royal
    /// piece per side.
    pub several: bool,
}

impl Variant {
    /// Whether a piece of type `piece` and side `color` standing on `sq` of an otherwise empty
    /// board has at least one move (ignoring captures-only and hop distinctions: any rule whose
    /// first target is on the board and inside its `within` region counts).
    ///
    /// This derives the shogi rules "must promote where it could never move again" and "no drop
    /// where it could never move" from the moves themselves.
    pub fn can_move_from(&self, piece: PieceId, color: Color, sq: Square) -> bool {
        self.pieces[piece].can_move_from(self.board, &self.regions, color, sq)
    }

    /// The id of the piece type called `name`.
    pub fn piece_by_name(&self, name: &str) -> Option<PieceId> {
        self.pieces.iter().position(|p| p.name == name)
    }

    /// Whether a side may have several royal pieces (`royals several`, [`RoyalRules::several`]):
    /// only a side's *sole* royal piece is protected from attack, and a side with no royal piece
    /// left has lost. Fairy-Stockfish's `extinctionPseudoRoyal` with `extinctionPieceCount = 0`.
    pub fn several_royals(&self) -> bool {
        self.royal.several
    }

    /// The text a promoting move of a `piece` ends with in UCI notation (`notation uci`): `+`
    /// when it promotes to a promoted type of its own (`+X`), the lowercase letter of the type
    /// it becomes for a chess-style promotion (`promotes to met`: `m`); `None` when it does
    /// not promote (or the id is out of range).
    pub fn promotion_suffix(&self, piece: PieceId) -> Option<char> {
        let to = &self.pieces[self.pieces.get(piece)?.promotes_to?];
        Some(match to.promoted_from {
            Some(_) => '+',
            None => to.letter.to_ascii_lowercase(),
        })
    }

    /// Whether `letter` (either case) ends a promoting move in UCI notation: `+`, or the
    /// letter of a type some type promotes to chess-style, alone or in a choice.
    pub fn is_promotion_suffix(&self, letter: char) -> bool {
        letter == '+'
            || (0..self.pieces.len())
                .any(|p| self.promotion_suffix(p) == Some(letter.to_ascii_lowercase()))
            || self.choice_letters().contains(&letter.to_ascii_lowercase())
    }

    /// The lowercase letters of the types of the promotion choices (`promotes to A, B`),
    /// sorted, each once: what a promotion to a chosen type ends with in UCI (`e7e8q`).
    pub fn choice_letters(&self) -> Vec<char> {
        let mut letters: Vec<char> = self
            .pieces
            .iter()
            .flat_map(|p| p.promotes_choice.iter())
            .map(|&q| self.pieces[q].letter.to_ascii_lowercase())
            .collect();
        letters.sort_unstable();
        letters.dedup();
        letters
    }

    /// The ids of the royal piece types.
    pub fn royals(&self) -> impl Iterator<Item = PieceId> + '_ {
        self.pieces
            .iter()
            .enumerate()
            .filter(|(_, p)| p.royal)
            .map(|(i, _)| i)
    }
}

/// The end-of-game rules (`stalemate`, `repetition`, `perpetual`, `chase`, `no-capture` and
/// `material` statements) are the runtime's own types: the IR hands them to
/// [`koma_runtime::Game`] as they are, whichever backend runs the game. Piece kinds are ids
/// into [`Variant::pieces`]; a chase target's region is given as its square masks.
pub use koma_runtime::{
    ChaseRules, ChaseTarget, EndRules, Perpetual, PerpetualAttack, PerpetualVerdict,
    StalemateResult,
};

/// How royal pieces are lost, and the win by a royal piece reaching a region
/// (`royals capturable`, `win royal reaches REGION [safe]`). The default (both off) is the
/// check rule: no move may leave the own royal piece attacked, and a side is lost when it has
/// no legal move while in check.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Royalty {
    /// `royals capturable`: moves may leave royal pieces attacked and capture them; there is no
    /// check. A side with no royal piece on the board has lost: the game is over (no legal
    /// moves). A captured royal piece leaves the game.
    pub capturable: bool,
    /// `win royal reaches REGION [safe]`, if stated.
    pub reaches: Option<Reaches>,
    /// The 1-based line of the `royals capturable` statement, if any.
    pub capturable_line: Option<u32>,
    /// `extinction VERDICT PIECES [at most N]`, if stated.
    pub extinction: Option<Extinction>,
}

/// `extinction loses|draws PIECE {, PIECE} [at most N]`: a side with `at_most` pieces or fewer
/// of one of the listed types — on the board and in hand, each type counted on its own — loses
/// (or, with `draws`, the game is drawn), whichever side is to move; the side that just moved
/// is judged first. The game is then over (no legal moves). Fairy-Stockfish's
/// `extinctionValue` (loss or draw), `extinctionPieceTypes` and `extinctionPieceCount`
/// (`Position::is_immediate_game_end`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extinction {
    /// The types, each counted on its own (a promoted type apart from its base type).
    pub pieces: Vec<PieceId>,
    /// The count at or below which a side is extinct (0 without `at most`).
    pub at_most: u32,
    /// `draws`: the game is drawn; otherwise the extinct side loses.
    pub draws: bool,
    /// The 1-based line of the statement.
    pub line: u32,
}

/// `win royal reaches REGION [safe]`: a side with a royal piece in REGION (seen from its side)
/// — with `safe`, one not attacked by the other side — has won, whichever side is to move;
/// when both have, the game is drawn. Either way the game is over (no legal moves), as
/// Fairy-Stockfish's `flagPiece`/`flagRegion`/`flagPieceSafe` (Dobutsu's try).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reaches {
    /// The region.
    pub region: RegionId,
    /// Only a royal piece the other side does not attack counts.
    pub safe: bool,
    /// The 1-based line of the statement.
    pub line: u32,
}
