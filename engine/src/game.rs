//! Games with the engine: [`koma_runtime::GamePosition`] for [`Position`], and the variant's
//! end-of-game rules handed over from the IR as [`koma_runtime::EndRules`].

use crate::engine::Engine;
use crate::error::PositionError;
use crate::position::Position;
use koma_runtime::{Color, EndRules, Game, Move, PieceKind, Square};

impl Engine {
    /// The variant's end-of-game rules ([`koma_dsl::ir::Variant::end`], already in runtime terms).
    pub fn end_rules(&self) -> EndRules {
        self.variant.end.clone()
    }

    /// A game from the variant's start position under its end-of-game rules.
    ///
    /// # Errors
    /// See [`Engine::start_position`].
    pub fn start_game(&self) -> Result<Game<Position<'_>>, PositionError> {
        Ok(Game::new(self.start_position()?, self.end_rules()))
    }

    /// A game from the position `text` (SFEN or FEN) under the variant's end-of-game rules.
    ///
    /// # Errors
    /// See [`Position::from_text`].
    pub fn game(&self, text: &str) -> Result<Game<Position<'_>>, PositionError> {
        Ok(Game::new(self.position(text)?, self.end_rules()))
    }
}

impl koma_runtime::GamePosition for Position<'_> {
    fn zobrist(&self) -> u64 {
        Position::zobrist(self)
    }

    fn zobrist_delta(&self, mv: Move) -> u64 {
        Position::zobrist_delta(self, mv)
    }

    fn is_capture(&self, mv: Move) -> bool {
        Position::is_capture(self, mv)
    }

    fn plies_since_capture(&self) -> u32 {
        self.halfmove_clock()
    }

    fn passes_end(&self) -> bool {
        Position::passes_end(self)
    }

    fn square_count(&self) -> usize {
        self.engine.nsq
    }

    fn piece_at(&self, sq: Square) -> Option<(Color, PieceKind)> {
        Position::piece_at(self, sq)
    }

    fn hand_count(&self, color: Color, kind: PieceKind) -> u32 {
        Position::hand_count(self, color, kind)
    }

    fn attackers(&self, target: Square, by: Color, out: &mut Vec<Square>) {
        if target.index() >= self.engine.nsq {
            return;
        }
        let mut found = Vec::new();
        self.engine
            .attackers(&self.board, target.index(), by, &mut found);
        out.extend(found.into_iter().map(Square));
    }

    fn attackers_without(&self, target: Square, by: Color, empty: Square, out: &mut Vec<Square>) {
        if target.index() >= self.engine.nsq {
            return;
        }
        let mut board = self.board;
        if let Some(cell) = board
            .get_mut(empty.index())
            .filter(|_| empty.index() < self.engine.nsq)
        {
            *cell = 0;
        }
        let mut found = Vec::new();
        self.engine
            .attackers(&board, target.index(), by, &mut found);
        out.extend(found.into_iter().map(Square));
    }

    fn royal_square(&self, color: Color) -> Option<Square> {
        Position::royal_square(self, color)
    }

    fn royals_allowed(&self) -> bool {
        self.royals_ok(self.royal[0], self.royal[1])
    }

    fn pass(&mut self) {
        self.side = !self.side;
    }

    fn decided(&self) -> Option<koma_runtime::Outcome> {
        self.outcome_on_board()
    }
}
