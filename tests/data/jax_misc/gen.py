"""Generates the JAX reference cases in this folder (run from anywhere):

    python tests/data/jax_misc/gen.py

Each case folder holds `fwd.mlir` (what `jax.jit(f).lower(...).as_text()` prints), its inputs
`in{k}.npy`, JAX's results `out{k}.npy`, and for differentiable cases `grad{k}.npy`: the
gradient of the first result (a real scalar loss) with respect to argument k, from
`jax.grad` (real arguments only, so no conjugation is involved). `manifest.json` lists the
cases. Inputs are seeded; rerunning reproduces the files bit for bit with the same JAX.
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
rng = np.random.default_rng(20261202)
cases = []


def case(name, f, args, wrt=(), note="", tol=None):
    """Lowers `f` on `args`, runs it, and (for `wrt`) takes `jax.grad` of its first result.
    `tol` overrides the test's tolerance where JAX itself is less accurate (see `note`)."""
    d = os.path.join(HERE, name)
    os.makedirs(d, exist_ok=True)
    args = [np.asarray(a) for a in args]
    text = jax.jit(f).lower(*args).as_text()
    with open(os.path.join(d, "fwd.mlir"), "w") as fh:
        fh.write(text)
    outs = jax.jit(f)(*args)
    if not isinstance(outs, (tuple, list)):
        outs = (outs,)
    for k, a in enumerate(args):
        np.save(os.path.join(d, f"in{k}.npy"), a)
    for k, o in enumerate(outs):
        np.save(os.path.join(d, f"out{k}.npy"), np.asarray(o))
    grads = []
    if wrt:
        def loss(*xs):
            r = f(*xs)
            return r[0] if isinstance(r, (tuple, list)) else r
        gs = jax.grad(loss, argnums=tuple(wrt))(*args)
        for k, g in zip(wrt, gs):
            np.save(os.path.join(d, f"grad{k}.npy"), np.asarray(g))
            grads.append(k)
    cases.append({
        "name": name,
        "inputs": len(args),
        "outputs": len(outs),
        "wrt": grads,
        "note": note,
        **({"tol": tol} if tol is not None else {}),
    })


def u(shape, lo, hi, dtype):
    return rng.uniform(lo, hi, size=shape).astype(dtype)


# ---- sort and top_k ----------------------------------------------------------------------
x = u((3, 7), -2, 2, np.float32)
x[0, 1] = x[0, 4]            # a tie (stability)
x[1, 2], x[1, 5] = 0.0, -0.0  # signed zeros compare equal in JAX's comparator
x[2, 3] = np.nan              # NaN sorts last
case("sort_f32", lambda a: jnp.sort(a, axis=-1), [x])
case("sort_axis0_f64", lambda a: jnp.sort(a, axis=0), [u((5, 4), -3, 3, np.float64)])
case("argsort_f32", lambda a: jnp.argsort(a, axis=-1), [x])
case("argsort_stable_i32", lambda a: jnp.argsort(a, stable=True),
     [rng.integers(-3, 3, size=(10,)).astype(np.int32)])
keys = rng.integers(0, 4, size=(9,)).astype(np.int32)
vals = u((9,), -1, 1, np.float32)
case("sort_two_operands", lambda k, v: lax.sort((k, v), num_keys=1), [keys, vals])
case("sort_unstable_f32", lambda a: lax.sort(a, is_stable=False), [u((2, 6), -1, 1, np.float32)])
w = np.arange(1, 8, dtype=np.float64)[None, :] * np.array([[1.0], [-2.0], [0.5]])
case("sort_grad_f64", lambda a: jnp.sum(jnp.sort(a, axis=-1) * w), [u((3, 7), -2, 2, np.float64)],
     wrt=(0,))
case("sort_grad_axis0_f32", lambda a: jnp.sum(jnp.sin(jnp.sort(a, axis=0)) * jnp.arange(4.0, dtype=np.float32)),
     [u((6, 4), -2, 2, np.float32)], wrt=(0,))
