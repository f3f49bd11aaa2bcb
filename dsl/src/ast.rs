//! The syntax tree of a rules file, as parsed: every node keeps the byte span of its text so the
//! checker can point at it. Names, letters, numbers and Betza strings are kept as written; the
//! checker decides whether they are valid.

use std::ops::Range;

/// A byte range into the source text.
pub type Span = Range<usize>;

/// A word as written (a name, a letter, a Betza string) and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    /// The text.
    pub text: String,
    /// Where it is.
    pub span: Span,
}

/// A string literal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Str {
    /// The text between the quotes.
    pub text: String,
    /// The whole literal, quotes included.
    pub span: Span,
    /// The text between the quotes.
    pub inner: Span,
}

/// A decimal number; values that overflow are kept as `u32::MAX` (too big for any use here).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Num {
    /// The value, saturated at `u32::MAX`.
    pub value: u32,
    /// Where it is.
    pub span: Span,
}

/// A decimal integer that may be negative (`-5`); values beyond `i64` are saturated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Int {
    /// The value, saturated at `i64::MIN`/`i64::MAX`.
    pub value: i64,
    /// Where it is.
    pub span: Span,
}

/// A `value N [in hand M]` clause of a piece or of its promoted type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Value {
    /// The `value` keyword.
    pub keyword: Span,
    /// The value on the board.
    pub board: Int,
    /// The value in hand, if given.
    pub hand: Option<Int>,
}

/// A whole rules file: its statements in source order.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct File {
    /// The statements.
    pub statements: Vec<Statement>,
}

/// One statement, with the span of its leading keyword and of the whole statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statement {
    /// The leading keyword.
    pub keyword: Span,
    /// The whole statement.
    pub span: Span,
    /// What it says.
    pub kind: StatementKind,
}

