"""Reference cases for the indexing and window ops (gather, scatter, reduce_window,
select_and_scatter, convolution), jax.checkpoint's optimization_barrier and
scipy.special's zeta/polygamma (chlo.zeta, chlo.polygamma), made with JAX on CPU, in the layout of ../refs (see its
README): per case fwd.mlir, JAX's value_and_grad.mlir, inputs, value and gradients (real
inputs only here, so no conjugation is needed). Integer index inputs are never
differentiated. Run: python gen.py [OUTDIR] (default: this folder)."""
import json, os, sys, inspect
import numpy as np
import jax, jax.numpy as jnp
from jax import lax
jax.config.update("jax_enable_x64", True)

R = np.random.default_rng(2026)
def rn(*s, dt=np.float32):
    return R.standard_normal(s).astype(dt)

CASES = []
def case(name, wrt, inputs, desc):
    def deco(fn):
        CASES.append((name, fn, wrt, inputs, desc))
        return fn
    return deco

@case("gather_rows_f32", [0], [rn(5, 3), np.array([4, -1, 0, 0, 2], np.int32)],
      "x[idx] with a negative and a duplicate index")
def gather_rows(x, idx):
    return jnp.sum(jnp.sin(x[idx]) * jnp.arange(15.0, dtype=x.dtype).reshape(5, 3))

# An out-of-range index: gather clamps it (row 4 is read twice), but JAX's gradient drops it
# (its transpose scatters at the unclamped index), so its gradient is not the derivative of
# its own forward program there. The test checks our AD against finite differences instead.
@case("gather_clamped_f64", [0], [rn(5, 3, dt=np.float64), np.array([4, 7, 0], np.int32)],
      "x[idx] with an out-of-range index (clamped)")
def gather_clamped(x, idx):
    return jnp.sum(jnp.sin(x[idx]) * jnp.arange(9.0).reshape(3, 3))

@case("take_along_axis_f64", [0], [rn(4, 5, dt=np.float64), R.integers(0, 5, (4, 3)).astype(np.int32)],
      "jnp.take_along_axis (gather with batching dims)")
def take_along(x, i):
    return jnp.sum(jnp.cos(jnp.take_along_axis(x, i, axis=1)) * jnp.arange(12.0).reshape(4, 3))

@case("gather_2d_points_f32", [0], [rn(4, 6), np.array([[0, 1], [3, 5], [2, 2], [3, 0]], np.int32)],
      "x[i, j] for index pairs (two start_index_map entries)")
def gather_points(x, ij):
    return jnp.sum(x[ij[:, 0], ij[:, 1]] ** 2)

@case("scatter_add_f32", [0, 2], [rn(6, 3), np.array([1, 4, 1, 9, -2], np.int32), rn(5, 3)],
      "x.at[idx].add(u) with a duplicate, a negative and an out-of-range (dropped) index")
def scatter_add(x, idx, u):
    return jnp.sum(jnp.sin(x.at[idx].add(u)) * jnp.arange(18.0, dtype=x.dtype).reshape(6, 3))

@case("scatter_set_f64", [0, 2], [rn(6, 3, dt=np.float64), np.array([5, 0, 2], np.int32), rn(3, 3, dt=np.float64)],
      "x.at[idx].set(u) with unique indices (declared: without, JAX's gradient needs ui32)")
def scatter_set(x, idx, u):
    return jnp.sum(jnp.cos(x.at[idx].set(u * 2.0, unique_indices=True)) * jnp.arange(18.0).reshape(6, 3))

@case("scatter_max_f32", [0, 2], [rn(5, 2), np.array([3, 0, 3], np.int32), rn(3, 2)],
      "x.at[idx].max(u)")
def scatter_max(x, idx, u):
    return jnp.sum(x.at[idx].max(u) * jnp.arange(10.0, dtype=x.dtype).reshape(5, 2))

@case("scatter_min_mul_f32", [0, 2], [rn(5, 2), np.array([1, 4, 2], np.int32), rn(3, 2)],
      "x.at[idx].min(u) and x.at[idx].mul(u) (unique indices: JAX differentiates mul only then)")
