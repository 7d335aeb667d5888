"""Generates the cases in this folder (run from anywhere): a `dot_general` / `convolution`
accumulating into a wider type than its operands (`preferred_element_type`), as mixed-
precision training writes them.

    python tests/data/mixed_precision_ad/gen.py

Each folder: `fwd.mlir` (a real scalar loss: the sum of the squared product), inputs
`in{k}.npy`, tangents `tan{k}.npy`, and JAX's `value.npy`, `grad{k}.npy` (`jax.grad` w.r.t.
both arguments) and `jvp.npy` (`jax.jvp` along the tangents). Seeded.
"""

import os
import shutil

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

jax.config.update("jax_enable_x64", True)
HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(20261204)


def case(name, f, args):
    d = os.path.join(HERE, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)

    def loss(*xs):
        return jnp.sum(f(*xs) ** 2)

    tans = [rng.standard_normal(a.shape).astype(a.dtype) for a in args]
    with open(os.path.join(d, "fwd.mlir"), "w") as fh:
        fh.write(jax.jit(loss).lower(*args).as_text())
    value, grads = jax.value_and_grad(loss, argnums=(0, 1))(*args)
    _, jvp = jax.jvp(loss, tuple(args), tuple(tans))
    for k, (a, t, g) in enumerate(zip(args, tans, grads)):
        np.save(os.path.join(d, f"in{k}.npy"), a)
        np.save(os.path.join(d, f"tan{k}.npy"), t)
        np.save(os.path.join(d, f"grad{k}.npy"), np.asarray(g))
    np.save(os.path.join(d, "value.npy"), np.asarray(value))
    np.save(os.path.join(d, "jvp.npy"), np.asarray(jvp))


def rn(*shape):
    return rng.standard_normal(shape).astype(np.float32)


bf16 = ml_dtypes.bfloat16
case("dot_bf16_to_f32", lambda a, b: lax.dot(a, b, preferred_element_type=jnp.float32),
     [rn(4, 32).astype(bf16), rn(32, 3).astype(bf16)])
case("dot_f16_to_f32_batched",
     lambda a, b: jnp.einsum("bij,bjk->bik", a, b, preferred_element_type=jnp.float32),
     [rn(2, 3, 8).astype(np.float16), rn(2, 8, 4).astype(np.float16)])
case("dot_f32_to_f64", lambda a, b: lax.dot(a, b, preferred_element_type=jnp.float64),
     [rn(3, 4), rn(4, 2)])
case("conv_bf16_to_f32",
     lambda x, w: lax.conv_general_dilated(x, w, (1, 1), "SAME", preferred_element_type=jnp.float32),
     [rn(1, 2, 6, 6).astype(bf16), rn(3, 2, 3, 3).astype(bf16)])
print("ok")
