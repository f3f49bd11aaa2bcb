//! The built-in rules files, embedded in the binary so `koma perft xiangqi 3` works anywhere.

/// `(name, source)` of every rules file in `variants/`.
pub const BUILTIN: &[(&str, &str)] = &[
    ("xiangqi", include_str!("../../variants/xiangqi.koma")),
    ("shogi", include_str!("../../variants/shogi.koma")),
    ("minishogi", include_str!("../../variants/minishogi.koma")),
    ("kilyow", include_str!("../../variants/kilyow.koma")),
    ("wa-shogi", include_str!("../../variants/wa-shogi.koma")),
    (
        "wa-shogi-dropless",
        include_str!("../../variants/wa-shogi-dropless.koma"),
    ),
    ("kyotoshogi", include_str!("../../variants/kyotoshogi.koma")),
    ("dobutsu", include_str!("../../variants/dobutsu.koma")),
    ("shoshogi", include_str!("../../variants/shoshogi.koma")),
    ("judkins", include_str!("../../variants/judkins.koma")),
    ("euroshogi", include_str!("../../variants/euroshogi.koma")),
    (
        "gorogoroplus",
        include_str!("../../variants/gorogoroplus.koma"),
    ),
    ("yarishogi", include_str!("../../variants/yarishogi.koma")),
    (
        "okisakishogi",
        include_str!("../../variants/okisakishogi.koma"),
    ),
    ("torishogi", include_str!("../../variants/torishogi.koma")),
    (
        "minixiangqi",
        include_str!("../../variants/minixiangqi.koma"),
    ),
    ("manchu", include_str!("../../variants/manchu.koma")),
    ("makruk", include_str!("../../variants/makruk.koma")),
    ("shatranj", include_str!("../../variants/shatranj.koma")),
    (
        "xiangqihouse",
        include_str!("../../variants/xiangqihouse.koma"),
    ),
    ("janggi", include_str!("../../variants/janggi.koma")),
    ("chushogi", include_str!("../../variants/chushogi.koma")),
    ("nocastle", include_str!("../../variants/nocastle.koma")),
    ("grand", include_str!("../../variants/grand.koma")),
    ("chess", include_str!("../../variants/chess.koma")),
    ("capablanca", include_str!("../../variants/capablanca.koma")),
];

/// The built-in variants without a compiled generator (the compiler does not yet emit a feature
/// they use): they run on the reference engine.
pub const REFERENCE_ONLY: &[&str] = &[];

/// The source of the built-in variant `name`, if there is one.
pub fn builtin(name: &str) -> Option<&'static str> {
    BUILTIN.iter().find(|(n, _)| *n == name).map(|(_, s)| *s)
}

/// The names of the built-in variants, comma-separated, for messages.
pub fn builtin_names() -> String {
    BUILTIN
        .iter()
        .map(|(n, _)| *n)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_files_are_the_variants_folder() {
        for (name, source) in BUILTIN {
            let path = format!("{}/../variants/{name}.koma", env!("CARGO_MANIFEST_DIR"));
            assert_eq!(std::fs::read_to_string(&path).unwrap(), *source, "{path}");
        }
        let dir = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../variants")).unwrap();
        let on_disk = dir
            .filter_map(|e| e.ok())
            .filter(|e| e.path().extension().is_some_and(|x| x == "koma"))
            .count();
        assert_eq!(
            on_disk,
            BUILTIN.len(),
            "a rules file in variants/ is not embedded"
        );
    }
}
