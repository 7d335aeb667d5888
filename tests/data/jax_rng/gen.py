"""Generates the `rng_bit_generator` cases in this folder (run from anywhere):

    python tests/data/jax_rng/gen.py

Each case folder holds `fwd.mlir` (what `jax.jit(f).lower(...).as_text()` prints), its inputs
`in{k}.npy` and JAX's results `out{k}.npy` on CPU (JAX 0.10.2 / XLA): raw bits of every width
from `lax.rng_bit_generator` with each algorithm (DEFAULT is Philox on XLA's CPU and GPU
backends), shapes with and without an even dimension, scalar and empty shapes, counters that
wrap, and whole `jax.random` samplers on the `rbg` and `unsafe_rbg` key implementations.
Bits must match exactly; floats within 1e-6 relative (f32) and 1e-12 (f64).
"""

import json
import os
import shutil

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

jax.config.update("jax_enable_x64", True)

HERE = os.path.dirname(os.path.abspath(__file__))
cases = []
ALG = {"three_fry": lax.RandomAlgorithm.RNG_THREE_FRY, "philox": lax.RandomAlgorithm.RNG_PHILOX,
       "default": lax.RandomAlgorithm.RNG_DEFAULT}


def case(name, f, args):
    d = os.path.join(HERE, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    args = [np.asarray(a) for a in args]
    with open(os.path.join(d, "fwd.mlir"), "w") as fh:
        fh.write(jax.jit(f).lower(*args).as_text())
    outs = jax.jit(f)(*args)
    if not isinstance(outs, (tuple, list)):
        outs = (outs,)
    for k, a in enumerate(args):
        np.save(os.path.join(d, f"in{k}.npy"), a)
    for k, o in enumerate(outs):
        np.save(os.path.join(d, f"out{k}.npy"), np.asarray(o))
    cases.append({"name": name, "inputs": len(args), "outputs": len(outs)})


def bits(alg, shape, dtype):
    return lambda key: lax.rng_bit_generator(key, shape, dtype=dtype, algorithm=ALG[alg])


KEY = np.array([0x0123456789ABCDEF, 0xFFFFFFFFFFFFFFFE], np.uint64)  # the counter wraps
KEY2 = np.array([42, 7], np.uint64)
for alg in ALG:
    for shape, dtype in [((3, 4), jnp.uint32), ((5,), jnp.uint64), ((7,), jnp.uint8),
                         ((2, 3), jnp.uint16), ((3, 5, 2), jnp.uint32), ((3, 3), jnp.uint32),
                         ((), jnp.uint32), ((0, 4), jnp.uint32), ((2, 2, 3), jnp.uint64)]:
        dims = "x".join(map(str, shape)) or "scalar"
        case(f"{alg}_{jnp.dtype(dtype).name}_{dims}", bits(alg, shape, dtype), [KEY])
    case(f"{alg}_uint32_9_key2", bits(alg, (9,), jnp.uint32), [KEY2])

# JAX's u32[4] key form (reshaped and bitcast to ui64[2] around the op).
case("default_u32key_uint8_3x4", bits("default", (3, 4), jnp.uint8),
     [np.array([1, 2, 3, 4], np.uint32)])

# Whole samplers on the rbg key implementations.
for impl in ("rbg", "unsafe_rbg"):
    def uniform(k, impl=impl):
        key = jax.random.wrap_key_data(k, impl=impl)
        return jax.random.uniform(key, (4, 3), dtype=jnp.float32)

    def normal(k, impl=impl):
        key = jax.random.wrap_key_data(k, impl=impl)
        return jax.random.normal(key, (5,), dtype=jnp.float64)

    def randint(k, impl=impl):
        key = jax.random.wrap_key_data(k, impl=impl)
        return jax.random.randint(key, (6,), 0, 10)

    k = np.array([11, 22, 33, 44], np.uint32)
    case(f"{impl}_uniform_f32", uniform, [k])
    case(f"{impl}_normal_f64", normal, [k])
    case(f"{impl}_randint_i64", randint, [k])

with open(os.path.join(HERE, "manifest.json"), "w") as fh:
    json.dump({"jax": jax.__version__, "cases": cases}, fh, indent=1)
print(len(cases), "cases")
