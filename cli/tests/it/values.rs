//! `koma show FILE --values`: the table of piece values, snapshotted for the seed variants.

use crate::common;

use common::{koma, stderr, stdout};

/// The table `koma show NAME --values` prints.
fn values(name: &str) -> String {
    let o = koma(&["show", name, "--values"]);
    assert!(o.status.success(), "{}", stderr(&o));
    stdout(&o)
}

#[test]
fn shogi() {
    insta::assert_snapshot!("shogi", values("shogi"));
}

#[test]
fn xiangqi() {
    insta::assert_snapshot!("xiangqi", values("xiangqi"));
}

#[test]
fn kilyow() {
    insta::assert_snapshot!("kilyow", values("kilyow"));
}

#[test]
fn wa_shogi() {
    insta::assert_snapshot!("wa-shogi", values("wa-shogi"));
}

#[test]
fn one_piece_and_a_stated_value() {
    let dir = std::env::temp_dir().join(format!("koma-cli-values-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("valued.koma");
    let source = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../variants/shogi.koma"
    ))
    .unwrap()
    .replace("value 330 promotes", "value 350 promotes");
    assert!(source.contains("value 350"));
    std::fs::write(&path, source).unwrap();
    let o = koma(&["show", path.to_str().unwrap(), "N", "--values"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let rows: Vec<&str> = out.lines().skip(2).collect();
    assert_eq!(rows.len(), 1, "{out}");
    let cells: Vec<&str> = rows[0].split_whitespace().collect();
    assert_eq!(cells, ["N", "knight", "350", "350", "stated"], "{out}");
    let o = koma(&["show", path.to_str().unwrap(), "dragon", "--values"]);
    let cells: Vec<String> = stdout(&o)
        .lines()
        .nth(2)
        .unwrap()
        .split_whitespace()
        .map(String::from)
        .collect();
    assert_eq!(cells[..2], ["+R", "dragon"]);
    assert_eq!(cells[3..], ["-", "computed"]);
    let o = koma(&["show", "shogi", "no-such-piece", "--values"]);
    assert_eq!(o.status.code(), Some(1));
}
