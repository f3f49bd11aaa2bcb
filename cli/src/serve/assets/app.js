// koma workbench: the editor, the board and the game, over the server's JSON API.
"use strict";

const $ = (id) => document.getElementById(id);
const state = {
  files: [],          // files named on the command line
  fileIndex: null,    // which of them is open (null: a built-in)
  source: "",         // the rules file the game runs (the last one that compiled)
  fen: null,          // the set-up, null for the start position
  moves: [],          // moves played from it
  engineMoves: [],    // which plies the engine played
  flip: false,
  pos: null,          // the last /api/position answer
  selected: null,     // {from: sq} or {drop: letter}
  checkTimer: null,
};

async function api(path, body) {
  const opts = body === undefined ? {} : {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  };
  const res = await fetch(path, opts);
  const text = await res.text();
  let data;
  try { data = JSON.parse(text); } catch { data = { error: text }; }
  if (!res.ok) throw new Error(data.error || res.statusText);
  return data;
}

function say(text) { $("message").textContent = text; }

// ---- editor -------------------------------------------------------------------------------

function showDiagnostics(source, list) {
  const lines = source.split("\n");
  const box = $("diagnostics");
  box.textContent = "";
  for (const d of list) {
    const div = document.createElement("div");
    div.className = "diag " + d.severity;
    div.dataset.line = d.line;
    div.dataset.column = d.column;
    const src = lines[d.line - 1] ?? "";
    const width = d.end_line === d.line ? Math.max(1, d.end_column - d.column) : Math.max(1, src.length - d.column + 1);
    const head = document.createElement("div");
    head.textContent = `${d.severity}: ${d.message}  (line ${d.line}, column ${d.column})`;
    const code = document.createElement("div");
    code.className = "src";
    code.textContent = `${String(d.line).padStart(4)} | ${src}`;
    const caret = document.createElement("div");
    caret.className = "caret";
    caret.textContent = `     | ${" ".repeat(d.column - 1)}${"^".repeat(width)} ${d.label}`;
    div.append(head, code, caret);
    if (d.help) {
      const help = document.createElement("div");
      help.className = "help";
      help.textContent = `     = help: ${d.help}`;
      div.append(help);
    }
    div.onclick = () => jumpTo(source, d.start, d.end);
    box.append(div);
  }
}

function jumpTo(source, start, end) {
  // byte offsets → string offsets
  const enc = new TextEncoder();
  let bytes = 0, from = 0, to = 0;
  for (let i = 0; i <= source.length; i++) {
    if (bytes === start) from = i;
    if (bytes === end) { to = i; break; }
    bytes += enc.encode(source[i] ?? "").length;
  }
  const ed = $("editor");
  ed.focus();
  ed.setSelectionRange(from, Math.max(from, to));
}

async function check() {
  const source = $("editor").value;
  let r;
  try { r = await api("/api/check", { source }); } catch (e) { say(e.message); return; }
  if (source !== $("editor").value) return; // typed on meanwhile
  showDiagnostics(source, r.diagnostics);
  const status = $("check-status");
  if (r.ok) {
    status.textContent = `ok: ${r.variant.name}, ${r.variant.files}x${r.variant.ranks}`;
    status.className = "ok";
    if (source !== state.source) {
      state.source = source;
      await newGame();
    }
  } else {
    const n = r.diagnostics.length;
    status.textContent = `${n} error${n === 1 ? "" : "s"}`;
    status.className = "error";
  }
}

function scheduleCheck() {
  clearTimeout(state.checkTimer);
  state.checkTimer = setTimeout(check, 250);
}

// ---- game ---------------------------------------------------------------------------------

async function newGame() {
  state.moves = [];
  state.engineMoves = [];
  state.selected = null;
  await refresh();
  await maybeEngine();
}

async function refresh() {
  if (!state.source) return;
  let r;
  try {
    r = await api("/api/position", { source: state.source, fen: state.fen, moves: state.moves, flip: state.flip });
  } catch (e) { say(e.message); return; }
  state.pos = r;
  $("board").innerHTML = r.svg;
  $("fen").value = r.fen;
  const side = r.side === "first" ? "first player" : "second player";
  $("status").textContent = r.outcome ? `game over: ${r.outcome}` : `${side} to move${r.check ? " (check)" : ""}`;
  $("status").dataset.outcome = r.outcome ?? "";
  const list = $("moves");
  list.textContent = "";
  state.moves.forEach((m, i) => {
    const li = document.createElement("li");
    li.textContent = m + (state.engineMoves[i] ? " (engine)" : "");
    list.append(li);
  });
  const passes = r.moves.filter((m) => m.from !== null && m.from === m.to);
  $("pass").hidden = passes.length === 0;
  $("pass").onclick = () => choose(passes);
  highlight();
}

