//! `koma`: check, draw, perft and replay rules files. See README.md.

use clap::{Parser, Subcommand};
use koma_cli::compiled::{
    Leaves, PerftRun, builtin_for, compiled_perft, compiled_perft_reporting,
    compiled_replay_reading, run_perft_reporting,
};
use koma_cli::progress::Progress;
use koma_cli::replay::{Reading, replay_reading};
use koma_cli::selfplay::{Rng, Selfplay, pgn};
use koma_cli::{load::load, records::read_records};
use koma_engine::Engine;

use std::io::Write;
use std::process::ExitCode;

/// The deepest perft the CLI accepts: far beyond what finishes, and shallow enough for the
/// recursion to stay well inside the stack.
const MAX_PERFT_DEPTH: u32 = 64;

/// Prints a line to stdout. A line that cannot be written (a closed pipe: `koma perft … | head`)
/// is dropped without a panic, and the command runs on to its usual exit status.
macro_rules! out {
    ($($arg:tt)*) => {{
        let _ = writeln!(std::io::stdout().lock(), $($arg)*);
    }};
}

/// Prints a line to stderr, as [`out!`] does to stdout (`koma check … 2>&1 | true`).
macro_rules! err {
    ($($arg:tt)*) => {{
        let _ = writeln!(std::io::stderr().lock(), $($arg)*);
    }};
}

#[derive(Parser)]
#[command(
    name = "koma",
    version,
    about = "Rules files for shogi- and xiangqi-family variants"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Which move generator runs perft or replay.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Backend {
    /// The reference engine: runs any rules file.
    Reference,
    /// The generator compiled from a built-in rules file at build time.
    Compiled,
}

