"""JAX's CPU eig programs and their values: each case folder holds `fwd.mlir` (what
`jax.jit(f).lower(...)` prints: `@lapack_?geev_ffi` and JAX's own ops around it), its inputs
`in*.npy` and JAX's results `out*.npy`; scalar real cases also hold JAX's
`value_and_grad.mlir` and `jax.grad`'s values `grad*.npy`. Eigenvalues are compared in
order (LAPACK's order is part of the result); eigenvectors (the outputs after the
eigenvalues) are unique up to a phase per column for distinct eigenvalues, so the test
compares them up to that. Eigenvector gradients use `jax.lax.linalg.eig(...,
enable_eigvec_derivs=True)`, which lowers to the same call as `jnp.linalg.eig`.
Run: python gen.py (writes beside this script)."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp

jax.config.update("jax_enable_x64", True)
HERE = os.path.dirname(os.path.abspath(__file__))
R = np.random.default_rng(2748)


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


eig = lambda a: tuple(jnp.linalg.eig(a))
eigvals = jnp.linalg.eigvals
both = lambda a: tuple(jax.lax.linalg.eig(a, compute_left_eigenvectors=True))
vec_eig = lambda a, **k: jax.lax.linalg.eig(a, enable_eigvec_derivs=True, **k)

# Forward, every element type, n = 0, 1, 2, 5, 8, batched.
for dt, tag in [(np.float32, "f32"), (np.float64, "f64"), (np.complex64, "c64"), (np.complex128, "c128")]:
    for n in (0, 1, 2, 5, 8):
        write(f"eig_{tag}_n{n}", eig, (rand((n, n), dt),))
    write(f"eig_{tag}_batched", eig, (rand((3, 4, 4), dt),))
    write(f"eigvals_{tag}_batched", eigvals, (rand((2, 6, 6), dt),))
    write(f"eig_{tag}_left", both, (rand((5, 5), dt),))

# Structured real matrices: symmetric, a rotation-like complex pair, repeated eigenvalues
# (diagonalisable), defective (a Jordan block behind a similarity and a triangular one),
# triangular and block-reducible inputs (balancing permutes them), badly scaled (balancing
# scales them).
s = rand((6, 6), np.float64)
write("eig_f64_symmetric", eig, ((s + s.T) / 2,))
write("eig_f64_pair", eig, (np.array([[1.0, -2.0], [3.0, 1.0]]),))
write("eig_f32_rotations", eig, (np.array([[0.0, -1, 0, 0], [1, 0, 0, 0], [0, 0, 0.5, -2], [0, 0, 2, 0.5]], np.float32),))
q, _ = np.linalg.qr(rand((5, 5), np.float64))
write("eig_f64_repeated", eig, (q @ np.diag([2.0, 2.0, -1.0, 5.0, 2.0]) @ q.T,))
write("eig_f64_diagonal", eig, (np.diag([3.0, -1.0, 3.0, 0.0]),))
sj = rand((4, 4), np.float64)
jordan = np.array([[2.0, 1, 0, 0], [0, 2, 1, 0], [0, 0, 2, 0], [0, 0, 0, -1]])
write("eig_f64_defective", eig, (sj @ jordan @ np.linalg.inv(sj),))
write("eig_f64_jordan_triangular", eig, (np.array([[2.0, 1, 0], [0, 2, 1], [0, 0, 2]]),))
t = np.triu(rand((6, 6), np.float64))
write("eig_f64_triangular", eig, (t,))
b = rand((6, 6), np.float64)
b[3, :3] = 0; b[4, :3] = 0; b[5, :3] = 0  # block upper triangular
b[:, 1] = 0; b[1, 1] = 4.0                # column isolating an eigenvalue
b[2, :] = 0; b[2, 2] = -3.0               # row isolating one
write("eig_f64_reducible", eig, (b,))
c = rand((5, 5), np.complex128)
c[4, :4] = 0; c[:, 0] = 0; c[0, 0] = 1 + 2j
write("eig_c128_reducible", eig, (c,))
dsc = np.diag(10.0 ** np.arange(-4, 5, 2))
write("eig_f64_badly_scaled", eig, (dsc @ rand((5, 5), np.float64) @ np.linalg.inv(dsc),))
write("eig_c64_hermitian", eig, ((lambda x: (x + x.conj().T) / 2)(rand((4, 4), np.complex64)),))
write("eigvals_f64_companion", eigvals, (np.array([[0.0, 0, 0, -6], [1, 0, 0, 11], [0, 1, 0, -6], [0, 0, 1, 0]]).T,))
write("eig_f64_large", eig, (rand((20, 20), np.float64),))
write("eig_c128_large", eig, (rand((16, 16), np.complex128),))

# Gradients (real inputs, real scalar losses).
W = R.standard_normal(8)
C = R.standard_normal((8, 8))
write("grad_eigvals_f64", lambda a: jnp.sum(jnp.real(eigvals(a)) * W[:5]) + jnp.sum(jnp.imag(eigvals(a)) ** 2),
      (rand((5, 5), np.float64),), wrt=[0])
write("grad_eigvals_f32_batched", lambda a: jnp.sum(jnp.abs(eigvals(a)) ** 2 * W[:4]),
      (rand((2, 4, 4), np.float32),), wrt=[0])
write("grad_eig_vectors_f64",
      lambda a: jnp.sum(jnp.real(vec_eig(a)[1]) * C[:4, :4]) + jnp.sum(jnp.imag(vec_eig(a)[1]) * C[4:, 4:]),
      (rand((4, 4), np.float64),), wrt=[0])
write("grad_eig_both_f64_batched",
      lambda a: jnp.sum(jnp.real(vec_eig(a)[0]) * W[:3]) + jnp.sum(jnp.abs(vec_eig(a)[1]) ** 2 * C[:3, :3]),
      (rand((2, 3, 3), np.float64),), wrt=[0])
write("grad_eig_left_f64",
      lambda a: jnp.sum(jnp.real(vec_eig(a, compute_left_eigenvectors=True)[1]) * C[:4, :4])
      + jnp.sum(jnp.imag(vec_eig(a, compute_left_eigenvectors=True)[2]) * C[4:, 4:]),
      (rand((4, 4), np.float64),), wrt=[0])

# Complex programs for forward mode (jvp vs finite differences, adjoint identity with
# reverse mode): eigenvalues and the normalised eigenvectors themselves.
write("cjvp_eig_c128", lambda a: tuple(vec_eig(a)), (rand((4, 4), np.complex128),))
write("cjvp_eig_left_c128", lambda a: tuple(vec_eig(a, compute_left_eigenvectors=True)), (rand((3, 3), np.complex128),))
print("done")