/// The statements of the language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatementKind {
    /// `variant NAME ["TITLE"]`
    Variant {
        /// The identifier.
        name: Word,
        /// The display title.
        title: Option<Str>,
    },
    /// `board FILESxRANKS`
    Board {
        /// Number of files.
        files: u32,
        /// Number of ranks.
        ranks: u32,
        /// The `FILESxRANKS` word.
        size: Span,
    },
    /// `notation sfen | fen`
    Notation(Word),
    /// `xboard name NAME`: the variant's name in XBoard's `variant` command.
    XboardName(Word),
    /// `region NAME = SPEC [SPEC] {, SPEC [SPEC]}`
    Region {
        /// The region's name.
        name: Word,
        /// The specs: side by side they intersect, [`RegionSpecKind::Union`] separates groups
        /// that are united.
        specs: Vec<RegionSpec>,
    },
    /// `piece ...`
    Piece(Box<Piece>),
    /// `promotion in REGION [entering] [forced]`
    Promotion {
        /// The zone's region name.
        zone: Word,
        /// The `entering` keyword, if present.
        entering: Option<Span>,
        /// The `forced` keyword, if present.
        forced: Option<Span>,
        /// `on entry or capture` (Chu shogi), if present.
        on_entry: Option<Span>,
    },
    /// `captures removed` / `captures to hand [, promoted removed]`
    Captures(CapturesKind),
    /// `drops nifu PIECE`
    DropsNifu(Word),
    /// `drops mate PIECE illegal | allowed`
    DropsMate {
        /// The piece.
        piece: Word,
        /// `true` for `illegal`.
        illegal: bool,
        /// The `illegal` / `allowed` word.
        verdict: Span,
    },
    /// `forbid RULE`
    Forbid(Word),
    /// `start "SFEN or FEN"`
    Start(Str),
    /// `stalemate VERDICT`
    Stalemate(Verdict),
    /// `repetition N VERDICT`
    Repetition {
        /// How many occurrences of a position end the game.
        count: Num,
        /// What happens then.
        verdict: Verdict,
    },
    /// `perpetual check|chase N VERDICT`
    Perpetual {
        /// `check` or `chase`, as written (checked later).
        what: Word,
        /// At which occurrence of a position the rule applies.
        count: Num,
        /// What happens to the side that checked or chased throughout.
        verdict: Verdict,
    },
    /// `chase by PIECE {, PIECE}`: the pieces whose attacks count as a chase.
    ChaseBy(Vec<Word>),
    /// `chase of PIECE [in REGION] {, ...}`: the pieces that can be chased.
    ChaseOf(Vec<ChaseTarget>),
    /// `chase protected PIECE by PIECE {, PIECE}`: a protected target still counts when one of
    /// these attacks it.
    ChaseProtected {
        /// The target piece.
        target: Word,
        /// The attackers for which its protection does not matter.
        by: Vec<Word>,
    },
    /// `chase exchange PIECE {, PIECE}`: an attack by one of these pieces on an enemy piece of
    /// its own type is an offer to exchange, not a chase.
    ChaseExchange(Vec<Word>),
    /// `chase attackers followed`, `chase false-protection` or `chase discovered-check`.
    ChaseFlag(ChaseFlag),
    /// `no-capture N plies VERDICT`
    NoCapture {
        /// The number of plies without a capture.
        plies: Num,
        /// What happens then.
        verdict: Verdict,
    },
    /// `material VERDICT without PIECE {, PIECE}`
    Material {
        /// What happens when no listed piece is left.
        verdict: Verdict,
        /// The pieces that can still win.
        without: Vec<Word>,
    },
    /// A line that starts with a word no statement starts (`castle ...`): its first word.
    /// The checker reports it (the language has no such statement).
    Unknown(Word),
    /// `promotion every move`: every move turns the piece over (see `crate::check::flip`)
    PromotionEveryMove,
    /// `drops either face`: a piece in hand may be dropped as its promoted type too
    DropsEitherFace,
    /// `immobile pieces allowed`: pieces may stand where they could never move
    ImmobileAllowed,
    /// `royals WORD` (`royals capturable`, `royals several`): how royal pieces are lost or how
    /// many a side has; the word is checked later (`royals.rs`, `royalty.rs`).
    Royals(Word),
    /// `win royal reaches REGION [safe]`: a side whose royal piece stands in REGION (seen from
    /// its side), not attacked with `safe`, wins.
    WinReaches {
        /// The region's name.
        region: Word,
        /// The `safe` keyword, if present.
        safe: Option<Span>,
    },
    /// `drops nifu PIECE N`: no drop of PIECE on a file holding N own unpromoted ones
    /// (`drops nifu PIECE` is [`StatementKind::DropsNifu`], the count 1).
    DropsNifuCount {
        /// The piece.
        piece: Word,
        /// The count as written.
        count: Num,
    },
    /// `bare-royal VERDICT`: a side left with only its royal piece loses (unless it bares the
    /// other side's royal piece in reply).
    BareRoyal(Verdict),
    /// `extinction VERDICT PIECE {, PIECE} [at most N]`: a side whose pieces of one of these
    /// types fall to N or fewer loses or draws.
    Extinction {
        /// What happens to the side whose pieces fell so.
        verdict: Verdict,
        /// The types counted, each on its own.
        pieces: Vec<Word>,
        /// `at most N`, if written (0 otherwise).
        at_most: Option<Num>,
    },
    /// `no-capture reset by PIECE {, PIECE}`: a move of one of these pieces also starts the
    /// no-capture count again.
    NoCaptureReset(Vec<Word>),
    /// `drops in REGION`: pieces are dropped only on squares of the region.
    DropsIn(Word),
    /// `drops check illegal | allowed`: whether a drop may give check.
    DropsCheck {
        /// `true` for `illegal`.
        illegal: bool,
        /// The `illegal` / `allowed` word.
        verdict: Span,
    },
    /// `forbid PIECE hops-over|captures PIECE {, PIECE}` (Janggi's cannon).
    ForbidPieces {
        /// The restricted piece.
        piece: Word,
        /// `hops-over` or `captures`.
        what: Word,
        /// The pieces it may not hop over or capture.
        targets: Vec<Word>,
    },
    /// `bikjang VERDICT`: royals facing at a side's turn must be parted, or the side passes and
    /// the game ends with the verdict.
    Bikjang(Verdict),
    /// `lions [cheap] PIECES`: Chu shogi's lion-trading rules (`crate::check::lions`).
    Lions {
        /// `cheap`: the list names the pieces whose capture does not open a protected lion.
        cheap: bool,
        /// The pieces.
        pieces: Vec<Word>,
    },
    /// `counting N moves VERDICT [without PIECE {, PIECE}]`: Makruk's board's honour (see
    /// `docs/language.md`, "The end of the game").
    Counting {
        /// The limit in moves.
        moves: Num,
        /// Only `draws` is valid.
        verdict: Verdict,
        /// No count while one of these pieces is on the board.
        without: Vec<Word>,
    },
    /// `counting bare [N] PIECE M moves {, ...}`: Makruk's pieces' honour, in order.
    CountingBare(Vec<BareLimit>),
    /// `promotion limited`: a piece promotes only to a type of which its side has fewer on the
    /// board than in the start position (Grand chess).
    PromotionLimited,
    /// `castling ROYAL FROM to TO with PIECE FROM to TO`: one castling.
    Castling(Box<CastlingDecl>),
    /// `insufficient-material VERDICT mating PIECE {, PIECE}`: the game ends when neither side
    /// has the material to mate (`insufficient.rs`).
    Insufficient {
        /// The verdict (only `draws` is valid).
        verdict: Verdict,
        /// The pieces with which a side can mate (with its royal piece).
        mating: Vec<Word>,
    },
    /// `lions counter-strike`: Chu shogi's counter-strike rule, as lishogi plays it
    /// (`crate::check::counter_strike`).
    CounterStrike,
}

