//! The unit tests of `koma_cli::encoding` (here, not in the library, so that `cargo test` does not
//! compile the library a second time as a test harness).

use encoding_rs::{GBK, SHIFT_JIS, UTF_16LE, WINDOWS_1252};
use koma_cli::encoding::*;

#[test]
fn utf8_reads_and_other_bytes_are_named() {
    assert_eq!(
        decode("[Event \"象棋\"]\n".as_bytes(), None).unwrap(),
        "[Event \"象棋\"]\n"
    );
    let (gbk, _, _) = GBK.encode("[Event \"\u{4e2d}\u{56fd}象棋\"]\n1. h2e2 *\n");
    let e = decode(&gbk, None).unwrap_err();
    assert_eq!(
        e,
        "not UTF-8: no UTF-8 character at byte offset 8 (line 1, byte 0xD6)\n  = help: the \
         bytes look like GBK: read the file with `--encoding gbk`"
    );
    let text = decode(&gbk, Some("gbk")).unwrap();
    assert_eq!(text, "[Event \"中国象棋\"]\n1. h2e2 *\n");
}

#[test]
fn shift_jis_and_latin_1_are_told_apart_from_gbk() {
    let (sjis, _, _) = SHIFT_JIS.encode("[Event \"将棋の対局\"]\n[Site \"東京\"]\n");
    assert_eq!(likely_encoding(&sjis), SHIFT_JIS);
    let (gbk, _, _) = GBK.encode("[Event \"全国象棋个人赛\"]\n[Red \"胡荣华\"]\n");
    assert_eq!(likely_encoding(&gbk), GBK);
    let (latin, _, _) = WINDOWS_1252.encode("[Event \"Coupe de Genève\"]\n");
    assert_eq!(likely_encoding(&latin), WINDOWS_1252);
    assert_eq!(likely_encoding(&[0xFF, 0xFE, b'[', 0]), UTF_16LE);
}

#[test]
fn bad_bytes_in_a_named_encoding_and_unknown_labels() {
    // 0xA0 is no Shift-JIS character: offset 5, line 2
    let e = decode(b"ab\ncd\xA0", Some("shift_jis")).unwrap_err();
    assert!(
        e.starts_with("not Shift_JIS: no Shift_JIS character at byte offset 5 (line 2, byte 0xA0)"),
        "{e}"
    );
    let e = decode(b"x", Some("klingon")).unwrap_err();
    assert!(e.starts_with("unknown encoding `klingon`"), "{e}");
    // a byte-order mark of the named encoding is dropped
    assert_eq!(decode(b"\xEF\xBB\xBFab", Some("utf-8")).unwrap(), "ab");
}
