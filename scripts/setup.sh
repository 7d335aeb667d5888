#!/usr/bin/env bash
# Installs what the tests need beyond the Rust toolchain: NVRTC 13.0 from the PyPI wheel for the
# CUDA backend (proprietary: installed into target/, never committed), XLA's CPU PJRT plugin
# for the PJRT backend (scripts/setup-pjrt.sh), and MLIR 19 for `--features mlir`
# (scripts/setup-mlir.sh: Debian packages, with apt-get). Idempotent and quiet; prints the NVRTC library
# folder, which `fresnel-runtime` finds on its own (or set FRESNEL_NVRTC_DIR to it).
# Pinned to 13.0: newer NVRTC emits PTX that the 580-series driver of our GPU machines rejects.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
deps="$root/target/cuda-deps"
lib="$deps/nvidia/cu13/lib"
version="13.0.88"

if [ ! -f "$lib/libnvrtc.so.13" ] || [ ! -f "$lib/libnvrtc-builtins.so.13.0" ]; then
    pip="$(command -v pip3 || command -v pip || true)"
    if [ -z "$pip" ]; then
        echo "setup.sh: pip is needed to install nvidia-cuda-nvrtc==$version" >&2
        exit 1
    fi
    PIP_ROOT_USER_ACTION=ignore "$pip" install --quiet --disable-pip-version-check --no-deps \
        --target "$deps" "nvidia-cuda-nvrtc==$version" >&2
fi
"$root/scripts/setup-pjrt.sh" >&2
"$root/scripts/setup-mlir.sh" >&2
echo "$lib"
