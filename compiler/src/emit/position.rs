//! Pass 7: the `Position` type: its fields, the start position (checked and laid out at compile
//! time), playing moves, SFEN/FEN through `koma_runtime::setup`, USI/ICCS through
//! `koma_runtime::notation`, and the `koma_runtime::Position` implementation.

use crate::emit::bits;
use crate::emit::movegen;
use crate::emit::pieces::kind_ident;
use crate::emit::tables::{dead_ident, has_dead};
use crate::geometry::lit;
use crate::model::{Model, Set};
use proc_macro2::TokenStream;
use quote::quote;

/// The color tokens.
fn color(c: koma_runtime::Color) -> TokenStream {
    match c {
        koma_runtime::Color::First => quote!(::koma_runtime::Color::First),
        koma_runtime::Color::Second => quote!(::koma_runtime::Color::Second),
    }
}

/// Emits the `Position` type and its impls.
pub fn emit(m: &Model, source_doc: &str) -> TokenStream {
    let nk = m.kinds.len();
    let fen_hands = m.has_hands;
    let hands_field = if m.has_hands {
        quote! {
            /// `hands[colour][slot]`: pieces in hand.
            hands: [[u8; HAND_SLOTS]; 2],
        }
    } else {
        quote!()
    };
    // the start position, laid out now
    let st = &m.start;
    let board = st.board.iter();
    let mut occ = [Set::default(); 2];
    for (sq, &c) in st.board.iter().enumerate() {
        if c != 0 {
            occ[((c as usize - 1) / nk).min(1)].insert(sq);
        }
    }
    let occ = bits::pair(m, occ);
    let mut kind_sets = vec![Set::default(); nk];
    for (sq, &c) in st.board.iter().enumerate() {
        if c != 0 {
            kind_sets[(c as usize - 1) % nk].insert(sq);
        }
    }
    let kind_sets = bits::table(m, &kind_sets);
    let royal = st.royal;
    let (r0, r1) = (royal[0], royal[1]);
    let side = color(st.side);
    let (halfmove, move_number) = (st.halfmove, st.move_number);
    let start_hands = if m.has_hands {
        let (a, b) = (st.hands[0].iter(), st.hands[1].iter());
        quote!(hands: [[#(#a),*], [#(#b),*]],)
    } else {
        quote!()
    };
    let sfen = matches!(m.format, koma_runtime::setup::TextFormat::Sfen);
    let count_move = if sfen {
        quote!(true)
    } else {
        quote!(us == ::koma_runtime::Color::Second)
    };
    let gen_fns = movegen::emit(m);
    let generate = |c: usize, out: TokenStream| {
        crate::emit::counter_strike::call_generate(m, &crate::names::per_color("generate", c), out)
    };
    let (list_first, list_second) = (generate(0, quote!(out)), generate(1, quote!(out)));
    let (count_first, count_second) = (generate(0, quote!(&mut n)), generate(1, quote!(&mut n)));
    let royalty_fns = crate::emit::royalty::emit(m);

    // capture handling in `apply`
    let to_hand = if m.has_hands {
        quote! {
            let slot = CAPTURE_SLOT[CELL_KIND[captured as usize] as usize];
            if slot != u8::MAX {
                let h = &mut self.hands[color][slot as usize];
                *h = h.saturating_add(1);
            }
        }
    } else {
        quote!()
    };
    let royal_capture = if m.has_royal {
        quote! {
            if self.royal[victim] == to as u16 {
                self.royal[victim] = NO_SQ;
            }
        }
    } else {
        quote!()
    };
    let royal_move = if m.has_royal {
        quote! {
            if self.royal[color] == from as u16 {
                self.royal[color] = if ROYAL[CELL_KIND[placed as usize] as usize] {
                    to as u16
                } else {
                    NO_SQ
                };
            }
        }
    } else {
        quote!()
    };
    let slot_table = crate::emit::faces::drop_slot_table(m);
    let royals_after = super::royals::after_move(m);
    let double_arm = super::double::apply_arm(m);
    let present_dropped = super::present::placed(m, quote!(kind), quote!(us.index()));
    let drop_arm = if m.has_hands {
        quote! {
            ::koma_runtime::Move::Drop { piece, to } => {
                let to = to.index();
                let kind = piece.0 as usize;
                if kind >= KINDS || #slot_table[kind] == u8::MAX || to >= SQUARES || self.board[to] != 0 {
                    return;
                }
                let h = &mut self.hands[us.index()][#slot_table[kind] as usize];
                *h = h.saturating_sub(1);
                self.board[to] = cell(kind, us.index());
                self.occ[us.index()] |= bit(to);
                self.kinds[kind] |= bit(to);
                #present_dropped
                self.halfmove = self.halfmove.saturating_add(1);
            }
        }
    } else {
        quote!(::koma_runtime::Move::Drop { .. } => return,)
    };

    // text
    // the shared letter table: each type's letters, in declaration order
    let lookup_arms = (0..nk).filter_map(|i| {
        let letters: Vec<char> = (b'A'..=b'Z')
            .map(char::from)
            .filter(|&l| m.facts.letter(l) == Some(i))
            .collect();
        let id = i as u8;
        (!letters.is_empty()).then(|| quote!(#(#letters)|* => #id,))
    });
    let dead_checks = (0..nk).filter(|&k| has_dead(m, k) && m.piece(k).unpromoted && !m.piece(k).drops_anywhere).map(|k| {
        let (first, second) = (dead_ident(m, k, 0), dead_ident(m, k, 1));
        let kid = kind_ident(m, k);
        quote! {
            if kind as usize == #kid && has([#first, #second][color.index()], sq) {
                return Err(::koma_runtime::PositionError::DeadPiece {
                    piece: Piece::ALL[kind as usize].name().to_string(),
                    square: ::koma_runtime::notation::square_text(::koma_runtime::Square(sq as u16), FILES, RANKS, FORMAT),
                });
            }
        }
    });
    let royal_setup = if m.has_royal {
        quote! {
            if ROYAL[kind as usize] {
                royals[color.index()] += 1;
                pos.royal[color.index()] = sq as u16;
            }
        }
    } else {
        quote!()
    };
    let (hand_totals, hand_setup, hand_out) = if m.has_hands {
        (
            quote! {
                let slot = CAPTURE_SLOT[kind as usize];
                if slot != u8::MAX {
                    totals[slot as usize] += 1;
                }
            },
            quote! {
                for (id, &n) in setup.hands[color.index()].iter().enumerate() {
                    if n == 0 {
                        continue;
                    }
                    let Some(piece) = Piece::ALL.get(id) else {
                        return Err(::koma_runtime::PositionError::Mismatch);
                    };
                    if piece.is_royal() {
                        return Err(::koma_runtime::PositionError::RoyalInHand {
                            piece: piece.name().to_string(),
                        });
                    }
                    let slot = HAND_SLOT[id];
                    if slot == u8::MAX {
                        return Err(::koma_runtime::PositionError::Mismatch);
                    }
                    pos.hands[color.index()][slot as usize] = n;
                    totals[slot as usize] += n as u32;
                }
            },
            quote! {
                for color in ::koma_runtime::Color::ALL {
                    for (slot, &kind) in HAND_KIND.iter().enumerate() {
                        hands[color.index()][kind as usize] = self.hands[color.index()][slot];
                    }
                }
            },
        )
    } else {
        (
            quote!(),
            quote! {
                if setup.hands[color.index()].iter().any(|&n| n != 0) {
                    return Err(::koma_runtime::PositionError::NoHands);
                }
            },
            quote!(),
        )
    };
    let totals_decl = if m.has_hands {
        quote!(let mut totals = [0u32; HAND_SLOTS];)
    } else {
        quote!()
    };
    let totals_check = if m.has_hands {
        quote! {
            if let Some(slot) = totals.iter().position(|&t| t > u8::MAX as u32) {
                return Err(::koma_runtime::PositionError::TooManyPieces {
                    piece: Piece::ALL[HAND_KIND[slot] as usize].name().to_string(),
                });
            }
        }
    } else {
        quote!()
    };
    let royals_decl = if m.has_royal {
        quote! {
            let mut royals = [0usize; 2];
        }
    } else {
        quote!()
    };
    let royals_count = super::royals::setup_count(m);
    let royals_check = if m.has_royal {
        quote! {
            for color in ::koma_runtime::Color::ALL {
                let count = royals[color.index()];
                #royals_count
            }
        }
    } else {
        quote!()
    };
    let drop_letter = if m.has_hands {
        quote! {
            |l: char| {
                let kind = lookup(l.to_ascii_uppercase(), false)?;
                (HAND_SLOT[kind.0 as usize] != u8::MAX).then_some(kind)
            }
        }
    } else {
        quote!(|_: char| None)
    };
    let format_body = super::move_text::format_body(m);
    let read_move = super::move_text::read_stmt(m, drop_letter);
    let square_expr = super::move_text::square_expr(m);
    let move_consts = super::move_text::consts(m);
    let hand_count = if m.has_hands {
        quote! {
            let slot = HAND_SLOT[piece as usize];
            if slot == u8::MAX { 0 } else { self.hands[color.index()][slot as usize] as u32 }
        }
    } else {
        quote!({
            let _ = (color, piece);
            0
        })
    };
    let (is_check, royal_attacked, opponent_check) = if m.guards_royal {
        (
            quote!(self.royal_attacked(self.side)),
            quote! {
                /// Whether `color`'s royal piece is on the board and attacked by the other side.
                fn royal_attacked(&self, color: ::koma_runtime::Color) -> bool {
                    let k = self.royal[color.index()];
                    let them = !color;
                    k != NO_SQ
                        && square_attacked(&self.board, self.occ[0] | self.occ[1], &self.kinds, them, self.occ[them.index()], k as usize)
                }
            },
            quote! {
                if pos.royal_attacked(!pos.side) {
                    return Err(::koma_runtime::PositionError::OpponentInCheck { color: !pos.side });
                }
            },
        )
    } else {
        (quote!(false), quote!(), quote!())
    };
    let royal_square = if m.has_royal {
        quote! {
            let s = self.royal[color.index()];
            (s != NO_SQ).then_some(::koma_runtime::Square(s))
        }
    } else {
        quote!({
            let _ = color;
            None
        })
    };
    let royals_methods = super::royals::methods(m);
    let nsq = lit(m.nsq);
    let (castling_field, castling_start, castling_zero) = super::castling::field(m);
    let castling_read = super::castling::read(m);
    let castling_write = super::castling::write(m);
    let castling_play = super::castling::play(m);
    let is_castling = super::castling::is_castling(m);
    // the pass: passes in a row (two, or one under bikjang, end the game)
    let has_pass = crate::emit::movegen::pass::has_pass(m);
    let (passes_field, passes_init) = if has_pass {
        (
            quote! {
                /// Passes in a row ending with the last move (0 in a position read from text).
                passes: u8,
            },
            quote!(passes: 0,),
        )
    } else {
        (quote!(), quote!())
    };
    let pass_arm = if has_pass {
        quote! {
            if from == to && from < SQUARES {
                self.passes = was.saturating_add(1);
                self.halfmove = self.halfmove.saturating_add(1);
                if #count_move {
                    self.move_number = self.move_number.saturating_add(1);
                }
                self.side = !us;
                return;
            }
        }
    } else {
        quote!()
    };
    let passes_reset = has_pass.then(|| {
        quote! {
            let was = self.passes;
            self.passes = 0;
        }
    });
    let (ep_fields, ep_init) = (super::pawns::fields(m), super::pawns::init(m));
    let (strike_field, strike_init) = super::counter_strike::field(m);
    let [present_field, present_start, present_init] = super::present::field(m);
    let present_read = super::present::read(m);
    let present_captured =
        super::present::removed(m, quote!(CELL_KIND[captured as usize]), quote!(victim));
    let present_changed = {
        let gone = super::present::removed(m, quote!(kind), quote!(color));
        let came = super::present::placed(m, quote!(CELL_KIND[placed as usize]), quote!(color));
        if gone.is_empty() {
            quote!()
        } else {
            quote!(if placed != moving { #gone #came })
        }
    };
    let (strike_read, strike_write) = (
        super::counter_strike::read(m),
        super::counter_strike::write(m),
    );
    let strike_apply = super::counter_strike::apply(m);
    let parse_setup = super::counter_strike::parse(m);
    let strike_methods = super::counter_strike::methods(m);
    let strike_items = super::counter_strike::free_items(m);
    let castling_items = super::castling::free_items(m);
    let (ep_read, ep_write) = (super::pawns::setup_read(m), super::pawns::setup_write(m));
    let (pawn_prelude, placed) = (super::pawns::apply_prelude(m), super::pawns::placed(m));
    let (ep_take, clock) = (super::pawns::apply_take(m), super::pawns::apply_clock(m));
    let (ep_after, pawn_methods) = (super::pawns::apply_after(m), super::pawns::methods(m));
    let pawn_items = super::pawns::free_items(m);
    let legal_ep = super::pawns::legal_method(m);
    let empty_hands = if m.has_hands {
        quote!(hands: [[0; HAND_SLOTS]; 2],)
    } else {
        quote!()
    };

    quote! {
        #[doc = #source_doc]
        ///
        /// A position: the mailbox, each side's pieces as a square set, the hands, the royal
        /// squares, the side to move and the move counters. Equality compares all of them.
        #[derive(Clone, PartialEq, Eq, Hash)]
        pub struct Position {
            /// Cell per square: 0 empty, else `1 + kind + KINDS * colour`.
            board: [u8; #nsq],
            /// Each side's pieces.
            occ: [Bb; 2],
            /// The pieces of each type, both sides.
            kinds: [Bb; KINDS],
            #hands_field
            /// The square of each side's royal piece, or `NO_SQ`.
            royal: [u16; 2],
            /// The side to move.
            side: ::koma_runtime::Color,
            /// Plies since the last capture.
            halfmove: u32,
            /// SFEN: the ply number; FEN: the full move number.
            move_number: u32,
            #passes_field
            #ep_fields
            #castling_field
            #strike_field
            #present_field
        }

        /// The start position, checked when the rules file was compiled.
        const START_POSITION: Position = Position {
            board: [#(#board),*],
            occ: #occ,
            kinds: #kind_sets,
            #start_hands
            royal: [#r0, #r1],
            side: #side,
            halfmove: #halfmove,
            move_number: #move_number,
            #passes_init
            #ep_init
            #castling_start
            #strike_init
            #present_start
        };

        #pawn_items
        #strike_items
        #castling_items

        /// The colour of the non-empty cell value `cell`.
        #[inline(always)]
        const fn cell_color(cell: u8) -> ::koma_runtime::Color {
            if CELL_COLOR[cell as usize] == 0 {
                ::koma_runtime::Color::First
            } else {
                ::koma_runtime::Color::Second
            }
        }

        /// The cell value of the non-empty cell `moving` after its move, promoted when `promote`
        /// and its type promotes.
        #[inline(always)]
        const fn placed_cell(moving: u8, promote: bool) -> u8 {
            let kind = CELL_KIND[moving as usize];
            let q = PROMOTES_TO[kind as usize];
            if promote && q != u8::MAX { moving - kind + q } else { moving }
        }

        /// The unpromoted type written `letter` (uppercase; aliases too), promoted with `+`.
        fn lookup(letter: char, promoted: bool) -> Option<::koma_runtime::PieceKind> {
            let base: u8 = match letter {
                #(#lookup_arms)*
                _ => return None,
            };
            if promoted {
                // `+X` is X's promoted type of its own, never a chess-style promotion target
                let q = PROMOTES_TO[base as usize];
                (q != u8::MAX && Piece::ALL[q as usize].is_promoted()).then_some(::koma_runtime::PieceKind(q))
            } else {
                Some(::koma_runtime::PieceKind(base))
            }
        }

        #move_consts

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
                    board: [0; SQUARES],
                    occ: [EMPTY; 2],
                    kinds: [EMPTY; KINDS],
                    #empty_hands
                    royal: [NO_SQ; 2],
                    side: setup.side,
                    halfmove: setup.halfmove,
                    move_number: setup.move_number,
                    #passes_init
                    #ep_init
                    #castling_zero
                    #strike_init
                    #present_init
                };
                #royals_decl
                #totals_decl
                for (sq, entry) in setup.board.iter().enumerate() {
                    let Some((color, kind)) = *entry else {
                        continue;
                    };
                    let kind = kind.0;
                    if kind as usize >= KINDS {
                        return Err(::koma_runtime::PositionError::Mismatch);
                    }
                    #(#dead_checks)*
                    #royal_setup
                    #hand_totals
                    pos.board[sq] = cell(kind as usize, color.index());
                    pos.occ[color.index()] |= bit(sq);
                    pos.kinds[kind as usize] |= bit(sq);
                }
                #present_read
                #royals_check
                for color in ::koma_runtime::Color::ALL {
                    #hand_setup
                }
                #totals_check
                #castling_read
                #opponent_check
                #ep_read
                #strike_read
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
                #hand_out
                ::koma_runtime::setup::Setup {
                    files: FILES,
                    ranks: RANKS,
                    board,
                    hands,
                    side: self.side,
                    halfmove: self.halfmove,
                    move_number: self.move_number,
                    #ep_write
                    #castling_write
                    #strike_write
                }
            }

            /// The piece on `sq`, if any (`None` also off the board).
            pub fn piece_at(&self, sq: ::koma_runtime::Square) -> Option<(::koma_runtime::Color, Piece)> {
                let c = *self.board.get(sq.index())?;
                (c != 0).then(|| (cell_color(c), Piece::ALL[CELL_KIND[c as usize] as usize]))
            }

            /// How many pieces of type `piece` `color` holds in hand.
            pub fn hand_count(&self, color: ::koma_runtime::Color, piece: Piece) -> u32 {
                #hand_count
            }

            /// The square of `color`'s royal piece, if it has one on the board.
            pub fn royal_square(&self, color: ::koma_runtime::Color) -> Option<::koma_runtime::Square> {
                #royal_square
            }

            #royal_attacked
            #royals_methods

            /// Whether the side to move has at least one legal move.
            pub fn has_legal_move(&self) -> bool {
                ::koma_runtime::Position::count_legal_moves(self) != 0
            }

            /// Plays `mv` without any check; out-of-range squares, an empty origin or a missing
            /// hand piece leave the position unchanged or inconsistent, never panic.
            fn apply(&mut self, mv: ::koma_runtime::Move) {
                let us = self.side;
                #strike_apply
                #passes_reset
                #pawn_prelude
                match mv {
                    ::koma_runtime::Move::Normal { from, to, promote } => {
                        let (from, to) = (from.index(), to.index());
                        #pass_arm
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
                        #ep_take
                        let captured = self.board[to];
                        if captured != 0 {
                            let victim = CELL_COLOR[captured as usize] as usize;
                            #to_hand
                            self.occ[victim] &= !bit(to);
                            self.kinds[CELL_KIND[captured as usize] as usize] &= !bit(to);
                            #present_captured
                            #royal_capture
                            self.halfmove = 0;
                        } else {
                            self.halfmove = self.halfmove.saturating_add(1);
                        }
                        #clock
                        #castling_play
                        self.board[from] = 0;
                        self.board[to] = placed;
                        self.occ[color] &= !bit(from);
                        self.occ[color] |= bit(to);
                        self.kinds[kind as usize] &= !bit(from);
                        self.kinds[CELL_KIND[placed as usize] as usize] |= bit(to);
                        #present_changed
                        #royal_move
                        #royals_after
                        #ep_after
                    }
                    #drop_arm
                    #double_arm
                    ::koma_runtime::Move::Promote { .. } => return,
                }
                if #count_move {
                    self.move_number = self.move_number.saturating_add(1);
                }
                self.side = !us;
            }

            #strike_methods

            #gen_fns

            #royalty_fns

            #pawn_methods

            #legal_ep
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

            #is_castling
        }
    }
}
