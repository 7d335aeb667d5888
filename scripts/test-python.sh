#!/usr/bin/env bash
# Runs the Python package's tests (python/tests) with the venv scripts/setup-python.sh made.
# From the repository root, so that `import fresnel` finds the installed package, not the
# sources in python/fresnel (which lack the extension). Extra arguments go to pytest.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/target/python-venv"
if [ ! -x "$venv/bin/pytest" ]; then
    echo "test-python.sh: no $venv; run scripts/setup-python.sh first" >&2
    exit 1
fi
cd "$root"
exec "$venv/bin/pytest" -q python/tests "$@"
