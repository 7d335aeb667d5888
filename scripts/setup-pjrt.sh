#!/usr/bin/env bash
# Installs XLA's CPU PJRT plugin for the PJRT backend's tests: the `.so` inside the PyPI wheel
# lammps-jax-pjrt-cpu 0.11.2 (Apache-2.0; PJRT C API 0.115, the XLA of jax-cuda13-pjrt 0.11.2),
# checked against a pinned SHA-256 and unpacked into target/pjrt-deps (never committed).
# Idempotent and quiet; prints the plugin's path, which `fresnel-runtime` finds on its own
# (or set FRESNEL_PJRT_PLUGIN to it). A wheel already downloaded can be given as $1.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
deps="$root/target/pjrt-deps"
plugin="$deps/lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so"
package="lammps-jax-pjrt-cpu"
version="0.11.2"
wheel_name="lammps_jax_pjrt_cpu-$version-py3-none-manylinux_2_27_x86_64.whl"
sha256="1319390d948b39f69f7dade496b7c385149d9ca6097a6b62114da113216d9ad1"

if [ ! -f "$plugin" ]; then
    mkdir -p "$deps"
    wheel="${1:-}"
    if [ -z "$wheel" ]; then
        pip="$(command -v pip3 || command -v pip || true)"
        if [ -z "$pip" ]; then
            echo "setup-pjrt.sh: pip is needed to download $package==$version" >&2
            exit 1
        fi
        download="$deps/download"
        rm -rf "$download"
        PIP_ROOT_USER_ACTION=ignore "$pip" download --quiet --disable-pip-version-check \
            --no-deps --only-binary=:all: --platform manylinux_2_27_x86_64 \
            --python-version 3.12 --dest "$download" "$package==$version" >&2
        wheel="$download/$wheel_name"
    fi
    echo "$sha256  $wheel" | sha256sum --check --quiet - >&2 || {
        echo "setup-pjrt.sh: $wheel does not have the pinned SHA-256 $sha256" >&2
        exit 1
    }
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' \
        "$wheel" "$deps"
    rm -rf "$deps/download"
fi
echo "$plugin"
