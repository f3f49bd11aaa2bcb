#!/usr/bin/env bash
# The workbench in a real browser (`koma serve` driven by headless Chromium through WebDriver:
# scripts/browser-test.py): installs Debian's `chromium` and `chromium-driver` and selenium when
# missing, then runs the `#[ignore]`d test `browser::the_workbench_in_headless_chromium`, which
# uses the `koma` binary `cargo test` builds. Run as root (CI), from any folder.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
fi
python3 -c 'import selenium' 2>/dev/null || python3 -m pip install -q selenium
# the same targets and features as `cargo test --workspace`, so its build serves as it is (a
# narrower selection, `-p` or `--test`, unifies other features and builds again); every test
# binary runs, filtered to this one test
cargo test --workspace -- --ignored --nocapture browser::the_workbench_in_headless_chromium
