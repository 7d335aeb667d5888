"""Reference cases for reverse mode through control flow, made with JAX.

For each case: the forward program as JAX lowers it (fwd.mlir), JAX's own value-and-grad
program (value_and_grad.mlir), the inputs, and JAX's value and gradients as .npy. Complex
gradients are stored conjugated, i.e. in Fresnel's convention dL/dRe + i dL/dIm.

JAX cannot reverse-differentiate a loop whose trip count is a run-time value
(`fori_loop` with a traced bound lowers to a `while_loop`), so for `fori_dynamic` the
gradients and value_and_grad.mlir come from the same function with the bound fixed to the
input's value; `vg_inputs` lists which inputs that program takes.

Run with a Python that has JAX: python3 tests/data/jax_loops/gen.py   (writes next to this file)
"""
import json, os, inspect
import numpy as np
import jax, jax.numpy as jnp
from jax import lax
jax.config.update("jax_enable_x64", True)

R = np.random.default_rng(20261203)
def rn(*s):
    return R.standard_normal(s)
def cn(*s):
    return R.standard_normal(s) + 1j * R.standard_normal(s)

CASES = []
def case(name, wrt, inputs, vg=None, vg_inputs=None):
    def deco(fn):
        CASES.append((name, fn, wrt, inputs, vg or fn, vg_inputs))
        return fn
    return deco

@case("fori_static", (0, 1), [rn(5), rn(5)])
def fori_static(x, w):
    return jnp.sum(lax.fori_loop(0, 7, lambda i, c: jnp.sin(c * w) + 0.9 * c, x) ** 2)

N_DYN = 6
def fori_fixed(x, w):
    return jnp.sum(lax.fori_loop(0, N_DYN, lambda i, c: jnp.tanh(c * w + i), x) ** 2)

@case("fori_dynamic", (0, 1), [rn(4), rn(4), np.array(N_DYN, dtype=np.int64)],
      vg=fori_fixed, vg_inputs=[0, 1])
def fori_dynamic(x, w, n):
    return jnp.sum(lax.fori_loop(0, n, lambda i, c: jnp.tanh(c * w + i), x) ** 2)

@case("scan", (0, 1), [rn(3), rn(8, 3)])
def scan(x, xs):
    def body(c, a):
        c = jnp.cos(c) * a + 0.5 * c
        return c, c * c
    c, ys = lax.scan(body, x, xs)
    return jnp.sum(c) + jnp.sum(ys * jnp.arange(8.0)[:, None])

@case("cond", (0, 1), [np.array(0.7), rn(4)])
def cond(p, x):
    return jnp.sum(lax.cond(p > 0, lambda x: jnp.sin(x) * p, lambda x: jnp.cos(x) - p, x) ** 2)

@case("cond_false", (0, 1), [np.array(-0.3), rn(4)])
def cond_false(p, x):
    return jnp.sum(lax.cond(p > 0, lambda x: jnp.sin(x) * p, lambda x: jnp.cos(x) - p, x) ** 2)

@case("switch", (1, 2), [np.array(2, dtype=np.int32), rn(4), np.array(1.3)])
def switch(i, x, a):
    return jnp.sum(lax.switch(i, [jnp.sin, lambda x: jnp.cos(x) * a, lambda x: x * x * a], x))

@case("nested", (0, 1), [rn(3), rn(3)])
def nested(x, w):
    def outer(i, c):
        return lax.fori_loop(0, 3, lambda j, d: jnp.sin(d * w) + c * 0.1, c) * 0.8
    return jnp.sum(lax.fori_loop(0, 4, outer, x) ** 2)

@case("scan_complex", (0, 1), [cn(4), rn(5, 4)])
def scan_complex(u, phis):
    def body(c, phi):
        return jnp.fft.fft(c * jnp.exp(1j * phi)) / 2.0, None
    u, _ = lax.scan(body, u, phis)
    return jnp.sum(jnp.abs(u) ** 2 * jnp.arange(4.0))

# A small multi-slice beam propagation: phase screens, angular-spectrum steps between them.
NY = NX = 8
def bpm_H(dz, lam, dx):
    fy = jnp.fft.fftfreq(NY, dx)
    fx = jnp.fft.fftfreq(NX, dx)
    arg = 1.0 / lam ** 2 - fy[:, None] ** 2 - fx[None, :] ** 2
    prop = arg > 0
    kz = jnp.sqrt(jnp.where(prop, arg, 0.0))
    return jnp.where(prop, jnp.exp(2j * jnp.pi * dz * kz), 0.0)

@case("bpm", (0, 1), [cn(NY, NX), 0.3 * rn(4, NY, NX), rn(NY, NX) ** 2])
def bpm(u0, screens, target):
    H = bpm_H(2.0, 0.5, 1.0)
    def body(u, phi):
        u = u * jnp.exp(1j * phi)
        return jnp.fft.ifft2(jnp.fft.fft2(u) * H), None
    u, _ = lax.scan(body, u0, screens)
    return jnp.sum((jnp.abs(u) ** 2 - target) ** 2)

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    manifest = []
    for name, fn, wrt, inputs, vg_fn, vg_inputs in CASES:
        d = os.path.join(here, name)
        os.makedirs(d, exist_ok=True)
        args = [jnp.asarray(a) for a in inputs]
        vg_idx = vg_inputs if vg_inputs is not None else list(range(len(inputs)))
        vg_args = [args[i] for i in vg_idx]
        vg_wrt = tuple(vg_idx.index(i) for i in wrt)
        open(os.path.join(d, "fwd.mlir"), "w").write(jax.jit(fn).lower(*args).as_text())
        vg = jax.value_and_grad(vg_fn, argnums=vg_wrt)
        open(os.path.join(d, "value_and_grad.mlir"), "w").write(jax.jit(vg).lower(*vg_args).as_text())
        val, grads = jax.jit(vg)(*vg_args)
        assert np.allclose(val, jax.jit(fn)(*args)), name
        for i, a in enumerate(inputs):
            np.save(os.path.join(d, f"in{i}.npy"), np.asarray(a))
        np.save(os.path.join(d, "value.npy"), np.asarray(val))
        for i, g in zip(wrt, grads):
            g = np.asarray(g)
            if np.iscomplexobj(g):
                g = np.conj(g)
            np.save(os.path.join(d, f"grad{i}.npy"), g)
        manifest.append({"name": name, "wrt": list(wrt), "inputs": len(inputs),
                         "vg_inputs": vg_idx, "jax_source": inspect.getsource(fn).strip()})
    with open(os.path.join(here, "manifest.json"), "w") as f:
        json.dump({"generator": "gen.py", "jax": jax.__version__, "cases": manifest}, f, indent=1)

if __name__ == "__main__":
    main()
