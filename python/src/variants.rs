//! The variants the module knows: koma's built-ins, read on first use, and the rules files
//! loaded with `load_rules`, each run on the reference engine (one engine per variant, kept
//! for the life of the interpreter).
//!
//! This is the one place that maps a variant's name to the code that runs it: a built-in's
//! compiled generator would be reached from here.

use koma_dsl::ir::{Captures, Variant};
use koma_engine::Engine;
use koma_protocol::VariantInfo;
use koma_runtime::san::SanPieces;
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

/// A variant ready to play: its engine and what move text needs.
pub struct Loaded {
    /// The reference engine of the variant (leaked: it lives as long as the interpreter).
    pub engine: &'static Engine,
    /// The board and notation, for moves in Fairy-Stockfish's UCI coordinates.
    pub info: VariantInfo,
    /// The SAN letters of its pieces.
    pub san: SanPieces,
}

/// The variants loaded so far, by name.
static LOADED: LazyLock<Mutex<HashMap<String, &'static Loaded>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

/// The variant named `name`: a rules file loaded by [`load_rules`] or a built-in.
///
/// # Errors
/// ``unknown variant `NAME` `` (with the list of variants) when there is none of this name.
pub fn get(name: &str) -> Result<&'static Loaded, String> {
    if let Some(&l) = LOADED.lock().unwrap_or_else(|e| e.into_inner()).get(name) {
        return Ok(l);
    }
    let Some(builtin) = koma_builtins::builtin(name) else {
        return Err(format!(
            "unknown variant `{name}`; the variants are {}, and those loaded by `load_rules`",
            koma_builtins::NAMES.join(", ")
        ));
    };
    let variant =
        koma_dsl::compile(builtin.source).map_err(|d| d.render(builtin.file, builtin.source))?;
    register(&variant)
}

/// Checks the rules file `source` and makes its variant known by its name (replacing one of
/// the same name); returns the name.
///
/// # Errors
/// The rules file's errors, rendered as `koma check` prints them.
pub fn load_rules(source: &str) -> Result<String, String> {
    let variant = koma_dsl::compile(source).map_err(|d| d.render("rules", source))?;
    register(&variant).map(|l| l.engine.variant().name.clone())
}

/// The names of the built-ins and of the variants loaded, sorted.
pub fn names() -> Vec<String> {
    let mut names: Vec<String> = koma_builtins::NAMES.iter().map(|n| n.to_string()).collect();
    names.extend(
        LOADED
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .keys()
            .cloned(),
    );
    names.sort();
    names.dedup();
    names
}

fn register(variant: &Variant) -> Result<&'static Loaded, String> {
    let engine: &'static Engine =
        Box::leak(Box::new(Engine::new(variant).map_err(|e| e.to_string())?));
    let info = VariantInfo {
        name: variant.name.clone(),
        files: variant.board.files,
        ranks: variant.board.ranks,
        format: variant.notation,
        drops: matches!(variant.captures, Captures::ToHand { .. }),
        start: variant.start.clone(),
        pieces: Vec::new(),
    };
    let loaded: &'static Loaded = Box::leak(Box::new(Loaded {
        engine,
        info,
        san: koma_engine::san_pieces(variant),
    }));
    LOADED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(variant.name.clone(), loaded);
    Ok(loaded)
}
