#!/usr/bin/env bash
# Builds what scripts/gpu-check.sh runs on a machine with an NVIDIA GPU (which has no Rust
# toolchain), into target/gpu-check/ (carry that folder there with the working tree):
#   bin/fresnel        the release CLI
#   bin/cuda_backend   the release test binary of tests/tests/cuda_backend.rs
#   bin/pjrt           the release test binary of tests/tests/pjrt.rs (run with the CUDA plugin)
#   asm/SIZE/prog.mlir the angular-spectrum benchmark programs (medium, large)
#   asm_grad.fresnel   a saved CUDA artifact (tests/data/refs/asm_loss_c64's gradient, CUBIN
#                      for sm_90), which the GPU machine runs from its CUBIN
set -euo pipefail
cd "$(dirname "$0")/.."
out=target/gpu-check
rm -rf "$out" && mkdir -p "$out/bin" "$out/asm"

cargo build --release -p fresnel --bin fresnel
cp target/release/fresnel "$out/bin/fresnel"

for t in cuda_backend pjrt; do
  test_bin=$(cargo test --release -p fresnel-tests --test "$t" --no-run --message-format=json 2>/dev/null |
    T="$t" python3 -c '
import json, os, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["target"]["name"] == os.environ["T"]:
        print(m["executable"])')
  cp "$test_bin" "$out/bin/$t"
done

cargo bench -p fresnel --bench asm -- medium large --prepare
for size in medium large; do
  mkdir -p "$out/asm/$size"
  cp "target/bench-asm/$size/prog.mlir" "$out/asm/$size/prog.mlir"
done
"$out/bin/fresnel" compile tests/data/refs/asm_loss_c64/fwd.mlir --grad-wrt 0,1 \
  --backend cuda --cuda-arch sm_90 -o "$out/asm_grad.fresnel"
strip "$out/bin/fresnel" "$out/bin/cuda_backend" "$out/bin/pjrt" 2>/dev/null || true
du -sh "$out"
echo "ready: carry target/gpu-check and run scripts/gpu-check.sh on the GPU machine"
