//! A rules file with an error, used from `variant!`, is a compile error at the macro call with
//! the rules file's line and column (the same text as `koma check`).

#[test]
fn rules_errors_are_compile_errors() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
