"""Variadic `stablehlo.scatter` cases and their values from JAX.

JAX's scatter primitives are single-operand (its `_scatter_lower` wraps one operand and one
update), so no JAX program lowers to a variadic scatter. Each case here is therefore a
variadic scatter written out as StableHLO text (`fwd.mlir`: `@main(x_0…x_{N-1}, indices,
u_0…u_{N-1})` returning the N results), whose region combines component i with a set, add,
subtract, multiply, maximum or minimum of its own pair — which makes it N independent
scatters sharing the indices. The expected values come from JAX running exactly those N
single scatters (`lax.scatter`, `lax.scatter_add`, …): `out*.npy` the results, and for the
cotangents `ct*.npy` (one per result), `grad*.npy` = `jax.vjp`'s cotangents of the float
arguments in order. The `sub_*` cases are JAX's own lowering of `x.at[i].subtract(u)` (a
single scatter with a subtract region), with the same files.
Run: python gen.py (writes beside this script)."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
from jax import lax

jax.config.update("jax_enable_x64", True)
HERE = os.path.dirname(os.path.abspath(__file__))
R = np.random.default_rng(2604)

MLIR_TYPE = {np.float32: "f32", np.float64: "f64", np.complex64: "complex<f32>",
             np.complex128: "complex<f64>", np.int32: "i32"}
SINGLE = {"set": lax.scatter, "add": lax.scatter_add, "sub": lax.scatter_sub,
          "mul": lax.scatter_mul, "max": lax.scatter_max, "min": lax.scatter_min}
REGION_OP = {"add": "add", "sub": "subtract", "mul": "multiply", "max": "maximum", "min": "minimum"}


def rand(shape, dt):
    if dt == np.int32:
        return R.integers(-50, 50, shape).astype(dt)
    x = R.standard_normal(shape)
    if np.issubdtype(dt, np.complexfloating):
        x = x + 1j * R.standard_normal(shape)
    return x.astype(dt)


def ty(shape, dt):
    return "tensor<" + "".join(f"{d}x" for d in shape) + MLIR_TYPE[dt] + ">"


def save(d, prefix, arrays):
    for k, a in enumerate(arrays):
        np.save(os.path.join(d, f"{prefix}{k}.npy"), np.asarray(a))


def finish(d, f, args):
    """out*, ct* and grad* (the vjp of the float arguments) of f at args."""
    save(d, "in", args)
    floats = [k for k, a in enumerate(args) if np.issubdtype(a.dtype, np.inexact)]

    def g(*fl):
        full = list(args)
        for k, v in zip(floats, fl):
            full[k] = v
        return f(*full)
    outs, vjp = jax.vjp(g, *[args[k] for k in floats])
    save(d, "out", outs)
    cts = [rand(o.shape, o.dtype.type) if np.issubdtype(o.dtype, np.inexact)
           else np.zeros(o.shape, jax.dtypes.float0) for o in outs]
    grads = vjp(tuple(cts))
    # JAX's cotangents of complex values are ∂/∂Re − i ∂/∂Im, ours their conjugates (for
    # the results' cotangents fed in as for the arguments' ones coming out). An integer
    # result has no cotangent in JAX (float0); the vjp program takes zeros.
    save(d, "ct", [np.conj(c) if c.dtype != jax.dtypes.float0 else np.zeros(o.shape, o.dtype)
                   for c, o in zip(cts, outs)])
    save(d, "grad", [np.conj(g) for g in grads])


def variadic(name, kinds, dtypes, xshape, idx, ushape, dnums, unique=False):
    """A variadic scatter of len(kinds) components; dnums: (update_window_dims,
    inserted_window_dims, scatter_dims_to_operand_dims, index_vector_dim)."""
    d = os.path.join(HERE, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    n = len(kinds)
    xs = [rand(xshape, dt) for dt in dtypes]
    us = [rand(ushape, dt) for dt in dtypes]
    if "max" in kinds or "min" in kinds:
        # No ties between an operand value and an update landing on it.
        us = [u + np.asarray(2.0 if k == "max" else -2.0, u.dtype) * (R.random(u.shape) > 0.5)
              for u, k in zip(us, kinds)]
    idx = np.asarray(idx, np.int32)
    uwd, iwd, sdod, ivd = dnums
    jd = lax.ScatterDimensionNumbers(update_window_dims=tuple(uwd), inserted_window_dims=tuple(iwd),
                                     scatter_dims_to_operand_dims=tuple(sdod))

    def f(*args):
        x, i, u = args[:n], args[n], args[n + 1:]
        return tuple(SINGLE[k](x[c], i, u[c], jd, unique_indices=unique,
                               mode=lax.GatherScatterMode.FILL_OR_DROP)
                     for c, k in enumerate(kinds))
    sc = lambda dt: ty((), dt)
    bb = ", ".join([f"%a{c}: {sc(dt)}" for c, dt in enumerate(dtypes)] +
                   [f"%b{c}: {sc(dt)}" for c, dt in enumerate(dtypes)])
    body, rets = [], []
    for c, (k, dt) in enumerate(zip(kinds, dtypes)):
        if k == "set":
            rets.append(f"%b{c}")
        else:
            body.append(f"      %r{c} = stablehlo.{REGION_OP[k]} %a{c}, %b{c} : {sc(dt)}")
            rets.append(f"%r{c}")
    xt = [ty(xshape, dt) for dt in dtypes]
    ut = [ty(ushape, dt) for dt in dtypes]
    it = ty(idx.shape, np.int32)
    params = ", ".join([f"%x{c}: {t}" for c, t in enumerate(xt)] + [f"%i: {it}"] +
                       [f"%u{c}: {t}" for c, t in enumerate(ut)])
    operands = ", ".join([f"%x{c}" for c in range(n)] + ["%i"] + [f"%u{c}" for c in range(n)])
    l = lambda v: "[" + ", ".join(map(str, v)) + "]"
    text = (
        f"func.func @main({params}) -> ({', '.join(xt)}) {{\n"
        f"  %s:{n} = \"stablehlo.scatter\"({operands}) <{{indices_are_sorted = false, "
        f"scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = {l(uwd)}, "
        f"inserted_window_dims = {l(iwd)}, scatter_dims_to_operand_dims = {l(sdod)}, "
        f"index_vector_dim = {ivd}>, unique_indices = {str(unique).lower()}}}> ({{\n"
        f"    ^bb0({bb}):\n" + "".join(b + "\n" for b in body) +
        f"      stablehlo.return {', '.join(rets)} : {', '.join(sc(dt) for dt in dtypes)}\n"
        f"  }}) : ({', '.join(xt + [it] + ut)}) -> ({', '.join(xt)})\n"
        f"  return {', '.join(f'%s#{c}' for c in range(n))} : {', '.join(xt)}\n}}\n")
    with open(os.path.join(d, "fwd.mlir"), "w") as fh:
        fh.write(text)
    finish(d, f, xs + [idx] + us)


def jax_lowered(name, f, args):
    d = os.path.join(HERE, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    with open(os.path.join(d, "fwd.mlir"), "w") as fh:
        fh.write(jax.jit(f).lower(*args).as_text())
    finish(d, lambda *a: (f(*a),), args)


ROWS = ([1], [0], [0], 1)  # rows of a [5, 3] operand, indices [k, 1]
# Set and add, rows; the add has a duplicate index and one out of range (dropped).
variadic("set_add_f64", ["set", "add"], [np.float64, np.float64], (5, 3), [[3], [0], [9]],
         (3, 3), ROWS)
variadic("add_dup_sub_f64", ["add", "sub"], [np.float64, np.float64], (5, 3),
         [[1], [4], [1], [-2]], (4, 3), ROWS)
# Multiply (JAX differentiates it only with unique indices) beside a set.
variadic("mul_set_f64", ["mul", "set"], [np.float64, np.float64], (5, 3), [[4], [2]], (2, 3),
         ROWS, unique=True)
# Max and min on elements (no window), f32, three components with an i32 set carried along.
variadic("max_min_int_f32", ["max", "min", "set"], [np.float32, np.float32, np.int32], (4, 4),
         [[0, 1], [2, 3], [3, 3], [1, 0]], (4,), ([], [0, 1], [0, 1], 1))
# Complex add and set, batched window along a middle dimension.
variadic("add_set_c128", ["add", "set"], [np.complex128, np.complex128], (2, 5, 3),
         [[1], [3]], (2, 2, 3), ([0, 2], [1], [1], 1))
variadic("sub_add_c64", ["sub", "add"], [np.complex64, np.complex64], (6,), [[5], [0], [5]],
         (3,), ([], [0], [0], 1))
# JAX's own single scatter with a subtract region.
jax_lowered("sub_jax_f64", lambda x, u: jnp.sin(x.at[jnp.array([0, 2, 0])].subtract(u)),
            (rand((4, 3), np.float64), rand((3, 3), np.float64)))
jax_lowered("sub_jax_c64", lambda x, u: x.at[jnp.array([3, 1])].subtract(u * u),
            (rand((5,), np.complex64), rand((2,), np.complex64)))
print("done")
