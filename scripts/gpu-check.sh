#!/usr/bin/env bash
# The GPU check, for a machine with an NVIDIA GPU, in one call of a few minutes. Prepare first,
# on a machine with the Rust toolchain: scripts/gpu-prepare.sh (it fills target/gpu-check/).
#
#   scripts/gpu-check.sh [OUT_DIR]          (default out/gpu-check)
#
# 1. Environment: nvidia-smi; NVRTC 13.0, cuFFT and cuBLAS from the Python wheels (nvidia-*)
#    found next to $PYTHON (default python3), put on LD_LIBRARY_PATH / FRESNEL_NVRTC_DIR.
# 2. Correctness: the test binary of tests/tests/cuda_backend.rs with FRESNEL_TEST_DEVICE=gpu:
#    every reference program (forward, JAX's gradient, ours), every conformance program and the
#    random programs on the GPU against the interpreter -> OUT/tests.txt.
# 3. Speed: bench/gpu_check.py: the medium and large angular-spectrum value_and_grad on
#    `--backend cuda` against JAX on the same GPU and against a cuFFT-only bound (CuPy: the
#    same number of batched 2-D transforms), after checking that both computed the same values
#    and gradients; cold and warm compile times -> OUT/results.json.
# 4. A saved CUDA artifact (compiled here for sm_90 by gpu-prepare.sh) run on $BACKEND from its
#    CUBIN and on the CPU: the results must agree (f32 sums in another order: within 1e-3 of
#    the largest magnitude) -> OUT/artifact.txt.
# 5. PJRT: where JAX's CUDA plugin is installed (jax_plugins.xla_cuda13, the wheel
#    jax-cuda13-pjrt), the same with `--backend pjrt --pjrt-plugin .../xla_cuda_plugin.so`:
#    the PJRT test binary's reference programs on the GPU against the interpreter
#    (OUT/pjrt-tests.txt), and the benchmark through XLA next to Fresnel's own CUDA backend
#    (results.json: "pjrt", ratio "fresnel_vs_pjrt"). XLA_FLAGS points XLA at the ptxas and
#    libdevice of the nvidia-cuda-nvcc wheel. PJRT_PLUGIN=PATH overrides the plugin found.
#
# GPU_CHECK_BACKEND=cuda-sim runs the same flow without a GPU (for trying the script itself:
# the tests on cuda-sim, the benchmark on cuda-sim and on JAX's CPU, no cuFFT bound).
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-out/gpu-check}
BACKEND=${GPU_CHECK_BACKEND:-cuda}
PYTHON=${PYTHON:-python3}
B=target/gpu-check
mkdir -p "$OUT"
status=0

if [ ! -x "$B/bin/fresnel" ] || [ ! -x "$B/bin/cuda_backend" ] || [ ! -x "$B/bin/pjrt" ]; then
  echo "gpu-check: $B/bin is missing: run scripts/gpu-prepare.sh first" >&2
  exit 2
fi

echo "== environment"
{ nvidia-smi 2>&1 || echo "nvidia-smi: not available"; } | tee "$OUT/nvidia-smi.txt" | head -15
libdirs=$("$PYTHON" - <<'EOF'
import glob, os, site, sys
roots = site.getsitepackages() + [site.getusersitepackages()]
want = {"nvrtc": "libnvrtc.so.13", "cufft": "libcufft.so.*", "cublas": "libcublas.so.*"}
found = {}
for r in roots:
    for k, pat in want.items():
        for p in glob.glob(os.path.join(r, "nvidia", "**", pat), recursive=True):
            found.setdefault(k, os.path.dirname(p))
print(" ".join(f"{k}={v}" for k, v in found.items()))
EOF
)
echo "CUDA libraries from the wheels: ${libdirs:-none}"
for kv in $libdirs; do
  dir=${kv#*=}
  case ":${LD_LIBRARY_PATH:-}:" in *":$dir:"*) ;; *) export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" ;; esac
  [ "${kv%%=*}" = nvrtc ] && export FRESNEL_NVRTC_DIR="$dir"
done
export FRESNEL_CACHE_DIR="$OUT/cache"
rm -rf "$FRESNEL_CACHE_DIR"

