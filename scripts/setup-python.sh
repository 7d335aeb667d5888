#!/usr/bin/env bash
# Makes the Python package `fresnel` (python/, PyO3) importable from a virtual environment,
# target/python-venv, with NumPy and pytest (and JAX's CPU wheels under CI=true or
# FRESNEL_JAX=1, for python/tests/test_jax.py). Prints the venv's python.
#
# The extension is the workspace's own build of python/ (`cargo build --workspace --lib
# --tests`): the same cargo invocation, and so the same crate features, as `cargo test
# --workspace`, whose compiled crates it reuses; built alone (or by maturin), the crates'
# features would differ and the whole compiler would be built a second time. The venv's
# package links to python/fresnel and to the built library, so a rebuild needs no reinstall.
# A release wheel for users is `pip install ./python` (maturin; docs/python.md).
# PYTHON picks the interpreter (default python3, 3.9 or later).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/target/python-venv"
python="${PYTHON:-python3}"
# JAX 0.10.2 wrote the reference data in tests/data; its exports are what Fresnel is tested on.
jax_version="0.10.2"

start=$(date +%s)
(cd "$root" && cargo build --quiet --workspace --lib --tests >&2)
lib="$root/target/debug/lib_fresnel.so"
if [ ! -f "$lib" ]; then
    echo "setup-python.sh: cargo did not build $lib" >&2
    exit 1
fi
echo "setup-python.sh: extension built in $(( $(date +%s) - start )) s" >&2

if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv" >&2
fi
pip() { PIP_ROOT_USER_ACTION=ignore "$venv/bin/python" -m pip --disable-pip-version-check --quiet "$@" >&2; }
pip install numpy pytest
if [ "${CI:-}" = true ] || [ "${FRESNEL_JAX:-}" = 1 ]; then
    pip install "jax[cpu]==$jax_version"
fi

site="$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
package="$site/fresnel"
rm -rf "$package"
mkdir -p "$package"
for f in "$root"/python/fresnel/*; do
    ln -s "$f" "$package/"
done
ln -s "$lib" "$package/_fresnel.abi3.so"
"$venv/bin/python" -c 'import fresnel' >&2
echo "$venv/bin/python"
