//! The workbench in headless Chromium through WebDriver (`scripts/browser-test.py`): ignored by
//! plain `cargo test` (it needs Debian's `chromium`, `chromium-driver` and selenium);
//! `scripts/ci-browser.sh` installs them and runs it.

use std::process::Command;

#[test]
#[ignore = "needs chromium, chromium-driver and selenium: scripts/ci-browser.sh"]
fn the_workbench_in_headless_chromium() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let status = Command::new("python3")
        .arg(format!("{root}/scripts/browser-test.py"))
        .arg(env!("CARGO_BIN_EXE_koma"))
        .status()
        .expect("run python3");
    assert!(status.success(), "the browser test failed: {status}");
}
