#!/usr/bin/env bash
# The GPU check, for a machine with an NVIDIA GPU, in one call of at most 8 minutes. Prepare
# first, on a machine with the Rust toolchain: scripts/gpu-prepare.sh (it fills
# target/gpu-check/; carry that folder with the working tree).
#
#   scripts/gpu-check.sh [OUT_DIR]          (default out/gpu-check)
#
# The most telling steps come first, each under its own time limit and within the whole
# budget (GPU_CHECK_SECONDS, default 470); each writes OUT/STEP.txt and a line of
# OUT/summary.txt as soon as it ends, so a check cut short still reports what it reached:
#   environment  nvidia-smi; NVRTC, cuFFT and cuBLAS found in the Python wheels (nvidia-*)
#                or under /usr/local/cuda*/lib64; the kernel cache (OUT/cache) is kept
#                across the steps
#   artifact     the saved CUDA artifact (compiled for sm_90 by gpu-prepare.sh) run from its
#                CUBIN on the GPU and on the CPU: the results agree (f32 sums in another
#                order: within 1e-3 of the largest magnitude)
#   irfft        C2R of non-Hermitian input, 1-3 axes, even and odd (the test binary's
#                cuda_backend suite)
#   reductions   reductions of every shape, grid-wide (the cuda_backend suite)
#   chain        executables handing device arrays on with no host wait (the cuda_backend
#                suite)
#   bench        bench/gpu_check.py: the medium and large angular-spectrum value_and_grad
#                against JAX on the same GPU and the cuFFT-only bound, with --profile's step
#                table (OUT/asm/SIZE/profile.txt) -> OUT/results.json
#   sanitizer    compute-sanitizer memcheck, racecheck and initcheck on the artifact's
#                gradient run, where compute-sanitizer is installed
#   tests        the whole cuda_backend suite of the test binary (every reference,
#                conformance and random program against the interpreter)
#   pjrt         where JAX's CUDA plugin is installed: the pjrt suite's reference programs
#                on the GPU
#
# GPU_CHECK_BACKEND=cuda-sim runs the same flow without a GPU, as the test of this script on a
# 2-core machine: cuda-sim instead of the GPU, the medium benchmark only (cost-model profile;
# JAX on the CPU where installed), the reference programs instead of the whole cuda_backend
# suite, no sanitizer and no PJRT.
#
# The test binary (it) holds every cross-crate suite: each step names its suite in the filter
# (cuda_backend::NAME), so that only that suite's tests run.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-out/gpu-check}
BACKEND=${GPU_CHECK_BACKEND:-cuda}
PYTHON=${PYTHON:-python3}
BUDGET=${GPU_CHECK_SECONDS:-470}
B=target/gpu-check
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
SUMMARY="$OUT/summary.txt"
: >"$SUMMARY"
status=0
began=$(date +%s)

if [ ! -f "$B/bin.tar.xz" ] || [ ! -f "$B/asm_grad.fresnel" ]; then
  echo "gpu-check: $B is incomplete: run scripts/gpu-prepare.sh first" >&2
  exit 2
fi

# step NAME LIMIT_S COMMAND...: runs COMMAND under the smaller of LIMIT_S and what is left of
# the budget, its output in OUT/NAME.txt, its outcome in the summary.
step() {
  local name=$1 limit=$2
  shift 2
  local left=$((BUDGET - ($(date +%s) - began)))
  [ "$limit" -gt "$left" ] && limit=$left
  if [ "$limit" -lt 5 ]; then
    echo "$name: skipped, the ${BUDGET}s budget is spent" | tee -a "$SUMMARY"
    status=1
    return
  fi
  echo "== $name (at most ${limit}s)"
  local t0
  t0=$(date +%s)
  if declare -F "$1" >/dev/null; then
    # timeout runs programs, not shell functions: a function runs in a bash of its own, given
    # its definition and the variables the step functions read.
    timeout "$limit" bash -c "$(declare -p B BIN BACKEND OUT PYTHON ins); $(declare -f "$1"); $1" \
      >"$OUT/$name.txt" 2>&1
  else
    timeout "$limit" "$@" >"$OUT/$name.txt" 2>&1
  fi
  local rc=$?
  tail -n 12 "$OUT/$name.txt"
  local how="exit $rc"
  [ $rc -eq 124 ] && how="timed out"
  echo "$name: $how in $(($(date +%s) - t0))s (OUT/$name.txt)" | tee -a "$SUMMARY"
  [ $rc -eq 0 ] || status=1
}

BIN=$(mktemp -d)
trap 'rm -rf "$BIN"' EXIT
tar -C "$BIN" -xJf "$B/bin.tar.xz" || { echo "gpu-check: cannot unpack $B/bin.tar.xz" >&2; exit 2; }