#[derive(Subcommand)]
enum Command {
    /// Check rules files and report every error, rustc style (exit status 1 on error)
    Check {
        /// Rules files (paths, or built-in variant names)
        #[arg(required = true)]
        files: Vec<String>,
    },
    /// Draw each piece's moves on a 7x7 grid (○ step/jump, ● ranging line, ③ limited range),
    /// or with `--values` list the piece values
    Show {
        /// Rules file (path or built-in variant name)
        file: String,
        /// Only this piece (its name, e.g. `cloud-eagle`, or its letter, `+P` for a promoted one)
        piece: Option<String>,
        /// List each piece type's value on the board and in hand (centipawns), computed from the
        /// rules or stated by the file (`value N`), instead of drawing the moves
        #[arg(long)]
        values: bool,
        /// Draw the diagrams as one SVG picture on stdout instead of text
        #[arg(long, conflicts_with = "values")]
        svg: bool,
    },
    /// Draw a position as an SVG picture on stdout: the board in its style, the pieces by
    /// their glyphs, the hands
    Board {
        /// Rules file (path or built-in variant name)
        file: String,
        /// This SFEN/FEN instead of the variant's start position
        #[arg(long)]
        fen: Option<String>,
        /// Write SVG (the only picture format)
        #[arg(long, required = true)]
        svg: bool,
        /// Seen from the second player's side
        #[arg(long)]
        flip: bool,
    },
    /// Count the leaf nodes of the legal move tree (bulk-counted leaves)
    Perft {
        /// Rules file (path or built-in variant name)
        file: String,
        /// Depth in plies
        depth: u32,
        /// Start from this SFEN/FEN instead of the variant's start position
        #[arg(long)]
        fen: Option<String>,
        /// Print each root move with its count first
        #[arg(long)]
        divide: bool,
        /// Move generator: `compiled` (the default for an unedited built-in variant) or
        /// `reference` (the engine that runs any rules file)
        #[arg(long, value_enum)]
        backend: Option<Backend>,
        /// How the moves at depth 1 are counted (the count is the same either way)
        #[arg(long, value_enum, default_value = "count")]
        leaves: Leaves,
        /// Count each move once by its effect at every node, as HaChu and XBoard do (a pass
        /// once per position, a double move over an empty square as the one-step move): for
        /// variants with double moves, where lishogi's count lists every route
        #[arg(long, conflicts_with = "leaves")]
        distinct: bool,
        /// Count on this many threads (the subtrees of the root moves shared out; the same
        /// counts and divide order as one thread). Default: every core
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1024))]
        threads: Option<u32>,
    },
    /// Time perft with both backends side by side (nodes/s, bulk-counted leaves)
    Bench {
        /// A built-in variant (name, or a path to an unedited copy of its rules file)
        file: String,
        /// Depth in plies
        depth: u32,
        /// Start from this SFEN/FEN instead of the variant's start position
        #[arg(long)]
        fen: Option<String>,
        /// Runs per backend and leaf convention, alternating backends; the fastest counts
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=100))]
        rounds: u32,
    },
    /// Replay game records: report the first illegal move of any failing game, and the outcome
    /// (checkmate, repetition, ...) of each game whose record ends in one
    Replay {
        /// Rules file (path or built-in variant name)
        file: String,
        /// Record file: PGN, several games a file, moves in the variant's notation (USI, ICCS,
        /// UCI) or in SAN (`Nf3`, `exd5`, `e8=Q`, `O-O`)
        records: String,
        /// Move generator: `compiled` (the default for an unedited built-in variant) or
        /// `reference` (the engine that runs any rules file)
        #[arg(long, value_enum)]
        backend: Option<Backend>,
        /// Print a line per game: its moves played and its recorded result
        #[arg(long)]
        games: bool,
        /// The record file's encoding when it is not UTF-8, a WHATWG label (`gbk`, `big5`,
        /// `shift_jis`, `euc-jp`, `windows-1252`, ...)
        #[arg(long)]
        encoding: Option<String>,
    },
    /// Play through an engine protocol on stdin/stdout: XBoard/CECP, USI, UCI or UCCI, picked
    /// from the first command (`xboard`, `usi`, `uci`, `ucci`)
    Engine {
        /// Rules file (path or built-in variant name); optional: the GUI may pick a built-in
        /// (`variant` in XBoard, `UCI_Variant` in UCI)
        file: Option<String>,
    },
    /// Serve the workbench in a browser: edit a rules file (checked as it is typed), see its
    /// board and pieces, play it against the engine or hot-seat (prints the URL to open)
    Serve {
        /// Rules files to open (paths, saved back from the editor, or built-in variant names)
        files: Vec<String>,
        /// The port on 127.0.0.1 (0: any free port)
        #[arg(long, default_value_t = 8080)]
        port: u16,
    },
    /// Play the engine against itself and write the games as PGN (`koma replay` reads them)
    Selfplay {
        /// Rules file (path or built-in variant name)
        file: String,
        /// Number of games
        #[arg(long, default_value_t = 10)]
        games: usize,
        /// Search each move this many plies deep
        #[arg(long)]
        depth: Option<u32>,
        /// Search each move this many milliseconds
        #[arg(long)]
        movetime: Option<u64>,
        /// Random legal moves opening each game
        #[arg(long, default_value_t = 2)]
        random_plies: usize,
        /// Stop a game unfinished (`*`) after this many plies
        #[arg(long, default_value_t = 1000)]
        max_plies: usize,
        /// Seed of the random opening moves
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write the PGN here instead of stdout
        #[arg(long)]
        out: Option<String>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Check { files } => check(&files),
        Command::Show {
            file,
            piece,
            values,
            svg,
        } => show(&file, piece.as_deref(), values, svg),
        Command::Board {
            file,
            fen,
            svg: _,
            flip,
        } => board(&file, fen.as_deref(), flip),
        Command::Perft {
            file,
            depth,
            fen,
            divide,
            backend,
            leaves,
            distinct,
            threads,
        } => {
            let leaves = if distinct { Leaves::Distinct } else { leaves };
            let threads = threads.map_or_else(
                || std::thread::available_parallelism().map_or(1, |n| n.get()),
                |n| n as usize,
            );
            run_perft(
                &file,
                depth,
                fen.as_deref(),
                divide,
                backend,
                leaves,
                threads,
            )
        }
        Command::Bench {
            file,
            depth,
            fen,
            rounds,
        } => run_bench(&file, depth, fen.as_deref(), rounds),
        Command::Replay {
            file,
            records,
            backend,
            games,
            encoding,
        } => run_replay(&file, &records, backend, games, encoding.as_deref()),
        Command::Engine { file } => run_engine(file.as_deref()),
        Command::Serve { files, port } => {
            koma_cli::serve::run(&files, port).map(|()| ExitCode::SUCCESS)
        }
        Command::Selfplay {
            file,
            games,
            depth,
            movetime,
            random_plies,
            max_plies,
            seed,
            out,
        } => {
            let limits = koma_search::Limits {
                depth,
                movetime: movetime.map(std::time::Duration::from_millis),
                ..Default::default()
            };
            let plan = Selfplay {
                limits,
                random_plies,
                max_plies,
                seed,
            };
            run_selfplay(&file, games, &plan, out.as_deref())
        }
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            err!("{message}");
            ExitCode::FAILURE
        }
    }
}