case("top_k_f32", lambda a: lax.top_k(a, 3), [x[:, :].copy()[:2]])
case("top_k_grad_f64", lambda a: jnp.sum(jnp.sin(lax.top_k(a, 2)[0]) * np.array([1.0, 3.0])),
     [u((4, 5), -2, 2, np.float64)], wrt=(0,))

# ---- CHLO elementwise: forward (f32 and f64) and gradients (f64) --------------------------
domains = {
    "erf": (lax.erf, -3, 3),
    "erfc": (lax.erfc, -3, 5),
    "erf_inv": (lax.erf_inv, -0.999, 0.999),
    "lgamma": (lax.lgamma, -4.5, 12),
    "digamma": (lax.digamma, -4.5, 12),
    "asin": (lax.asin, -0.99, 0.99),
    "acos": (lax.acos, -0.99, 0.99),
    "atan": (lax.atan, -5, 5),
    "asinh": (lax.asinh, -5, 5),
    "acosh": (lax.acosh, 1.01, 6),
    "atanh": (lax.atanh, -0.99, 0.99),
    "sinh": (lax.sinh, -4, 4),
    "cosh": (lax.cosh, -4, 4),
    "bessel_i1e": (lax.bessel_i1e, -40, 40),
    "square": (lax.square, -3, 3),
}
no_grad = {"digamma", "bessel_i1e"}
for name, (fn, lo, hi) in domains.items():
    for dt, tag in ((np.float32, "f32"), (np.float64, "f64")):
        case(f"{name}_{tag}", fn, [u((4, 6), lo, hi, dt)])
    if name not in no_grad:
        case(f"{name}_grad_f64", lambda a, fn=fn: jnp.sum(jnp.sin(fn(a))), [u((3, 5), lo, hi, np.float64)],
             wrt=(0,))
# Edges: poles, ±1, large arguments, infinities and NaN.
edges = np.array([0.0, -1.0, -2.0, 1.0, 2.0, 1e-30, -0.5, 100.0, 800.0, np.inf, -np.inf, np.nan])
for name in ("lgamma", "digamma", "bessel_i1e", "erf", "erfc"):
    fn = domains[name][0]
    case(f"{name}_edges_f64", fn, [edges.copy()])
case("erf_inv_edges_f64", lax.erf_inv, [np.array([-1.0, 1.0, 0.0, 1 - 2**-40, -1 + 2**-30, 1.5, np.nan])],
     note="XLA's f64 erf_inv at y = -1 + 2^-30 gives x with erfc(-x)/2^-30 - 1 = 4.7e-10 "
          "(x off by 1.2e-11 relative); Fresnel's residual is 1.3e-15",
     tol=2e-11)
case("round_afz_f32", lambda a: lax.round(a, lax.RoundingMethod.AWAY_FROM_ZERO),
     [np.array([0.5, 1.5, 2.5, -0.5, -2.5, 0.49999997, 3.7, -3.2], np.float32)])
case("next_after_f32", lax.nextafter,
     [np.array([0, 1, -0.0, np.inf, 1, 3.5, np.nan, -1e-45], np.float32),
      np.array([1, 0, -1, 0, 1, -np.inf, 0, 1], np.float32)])
case("next_after_f64", lax.nextafter, [u((5,), -1, 1, np.float64), u((5,), -1, 1, np.float64)])

# ---- bits: shifts, popcnt, clz, not, bitcast, reduce_precision ---------------------------
a32 = np.array([1, -8, 7, -1, 5, 123456, -2**31, 2**31 - 1], np.int32)
s32 = np.array([0, 1, 31, 32, -1, 5, 3, 30], np.int32)
case("shifts_i32", lambda a, s: (lax.shift_left(a, s), lax.shift_right_arithmetic(a, s),
                                 lax.shift_right_logical(a, s)), [a32, s32])
a64 = np.array([1, -8, 7, -1, 5, 2**40, -2**63], np.int64)
s64 = np.array([0, 1, 63, 64, -1, 20, 62], np.int64)
case("shifts_i64", lambda a, s: (lax.shift_left(a, s), lax.shift_right_arithmetic(a, s),
                                 lax.shift_right_logical(a, s)), [a64, s64])
