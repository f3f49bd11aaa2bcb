#!/usr/bin/env node
// Chu shogi perft by lishogi's move generator, shogiops (npm, GPL-3.0-or-later, used as a tool:
// nothing of it is copied here). Written against shogiops 0.18.0 (its `dist/variant/` layout).
//
// Install (outside the repository):
//   mkdir -p /work/scratch/shogiops && cd /work/scratch/shogiops && npm install shogiops@0.18.0
//   export SHOGIOPS=/work/scratch/shogiops/node_modules/shogiops
//
// Usage:
//   node scripts/shogiops-perft.mjs perft [--divide] [--distinct] [--tsv SOURCE] DEPTH SFEN...
//       leaf count (bulk-counted at the last ply) of each SFEN (`start` = Chu's start position)
//       to DEPTH; --divide prints `USI count` per root move; --tsv prints testdata rows
//       (variant, SFEN, depth, count, deep flag, SOURCE) for depths 1..DEPTH
//   node scripts/shogiops-perft.mjs moves SFEN          the legal moves, one USI move a line
//   node scripts/shogiops-perft.mjs play SFEN USI...     the SFEN after the moves
//   node scripts/shogiops-perft.mjs random SEED PLIES COUNT
//       COUNT SFENs reached by PLIES random legal moves from the start (seeded), with a note of
//       what each offers at the root (promotions, captures of a lion, two-leg captures, igui)
//   node scripts/shogiops-perft.mjs check-official DEPTH SFEN...
//       compares this script's count with shogiops' own `perft` (dist/debug.js): they agree at
//       depth 1 and wherever no two-leg move is played before the last ply (shogiops' perft plays
//       a two-leg move with its legs swapped: docs/chu-notation.md)
//
// Conventions (shogiops 0.18.0, lishogi):
// - A move is a USI move as lishogi writes it: `7g7f`, `7g7f+` (promotion), and for a piece with
//   lion power (lion, promoted kirin, falcon, eagle) a two-leg move `FROM MID TO`: `6f5e4d`,
//   `6f5e6f` (igui when 5e holds an enemy, a pass when it is empty). Every route is a move:
//   a lion next to three empty squares has three passes (`6f5e6f`, `6f6e6f`, ...), and a
//   two-leg move over an empty square duplicates the one-leg move to the same square. This is
//   the count of lishogi's published fixtures (all depth 1).
// - --distinct counts each move once per effect instead: (from, to, squares captured,
//   promotion), so a two-leg move over an empty square is the one-leg move, and all passes of
//   the position (of every lion-power piece) are one move, as the position they lead to is
//   one. This is the count to compare with engines that list each move once (HaChu,
//   scripts/hachu-perft.py), and the count of testdata/chushogi-perft.tsv.
// - No check rule: a move may leave the king attacked (Chu's king is captured). Like shogiops
//   0.18.0's perft, positions where a king was captured or bared are not cut off.
// - SFEN's third field is lishogi's "last lion capture" square (a non-lion took a lion there on
//   the last move), not a hand; `-` when none.
import { pathToFileURL } from 'node:url';
import path from 'node:path';

const base = process.env.SHOGIOPS || 'shogiops';
const dist = base.includes('/') ? pathToFileURL(path.resolve(base, 'dist')).href : null;
const mod = async (name) =>
  import(dist ? `${dist}/${name}.js` : `shogiops/${name}`);

const sfenMod = await mod('sfen');
const utilMod = await mod('util');
const chuMod = await mod('variant/chushogi');
const vutil = await mod('variant/util');
const { parseSfen, makeSfen, initialSfen } = sfenMod;
const { makeUsi, parseUsi } = utilMod;
const { secondLionStepDests } = chuMod;
const { pieceCanPromote, pieceForcePromote } = vutil;

const RULES = 'chushogi';
const LION_POWER = ['lion', 'lionpromoted', 'eagle', 'falcon'];

/** Parses an SFEN (`start` = the start position); exits with a message on bad input. */
function position(sfen) {
  const text = sfen === 'start' ? initialSfen(RULES) : sfen;
  const res = parseSfen(RULES, text, false);
  if (res.isErr) {
    console.error(`error: bad chushogi sfen \`${sfen}\`: ${res.error.message}`);
    process.exit(2);
  }
  return res.value;
}

/** Every legal move of `pos`, as shogiops' perft enumerates them (see the header). */
function legalMoves(pos) {
  const moves = [];
  for (const [from, dests] of pos.allMoveDests()) {
    const piece = pos.board.get(from);
    for (const to of dests) {
      const canPromote = pieceCanPromote(RULES)(piece, from, to, pos.board.get(to));
      if (canPromote) moves.push({ from, to, promotion: true });
      if (!canPromote || !pieceForcePromote(RULES)(piece, to))
        moves.push({ from, to, promotion: false });
      // `to` doubles as the first leg of a lion-power piece: its second legs from there
      if (LION_POWER.includes(piece.role))
        for (const dest of secondLionStepDests(pos, from, to))
          moves.push({ from, to: dest, midStep: to });
    }
  }
  return moves;
}

