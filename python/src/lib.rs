//! The Python module `koma`: pyffish's functions with the same names and meanings where they
//! apply, `load_rules` for any rules file, and a `Board` class. Every error is a `ValueError`
//! with koma's message. See `python/README.md`.

mod board;
mod functions;
mod game;
mod variants;

use pyo3::prelude::*;

/// The native part of the `koma` package (`koma/__init__.py` re-exports it).
#[pymodule]
fn _koma(m: &Bound<'_, PyModule>) -> PyResult<()> {
    functions::add(m)?;
    m.add_class::<board::Board>()?;
    m.add("VALUE_MATE", game::VALUE_MATE)?;
    m.add("VALUE_DRAW", 0)?;
    m.add("FEN_OK", functions::FEN_OK)?;
    Ok(())
}
