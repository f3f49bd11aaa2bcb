//! The koma reference engine.
