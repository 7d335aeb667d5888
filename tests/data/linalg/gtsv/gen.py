"""JAX's CPU tridiagonal solve (`lax.linalg.tridiagonal_solve` → `@lapack_?gtsv_ffi`) and
its values: each case folder holds `fwd.mlir` (what `jax.jit(f).lower(...)` prints), its
inputs `in*.npy` and JAX's results `out*.npy`; scalar real cases also hold JAX's
`value_and_grad.mlir` and `jax.grad`'s values `grad*.npy` with respect to dl, d, du and b
(conjugated to our convention for complex inputs). `cjvp_*` cases are for forward mode.
Then `../gtsv_cases.mlir`: the call alone on every element type, batched, with row
interchanges and a zero pivot, checking all five results (the diagonals as LAPACK leaves
them, the solution, info) against scipy's `?gtsv` (LAPACK's DL(i) is dl[i], DU(i) is
du[i − 1]: JAX passes full-length diagonals and LAPACK skips dl[0] and du[n − 1]).
Run: python gen.py (writes beside this script)."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
from jax.lax.linalg import tridiagonal_solve
import scipy.linalg.lapack as lapack

jax.config.update("jax_enable_x64", True)
HERE = os.path.dirname(os.path.abspath(__file__))
R = np.random.default_rng(4242)


def rand(shape, dt):
    x = R.standard_normal(shape)
    if np.issubdtype(dt, np.complexfloating):
        x = x + 1j * R.standard_normal(shape)
    return x.astype(dt)


def system(batch, n, k, dt):
    """Diagonals with dl[0] = du[n-1] = 0 (as JAX documents) and b."""
    dl, d, du = rand(batch + (n,), dt), rand(batch + (n,), dt), rand(batch + (n,), dt)
    dl[..., 0] = 0
    du[..., -1] = 0
    return dl, d, du, rand(batch + (n, k), dt)


def write(name, f, args, grad=False):
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
    if grad:
        vg = jax.value_and_grad(f, argnums=tuple(range(len(args))))
        with open(os.path.join(d, "value_and_grad.mlir"), "w") as fh:
            fh.write(jax.jit(vg).lower(*args).as_text())
        _, grads = jax.jit(vg)(*args)
        for k, g in enumerate(grads):
            np.save(os.path.join(d, f"grad{k}.npy"), np.conj(np.asarray(g)))


solve = tridiagonal_solve
C = R.standard_normal((8, 8))
write("solve_f32", solve, system((), 6, 2, np.float32))
write("solve_f64_batched", solve, system((3,), 5, 3, np.float64))
write("solve_c64", solve, system((), 4, 1, np.complex64))
write("solve_c128_batched", solve, system((2, 2), 4, 2, np.complex128))
# A zero first pivot with a zero subdiagonal below it: info = 1, JAX's program gives NaN.
sing = list(system((2,), 4, 1, np.float64))
sing[1][0, 0] = 0
sing[0][0, 1] = 0
write("singular_f64_batched", solve, tuple(sing))
write("grad_f64", lambda dl, d, du, b: jnp.sum(jnp.sin(solve(dl, d, du, b)) * C[:5, :2]),
      system((), 5, 2, np.float64), grad=True)
write("grad_f64_batched", lambda dl, d, du, b: jnp.sum(solve(dl, d, du, b) ** 2),
      system((2,), 4, 3, np.float64), grad=True)
write("grad_f32", lambda dl, d, du, b: jnp.sum(solve(dl, d, du, b) * C[:6, :1]),
      system((), 6, 1, np.float32), grad=True)
write("grad_c128", lambda dl, d, du, b: jnp.sum(jnp.abs(solve(dl, d, du, b)) ** 2 * C[:4, :2]),
      system((), 4, 2, np.complex128), grad=True)
write("cjvp_c128_batched", solve, system((2,), 5, 2, np.complex128))

# The call alone against scipy's LAPACK.
TYPES = [(np.float32, "f32", "s", 1e-3), (np.float64, "f64", "d", 1e-12),
         (np.complex64, "complex<f32>", "c", 1e-3), (np.complex128, "complex<f64>", "z", 1e-12)]


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


def gtsv_case(dl, d, du, b, name, letter, tol):
    batch, (n, k) = b.shape[:-2], b.shape[-2:]
    fn = getattr(lapack, f"{letter}gtsv")
    outs = [dl.copy(), d.copy(), du.copy(), b.copy()]
    infos = np.zeros(batch, np.int32)
    for idx in np.ndindex(*batch):
        du2, dd, duu, x, info = fn(dl[idx][1:], d[idx], du[idx][:-1], b[idx])
        outs[0][idx][1:] = du2
        outs[1][idx][:] = dd
        outs[2][idx][:-1] = duu
        outs[3][idx][:] = x
        infos[idx] = info
    r = b.ndim
    vec = layout(list(range(r - 2, -1, -1)))
    mat = layout([r - 2, r - 1] + list(range(r - 3, -1, -1)))
    vt, bt, it = ty(d.shape, name), ty(b.shape, name), ty(batch, "i32")
    checks = "".join(
        f"  check.expect_almost_eq_const %r#{i}, {lit(o)} : {t} {{tolerance = {tol} : f64}}\n"
        for i, (o, t) in enumerate(zip(outs, [vt, vt, vt, bt])))
    return (f"func.func @main() -> ({vt}, {vt}, {vt}, {bt}, {it}) {{\n"
            f"  %dl = stablehlo.constant {lit(dl)} : {vt}\n"
            f"  %d = stablehlo.constant {lit(d)} : {vt}\n"
            f"  %du = stablehlo.constant {lit(du)} : {vt}\n"
            f"  %b = stablehlo.constant {lit(b)} : {bt}\n"
            f"  %r:5 = stablehlo.custom_call @lapack_{letter}gtsv_ffi(%dl, %d, %du, %b) {{mhlo.backend_config = {{}}, "
            f"operand_layouts = [{vec}, {vec}, {vec}, {mat}], result_layouts = [{vec}, {vec}, {vec}, {mat}, "
            f"{layout(list(range(r - 3, -1, -1)))}]}} : ({vt}, {vt}, {vt}, {bt}) -> ({vt}, {vt}, {vt}, {bt}, {it})\n"
            + checks +
            f"  check.expect_eq_const %r#4, {lit(infos)} : {it}\n"
            f"  return %r#0, %r#1, %r#2, %r#3, %r#4 : {vt}, {vt}, {vt}, {bt}, {it}\n}}")


cases = []
for dt, name, letter, tol in TYPES:
    for batch, n, k in [((), 5, 1), ((2,), 4, 3), ((), 3, 2), ((), 2, 1)]:
        cases.append(gtsv_case(*system(batch, n, k, dt), name, letter, tol))
    # Every step interchanges rows: |dl| > |d|.
    dl, d, du, b = system((), 5, 2, dt)
    dl[1:] = dl[1:] * 10 + 5
    cases.append(gtsv_case(dl, d, du, b, name, letter, tol))
    # A zero pivot in row 3 (1-based): LAPACK stops there with info = 3.
    dl, d, du, b = system((), 5, 1, dt)
    dl[1:] = 0
    d[2] = 0
    cases.append(gtsv_case(dl, d, du, b, name, letter, tol))
with open(os.path.join(HERE, "..", "gtsv_cases.mlir"), "w") as fh:
    fh.write("// Made by gtsv/gen.py: lapack_?gtsv_ffi against scipy's ?gtsv.\n\n")
    fh.write("\n\n// -----\n\n".join(cases) + "\n")
print("done")
