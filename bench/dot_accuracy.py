"""f32 matmul accuracy against float64 truth: Fresnel's CPU backend vs JAX (XLA CPU), same inputs.

For each K it multiplies a 64×K by a K×64 f32 matrix twice — entries uniform in [0, 1) (every
term positive: rounding errors cannot cancel, the worst case for a running sum) and standard
normal — and prints, for JAX and for `fresnel run … --backend cpu`, the largest error relative
to Σ|a||b| (the scale of the summation-order bound) and the median of that over the result,
both against the product computed in float64 (numpy) from the same f32 inputs.

usage: python3 bench/dot_accuracy.py DIR [--fresnel target/release/fresnel] [--k 4096,65536]
"""
import argparse, os, subprocess

import numpy as np
import jax


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--fresnel", default="target/release/fresnel")
    ap.add_argument("--k", default="256,4096,65536")
    a = ap.parse_args()
    os.makedirs(a.dir, exist_ok=True)
    rng = np.random.default_rng(1)
    matmul = jax.jit(lambda x, y: x @ y)
    eps = np.finfo(np.float32).eps
    for k in map(int, a.k.split(",")):
        for dist in ("uniform", "normal"):
            draw = rng.random if dist == "uniform" else rng.standard_normal
            x = draw((64, k)).astype(np.float32)
            y = draw((k, 64)).astype(np.float32)
            x64, y64 = x.astype(np.float64), y.astype(np.float64)
            truth = x64 @ y64
            scale = np.abs(x64) @ np.abs(y64)
            name = f"k{k}_{dist}"
            prog = os.path.join(a.dir, f"{name}.mlir")
            with open(prog, "w") as fh:
                fh.write(matmul.lower(x, y).as_text())
            xs, ys = os.path.join(a.dir, f"{name}_x.npy"), os.path.join(a.dir, f"{name}_y.npy")
            np.save(xs, x)
            np.save(ys, y)
            out = os.path.join(a.dir, f"{name}_out")
            subprocess.run([a.fresnel, "run", prog, "-i", xs, "-i", ys, "--backend", "cpu",
                            "-o", out], check=True, capture_output=True)
            ours = np.load(os.path.join(out, "out0.npy")).astype(np.float64)
            theirs = np.asarray(matmul(x, y)).astype(np.float64)
            line = f"K={k:6d} {dist:8s}"
            for who, r in (("jax", theirs), ("fresnel", ours)):
                rel = np.abs(r - truth) / scale / eps
                line += f"  {who}: max {rel.max():8.3f} eps, median {np.median(rel):7.4f} eps"
            print(line, flush=True)


if __name__ == "__main__":
    main()
