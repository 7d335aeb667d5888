"""JAX's CPU SVD programs and their values: each case folder holds `fwd.mlir` (what
`jax.jit(f).lower(...)` prints: a `@lapack_?gesdd_ffi` custom call and JAX's own ops around
it), its inputs `in*.npy` and JAX's results `out*.npy`; real scalar cases also hold JAX's
`value_and_grad.mlir` and `jax.grad`'s values `grad*.npy`. Folders named `svd_*` return
jnp.linalg.svd's (U, S, Vh): U and Vh are unique only up to a phase per singular pair (and,
with full_matrices, the extra columns up to any orthonormal completion), so the test compares
them that way; every other case returns something the phases cancel from.
Run: python gen.py (writes beside this script)."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp

jax.config.update("jax_enable_x64", True)
HERE = os.path.dirname(os.path.abspath(__file__))
R = np.random.default_rng(1616)


def rand(shape, dt):
    x = R.standard_normal(shape)
    if np.issubdtype(dt, np.complexfloating):
        x = x + 1j * R.standard_normal(shape)
    return x.astype(dt)


def write(name, f, args, wrt=None):
    d = os.path.join(HERE, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    text = jax.jit(f).lower(*args).as_text()
    assert "gesdd_ffi" in text, name
    with open(os.path.join(d, "fwd.mlir"), "w") as fh:
        fh.write(text)
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


def svd(full):
    return lambda a: jnp.linalg.svd(a, full_matrices=full)


# Forward: the decomposition itself on every element type, tall/wide/square, full/reduced.
write("svd_f64_tall_full", svd(True), (rand((5, 3), np.float64),))
write("svd_f32_wide_reduced", svd(False), (rand((3, 5), np.float32),))
write("svd_c64_batched_full", svd(True), (rand((2, 4, 3), np.complex64),))
write("svd_c128_wide_reduced", svd(False), (rand((2, 3, 4), np.complex128),))
write("svd_f64_square_full", svd(True), (rand((4, 4), np.float64),))
# Singular values only (jobz = N) and what jnp.linalg builds on the SVD.
write("svdvals_f32_batched", lambda a: jnp.linalg.svd(a, compute_uv=False), (rand((3, 4, 4), np.float32),))
write("svdvals_c128_wide", lambda a: jnp.linalg.svd(a, compute_uv=False), (rand((3, 6), np.complex128),))
write("pinv_f64", jnp.linalg.pinv, (rand((5, 3), np.float64),))
write("pinv_c64_wide", jnp.linalg.pinv, (rand((2, 5), np.complex64),))
write("lstsq_f32", lambda a, b: jnp.linalg.lstsq(a, b)[0], (rand((6, 3), np.float32), rand((6, 2), np.float32)))
write("norm2_c64", lambda a: jnp.linalg.norm(a, 2), (rand((4, 4), np.complex64),))
low_rank = rand((5, 2), np.float64) @ rand((2, 4), np.float64)
write("matrix_rank_f64", jnp.linalg.matrix_rank, (low_rank,))
write("cond_f64", jnp.linalg.cond, (rand((4, 4), np.float64),))
write("nuc_c128", lambda a: jnp.linalg.norm(a, "nuc"), (rand((3, 5), np.complex128),))

# Gradients (real scalar losses, f64): singular values, the nuclear norm, losses of U and Vh
# that do not depend on the phases, and least squares through pinv.
W5 = R.standard_normal((5, 3))
W3 = R.standard_normal((3, 5))
write("grad_svdvals_f64", lambda a: jnp.sum(jnp.linalg.svd(a, compute_uv=False) ** 2 * jnp.arange(1.0, 4.0)),
      (rand((4, 3), np.float64),), wrt=[0])
write("grad_nuc_f64", lambda a: jnp.linalg.norm(a, "nuc"), (rand((3, 5), np.float64),), wrt=[0])
write("grad_norm2_f64", lambda a: jnp.linalg.norm(a, 2), (rand((4, 4), np.float64),), wrt=[0])
write("grad_u_tall_f64", lambda a: jnp.sum(jnp.linalg.svd(a, full_matrices=False)[0] ** 2 * W5),
      (rand((5, 3), np.float64),), wrt=[0])
write("grad_vh_wide_f64",
      lambda a: jnp.sum(jnp.linalg.svd(a, full_matrices=False)[2] ** 2 * W3) + jnp.sum(jnp.linalg.svd(a, full_matrices=False)[1]),
      (rand((3, 5), np.float64),), wrt=[0])
write("grad_square_full_f64",
      lambda a: jnp.sum(jnp.abs(jnp.linalg.svd(a)[0] @ jnp.diag(jnp.arange(1.0, 5.0)) @ jnp.linalg.svd(a)[2])),
      (rand((4, 4), np.float64),), wrt=[0])
write("grad_pinv_lstsq_f64", lambda a, b: jnp.sum(jnp.sin(jnp.linalg.pinv(a) @ b)),
      (rand((5, 3), np.float64), rand((5, 2), np.float64)), wrt=[0, 1])
write("grad_batched_f64", lambda a: jnp.sum(jnp.linalg.svd(a, full_matrices=False)[1] ** 3),
      (rand((2, 3, 4), np.float64),), wrt=[0])
print("done")
