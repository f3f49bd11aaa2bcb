//! [`Position`]: a board, two hands and the side to move, over a shared [`Engine`].

use crate::cell::{MAX_HAND, MAX_SQUARES, NO_SQ, cell, cell_color, cell_piece};
use crate::engine::Engine;
use crate::error::PositionError;
use koma_runtime::{Color, Move, MoveError, PieceKind, Square};

/// A position of the engine's variant. Cloning copies a few hundred bytes (fixed arrays).
///
/// Equality and hashing compare the board, the hands, the side to move, the castling rights,
/// the lion-capture square and the en-passant square while a capture there is legal
/// ([`Position::legal_en_passant`]), not the move counters: equal positions are repetitions.
#[derive(Clone)]
pub struct Position<'a> {
    pub(crate) engine: &'a Engine,
    /// Cell per square: 0 empty, else `1 + piece + 64 * colour`; squares past the board are 0.
    pub(crate) board: [u8; MAX_SQUARES],
    /// `hands[colour][slot]`, slots as `Engine::hand_pieces`.
    pub(crate) hands: [[u8; MAX_HAND]; 2],
    pub(crate) side: Color,
    /// The square of each side's royal piece, or `NO_SQ` (with `royals several`: of its sole
    /// royal piece, `NO_SQ` when it has none or several; `royals.rs`).
    pub(crate) royal: [u16; 2],
    /// Plies since the last capture (FEN's halfmove clock).
    pub(crate) halfmove: u32,
    /// SFEN: the ply number, from 1; FEN: the full move number, from 1.
    pub(crate) move_number: u32,
    /// Passes in a row ending with the last move played (0 after any other move, and in a
    /// position read from text): two, or one under bikjang, end the game (no legal move).
    pub(crate) passes: u8,
    /// The en-passant square (`NO_SQ`: none): the square an enemy double step just passed,
    /// set only when a piece of the side to move could capture there (`pawns.rs`).
    pub(crate) ep: u16,
    /// The square of the piece an en-passant capture takes (`NO_SQ` with no `ep`).
    pub(crate) ep_victim: u16,
    /// The castling rights kept: bit `i` for the facts' castling `i` (`castling.rs`).
    pub(crate) castling: u32,
    /// `lions counter-strike`: the square where the last move took a lion with a piece that is
    /// not one (`NO_SQ`: none; `counter_strike.rs`).
    pub(crate) lion_strike: u16,
}

impl<'a> Position<'a> {
    /// An empty board of `engine`'s variant, first player to move.
    pub(crate) fn empty(engine: &'a Engine) -> Self {
        Position {
            engine,
            board: [0; MAX_SQUARES],
            hands: [[0; MAX_HAND]; 2],
            side: Color::First,
            royal: [NO_SQ; 2],
            halfmove: 0,
            move_number: 1,
            passes: 0,
            ep: NO_SQ,
            ep_victim: NO_SQ,
            castling: 0,
            lion_strike: NO_SQ,
        }
    }