echo "== environment"
{
  nvidia-smi 2>&1 || echo "nvidia-smi: not available"
  echo "backend: $BACKEND"
} | tee "$OUT/environment.txt" | head -15
libdirs=$("$PYTHON" - <<'EOF'
import glob, os, site
roots = site.getsitepackages() + [site.getusersitepackages()]
want = {"nvrtc": "libnvrtc.so.13", "cufft": "libcufft.so.*", "cublas": "libcublas.so.*"}
found = {}
for r in roots:
    for k, pat in want.items():
        for p in glob.glob(os.path.join(r, "nvidia", "**", pat), recursive=True):
            found.setdefault(k, os.path.dirname(p))
for k, pat in want.items():
    for p in glob.glob(f"/usr/local/cuda*/lib64/{pat}") + glob.glob(f"/usr/local/cuda*/targets/*/lib/{pat}"):
        found.setdefault(k, os.path.dirname(p))
print(" ".join(f"{k}={v}" for k, v in found.items()))
EOF
)
echo "CUDA libraries: ${libdirs:-none}" | tee -a "$OUT/environment.txt"
for kv in $libdirs; do
  dir=${kv#*=}
  case ":${LD_LIBRARY_PATH:-}:" in *":$dir:"*) ;; *) export LD_LIBRARY_PATH="$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" ;; esac
  [ "${kv%%=*}" = nvrtc ] && export FRESNEL_NVRTC_DIR="$dir"
done
export FRESNEL_CACHE_DIR="$OUT/cache"
export FRESNEL_TEST_DATA="$PWD/tests/data"
[ "$BACKEND" = cuda ] && export FRESNEL_TEST_DEVICE=gpu

R=tests/data/refs/asm_loss_c64
ins=(--input $R/in0.npy --input $R/in1.npy --input $R/in2.npy --input $R/in3.npy)
artifact() {
  "$BIN/fresnel" run "$B/asm_grad.fresnel" --backend "$BACKEND" -o "$OUT/artifact-$BACKEND" "${ins[@]}" &&
    "$BIN/fresnel" run "$B/asm_grad.fresnel" --backend cpu -o "$OUT/artifact-cpu" "${ins[@]}" &&
    "$PYTHON" bench/compare_npy.py "$OUT/artifact-$BACKEND" "$OUT/artifact-cpu" 1e-3
}
step artifact 60 artifact
step irfft 60 "$BIN/it" --nocapture cuda_backend::irfft_of_non_hermitian
step reductions 90 "$BIN/it" --nocapture cuda_backend::reductions_of_every_shape
step chain 60 "$BIN/it" --nocapture cuda_backend::executables_chain

if [ "$BACKEND" = cuda ]; then
  bench_args=(--sizes "${GPU_CHECK_SIZES:-medium,large}")
else
  bench_args=(--sizes "${GPU_CHECK_SIZES:-medium}" --repeat 2)
fi
step bench 150 "$PYTHON" bench/gpu_check.py --fresnel "$BIN/fresnel" --cases "$B/asm" \
  --out "$OUT" --backend "$BACKEND" "${bench_args[@]}"

if [ "$BACKEND" = cuda ] && command -v compute-sanitizer >/dev/null; then
  sanitize() {
    local tool rc=0
    for tool in memcheck racecheck initcheck; do
      echo "-- $tool"
      compute-sanitizer --tool "$tool" --error-exitcode 3 \
        "$BIN/fresnel" run "$B/asm_grad.fresnel" --backend cuda -o "$OUT/sanitized" "${ins[@]}" || rc=1
    done
    return $rc
  }
  step sanitizer 90 sanitize
else
  echo "sanitizer: skipped (${BACKEND/cuda-sim/no GPU}; compute-sanitizer $(command -v compute-sanitizer >/dev/null && echo found || echo not found))" |
    tee -a "$SUMMARY"
fi

if [ "$BACKEND" = cuda ]; then
  step tests 180 "$BIN/it" --nocapture --test-threads 4 cuda_backend::
else
  step tests 180 "$BIN/it" --nocapture cuda_backend::reference_programs
fi
unset FRESNEL_TEST_DEVICE

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
  export FRESNEL_PJRT_PLUGIN="$PJRT_PLUGIN"
  step pjrt 90 "$BIN/it" --nocapture pjrt::reference_programs_match_the_interpreter
else
  echo "pjrt: skipped (${PJRT_PLUGIN:+backend $BACKEND is not cuda}${PJRT_PLUGIN:-no jax_plugins.xla_cuda13})" |
    tee -a "$SUMMARY"
fi

echo "== summary ($(($(date +%s) - began))s)"
cat "$SUMMARY"
exit $status