/// One entry of `counting bare`: `M` moves when the other side has at least `count` pieces
/// of `piece` (`count` is `None` when not written: one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BareLimit {
    /// How many, if written.
    pub count: Option<Num>,
    /// The piece.
    pub piece: Word,
    /// The limit in moves.
    pub moves: Num,
}

/// What an end-of-game clause does: `loses`, `draws` or `illegal`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VerdictKind {
    /// `loses`: the side concerned loses.
    Loses,
    /// `draws`: the game is drawn.
    Draws,
    /// `illegal`: the move is not allowed (filtered from the legal moves).
    Illegal,
}

/// A verdict word and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Which verdict.
    pub kind: VerdictKind,
    /// The word.
    pub span: Span,
}

/// A `chase` clause that is stated or left out (`docs/language.md`, "The end of the game").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ChaseFlag {
    /// `chase attackers followed`: the moved piece's attack is new only if it did not make it
    /// from its old square.
    AttackersFollowed,
    /// `chase false-protection`: a protector whose recapture would expose its royal piece
    /// does not protect.
    FalseProtection,
    /// `chase discovered-check`: a piece that could be taken with a discovered check counts as
    /// attacked unless the enemy could legally take back.
    DiscoveredCheck,
}

impl ChaseFlag {
    /// The clause as written, after `chase`.
    pub fn text(self) -> &'static str {
        match self {
            ChaseFlag::AttackersFollowed => "attackers followed",
            ChaseFlag::FalseProtection => "false-protection",
            ChaseFlag::DiscoveredCheck => "discovered-check",
        }
    }
}

/// One `PIECE [in REGION]` of a `chase of` statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChaseTarget {
    /// The piece.
    pub piece: Word,
    /// It counts only while standing in this region (seen from its owner).
    pub only_in: Option<Word>,
}

/// The two forms of the `captures` statement.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CapturesKind {
    /// `captures removed`
    Removed,
    /// `captures to hand [, promoted removed]`
    ToHand {
        /// `, promoted removed` was given.
        promoted_removed: bool,
    },
}

/// One `SPEC` of a region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionSpec {
    /// What it selects.
    pub kind: RegionSpecKind,
    /// Where it is.
    pub span: Span,
}

/// The forms of a region `SPEC`, with 1-based numbers as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RegionSpecKind {
    /// `files A-B`
    Files(Num, Num),
    /// `ranks A-B`
    Ranks(Num, Num),
    /// `first N ranks`
    First(Num),
    /// `last N ranks`
    Last(Num),
    /// `squares SQ SQ ...`: each a file letter and a 1-based rank (`d1`), as written.
    Squares(Vec<Word>),
    /// `,` or `|` (the same): the specs before it and after it are united (each group
    /// intersected first).
    Union,
}