def scatter_min_mul(x, idx, u):
    return jnp.sum(x.at[idx].min(u) * 1.5 + x.at[idx].mul(u, unique_indices=True))

@case("cumsum_f32", [0], [rn(3, 7)], "jnp.cumsum along the last axis (reduce_window add)")
def cumsum(x):
    return jnp.sum(jnp.sin(jnp.cumsum(x, axis=1)))

@case("cumprod_cummax_f64", [0], [rn(6, 2, dt=np.float64)], "jnp.cumprod and lax.cummax along axis 0")
def cumprod_cummax(x):
    return jnp.sum(jnp.cumprod(x, axis=0)) + jnp.sum(lax.cummax(x, axis=0) ** 2)

@case("maxpool_f32", [0], [rn(2, 6, 6, 3)], "2x2 max pooling, stride 2 (reduce_window max)")
def maxpool(x):
    y = lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    return jnp.sum(jnp.sin(y))

@case("maxpool_overlap_same_f64", [0], [rn(1, 5, 5, 2, dt=np.float64)], "3x3 max pooling, stride 2, SAME padding")
def maxpool_same(x):
    y = lax.reduce_window(x, -jnp.inf, lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
    return jnp.sum(y * y)

@case("avgpool_f32", [0], [rn(2, 5, 7, 2)], "3x3 average pooling, stride 2, SAME padding (reduce_window add)")
def avgpool(x):
    y = lax.reduce_window(x, 0.0, lax.add, (1, 3, 3, 1), (1, 2, 2, 1), "SAME") / 9.0
    return jnp.sum(jnp.cos(y))

@case("conv_nhwc_same_f32", [0, 1], [rn(2, 6, 6, 3), rn(3, 3, 3, 4)], "conv_general_dilated NHWC/HWIO, SAME")
def conv_same(x, w):
    y = lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jnp.sum(jnp.sin(y))

@case("conv_grouped_dilated_f64", [0, 1], [rn(2, 7, 5, 4, dt=np.float64), rn(3, 2, 2, 6, dt=np.float64)],
      "conv with feature_group_count=2, strides, asymmetric padding, lhs and rhs dilation")
def conv_grouped(x, w):
    y = lax.conv_general_dilated(x, w, (2, 1), ((1, 2), (0, 1)), lhs_dilation=(1, 2), rhs_dilation=(2, 1),
                                 dimension_numbers=("NHWC", "HWIO", "NHWC"), feature_group_count=2)
    return jnp.sum(jnp.cos(y) * y)

@case("conv_nchw_1d_strided_f32", [0, 1], [rn(3, 4, 11), rn(5, 4, 3)], "1-D NCH/OIH conv, stride 2, padding 1")
def conv_1d(x, w):
    y = lax.conv_general_dilated(x, w, (2,), ((1, 1),))
    return jnp.sum(y ** 2)

@case("checkpoint_remat_f32", [0, 1], [rn(4, 5), rn(5)],
      "jax.checkpoint (remat) with an explicit lax.optimization_barrier: both programs carry "
      "stablehlo.optimization_barrier (JAX's gradient recomputes the forward behind one)")
def remat(x, w):
    @jax.checkpoint
    def layer(x, w):
        return jnp.sin(x * w) * jnp.cos(x)
    y = lax.optimization_barrier(layer(x, w))
    return jnp.sum(layer(y, w) ** 2)

@case("zeta_polygamma_f64", [0], [np.abs(rn(5, dt=np.float64)) + 0.5],
      "jax.scipy.special.zeta and polygamma (chlo.zeta, chlo.polygamma) of the argument")
def zeta_polygamma(q):
    from jax.scipy import special
    return jnp.sum(special.zeta(3.0, q) * jnp.sin(q) + special.polygamma(1, q * q))
# ---- linear algebra: JAX's CPU lowering is LAPACK custom calls (trsm, potrf) ------------------
def tri(n, lower, dt=np.float64):
    a = rn(n, n, dt=dt) * 0.5 + np.eye(n, dtype=dt) * 2.0
    return (np.tril(a) if lower else np.triu(a)).astype(dt)

def spd(*s, dt=np.float64):
    m = rn(*s, dt=dt)
    return (m @ np.swapaxes(m, -1, -2) + 3.0 * np.eye(s[-1])).astype(dt)

@case("solve_triangular_f64", [0, 1], [tri(4, True), rn(4, 3, dt=np.float64)],
      "jax.scipy.linalg.solve_triangular, lower, then transposed with a unit diagonal (lapack_dtrsm_ffi)")
def solve_tri(a, b):
    x = jax.scipy.linalg.solve_triangular(a, b, lower=True)
    y = jax.scipy.linalg.solve_triangular(a, x, lower=True, trans=1, unit_diagonal=True)
    return jnp.sum(jnp.sin(y))

@case("triangular_solve_right_f32", [0, 1], [tri(3, False, dt=np.float32)[None].repeat(2, 0), rn(2, 4, 3)],
      "lax.linalg.triangular_solve batched, right side, upper (lapack_strsm_ffi)")
def tri_right(a, b):
    x = lax.linalg.triangular_solve(a, b, left_side=False, lower=False)
    return jnp.sum(x * x)

@case("cholesky_cho_solve_f64", [0, 1], [spd(2, 3, 3), rn(2, 3, 2, dt=np.float64)],
      "jnp.linalg.cholesky batched and cho_solve (lapack_dpotrf_ffi, lapack_dtrsm_ffi)")
def chol_solve(a, b):
    L = jnp.linalg.cholesky(a)
    x = jax.scipy.linalg.cho_solve((L, True), b)
    return jnp.sum(jnp.cos(x)) + jnp.sum(L * L * L)

# jax.scipy.linalg.cholesky does not symmetrise its input, and JAX's cholesky rule assumes a
# symmetric tangent: its gradient is not the derivative of this forward program (which reads
# one triangle). The test checks ours against finite differences here.
@case("cholesky_upper_f64", [0], [spd(4, 4)],
      "jax.scipy.linalg.cholesky(lower=False) (lapack_dpotrf_ffi, then a transpose)")
def chol_upper(a):
    return jnp.sum(jnp.sin(jax.scipy.linalg.cholesky(a, lower=False)))

def write_case(outdir, name, fn, inputs, wrt, desc):
    d = os.path.join(outdir, name); os.makedirs(d, exist_ok=True)
    args = [jnp.asarray(a) for a in inputs]
    vg = jax.value_and_grad(fn, argnums=tuple(wrt))
    open(os.path.join(d, "fwd.mlir"), "w").write(jax.jit(fn).lower(*args).as_text())
    open(os.path.join(d, "value_and_grad.mlir"), "w").write(jax.jit(vg).lower(*args).as_text())
    val, grads = jax.jit(vg)(*args)
    for i, a in enumerate(inputs):
        np.save(os.path.join(d, f"in{i}.npy"), np.asarray(a))
    np.save(os.path.join(d, "value.npy"), np.asarray(val))
    for i, g in zip(wrt, grads):
        np.save(os.path.join(d, f"grad{i}.npy"), np.asarray(g))
    return {"name": name, "description": desc, "wrt": list(wrt),
            "inputs": [{"file": f"in{i}.npy", "dtype": str(np.asarray(a).dtype), "shape": list(np.shape(a))}
                       for i, a in enumerate(inputs)],
            "value": "value.npy", "grads": [f"grad{i}.npy" for i in wrt],
            "jax_source": inspect.getsource(fn).strip()}

if __name__ == "__main__":
    # python gen.py [OUTDIR [NAME...]]: with names, only those cases are (re)written and
    # merged into the existing manifest, so the other cases' files stay as they were.
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    only = set(sys.argv[2:])
    manifest_path = os.path.join(out, "manifest.json")
    old = {}
    if only and os.path.exists(manifest_path):
        old = {c["name"]: c for c in json.load(open(manifest_path))["cases"]}
    cases = []
    for c in CASES:
        if only and c[0] not in only:
            if c[0] in old:
                cases.append(old[c[0]])
            continue
        cases.append(write_case(out, *c[:2], c[3], c[2], c[4]))
    json.dump({"jax_version": jax.__version__, "cases": cases}, open(manifest_path, "w"), indent=1)
    print(f"{len(cases)} cases in {manifest_path}")
