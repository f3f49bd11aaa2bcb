#!/usr/bin/env bash
# Builds the Python module `koma` (python/, PyO3 + maturin) as a wheel, installs it in a fresh
# venv with pytest and pyffish (PyPI), and runs its tests: the module's own, the conventions
# that differ from pyffish, and the differential test against pyffish on random games of every
# built-in both define (a CI-sized sample: KOMA_DIFF_GAMES, 2 games per variant by default).
#   scripts/ci-python.sh            build, install, test
#   scripts/ci-python.sh --timing   also time `legal_moves` beside pyffish's (python/bench_legal_moves.py)
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${KOMA_PY_VENV:-target/python-venv}"
python3 -m venv --clear "$venv"
"$venv/bin/pip" install --quiet --upgrade pip
"$venv/bin/pip" install --quiet "maturin>=1.5,<2" pytest pyffish
rm -rf target/wheels
# the workspace's target folder: the koma crates' builds are shared with the workspace's
(cd python && "../$venv/bin/maturin" build --release --target-dir ../target --out ../target/wheels)
"$venv/bin/pip" install --quiet --force-reinstall target/wheels/koma-*.whl
# from the tests folder, so `import koma` is the installed wheel, not python/koma/
(cd python/tests && "../../$venv/bin/pytest" -q .)
if [[ "${1:-}" == "--timing" ]]; then
    "$venv/bin/python" python/bench_legal_moves.py
fi
