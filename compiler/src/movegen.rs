//! Pass 6: legal move generation, one function per side to move. Each piece type's moves are
//! straight-line code per direction: leaps read a precomputed target set, slides, hops and lame
//! leaps walk the mailbox with constant offsets. The legality filter skips the full test
//! (play on a copy of the mailbox, ask whether the own royal is attacked) for moves that touch
//! no square the own royal's safety depends on. Drops, promotion, royal constraints and
//! drop-mate filtering are emitted only for variants that have them.

use crate::attack::{fn_ident as attacked_ident, rider_of, rider_sets, riders_ident};
use crate::geometry::{add, and_all, lit, nearest, on_board, possible, ray_ident, reach};
use crate::model::{Mode, Model, Ray, Set, cell, offset};
use crate::tables::{dead_ident, has_dead, leap_ident, region_ident};
use koma_runtime::Color;
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

/// `name_first` or `name_second`.
fn per_color(name: &str, c: usize) -> Ident {
    format_ident!("{}_{}", name, if c == 0 { "first" } else { "second" })
}

/// The squares a move of mode `mode` may end on: `!own` (quiet moves and captures), `empty`
/// (quiet only) or `theirs` (captures only).
fn mode_mask(mode: Mode) -> TokenStream {
    match (mode.quiet, mode.takes) {
        (true, true) => quote!(!own),
        (true, false) => quote!(empty),
        _ => quote!(theirs),
    }
}

/// The dead-square table of kind `k` when its unpromoted pieces of colour index `c` have
/// squares they could never move from (plain moves may not end there).
fn dead_of(m: &Model, k: usize, c: usize) -> Option<Ident> {
    let kind = &m.kinds[k];
    (kind.unpromoted && !kind.dead[c].is_empty()).then(|| dead_ident(m, k))
}

/// `(promoted kind, only on entering the zone, forced)` when kind `k` promotes.
fn promotion_of(m: &Model, k: usize) -> Option<(usize, bool, bool)> {
    match (m.kinds[k].promotes_to, m.promotion) {
        (Some(q), Some((_, only_entering, forced))) => Some((q, only_entering, forced)),
        _ => None,
    }
}

