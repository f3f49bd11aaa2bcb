//! The IR of each built-in rules file, snapshotted (`snapshots/ir_snapshots__*.snap`). Reviewed by
//! eye: a change here is a change in what every backend runs. The text is the IR's pretty
//! `Debug` less its default fields (`common/compact.rs`), so a new field that is mostly off
//! touches only the snapshots where it is on.

#[path = "common/compact.rs"]
mod compact;

macro_rules! snapshot {
    ($test:ident, $name:literal) => {
        #[test]
        fn $test() {
            let source = include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../variants/",
                $name,
                ".koma"
            ));
            let variant = koma_dsl::compile(source).unwrap_or_else(|e| {
                panic!("{}", e.render(concat!("variants/", $name, ".koma"), source))
            });
            insta::assert_snapshot!($name, compact::compact(&variant));
        }
    };
}

snapshot!(shogi, "shogi");
snapshot!(minishogi, "minishogi");
snapshot!(kilyow, "kilyow");
snapshot!(wa_shogi, "wa-shogi");
snapshot!(wa_shogi_dropless, "wa-shogi-dropless");
snapshot!(minixiangqi, "minixiangqi");
snapshot!(manchu, "manchu");
snapshot!(makruk, "makruk");
snapshot!(shatranj, "shatranj");
snapshot!(xiangqihouse, "xiangqihouse");
snapshot!(xiangqi, "xiangqi");
snapshot!(kyotoshogi, "kyotoshogi");
snapshot!(shoshogi, "shoshogi");
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
