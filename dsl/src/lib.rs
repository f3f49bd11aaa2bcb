//! The koma rules language: a rules file (`*.koma`) is parsed (pest), checked and lowered into the
//! validated IR [`ir::Variant`], the only thing the backends read. See `docs/language.md`.

pub mod ir;