    /// The engine this position belongs to.
    pub fn engine(&self) -> &'a Engine {
        self.engine
    }

    /// The piece on `sq`, if any (`None` also for a square off the board).
    pub fn piece_at(&self, sq: Square) -> Option<(Color, PieceKind)> {
        let c = *self.board.get(sq.index())?;
        (c != 0).then(|| (cell_color(c), PieceKind(cell_piece(c) as u8)))
    }

    /// How many pieces of type `kind` `color` holds in hand (0 for a type that is never held).
    pub fn hand_count(&self, color: Color, kind: PieceKind) -> u32 {
        self.engine
            .hand_slot(kind)
            .map_or(0, |s| self.hands[color.index()][s] as u32)
    }

    /// The square of `color`'s royal piece, if it has one on the board (with `royals several`:
    /// if it has exactly one).
    pub fn royal_square(&self, color: Color) -> Option<Square> {
        let s = self.royal[color.index()];
        (s != NO_SQ).then_some(Square(s))
    }

    /// SFEN: the ply number (from 1); FEN: the full move number (from 1).
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    /// Plies since the last capture (FEN's halfmove clock; kept for SFEN variants too).
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove
    }

    /// Whether `color`'s royal piece is on the board and attacked by the other side (never
    /// with capturable royals: there is no check).
    pub(crate) fn royal_attacked(&self, color: Color) -> bool {
        let k = self.royal[color.index()];
        k != NO_SQ
            && self.engine.facts.guards_royal()
            && self.engine.attacked(&self.board, k as usize, !color)
    }

    /// Whether `mv` (assumed legal here) captures a piece.
    pub fn is_capture(&self, mv: Move) -> bool {
        let occupied = |sq: Square| self.board.get(sq.index()).is_some_and(|&c| c != 0);
        match mv {
            Move::Normal { from, to, .. } | Move::Promote { from, to, .. } => {
                from != to && (occupied(to) || self.ep_victim(from.index(), to.index()).is_some())
            }
            Move::Double { from, mid, to } => occupied(mid) || (from != to && occupied(to)),
            Move::Drop { .. } => false,
        }
    }

    /// Whether the side to move has at least one legal move. Without one it is checkmated or
    /// stalemated: what that means is the variant's end-of-game rules ([`koma_runtime::Game`]).
    pub fn has_legal_move(&self) -> bool {
        let mut scratch = self.clone();
        let mut out = Vec::new();
        scratch.generate(&mut out, true);
        !out.is_empty()
    }

    /// The cell a board move leaves on its target when the piece changes: promoted (or turned
    /// over), or the type chosen by a [`Move::Promote`]; `None` when it stays as it is.
    pub(crate) fn placed(&self, mv: Move) -> Option<u8> {
        let (from, chosen) = match mv {
            Move::Normal {
                from,
                promote: true,
                ..
            } => (from, None),
            Move::Promote { from, piece, .. } => (from, Some(piece.0 as usize)),
            _ => return None,
        };
        let c = *self.board.get(from.index()).filter(|&&c| c != 0)?;
        let kind = chosen.or_else(|| self.engine.facts.pieces[cell_piece(c)].turns_to())?;
        Some(cell(cell_color(c), kind))
    }

    /// Plays `mv` without any check. Out-of-range squares, an empty origin or a missing hand
    /// piece leave the position unchanged or inconsistent, never panic.
    pub(crate) fn apply(&mut self, mv: Move) {
        let e = self.engine;
        let us = self.side;
        self.lion_strike = self.lion_strike_after(mv);
        match mv {
            Move::Normal { from, to, .. } | Move::Promote { from, to, .. } => {
                let (from, to) = (from.index(), to.index());
                if from >= e.nsq || to >= e.nsq {
                    return;
                }
                let moving = self.board[from];
                if moving == 0 {
                    return;
                }
                let piece = cell_piece(moving);
                let color = cell_color(moving);
                let placed = self.placed(mv).unwrap_or(moving);
                // en passant takes the piece that passed `to`, beside it
                let ep_victim = self.ep_victim(from, to);
                if let Some(victim) = ep_victim {
                    self.board[victim] = 0;
                }
                // a pass (`from == to`) captures nothing
                self.passes = if from == to {
                    self.passes.saturating_add(1)
                } else {
                    0
                };
                let captured = if from == to { 0 } else { self.board[to] };
                if captured != 0 {
                    let victim = cell_color(captured);
                    if let Some(slot) = e.facts.pieces[cell_piece(captured)].capture_slot {
                        let h = &mut self.hands[color.index()][slot];
                        *h = h.saturating_add(1);
                    }
                    if self.royal[victim.index()] == to as u16 {
                        self.royal[victim.index()] = NO_SQ;
                    }
                }
                // `no-capture reset by PIECE`: its moves that cannot come back restart the
                // clock too (Fairy-Stockfish's irreversible moves)
                let resets = e.facts.pawns.resets_clock(
                    e.facts.files,
                    piece,
                    color,
                    Square(from as u16),
                    Square(to as u16),
                );
                if captured != 0 || ep_victim.is_some() || resets {
                    self.halfmove = 0;
                } else {
                    self.halfmove = self.halfmove.saturating_add(1);
                }
                // a pass keeps the rights, as it keeps the board
                if from != to {
                    self.castling_update(from, to);
                }
                self.board[from] = 0;
                self.board[to] = placed;
                if self.royal[color.index()] == from as u16 {
                    self.royal[color.index()] = if e.facts.pieces[cell_piece(placed)].royal {
                        to as u16
                    } else {
                        NO_SQ
                    };
                }
                if self.changes_royals(moving, placed, captured) {
                    self.recount_royals();
                }
                self.set_ep(piece, color, from, to);
            }
            Move::Drop { piece, to } => {
                let to = to.index();
                let Some(slot) = e.drop_slot(piece) else {
                    return;
                };
                if to >= e.nsq || self.board[to] != 0 {
                    return;
                }
                let h = &mut self.hands[us.index()][slot];
                *h = h.saturating_sub(1);
                self.passes = 0;
                self.board[to] = cell(us, piece.0 as usize);
                self.halfmove = self.halfmove.saturating_add(1);
                self.ep = NO_SQ;
            }
            Move::Double { from, mid, to } => {
                self.apply_double(from.index(), mid.index(), to.index());
                self.ep = NO_SQ;
            }
        }
        if e.is_sfen() || us == Color::Second {
            self.move_number = self.move_number.saturating_add(1);
        }
        self.side = !us;
    }
}

