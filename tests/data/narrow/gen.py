"""Generates the f16/bf16 cases in this folder (run from anywhere):

    python tests/data/narrow/gen.py

Each case folder `{name}_{f16,bf16}` holds `fwd.mlir` (what `jax.jit(f).lower(...).as_text()`
prints), its inputs `in{k}.npy`, JAX's results `out{k}.npy` and, for differentiable cases,
`grad{k}.npy` (`jax.grad` of the first result, a scalar loss, with respect to argument k) and
JAX's own gradient program `grad.mlir`. bf16 arrays are saved as ml_dtypes writes them
(`'<V2'` in the header). `manifest.json` lists the cases with the tolerance in units of the
narrow type's epsilon: 0 where the result is one correctly rounded operation (JAX's CPU
computes it in f32 and rounds once, which is exact for + − × ÷ √), more where XLA skips an
intermediate rounding that the program's types ask for (fused elementwise chains, f32
accumulation). Inputs are seeded; rerunning reproduces the files with the same JAX.
"""

import json
import os
import shutil

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(20261204)
DTYPES = {"f16": np.float16, "bf16": ml_dtypes.bfloat16}
cases = []


def case(name, f, make_args, ulps, wrt=()):
    for tag, dt in DTYPES.items():
        full = f"{name}_{tag}"
        d = os.path.join(HERE, full)
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        args = [np.asarray(a) for a in make_args(dt)]
        with open(os.path.join(d, "fwd.mlir"), "w") as fh:
            fh.write(jax.jit(f).lower(*args).as_text())
        outs = jax.jit(f)(*args)
        if not isinstance(outs, (tuple, list)):
            outs = (outs,)
        for k, a in enumerate(args):
            np.save(os.path.join(d, f"in{k}.npy"), a)
        for k, o in enumerate(outs):
            np.save(os.path.join(d, f"out{k}.npy"), np.asarray(o))
        if wrt:
            def loss(*xs):
                r = f(*xs)
                return r[0] if isinstance(r, (tuple, list)) else r
            g = jax.grad(loss, argnums=tuple(wrt))
            with open(os.path.join(d, "grad.mlir"), "w") as fh:
                fh.write(jax.jit(g).lower(*args).as_text())
            for k, gk in zip(wrt, jax.jit(g)(*args)):
                np.save(os.path.join(d, f"grad{k}.npy"), np.asarray(gk))
        cases.append({"name": full, "ulps": ulps, "wrt": list(wrt)})


def normal(dt, *shape, scale=1.0):
    return (rng.standard_normal(shape) * scale).astype(dt)


def positive(dt, *shape):
    return rng.uniform(0.25, 4.0, shape).astype(dt)


# One rounded operation each: bit-exact.
case("arith", lambda x, y: (x + y, x - y, x * y, x / y, jnp.sqrt(y)),
     lambda dt: [normal(dt, 257, scale=30), positive(dt, 257)], 0)
# Comparisons, selection and data movement never round.
case("movement", lambda x, y: (jnp.maximum(x, y), jnp.where(x > y, x, -y),
                               jnp.flip(x.reshape(4, 8), 1).T, jnp.abs(x), jnp.floor(x),
                               jnp.concatenate([x, y])[::3]),
     lambda dt: [normal(dt, 32, scale=8), normal(dt, 32, scale=8)], 0)
case("transcendental", lambda x, y: (jnp.exp(x), jnp.log(y), jnp.tanh(x), jnp.sin(x),
                                     jax.nn.sigmoid(x), x ** 2 + 3 * x - 1, jnp.arctan2(x, y)),
     lambda dt: [normal(dt, 64, scale=2), positive(dt, 64)], 2)
case("reductions", lambda x: (jnp.sum(x, 1), jnp.max(x, 0), jnp.mean(x), jnp.cumsum(x, 1),
                              jnp.prod(x[:, :4] * 0.5 + 1, 1)),
     lambda dt: [normal(dt, 6, 16)], 4)
case("sort", lambda x: (jnp.sort(x), jnp.argsort(x), lax.top_k(x, 3)[0]),
     lambda dt: [normal(dt, 3, 20)], 0)
case("convert", lambda x, y, i: (x.astype(jnp.float32) * y, (y * 3).astype(x.dtype),
                                 i.astype(x.dtype), x.astype(jnp.int32), x * y.astype(x.dtype)),
     lambda dt: [normal(dt, 16, scale=100), normal(np.float32, 16), rng.integers(-3000, 3000, 16)
                 .astype(np.int32)], 0)
case("bitcast", lambda x: (lax.bitcast_convert_type(x, jnp.int16),
                           lax.bitcast_convert_type(lax.bitcast_convert_type(x, jnp.uint16) ^
                                                    jnp.uint16(0x8000), x.dtype)),
     lambda dt: [normal(dt, 24, scale=10)], 0)


def mlp(x, w1, b1, w2, t):
    h = jnp.tanh(x @ w1 + b1)
    y = h @ w2
    return jnp.mean((y - t) ** 2), y


case("mlp", mlp, lambda dt: [normal(dt, 8, 12), normal(dt, 12, 16, scale=0.3), normal(dt, 16),
                             normal(dt, 16, 4, scale=0.3), normal(dt, 8, 4)], 8, wrt=(1, 2, 3))


def softmax_loss(x, t):
    p = jax.nn.softmax(x, axis=-1)
    return -jnp.sum(t * jnp.log(p + 1e-3)), p


case("softmax", softmax_loss, lambda dt: [normal(dt, 4, 10, scale=2), positive(dt, 4, 10) / 10],
     8, wrt=(0,))

with open(os.path.join(HERE, "manifest.json"), "w") as fh:
    json.dump({"jax": jax.__version__, "cases": cases}, fh, indent=1)
print(len(cases), "cases")