/// A `piece` statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Its name.
    pub name: Word,
    /// Its letter as written (checked later).
    pub letter: Word,
    /// The glyph literal.
    pub glyph: Str,
    /// The `royal` keyword, if present.
    pub royal: Option<Span>,
    /// Its moves.
    pub moves: Moves,
    /// `within REGION`.
    pub within: Option<Word>,
    /// `also LETTERS`, each as written.
    pub also: Vec<Word>,
    /// `value N [in hand M]` clauses: one is valid, the others are kept for the checker.
    pub values: Vec<Value>,
    /// `promotes NAME "GLYPH" moves MOVES`.
    pub promotes: Option<Promotes>,
    /// Further `promotes` clauses after the first: never valid (a piece has one promoted type),
    /// kept for the checker to report.
    pub more_promotes: Vec<Promotes>,
    /// The `drops anywhere` clause, if present: the piece may be dropped where it could never
    /// move.
    pub drops_anywhere: Option<Span>,
    /// `promotes to NAME` (chess-style promotion into another unpromoted type): the keyword's
    /// span and the target's name.
    pub promotes_to: Option<(Span, Word)>,
    /// The further names of a `promotes to NAME, NAME ...` choice (chess's `queen, rook,
    /// bishop, knight`), after the first (in `promotes_to`).
    pub promotes_more: Vec<Word>,
}

/// A `promotes` clause: the promoted type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Promotes {
    /// The `promotes` keyword.
    pub keyword: Span,
    /// The promoted type's name.
    pub name: Word,
    /// Its glyph literal.
    pub glyph: Str,
    /// The `royal` keyword, if written: never valid (a promoted type is not royal), kept for the
    /// checker to report.
    pub royal: Option<Span>,
    /// Its moves.
    pub moves: Moves,
    /// `also LETTERS`: letters that name the promoted type alone in a drop, each as written.
    pub also: Vec<Word>,
    /// `value N` clauses: one is valid, the others are kept for the checker.
    pub values: Vec<Value>,
}

/// A `MOVE {, MOVE}` list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moves {
    /// The items.
    pub items: Vec<MoveItem>,
    /// The whole list.
    pub span: Span,
}

/// One `MOVE [in REGION]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveItem {
    /// The Betza string or vector form.
    pub form: MoveForm,
    /// `in REGION`.
    pub only_in: Option<Word>,
    /// The whole item.
    pub span: Span,
    /// `along REGION`: the move starts, passes and ends on squares of the region only.
    pub along: Option<Word>,
}

/// A move written in Betza or as a vector form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveForm {
    /// A Betza string, as written.
    Betza(Word),
    /// A vector form.
    Vector(VectorMove),
    /// `double LEG then LEG`: a move in two steps (Chu shogi's lion).
    Double(DoubleMove),
}

/// `double LEG then LEG`: the piece steps by a vector of the first leg, then by one of the
/// second (see `crate::check::double`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DoubleMove {
    /// The first and the second leg.
    pub legs: [Leg; 2],
    /// The whole form.
    pub span: Span,
}

/// One leg of a [`DoubleMove`]: vectors joined by `|`, or a Betza string of steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Leg {
    /// `(dx, dy) | (dx, dy) ...`.
    Vectors(Vec<Vector>),
    /// A Betza string (`K`, `fW`).
    Betza(Word),
}

/// A vector form: `[move|capture] step|jump|slide [N]|lame|hop (dx, dy) [via (dx, dy)...]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VectorMove {
    /// `move` / `capture`, if given.
    pub mode: Option<Word>,
    /// What kind of move.
    pub kind: VectorKind,
    /// The move vector.
    pub vector: Vector,
    /// For `lame`: the `via` vectors.
    pub via: Vec<Vector>,
}

/// The kinds of vector form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VectorKind {
    /// `step` or `jump`.
    Leap,
    /// `slide [N]`.
    Slide(Option<Num>),
    /// `lame`.
    Lame,
    /// `hop`.
    Hop,
}

/// `(dx, dy)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vector {
    /// The file component.
    pub dx: Component,
    /// The rank component.
    pub dy: Component,
    /// The whole vector, parentheses included.
    pub span: Span,
}

/// One component of a vector: `±N`, `+N`, `-N` or `N`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Component {
    /// Its sign.
    pub sign: Sign,
    /// Its magnitude, saturated at `u32::MAX`.
    pub value: u32,
    /// Where it is.
    pub span: Span,
}

/// The sign written before a vector component.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sign {
    /// `±N`: both.
    Both,
    /// `+N` or a bare `N`.
    Plus,
    /// `-N`.
    Minus,
}

/// `castling ROYAL FROM to TO with PIECE FROM to TO` as written (checked by `castling.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CastlingDecl {
    /// The royal piece's name.
    pub royal: Word,
    /// Its square and target (`e1`, `g1`).
    pub royal_squares: (Word, Word),
    /// The partner's name.
    pub partner: Word,
    /// Its square and target (`h1`, `f1`).
    pub partner_squares: (Word, Word),
}
