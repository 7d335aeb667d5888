"""Matmuls (`dot_general`) as JAX writes them, timed side by side with Fresnel's CPU backend.

For each case (dtype × shape) it writes JAX's lowered program `CASE.mlir` and its inputs to DIR,
then, round after round, times JAX (jit, block_until_ready, median of --repeat calls) and
`fresnel bench CASE.mlir --backend cpu` (its run_median_s) on the same inputs, alternating so
that load from other processes hits both alike. Prints one line per case: the median over
rounds of each side's median and the ratio Fresnel / JAX (below 1: Fresnel is faster).

Cases: square 512² and 1024², the tall-skinny product of a 3×3×32→64 convolution layer after
im2col (65536×288 · 288×64) and a batch of small ones (64 × 32×32 · 32×32), each in f32, f64,
c64 and c128.

usage: python3 bench/jax_dot.py DIR [--fresnel target/release/fresnel] [--repeat 10]
           [--rounds 3] [--only SUBSTRING] [--json OUT.json]
"""
import argparse, json, os, subprocess, time

import numpy as np
import jax

jax.config.update("jax_enable_x64", True)

SHAPES = {
    "sq512": ((512, 512), (512, 512)),
    "sq1024": ((1024, 1024), (1024, 1024)),
    "tall": ((65536, 288), (288, 64)),
    "batch64x32": ((64, 32, 32), (64, 32, 32)),
}
DTYPES = ["float32", "float64", "complex64", "complex128"]


def median_s(f, args, repeat):
    jax.block_until_ready(f(*args))
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        jax.block_until_ready(f(*args))
        times.append(time.perf_counter() - t0)
    return float(np.median(times))


def sample(rng, shape, dtype):
    x = rng.standard_normal(shape)
    if np.dtype(dtype).kind == "c":
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--fresnel", default="target/release/fresnel")
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--only", default="")
    ap.add_argument("--json")
    a = ap.parse_args()
    os.makedirs(a.dir, exist_ok=True)
    rng = np.random.default_rng(0)
    matmul = jax.jit(lambda x, y: x @ y)
    results = {}
    for sname, (ls, rs) in SHAPES.items():
        for dt in DTYPES:
            name = f"{sname}_{dt}"
            if a.only not in name:
                continue
            x, y = sample(rng, ls, dt), sample(rng, rs, dt)
            prog = os.path.join(a.dir, f"{name}.mlir")
            with open(prog, "w") as fh:
                fh.write(matmul.lower(x, y).as_text())
            xs, ys = os.path.join(a.dir, f"{name}_x.npy"), os.path.join(a.dir, f"{name}_y.npy")
            np.save(xs, x)
            np.save(ys, y)
            jt, ft = [], []
            for _ in range(a.rounds):
                jt.append(median_s(matmul, (x, y), a.repeat))
                out = subprocess.run(
                    [a.fresnel, "bench", prog, "-i", xs, "-i", ys, "--backend", "cpu",
                     "--repeat", str(a.repeat)],
                    check=True, capture_output=True, text=True).stdout
                ft.append(json.loads(out.strip().splitlines()[-1])["run_median_s"])
            j, f = float(np.median(jt)), float(np.median(ft))
            results[name] = {"jax_s": j, "fresnel_s": f, "ratio": f / j}
            print(f"{name:24s} jax {j * 1e3:9.3f} ms  fresnel {f * 1e3:9.3f} ms  "
                  f"fresnel/jax {f / j:6.2f}x", flush=True)
    if a.json:
        with open(a.json, "w") as fh:
            json.dump({"jax": jax.__version__, "results": results}, fh, indent=1)


if __name__ == "__main__":
    main()
