//! A compact text of a value for snapshots: its pretty `Debug` text (`{:#?}`) less every field
//! whose value is a default (`false`, `0`, `None`, `[]`, `""`), so that a new field that is
//! mostly off changes only the snapshots where it is on. A struct (or struct variant) whose
//! fields are all left out is written `Name {}`.

use std::fmt::Debug;

/// The values a field is left out with, as `{:#?}` writes them (with the line's comma).
const DEFAULTS: [&str; 5] = ["false,", "0,", "None,", "[],", "\"\","];

/// The first line of every compact text: what is left out.
pub const LEGEND: &str = "(fields equal to false, 0, None, [] or \"\" are left out)";

/// `value`'s pretty `Debug` text without its default fields, after [`LEGEND`].
pub fn compact(value: &impl Debug) -> String {
    let pretty = format!("{value:#?}");
    let mut out: Vec<String> = vec![LEGEND.to_string()];
    for line in pretty.lines().filter(|l| !is_default_field(l)) {
        // a `{` line followed at once by its `}` line: every field was left out
        let closes = line.trim_start().strip_prefix('}');
        if let (Some(rest), Some(open)) = (closes, out.last_mut())
            && open.ends_with('{')
        {
            open.push('}');
            open.push_str(rest);
            continue;
        }
        out.push(line.to_string());
    }
    out.join("\n")
}

/// Whether `line` is a field (`name: value,`) whose value is a default.
fn is_default_field(line: &str) -> bool {
    let Some((name, value)) = line.trim_start().split_once(": ") else {
        return false;
    };
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && DEFAULTS.contains(&value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug)]
    #[allow(dead_code)]
    enum Kind {
        Leap,
        Slide { max: Option<u8> },
    }

    #[derive(Debug)]
    #[allow(dead_code)]
    struct Rule {
        dx: i32,
        dy: i32,
        kind: Kind,
        initial: bool,
        name: &'static str,
        tags: Vec<u8>,
    }

    /// Default fields go, others stay, an emptied struct variant closes on its line; a string
    /// that reads like a default field is kept.
    #[test]
    fn default_fields_are_left_out() {
        let rules = [
            Rule {
                dx: 0,
                dy: 1,
                kind: Kind::Slide { max: None },
                initial: false,
                name: "",
                tags: vec![],
            },
            Rule {
                dx: 2,
                dy: 0,
                kind: Kind::Leap,
                initial: true,
                name: "x: 0,",
                tags: vec![0],
            },
        ];
        let text = compact(&rules);
        let expected = format!(
            "{LEGEND}\n{}",
            r#"[
    Rule {
        dy: 1,
        kind: Slide {},
    },
    Rule {
        dx: 2,
        kind: Leap,
        initial: true,
        name: "x: 0,",
        tags: [
            0,
        ],
    },
]"#
        );
        assert_eq!(text, expected);
    }
}