function highlight() {
  const svg = $("board").querySelector("svg");
  if (!svg || !state.pos) return;
  svg.querySelectorAll(".selected, .target").forEach((e) => e.classList.remove("selected", "target"));
  const sel = state.selected;
  if (!sel) return;
  const moves = candidates(sel);
  if (sel.from !== undefined) svg.querySelector(`rect.cell[data-sq="${sel.from}"]`)?.classList.add("selected");
  if (sel.drop !== undefined) svg.querySelector(`g.hand[data-color="${state.pos.side}"][data-piece="${CSS.escape(sel.drop)}"]`)?.classList.add("selected");
  for (const m of moves) svg.querySelector(`rect.cell[data-sq="${m.to}"]`)?.classList.add("target");
}

function candidates(sel) {
  return state.pos.moves.filter((m) => sel.drop !== undefined ? m.drop === sel.drop : m.from === sel.from && m.drop === null);
}

function describe(m) {
  if (m.into) return `${m.text} (becomes ${m.into})`;
  if (m.mid !== null) return `${m.text} (via square ${m.mid})`;
  if (m.promote) return `${m.text} (promote)`;
  return `${m.text} (no promotion)`;
}

function choose(moves) {
  if (moves.length === 1) { play(moves[0].text); return; }
  const box = $("chooser");
  box.textContent = "choose: ";
  for (const m of moves) {
    const b = document.createElement("button");
    b.textContent = describe(m);
    b.dataset.move = m.text;
    b.onclick = () => { box.hidden = true; play(m.text); };
    box.append(b);
  }
  box.hidden = false;
}

function clickBoard(ev) {
  if (!state.pos || state.pos.outcome || busy) return;
  $("chooser").hidden = true;
  const hand = ev.target.closest("g.hand");
  if (hand) {
    if (hand.dataset.color === state.pos.side && state.pos.moves.some((m) => m.drop === hand.dataset.piece)) {
      state.selected = { drop: hand.dataset.piece };
      say("");
    } else {
      state.selected = null;
      say("illegal: that piece cannot be dropped now");
    }
    highlight();
    return;
  }
  const el = ev.target.closest("[data-sq]");
  if (!el) return;
  const sq = Number(el.dataset.sq);
  if (state.selected) {
    const hits = candidates(state.selected).filter((m) => m.to === sq && !(m.from === sq && state.selected.from === sq && m.mid === null));
    if (hits.length > 0) { state.selected = null; say(""); choose(hits); return; }
  }
  if (state.pos.moves.some((m) => m.from === sq)) {
    state.selected = { from: sq };
    say("");
  } else {
    say(state.selected ? "illegal move" : "illegal: nothing of yours to move there");
    state.selected = null;
  }
  highlight();
}

let busy = false;

async function play(text, byEngine = false) {
  state.moves.push(text);
  state.engineMoves.push(byEngine);
  state.selected = null;
  await refresh();
  if (!byEngine) maybeEngine();
}

function engineSide() { return $("engine-side").value; }

async function maybeEngine() {
  if (!state.pos || state.pos.outcome) return;
  if (engineSide() === state.pos.side) await engineMove();
}

async function engineMove() {
  if (!state.pos || state.pos.outcome || busy) return;
  busy = true;
  $("engine-info").textContent = "engine thinking…";
  try {
    const depth = Number($("depth").value) || 3;
    const r = await api("/api/engine", { source: state.source, fen: state.fen, moves: state.moves, depth });
    const last = r.lines[r.lines.length - 1];
    $("engine-info").textContent = `engine: ${r.best ?? "no move"}  (depth ${r.depth}, ${r.score}, ${r.nodes} nodes)` +
      (last ? `\nline: ${last.pv.join(" ")}` : "");
    $("engine-info").dataset.best = r.best ?? "";
    if (r.best) { busy = false; await play(r.best, true); }
  } catch (e) { say(e.message); } finally { busy = false; }
}

