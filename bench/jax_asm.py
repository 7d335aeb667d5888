"""JAX (XLA CPU) side of the angular-spectrum benchmark.

Runs value_and_grad of loss = sum((|asm(field, z, lam)|^2 - target)^2) w.r.t. (field, z) on the
same sizes and seeded inputs as `cargo bench -p fresnel --bench asm`, and prints one JSON line per
size. Optionally writes the forward program JAX lowers (fwd.mlir) and its inputs, so Fresnel can
run the very same program.

usage: python3 bench/jax_asm.py SIZE [--repeat N] [--dump DIR]
SIZE is medium | large | plane128 | plane256 | plane512 | plane1024
"""
import argparse, json, os, resource, sys, time
import numpy as np
import jax, jax.numpy as jnp

SIZES = {
    # field shape (batch, pol, lambda, z, y, x), number of distances, number of wavelengths
    "medium": ((2, 2, 3, 1, 256, 256), 4, 3),
    "large": ((4, 1, 1, 1, 1024, 1024), 2, 1),
    "plane128": ((2, 2, 3, 1, 128, 128), 4, 3),
    "plane256": ((2, 2, 3, 1, 256, 256), 4, 3),
    "plane512": ((1, 1, 3, 1, 512, 512), 4, 3),
    "plane1024": ((1, 1, 1, 1, 1024, 1024), 4, 1),
}
DX = 2e-6


def asm_H(z, lam, ny, nx, dx):
    fy = jnp.fft.fftfreq(ny, dx).astype(z.dtype)
    fx = jnp.fft.fftfreq(nx, dx).astype(z.dtype)
    arg = (1.0 / lam[:, None, None, None] ** 2) - fy[None, None, :, None] ** 2 - fx[None, None, None, :] ** 2
    prop = arg > 0
    kz = jnp.sqrt(jnp.where(prop, arg, 0.0))
    return jnp.where(prop, jnp.exp(1j * (2 * jnp.pi * z[None, :, None, None] * kz)), 0.0)[None, None]


def loss(field, z, lam, target):
    ny, nx = field.shape[-2:]
    out = jnp.fft.ifft2(jnp.fft.fft2(field, axes=(-2, -1)) * asm_H(z, lam, ny, nx, DX), axes=(-2, -1))
    return jnp.sum((jnp.abs(out) ** 2 - target) ** 2)


def inputs(size):
    shape, nz, nl = SIZES[size]
    rng = np.random.default_rng(7)
    field = (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(np.complex64)
    z = np.linspace(1e-4, 4e-4, nz).astype(np.float32)
    lam = np.linspace(450e-9, 650e-9, nl).astype(np.float32)
    b, p, _, _, ny, nx = shape
    target = np.abs(rng.standard_normal((b, p, nl, nz, ny, nx))).astype(np.float32)
    return [field, z, lam, target]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("size", choices=sorted(SIZES))
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--dump")
    a = ap.parse_args()
    args = [jnp.asarray(x) for x in inputs(a.size)]
    vg = jax.jit(jax.value_and_grad(loss, argnums=(0, 1)))
    if a.dump:
        os.makedirs(a.dump, exist_ok=True)
        open(os.path.join(a.dump, "fwd.mlir"), "w").write(jax.jit(loss).lower(*args).as_text())
        for i, x in enumerate(inputs(a.size)):
            np.save(os.path.join(a.dump, f"in{i}.npy"), x)
    t0 = time.perf_counter()
    compiled = vg.lower(*args).compile()
    compile_s = time.perf_counter() - t0
    jax.block_until_ready(compiled(*args))  # warm-up
    times = []
    for _ in range(a.repeat):
        t0 = time.perf_counter()
        jax.block_until_ready(compiled(*args))
        times.append(time.perf_counter() - t0)
    times.sort()
    print(json.dumps({
        "engine": "jax", "jax_version": jax.__version__, "size": a.size,
        "compile_s": compile_s, "run_min_s": times[0], "run_median_s": times[len(times) // 2],
        "repeat": a.repeat, "peak_rss_bytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
    }))


if __name__ == "__main__":
    sys.exit(main())
