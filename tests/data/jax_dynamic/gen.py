"""Shape-polymorphic JAX programs for tests/tests/it/jax_dynamic.rs.

Each case is exported once with symbolic dimensions (`jax.export` with
`export.symbolic_shape`) into `<name>/fwd.mlir`, then run by JAX at two concrete sizes:
`<name>/s<k>_in<i>.npy` and `<name>/s<k>_out<j>.npy` (k = 0, 1). Cases with `wrt` also store
`jax.grad` of the sum of the first output's real part: `<name>/s<k>_grad<i>.npy`.
`manifest.json` lists the cases. Run: `python gen.py` (JAX 0.10, x64 enabled).
"""
import json
import os
import shutil

import jax

jax.config.update("jax_enable_x64", True)
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import export, lax  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
# The repository root: source locations in the exported text are written relative to it.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
rng = np.random.default_rng(20261204)


def arr(shape, dtype):
    if np.issubdtype(dtype, np.integer):
        return rng.integers(-5, 6, size=shape).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def scan_cumprod(x):
    def step(c, xi):
        c = c * 0.9 + xi
        return c, c * 2.0
    last, ys = lax.scan(step, jnp.zeros(x.shape[1:], x.dtype), x)
    return last, ys


def conv(x, w):
    return lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NCHW", "OIHW", "NCHW"))


# name, function, symbolic specs, dtypes, two concrete size dicts, wrt
CASES = [
    ("elementwise", lambda x: jnp.sin(x) * 2.0 + x * x, ["b, 4"], ["float32"], [{"b": 3}, {"b": 7}], []),
    ("broadcast", lambda x, y: x + y[None, :] * x, ["b, 3", "3"], ["float64", "float64"], [{"b": 2}, {"b": 5}], []),
    ("reductions", lambda x: (jnp.sum(x, axis=0), jnp.max(x, axis=1), jnp.mean(x)), ["b, n"], ["float64"], [{"b": 3, "n": 4}, {"b": 6, "n": 2}], []),
    ("reshape_concat", lambda x: jnp.concatenate([x, x * 2.0], axis=0).reshape(-1), ["b, 3"], ["float32"], [{"b": 2}, {"b": 5}], []),
    ("matmul", lambda x, w: x @ w, ["b, 4", "4, 5"], ["float64", "float64"], [{"b": 1}, {"b": 6}], []),
    ("arange", lambda x: jnp.arange(x.shape[0]) * x + jnp.arange(x.shape[0], dtype=jnp.int32).astype(x.dtype), ["b"], ["float64"], [{"b": 4}, {"b": 9}], []),
    ("slicing", lambda x: (x[1:] - x[:-1], x[::2], x[-2:]), ["b"], ["float64"], [{"b": 5}, {"b": 8}], []),
    ("padding", lambda x: jnp.pad(x, ((1, 2), (0, 1)), constant_values=3.0), ["b, n"], ["float32"], [{"b": 2, "n": 3}, {"b": 4, "n": 1}], []),
    ("cumsum", lambda x: jnp.cumsum(x, axis=0), ["b, 3"], ["float64"], [{"b": 4}, {"b": 7}], []),
    ("sort", lambda x: (jnp.sort(x, axis=0), jnp.argsort(x[:, 0])), ["b, 2"], ["float64"], [{"b": 5}, {"b": 8}], []),
    ("take", lambda x, i: jnp.take(x, i, axis=0, mode="clip"), ["b, 3", "k"], ["float64", "int32"], [{"b": 4, "k": 2}, {"b": 6, "k": 5}], []),
    ("fft", lambda x: jnp.fft.fft(x, axis=-1), ["b, 8"], ["complex128"], [{"b": 2}, {"b": 3}], []),
    ("scan", scan_cumprod, ["b, 3"], ["float64"], [{"b": 4}, {"b": 10}], []),
    ("conv", conv, ["b, 2, 5, 5", "3, 2, 3, 3"], ["float64", "float64"], [{"b": 1}, {"b": 3}], []),
    ("softmax", lambda x: jax.nn.softmax(x, axis=0), ["b, 3"], ["float64"], [{"b": 2}, {"b": 6}], []),
    ("two_dims", lambda x: (x.T @ x, jnp.argmax(x, axis=0)), ["b, n"], ["float64"], [{"b": 3, "n": 2}, {"b": 5, "n": 4}], []),
    ("grad_tanh", lambda x, y: jnp.sum(jnp.tanh(x) * y[None, :]) * jnp.ones(()), ["b, 3", "3"], ["float64", "float64"], [{"b": 2}, {"b": 5}], [0, 1]),
]


def concrete(spec, sizes):
    dims = [d.strip() for d in spec.split(",") if d.strip()]
    return tuple(int(d) if d.isdigit() else sizes[d] for d in dims)


def main():
    manifest = []
    for name, f, specs, dtypes, sizes, wrt in CASES:
        d = os.path.join(HERE, name)
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        # One scope so that the same letter is the same dimension across arguments.
        syms = export.symbolic_shape(",".join(s for s in specs if s.strip()) or "")
        avals, at = [], 0
        for s, dt in zip(specs, dtypes):
            n = len([x for x in s.split(",") if x.strip()])
            avals.append(jax.ShapeDtypeStruct(tuple(syms[at:at + n]), dt))
            at += n
        exp = export.export(jax.jit(f))(*avals)
        with open(os.path.join(d, "fwd.mlir"), "w") as fh:
            fh.write(exp.mlir_module().replace('"' + ROOT + os.sep, '"'))
        n_out = None
        for k, sz in enumerate(sizes):
            args = [arr(concrete(s, sz), dt) for s, dt in zip(specs, dtypes)]
            if name == "take":
                args[1] = rng.integers(0, sz["b"], size=args[1].shape).astype(np.int32)
            outs = f(*args)
            outs = outs if isinstance(outs, tuple) else (outs,)
            n_out = len(outs)
            for i, a in enumerate(args):
                np.save(os.path.join(d, f"s{k}_in{i}.npy"), a)
            for j, o in enumerate(outs):
                np.save(os.path.join(d, f"s{k}_out{j}.npy"), np.asarray(o))
            if wrt:
                gs = jax.grad(lambda *a: jnp.sum(jnp.real(f(*a))), argnums=tuple(wrt))(*args)
                for i, g in zip(wrt, gs):
                    np.save(os.path.join(d, f"s{k}_grad{i}.npy"), np.asarray(g))
        manifest.append({"name": name, "inputs": len(specs), "outputs": n_out, "sizes": len(sizes), "wrt": wrt})
    with open(os.path.join(HERE, "manifest.json"), "w") as fh:
        json.dump({"cases": manifest}, fh, indent=1)


if __name__ == "__main__":
    main()
