//! Names of the rules file in the cases of Rust identifiers: CamelCase for types and variants,
//! UPPER_SNAKE for constants.

/// A name as CamelCase (`pro-silver` -> `ProSilver`), made a valid, non-keyword identifier.
pub fn camel(name: &str) -> String {
    let mut s = String::new();
    for part in name.split(|c: char| !c.is_ascii_alphanumeric()) {
        let mut cs = part.chars();
        if let Some(c) = cs.next() {
            s.push(c.to_ascii_uppercase());
            s.extend(cs);
        }
    }
    if s.is_empty() || !s.starts_with(|c: char| c.is_ascii_alphabetic()) || s == "Self" {
        s.insert(0, 'P');
    }
    s
}

/// A name as UPPER_SNAKE (`pro-silver` -> `PRO_SILVER`).
pub fn upper(name: &str) -> String {
    let mut s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    if !s.starts_with(|c: char| c.is_ascii_alphabetic()) {
        s.insert(0, 'P');
    }
    s
}

/// Makes the names in `names` distinct by suffixing the index of later repeats.
pub fn distinct(names: &mut [String]) {
    for i in 0..names.len() {
        if names[..i].contains(&names[i]) {
            names[i] = format!("{}{i}", names[i]);
        }
    }
}