impl PartialEq for Position<'_> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.engine, other.engine)
            && self.side == other.side
            && self.board == other.board
            && self.hands == other.hands
            && self.castling == other.castling
            && self.lion_strike == other.lion_strike
            && self.legal_en_passant() == other.legal_en_passant()
    }
}

impl Eq for Position<'_> {}

impl std::hash::Hash for Position<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.side.hash(state);
        self.board[..self.engine.nsq].hash(state);
        self.hands.hash(state);
        self.castling.hash(state);
        self.lion_strike.hash(state);
        self.legal_en_passant().hash(state);
    }
}

impl std::fmt::Debug for Position<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use koma_runtime::Position as _;
        write!(f, "Position({:?})", self.to_text())
    }
}

impl std::fmt::Display for Position<'_> {
    /// The SFEN or FEN text, as [`koma_runtime::Position::to_text`].
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text())
    }
}

impl koma_runtime::Position for Position<'_> {
    fn side_to_move(&self) -> Color {
        self.side
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        let mut scratch = self.clone();
        scratch.generate(out, false);
    }

    /// Generates into a per-thread scratch list and counts it: the reference engine has no
    /// count-only path, and this spares perft an allocation per leaf node.
    fn count_legal_moves(&self) -> usize {
        thread_local! {
            static SCRATCH: std::cell::RefCell<Vec<Move>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        SCRATCH.with(|cell| match cell.try_borrow_mut() {
            Ok(mut moves) => {
                moves.clear();
                self.legal_moves(&mut moves);
                moves.len()
            }
            Err(_) => {
                let mut moves = Vec::new();
                self.legal_moves(&mut moves);
                moves.len()
            }
        })
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.apply(mv);
    }

    fn is_check(&self) -> bool {
        self.royal_attacked(self.side)
    }

    fn to_text(&self) -> String {
        self.text()
    }

    fn format_move(&self, mv: Move) -> String {
        self.move_text(mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.parse_legal_move(text)
    }

    fn is_castling(&self, mv: Move) -> bool {
        matches!(mv, Move::Normal { from, to, .. } if self.castling_of(from.index(), to.index()).is_some())
    }
}

impl Engine {
    /// The variant's start position.
    ///
    /// # Errors
    /// [`PositionError`] if the IR's start text is not a valid position (the checker should
    /// have caught it).
    pub fn start_position(&self) -> Result<Position<'_>, PositionError> {
        Position::from_setup(self, &self.facts.start)
    }

    /// A position read from SFEN or FEN text (per the variant's notation).
    ///
    /// # Errors
    /// See [`Position::from_text`].
    pub fn position(&self, text: &str) -> Result<Position<'_>, PositionError> {
        Position::from_text(self, text)
    }
}
