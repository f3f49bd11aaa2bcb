//! Pass 7: the `Position` type: its fields, the start position (checked and laid out at compile
//! time), playing moves, SFEN/FEN through `koma_runtime::setup`, USI/ICCS through
//! `koma_runtime::notation`, and the `koma_runtime::Position` implementation.

use crate::emit::features::Features;
use crate::emit::parts::join;
use crate::emit::{check, counter_strike, counters, move_text, pawns};
use crate::model::Model;
use crate::names::per_color;
use proc_macro2::TokenStream;
use quote::quote;

/// Emits the `Position` type and its impls, with the features' parts `f`.
pub fn emit(m: &Model, f: &Features, source_doc: &str) -> TokenStream {
    // the features' parts, hook by hook; each list's order is the order the generated code
    // has had (kept byte-identical), a new feature adds itself to the lists of its hooks
    let state = f.state();
    let fields = join(state, |p| &p.fields);
    let start = join(state, |p| &p.start);
    let blank = join(state, |p| &p.blank);
    let items = join(
        [&f.pawns, &f.strike, &f.castling, &f.mailbox, &f.text],
        |p| &p.items,
    );
    let read_decls = join([&f.royals, &f.hands], |p| &p.read_decls);
    let read_piece = join([&f.dead, &f.royals, &f.hands], |p| &p.read_piece);
    let read = join(
        [
            &f.present,
            &f.royals,
            &f.hands,
            &f.castling,
            &f.check,
            &f.pawns,
            &f.strike,
        ],
        |p| &p.read,
    );
    let write_prep = &f.hands.write_prep;
    let write = join([&f.pawns, &f.castling, &f.strike], |p| &p.write);
    let methods = join([&f.hands, &f.royals, &f.check, &f.several], |p| &p.methods);
    let apply_start = join([&f.strike, &f.pass, &f.pawns], |p| &p.apply_start);
    let board_move_start = &f.pass.board_move_start;
    let before_capture = &f.pawns.before_capture;
    let capture = &f.hands.capture;
    let captured = join([&f.present, &f.royals], |p| &p.captured);
    let after_capture = join([&f.pawns, &f.castling], |p| &p.after_capture);
    let moved = join([&f.present, &f.royals, &f.several, &f.pawns], |p| &p.moved);
    let arms = join([&f.hands, &f.double], |p| &p.arms);
    let late_methods = join([&f.strike, &f.moves, &f.royalty, &f.pawns], |p| &p.methods);
    let trait_items = &f.castling.trait_items;
    // what the template asks the features for
    let generate = |c: usize, out: TokenStream| {
        counter_strike::call_generate(m, &per_color("generate", c), out)
    };
    let (list_first, list_second) = (generate(0, quote!(out)), generate(1, quote!(out)));
    let (count_first, count_second) = (generate(0, quote!(&mut n)), generate(1, quote!(&mut n)));
    let parse_setup = counter_strike::parse(m);
    let placed = pawns::placed(m);
    let count_move = counters::count_move(m);
    let is_check = check::is_check(m);
    let fen_hands = m.has_hands;
    let format_body = move_text::format_body(m);
    let read_move = move_text::read_stmt(m);
    let square_expr = move_text::square_expr(m);

    quote! {
        #[doc = #source_doc]
        ///
        /// A position: the mailbox, each side's pieces as a square set, the hands, the royal
        /// squares, the side to move and the move counters. Equality compares all of them.
        #[derive(Clone, PartialEq, Eq, Hash)]
        pub struct Position {
            #fields
        }

        /// The start position, checked when the rules file was compiled.
        const START_POSITION: Position = Position {
            #start
        };

        #items

        impl Default for Position {
            fn default() -> Self {
                START_POSITION
            }
        }

        impl Position {
            /// The variant's start position.
            pub const fn start() -> Position {
                START_POSITION
            }

            /// Reads a position in the variant's text form (SFEN or FEN) and checks it like the
            /// reference engine: at most one royal per side, no unpromoted piece where it could
            /// never move, hands only where captures go to the hand, no royal in hand, the side
            /// not to move not in check.
            ///
            /// # Errors
            /// [`::koma_runtime::PositionError`]; never panics.
            pub fn from_text(text: &str) -> Result<Position, ::koma_runtime::PositionError> {
                let setup = #parse_setup;
                Self::from_setup(&setup)
            }

            /// Builds a position from a parsed [`::koma_runtime::setup::Setup`], with the checks of
            /// [`Position::from_text`].
            ///
            /// # Errors
            /// [`::koma_runtime::PositionError`] when the setup breaks the rules or does not fit.
            pub fn from_setup(setup: &::koma_runtime::setup::Setup) -> Result<Position, ::koma_runtime::PositionError> {
                if setup.files != FILES
                    || setup.ranks != RANKS
                    || setup.board.len() != SQUARES
                    || setup.hands.iter().any(|h| h.len() > KINDS)
                {
                    return Err(::koma_runtime::PositionError::Mismatch);
                }
                let mut pos = Position {
                    #blank
                };
                #read_decls
                for (sq, entry) in setup.board.iter().enumerate() {
                    let Some((color, kind)) = *entry else {
                        continue;
                    };
                    let kind = kind.0;
                    if kind as usize >= KINDS {
                        return Err(::koma_runtime::PositionError::Mismatch);
                    }
                    #read_piece
                    pos.board[sq] = cell(kind as usize, color.index());
                    pos.occ[color.index()] |= bit(sq);
                    pos.kinds[kind as usize] |= bit(sq);
                }
                #read
                Ok(pos)
            }

            /// The position as a [`::koma_runtime::setup::Setup`].
            pub fn to_setup(&self) -> ::koma_runtime::setup::Setup {
                let board = self
                    .board
                    .iter()
                    .map(|&c| {
                        (c != 0).then(|| {
                            (cell_color(c), ::koma_runtime::PieceKind(CELL_KIND[c as usize]))
                        })
                    })
                    .collect();
                #[allow(unused_mut)]
                let mut hands = [vec![0u8; KINDS], vec![0u8; KINDS]];
                #write_prep
                ::koma_runtime::setup::Setup {
                    files: FILES,
                    ranks: RANKS,
                    board,
                    hands,
                    side: self.side,
                    halfmove: self.halfmove,
                    move_number: self.move_number,
                    #write
                }
            }

            /// The piece on `sq`, if any (`None` also off the board).
            pub fn piece_at(&self, sq: ::koma_runtime::Square) -> Option<(::koma_runtime::Color, Piece)> {
                let c = *self.board.get(sq.index())?;
                (c != 0).then(|| (cell_color(c), Piece::ALL[CELL_KIND[c as usize] as usize]))
            }

            #methods

            /// Whether the side to move has at least one legal move.
            pub fn has_legal_move(&self) -> bool {
                ::koma_runtime::Position::count_legal_moves(self) != 0
            }

            /// Plays `mv` without any check; out-of-range squares, an empty origin or a missing
            /// hand piece leave the position unchanged or inconsistent, never panic.
            fn apply(&mut self, mv: ::koma_runtime::Move) {
                let us = self.side;
                #apply_start
                match mv {
                    ::koma_runtime::Move::Normal { from, to, promote } => {
                        let (from, to) = (from.index(), to.index());
                        #board_move_start
                        if from >= SQUARES || to >= SQUARES || from == to {
                            return;
                        }
                        let moving = self.board[from];
                        if moving == 0 {
                            return;
                        }
                        let kind = CELL_KIND[moving as usize];
                        let color = CELL_COLOR[moving as usize] as usize;
                        let placed = #placed;
                        #before_capture
                        let captured = self.board[to];
                        if captured != 0 {
                            let victim = CELL_COLOR[captured as usize] as usize;
                            #capture
                            self.occ[victim] &= !bit(to);
                            self.kinds[CELL_KIND[captured as usize] as usize] &= !bit(to);
                            #captured
                            self.halfmove = 0;
                        } else {
                            self.halfmove = self.halfmove.saturating_add(1);
                        }
                        #after_capture
                        self.board[from] = 0;
                        self.board[to] = placed;
                        self.occ[color] &= !bit(from);
                        self.occ[color] |= bit(to);
                        self.kinds[kind as usize] &= !bit(from);
                        self.kinds[CELL_KIND[placed as usize] as usize] |= bit(to);
                        #moved
                    }
                    #arms
                    ::koma_runtime::Move::Promote { .. } => return,
                }
                if #count_move {
                    self.move_number = self.move_number.saturating_add(1);
                }
                self.side = !us;
            }

            #late_methods
        }

        impl ::core::fmt::Debug for Position {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                write!(f, "Position({:?})", ::koma_runtime::Position::to_text(self))
            }
        }

        impl ::koma_runtime::Position for Position {
            fn side_to_move(&self) -> ::koma_runtime::Color {
                self.side
            }

            fn legal_moves(&self, out: &mut Vec<::koma_runtime::Move>) {
                match self.side {
                    ::koma_runtime::Color::First => #list_first,
                    ::koma_runtime::Color::Second => #list_second,
                }
            }

            fn count_legal_moves(&self) -> usize {
                let mut n = Count(0);
                match self.side {
                    ::koma_runtime::Color::First => #count_first,
                    ::koma_runtime::Color::Second => #count_second,
                }
                n.0
            }

            fn play_unchecked(&mut self, mv: ::koma_runtime::Move) {
                self.apply(mv);
            }

            fn is_check(&self) -> bool {
                #is_check
            }

            fn to_text(&self) -> String {
                self.to_setup().to_text_with_hands(FORMAT, #fen_hands, |k| {
                    let p = Piece::ALL[k.0 as usize % KINDS];
                    (p.letter(), p.is_promoted())
                })
            }

            fn format_move(&self, mv: ::koma_runtime::Move) -> String {
                #format_body
            }

            fn parse_move(&self, text: &str) -> Result<::koma_runtime::Move, ::koma_runtime::MoveError> {
                #read_move
                let mut legal = Vec::new();
                self.legal_moves(&mut legal);
                if legal.contains(&mv) {
                    return Ok(mv);
                }
                let why = match mv {
                    ::koma_runtime::Move::Drop { piece, to } => {
                        let held = Piece::from_kind(piece).map_or(0, |p| self.hand_count(self.side, p));
                        if held == 0 {
                            "no such piece in hand".to_string()
                        } else if self.board.get(to.index()).is_some_and(|&c| c != 0) {
                            "the square is occupied".to_string()
                        } else {
                            "this drop is not allowed here".to_string()
                        }
                    }
                    ::koma_runtime::Move::Double { .. } => "no such double move here".to_string(),
                    ::koma_runtime::Move::Promote { from, .. } => match self.piece_at(from) {
                        Some((color, piece)) if color == self.side => {
                            format!("the {} has no such legal move", piece.name())
                        }
                        _ => format!("no piece of the side to move on {}", #square_expr),
                    },
                    ::koma_runtime::Move::Normal { from, to, promote } => match self.piece_at(from) {
                        Some((color, piece)) if color == self.side => {
                            let flipped = ::koma_runtime::Move::Normal { from, to, promote: !promote };
                            if !legal.contains(&flipped) {
                                format!("the {} has no such legal move", piece.name())
                            } else if promote {
                                format!("the {} cannot promote on this move", piece.name())
                            } else {
                                format!("the {} must promote on this move", piece.name())
                            }
                        }
                        _ => format!(
                            "no piece of the side to move on {}",
                            #square_expr
                        ),
                    },
                };
                Err(::koma_runtime::MoveError::Illegal(format!("{}: {why}", self.format_move(mv))))
            }

            #trait_items
        }
    }
}
