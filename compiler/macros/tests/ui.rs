//! A rules file with an error, used from `variant!`, is a compile error at the macro call with
//! the rules file's line and column (the same text as `koma check`), as rustc prints it.
//!
//! Opt-in (it builds the toolchain's dependencies again in a target folder of its own, about a
//! minute on two cores): `cargo test --workspace --test ui -- --ignored`; `.ci/run` runs it.
//! The default run checks the same expansion without rustc
//! (`compiler/tests/expand_error.rs`).

#[test]
#[ignore = "builds a crate with trybuild: cargo test --workspace --test ui -- --ignored"]
fn rules_errors_are_compile_errors() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