/** The effect of a move: from, to, captured squares, promotion (the --distinct key). */
function effectKey(pos, m) {
  // a pass (two legs back to the start over an empty square) is one move, whichever piece makes it
  if (m.to === m.from && !pos.board.get(m.midStep)) return 'pass';
  const captured = new Set();
  if (m.midStep !== undefined && pos.board.get(m.midStep)) captured.add(m.midStep);
  if (m.to !== m.from && pos.board.get(m.to)) captured.add(m.to);
  return `${m.from}-${m.to}-${[...captured].sort((a, b) => a - b).join('.')}-${m.promotion ? 1 : 0}`;
}

function movesOf(pos, distinct) {
  const moves = legalMoves(pos);
  if (!distinct) return moves;
  const seen = new Map();
  for (const m of moves) {
    const k = effectKey(pos, m);
    // keep the shortest text for a given effect (the one-leg move where there is one)
    if (!seen.has(k) || (seen.get(k).midStep !== undefined && m.midStep === undefined)) seen.set(k, m);
  }
  return [...seen.values()];
}

function play(pos, m) {
  const child = pos.clone();
  child.play(m);
  return child;
}

function perft(pos, depth, distinct) {
  if (depth === 0) return 1;
  const moves = movesOf(pos, distinct);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += perft(play(pos, m), depth - 1, distinct);
  return n;
}

function usage() {
  console.error('usage: shogiops-perft.mjs perft|moves|play|random|check-official ... (read the header)');
  process.exit(2);
}

const [cmd, ...rest] = process.argv.slice(2);
const flags = new Set(rest.filter((a) => a.startsWith('--') && a !== '--tsv'));
let tsvSource = null;
const args = [];
for (let i = 0; i < rest.length; i++) {
  if (rest[i] === '--tsv') tsvSource = rest[++i];
  else if (!rest[i].startsWith('--')) args.push(rest[i]);
}
const distinct = flags.has('--distinct');

if (cmd === 'perft') {
  const depth = Number(args.shift());
  if (!Number.isInteger(depth) || depth < 0 || args.length === 0) usage();
  for (const sfen of args) {
    const pos = position(sfen);
    const text = sfen === 'start' ? 'start' : makeSfen(pos);
    if (flags.has('--divide')) {
      let total = 0;
      for (const m of movesOf(pos, distinct)) {
        const n = perft(play(pos, m), depth - 1, distinct);
        total += n;
        console.log(`${makeUsi(m)} ${n}`);
      }
      console.log(`total ${total}`);
    } else if (tsvSource) {
      for (let d = 1; d <= depth; d++) {
        const n = perft(pos, d, distinct);
        console.log(['chushogi', text, d, n, n > 10_000_000 ? 'deep' : '-', tsvSource].join('\t'));
      }
    } else {
      const t0 = Date.now();
      const n = perft(pos, depth, distinct);
      console.log(`${text}\t${depth}\t${n}\t${((Date.now() - t0) / 1000).toFixed(1)}s`);
    }
  }
} else if (cmd === 'moves') {
  const pos = position(args[0]);
  for (const m of movesOf(pos, distinct)) console.log(makeUsi(m));
} else if (cmd === 'play') {
  let pos = position(args.shift());
  for (const usi of args) {
    const m = parseUsi(usi);
    const legal = m && legalMoves(pos).some((l) => makeUsi(l) === makeUsi(m));
    if (!legal) {
      console.error(`error: \`${usi}\` is not a legal move in \`${makeSfen(pos)}\``);
      process.exit(2);
    }
    pos = play(pos, m);
  }
  console.log(makeSfen(pos));
} else if (cmd === 'random') {
  const [seed, plies, count] = args.map(Number);
  let s = seed >>> 0 || 1;
  const rand = (n) => {
    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
    return s % n;
  };
  let found = 0;
  while (found < count) {
    let pos = position('start');
    let ok = true;
    for (let i = 0; i < plies && ok; i++) {
      const moves = legalMoves(pos);
      if (moves.length === 0 || pos.isEnd()) ok = false;
      else pos = play(pos, moves[rand(moves.length)]);
    }
    if (!ok || pos.isEnd()) continue;
    found++;
    const moves = legalMoves(pos);
    const lionCaps = moves.filter((m) => ['lion', 'lionpromoted'].includes(pos.board.get(m.to)?.role)).length;
    const igui = moves.filter((m) => m.midStep !== undefined && m.to === m.from && pos.board.get(m.midStep)).length;
    const double = moves.filter((m) => m.midStep !== undefined && pos.board.get(m.midStep)).length;
    const promos = moves.filter((m) => m.promotion).length;
    console.log(`${makeSfen(pos)}\t# moves ${moves.length}, promotions ${promos}, lion captures ${lionCaps}, double captures ${double}, igui ${igui}`);
  }
} else if (cmd === 'check-official') {
  const { perft: official } = await mod('debug');
  const depth = Number(args.shift());
  for (const sfen of args) {
    const pos = position(sfen);
    const a = perft(pos, depth, false);
    const b = official(pos, depth, false);
    console.log(`${a === b ? 'ok' : 'MISMATCH'}\t${a}\t${b}\t${sfen}`);
  }
} else usage();
