//! The unit tests of `koma_cli::compiled` (here, not in the library, so that `cargo test` does not
//! compile the library a second time as a test harness).

use koma_cli::builtin::BUILTIN;
use koma_cli::compiled::*;

#[test]
fn every_builtin_has_a_compiled_generator() {
    for &koma_variants::Builtin { name, source, .. } in BUILTIN {
        if koma_cli::builtin::REFERENCE_ONLY.contains(&name) {
            assert_eq!(builtin_for(source), None);
            assert!(compiled_perft(name, None, 1, false, Leaves::Count, 1).is_none());
            continue;
        }
        assert_eq!(builtin_for(source), Some(name));
        let run = compiled_perft(name, None, 1, false, Leaves::Count, 1)
            .expect("compiled")
            .expect("start");
        assert!(run.total > 0, "{name}");
    }
    let run = compiled_perft("shogi", None, 3, false, Leaves::Count, 1)
        .unwrap()
        .unwrap();
    assert_eq!(run.total, 25470);
    let run = compiled_perft("shogi", None, 3, true, Leaves::List, 1)
        .unwrap()
        .unwrap();
    assert_eq!(run.total, 25470);
    assert_eq!(run.divide.len(), 30);
    assert!(compiled_perft("gorogoro", None, 1, false, Leaves::Count, 1).is_none());
    // each root move is reported as it finishes, on one thread and on several
    for threads in [1, 2] {
        let mut progress = koma_cli::progress::Progress::silent();
        let run = compiled_perft_reporting(
            "shogi",
            None,
            2,
            true,
            Leaves::Count,
            threads,
            &mut progress,
        )
        .unwrap()
        .unwrap();
        assert_eq!((run.total, progress.done()), (900, 30), "{threads} threads");
    }
}