echo "== correctness: every reference, conformance and random program on $BACKEND vs the interpreter"
if [ "$BACKEND" = cuda ]; then export FRESNEL_TEST_DEVICE=gpu; fi
FRESNEL_TEST_DATA="$PWD/tests/data" timeout 300 "$B/bin/cuda_backend" --nocapture --test-threads 4 \
  >"$OUT/tests.txt" 2>&1
rc=$?
unset FRESNEL_TEST_DEVICE
grep -E "passed|failed|^test " "$OUT/tests.txt" | head -20
echo "tests: exit $rc (full log in $OUT/tests.txt)"
[ $rc -eq 0 ] || status=1

echo "== PJRT: JAX's CUDA plugin"
PJRT_PLUGIN=${PJRT_PLUGIN:-$("$PYTHON" - <<'EOF'
import os
try:
    import jax_plugins.xla_cuda13 as p
    so = os.path.join(os.path.dirname(p.__file__), "xla_cuda_plugin.so")
    print(so if os.path.isfile(so) else "")
except Exception:
    print("")
EOF
)}
if [ "$BACKEND" = cuda ] && [ -n "$PJRT_PLUGIN" ]; then
  # XLA compiles its kernels with ptxas and links libdevice: both come with nvidia-cuda-nvcc.
  cuda_data=$("$PYTHON" - <<'EOF'
import glob, os, site
roots = site.getsitepackages() + [site.getusersitepackages()]
hits = [p for r in roots for p in glob.glob(os.path.join(r, "nvidia", "**", "bin", "ptxas"), recursive=True)]
print(os.path.dirname(os.path.dirname(hits[0])) if hits else "")
EOF
)
  [ -n "$cuda_data" ] && export XLA_FLAGS="${XLA_FLAGS:+$XLA_FLAGS }--xla_gpu_cuda_data_dir=$cuda_data"
  echo "plugin $PJRT_PLUGIN; XLA_FLAGS=${XLA_FLAGS:-}"
  FRESNEL_PJRT_PLUGIN="$PJRT_PLUGIN" FRESNEL_TEST_DATA="$PWD/tests/data" timeout 300 \
    "$B/bin/pjrt" --nocapture reference_programs_match_the_interpreter >"$OUT/pjrt-tests.txt" 2>&1
  rc=$?
  grep -E "passed|failed|^test " "$OUT/pjrt-tests.txt" | head -10
  echo "pjrt tests: exit $rc (full log in $OUT/pjrt-tests.txt)"
  [ $rc -eq 0 ] || status=1
  pjrt_args=(--pjrt-plugin "$PJRT_PLUGIN")
else
  echo "skipped: ${PJRT_PLUGIN:+backend $BACKEND is not cuda}${PJRT_PLUGIN:-no jax_plugins.xla_cuda13 (pip install jax-cuda13-pjrt)}"
  pjrt_args=()
fi

echo "== speed: angular-spectrum value_and_grad, Fresnel $BACKEND vs JAX vs the cuFFT bound${pjrt_args:+ vs XLA through PJRT}"
timeout 300 "$PYTHON" bench/gpu_check.py --fresnel "$B/bin/fresnel" --cases "$B/asm" \
  --out "$OUT" --backend "$BACKEND" ${GPU_CHECK_SIZES:+--sizes $GPU_CHECK_SIZES} "${pjrt_args[@]}"
rc=$?
echo "bench: exit $rc ($OUT/results.json)"
[ $rc -eq 0 ] || status=1

echo "== saved CUDA artifact on $BACKEND vs cpu"
R=tests/data/refs/asm_loss_c64
ins=(--input $R/in0.npy --input $R/in1.npy --input $R/in2.npy --input $R/in3.npy)
{
  "$B/bin/fresnel" run "$B/asm_grad.fresnel" --backend "$BACKEND" -o "$OUT/artifact-$BACKEND" "${ins[@]}" &&
  "$B/bin/fresnel" run "$B/asm_grad.fresnel" --backend cpu -o "$OUT/artifact-cpu" "${ins[@]}" &&
  "$PYTHON" bench/compare_npy.py "$OUT/artifact-$BACKEND" "$OUT/artifact-cpu" 1e-3
} >"$OUT/artifact.txt" 2>&1
rc=$?
cat "$OUT/artifact.txt"
echo "artifact: exit $rc"
[ $rc -eq 0 ] || status=1
exit $status
