#!/usr/bin/env bash
# Installs MLIR 19 for the `mlir` feature of fresnel-mlir (`cargo test --workspace --features
# mlir`): Debian's packages, found under /usr/lib/llvm-19 (.cargo/config.toml points mlir-sys
# there). Idempotent: installs only what is missing, and says so. Where apt-get is not there,
# says what to install and succeeds (a plain build does not need MLIR) — except under CI.
set -euo pipefail
packages=(libmlir-19-dev mlir-19-tools llvm-19-dev libclang-19-dev libpolly-19-dev libzstd-dev)
missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
[ "${#missing[@]}" -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
    echo "setup-mlir.sh: no apt-get here; for --features mlir install MLIR 19 (${missing[*]})" >&2
    [ -n "${CI:-}" ] && exit 1
    exit 0
fi
export DEBIAN_FRONTEND=noninteractive
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo -E"
fi
echo "setup-mlir.sh: installing ${missing[*]} with apt-get (MLIR 19 for --features mlir)" >&2
if ! $sudo apt-get install -y -q "${missing[@]}" >/dev/null; then
    # A fresh machine may not have the package lists yet.
    $sudo apt-get update -q >/dev/null
    $sudo apt-get install -y -q "${missing[@]}" >/dev/null
fi
