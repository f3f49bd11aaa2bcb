//! Prints a crate's module graph and its cycles: `cargo run -p koma-layout --example graph --
//! dsl/src/lib.rs` (each module, then `-> ` the modules it uses).

fn main() {
    let root = std::env::args().nth(1).expect("usage: graph <root file>");
    let read = |p: &std::path::Path| std::fs::read_to_string(p).ok();
    let tree = koma_layout::tree::load(std::path::Path::new(&root), &read).unwrap();
    let g = koma_layout::graph::build(&tree);
    for (i, name) in g.names.iter().enumerate() {
        let uses: Vec<&str> = g.edges[i].iter().map(|&j| g.names[j].as_str()).collect();
        println!("{name} -> {}", uses.join(" "));
    }
    println!("{} modules", g.names.len());
    for c in koma_layout::graph::cycles(&g) {
        println!("cycle: {}", koma_layout::cycle_text("", &c));
    }
}
