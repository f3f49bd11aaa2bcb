//! Pass 8: games. `koma_runtime::GamePosition` for the generated `Position`: Zobrist hashing with
//! the runtime's keys (`koma_runtime::zobrist`, so the compiled generators and the reference
//! engine hash a position alike), captures, pieces, hands, and for the chase rules attackers,
//! royal squares and a null move.
//!
//! The hash is not kept in the position: `koma_runtime::Game` keeps it, from the hash of its
//! start (`zobrist`, from scratch) and each move's `zobrist_delta` (a few XORs of keys, computed
//! from the move and the position before it), so perft pays nothing for it.
//! Attackers reuse the generated attack test (`attacked_by_*`): a square's attackers are the
//! pieces of the side that attack it alone, each tested with the others taken out of the
//! mailbox (which only steps and jumps read) but not out of the occupancy (which blocks).

use crate::emit::attack::{fn_ident, riders_ident};
use crate::emit::features::Features;
use crate::emit::movegen::royal::has_constraints;
use crate::emit::parts::join;
use crate::model::Model;
use proc_macro2::TokenStream;
use quote::quote;

/// Emits the key helpers, `square_attacked`, the attackers search and the `GamePosition` impl,
/// with the features' parts `f`.
pub fn emit(m: &Model, f: &Features) -> TokenStream {
    let (first, second) = (fn_ident(0), fn_ident(1));
    let (riders_first, riders_second) = (riders_ident(0), riders_ident(1));
    let delta = delta_fn(m, f);
    let (passes_end, decided) = (&f.pass.game_items, &f.royalty.game_items);
    let royals_allowed = if has_constraints(m) {
        quote!(royals_ok(
            self.occ[0] | self.occ[1],
            self.royal[0],
            self.royal[1]
        ))
    } else {
        quote!(true)
    };
    // a pass (`from == to`) captures nothing
    let not_pass = crate::emit::movegen::pass::has_pass(m).then(|| quote!(from != to &&));
    let from_field = not_pass.as_ref().map(|_| quote!(from,));
    let is_capture = if super::pawns::has_ep(m) || super::pawns::has_choice(m) {
        let ep = super::pawns::has_ep(m)
            .then(|| quote!(|| self.ep_victim_of(from.index(), to.index()).is_some()));
        quote! {
            match mv {
                ::koma_runtime::Move::Normal { from, to, .. } | ::koma_runtime::Move::Promote { from, to, .. } => {
                    from != to && (self.board.get(to.index()).is_some_and(|&c| c != 0) #ep)
                }
                ::koma_runtime::Move::Drop { .. } | ::koma_runtime::Move::Double { .. } => false,
            }
        }
    } else {
        quote! {
            matches!(mv, ::koma_runtime::Move::Normal { #from_field to, .. }
                if #not_pass self.board.get(to.index()).is_some_and(|&c| c != 0))
        }
    };
    let is_capture = super::double::is_capture(m, is_capture);
    // hop screens that do not count are read from the mailbox: the pieces of those kinds stay
    // on it while each candidate attacker is tested alone (they never leap, `Model::new`)
    let no_screen: Vec<usize> = {
        let mut v: Vec<usize> = m.kinds.iter().flat_map(|k| k.no_screen.clone()).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let keep_screens = (!no_screen.is_empty()).then(|| {
        let kinds = no_screen
            .iter()
            .map(|&k| crate::emit::pieces::kind_ident(m, k));
        quote! {
            let mut screens = mine & (#(self.kinds[#kinds])|*);
            while any(screens) {
                let s = pop(&mut screens);
                board[s] = self.board[s];
            }
            let base = board;
        }
    });
    let put_back = if keep_screens.is_some() {
        quote!(board[s] = base[s];)
    } else {
        quote!(board[s] = 0;)
    };
    let (keys, hash) = (
        &f.hands.keys,
        join([&f.hands, &f.strike, &f.castling, &f.pawns], |p| &p.hash),
    );
    quote! {
        /// The Zobrist key of the non-empty cell value `cell` on square `sq`
        /// (`koma_runtime::zobrist::board_key`).
        #[inline]
        fn cell_key(cell: u8, sq: usize) -> u64 {
            ::koma_runtime::zobrist::board_key(
                cell_color(cell),
                ::koma_runtime::PieceKind(CELL_KIND[cell as usize]),
                ::koma_runtime::Square(sq as u16),
            )
        }

        #keys

        /// Whether `t` is attacked by a piece of `by` among `cands` (a subset of `by`'s pieces),
        /// on the mailbox `board` with the occupied squares `occ` and the pieces of each type
        /// `kinds`.
        #[inline]
        fn square_attacked(
            board: &[u8; SQUARES],
            occ: Bb,
            kinds: &[Bb; KINDS],
            by: ::koma_runtime::Color,
            cands: Bb,
            t: usize,
        ) -> bool {
            match by {
                ::koma_runtime::Color::First => {
                    #first(board, occ, cands, &#riders_first(kinds, cands), t)
                }
                ::koma_runtime::Color::Second => {
                    #second(board, occ, cands, &#riders_second(kinds, cands), t)
                }
            }
        }

        impl Position {
            /// Appends the squares of `by`'s pieces attacking `t` (a square on the board), with
            /// the square `empty` (if any) emptied first. Each piece is tested alone: the
            /// mailbox, which steps and jumps read, holds only it of `by`'s pieces, while the
            /// occupancy, which blocks slides, hops and lame leaps, keeps them all.
            fn attackers_on(
                &self,
                t: usize,
                by: ::koma_runtime::Color,
                empty: Option<usize>,
                out: &mut Vec<::koma_runtime::Square>,
            ) {
                let mut board = self.board;
                let mut occ = self.occ[0] | self.occ[1];
                if let Some(e) = empty {
                    board[e] = 0;
                    occ &= !bit(e);
                }
                let mine = self.occ[by.index()] & occ;
                if !square_attacked(&board, occ, &self.kinds, by, mine, t) {
                    return;
                }
                let mut rest = mine;
                while any(rest) {
                    board[pop(&mut rest)] = 0;
                }
                #keep_screens
                let mut cands = mine;
                while any(cands) {
                    let s = pop(&mut cands);
                    board[s] = self.board[s];
                    if square_attacked(&board, occ, &self.kinds, by, bit(s), t) {
                        out.push(::koma_runtime::Square(s as u16));
                    }
                    #put_back
                }
            }
        }

        impl ::koma_runtime::GamePosition for Position {
            fn zobrist(&self) -> u64 {
                let mut h = ::koma_runtime::zobrist::side_key(self.side);
                for (sq, &c) in self.board.iter().enumerate() {
                    if c != 0 {
                        h ^= cell_key(c, sq);
                    }
                }
                #hash
                h
            }

            #delta

            fn is_capture(&self, mv: ::koma_runtime::Move) -> bool {
                #is_capture
            }

            fn plies_since_capture(&self) -> u32 {
                self.halfmove
            }

            fn square_count(&self) -> usize {
                SQUARES
            }

            fn piece_at(
                &self,
                sq: ::koma_runtime::Square,
            ) -> Option<(::koma_runtime::Color, ::koma_runtime::PieceKind)> {
                Position::piece_at(self, sq).map(|(c, p)| (c, p.kind()))
            }

            fn hand_count(&self, color: ::koma_runtime::Color, kind: ::koma_runtime::PieceKind) -> u32 {
                Piece::from_kind(kind).map_or(0, |p| Position::hand_count(self, color, p))
            }

            fn attackers(
                &self,
                target: ::koma_runtime::Square,
                by: ::koma_runtime::Color,
                out: &mut Vec<::koma_runtime::Square>,
            ) {
                if target.index() < SQUARES {
                    self.attackers_on(target.index(), by, None, out);
                }
            }

            fn attackers_without(
                &self,
                target: ::koma_runtime::Square,
                by: ::koma_runtime::Color,
                empty: ::koma_runtime::Square,
                out: &mut Vec<::koma_runtime::Square>,
            ) {
                if target.index() < SQUARES {
                    let empty = Some(empty.index()).filter(|&e| e < SQUARES);
                    self.attackers_on(target.index(), by, empty, out);
                }
            }

            fn royal_square(
                &self,
                color: ::koma_runtime::Color,
            ) -> Option<::koma_runtime::Square> {
                Position::royal_square(self, color)
            }

            fn royals_allowed(&self) -> bool {
                #royals_allowed
            }

            #passes_end

            fn pass(&mut self) {
                self.side = !self.side;
            }

            #decided
        }
    }
}

/// `zobrist_delta`: what a move changes in the hash, mirroring `apply` (the moving piece leaves
/// its square and arrives, promoted or not; a captured piece leaves the board and, in variants
/// with hands, its hand slot's count of the mover rises; a drop lowers it). A move `apply`
/// ignores (off the board, an empty origin, a piece not in hand) changes only the side.
fn delta_fn(m: &Model, f: &Features) -> TokenStream {
    let start = join([&f.strike, &f.pawns], |p| &p.delta);
    let board_start = &f.pawns.delta_board_start;
    let placed = super::pawns::placed(m);
    let board = join([&f.pawns, &f.castling], |p| &p.delta_board);
    let capture = &f.hands.delta_capture;
    let arms = join([&f.hands, &f.double], |p| &p.delta_arms);
    quote! {
        fn zobrist_delta(&self, mv: ::koma_runtime::Move) -> u64 {
            let mut d = ::koma_runtime::zobrist::SIDE_KEY;
            #start
            match mv {
                ::koma_runtime::Move::Normal { from, to, promote } => {
                    let (from, to) = (from.index(), to.index());
                    if from >= SQUARES || to >= SQUARES || from == to || self.board[from] == 0 {
                        return d;
                    }
                    let moving = self.board[from];
                    #board_start
                    d ^= cell_key(moving, from) ^ cell_key(#placed, to);
                    #board
                    let captured = self.board[to];
                    if captured != 0 {
                        d ^= cell_key(captured, to);
                        #capture
                    }
                }
                #arms
                ::koma_runtime::Move::Promote { .. } => {}
            }
            d
        }
    }
}
