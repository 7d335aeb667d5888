"""JAX (XLA CPU) side of the angular-spectrum benchmark (`cargo bench -p fresnel --bench asm`).

Runs value_and_grad of loss = sum((|asm(field, z, lam)|^2 - target)^2) w.r.t. (field, z) on the
inputs the Rust benchmark wrote (in0.npy field, in1.npy z, in2.npy lam, in3.npy target; dx in
dx.txt), and prints one JSON line. With --save it also writes its results to DIR/jax/ (value.npy,
grad0.npy, grad1.npy; the field gradient conjugated into Fresnel's convention dL/dRe + i dL/dIm) so
that the benchmark can check both engines computed the same thing, and the forward loss as JAX
lowers it (DIR/jax/loss.mlir, StableHLO text) for Fresnel to import and differentiate itself.
compile_s covers tracing,
lowering and XLA compilation; a timed run is one call on arrays already in JAX's hands, waiting
for its results. Exits 3 with a message when JAX is not installed.

usage: python3 bench/jax_asm.py DIR [--repeat N] [--save]
"""
import argparse, json, os, resource, sys, time

try:
    import numpy as np
    import jax, jax.numpy as jnp
except ImportError as e:  # the benchmark prints "skipped" and carries on
    print(f"JAX is not installed ({e})", file=sys.stderr)
    sys.exit(3)


def asm_H(z, lam, ny, nx, dx):
    fy = jnp.fft.fftfreq(ny, dx).astype(z.dtype)
    fx = jnp.fft.fftfreq(nx, dx).astype(z.dtype)
    arg = (1.0 / lam[:, None, None, None] ** 2) - fy[None, None, :, None] ** 2 - fx[None, None, None, :] ** 2
    prop = arg > 0
    kz = jnp.sqrt(jnp.where(prop, arg, 0.0))
    return jnp.where(prop, jnp.exp(1j * (2 * jnp.pi * z[None, :, None, None] * kz)), 0.0)[None, None]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--save", action="store_true")
    a = ap.parse_args()
    field, z, lam, target = (np.load(os.path.join(a.dir, f"in{i}.npy")) for i in range(4))
    dx = float(open(os.path.join(a.dir, "dx.txt")).read())

    def loss(field, z, lam, target):
        ny, nx = field.shape[-2:]
        out = jnp.fft.ifft2(jnp.fft.fft2(field, axes=(-2, -1)) * asm_H(z, lam, ny, nx, dx), axes=(-2, -1))
        return jnp.sum((jnp.abs(out) ** 2 - target) ** 2)

    args = [jnp.asarray(x) for x in (field, z, lam, target)]
    t0 = time.perf_counter()
    compiled = jax.jit(jax.value_and_grad(loss, argnums=(0, 1))).lower(*args).compile()
    compile_s = time.perf_counter() - t0
    value, grads = jax.block_until_ready(compiled(*args))  # warm-up
    if a.save:
        out = os.path.join(a.dir, "jax")
        os.makedirs(out, exist_ok=True)
        np.save(os.path.join(out, "value.npy"), np.asarray(value))
        np.save(os.path.join(out, "grad0.npy"), np.conj(np.asarray(grads[0])))
        np.save(os.path.join(out, "grad1.npy"), np.asarray(grads[1]))
        with open(os.path.join(out, "loss.mlir"), "w") as f:
            f.write(jax.jit(loss).lower(*args).as_text())
    times = []
    for _ in range(a.repeat):
        t0 = time.perf_counter()
        jax.block_until_ready(compiled(*args))
        times.append(time.perf_counter() - t0)
    times.sort()
    print(json.dumps({
        "engine": "jax", "jax_version": jax.__version__, "device": str(jax.devices()[0]),
        "value": float(value),
        "compile_s": compile_s, "run_min_s": times[0], "run_median_s": times[len(times) // 2],
        "repeat": a.repeat, "peak_rss_bytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
    }))


if __name__ == "__main__":
    sys.exit(main())
