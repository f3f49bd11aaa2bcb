//! Pass 6: legal move generation, one function per side to move. Each piece type's moves are
//! straight-line code per direction: leaps read a precomputed target set, slides, hops and lame
//! leaps walk the mailbox with constant offsets. The legality filter skips the full test
//! (play on a copy of the mailbox, ask whether the own royal is attacked) for moves that touch
//! no square the own royal's safety depends on. Drops, promotion, royal constraints and
//! drop-mate filtering are emitted only for variants that have them.

use crate::attack::fn_ident as attacked_ident;
use crate::geometry::{add, and_all, lit, on_board, possible, step, steps, strip_parens};
use crate::model::{Mode, Model, Ray, cell};
use crate::tables::{dead_ident, has_dead, leap_ident, region_ident};
use koma_runtime::Color;
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

/// `name_first` or `name_second`.
fn per_color(name: &str, c: usize) -> Ident {
    format_ident!("{}_{}", name, if c == 0 { "first" } else { "second" })
}

/// Whether the cell `c` (a variable) holds an enemy of colour index `c`.
fn enemy(m: &Model, c: usize) -> TokenStream {
    let nk = proc_macro2::Literal::u8_unsuffixed(m.kinds.len() as u8);
    if c == 0 {
        quote!(c > #nk)
    } else {
        quote!(c.wrapping_sub(1) < #nk)
    }
}

/// The code of one piece type's moves for colour index `c`, `from`, `f`, `r` being bound.
fn kind_moves(m: &Model, k: usize, c: usize) -> TokenStream {
    let kind = &m.kinds[k];
    let color = Color::ALL[c];
    let nk = m.kinds.len();
    let ci = lit(c);
    let own_cell = cell(nk, color, k);
    let ok_fn = per_color("move_ok", c);
    let ok = |placed: u8| -> Option<TokenStream> {
        let placed = proc_macro2::Literal::u8_unsuffixed(placed);
        Some(if !m.has_royal {
            return None;
        } else if kind.royal {
            quote!(self.#ok_fn(from, to, #placed))
        } else {
            if has_hop(m, c) {
                quote!((quick && !has(touchy, to) || self.#ok_fn(from, to, #placed)))
            } else {
                quote!((quick || self.#ok_fn(from, to, #placed)))
            }
        })
    };
    let not_dead = if kind.unpromoted && !kind.dead[c].is_empty() {
        let d = dead_ident(m, k);
        Some(quote!(!has(#d[#ci], to)))
    } else {
        None
    };
    let mv = |p: bool| {
        quote!(::koma_runtime::Move::Normal {
            from: ::koma_runtime::Square(from as u16),
            to: ::koma_runtime::Square(to as u16),
            promote: #p,
        })
    };
    let (plain, promo) = (mv(false), mv(true));
    let mut prelude = TokenStream::new();
    let emit_body = match (kind.promotes_to, m.promotion) {
        (Some(q), Some((_, only_entering, forced))) => {
            let ok_plain = ok(own_cell);
            let ok_promo = ok(cell(nk, color, q)).map(strip_parens);
            let may = if only_entering {
                quote!(has(ZONE[#ci], to))
            } else {
                prelude.extend(quote!(let from_zone = has(ZONE[#ci], from);));
                quote!(from_zone || has(ZONE[#ci], to))
            };
            let plain_cond = and_all(not_dead.iter().chain(ok_plain.iter()).cloned().collect());
            let guard = |cond: Option<TokenStream>, push: TokenStream| match cond {
                Some(c) => quote!(if #c { #push }),
                None => push,
            };
            let keep_plain = if forced {
                quote!()
            } else {
                guard(
                    (not_dead.is_some() || ok_plain.is_some()).then(|| plain_cond.clone()),
                    quote!(out.push(#plain);),
                )
            };
            let push_promo = guard(ok_promo, quote!(out.push(#promo);));
            let otherwise = if not_dead.is_some() || ok_plain.is_some() {
                quote!(else if #plain_cond { out.push(#plain); })
            } else {
                quote!(else { out.push(#plain); })
            };
            quote! {
                if #may {
                    #keep_plain
                    #push_promo
                } #otherwise
            }
        }
        _ => {
            let ok_plain = ok(own_cell);
            if not_dead.is_none() && ok_plain.is_none() {
                quote!(out.push(#plain);)
            } else {
                let cond = and_all(not_dead.into_iter().chain(ok_plain).collect());
                quote! {
                    if #cond {
                        out.push(#plain);
                    }
                }
            }
        }
    };
    if m.has_royal && !kind.royal {
        prelude.extend(quote!(let quick = !careful && !has(pinned, from);));
    }
    let mut body = TokenStream::new();
    for &(mode, t) in &kind.leaps {
        let table = leap_ident(t);
        let mask = match (mode.quiet, mode.takes) {
            (true, true) => quote!(!own),
            (true, false) => quote!(empty),
            _ => quote!(theirs),
        };
        body.extend(quote! {
            let mut targets = #table[#ci][from] & #mask;
            while any(targets) {
                emit(pop(&mut targets));
            }
        });
    }
    let within = |code: TokenStream| match kind.within {
        Some(w) => {
            let rid = region_ident(m, w);
            quote!(if has(#rid[#ci], to) { #code })
        }
        None => code,
    };
    let en = enemy(m, c);
    let to = Ident::new("to", Span::call_site());
    let from = Ident::new("from", Span::call_site());
    for rule in &kind.rays[c] {
        let Mode { quiet, takes } = rule.mode;
        // what a slide or hop does on an empty square and on the piece that stops it
        let on_empty = if quiet {
            within(quote!(emit(to);))
        } else {
            quote!()
        };
        let on_piece = if takes {
            within(quote!(if #en { emit(to); }))
        } else {
            quote!()
        };
        let code = match &rule.ray {
            Ray::Slide { v, max } => {
                if !possible(m.files, m.ranks, v.0, v.1) {
                    continue;
                }
                let n = steps(m.files, m.ranks, v.0, v.1, *max);
                let st = step(&to, m.files, v.0, v.1);
                quote! {
                    {
                        let mut to = from;
                        for _ in 0..#n {
                            #st;
                            let c = board[to];
                            if c == 0 {
                                #on_empty
                            } else {
                                #on_piece
                                break;
                            }
                        }
                    }
                }
            }
            Ray::Hop { v } => {
                if !possible(m.files, m.ranks, v.0, v.1) {
                    continue;
                }
                let n = steps(m.files, m.ranks, v.0, v.1, None);
                let st = step(&to, m.files, v.0, v.1);
                quote! {
                    {
                        let mut to = from;
                        let mut screened = false;
                        for _ in 0..#n {
                            #st;
                            let c = board[to];
                            if !screened {
                                screened = c != 0;
                                continue;
                            }
                            if c == 0 {
                                #on_empty
                            } else {
                                #on_piece
                                break;
                            }
                        }
                    }
                }
            }
            Ray::Lame { v, blocks } => {
                if !possible(m.files, m.ranks, v.0, v.1) {
                    continue;
                }
                let mut conds = Vec::new();
                if let Some(cond) = on_board(m.files, m.ranks, v.0, v.1) {
                    conds.push(cond);
                }
                for &(bx, by) in blocks {
                    let b = add(&from, m.files, bx, by);
                    match on_board(m.files, m.ranks, bx, by) {
                        Some(cond) if possible(m.files, m.ranks, bx, by) => {
                            conds.push(quote!((!(#cond) || board[#b] == 0)))
                        }
                        Some(_) => {}
                        None => conds.push(quote!(board[#b] == 0)),
                    }
                }
                let cond = and_all(conds);
                let target = add(&from, m.files, v.0, v.1);
                let test = match (quiet, takes) {
                    (true, true) => quote!(c == 0 || #en),
                    (true, false) => quote!(c == 0),
                    _ => en.clone(),
                };
                let inner = within(quote!(if #test { emit(to); }));
                quote! {
                    if #cond {
                        let to = #target;
                        let c = board[to];
                        #inner
                    }
                }
            }
        };
        let code = match rule.only_in {
            Some(r) => {
                let rid = region_ident(m, r);
                quote!(if has(#rid[#ci], from) { #code })
            }
            None => code,
        };
        body.extend(code);
    }
    let (start, dedup) = if kind.overlap {
        (
            quote!(let start = out.len();),
            quote!(::koma_runtime::dedup_moves_from(out, start);),
        )
    } else {
        (quote!(), quote!())
    };
    let _ = own_cell;
    let ki = lit(k);
    quote! {
        let mut bb = self.kinds[#ki] & own;
        while any(bb) {
            let from = pop(&mut bb);
            let f = from % W;
            let r = from / W;
            #start
            #prelude
            let mut emit = |to: usize| {
                #emit_body
            };
            #body
            #dedup
        }
    }
}

/// The drops of colour index `c`.
fn drops(m: &Model, c: usize) -> TokenStream {
    if !m.has_hands || m.hand.is_empty() {
        return quote!();
    }
    let color = Color::ALL[c];
    let nk = m.kinds.len();
    let ci = lit(c);
    let mut body = TokenStream::new();
    let ok_fn = per_color("drop_ok", c);
    let mate_fn = per_color("drop_mates", c);
    let risky = if has_hop(m, c) {
        quote!((careful || has(touchy, to)))
    } else {
        quote!(careful)
    };
    for (slot, &k) in m.hand.iter().enumerate() {
        let s = lit(slot);
        let pc = proc_macro2::Literal::u8_unsuffixed(cell(nk, color, k));
        let kid = proc_macro2::Literal::u8_unsuffixed(k as u8);
        let kk = lit(k);
        let mut targets = quote!(empty);
        if has_dead(m, k) && !m.kinds[k].dead[c].is_empty() {
            let d = dead_ident(m, k);
            targets = quote!(#targets & !#d[#ci]);
        }
        let nifu = if m.nifu[slot] {
            quote! {
                let mut mine = self.kinds[#kk] & own;
                while any(mine) {
                    targets &= !FILE_BB[pop(&mut mine) % W];
                }
            }
        } else {
            quote!()
        };
        let legal = if m.has_royal {
            quote! {
                if has_king && #risky && !self.#ok_fn(to, #pc) {
                    continue;
                }
            }
        } else {
            quote!()
        };
        let mate = if m.no_mate[slot] && m.has_royal {
            quote! {
                if self.#mate_fn(to, #kid) {
                    continue;
                }
            }
        } else {
            quote!()
        };
        body.extend(quote! {
            if hand[#s] != 0 {
                let mut targets = #targets;
                #nifu
                while any(targets) {
                    let to = pop(&mut targets);
                    #legal
                    #mate
                    out.push(::koma_runtime::Move::Drop {
                        piece: ::koma_runtime::PieceKind(#kid),
                        to: ::koma_runtime::Square(to as u16),
                    });
                }
            }
        });
    }
    quote! {
        let hand = &self.hands[#ci];
        #body
    }
}

/// Emits the generation functions and their legality helpers (inside `impl Position`).
pub fn emit(m: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    let constraints = m.v.royal.no_facing || m.v.royal.no_same_rank;
    for c in 0..2 {
        let ci = lit(c);
        let them = lit(1 - c);
        let color = Color::ALL[c];
        let name = per_color("generate", c);
        let their_attack = attacked_ident(1 - c);
        let our_attack = attacked_ident(c);
        let pins_fn = per_color("pins", c);
        let arms = (0..m.kinds.len()).map(|k| kind_moves(m, k, c));
        let facing_pins = if m.v.royal.no_facing {
            // with both royals on one file, leaving a square between them may expose them
            quote! {
                let their_king = self.royal[#them];
                if has_king && their_king != NO_SQ && king as usize % W == their_king as usize % W {
                    let (lo, hi) = (king.min(their_king) as usize, king.max(their_king) as usize);
                    let mut s = lo + W;
                    while s < hi {
                        pinned |= bit(s);
                        s += W;
                    }
                }
            }
        } else {
            quote!()
        };
        let pin_facts = if has_hop(m, c) {
            quote! {
                let (mut pinned, touchy) = if has_king && !careful {
                    self.#pins_fn(king as usize)
                } else {
                    (EMPTY, EMPTY)
                };
            }
        } else {
            quote! {
                let mut pinned = if has_king && !careful { self.#pins_fn(king as usize) } else { EMPTY };
            }
        };
        let king_facts = if m.has_royal {
            // the flying-general rule adds the squares between the royals to `pinned`
            let facing = quote!(let careful = in_check;);
            quote! {
                let king = self.royal[#ci];
                let has_king = king != NO_SQ;
                let in_check = has_king && #their_attack(board, king as usize);
                #facing
                #pin_facts
                #facing_pins
            }
        } else {
            quote!()
        };
        let drops = drops(m, c);
        let doc = format!(
            " Appends the legal moves of the {} player.",
            if c == 0 { "first" } else { "second" }
        );
        out.extend(quote! {
            #[doc = #doc]
            #[allow(unused_variables, unused_mut, clippy::nonminimal_bool, clippy::let_unit_value)]
            fn #name(&self, out: &mut Vec<::koma_runtime::Move>) {
                let board = &self.board;
                let own = self.occ[#ci];
                let theirs = self.occ[#them];
                let empty = ALL & !(own | theirs);
                #king_facts
                #(#arms)*
                #drops
            }
        });
        if m.has_royal {
            out.extend(pins(m, c));
            let ok_fn = per_color("move_ok", c);
            let drop_ok = per_color("drop_ok", c);
            let mates = per_color("drop_mates", c);
            let (their_after, royals) = if constraints {
                (
                    quote! {
                        let mut their = self.royal[#them];
                        if their as usize == to {
                            their = NO_SQ;
                        }
                    },
                    quote!(&&royals_ok(&b, king, their)),
                )
            } else {
                (quote!(), quote!())
            };
            let drop_royals = if constraints {
                quote!(&& royals_ok(&b, king, self.royal[#them]))
            } else {
                quote!()
            };
            out.extend(quote! {
                /// The full legality test of a board move: play it on a copy of the mailbox
                /// and look at the own royal (and the royal constraints).
                fn #ok_fn(&self, from: usize, to: usize, placed: u8) -> bool {
                    let mut b = self.board;
                    let mut king = self.royal[#ci];
                    if king as usize == from {
                        king = if ROYAL[CELL_KIND[placed as usize] as usize] { to as u16 } else { NO_SQ };
                    }
                    #their_after
                    b[from] = 0;
                    b[to] = placed;
                    (king == NO_SQ || !#their_attack(&b, king as usize)) #royals
                }
            });
            if m.has_hands {
                out.extend(quote! {
                    /// The full legality test of a drop of the cell `placed` on `to`.
                    #[allow(dead_code)]
                    fn #drop_ok(&self, to: usize, placed: u8) -> bool {
                        let mut b = self.board;
                        b[to] = placed;
                        let king = self.royal[#ci];
                        !#their_attack(&b, king as usize) #drop_royals
                    }
                });
                if m.no_mate.iter().any(|&n| n) {
                    let base = lit(nk_base(m, color));
                    out.extend(quote! {
                        /// Whether the (otherwise legal) drop of `kind` on `to` checks the
                        /// opponent and leaves it no legal move.
                        fn #mates(&self, to: usize, kind: u8) -> bool {
                            let tk = self.royal[#them];
                            if tk == NO_SQ || !has(SENSITIVE[#ci][tk as usize], to) {
                                return false;
                            }
                            let mut b = self.board;
                            b[to] = #base + kind;
                            if !#our_attack(&b, tk as usize) {
                                return false;
                            }
                            let mut child = self.clone();
                            child.apply(::koma_runtime::Move::Drop {
                                piece: ::koma_runtime::PieceKind(kind),
                                to: ::koma_runtime::Square(to as u16),
                            });
                            !child.has_legal_move()
                        }
                    });
                }
            }
        }
    }
    out
}

/// The cell value of kind 0 for `color`, as an offset.
fn nk_base(m: &Model, color: Color) -> usize {
    1 + m.kinds.len() * color.index()
}

/// Items outside `impl Position`: `royals_ok`, when used.
pub fn free_items(m: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    let constraints = m.v.royal.no_facing || m.v.royal.no_same_rank;
    if constraints {
        let rank = if m.v.royal.no_same_rank {
            quote! {
                if a / W == b / W {
                    return false;
                }
            }
        } else {
            quote!()
        };
        let facing = if m.v.royal.no_facing {
            quote! {
                if a % W == b % W {
                    let (lo, hi) = (a.min(b), a.max(b));
                    let mut s = lo + W;
                    while s < hi {
                        if board[s] != 0 {
                            return true;
                        }
                        s += W;
                    }
                    return false;
                }
            }
        } else {
            quote!()
        };
        out.extend(quote! {
            /// The constraints between the royals on `a` and `b` (either may be `NO_SQ`).
            fn royals_ok(board: &[u8; SQUARES], a: u16, b: u16) -> bool {
                if a == NO_SQ || b == NO_SQ {
                    return true;
                }
                let (a, b) = (a as usize, b as usize);
                #rank
                #facing
                true
            }
        });
    }
    out
}

/// Whether the opponent of colour index `c` has hopping attacks (then a move *to* a square can
/// matter too: it may become a screen).
fn has_hop(m: &Model, c: usize) -> bool {
    m.groups[1 - c]
        .iter()
        .any(|g| matches!(g.kind, crate::model::GroupKind::Hop))
}

/// `pins_first`/`pins_second`: with the own royal on `king` and not in check, the squares a
/// piece may not leave without the full test (it shields the royal from a slider, or blocks a
/// lame leaper's leg), and the squares a piece may not enter without it (on a line of an enemy
/// hopper, where it could become a screen). Any other move of a non-royal piece is legal.
fn pins(m: &Model, c: usize) -> TokenStream {
    use crate::model::GroupKind;
    let name = per_color("pins", c);
    let them = 1 - c;
    let ti = lit(them);
    let nk = proc_macro2::Literal::u8_unsuffixed(m.kinds.len() as u8);
    let own = if c == 0 {
        quote!(c <= #nk)
    } else {
        quote!(c > #nk)
    };
    let s = Ident::new("s", Span::call_site());
    let king = Ident::new("king", Span::call_site());
    let mut body = TokenStream::new();
    for g in &m.groups[them] {
        let cells = proc_macro2::Literal::u128_suffixed(g.cells);
        let hit = |sq: &Ident| -> TokenStream {
            let base = quote!((#cells >> board[#sq]) & 1 != 0);
            match g.only_in {
                Some(r) => {
                    let rid = region_ident(m, r);
                    quote!(#base && has(#rid[#ti], #sq))
                }
                None => base,
            }
        };
        let neg = (-g.v.0, -g.v.1);
        let code = match &g.kind {
            GroupKind::Leap => continue,
            GroupKind::Lame(blocks) => {
                if !possible(m.files, m.ranks, neg.0, neg.1) {
                    continue;
                }
                let cond = and_all(
                    on_board(m.files, m.ranks, neg.0, neg.1)
                        .into_iter()
                        .collect(),
                );
                let src = add(&king, m.files, neg.0, neg.1);
                let h = hit(&s);
                let mut marks = TokenStream::new();
                for &(bx, by) in blocks {
                    let (rx, ry) = (neg.0 + bx, neg.1 + by);
                    if !possible(m.files, m.ranks, rx, ry) {
                        continue;
                    }
                    let b = add(&king, m.files, rx, ry);
                    marks.extend(match on_board(m.files, m.ranks, rx, ry) {
                        Some(cnd) => quote!(if hit && #cnd { pinned |= bit(#b); }),
                        None => quote!(if hit { pinned |= bit(#b); }),
                    });
                }
                quote! {
                    if #cond {
                        let #s = #src;
                        let hit = #h;
                        #marks
                    }
                }
            }
            GroupKind::Slide(max) => {
                if !possible(m.files, m.ranks, neg.0, neg.1) {
                    continue;
                }
                let n = steps(m.files, m.ranks, neg.0, neg.1, *max);
                let st = step(&s, m.files, neg.0, neg.1);
                let h = hit(&s);
                quote! {
                    {
                        let mut #s = #king;
                        let mut shield = usize::MAX;
                        for _ in 0..#n {
                            #st;
                            let c = board[#s];
                            if c != 0 {
                                if shield == usize::MAX {
                                    if !(#own) {
                                        break;
                                    }
                                    shield = #s;
                                } else {
                                    if #h {
                                        pinned |= bit(shield);
                                    }
                                    break;
                                }
                            }
                        }
                    }
                }
            }
            GroupKind::Hop => {
                if !possible(m.files, m.ranks, neg.0, neg.1) {
                    continue;
                }
                let n = steps(m.files, m.ranks, neg.0, neg.1, None);
                let st = step(&s, m.files, neg.0, neg.1);
                let h = hit(&s);
                quote! {
                    {
                        let mut #s = #king;
                        let mut line = EMPTY;
                        let mut armed = false;
                        for _ in 0..#n {
                            #st;
                            line |= bit(#s);
                            let c = board[#s];
                            if c != 0 && #h {
                                armed = true;
                            }
                        }
                        if armed {
                            pinned |= line;
                            touchy |= line;
                        }
                    }
                }
            }
        };
        let code = match g.within {
            Some(w) => {
                let rid = region_ident(m, w);
                quote!(if has(#rid[#ti], #king) { #code })
            }
            None => code,
        };
        body.extend(code);
    }
    if has_hop(m, c) {
        quote! {
            /// The squares whose leaving (`.0`) or entering (`.1`) needs the full legality
            /// test, the own royal standing on `king`, not in check.
            #[allow(unused_variables, clippy::absurd_extreme_comparisons, unused_comparisons)]
            fn #name(&self, #king: usize) -> (Bb, Bb) {
                let board = &self.board;
                let f = #king % W;
                let r = #king / W;
                let mut pinned = EMPTY;
                let mut touchy = EMPTY;
                #body
                (pinned, touchy)
            }
        }
    } else {
        quote! {
            /// The squares whose leaving needs the full legality test (pinned pieces, blocked
            /// legs), the own royal standing on `king`, not in check.
            #[allow(unused_variables, clippy::absurd_extreme_comparisons, unused_comparisons)]
            fn #name(&self, #king: usize) -> Bb {
                let board = &self.board;
                let f = #king % W;
                let r = #king / W;
                let mut pinned = EMPTY;
                #body
                pinned
            }
        }
    }
}
