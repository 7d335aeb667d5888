#!/usr/bin/env bash
# Builds what scripts/gpu-check.sh runs on a machine with an NVIDIA GPU (which has no Rust
# toolchain) into target/gpu-check/, small enough to travel with the tracked working tree:
#   bin.tar.xz         the release CLI (fresnel) and the release test binary of tests/tests/it/
#                      (it: the cross-crate suites, among them cuda_backend and pjrt), stripped
#                      and compressed (gpu-check.sh unpacks them into a temporary folder)
#   asm/SIZE/prog.mlir the angular-spectrum benchmark programs (medium, large)
#   asm_grad.fresnel   a saved CUDA artifact (tests/data/refs/asm_loss_c64's gradient, CUBIN
#                      for sm_90), which the GPU machine runs from its CUBIN
# It fails when the folder and the tracked tree together pass 56 MiB (the machine takes 64).
set -euo pipefail
cd "$(dirname "$0")/.."
out=target/gpu-check
rm -rf "$out" && mkdir -p "$out/asm"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

cargo build --release -p fresnel --bin fresnel
cp target/release/fresnel "$stage/fresnel"

test_bin=$(cargo test --release -p fresnel-tests --test it --no-run --message-format=json 2>/dev/null |
  python3 -c '
import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["target"]["name"] == "it":
        print(m["executable"])')
[ -n "$test_bin" ] || { echo "gpu-prepare: no release test binary it" >&2; exit 1; }
cp "$test_bin" "$stage/it"
strip "$stage"/* 2>/dev/null || true
tar -C "$stage" -cf - fresnel it | xz -9 -T0 >"$out/bin.tar.xz"

cargo bench -p fresnel --bench asm -- medium large --prepare
for size in medium large; do
  mkdir -p "$out/asm/$size"
  cp "target/bench-asm/$size/prog.mlir" "$out/asm/$size/prog.mlir"
done
"$stage/fresnel" compile tests/data/refs/asm_loss_c64/fwd.mlir --grad-wrt 0,1 \
  --backend cuda --cuda-arch sm_90 -o "$out/asm_grad.fresnel"

bundle=$(du -sb "$out" | cut -f1)
# Summed file by file: xargs may split the list over several du calls, each with its own total.
tree=$(git ls-files -z | xargs -0 stat -c %s | awk '{ s += $1 } END { print s + 0 }')
limit=$((56 * 1024 * 1024))
echo "bundle $((bundle / 1024)) KiB + tracked tree $((tree / 1024)) KiB (limit $((limit / 1024)) KiB)"
if [ $((bundle + tree)) -gt "$limit" ]; then
  echo "gpu-prepare: the bundle and the tracked tree pass 56 MiB together" >&2
  exit 1
fi
echo "ready: carry target/gpu-check and run scripts/gpu-check.sh on the GPU machine"
