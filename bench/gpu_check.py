"""The speed half of scripts/gpu-check.sh: the angular-spectrum value_and_grad (the programs
scripts/gpu-prepare.sh wrote, medium and large) on Fresnel's CUDA backend, on JAX on the same
GPU, and the cuFFT-only bound (CuPy: the same number of batched 2-D transforms, nothing else).

For each size it writes seeded inputs next to a copy of the program, then
* `fresnel bench prog.mlir --grad-wrt 0,1 --backend B --out DIR/fresnel` twice, with an empty
  module cache (cold compile, NVRTC included) and with the cache it left (warm compile); the
  second run's times are the ones reported: wall time per call on host arrays, and device time
  (CUDA events) per call on arrays already on the GPU; then once more with --profile, whose
  step table goes to DIR/profile.txt (measured on a GPU, the cost model's on cuda-sim, whose
  modeled_s and modeled_cufft_bound_s are kept);
* `bench/jax_asm.py DIR --save` (jit of value_and_grad; JAX's default device);
* the bound: cupy.fft.fft2 over all planes at once, timed with CUDA events;
* with --pjrt-plugin PATH (JAX's CUDA plugin): `fresnel bench ... --backend pjrt` (XLA compiles
  the same simplified program), checked against Fresnel's own results;
then checks Fresnel's value and gradients against JAX's (max|a-b|/max|b| <= 2e-3) before any
ratio is printed, and writes OUT/results.json after each size. Ratios divide median by median.
On cuda-sim JAX runs on the CPU where it is installed and is skipped where it is not.

usage: python3 bench/gpu_check.py --fresnel BIN --cases DIR --out DIR [--backend cuda|cuda-sim]
       [--sizes medium,large] [--repeat N] [--pjrt-plugin PATH]
"""
import argparse, json, os, re, shutil, subprocess, sys

import numpy as np

DX = 2e-6


def shapes(prog):
    """The argument shapes of @main, in order."""
    text = open(prog).read()
    sig = re.search(r"func\.func (?:public )?@main\((.*?)\)\s*->", text, re.S).group(1)
    dims = [re.match(r"((?:\d+x)*)", t).group(1) for t in re.findall(r"tensor<([^>]*>?)>", sig)]
    return [tuple(int(d) for d in t.split("x") if d) for t in dims]


def write_inputs(d, prog):
    field, z, lam, target = shapes(prog)
    rng = np.random.default_rng(0x9E3779B9)
    f = (rng.standard_normal(field) + 1j * rng.standard_normal(field)).astype(np.complex64)
    np.save(os.path.join(d, "in0.npy"), f)
    np.save(os.path.join(d, "in1.npy"), np.linspace(1e-4, 4e-4, z[0]).astype(np.float32))
    np.save(os.path.join(d, "in2.npy"), np.linspace(450e-9, 650e-9, lam[0]).astype(np.float32))
    np.save(os.path.join(d, "in3.npy"), np.abs(rng.standard_normal(target)).astype(np.float32))
    open(os.path.join(d, "dx.txt"), "w").write(f"{DX:e}")
    # 2-D FFT planes of value_and_grad: fft2 of the field and ifft2 of every output slice,
    # then both again in the backward pass.
    b, p, l = field[:3]
    return field, 2 * (b * p * l + b * p * l * z[0])


def fresnel_bench(bin_, d, backend, repeat, out="fresnel", extra=(), stderr_to=None):
    args = [bin_, "bench", os.path.join(d, "prog.mlir"), "--grad-wrt", "0,1", "--backend", backend,
            "--repeat", str(repeat), "--out", os.path.join(d, out), *extra]
    args += sum((["--input", os.path.join(d, f"in{i}.npy")] for i in range(4)), [])
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"fresnel bench ({backend}) failed: {r.stderr.strip()}")
    if stderr_to:
        with open(stderr_to, "w") as f:
            f.write(r.stderr)
    return json.loads(r.stdout.strip().splitlines()[-1])


def have_jax():
    try:
        import jax  # noqa: F401
        return True
    except ImportError:
        return False


def jax_bench(d, repeat):
    here = os.path.dirname(os.path.abspath(__file__))
    r = subprocess.run([sys.executable, os.path.join(here, "jax_asm.py"), d, "--repeat", str(repeat),
                        "--save"], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"jax_asm.py failed: {r.stderr.strip()[-2000:]}")
    return json.loads(r.stdout.strip().splitlines()[-1])


