//! Snapshots of `koma show`'s movement diagrams: every piece of each built-in variant.

use koma_dsl::diagram::variant_diagrams;

/// Compiles `variants/NAME.koma` and snapshots all its diagrams as `diagrams__NAME.snap`.
macro_rules! snapshot {
    ($test:ident, $name:literal) => {
        #[test]
        fn $test() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../variants/", $name, ".koma");
            let source = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
            let variant = koma_dsl::compile(&source)
                .unwrap_or_else(|e| panic!("{path} does not compile: {e:?}"));
            insta::assert_snapshot!($name, variant_diagrams(&variant));
        }
    };
}

/// A snapshot test of every built-in (the rules files in `variants/`), named after its module.
macro_rules! snapshots {
    ($(($name:literal, $module:ident, $file:literal, $doc:literal)),* $(,)?) => {
        $(snapshot!($module, $name);)*
    };
}
koma_builtins::for_each_builtin!(snapshots);
