//! The hash options size the search's transposition table: USI's `USI_Hash`, UCI's `Hash`,
//! UCCI's `hashsize` and XBoard's `memory`, each answered with the table's new size (entries of
//! 16 bytes, four to a 64-byte bucket: 1 MB is 65536 entries), kept across a variant switch.

mod common;

use common::{session, transcript};
use koma_protocol::host::Host;
use koma_protocol::{Catalog, Output};

const SHOGI: &str = include_str!("../../variants/shogi.koma");

/// The lines of `lines` that report the table's size.
fn reports(lines: &[String]) -> Vec<&str> {
    lines
        .iter()
        .filter(|l| l.contains("hash table"))
        .map(String::as_str)
        .collect()
}

#[test]
fn usi_hash_sizes_the_table() {
    let lines = transcript(
        "shogi",
        SHOGI,
        "usi\nsetoption name USI_Hash value 2\nsetoption name USI_Hash value 0\n\
         setoption name USI_Hash value 4096\nsetoption name USI_Hash value lots\n",
    );
    assert!(
        lines.contains(&"option name USI_Hash type spin default 64 min 0 max 1024".to_string()),
        "{lines:?}"
    );
    assert_eq!(
        reports(&lines),
        [
            "info string hash table of 2 MB: 131072 entries",
            "info string hash table of 0 MB: 0 entries",
            "info string hash table of 1024 MB: 67108864 entries",
        ]
    );
    assert!(
        lines.contains(
            &"info string error: `USI_Hash` takes a whole number of megabytes, not `lots`"
                .to_string()
        ),
        "{lines:?}"
    );
}

#[test]
fn uci_hash_and_ucci_hashsize_size_the_table() {
    let lines = transcript(
        "shogi",
        SHOGI,
        "uci\nsetoption name Hash value 1\ngo depth 1\n",
    );
    assert!(lines.contains(&"option name Hash type spin default 64 min 0 max 1024".to_string()));
    assert_eq!(
        reports(&lines),
        ["info string hash table of 1 MB: 65536 entries"]
    );
    let lines = transcript("shogi", SHOGI, "ucci\nsetoption hashsize 3\n");
    assert_eq!(
        reports(&lines),
        ["info string hash table of 3 MB: 196608 entries"]
    );
}

#[test]
fn xboard_memory_sizes_the_table() {
    let lines = transcript("shogi", SHOGI, "xboard\nprotover 2\nmemory 2\nmemory x\n");
    assert!(lines[0].contains(" memory=1 "), "{lines:?}");
    assert_eq!(reports(&lines), ["# hash table of 2 MB: 131072 entries"]);
    assert!(
        lines.contains(&"Error (memory takes a whole number of megabytes): memory x".to_string()),
        "{lines:?}"
    );
}

#[test]
fn the_size_outlives_a_variant_switch() {
    let catalog = Catalog::new(
        vec!["shogi".to_string()],
        Some("shogi".to_string()),
        Box::new(|_| Ok(session(SHOGI))),
    );
    let mut host = Host::new(
        Output::new(Box::new(std::io::sink())),
        catalog,
        session(SHOGI),
    );
    assert_eq!(host.session().hash_size(), (64, 64 * 65536));
    assert_eq!(host.set_hash_megabytes(1), (1, 65536));
    host.switch("shogi").unwrap();
    assert_eq!(host.session().hash_size(), (1, 65536));
}
