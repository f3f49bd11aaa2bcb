//! Playing sessions for `koma engine` and `koma selfplay`: a [`Session`] of a built-in variant
//! on its compiled generator, or of any rules file on the reference engine, and the
//! [`Catalog`] of variants an engine offers.

use crate::builtin::{BUILTIN, builtin};
use crate::compiled::{builtin_for, with_compiled};
use crate::load::{Loaded, load};
use koma_dsl::ir::{Captures, Variant};
use koma_engine::Engine;
use koma_protocol::{Catalog, GameSession, PieceInfo, Session, VariantInfo};
use koma_search::Values;

/// The piece values the search evaluates with, in centipawns, indexed by piece type: the rules
/// file's (`koma_dsl::facts::Facts::piece_values`: computed from the moves unless the file
/// states `value N`; see `docs/values.md`).
///
/// # Errors
/// The analysis's message when the variant's facts cannot be derived (a checked IR always can).
pub fn piece_values(variant: &Variant) -> Result<Values, String> {
    let facts = koma_dsl::facts::Facts::new(variant).map_err(|e| format!("error: {e}"))?;
    let values = facts.piece_values();
    Ok(Values {
        board: values.board.clone(),
        hand: values.hand.clone(),
        square: values.square.clone(),
    })
}

/// What the protocols tell a GUI about `variant`.
pub fn variant_info(variant: &Variant) -> VariantInfo {
    VariantInfo {
        name: variant.name.clone(),
        files: variant.board.files,
        ranks: variant.board.ranks,
        format: variant.notation,
        drops: matches!(variant.captures, Captures::ToHand { .. }),
        start: variant.start.clone(),
        pieces: variant
            .pieces
            .iter()
            .map(|p| PieceInfo {
                letter: p.letter,
                promoted: p.promoted_from.is_some(),
                royal: p.royal,
                betza: xboard_betza(&p.betza),
            })
            .collect(),
    }
}

/// The rules file's movement text as plain Betza: each comma-separated part's first word
/// (region conditions such as `in enemy-half` and `within`/`also` clauses dropped).
fn xboard_betza(text: &str) -> String {
    text.split(',')
        .filter_map(|part| part.split_whitespace().next())
        .collect()
}

/// A session of the rules file `loaded`: on its compiled generator when it is an unedited
/// built-in variant, else on the reference engine (leaked: it lives as long as the process).
///
/// # Errors
/// A message when the rules give no engine or no start position.
pub fn open_session(loaded: &Loaded) -> Result<Box<dyn Session>, String> {
    match compiled_session(loaded) {
        Some(session) => session,
        None => reference_session(leak_engine(&loaded.variant)?, &loaded.variant),
    }
}

/// The reference engine of `variant`, leaked so its positions can live in a session.
fn leak_engine(variant: &Variant) -> Result<&'static Engine, String> {
    let engine = Engine::new(variant).map_err(|e| format!("error: {e}"))?;
    Ok(Box::leak(Box::new(engine)))
}

/// A session on the compiled generator, when `loaded` is an unedited built-in variant.
fn compiled_session(loaded: &Loaded) -> Option<Result<Box<dyn Session>, String>> {
    let name = builtin_for(&loaded.source)?;
    let v = &loaded.variant;
    let (info, rules) = (variant_info(v), v.end.clone());
    let values = match piece_values(v) {
        Ok(values) => values,
        Err(e) => return Some(Err(e)),
    };
    with_compiled!(name, P => {
        let open = Box::new(|text: Option<&str>| match text {
            Some(t) => P::from_text(t).map_err(|e| e.to_string()),
            None => Ok(P::start()),
        });
        GameSession::new(info, open, rules, values).map(|s| Box::new(s) as Box<dyn Session>)
    })
}

/// A session of `variant` on the reference engine `engine`.
fn reference_session(
    engine: &'static Engine,
    variant: &Variant,
) -> Result<Box<dyn Session>, String> {
    let open = Box::new(move |text: Option<&str>| {
        match text {
            Some(t) => engine.position(t),
            None => engine.start_position(),
        }
        .map_err(|e| e.to_string())
    });
    let session = GameSession::new(
        variant_info(variant),
        open,
        variant.end.clone(),
        piece_values(variant)?,
    )?;
    Ok(Box::new(session))
}

/// The variants `koma engine ARG` offers: every built-in, and the rules file `arg` (a path or
/// a built-in's name), which is the default, when given.
///
/// # Errors
/// The rendered diagnostics when `arg` is not a valid rules file, or a message when its rules
/// give no engine.
pub fn catalog(arg: Option<&str>) -> Result<Catalog, String> {
    let custom = arg.map(load).transpose()?;
    let mut names: Vec<String> = BUILTIN.iter().map(|b| b.name.to_string()).collect();
    let default = custom.as_ref().map(|l| l.variant.name.clone());
    if let Some(name) = &default
        && !names.contains(name)
    {
        names.insert(0, name.clone());
    }
    // XBoard's names for the variants that state one (`xboard name crazywa`); the file named on
    // the command line stands for its variant name here too
    let mut xboard: Vec<(String, String)> = BUILTIN
        .iter()
        .filter_map(|b| koma_dsl::compile(b.source).ok())
        .filter(|v| custom.as_ref().is_none_or(|l| l.variant.name != v.name))
        .filter_map(|v| Some((v.xboard_name?, v.name)))
        .collect();
    if let Some(l) = &custom
        && let Some(x) = &l.variant.xboard_name
    {
        xboard.push((x.clone(), l.variant.name.clone()));
    }
    // the file named on the command line stands for its variant name, even over a built-in
    // of the same name; an edited file's reference engine is built once
    let own = match &custom {
        Some(l) if builtin_for(&l.source).is_none() => Some(leak_engine(&l.variant)?),
        _ => None,
    };
    let open = move |name: &str| -> Result<Box<dyn Session>, String> {
        match (&custom, own) {
            (Some(l), Some(engine)) if l.variant.name == name => {
                reference_session(engine, &l.variant)
            }
            (Some(l), None) if l.variant.name == name => open_session(l),
            _ => open_session(&load_builtin(name)?),
        }
    };
    Ok(Catalog::new(names, default, Box::new(open)).with_xboard_names(xboard))
}

/// The built-in variant `name`, compiled.
fn load_builtin(name: &str) -> Result<Loaded, String> {
    let source = builtin(name).ok_or_else(|| format!("unknown variant `{name}`"))?;
    let variant = koma_dsl::compile(source).map_err(|d| d.render(name, source))?;
    Ok(Loaded {
        path: format!("<built-in {name}>"),
        source: source.to_string(),
        variant,
    })
}
