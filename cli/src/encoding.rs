//! A record file's bytes as text: UTF-8 unless `--encoding` names another encoding (a WHATWG
//! label, read by `encoding_rs`: `gbk`, `shift_jis`, ...). Text that is not in its encoding is
//! an error naming the byte offset and line of the first bad byte, and the encoding the bytes
//! look like: GBK and Shift-JIS files are common for xiangqi and shogi.

use encoding_rs::{DecoderResult, Encoding, GBK, SHIFT_JIS, UTF_16BE, UTF_16LE, WINDOWS_1252};

/// `bytes` as text: UTF-8 without `label`, else in the encoding it names (a byte-order mark of
/// that encoding dropped).
///
/// # Errors
/// An unknown label, or bytes that are not in the encoding: the byte offset (from 0) and line
/// of the first bad byte, and with a `= help:` line the `--encoding` the bytes look like.
pub fn decode(bytes: &[u8], label: Option<&str>) -> Result<String, String> {
    let Some(label) = label else {
        return match std::str::from_utf8(bytes) {
            Ok(text) => Ok(text.to_string()),
            Err(e) => Err(not_in("UTF-8", bytes, e.valid_up_to())),
        };
    };
    let Some(encoding) = Encoding::for_label(label.trim().as_bytes()) else {
        return Err(format!(
            "unknown encoding `{label}`\n  = help: `--encoding` takes a WHATWG label, like `gbk`, \
             `gb18030`, `big5`, `shift_jis`, `euc-jp`, `euc-kr`, `utf-16le` or `windows-1252`"
        ));
    };
    let mut decoder = encoding.new_decoder_with_bom_removal();
    let room = decoder
        .max_utf8_buffer_length_without_replacement(bytes.len())
        .ok_or_else(|| "the file is too large to decode".to_string())?;
    let mut text = String::with_capacity(room);
    let (result, read) = decoder.decode_to_string_without_replacement(bytes, &mut text, true);
    match result {
        DecoderResult::InputEmpty => Ok(text),
        DecoderResult::Malformed(bad, after) => {
            let at = read.saturating_sub(usize::from(bad) + usize::from(after));
            Err(not_in(encoding.name(), bytes, at))
        }
        DecoderResult::OutputFull => Err("the decoded text did not fit its buffer".into()),
    }
}

/// The error for bytes that are not `name` from byte `at` on.
fn not_in(name: &str, bytes: &[u8], at: usize) -> String {
    let before = &bytes[..at.min(bytes.len())];
    let breaks = before.iter().filter(|&&b| b == b'\n').count();
    let line = 1 + if breaks > 0 {
        breaks
    } else {
        before.iter().filter(|&&b| b == b'\r').count()
    };
    let byte = bytes
        .get(at)
        .map_or(String::new(), |b| format!(", byte 0x{b:02X}"));
    let likely = likely_encoding(bytes);
    let help = if likely.name() == name {
        "the file is damaged there, or in another encoding: name it with `--encoding`".to_string()
    } else {
        let label = likely.name().to_ascii_lowercase();
        format!(
            "the bytes look like {}: read the file with `--encoding {label}`",
            likely.name()
        )
    };
    format!(
        "not {name}: no {name} character at byte offset {at} (line {line}{byte})\n  = help: {help}"
    )
}

/// The encoding `bytes` most likely are in: UTF-16 by its byte-order mark; else GBK or
/// Shift-JIS, whichever reads them without error, and where both do, the one whose two-byte
/// characters the bytes look like (GB2312's hanzi: lead and trail bytes from 0xA1; Shift-JIS's
/// kanji and kana: lead bytes 0x81 to 0x9F); else windows-1252 (Latin-1), which reads anything.
pub fn likely_encoding(bytes: &[u8]) -> &'static Encoding {
    if bytes.starts_with(&[0xFF, 0xFE]) {
        return UTF_16LE;
    }
    if bytes.starts_with(&[0xFE, 0xFF]) {
        return UTF_16BE;
    }
    let (mut gb, mut sjis) = (0usize, 0usize);
    let mut i = 0;
    while i < bytes.len() {
        let lead = bytes[i];
        if lead < 0x80 {
            i += 1;
            continue;
        }
        let trail = bytes.get(i + 1).copied().unwrap_or(0);
        if (0xA1..=0xF7).contains(&lead) && (0xA1..=0xFE).contains(&trail) {
            gb += 1;
        }
        if (0x81..=0x9F).contains(&lead) && (0x40..=0xFC).contains(&trail) && trail != 0x7F {
            sjis += 1;
        }
        i += 2;
    }
    let clean = |e: &'static Encoding| {
        e.decode_without_bom_handling_and_without_replacement(bytes)
            .is_some()
    };
    match (gb + sjis > 0, clean(GBK), clean(SHIFT_JIS)) {
        (false, _, _) | (true, false, false) => WINDOWS_1252,
        (true, true, false) => GBK,
        (true, false, true) => SHIFT_JIS,
        (true, true, true) if sjis > gb => SHIFT_JIS,
        (true, true, true) => GBK,
    }
}