def same_results(d, other="jax", names=("value", "grad0", "grad1")):
    worst = 0.0
    for ours, theirs in zip(["out0", "out1", "out2"], names):
        a = np.load(os.path.join(d, "fresnel", f"{ours}.npy"))
        b = np.load(os.path.join(d, other, f"{theirs}.npy"))
        if a.shape != b.shape:
            raise RuntimeError(f"{ours}: shape {a.shape} vs JAX's {b.shape}")
        err = float(np.max(np.abs(a - b)) / max(np.max(np.abs(b)), 1e-30))
        worst = max(worst, err)
    return worst


def cufft_bound(planes, ny, nx, repeat):
    try:
        import cupy as cp
    except ImportError as e:
        return {"skipped": f"CuPy is not installed ({e})"}
    x = (cp.random.standard_normal((planes, ny, nx), dtype=cp.float32)
         + 1j * cp.random.standard_normal((planes, ny, nx), dtype=cp.float32)).astype(cp.complex64)
    cp.fft.fft2(x)  # plan and warm up
    start, end = cp.cuda.Event(), cp.cuda.Event()
    times = []
    for _ in range(repeat):
        start.record()
        cp.fft.fft2(x)
        end.record()
        end.synchronize()
        times.append(cp.cuda.get_elapsed_time(start, end) / 1e3)
    times.sort()
    return {"planes": planes, "shape": [ny, nx], "min_s": times[0], "median_s": times[len(times) // 2]}


def compare(a, d, field, planes, warm):
    """JAX's times and results, the cuFFT bound and XLA through PJRT beside Fresnel's."""
    row = {}
    row["jax"] = jax_bench(d, a.repeat)
    row["max_rel_err_vs_jax"] = err = same_results(d)
    if err > 2e-3:
        raise RuntimeError(f"Fresnel and JAX disagree: {err:.3e}")
    row["cufft_bound"] = bound = cufft_bound(planes, field[-2], field[-1], a.repeat) \
        if a.backend == "cuda" else {"skipped": "no GPU (cuda-sim)"}
    f_dev = warm.get("device_median_s")
    ratios = {"wall_vs_jax": warm["run_median_s"] / row["jax"]["run_median_s"]}
    if f_dev:
        ratios["device_vs_jax"] = f_dev / row["jax"]["run_median_s"]
        if "median_s" in bound:
            ratios["device_vs_cufft_bound"] = f_dev / bound["median_s"]
    if a.pjrt_plugin:
        row["pjrt"] = pj = fresnel_bench(a.fresnel, d, "pjrt", a.repeat, "pjrt",
                                         ["--pjrt-plugin", a.pjrt_plugin])
        row["max_rel_err_pjrt_vs_fresnel"] = perr = same_results(
            d, "pjrt", ("out0", "out1", "out2"))
        if perr > 2e-3:
            raise RuntimeError(f"Fresnel and XLA through PJRT disagree: {perr:.3e}")
        ratios["fresnel_vs_pjrt"] = warm["run_median_s"] / pj["run_median_s"]
    row["ratios"] = ratios
    return row


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fresnel", required=True)
    ap.add_argument("--cases", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--backend", default="cuda")
    ap.add_argument("--sizes", default="medium,large")
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--pjrt-plugin", default=None)
    a = ap.parse_args()
    results, failed = {}, False
    for size in a.sizes.split(","):
        d = os.path.abspath(os.path.join(a.out, "asm", size))
        os.makedirs(d, exist_ok=True)
        shutil.copy(os.path.join(a.cases, size, "prog.mlir"), os.path.join(d, "prog.mlir"))
        field, planes = write_inputs(d, os.path.join(d, "prog.mlir"))
        row = {"field": list(field), "fft_planes": planes}
        try:
            cache = os.path.join(d, "cache")
            shutil.rmtree(cache, ignore_errors=True)
            os.environ["FRESNEL_CACHE_DIR"] = cache
            cold = fresnel_bench(a.fresnel, d, a.backend, 2)
            warm = fresnel_bench(a.fresnel, d, a.backend, a.repeat)
            row["fresnel"] = warm
            row["compile_cold_s"] = cold["compile_s"]
            row["compile_warm_s"] = warm["compile_s"]
            profiled = fresnel_bench(a.fresnel, d, a.backend, 1, "profiled", ["--profile"],
                                     stderr_to=os.path.join(d, "profile.txt"))
            row["modeled"] = {k: v for k, v in profiled.items() if k.startswith("modeled")}
            if a.backend == "cuda-sim" and not have_jax():
                row["jax"] = {"skipped": "JAX is not installed (cuda-sim)"}
            else:
                row.update(compare(a, d, field, planes, warm))
        except Exception as e:  # recorded, and the script fails at the end
            row["error"] = str(e)
            failed = True
        results[size] = row
        print(json.dumps({size: row}))
        with open(os.path.join(a.out, "results.json"), "w") as f:
            json.dump(results, f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