fn check(files: &[String]) -> Result<ExitCode, String> {
    let mut failed = false;
    for file in files {
        match load(file) {
            Ok(l) => {
                let v = &l.variant;
                out!(
                    "ok: {}: variant `{}`, {}x{}, {} piece types",
                    l.path,
                    v.name,
                    v.board.files,
                    v.board.ranks,
                    v.pieces.len()
                );
                // warnings: the file is valid, but a rule likely does not do what was meant
                let warnings = koma_dsl::warnings(v, &l.source);
                if !warnings.is_empty() {
                    err!("{}", warnings.render(&l.path, &l.source).trim_end());
                }
            }
            Err(rendered) => {
                err!("{rendered}");
                failed = true;
            }
        }
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

fn board(file: &str, fen: Option<&str>, flip: bool) -> Result<ExitCode, String> {
    let l = load(file)?;
    out!(
        "{}",
        koma_cli::picture::board_svg(&l.variant, fen, flip)?.trim_end()
    );
    Ok(ExitCode::SUCCESS)
}

fn show(file: &str, piece: Option<&str>, values: bool, svg: bool) -> Result<ExitCode, String> {
    let l = load(file)?;
    let v = &l.variant;
    let only = match piece {
        None => None,
        Some(p) => {
            let found = v.pieces.iter().position(|t| {
                t.name == p || t.symbol(koma_runtime::Color::First).eq_ignore_ascii_case(p)
            });
            let Some(id) = found else {
                let names: Vec<&str> = v.pieces.iter().map(|t| t.name.as_str()).collect();
                return Err(format!(
                    "error: no piece `{p}` in `{}`\n  = help: pieces are named by name or letter: {}",
                    v.name,
                    names.join(", ")
                ));
            };
            Some(id)
        }
    };
    if values {
        let facts = koma_dsl::facts::Facts::new(v)
            .map_err(|e| format!("error: `{}` cannot be analysed: {e}", l.path))?;
        out!("{}", koma_cli::values::table(v, &facts, only).trim_end());
        return Ok(ExitCode::SUCCESS);
    }
    match (only, svg) {
        (None, true) => out!("{}", koma_svg::variant_svg(v).trim_end()),
        (Some(id), true) => out!("{}", koma_svg::piece_svg(v, id).trim_end()),
        (None, false) => out!("{}", koma_dsl::diagram::variant_diagrams(v).trim_end()),
        (Some(id), false) => out!("{}", koma_dsl::diagram::piece_diagram(v, id).trim_end()),
    }
    Ok(ExitCode::SUCCESS)
}

fn run_perft(
    file: &str,
    depth: u32,
    fen: Option<&str>,
    split: bool,
    backend: Option<Backend>,
    leaves: Leaves,
    threads: usize,
) -> Result<ExitCode, String> {
    if depth > MAX_PERFT_DEPTH {
        return Err(format!(
            "error: perft depth {depth} is too deep\n  = help: the depth is at most {MAX_PERFT_DEPTH} plies"
        ));
    }
    let l = load(file)?;
    let compiled = builtin_for(&l.source);
    let backend = choose_backend(file, backend, compiled)?;
    // split at the root whenever there is a root to split: each root move's line is printed
    // as it finishes (`--divide`), and a bar shows the progress on a terminal
    let mut progress = Progress::terminal(split);
    let run = match (backend, compiled) {
        (Backend::Compiled, Some(name)) => compiled_perft_reporting(
            name,
            fen,
            depth,
            depth > 1 || split,
            leaves,
            threads,
            &mut progress,
        )
        .ok_or_else(|| format!("error: no compiled generator for `{name}`"))??,
        _ => reference_perft(
            &l.variant,
            fen,
            depth,
            depth > 1 || split,
            leaves,
            threads,
            &mut progress,
        )?,
    };
    if split && depth > 0 {
        out!("");
    }
    err!(
        "{}: depth {depth}, {:.3} s, {:.0} nodes/s ({}; {}; {threads} thread{})",
        l.variant.name,
        run.secs,
        run.total as f64 / run.secs.max(1e-9),
        backend_name(backend),
        leaves.describe_for(backend == Backend::Reference),
        if threads == 1 { "" } else { "s" }
    );
    out!("Nodes searched: {}", run.total);
    Ok(ExitCode::SUCCESS)
}

/// The backend to run: the one asked for, else the compiled generator when `compiled` names the
/// built-in variant the rules file is, else the reference engine.
///
/// # Errors
/// A message when the compiled backend is asked for a file that has none.
fn choose_backend(
    file: &str,
    asked: Option<Backend>,
    compiled: Option<&str>,
) -> Result<Backend, String> {
    match (asked, compiled) {
        (Some(Backend::Compiled), None) => Err(format!(
            "error: `{file}` has no compiled generator\n  = help: only the unedited built-in variants are compiled; use `--backend reference`"
        )),
        (Some(b), _) => Ok(b),
        (None, Some(_)) => Ok(Backend::Compiled),
        (None, None) => Ok(Backend::Reference),
    }
}

/// The backend in words, for reports.
fn backend_name(backend: Backend) -> &'static str {
    match backend {
        Backend::Compiled => "compiled generator",
        Backend::Reference => "reference engine",
    }
}

/// Perft with the reference engine, timed, each root move told to `progress`.
fn reference_perft(
    variant: &koma_dsl::ir::Variant,
    fen: Option<&str>,
    depth: u32,
    split: bool,
    leaves: Leaves,
    threads: usize,
    progress: &mut Progress,
) -> Result<PerftRun, String> {
    let engine = Engine::new(variant).map_err(|e| format!("error: {e}"))?;
    let pos = match fen {
        Some(text) => engine.position(text),
        None => engine.start_position(),
    }
    .map_err(|e| format!("error: bad position: {e}"))?;
    Ok(run_perft_reporting(
        &pos, depth, split, leaves, threads, progress,
    ))
}

fn run_bench(file: &str, depth: u32, fen: Option<&str>, rounds: u32) -> Result<ExitCode, String> {
    if depth > MAX_PERFT_DEPTH {
        return Err(format!(
            "error: perft depth {depth} is too deep\n  = help: the depth is at most {MAX_PERFT_DEPTH} plies"
        ));
    }
    let l = load(file)?;
    let Some(name) = builtin_for(&l.source) else {
        return Err(format!(
            "error: `{file}` has no compiled generator to compare\n  = help: bench takes a built-in variant: {}",
            koma_cli::builtin::builtin_names()
        ));
    };
    // alternate the backends and keep each one's fastest run, so a slow spell of a shared
    // machine does not land on one backend only
    let fastest = |a: PerftRun, b: PerftRun| if b.secs < a.secs { b } else { a };
    let mut rows = Vec::new();
    for leaves in [Leaves::Count, Leaves::List] {
        let mut best: Option<(PerftRun, PerftRun)> = None;
        for _ in 0..rounds {
            let reference = reference_perft(
                &l.variant,
                fen,
                depth,
                false,
                leaves,
                1,
                &mut Progress::silent(),
            )?;
            let compiled = compiled_perft(name, fen, depth, false, leaves, 1)
                .ok_or_else(|| format!("error: no compiled generator for `{name}`"))??;
            if reference.total != compiled.total {
                return Err(format!(
                    "error: the backends disagree: reference {}, compiled {}",
                    reference.total, compiled.total
                ));
            }
            best = Some(match best {
                None => (reference, compiled),
                Some((r, c)) => (fastest(r, reference), fastest(c, compiled)),
            });
        }
        if let Some((reference, compiled)) = best {
            rows.push((leaves, reference, compiled));
        }
    }
    let rate = |r: &PerftRun| r.total as f64 / r.secs.max(1e-9);
    out!(
        "{name}: perft {depth} = {} (fastest of {rounds} runs per backend and convention)",
        rows[0].1.total
    );
    out!(
        "{:<7} {:<10} {:>10} {:>16} {:>9}",
        "leaves",
        "backend",
        "seconds",
        "nodes/s",
        "speedup"
    );
    for (leaves, reference, compiled) in &rows {
        let label = match leaves {
            Leaves::Count => "count",
            Leaves::List => "list",
            Leaves::Distinct => "distinct",
        };
        out!(
            "{:<7} {:<10} {:>10.3} {:>16.0}",
            label,
            "reference",
            reference.secs,
            rate(reference)
        );
        // no leaves (a position without moves): no speedup to show
        let speedup = if reference.total == 0 {
            "-".to_string()
        } else {
            format!("{:.2}x", rate(compiled) / rate(reference))
        };
        out!(
            "{:<7} {:<10} {:>10.3} {:>16.0} {:>9}",
            label,
            "compiled",
            compiled.secs,
            rate(compiled),
            speedup
        );
    }
    out!("count: {}", Leaves::Count.describe());
    out!("       reference: {}", Leaves::Count.describe_for(true));
    out!("list:  {}", Leaves::List.describe());
    Ok(ExitCode::SUCCESS)
}

/// `text` cut to its first `max` characters (with `...`), so that a huge malformed move in a
/// record does not flood the report.
fn clip(text: &str, max: usize) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(max) {
        Some((end, _)) => format!("{}...", &text[..end]).into(),
        None => text.into(),
    }
}

