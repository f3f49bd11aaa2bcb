//! Compiles this crate's own rules file, `camp.koma`, into `$OUT_DIR/variant.rs` with koma's
//! build-script backend: a formatted source file holding `pub mod camp { … }`, the same code the
//! `variant!` proc-macro expands to.

fn main() {
    let rules = "camp.koma";
    let out = std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("variant.rs");
    if let Err(e) = koma_compiler::build::compile_file(rules, &out) {
        // the rules file's diagnostics, as `koma check` prints them
        eprintln!("{e}");
        std::process::exit(1);
    }
    println!("cargo:rerun-if-changed={rules}");
}
