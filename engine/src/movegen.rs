//! Legal move generation: pseudo-legal moves per piece, then a legality filter that skips the
//! full test for moves that cannot change whether the own royal is attacked.

use crate::cell::{NO_SQ, cell, cell_piece};
use crate::position::Position;
use crate::table_entries::{Kind, NOT_TARGET};
use koma_dsl::ir::MoveMode;
use koma_runtime::SquareSet;
use koma_runtime::{Move, PieceKind, Square};

/// Facts about the side to move, computed once per generation.
struct Ctx {
    /// Own royal square, or `NO_SQ`.
    king: u16,
    /// Whether it is attacked now.
    in_check: bool,
    /// Squares whose change may alter whether the own royal is attacked.
    sensitive: SquareSet,
    /// Every move gets the full test: both royals on one file under `no_facing` (a move may
    /// open the file), the royal constraints already broken (a loaded position), or bikjang.
    full_test: bool,
    /// Bikjang: the royals face each other under a `bikjang` rule, so every move must part
    /// them, and the pass is legal even in check.
    bikjang: bool,
}

impl Position<'_> {
    /// Appends the legal moves to `out`. With `first_only`, stops as soon as some piece (or
    /// hand type) has produced one. Uses the board as scratch space and restores it.
    pub(crate) fn generate(&mut self, out: &mut Vec<Move>, first_only: bool) {
        let e = self.engine;
        if e.facts.royalty.decides() && self.outcome_on_board().is_some() {
            return; // the game is over
        }
        let us = self.side;
        let them = !us;
        // capturable royals are never guarded: every pseudo-legal move is legal
        let king = if e.facts.guards_royal() {
            self.royal[us.index()]
        } else {
            NO_SQ
        };
        let their_king = self.royal[them.index()];
        let has_king = king != NO_SQ;
        let bikjang = e.bikjang && self.royals_face(king, their_king);
        if self.passes_end() {
            return;
        }
        let ctx = Ctx {
            king,
            in_check: has_king && e.attacked(&self.board, king as usize, them),
            sensitive: if has_king {
                e.facts.sensitive[them.index()][king as usize]
            } else {
                SquareSet::EMPTY
            },
            full_test: (e.no_facing
                && has_king
                && their_king != NO_SQ
                && king % e.files as u16 == their_king % e.files as u16)
                || !self.royals_ok(king, their_king)
                || bikjang,
            bikjang,
        };
        let initial = out.len();
        let own = cell(us, 0);
        for from in 0..e.nsq {
            let c = self.board[from];
            // own cells are own..own + 64; 0 (empty) wraps far above
            if c.wrapping_sub(own) >= 64 {
                continue;
            }
            let piece = cell_piece(c);
            let start = out.len();
            let mut dedup = self.pseudo_moves(piece, from, out);
            if !e.facts.pieces[piece].doubles[us.index()].is_empty() {
                self.double_moves(piece, from, out);
                dedup = true;
            }
            if dedup {
                koma_runtime::dedup_moves_from(out, start);
            }
            if (e.lions >> piece) & 1 != 0 {
                self.filter_lion_captures(from, out, start);
            }
            if e.counter_strike {
                self.filter_counter_strike(piece, out, start);
            }
            if has_king {
                let royal_piece = e.facts.pieces[piece].royal;
                let mut kept = start;
                for i in start..out.len() {
                    let mv = out[i];
                    let to = mv.to().index();
                    // an en-passant capture also empties its victim's square
                    let fast = !royal_piece
                        && !ctx.in_check
                        && !ctx.full_test
                        && !ctx.sensitive.contains(from)
                        && !ctx.sensitive.contains(to)
                        && to != self.ep as usize;
                    if fast || self.board_move_legal(mv) {
                        out[kept] = mv;
                        kept += 1;
                    }
                }
                out.truncate(kept);
            }
            if first_only && out.len() > initial {
                return;
            }
        }
        if e.facts.castling.any() && has_king && !ctx.in_check && !ctx.bikjang {
            self.castlings(out);
            if first_only && out.len() > initial {
                return;
            }
        }
        // the pass: the royal "moves" to its own square, when not in check or under bikjang
        if let Some(p) = e.pass
            && has_king
            && cell_piece(self.board[king as usize]) == p
            && (!ctx.in_check || ctx.bikjang)
        {
            let sq = Square(king);
            out.push(Move::Normal {
                from: sq,
                to: sq,
                promote: false,
            });
            if first_only {
                return;
            }
        }
        if e.facts.has_hands {
            self.drops(&ctx, out, first_only, initial);
        }
    }

    /// Appends the pseudo-legal moves of the piece `piece` (of the side to move) on `from`.
    /// Returns whether they may contain duplicates.
    fn pseudo_moves(&self, piece: usize, from: usize, out: &mut Vec<Move>) -> bool {
        let e = self.engine;
        let us = self.side;
        let enemy = cell(!us, 0);
        // `forbid PIECE captures ...`: the cells it may not take (0 for most pieces)
        let spared = e.spared[piece];
        let is_enemy = |c: u8| c.wrapping_sub(enemy) < 64 && (spared >> c) & 1 == 0;
        let no_screen = e.no_screen[piece];
        let (gens, dedup) = e.gens_for(piece, us, from);
        if self.ep != NO_SQ {
            self.ep_moves(piece, from, out);
        }
        for g in gens {
            let sqs = &e.squares[g.start as usize..(g.start + g.len) as usize];
            let quiet = g.mode != MoveMode::CaptureOnly;
            let takes = g.mode != MoveMode::MoveOnly;
            match g.kind {
                Kind::Leap | Kind::Lame => {
                    if g.kind == Kind::Lame && sqs[1..].iter().any(|&b| self.board[b as usize] != 0)
                    {
                        continue;
                    }
                    let to = sqs[0] as usize;
                    let t = self.board[to];
                    if (t == 0 && quiet) || (takes && is_enemy(t)) {
                        self.emit(piece, from, to, out);
                    }
                }
                Kind::Slide => {
                    for &s in sqs {
                        let to = (s & !NOT_TARGET) as usize;
                        let t = self.board[to];
                        let ok = s & NOT_TARGET == 0;
                        if t == 0 {
                            if quiet && ok {
                                self.emit(piece, from, to, out);
                            }
                        } else {
                            if takes && ok && is_enemy(t) {
                                self.emit(piece, from, to, out);
                            }
                            break;
                        }
                    }
                }
                Kind::Hop => {
                    let mut screened = false;
                    for &s in sqs {
                        let to = (s & !NOT_TARGET) as usize;
                        let t = self.board[to];
                        if !screened {
                            // a screen the piece may not hop over ends the ray
                            if (no_screen >> t) & 1 != 0 {
                                break;
                            }
                            screened = t != 0;
                            continue;
                        }
                        let ok = s & NOT_TARGET == 0;
                        if t == 0 {
                            if quiet && ok {
                                self.emit(piece, from, to, out);
                            }
                        } else {
                            if takes && ok && is_enemy(t) {
                                self.emit(piece, from, to, out);
                            }
                            break;
                        }
                    }
                }
            }
        }
        dedup
    }

    /// Appends the move(s) `from` -> `to` of `piece`: with and/or without promotion.
    #[inline]
    pub(crate) fn emit(&self, piece: usize, from: usize, to: usize, out: &mut Vec<Move>) {
        let e = self.engine;
        let us = self.side.index();
        let info = &e.facts.pieces[piece];
        let dead = info.dead[us].contains(to);
        let mv = |promote| Move::Normal {
            from: Square(from as u16),
            to: Square(to as u16),
            promote,
        };
        let choice = !e.facts.pawns.choices[piece].is_empty();
        // the zone is asked only of a piece that promotes (most moves are of pieces that don't)
        let in_zone = (choice || info.turns_to().is_some())
            && if e.on_entry_or_capture {
                self.promotes_on_entry_or_capture(info, from, to)
            } else {
                e.zone[us].contains(to) || (!e.only_entering && e.zone[us].contains(from))
            };
        if in_zone && choice {
            if !dead && !e.forced {
                out.push(mv(false));
            }
            return self.choice_moves(piece, from, to, out);
        }
        let may_promote = info.turns_to().is_some() && in_zone;
        // no plain move where the piece could never move again, nor where promotion is forced
        let must_promote = may_promote && e.forced;
        if !dead && !must_promote {
            out.push(mv(false));
        }
        if may_promote {
            out.push(mv(true));
        }
    }

    /// The full test for a board move: play it on the board, look at the own royal and the
    /// royal constraints, restore.
    fn board_move_legal(&mut self, mv: Move) -> bool {
        let e = self.engine;
        let us = self.side;
        let (Some(from), to) = (mv.from(), mv.to()) else {
            return true;
        };
        let (from, to) = (from.index(), to.index());
        let moving = self.board[from];
        let captured = self.board[to];
        let placed = self.placed(mv).unwrap_or(moving);
        let ep_victim = self.ep_victim(from, to);
        let taken = ep_victim.map(|v| std::mem::take(&mut self.board[v]));
        let mut king = self.royal[us.index()];
        if king == from as u16 {
            king = if e.facts.pieces[cell_piece(placed)].royal {
                to as u16
            } else {
                NO_SQ
            };
        }
        let mut their_king = self.royal[(!us).index()];
        // under bikjang the move must part the royals
        let part = e.bikjang && self.royals_face(self.royal[us.index()], their_king);
        if their_king == to as u16 {
            their_king = NO_SQ;
        }
        self.board[from] = 0;
        self.board[to] = placed;
        let ok = (king == NO_SQ || !e.attacked(&self.board, king as usize, !us))
            && self.royals_ok(king, their_king)
            && !(part && self.royals_face(king, their_king));
        self.board[to] = captured;
        self.board[from] = moving;
        if let (Some(v), Some(c)) = (ep_victim, taken) {
            self.board[v] = c;
        }
        ok
    }

    /// Whether the game is over by the pass rules: two passes in a row, or a pass while the
    /// royals face under bikjang (then there is no legal move).
    pub(crate) fn passes_end(&self) -> bool {
        let e = self.engine;
        e.pass.is_some()
            && (self.passes >= 2
                || (self.passes == 1
                    && e.bikjang
                    && self.royals_face(self.royal[0], self.royal[1])))
    }

    /// The royal constraints between royals on `a` and `b` (either may be `NO_SQ`).
    pub(crate) fn royals_ok(&self, a: u16, b: u16) -> bool {
        let e = self.engine;
        if a == NO_SQ || b == NO_SQ {
            return true;
        }
        let files = e.files as u16;
        if e.no_same_rank && a / files == b / files {
            return false;
        }
        !(e.no_facing && self.royals_face(a, b))
    }

    /// Whether royals on `a` and `b` (either may be `NO_SQ`: no) stand on one file with no
    /// piece between them.
    pub(crate) fn royals_face(&self, a: u16, b: u16) -> bool {
        let files = self.engine.files as u16;
        if a == NO_SQ || b == NO_SQ || a % files != b % files {
            return false;
        }
        let (lo, hi) = (a.min(b), a.max(b));
        ((lo + files)..hi)
            .step_by(files as usize)
            .all(|s| self.board[s as usize] == 0)
    }

    /// Appends the legal drops.
    fn drops(&mut self, ctx: &Ctx, out: &mut Vec<Move>, first_only: bool, initial: usize) {
        let e = self.engine;
        let us = self.side;
        let files = e.files as usize;
        for slot in 0..e.facts.hand.len() {
            if self.hands[us.index()][slot] == 0 {
                continue;
            }
            let base = e.facts.hand[slot];
            // its own type, then with `drops either face` its promoted type, to which the nifu
            // and drop-mate rules (about the unpromoted type) do not apply
            for piece in e.facts.drop_faces(slot) {
                let pc = cell(us, piece);
                let dead = e.facts.pieces[piece].drop_dead()[us.index()]
                    .union(e.facts.no_drop[slot][us.index()]);
                let banned_files = if e.facts.nifu[slot] && piece == base {
                    self.nifu_files(pc, e.facts.nifu_count[slot])
                } else {
                    0
                };
                let no_mate = e.facts.no_drop_mate[slot] && piece == base;
                for to in 0..e.nsq {
                    if self.board[to] != 0
                        || dead.contains(to)
                        || banned_files & (1 << (to % files)) != 0
                    {
                        continue;
                    }
                    let legal = ctx.king == NO_SQ
                        || (!ctx.in_check && !ctx.full_test && !ctx.sensitive.contains(to))
                        || self.drop_legal(ctx.king, to, pc);
                    if legal
                        && !(no_mate && self.drop_mates(piece, to))
                        && !(e.facts.no_drop_check && self.drop_checks(pc, to))
                    {
                        out.push(Move::Drop {
                            piece: PieceKind(piece as u8),
                            to: Square(to as u16),
                        });
                    }
                }
            }
            if first_only && out.len() > initial {
                return;
            }
        }
    }

    /// The files (bit `f` for file `f`) holding at least `limit` pieces of the cell `pc`: a
    /// nifu piece is not dropped there.
    fn nifu_files(&self, pc: u8, limit: u8) -> u32 {
        let files = self.engine.files as usize;
        let mut count = [0u8; 16];
        for sq in 0..self.engine.nsq {
            if self.board[sq] == pc {
                count[sq % files] += 1;
            }
        }
        (0..files)
            .filter(|&f| count[f] >= limit)
            .fold(0, |b, f| b | 1 << f)
    }

    /// The full test for a drop of the cell `pc` on `to`, the own royal being on `king`.
    fn drop_legal(&mut self, king: u16, to: usize, pc: u8) -> bool {
        let e = self.engine;
        let us = self.side;
        let their_king = self.royal[(!us).index()];
        let part = e.bikjang && self.royals_face(king, their_king);
        self.board[to] = pc;
        let ok = !e.attacked(&self.board, king as usize, !us)
            && self.royals_ok(king, their_king)
            && !(part && self.royals_face(king, their_king));
        self.board[to] = 0;
        ok
    }

    /// Whether the drop of the cell `pc` (of the side to move) on `to` leaves the opponent's
    /// royal attacked: by the dropped piece, or by a hopper it screens.
    fn drop_checks(&mut self, pc: u8, to: usize) -> bool {
        let e = self.engine;
        let us = self.side;
        let their_king = self.royal[(!us).index()];
        if their_king == NO_SQ || !e.facts.sensitive[us.index()][their_king as usize].contains(to) {
            return false;
        }
        self.board[to] = pc;
        let check = e.attacked(&self.board, their_king as usize, us);
        self.board[to] = 0;
        check
    }

    /// Whether the (otherwise legal) drop of `piece` on `to` checks the opponent and leaves it
    /// no legal move.
    fn drop_mates(&mut self, piece: usize, to: usize) -> bool {
        if !self.drop_checks(cell(self.side, piece), to) {
            return false;
        }
        let mut child = self.clone();
        child.apply(Move::Drop {
            piece: PieceKind(piece as u8),
            to: Square(to as u16),
        });
        !child.has_legal_move()
    }
}
