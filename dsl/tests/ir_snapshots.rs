//! The IR of each built-in rules file, snapshotted (`snapshots/ir_snapshots__*.snap`). Reviewed by
//! eye: a change here is a change in what every backend runs. The text is the IR's pretty
//! `Debug` less its default fields (`common/compact.rs`), so a new field that is mostly off
//! touches only the snapshots where it is on.

#[path = "common/compact.rs"]
mod compact;

macro_rules! snapshot {
    ($test:ident, $name:literal) => {
        #[test]
        fn $test() {
            let source = include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../variants/",
                $name,
                ".koma"
            ));
            let variant = koma_dsl::compile(source).unwrap_or_else(|e| {
                panic!("{}", e.render(concat!("variants/", $name, ".koma"), source))
            });
            insta::assert_snapshot!($name, compact::compact(&variant));
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