function undo() {
  if (state.moves.length === 0) return;
  state.moves.pop();
  const wasEngine = state.engineMoves.pop();
  // against the engine, take back its reply and the move before it
  if (wasEngine && state.moves.length > 0 && !state.engineMoves[state.engineMoves.length - 1]) {
    state.moves.pop();
    state.engineMoves.pop();
  }
  state.selected = null;
  refresh();
}

function pgn() {
  const name = (state.source.match(/^variant\s+(\S+)/m) || [])[1] || "koma";
  let out = `[Event "koma workbench"]\n[Variant "${name}"]\n`;
  if (state.fen) out += `[SetUp "1"]\n[FEN "${state.fen}"]\n`;
  const result = state.pos?.outcome ? state.pos.outcome.split(" ")[0] : "*";
  out += `[Result "${result}"]\n\n`;
  state.moves.forEach((m, i) => { out += (i % 2 === 0 ? `${i / 2 + 1}. ` : "") + m + " "; });
  $("pgn-out").textContent = out + result + "\n";
  $("tools").open = true;
}

// ---- files and tools ----------------------------------------------------------------------

async function openFile(value) {
  let source;
  if (value.startsWith("file:")) {
    state.fileIndex = Number(value.slice(5));
    source = state.files[state.fileIndex].source;
  } else if (value === "new") {
    state.fileIndex = null;
    source = (await api("/api/new")).source;
  } else {
    state.fileIndex = null;
    source = (await api(`/api/builtin/${encodeURIComponent(value.slice(8))}`)).source;
  }
  $("save").hidden = state.fileIndex === null || !state.files[state.fileIndex].path;
  $("editor").value = source;
  state.fen = null;
  await check();
}

async function init() {
  const r = await api("/api/files");
  state.files = r.files;
  const sel = $("file");
  r.files.forEach((f, i) => sel.add(new Option(f.name, `file:${i}`)));
  r.builtins.forEach((n) => sel.add(new Option(`${n} (built-in)`, `builtin:${n}`)));
  sel.add(new Option("a new rules file", "new"));
  sel.onchange = () => openFile(sel.value);
  $("editor").addEventListener("input", scheduleCheck);
  $("board").addEventListener("click", clickBoard);
  $("new-game").onclick = () => { state.fen = null; newGame(); };
  $("undo").onclick = undo;
  $("flip").onclick = () => { state.flip = !state.flip; refresh(); };
  $("engine-move").onclick = engineMove;
  $("engine-side").onchange = maybeEngine;
  $("set-fen").onclick = () => { state.fen = $("fen").value.trim() || null; newGame(); };
  $("pgn").onclick = pgn;
  $("save").onclick = async () => {
    try { const s = await api("/api/save", { file: state.fileIndex, source: $("editor").value }); say(`saved ${s.saved}`); }
    catch (e) { say(e.message); }
  };
  $("perft").onclick = async () => {
    $("perft-out").textContent = "running…";
    try {
      const r = await api("/api/perft", { source: state.source, fen: state.fen, moves: state.moves, depth: Number($("perft-depth").value) });
      $("perft-out").textContent = r.divide.map(([m, n]) => `${m}: ${n}`).join("\n") + `\n\nNodes searched: ${r.total}`;
    } catch (e) { $("perft-out").textContent = e.message; }
  };
  $("diagrams").onclick = async () => {
    try { $("diagrams-out").innerHTML = (await api("/api/diagrams", { source: state.source })).svg; }
    catch (e) { say(e.message); }
  };
  const params = new URLSearchParams(location.search);
  if (params.get("engine")) $("engine-side").value = params.get("engine");
  const first = params.get("variant") ? `builtin:${params.get("variant")}` : sel.options[0].value;
  sel.value = first;
  await openFile(first);
  // a game to show: `?variant=NAME&fen=POS&moves=M1+M2…` (screenshots, links)
  if (params.get("fen") || params.get("moves")) {
    state.fen = params.get("fen");
    state.moves = (params.get("moves") || "").split(" ").filter((m) => m);
    state.engineMoves = state.moves.map(() => false);
    await refresh();
  }
}

init().catch((e) => say(e.message));