fn run_replay(
    file: &str,
    records_path: &str,
    backend: Option<Backend>,
    per_game: bool,
    encoding: Option<&str>,
) -> Result<ExitCode, String> {
    let l = load(file)?;
    let compiled = builtin_for(&l.source);
    let backend = choose_backend(file, backend, compiled)?;
    let engine = Engine::new(&l.variant).map_err(|e| format!("error: {e}"))?;
    engine
        .start_position()
        .map_err(|e| format!("error: bad start position: {e}"))?;
    let bytes = std::fs::read(records_path)
        .map_err(|e| format!("error: cannot read `{records_path}`: {e}"))?;
    let text = koma_cli::encoding::decode(&bytes, encoding)
        .map_err(|e| format!("error: {records_path}: {e}"))?;
    let read = read_records(&text);
    for w in &read.warnings {
        err!("warning: {records_path}:{}: {}", w.line, w.message);
    }
    let records = read.games;
    let rules = engine.end_rules();
    let san = koma_engine::san_pieces(&l.variant);
    let reading = Reading {
        san: Some(&san),
        variant: Some(&l.variant.name),
    };
    let started = std::time::Instant::now();
    let summary = match (backend, compiled) {
        (Backend::Compiled, Some(name)) => compiled_replay_reading(name, &records, &rules, reading)
            .ok_or_else(|| format!("error: no compiled generator for `{name}`"))?,
        _ => replay_reading(&records, &rules, reading, |tag| match tag {
            Some(text) => engine.position(text).map_err(|e| e.to_string()),
            None => engine.start_position().map_err(|e| e.to_string()),
        }),
    };
    err!(
        "{}: {} games replayed in {:.3} s ({})",
        l.variant.name,
        summary.games,
        started.elapsed().as_secs_f64(),
        backend_name(backend)
    );
    if per_game {
        for (g, r) in records.iter().enumerate() {
            let result = r.result.as_deref().unwrap_or("none");
            out!(
                "game {}{}, {records_path}:{}: {} of {} moves played, result {result}",
                g + 1,
                players(r),
                r.line,
                summary.played[g],
                r.moves.len()
            );
        }
    }
    for f in &summary.failures {
        let r = &records[f.game];
        let who = players(r);
        if f.ply == 0 {
            out!(
                "game {}{who}, {records_path}:{}: {}",
                f.game + 1,
                f.line,
                f.reason
            );
            continue;
        }
        out!(
            "game {}{who}, {records_path}:{}: ply {}: `{}`: {}\n  position: {}",
            f.game + 1,
            f.line,
            f.ply,
            clip(&f.mv, 40),
            clip(&f.reason, 240),
            f.position
        );
    }
    for o in &summary.outcomes {
        let r = &records[o.game];
        let recorded = r
            .result
            .as_deref()
            .map_or(String::new(), |t| format!(", record says {t}"));
        let more = match o.played - o.plies {
            0 => String::new(),
            n => format!(" (the record goes on for {n} more)"),
        };
        out!(
            "game {}, {records_path}:{}: {} after {} plies{more}{recorded}",
            o.game + 1,
            r.line,
            o.outcome,
            o.plies
        );
    }
    out!(
        "{} games, {} moves, {} games with an illegal move",
        summary.games,
        summary.moves,
        summary.failures.len()
    );
    Ok(if summary.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// ` (A – B)` from a record's player tags (Red/Sente/White, Black/Gote), or nothing.
fn players(r: &koma_cli::records::Record) -> String {
    match (
        r.tag("Red").or(r.tag("Sente")).or(r.tag("White")),
        r.tag("Black").or(r.tag("Gote")),
    ) {
        (Some(a), Some(b)) => format!(" ({a} – {b})"),
        _ => String::new(),
    }
}

fn run_engine(file: Option<&str>) -> Result<ExitCode, String> {
    let catalog = koma_cli::play::catalog(file)?;
    let out = koma_protocol::Output::new(Box::new(std::io::stdout()));
    koma_protocol::run(catalog, std::io::stdin().lock(), out).map_err(|e| format!("error: {e}"))?;
    Ok(ExitCode::SUCCESS)
}

fn run_selfplay(
    file: &str,
    games: usize,
    plan: &Selfplay,
    out_path: Option<&str>,
) -> Result<ExitCode, String> {
    if plan.limits.depth.is_none() && plan.limits.movetime.is_none() {
        return Err(
            "error: self-play needs a limit per move\n  = help: give `--depth D` or `--movetime MS`"
                .into(),
        );
    }
    let l = load(file)?;
    let mut session = koma_cli::play::open_session(&l)?;
    let sfen = l.variant.notation == koma_runtime::setup::TextFormat::Sfen;
    let mut rng = Rng::new(plan.seed);
    let mut text = String::new();
    let mut tally = std::collections::BTreeMap::<String, usize>::new();
    for round in 1..=games {
        let game = plan.play(&mut *session, &mut rng)?;
        let key = game
            .outcome
            .map_or("* (ply limit)".to_string(), |o| o.to_string());
        *tally.entry(key).or_default() += 1;
        text.push_str(&pgn(&l.variant.name, sfen, round, &game));
    }
    match out_path {
        Some(path) => {
            std::fs::write(path, &text).map_err(|e| format!("error: cannot write `{path}`: {e}"))?
        }
        None => out!("{}", text.trim_end()),
    }
    for (outcome, n) in &tally {
        err!("{n} x {outcome}");
    }
    Ok(ExitCode::SUCCESS)
}