case("popcnt_clz_i32", lambda a: (lax.population_count(a), lax.clz(a), lax.bitwise_not(a)), [a32])
case("popcnt_clz_i64", lambda a: (lax.population_count(a), lax.clz(a), lax.bitwise_not(a)), [a64])
case("bitcast_f32_i32", lambda a: lax.bitcast_convert_type(a, jnp.int32),
     [np.array([1.0, -0.0, np.inf, 3.14159, -2.5e-38], np.float32)])
case("bitcast_i32_f32", lambda a: lax.bitcast_convert_type(a, jnp.float32),
     [np.array([0x3F800000, 0x7F800000, -1, 1, 0x00000001], np.int32)])
case("bitcast_f64_i64", lambda a: lax.bitcast_convert_type(a, jnp.int64), [u((4,), -1e10, 1e10, np.float64)])
rp = np.array([1.0001, 70000, 65504, 65520, 1e-6, -3e-5, 6.1035156e-05, np.nan, np.inf, 3.14159,
               -1.00048828125], np.float32)
case("reduce_precision_e5m10", lambda a: lax.reduce_precision(a, exponent_bits=5, mantissa_bits=10), [rp])
case("reduce_precision_e8m7", lambda a: lax.reduce_precision(a, exponent_bits=8, mantissa_bits=7), [rp])
case("reduce_precision_f64_e8m23", lambda a: lax.reduce_precision(a, exponent_bits=8, mantissa_bits=23),
     [np.array([1 + 2**-24, 1 + 3 * 2**-24, 1e39, 1e-39, -1e-30, np.nan, 0.1], np.float64)])
case("reduce_precision_grad_f32", lambda a: jnp.sum(lax.reduce_precision(a * a, exponent_bits=5, mantissa_bits=4)),
     [u((6,), -2, 2, np.float32)], wrt=(0,))

# ---- complex operands of the CHLO ops that take them (the CPU backend runs them through the
# interpreter), including points across the real-axis branch cuts of asin/acos/atanh/acosh.
zc = (u((2, 5), -2, 2, np.float64) + 1j * u((2, 5), -2, 2, np.float64)).astype(np.complex128)
zc[0, :3] = [1.5 + 0.0j, -1.5 - 0.0j, 0.5 + 0.0j]
for name in ("asin", "acos", "atan", "asinh", "acosh", "atanh", "sinh", "cosh", "square"):
    case(f"{name}_c128", domains[name][0], [zc])

# ---- digamma's gradient (ψ' = ζ(2, x), as JAX's polygamma(1, x)), added later: its own
# generator so that the cases above keep their inputs.
rng = np.random.default_rng(20261203)
case("digamma_grad_f64", lambda a: jnp.sum(jnp.sin(lax.digamma(a))),
     [np.concatenate([u((6,), 0.2, 12, np.float64), [-0.5, -1.6, -2.5, -3.4], u((4,), 20, 400, np.float64)])],
     wrt=(0,))
case("digamma_grad_f32", lambda a: jnp.sum(jnp.sin(lax.digamma(a))), [u((6,), 0.2, 12, np.float32)], wrt=(0,))
# bessel_i1e's gradient needs i0e (JAX's rule): both sides of |x| = 32, where ours switches
# from quadrature to the asymptotic series, tiny and large arguments.
case("bessel_i1e_grad_f64", lambda a: jnp.sum(jnp.sin(4 * lax.bessel_i1e(a))),
     [np.concatenate([u((6,), -40, 40, np.float64), [31.9, 32.1, -32.0, 1e-20, 0.0, 3e3, -7e5]])], wrt=(0,))
case("bessel_i1e_grad_f32", lambda a: jnp.sum(jnp.sin(4 * lax.bessel_i1e(a))), [u((6,), -40, 40, np.float32)], wrt=(0,))

with open(os.path.join(HERE, "manifest.json"), "w") as fh:
    json.dump({"jax_version": jax.__version__, "cases": cases}, fh, indent=1)
print(f"{len(cases)} cases")
