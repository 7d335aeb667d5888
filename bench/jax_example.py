"""JAX on the problem of `cargo run --release -p fresnel --example angular_spectrum`: the same
loss (a phase object at three wavelengths, angular-spectrum propagation padded x2 to two
distances, squared intensity error), jit(value_and_grad) w.r.t. (phi, z) on the data the
example wrote, timed per call like the example's steps (host arrays in, host arrays out).
Prints the loss at phi = 0 (compare with the example's step 0) and one JSON line.

usage: python3 bench/jax_example.py DIR [--repeat N]     (DIR: the example's --out)
"""
import argparse, json, os, time

import numpy as np
import jax, jax.numpy as jnp

DX, PAD, LAMBDA0 = 2.0, 2, 0.633


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--repeat", type=int, default=20)
    a = ap.parse_args()
    amp, z, lam, target = (np.load(os.path.join(a.dir, f"{n}.npy")) for n in ("amp", "z", "lam", "target"))
    n = amp.shape[-1]
    before = (n * PAD - n) // 2
    after = n * PAD - n - before
    m = n * PAD

    def loss(phi, z):
        phase = phi[None, None, None, None] * (LAMBDA0 / lam)[None, None, :, None, None, None]
        f = amp[None, None, None, None] * jnp.exp(1j * phase)
        f = jnp.pad(f, [(0, 0)] * 4 + [(before, after), (before, after)])
        fy = jnp.fft.fftfreq(m, DX).astype(z.dtype)
        fx = jnp.fft.fftfreq(m, DX).astype(z.dtype)
        arg = 1.0 / lam[:, None, None, None] ** 2 - fy[None, None, :, None] ** 2 - fx[None, None, None, :] ** 2
        prop = arg > 0
        kz = jnp.sqrt(jnp.where(prop, arg, 0.0))
        h = jnp.where(prop, jnp.exp(1j * (2 * jnp.pi * z[None, :, None, None] * kz)), 0.0)[None, None]
        out = jnp.fft.ifft2(jnp.fft.fft2(f, axes=(-2, -1)) * h, axes=(-2, -1))
        out = out[..., before:before + n, before:before + n]
        return jnp.sum((jnp.abs(out) ** 2 - target) ** 2)

    phi = np.zeros_like(amp)
    t0 = time.perf_counter()
    step = jax.jit(jax.value_and_grad(loss, argnums=(0, 1)))
    value, _ = jax.block_until_ready(step(phi, z))
    compile_s = time.perf_counter() - t0
    times = []
    for _ in range(a.repeat):
        t0 = time.perf_counter()
        value, (g_phi, g_z) = step(phi, z)
        np.asarray(value), np.asarray(g_phi), np.asarray(g_z)  # results back on the host
        times.append(time.perf_counter() - t0)
    times.sort()
    print(json.dumps({"engine": "jax", "jax_version": jax.__version__, "device": str(jax.devices()[0]),
                      "loss_at_phi0": float(value), "compile_s": compile_s,
                      "step_min_s": times[0], "step_median_s": times[len(times) // 2], "repeat": a.repeat}))


if __name__ == "__main__":
    main()
