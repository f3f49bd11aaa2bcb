//! The chess pawn in generated code: the en-passant square (fields, set after a double step,
//! read and written in FEN), en-passant captures, and promotion to a choice of types
//! ([`koma_runtime::Move::Promote`]) with `promotion limited`. Facts from
//! `koma_dsl::facts::PawnFacts`. A variant without en passant gets none of the en-passant code;
//! one without choices none of the choice code (only the `Promote` arms every `match` needs).

use crate::emit::parts::Parts;
use crate::emit::pieces::kind_ident;
use crate::geometry::lit;
use crate::model::Model;
use crate::names::per_color;
use proc_macro2::TokenStream;
use quote::quote;

/// Whether some piece captures en passant.
pub(crate) fn has_ep(m: &Model) -> bool {
    m.facts.pawns.has_en_passant
}

/// Whether some piece promotes to a choice of types.
pub(crate) fn has_choice(m: &Model) -> bool {
    m.facts.pawns.choices.iter().any(|c| !c.is_empty())
}

/// The pawns' parts (without en passant: the refusal of an en-passant square, none written,
/// and `legal_en_passant` always `None`).
pub(crate) fn parts(m: &Model) -> Parts {
    let (methods, legal) = (methods(m), legal_method(m));
    let (delta, prelude) = (delta(m), choice_prelude(m));
    Parts {
        fields: fields(m),
        start: init(m),
        blank: init(m),
        items: free_items(m),
        read: setup_read(m),
        write: setup_write(m),
        methods: quote!(#methods #legal),
        apply_start: apply_prelude(m),
        before_capture: apply_take(m),
        after_capture: apply_clock(m),
        moved: apply_after(m),
        hash: hash(m),
        delta: quote!(#delta #prelude),
        delta_board_start: if has_choice(m) {
            quote!(let color = CELL_COLOR[moving as usize] as usize;)
        } else {
            quote!()
        },
        delta_board: delta_take(m),
        ..Parts::default()
    }
}

/// `Move::Promote` turned into a plain move and its chosen type (`chosen`), in `apply` and
/// `zobrist_delta` (nothing without choices).
fn choice_prelude(m: &Model) -> TokenStream {
    if !has_choice(m) {
        return quote!();
    }
    quote! {
        let (mv, chosen) = match mv {
            ::koma_runtime::Move::Promote { from, to, piece } => {
                (::koma_runtime::Move::Normal { from, to, promote: false }, Some(piece.0 as usize))
            }
            _ => (mv, None),
        };
    }
}

/// Whether a move of some type restarts the halfmove clock (`no-capture reset by`).
fn has_resets(m: &Model) -> bool {
    !m.v.end.no_capture_resets.is_empty()
}

/// The `Position` fields of the en-passant square.
fn fields(m: &Model) -> TokenStream {
    if !has_ep(m) {
        return quote!();
    }
    quote! {
        /// The en-passant square (`NO_SQ`: none), set only when a piece of the side to move
        /// could capture there.
        ep: u16,
        /// The square of the piece an en-passant capture takes.
        ep_victim: u16,
    }
}

/// The initial values of [`fields`].
fn init(m: &Model) -> TokenStream {
    if !has_ep(m) {
        return quote!();
    }
    quote!(ep: NO_SQ, ep_victim: NO_SQ,)
}

/// `from_setup`'s reading of the en-passant field (after the other checks; `pos` and `setup`
/// in scope).
fn setup_read(m: &Model) -> TokenStream {
    if has_ep(m) {
        return quote!(pos.read_ep(setup.en_passant););
    }
    quote! {
        if let Some(sq) = setup.en_passant {
            return Err(::koma_runtime::PositionError::NoEnPassant {
                square: ::koma_runtime::uci::square_text(sq, FILES, RANKS),
            });
        }
    }
}

/// `to_setup`'s en-passant field.
fn setup_write(m: &Model) -> TokenStream {
    if has_ep(m) {
        quote!(en_passant: (self.ep != NO_SQ).then_some(::koma_runtime::Square(self.ep)),)
    } else {
        quote!(en_passant: None,)
    }
}

/// `apply`'s first statements: a `Promote` turned into a plain move and its chosen type
/// (`chosen`), the en-passant victim of the move (`ep_victim`), the square cleared.
fn apply_prelude(m: &Model) -> TokenStream {
    let mut out = choice_prelude(m);
    if has_ep(m) {
        out.extend(quote! {
            let ep_victim = match mv {
                ::koma_runtime::Move::Normal { from, to, .. } => self.ep_victim_of(from.index(), to.index()),
                _ => None,
            };
            self.ep = NO_SQ;
            self.ep_victim = NO_SQ;
        });
    }
    out
}

/// The cell a board move leaves on `to` (`moving`, `promote`, `color` and `chosen` in scope).
pub(crate) fn placed(m: &Model) -> TokenStream {
    if has_choice(m) {
        quote! {
            match chosen {
                Some(q) if q < KINDS => cell(q, color),
                _ => placed_cell(moving, promote),
            }
        }
    } else {
        quote!(placed_cell(moving, promote))
    }
}

/// In `apply`'s board move, before the capture: the en-passant victim leaves the board.
fn apply_take(m: &Model) -> TokenStream {
    if !has_ep(m) {
        return quote!();
    }
    quote! {
        if let Some(v) = ep_victim {
            self.take_off(v);
        }
    }
}

/// In `apply`'s board move, after the halfmove clock's update: en passant and the types of
/// `no-capture reset by` restart it.
fn apply_clock(m: &Model) -> TokenStream {
    let mut conds = Vec::new();
    if has_ep(m) {
        conds.push(quote!(ep_victim.is_some()));
    }
    if has_resets(m) {
        conds.push(quote!(resets_clock(kind as usize, color, from, to)));
    }
    if conds.is_empty() {
        return quote!();
    }
    quote! {
        if #(#conds)||* {
            self.halfmove = 0;
        }
    }
}

/// At the end of `apply`'s board move: the en-passant square a double step makes.
fn apply_after(m: &Model) -> TokenStream {
    if !has_ep(m) {
        return quote!();
    }
    quote!(self.set_ep(kind as usize, color, from, to);)
}

/// `legal_en_passant`, a public method of `Position` in every variant (`None` throughout
/// without en passant).
fn legal_method(m: &Model) -> TokenStream {
    let body = if has_ep(m) {
        quote! {
            if self.ep == NO_SQ {
                return None;
            }
            let mut moves = Vec::new();
            ::koma_runtime::Position::legal_moves(self, &mut moves);
            moves
                .iter()
                .any(|mv| match *mv {
                    ::koma_runtime::Move::Normal { from, to, .. }
                    | ::koma_runtime::Move::Promote { from, to, .. } => {
                        self.ep_victim_of(from.index(), to.index()).is_some()
                    }
                    _ => false,
                })
                .then_some(::koma_runtime::Square(self.ep))
        }
    } else {
        quote!(None)
    };
    quote! {
        /// The en-passant square, if an en-passant capture there is legal now: what the hash
        /// counts (`koma_runtime::zobrist`), where FEN's field names the square whenever a
        /// piece stands to take, legal or not.
        pub fn legal_en_passant(&self) -> Option<::koma_runtime::Square> {
            #body
        }
    }
}

/// In `zobrist` (`h` in scope): the key of the en-passant square while a capture there is
/// legal.
fn hash(m: &Model) -> TokenStream {
    if !has_ep(m) {
        return quote!();
    }
    quote!(h ^= self.ep_hash();)
}

/// In `zobrist_delta` (`d`, `mv` in scope, before the move's arms): the en-passant term, gone
/// after any move and back after a double step that leaves a legal capture (found by playing
/// the move: only a double step with an enemy piece standing to take gets that far).
fn delta(m: &Model) -> TokenStream {
    if !has_ep(m) {
        return quote!();
    }
    quote! {
        d ^= self.ep_hash();
        if let ::koma_runtime::Move::Normal { from, to, .. } = mv
            && from.index() < SQUARES
            && to.index() < SQUARES
            && self.board[from.index()] != 0
            && self.makes_ep(self.board[from.index()], from.index(), to.index())
        {
            let mut next = self.clone();
            next.apply(mv);
            d ^= next.ep_hash();
        }
    }
}

/// `zobrist_delta`'s additions: the en-passant victim's key (`from`, `to`, `d` in scope).
fn delta_take(m: &Model) -> TokenStream {
    if !has_ep(m) {
        return quote!();
    }
    quote! {
        if let Some(v) = self.ep_victim_of(from, to) {
            d ^= cell_key(self.board[v], v);
        }
    }
}

/// Constants and free functions (outside `impl Position`).
fn free_items(m: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    let pair = |(dx, dy): (i8, i8)| quote!((#dx, #dy));
    if has_resets(m) {
        let returns = m.facts.pawns.returns.iter().map(|r| match r {
            None => quote!(None),
            Some(sides) => {
                let s = sides.iter().map(|v| {
                    let v = v.iter().map(|&x| pair(x));
                    quote!(&[#(#v),*])
                });
                quote!(Some([#(#s),*]))
            }
        });
        out.extend(quote! {
            /// Per type, for those of `no-capture reset by`, per side: the offsets (files, ranks)
            /// by which its moves could come back on an empty board.
            const RETURNS: [Option<[&[(i8, i8)]; 2]>; KINDS] = [#(#returns),*];

            /// Whether a move of `kind` (of side `color`) from `from` to `to` restarts the
            /// halfmove clock: its type is one of `no-capture reset by` and it cannot come back.
            fn resets_clock(kind: usize, color: usize, from: usize, to: usize) -> bool {
                let Some(returns) = RETURNS[kind] else {
                    return false;
                };
                let files = FILES as usize;
                let back = (
                    (from % files) as i32 - (to % files) as i32,
                    (from / files) as i32 - (to / files) as i32,
                );
                !returns[color]
                    .iter()
                    .any(|&(dx, dy)| (i32::from(dx), i32::from(dy)) == back)
            }
        });
    }
    if !has_ep(m) {
        return out;
    }
    let p = &m.facts.pawns;
    let captures = p.en_passant.iter().map(|sides| {
        let s = sides.iter().map(|v| {
            let v = v.iter().map(|&x| pair(x));
            quote!(&[#(#v),*])
        });
        quote!([#(#s),*])
    });
    let steps = p.double_steps.iter().map(|sides| {
        let s = sides.iter().map(|v| {
            let v = v.iter().map(|&(a, b)| {
                let (a, b) = (pair(a), pair(b));
                quote!((#a, #b))
            });
            quote!(&[#(#v),*])
        });
        quote!([#(#s),*])
    });
    out.extend(quote! {
        /// Per type and colour: the vectors of its en-passant captures (board coordinates).
        const EP_CAPTURES: [[&[(i8, i8)]; 2]; KINDS] = [#(#captures),*];
        /// Per type and colour: its double steps, as (leap, passed square) vectors.
        const DOUBLE_STEPS: [[&[((i8, i8), (i8, i8))]; 2]; KINDS] = [#(#steps),*];

        /// `sq` plus the vector `(dx, dy)` in board coordinates, or `None` off the board.
        #[inline]
        fn ep_offset(sq: usize, (dx, dy): (i8, i8)) -> Option<usize> {
            let f = (sq % W) as i32 + dx as i32;
            let r = (sq / W) as i32 + dy as i32;
            (f >= 0 && f < W as i32 && r >= 0 && r < RANKS as i32).then(|| r as usize * W + f as usize)
        }
    });
    out
}

/// The en-passant methods (inside `impl Position`).
fn methods(m: &Model) -> TokenStream {
    if !has_ep(m) {
        return quote!();
    }
    let ok_fns = (0..2).map(|c| {
        let name = per_color("ep_ok", c);
        let body = if m.guards_royal {
            let ok_fn = per_color("move_ok", c);
            quote! {
                let mut p = self.clone();
                p.take_off(self.ep_victim as usize);
                p.#ok_fn(from, to, self.board[from])
            }
        } else {
            quote!({
                let _ = (from, to);
                true
            })
        };
        quote! {
            /// The full legality test of the en-passant capture `from` -> `to`.
            fn #name(&self, from: usize, to: usize) -> bool {
                #body
            }
        }
    });
    let gone = crate::emit::present::removed(
        m,
        quote!(CELL_KIND[c as usize]),
        quote!(CELL_COLOR[c as usize]),
    );
    quote! {
        /// The square of the piece a move `from` -> `to` captures en passant, when it is such
        /// a capture.
        fn ep_victim_of(&self, from: usize, to: usize) -> Option<usize> {
            if self.ep == NO_SQ || to != self.ep as usize || self.board[to] != 0 {
                return None;
            }
            let c = *self.board.get(from).filter(|&&c| c != 0)?;
            let (kind, color) = (CELL_KIND[c as usize] as usize, CELL_COLOR[c as usize] as usize);
            EP_CAPTURES[kind][color]
                .iter()
                .any(|&(dx, dy)| ep_offset(to, (-dx, -dy)) == Some(from))
                .then_some(self.ep_victim as usize)
        }

        /// Takes the piece on `sq` off the board.
        fn take_off(&mut self, sq: usize) {
            let c = self.board[sq];
            if c != 0 {
                self.board[sq] = 0;
                self.occ[CELL_COLOR[c as usize] as usize] &= !bit(sq);
                self.kinds[CELL_KIND[c as usize] as usize] &= !bit(sq);
                #gone
            }
        }

        /// Whether a piece of colour index `color` stands where an en-passant capture of its
        /// type lands on `ep`.
        fn threatens_ep(&self, color: usize, ep: usize) -> bool {
            (0..KINDS).any(|k| {
                EP_CAPTURES[k][color].iter().any(|&(dx, dy)| {
                    ep_offset(ep, (-dx, -dy)).is_some_and(|s| self.board[s] == cell(k, color))
                })
            })
        }

        /// After a move of type `kind` and colour index `color` from `from` to `to`: the
        /// en-passant square of a double step, kept when an enemy piece could capture there.
        fn set_ep(&mut self, kind: usize, color: usize, from: usize, to: usize) {
            for &(leap, passed) in DOUBLE_STEPS[kind][color] {
                if ep_offset(from, leap) == Some(to) {
                    if let Some(p) = ep_offset(from, passed).filter(|&p| self.threatens_ep(1 - color, p)) {
                        self.ep = p as u16;
                        self.ep_victim = to as u16;
                    }
                    return;
                }
            }
        }

        /// The hash's en-passant term: the key of the en-passant square while a capture
        /// there is legal, else 0.
        fn ep_hash(&self) -> u64 {
            self.legal_en_passant().map_or(0, ::koma_runtime::zobrist::en_passant_key)
        }

        /// Whether the board move `from` -> `to` of the piece `c` (a cell value) is a double
        /// step that leaves an en-passant square (an enemy piece stands to take), as `set_ep`
        /// sets it.
        fn makes_ep(&self, c: u8, from: usize, to: usize) -> bool {
            let (kind, color) = (CELL_KIND[c as usize] as usize, CELL_COLOR[c as usize] as usize);
            DOUBLE_STEPS[kind][color].iter().any(|&(leap, passed)| {
                ep_offset(from, leap) == Some(to)
                    && ep_offset(from, passed).is_some_and(|p| self.threatens_ep(1 - color, p))
            })
        }

        /// Takes a position's en-passant square for the side to move, as the reference
        /// engine does: kept when the square is empty, the piece that passed it stands one
        /// double step beyond and a piece of the side to move could capture there.
        fn read_ep(&mut self, ep: Option<::koma_runtime::Square>) {
            let Some(ep) = ep.map(|s| s.index()).filter(|&s| s < SQUARES) else {
                return;
            };
            let us = self.side.index();
            let them = 1 - us;
            if self.board[ep] != 0 || !self.threatens_ep(us, ep) {
                return;
            }
            for k in 0..KINDS {
                for &(leap, (px, py)) in DOUBLE_STEPS[k][them] {
                    let Some(from) = ep_offset(ep, (-px, -py)) else { continue };
                    let Some(to) = ep_offset(from, leap) else { continue };
                    if self.board[to] == cell(k, them) && self.board[from] == 0 {
                        self.ep = ep as u16;
                        self.ep_victim = to as u16;
                        return;
                    }
                }
            }
        }

        #(#ok_fns)*
    }
}

/// In `generate_*` for colour index `c`: the en-passant captures (each with the full test).
pub(crate) fn generate(m: &Model, c: usize) -> TokenStream {
    if !has_ep(m) {
        return quote!();
    }
    let ci = lit(c);
    let ok = per_color("ep_ok", c);
    quote! {
        if self.ep != NO_SQ {
            let to = self.ep as usize;
            for k in 0..KINDS {
                for &(dx, dy) in EP_CAPTURES[k][#ci] {
                    if let Some(from) = ep_offset(to, (-dx, -dy))
                        && self.board[from] == cell(k, #ci)
                        && self.#ok(from, to)
                    {
                        out.one(from, to, false);
                    }
                }
            }
        }
    }
}

/// The promotion choices of kind `k` for colour index `c` onto `to` (`from`, `to`, `out` in
/// scope): one `Sink::choice` per type the side may still choose, each with the full test
/// when `tested`.
pub(crate) fn choices(m: &Model, k: usize, c: usize, tested: bool) -> TokenStream {
    let ci = lit(c);
    let ok_fn = per_color("move_ok", c);
    let p = &m.facts.pawns;
    let pushes = p.choices[k].iter().map(|&q| {
        let qi = kind_ident(m, q);
        let qn = q as u8;
        let mut conds = Vec::new();
        if let Some(limits) = &p.limits {
            let n = lit(limits[c][q] as usize);
            conds.push(quote!(count(self.kinds[#qi] & self.occ[#ci]) < #n));
        }
        if tested && m.guards_royal {
            conds.push(quote!(self.#ok_fn(from, to, cell(#qi, #ci))));
        }
        if conds.is_empty() {
            quote!(out.choice(from, to, #qn);)
        } else {
            quote!(if #(#conds)&&* { out.choice(from, to, #qn); })
        }
    });
    quote!(#(#pushes)*)
}

/// The `Sink` method of a promotion to a chosen type, for the trait (`decl`), the move list and
/// the count; nothing without choices.
pub(crate) fn sink_methods(m: &Model) -> [TokenStream; 3] {
    if !has_choice(m) {
        return [quote!(), quote!(), quote!()];
    }
    [
        quote! {
            /// A promotion from `from` to `to` into the type `kind`.
            fn choice(&mut self, from: usize, to: usize, kind: u8);
        },
        quote! {
            #[inline(always)]
            fn choice(&mut self, from: usize, to: usize, kind: u8) {
                self.push(::koma_runtime::Move::Promote {
                    from: ::koma_runtime::Square(from as u16),
                    to: ::koma_runtime::Square(to as u16),
                    piece: ::koma_runtime::PieceKind(kind),
                });
            }
        },
        quote! {
            #[inline(always)]
            fn choice(&mut self, _from: usize, _to: usize, _kind: u8) {
                self.0 += 1;
            }
        },
    ]
}

/// `parse_move`'s conversion of a UCI promotion to a chosen type into a `Promote` (`mv`,
/// `text` in scope); nothing without choices.
pub(crate) fn read_choice(m: &Model) -> TokenStream {
    if !has_choice(m) {
        return quote!();
    }
    let arms = m.v.choice_letters().into_iter().map(|l| {
        let upper = l.to_ascii_uppercase();
        let kind = m.facts.letter(upper).unwrap_or(0) as u8;
        quote!(#upper => Some(::koma_runtime::PieceKind(#kind)),)
    });
    quote! {
        let mv = ::koma_runtime::uci::to_choice(mv, text, |c: char| match c.to_ascii_uppercase() {
            #(#arms)*
            _ => None,
        });
    }
}
