//! Snapshots of `koma show`'s movement diagrams: every piece of each built-in variant.

use koma_dsl::diagram::variant_diagrams;

/// Compiles `variants/NAME.koma` and snapshots all its diagrams as `diagrams__NAME.snap`.
macro_rules! snapshot {
    ($test:ident, $name:literal) => {
        #[test]
        fn $test() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../variants/", $name, ".koma");
            let source = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
            let variant = koma_dsl::compile(&source)
                .unwrap_or_else(|e| panic!("{path} does not compile: {e:?}"));
            insta::assert_snapshot!($name, variant_diagrams(&variant));
        }
    };
}

snapshot!(shogi, "shogi");
snapshot!(minishogi, "minishogi");
snapshot!(xiangqi, "xiangqi");
snapshot!(wa_shogi, "wa-shogi");
snapshot!(wa_shogi_dropless, "wa-shogi-dropless");
snapshot!(kyotoshogi, "kyotoshogi");
snapshot!(shoshogi, "shoshogi");
snapshot!(minixiangqi, "minixiangqi");
snapshot!(manchu, "manchu");
snapshot!(makruk, "makruk");
snapshot!(shatranj, "shatranj");
snapshot!(xiangqihouse, "xiangqihouse");
snapshot!(kilyow, "kilyow");
snapshot!(dobutsu, "dobutsu");
snapshot!(judkins, "judkins");
snapshot!(euroshogi, "euroshogi");
snapshot!(gorogoroplus, "gorogoroplus");
snapshot!(yarishogi, "yarishogi");
snapshot!(okisakishogi, "okisakishogi");
snapshot!(torishogi, "torishogi");
snapshot!(janggi, "janggi");
snapshot!(chushogi, "chushogi");
snapshot!(nocastle, "nocastle");
snapshot!(grand, "grand");
snapshot!(chess, "chess");
snapshot!(capablanca, "capablanca");
