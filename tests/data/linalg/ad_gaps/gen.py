"""JAX's CPU programs for two gaps in LAPACK differentiation, and their values: the QR of a
wide matrix (`jnp.linalg.qr` of m < n: `@lapack_?geqrf_ffi`, then `@lapack_?orgqr_ffi` of the
leading m × m block) and the SVD by `lax.linalg.svd(..., algorithm=SvdAlgorithm.QR)`
(`@lapack_?gesvd_ffi`). Each case folder holds `fwd.mlir` (what `jax.jit(f).lower(...)`
prints), its inputs `in*.npy` and JAX's results `out*.npy`; scalar real cases also hold JAX's
`value_and_grad.mlir` and `jax.grad`'s values `grad*.npy` (conjugated to our convention for
complex inputs). `cjvp_*` cases (complex, several results) are for forward mode.
Run: python gen.py (writes beside this script)."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
from jax import lax

jax.config.update("jax_enable_x64", True)
HERE = os.path.dirname(os.path.abspath(__file__))
R = np.random.default_rng(3115)


def rand(shape, dt):
    x = R.standard_normal(shape)
    if np.issubdtype(dt, np.complexfloating):
        x = x + 1j * R.standard_normal(shape)
    return x.astype(dt)


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
            # JAX's gradient of a complex input is ∂/∂Re − i ∂/∂Im; ours is its conjugate.
            np.save(os.path.join(d, f"grad{k}.npy"), np.conj(np.asarray(g)))


qr = jnp.linalg.qr
C = R.standard_normal((6, 6))
# Wide QR (m < n): Q from the leading square block, R = [R1 | Q^H Y].
write("qr_wide_f64_batched", lambda a: qr(a), (rand((2, 3, 5), np.float64),))
write("grad_qr_wide_f64", lambda a: jnp.sum(jnp.sin(qr(a)[0]) * C[:3, :3]) + jnp.sum(qr(a)[1] * C[:3, :5]),
      (rand((3, 5), np.float64),), grad=True)
write("grad_qr_wide_r_f64_batched", lambda a: jnp.sum(qr(a, mode="r") ** 2 * C[:2, :4]),
      (rand((2, 2, 4), np.float64),), grad=True)
write("grad_qr_wide_complete_f64", lambda a: jnp.sum(qr(a, mode="complete")[0] * C[:3, :3])
      + jnp.sum(jnp.cos(qr(a, mode="complete")[1])), (rand((3, 4), np.float64),), grad=True)
write("grad_qr_wide_f32", lambda a: jnp.sum(qr(a)[0] * C[:2, :2]) + jnp.sum(qr(a)[1] ** 3),
      (rand((2, 5), np.float32),), grad=True)
write("grad_qr_wide_c128", lambda a: jnp.sum(jnp.abs(qr(a)[1]) * C[:3, :4]) + jnp.sum(jnp.real(qr(a)[0]) * C[:3, :3]),
      (rand((3, 4), np.complex128),), grad=True)
write("cjvp_qr_wide_c128_batched", lambda a: qr(a), (rand((2, 2, 3), np.complex128),))

# gesvd: lax.linalg.svd with the QR algorithm; values and vectors.
svd = lambda a, **k: lax.linalg.svd(a, algorithm=lax.linalg.SvdAlgorithm.QR, **k)
write("gesvd_f32_tall", lambda a: svd(a, full_matrices=False), (rand((5, 3), np.float32),))
write("gesvd_f64_full_wide_batched", lambda a: svd(a, full_matrices=True), (rand((2, 3, 4), np.float64),))
write("gesvd_c64_values", lambda a: svd(a, compute_uv=False), (rand((4, 4), np.complex64),))
write("gesvd_c128_reduced", lambda a: svd(a, full_matrices=False), (rand((3, 5), np.complex128),))
write("grad_gesvd_values_f64", lambda a: jnp.sum(svd(a, compute_uv=False) * C[0, :4]),
      (rand((4, 6), np.float64),), grad=True)
# Σ s·|u|² and |v|² terms do not depend on the vectors' phases.
write("grad_gesvd_vectors_f64", lambda a: jnp.sum(svd(a, full_matrices=False)[0] ** 2 * C[:5, :3])
      + jnp.sum(svd(a, full_matrices=False)[1] ** 2), (rand((5, 3), np.float64),), grad=True)
write("grad_gesvd_c128", lambda a: jnp.sum(svd(a, compute_uv=False) ** 2)
      + jnp.sum(jnp.abs(svd(a, full_matrices=False)[2]) ** 2 * C[:3, :3]), (rand((3, 3), np.complex128),), grad=True)
print("done")
