"""JAX's CPU LU programs and their values: each case folder holds `fwd.mlir` (what
`jax.jit(f).lower(...)` prints: a `@lapack_?getrf_ffi` custom call and JAX's own ops around
it), its inputs `in*.npy` and JAX's results `out*.npy`; scalar real cases also hold JAX's
`value_and_grad.mlir` and `jax.grad`'s values `grad*.npy`. Then `../lu_cases.mlir`: the
getrf call alone on every element type, batched, square, tall and wide, singular (info > 0),
with exact pivot ties, checked against scipy's `?getrf` (lu, 1-based pivots, info).
Run: python gen.py (writes beside this script)."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import scipy.linalg.lapack as lapack

jax.config.update("jax_enable_x64", True)
HERE = os.path.dirname(os.path.abspath(__file__))
R = np.random.default_rng(1414)


def rand(shape, dt):
    x = R.standard_normal(shape)
    if np.issubdtype(dt, np.complexfloating):
        x = x + 1j * R.standard_normal(shape)
    return x.astype(dt)


def write(name, f, args, wrt=None):
    d = os.path.join(HERE, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    with open(os.path.join(d, "fwd.mlir"), "w") as fh:
        fh.write(jax.jit(f).lower(*args).as_text())
    for k, a in enumerate(args):
        np.save(os.path.join(d, f"in{k}.npy"), a)
    outs = jax.jit(f)(*args)
    outs = outs if isinstance(outs, (tuple, list)) else (outs,)
    for k, o in enumerate(outs):
        np.save(os.path.join(d, f"out{k}.npy"), np.asarray(o))
    if wrt is not None:
        vg = jax.value_and_grad(f, argnums=tuple(wrt))
        with open(os.path.join(d, "value_and_grad.mlir"), "w") as fh:
            fh.write(jax.jit(vg).lower(*args).as_text())
        _, grads = jax.jit(vg)(*args)
        for k, g in enumerate(grads):
            np.save(os.path.join(d, f"grad{k}.npy"), np.asarray(g))


# Forward: the LU itself (JAX's lu, pivots and permutation) and what jnp.linalg builds on it.
write("lu_f64_batched", lambda a: jax.lax.linalg.lu(a), (rand((2, 4, 4), np.float64),))
write("lu_f32_tall", lambda a: jax.lax.linalg.lu(a), (rand((5, 3), np.float32),))
write("lu_c64_wide", lambda a: jax.lax.linalg.lu(a), (rand((3, 5), np.complex64),))
write("lu_c128_batched", lambda a: jax.lax.linalg.lu(a), (rand((3, 3, 3), np.complex128),))
write("solve_f32_batched", lambda a, b: jnp.linalg.solve(a, b),
      (rand((2, 4, 4), np.float32), rand((2, 4, 3), np.float32)))
write("inv_c64", lambda a: jnp.linalg.inv(a), (rand((4, 4), np.complex64),))
write("det_f32_batched", lambda a: jnp.linalg.det(a), (rand((3, 5, 5), np.float32),))  # 3×3 is a closed form in JAX
write("slogdet_c128", lambda a: jnp.linalg.slogdet(a), (rand((2, 4, 4), np.complex128),))

# Gradients (real scalar losses) on f64 and f32.
write("grad_det_f64", lambda a: jnp.linalg.det(a), (rand((4, 4), np.float64),), wrt=[0])
write("grad_slogdet_f64", lambda a: jnp.linalg.slogdet(a)[1], (rand((5, 5), np.float64),), wrt=[0])
write("grad_solve_f64", lambda a, b: jnp.sum(jnp.sin(jnp.linalg.solve(a, b))),
      (rand((4, 4), np.float64), rand((4, 2), np.float64)), wrt=[0, 1])
write("grad_inv_f32", lambda a: jnp.sum(jnp.linalg.inv(a) ** 2),
      (rand((3, 3), np.float32) + 2 * np.eye(3, dtype=np.float32),), wrt=[0])
write("grad_lu_wide_f64", lambda a: jnp.sum(jnp.cos(jax.lax.linalg.lu(a)[0])),
      (rand((2, 3, 5), np.float64),), wrt=[0])
write("grad_lu_tall_f64", lambda a: jnp.sum(jnp.cos(jax.lax.linalg.lu(a)[0])),
      (rand((5, 3), np.float64),), wrt=[0])

# The getrf call alone against scipy's LAPACK.
TYPES = [(np.float32, "f32", "s", 1e-5), (np.float64, "f64", "d", 1e-12),
         (np.complex64, "complex<f32>", "c", 1e-5), (np.complex128, "complex<f64>", "z", 1e-12)]


def lit(x):
    def elem(v):
        if np.iscomplexobj(x):
            return f"({float(v.real)!r}, {float(v.imag)!r})"
        if np.issubdtype(x.dtype, np.integer):
            return str(int(v))
        return repr(float(v))

    def rec(a):
        return elem(a) if a.ndim == 0 else "[" + ", ".join(rec(s) for s in a) + "]"
    return f"dense<{rec(x)}>"


def ty(shape, name):
    return "tensor<" + "".join(f"{d}x" for d in shape) + name + ">"


def layout(dims):
    body = "" if not dims else (str(dims[0]) if len(dims) == 1 else "[" + ", ".join(map(str, dims)) + "]")
    return f"dense<{body}> : tensor<{len(dims)}xindex>"


def getrf_case(a, name, letter, tol):
    batch, (m, n) = a.shape[:-2], a.shape[-2:]
    k = min(m, n)
    flat = a.reshape((-1, m, n))
    fn = getattr(lapack, f"{letter}getrf")
    lus, pivs, infos = [], [], []
    for x in flat:
        lu, piv, info = fn(x)
        assert info >= 0
        lus.append(lu)
        pivs.append(piv + 1)
        infos.append(info)
    lu = np.asarray(lus).reshape(a.shape).astype(a.dtype)
    piv = np.asarray(pivs, np.int32).reshape(batch + (k,))
    info = np.asarray(infos, np.int32).reshape(batch)
    r = a.ndim
    mat = layout([r - 2, r - 1] + list(range(r - 3, -1, -1)))
    aty, pty, ity = ty(a.shape, name), ty(piv.shape, "i32"), ty(info.shape, "i32")
    return (f"func.func @main() -> ({aty}, {pty}, {ity}) {{\n"
            f"  %a = stablehlo.constant {lit(a)} : {aty}\n"
            f"  %r:3 = stablehlo.custom_call @lapack_{letter}getrf_ffi(%a) {{mhlo.backend_config = {{}}, "
            f"operand_layouts = [{mat}], result_layouts = [{mat}, {layout(list(range(r - 2, -1, -1)))}, "
            f"{layout(list(range(r - 3, -1, -1)))}]}} : ({aty}) -> ({aty}, {pty}, {ity})\n"
            f"  check.expect_almost_eq_const %r#0, {lit(lu)} : {aty} {{tolerance = {tol} : f64}}\n"
            f"  check.expect_eq_const %r#1, {lit(piv)} : {pty}\n"
            f"  check.expect_eq_const %r#2, {lit(info)} : {ity}\n"
            f"  return %r#0, %r#1, %r#2 : {aty}, {pty}, {ity}\n}}")


cases = []
for dt, name, letter, tol in TYPES:
    for shape in [(4, 4), (2, 5, 5), (6, 3), (3, 6), (2, 1, 4), (3, 1)]:
        cases.append(getrf_case(rand(shape, dt), name, letter, tol))
    # Singular: a zero column (info names it; the elimination goes on), a repeated row
    # (the last pivot is zero up to rounding: a tiny nonzero, info = 0) and all zeros.
    a = rand((4, 4), dt)
    a[:, 1] = 0
    cases.append(getrf_case(a, name, letter, tol))
    a = rand((3, 4), dt)
    a[:, 0] = 0
    a[:, 2] = 0
    cases.append(getrf_case(a, name, letter, tol))
    cases.append(getrf_case(np.zeros((3, 3), dt), name, letter, tol))
    # Exact ties: the first row of largest magnitude is the pivot (|re| + |im| for complex,
    # so 3 and 2 + 1j tie there although their moduli differ).
    if np.issubdtype(dt, np.complexfloating):
        a = np.array([[1, 2, 0], [2 + 1j, 1, 1], [-3, 0, 1], [1 - 2j, 1, 2]], dt)
    else:
        a = np.array([[1, 2, 0], [-3, 1, 1], [3, 0, 1], [2, 1, 2]], dt)
    cases.append(getrf_case(a, name, letter, tol))

with open(os.path.join(HERE, "..", "lu_cases.mlir"), "w") as fh:
    fh.write("// Generated by lu/gen.py (scipy's ?getrf expectations); cases separated by // -----\n\n")
    fh.write("\n\n// -----\n\n".join(cases) + "\n")
print(len(cases), "getrf cases")