/// The plain and promoting moves of the target set `t` needing no test, given the promoting
/// targets `pz`: `push(set, promote)` emits one set. A forced promotion drops the plain move
/// into the zone; a plain move never ends on a dead square (`minus_dead`).
fn zone_split(
    pz: TokenStream,
    forced: bool,
    minus_dead: &Option<TokenStream>,
    push: impl Fn(TokenStream, bool) -> TokenStream,
) -> TokenStream {
    let plain = if forced {
        quote!(t & !pz #minus_dead)
    } else {
        quote!(t #minus_dead)
    };
    let (plain, promo) = (push(plain, false), push(quote!(pz), true));
    quote! {
        let pz = #pz;
        #plain
        #promo
    }
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

/// The code of one piece type's moves for colour index `c`.
///
/// Each origin square's targets are gathered into one square set `t` (so rules that overlap
/// give a move once), then emitted: as whole sets (`Sink::many`, split by promotion zone and
/// dead squares) when no legality test is needed, one by one with the full test otherwise
/// (in check, a pinned origin, a target that may become a hopper's screen, a royal move).
fn kind_moves(m: &Model, k: usize, c: usize, source: TokenStream) -> TokenStream {
    let kind = &m.kinds[k];
    let color = Color::ALL[c];
    let nk = m.kinds.len();
    let ci = lit(c);
    let own_cell = cell(nk, color, k);
    let ok_fn = per_color("move_ok", c);
    let full = |placed: u8| -> Option<TokenStream> {
        let placed = proc_macro2::Literal::u8_unsuffixed(placed);
        m.has_royal.then(|| quote!(self.#ok_fn(from, to, #placed)))
    };
    let dead = dead_of(m, k, c);
    let not_dead = dead.as_ref().map(|d| quote!(!has(#d[#ci], to)));
    let mut prelude = TokenStream::new();
    let promotion = promotion_of(m, k);
    if let Some((_, false, _)) = promotion {
        prelude.extend(quote!(let from_zone = has(ZONE[#ci], from);));
    }
    // one target `to`, with the full test
    let guard = |cond: Vec<TokenStream>, push: TokenStream| {
        if cond.is_empty() {
            push
        } else {
            let cond = and_all(cond);
            quote!(if #cond { #push })
        }
    };
    let plain_conds: Vec<TokenStream> = not_dead.iter().cloned().chain(full(own_cell)).collect();
    let checked = match promotion {
        Some((q, only_entering, forced)) => {
            let may = if only_entering {
                quote!(has(ZONE[#ci], to))
            } else {
                quote!(from_zone || has(ZONE[#ci], to))
            };
            let keep_plain = if forced {
                quote!()
            } else {
                guard(plain_conds.clone(), quote!(out.one(from, to, false);))
            };
            let push_promo = guard(
                full(cell(nk, color, q)).into_iter().collect(),
                quote!(out.one(from, to, true);),
            );
            let otherwise = guard(plain_conds.clone(), quote!(out.one(from, to, false);));
            quote! {
                if #may {
                    #keep_plain
                    #push_promo
                } else {
                    #otherwise
                }
            }
        }
        None => guard(plain_conds.clone(), quote!(out.one(from, to, false);)),
    };
    // the whole set `t`, no test needed
    let minus_dead = dead.as_ref().map(|d| quote!(& !#d[#ci]));
    let fast = match promotion {
        Some((_, only_entering, forced)) => {
            let pz = if only_entering {
                quote!(t & ZONE[#ci])
            } else {
                quote!(if from_zone { t } else { t & ZONE[#ci] })
            };
            zone_split(
                pz,
                forced,
                &minus_dead,
                |set, p| quote!(out.many(from, #set, #p);),
            )
        }
        None => quote!(out.many(from, t #minus_dead, false);),
    };
    let mut body = TokenStream::new();
    for &(mode, table) in &kind.leaps {
        let table = leap_ident(table);
        let mask = mode_mask(mode);
        body.extend(quote!(t |= #table[#ci][from] & #mask;));
    }
    let en = enemy(m, c);
    let from = Ident::new("from", Span::call_site());
    let (lames, rest) = lame_groups(m, k, c);
    for (i, g) in lames.iter().enumerate() {
        let id = lame_ident(m, k, c, i);
        let mask = mode_mask(g.mode);
        let open = g.blocks.iter().map(|&(bx, by)| {
            let b = add(&from, m.files, bx, by);
            quote!(!has(occ, #b))
        });
        let code = quote! {
            {
                let lame = #id[from];
                if any(lame) #(&& #open)* {
                    t |= lame & #mask;
                }
            }
        };
        body.extend(match g.only_in {
            Some(r) => {
                let rid = region_ident(m, r);
                quote!(if has(#rid[#ci], from) { #code })
            }
            None => code,
        });
    }
    for (i, rule) in kind.rays[c].iter().enumerate() {
        if matches!(rule.ray, Ray::Lame { .. }) && !rest.contains(&i) {
            continue;
        }
        let Mode { quiet, takes } = rule.mode;
        let mask = mode_mask(rule.mode);
        let code = match &rule.ray {
            Ray::Slide { v, max } => {
                if !possible(m.files, m.ranks, v.0, v.1) {
                    continue;
                }
                let table = ray_ident(*v, *max);
                let ray = Ident::new("ray", Span::call_site());
                let reach = reach(m.files, m.ranks, *v, *max, &ray, &quote!(occ));
                quote! {
                    {
                        let ray = #table[from];
                        t |= #reach & #mask;
                    }
                }
            }
            Ray::Hop { v } => {
                if !possible(m.files, m.ranks, v.0, v.1) {
                    continue;
                }
                let ray = ray_ident(*v, None);
                let first = nearest(m.files, *v);
                let beyond = Ident::new("beyond", Span::call_site());
                let reach = reach(m.files, m.ranks, *v, None, &beyond, &quote!(occ));
                quote! {
                    {
                        let x = #ray[from] & occ;
                        if any(x) {
                            let beyond = #ray[#first(x)];
                            t |= #reach & #mask;
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
                quote! {
                    if #cond {
                        let to = #target;
                        let c = board[to];
                        if #test {
                            t |= bit(to);
                        }
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
    if let Some(w) = kind.within {
        let rid = region_ident(m, w);
        body.extend(quote!(t &= #rid[#ci];));
    }
    let emit = if !m.has_royal {
        fast
    } else if kind.royal && promotion.is_none() {
        royal_moves(m, c, dead.as_ref().map(|d| quote!(#d[#ci])))
    } else {
        let risky = if has_hop(m, c) {
            quote! {
                let mut risky = t & touchy;
                t &= !touchy;
                while any(risky) {
                    let to = pop(&mut risky);
                    #checked
                }
            }
        } else {
            quote!()
        };
        quote! {
            if careful || has(pinned, from) {
                while any(t) {
                    let to = pop(&mut t);
                    #checked
                }
            } else {
                #risky
                #fast
            }
        }
    };
    quote! {
        let mut bb = #source;
        while any(bb) {
            let from = pop(&mut bb);
            let f = from % W;
            let r = from / W;
            #prelude
            let mut t = EMPTY;
            #body
            #emit
        }
    }
}

/// The leaps of a step-or-jump piece split by direction: `(board delta, origins the leap
/// stays on the board from, targets reached from the promotion zone)`, when a kind moves by
/// at most two leap directions and nothing else (shogi's pawn, lance-less knights): then all of
/// its pieces move at once by shifting their square set, as bitboard engines move pawns.
type Shift = (i64, Set, Set);

/// The shift plan of kind `k` for colour index `c`, if it qualifies: no slides, hops or lame
/// leaps, one leap mode, at most two directions, not royal, no hopper on the other side (whose
/// screens need per-move tests).
fn shift_plan(m: &Model, k: usize, c: usize) -> Option<Vec<Shift>> {
    let kind = &m.kinds[k];
    if kind.royal || !kind.rays[c].is_empty() || kind.leaps.len() != 1 || has_hop(m, c) {
        return None;
    }
    let table = &m.leap_tables[kind.leaps[0].1][c];
    let w = m.files as i64;
    let mut plan: Vec<((i64, i64), Set)> = Vec::new();
    for (from, targets) in table.iter().enumerate() {
        for to in 0..m.nsq {
            if !targets.contains(to) {
                continue;
            }
            let d = (
                (to as i64 % w) - (from as i64 % w),
                (to as i64 / w) - (from as i64 / w),
            );
            match plan.iter_mut().find(|(v, _)| *v == d) {
                Some((_, src)) => src.insert(from),
                None => {
                    let mut src = Set::default();
                    src.insert(from);
                    plan.push((d, src));
                }
            }
        }
    }
    if plan.is_empty() || plan.len() > 2 {
        return None;
    }
    let zone = m.promotion.map(|(z, _, _)| z[c]);
    plan.into_iter()
        .map(|((df, dr), src)| {
            let delta = df + dr * w;
            if delta == 0 || delta.unsigned_abs() >= 128 {
                return None;
            }
            let mut from_zone = Set::default();
            if let Some(z) = zone {
                for from in 0..m.nsq {
                    if src.contains(from) && z.contains(from) {
                        from_zone.insert((from as i64 + delta) as usize);
                    }
                }
            }
            Some((delta, src, from_zone))
        })
        .collect()
}

/// A set of a piece type's lame leaps (for one colour) that share their blocking squares, mode
/// and origin region: one table of targets, reached when every blocking square is empty.
struct LameGroup {
    /// Block vectors, each on the board whenever a target is.
    blocks: Vec<(i32, i32)>,
    /// Which targets count.
    mode: Mode,
    /// Region the piece must stand in.
    only_in: Option<usize>,
    /// Targets per origin square.
    table: Vec<Set>,
}

/// The lame leaps of kind `k` for colour index `c` as [`LameGroup`]s, and the indices of the
/// rules left to the mailbox code (a block that can be off the board while the target is on).
fn lame_groups(m: &Model, k: usize, c: usize) -> (Vec<LameGroup>, Vec<usize>) {
    let mut groups: Vec<LameGroup> = Vec::new();
    let mut rest = Vec::new();
    for (i, rule) in m.kinds[k].rays[c].iter().enumerate() {
        let Ray::Lame { v, blocks } = &rule.ray else {
            continue;
        };
        let mut table = vec![Set::default(); m.nsq];
        let mut simple = true;
        for (from, set) in table.iter_mut().enumerate() {
            if let Some(t) = offset(m.files, m.ranks, from, *v) {
                set.insert(t);
                simple &= blocks
                    .iter()
                    .all(|&b| offset(m.files, m.ranks, from, b).is_some());
            }
        }
        if !simple {
            rest.push(i);
            continue;
        }
        match groups
            .iter_mut()
            .find(|g| g.blocks == *blocks && g.mode == rule.mode && g.only_in == rule.only_in)
        {
            Some(g) => {
                for (a, b) in g.table.iter_mut().zip(&table) {
                    a.0[0] |= b.0[0];
                    a.0[1] |= b.0[1];
                }
            }
            None => groups.push(LameGroup {
                blocks: blocks.clone(),
                mode: rule.mode,
                only_in: rule.only_in,
                table,
            }),
        }
    }
    (groups, rest)
}

/// The name of lame-leap table `i` of kind `k` for colour index `c`.
fn lame_ident(m: &Model, k: usize, c: usize, i: usize) -> Ident {
    format_ident!(
        "LAME_{}_{}_{}",
        m.kinds[k].upper,
        if c == 0 { "FIRST" } else { "SECOND" },
        i
    )
}

/// The lame-leap target tables of every piece type.
fn lame_tables(m: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    for k in 0..m.kinds.len() {
        for c in 0..2 {
            for (i, g) in lame_groups(m, k, c).0.iter().enumerate() {
                let id = lame_ident(m, k, c, i);
                let val = crate::bits::table(m, &g.table);
                let doc = format!(
                    " Lame-leap targets `[from]` of a {} of the {} player, blocked by {:?}.",
                    m.kinds[k].name,
                    if c == 0 { "first" } else { "second" },
                    g.blocks
                );
                out.extend(quote! { #[doc = #doc] static #id: [Bb; SQUARES] = #val; });
            }
        }
    }
    out
}

/// The moves of kind `k` for colour index `c`: shifted as a set when [`shift_plan`] allows it
/// (pinned pieces and every piece in check still go one by one), else one piece at a time.
fn kind_arm(m: &Model, k: usize, c: usize) -> TokenStream {
    let ki = lit(k);
    let Some(plan) = shift_plan(m, k, c) else {
        return kind_moves(m, k, c, quote!(self.kinds[#ki] & own));
    };
    let ci = lit(c);
    let mode = m.kinds[k].leaps[0].0;
    let mask = mode_mask(mode);
    let minus_dead = dead_of(m, k, c).map(|d| quote!(& !#d[#ci]));
    let promotion = promotion_of(m, k);
    let mut shifts = TokenStream::new();
    for (delta, src, from_zone) in plan {
        let src = crate::bits::lit(m, src);
        let n = lit(delta.unsigned_abs() as usize);
        let moved = if delta > 0 {
            quote!(shl(movers & #src, #n))
        } else {
            quote!(shr(movers & #src, #n))
        };
        let d = proc_macro2::Literal::i64_unsuffixed(delta);
        let emit = match promotion {
            Some((_, only_entering, forced)) => {
                let pz = if only_entering {
                    quote!(t & ZONE[#ci])
                } else {
                    let fz = crate::bits::lit(m, from_zone);
                    quote!(t & (ZONE[#ci] | #fz))
                };
                zone_split(
                    pz,
                    forced,
                    &minus_dead,
                    |set, p| quote!(out.shifted(#d, #set, #p);),
                )
            }
            None => quote!(out.shifted(#d, t #minus_dead, false);),
        };
        shifts.extend(quote! {
            {
                let t = #moved & #mask;
                #emit
            }
        });
    }
    let (movers, slow) = if m.has_royal {
        (
            quote!(if careful { EMPTY } else { group & !pinned }),
            quote!(if careful { group } else { group & pinned }),
        )
    } else {
        (quote!(group), quote!(EMPTY))
    };
    let one_by_one = kind_moves(m, k, c, quote!(slow));
    quote! {
        {
            let group = self.kinds[#ki] & own;
            if any(group) {
                let movers = #movers;
                let slow = #slow;
                #shifts
                #one_by_one
            }
        }
    }
}

/// The moves of a royal piece of colour index `c` from `from` to the targets
/// `t`: each target is tested for attacks with the occupancy less `from`, on the unchanged
/// mailbox (a captured piece on the target cannot attack the target itself).
fn royal_moves(m: &Model, c: usize, dead_set: Option<TokenStream>) -> TokenStream {
    let them = lit(1 - c);
    let their_attack = attacked_ident(1 - c);
    let constraints = m.v.royal.no_facing || m.v.royal.no_same_rank;
    let royals = if constraints {
        quote! {
            && royals_ok(occ, to as u16, if their as usize == to { NO_SQ } else { their })
        }
    } else {
        quote!()
    };
    let their = if constraints {
        quote!(let their = self.royal[#them];)
    } else {
        quote!()
    };
    let not_dead = dead_set.map(|d| quote!(t &= !#d;));
    quote! {
        let occ = occ & !bit(from);
        #their
        #not_dead
        while any(t) {
            let to = pop(&mut t);
            if !#their_attack(board, occ, theirs, &riders, to) #royals {
                out.one(from, to, false);
            }
        }
    }
}

/// The drops of colour index `c`: a hand piece's targets are emitted as one set, except the
/// squares that need a test (all of them in check; with hoppers, squares where the dropped
/// piece may become a screen; with `drops mate … illegal`, squares that may give check).
fn drops(m: &Model, c: usize) -> TokenStream {
    if !m.has_hands || m.hand.is_empty() {
        return quote!();
    }
    let ci = lit(c);
    let them = lit(1 - c);
    let mut body = TokenStream::new();
    let ok_fn = per_color("drop_ok", c);
    let mate_fn = per_color("drop_mates", c);
    let hop = has_hop(m, c);
    let risky = if hop {
        quote!((careful || has(touchy, to)))
    } else {
        quote!(careful)
    };
    let any_mate = m.has_royal && m.no_mate.iter().any(|&n| n);
    for (slot, &k) in m.hand.iter().enumerate() {
        let s = lit(slot);
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
        let mate = m.no_mate[slot] && m.has_royal;
        let emit = if m.has_royal {
            let mut slow = vec![quote!(touchy)];
            if !hop {
                slow.clear();
            }
            if mate {
                slow.push(quote!(mate_zone));
            }
            let slow = if slow.is_empty() {
                quote!(if careful { targets } else { EMPTY })
            } else {
                quote!(if careful { targets } else { targets & (#(#slow)|*) })
            };
            let mate_test = if mate {
                quote! {
                    if self.#mate_fn(to, #kid) {
                        continue;
                    }
                }
            } else {
                quote!()
            };
            quote! {
                let mut slow = #slow;
                targets &= !slow;
                while any(slow) {
                    let to = pop(&mut slow);
                    if has_king && #risky && !self.#ok_fn(to) {
                        continue;
                    }
                    #mate_test
                    out.drop_one(#kid, to);
                }
                out.drop_many(#kid, targets);
            }
        } else {
            quote!(out.drop_many(#kid, targets);)
        };
        body.extend(quote! {
            if hand[#s] != 0 {
                let mut targets = #targets;
                #nifu
                #emit
            }
        });
    }
    let mate_zone = if any_mate {
        quote! {
            let their_king = self.royal[#them];
            let mate_zone = if their_king != NO_SQ { SENSITIVE[#ci][their_king as usize] } else { EMPTY };
        }
    } else {
        quote!()
    };
    quote! {
        let hand = &self.hands[#ci];
        #mate_zone
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
        let their_riders = riders_ident(1 - c);
        let our_riders = riders_ident(c);
        let arms = (0..m.kinds.len()).map(|k| kind_arm(m, k, c));
        let facing_pins = if m.v.royal.no_facing {
            // with both royals on one file, leaving a square between them may expose them
            // (only when a single piece stands between them)
            quote! {
                let their_king = self.royal[#them];
                if has_king && their_king != NO_SQ && king as usize % W == their_king as usize % W {
                    let (lo, hi) = (king.min(their_king) as usize, king.max(their_king) as usize);
                    let between = RAY_0_P1[lo] & !(RAY_0_P1[hi] | bit(hi)) & occ;
                    if count(between) == 1 {
                        pinned |= between;
                    }
                }
            }
        } else {
            quote!()
        };
        let safety_fn = per_color("safety", c);
        let facts = if has_hop(m, c) {
            quote! {
                let (in_check, mut pinned, touchy) = if has_king {
                    self.#safety_fn(king as usize, &riders)
                } else {
                    (false, EMPTY, EMPTY)
                };
            }
        } else {
            quote! {
                let (in_check, mut pinned) = if has_king {
                    self.#safety_fn(king as usize, &riders)
                } else {
                    (false, EMPTY)
                };
            }
        };
        let king_facts = if m.has_royal {
            // the flying-general rule adds the squares between the royals to `pinned`
            let their_riders = riders_ident(1 - c);
            // a position read from text may already break a royal constraint: then every
            // move and drop gets the full test, as in the reference engine
            let broken = if constraints {
                quote!(|| !royals_ok(occ, king, self.royal[#them]))
            } else {
                quote!()
            };
            quote! {
                let king = self.royal[#ci];
                let has_king = king != NO_SQ;
                let riders = #their_riders(&self.kinds, theirs);
                #facts
                let careful = in_check #broken;
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
            fn #name<S: Sink>(&self, out: &mut S) {
                let board = &self.board;
                let own = self.occ[#ci];
                let theirs = self.occ[#them];
                let occ = own | theirs;
                let empty = ALL & !occ;
                #king_facts
                #(#arms)*
                #drops
            }
        });
        if m.has_royal {
            out.extend(safety(m, c));
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
                    quote!(&&royals_ok(occ, king, their)),
                )
            } else {
                (quote!(), quote!())
            };
            let drop_royals = if constraints {
                quote!(&& royals_ok(occ, king, self.royal[#them]))
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
                    let occ = ((self.occ[0] | self.occ[1]) & !bit(from)) | bit(to);
                    let mut riders = #their_riders(&self.kinds, self.occ[#them]);
                    for r in riders.iter_mut() {
                        *r &= !bit(to);
                    }
                    let by = self.occ[#them] & !bit(to);
                    (king == NO_SQ || !#their_attack(&b, occ, by, &riders, king as usize)) #royals
                }
            });
            if m.has_hands {
                out.extend(quote! {
                    /// The full legality test of a drop on `to`: the mailbox needs no change,
                    /// an own piece never counts as an attacker.
                    #[allow(dead_code)]
                    fn #drop_ok(&self, to: usize) -> bool {
                        let occ = self.occ[0] | self.occ[1] | bit(to);
                        let king = self.royal[#ci];
                        let riders = #their_riders(&self.kinds, self.occ[#them]);
                        !#their_attack(&self.board, occ, self.occ[#them], &riders, king as usize) #drop_royals
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
                            let occ = self.occ[0] | self.occ[1] | bit(to);
                            let mut kinds = self.kinds;
                            kinds[kind as usize] |= bit(to);
                            let riders = #our_riders(&kinds, self.occ[#ci] | bit(to));
                            if !#our_attack(&b, occ, self.occ[#ci] | bit(to), &riders, tk as usize) {
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

/// Items outside `impl Position`: the `Sink` trait with its two implementations (a move list
/// and a count), and `royals_ok`, when used.
pub fn free_items(m: &Model) -> TokenStream {
    let lames = lame_tables(m);
    let mut out = quote! {
        #lames

        /// Where move generation puts the legal moves: a move list, or a count that adds up
        /// the sizes of target sets without building moves (`count_legal_moves`).
        #[allow(dead_code)]
        trait Sink {
            /// One board move.
            fn one(&mut self, from: usize, to: usize, promote: bool);
            /// A board move from `from` to every square of `to`.
            fn many(&mut self, from: usize, to: Bb, promote: bool);
            /// One drop of piece type `kind`.
            fn drop_one(&mut self, kind: u8, to: usize);
            /// A drop of piece type `kind` on every square of `to`.
            fn drop_many(&mut self, kind: u8, to: Bb);
            /// A board move to every square of `to`, each from `delta` squares before it.
            fn shifted(&mut self, delta: isize, to: Bb, promote: bool);
        }

        impl Sink for Vec<::koma_runtime::Move> {
            #[inline(always)]
            fn one(&mut self, from: usize, to: usize, promote: bool) {
                self.push(::koma_runtime::Move::Normal {
                    from: ::koma_runtime::Square(from as u16),
                    to: ::koma_runtime::Square(to as u16),
                    promote,
                });
            }
            #[inline(always)]
            fn many(&mut self, from: usize, mut to: Bb, promote: bool) {
                // a counted range is an exact-size iterator: one reservation, no check per move
                self.extend((0..count(to)).map(|_| ::koma_runtime::Move::Normal {
                    from: ::koma_runtime::Square(from as u16),
                    to: ::koma_runtime::Square(pop(&mut to) as u16),
                    promote,
                }));
            }
            #[inline(always)]
            fn drop_one(&mut self, kind: u8, to: usize) {
                self.push(::koma_runtime::Move::Drop {
                    piece: ::koma_runtime::PieceKind(kind),
                    to: ::koma_runtime::Square(to as u16),
                });
            }
            #[inline(always)]
            fn drop_many(&mut self, kind: u8, mut to: Bb) {
                self.extend((0..count(to)).map(|_| ::koma_runtime::Move::Drop {
                    piece: ::koma_runtime::PieceKind(kind),
                    to: ::koma_runtime::Square(pop(&mut to) as u16),
                }));
            }
            #[inline(always)]
            fn shifted(&mut self, delta: isize, mut to: Bb, promote: bool) {
                self.extend((0..count(to)).map(|_| {
                    let t = pop(&mut to);
                    ::koma_runtime::Move::Normal {
                        from: ::koma_runtime::Square((t as isize - delta) as u16),
                        to: ::koma_runtime::Square(t as u16),
                        promote,
                    }
                }));
            }
        }

        /// Counts moves instead of building them.
        struct Count(usize);

        impl Sink for Count {
            #[inline(always)]
            fn one(&mut self, _from: usize, _to: usize, _promote: bool) {
                self.0 += 1;
            }
            #[inline(always)]
            fn many(&mut self, _from: usize, to: Bb, _promote: bool) {
                self.0 += count(to);
            }
            #[inline(always)]
            fn drop_one(&mut self, _kind: u8, _to: usize) {
                self.0 += 1;
            }
            #[inline(always)]
            fn drop_many(&mut self, _kind: u8, to: Bb) {
                self.0 += count(to);
            }
            #[inline(always)]
            fn shifted(&mut self, _delta: isize, to: Bb, _promote: bool) {
                self.0 += count(to);
            }
        }
    };
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
                    return any(RAY_0_P1[lo] & !(RAY_0_P1[hi] | bit(hi)) & occ);
                }
            }
        } else {
            quote!()
        };
        out.extend(quote! {
            /// The constraints between the royals on `a` and `b` (either may be `NO_SQ`), with the
            /// squares `occ` occupied.
            fn royals_ok(occ: Bb, a: u16, b: u16) -> bool {
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

/// `safety_first`/`safety_second`, with the own royal on `king`: whether it is in check, the
/// squares a piece may not leave without the full test (it shields the royal from a slider, or
/// stands on a lame leaper's leg), and, against hoppers, the squares a piece may not enter
/// without it (on a line of an enemy hopper, where it could become a screen). Any other move of
/// a non-royal piece, not in check, is legal. One pass over the enemy's attack groups seen
/// from the royal gives all three (a slide's first piece on a ray is a checker or a shield).
fn safety(m: &Model, c: usize) -> TokenStream {
    use crate::model::GroupKind;
    let name = per_color("safety", c);
    let them = 1 - c;
    let nr = lit(rider_sets(m, them).len());
    let ti = lit(them);
    let ci = lit(c);
    let s = Ident::new("s", Span::call_site());
    let king = Ident::new("king", Span::call_site());
    let mut body = TokenStream::new();
    let mut leaps = TokenStream::new();
    for g in &m.groups[them] {
        let cells = cells_lit(m, g.cells);
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
        if !possible(m.files, m.ranks, neg.0, neg.1) {
            continue;
        }
        let code = match &g.kind {
            GroupKind::Leap | GroupKind::Lame(_) => {
                let cond = and_all(
                    on_board(m.files, m.ranks, neg.0, neg.1)
                        .into_iter()
                        .collect(),
                );
                let src = add(&king, m.files, neg.0, neg.1);
                let h = hit(&s);
                let mut marks = TokenStream::new();
                let mut open = Vec::new();
                if let GroupKind::Lame(blocks) = &g.kind {
                    for &(bx, by) in blocks {
                        let (rx, ry) = (neg.0 + bx, neg.1 + by);
                        if !possible(m.files, m.ranks, rx, ry) {
                            continue;
                        }
                        let b = add(&king, m.files, rx, ry);
                        match on_board(m.files, m.ranks, rx, ry) {
                            Some(cnd) => {
                                marks.extend(quote!(if #cnd { pinned |= bit(#b); }));
                                open.push(quote!(!(#cnd && has(occ, #b))));
                            }
                            None => {
                                marks.extend(quote!(pinned |= bit(#b);));
                                open.push(quote!(!has(occ, #b)));
                            }
                        }
                    }
                }
                let found = if open.is_empty() {
                    quote!(check = true;)
                } else {
                    let open = and_all(open);
                    quote! {
                        if #open {
                            check = true;
                        }
                    }
                };
                quote! {
                    if #cond {
                        let #s = #src;
                        if #h {
                            #marks
                            #found
                        }
                    }
                }
            }
            GroupKind::Slide(max) => {
                let ray = ray_ident(neg, *max);
                let first = nearest(m.files, neg);
                let a = rider_of(m, them, g);
                quote! {
                    {
                        let ray = #ray[#king];
                        if any(ray & #a) {
                            let x = ray & occ;
                            let #s = #first(x);
                            if has(#a, #s) {
                                check = true;
                            } else if has(own, #s) {
                                let y = x & !bit(#s);
                                if any(y) && has(#a, #first(y)) {
                                    pinned |= bit(#s);
                                }
                            }
                        }
                    }
                }
            }
            GroupKind::Hop => {
                let ray = ray_ident(neg, None);
                let first = nearest(m.files, neg);
                let a = rider_of(m, them, g);
                // only the first three pieces on the line matter: a hopper behind none
                // makes the squares before it `touchy` (a piece entering them is a screen),
                // behind one it checks, behind two it pins the own ones of those two
                quote! {
                    {
                        let line = #ray[#king];
                        if any(line & #a) {
                            let x = line & occ;
                            let s1 = #first(x);
                            if has(#a, s1) {
                                touchy |= line & !(#ray[s1] | bit(s1));
                            }
                            let x = x & !bit(s1);
                            if any(x) {
                                let s2 = #first(x);
                                if has(#a, s2) {
                                    check = true;
                                }
                                let x = x & !bit(s2);
                                if any(x) && has(#a, #first(x)) {
                                    pinned |= (bit(s1) | bit(s2)) & own;
                                }
                            }
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
        if matches!(g.kind, GroupKind::Leap | GroupKind::Lame(_)) {
            leaps.extend(code);
        } else {
            body.extend(code);
        }
    }
    let (ret_ty, touchy_decl, ret) = if has_hop(m, c) {
        (
            quote!((bool, Bb, Bb)),
            quote!(let mut touchy = EMPTY;),
            quote!((check, pinned, touchy)),
        )
    } else {
        (quote!((bool, Bb)), quote!(), quote!((check, pinned)))
    };
    quote! {
        /// With the own royal on `king`: whether it is in check, the squares whose leaving
        /// needs the full legality test (pinned pieces, pieces on a leg of a lame leaper aimed
        /// at the royal) and, against hoppers, the squares whose entering needs it.
        #[allow(unused_variables, clippy::absurd_extreme_comparisons, unused_comparisons)]
        fn #name(&self, #king: usize, riders: &[Bb; #nr]) -> #ret_ty {
            let board = &self.board;
            let own = self.occ[#ci];
            let occ = own | self.occ[#ti];
            let mut check = false;
            let mut pinned = EMPTY;
            #touchy_decl
            if any(NEAR[#ti][#king] & self.occ[#ti]) {
                let f = #king % W;
                let r = #king / W;
                #leaps
            }
            #body
            #ret
        }
    }
}

/// The literal of an attack group's cell mask: a `u64` when every cell value fits (at most 31
/// piece types), which shifts faster than a `u128`.
pub fn cells_lit(m: &Model, cells: u128) -> TokenStream {
    if 2 * m.kinds.len() < 64 {
        let l = proc_macro2::Literal::u64_suffixed(cells as u64);
        quote!(#l)
    } else {
        let l = proc_macro2::Literal::u128_suffixed(cells);
        quote!(#l)
    }
}
