"""An embedding lookup and its gradient, the indexing pattern of every JAX model: writes the
JAX-lowered programs `gather.mlir` (`table[idx]`) and `scatter_add.mlir` (the pullback of the
lookup for a cotangent: a scatter-add of rows into zeros) with their inputs to DIR, and times
JAX (jit, block_until_ready, median of repeats) on the same inputs. Compare with

  fresnel bench DIR/gather.mlir --input DIR/table.npy --input DIR/idx.npy --backend cpu
  fresnel bench DIR/scatter_add.mlir --input DIR/idx.npy --input DIR/cot.npy --backend cpu

usage: python3 bench/jax_embedding.py DIR [--rows 100000] [--width 128] [--lookups 65536]
       [--repeat 20]
"""
import argparse, json, os, time

import numpy as np
import jax, jax.numpy as jnp


def median_s(f, args, repeat):
    jax.block_until_ready(f(*args))
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        jax.block_until_ready(f(*args))
        times.append(time.perf_counter() - t0)
    return float(np.median(times))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--rows", type=int, default=100000)
    ap.add_argument("--width", type=int, default=128)
    ap.add_argument("--lookups", type=int, default=65536)
    ap.add_argument("--repeat", type=int, default=20)
    a = ap.parse_args()
    os.makedirs(a.dir, exist_ok=True)
    rng = np.random.default_rng(0)
    table = rng.standard_normal((a.rows, a.width), dtype=np.float32)
    idx = rng.integers(0, a.rows, a.lookups, dtype=np.int32)
    cot = rng.standard_normal((a.lookups, a.width), dtype=np.float32)

    def lookup(t, i):
        return t[i]

    def lookup_grad(t, i, c):
        return jax.vjp(lambda t: t[i], t)[1](c)[0]

    fwd, grad = jax.jit(lookup), jax.jit(lookup_grad)
    with open(os.path.join(a.dir, "gather.mlir"), "w") as f:
        f.write(fwd.lower(table, idx).as_text())
    with open(os.path.join(a.dir, "scatter_add.mlir"), "w") as f:
        f.write(grad.lower(table, idx, cot).as_text())
    for name, v in (("table", table), ("idx", idx), ("cot", cot)):
        np.save(os.path.join(a.dir, f"{name}.npy"), v)
    print(json.dumps({
        "jax_gather_median_s": median_s(fwd, (table, idx), a.repeat),
        "jax_scatter_add_median_s": median_s(grad, (table, idx, cot), a.repeat),
        "jax": jax.__version__,
    }))


if __name__ == "__main__":
    main()
