mod bad {
    koma_macros::variant!("bad.koma");
}

// code using the module sees only the rules file's error, not a cascade of missing names
fn main() {
    let pos = bad::Position::start();
    println!("{}", koma_runtime::perft(&pos, 1));
    let _: Option<bad::Piece> = None;
}
