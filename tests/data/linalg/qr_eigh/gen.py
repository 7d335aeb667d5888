"""JAX's CPU QR and eigh programs and their values: each case folder holds `fwd.mlir` (what
`jax.jit(f).lower(...)` prints: `@lapack_?geqrf_ffi` + `@lapack_?orgqr_ffi`/`?ungqr`, or
`@lapack_?syevd_ffi`/`?heevd`, and JAX's own ops around them), its inputs `in*.npy` and JAX's
results `out*.npy`; scalar real cases also hold JAX's `value_and_grad.mlir` and `jax.grad`'s
values `grad*.npy`. In `eigh*` cases out1 holds eigenvectors, which are unique only up to a
phase per column: the test compares them up to that. Then `../qr_cases.mlir`: the geqrf and
orgqr/ungqr calls alone on every element type, batched, square, tall and wide, with zero
columns (tau = 0), checked against scipy's `?geqrf` / `?orgqr` / `?ungqr` (packed factors,
taus and Q, signs included), and `../eigh_cases.mlir`: syevd/heevd alone, both triangles,
eigenvalues checked against scipy's `?syevd` / `?heevd`.
Run: python gen.py (writes beside this script)."""
import os, shutil
import numpy as np
import jax, jax.numpy as jnp
import scipy.linalg.lapack as lapack

jax.config.update("jax_enable_x64", True)
HERE = os.path.dirname(os.path.abspath(__file__))
R = np.random.default_rng(1515)


def rand(shape, dt):
    x = R.standard_normal(shape)
    if np.issubdtype(dt, np.complexfloating):
        x = x + 1j * R.standard_normal(shape)
    return x.astype(dt)


def sym(shape, dt):
    """A Hermitian matrix with well separated eigenvalues (the eigenvector gradient divides
    by their gaps)."""
    x = rand(shape, dt)
    return ((x + np.conj(np.swapaxes(x, -1, -2))) / 2).astype(dt)


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


qr = jnp.linalg.qr
# Forward: every mode, tall, wide, square, batched, real and complex.
write("qr_f32_tall", lambda a: qr(a), (rand((5, 3), np.float32),))
write("qr_f64_batched", lambda a: qr(a), (rand((2, 4, 4), np.float64),))
write("qr_c64_wide", lambda a: qr(a), (rand((3, 5), np.complex64),))
write("qr_c128_complete_tall", lambda a: qr(a, mode="complete"), (rand((2, 4, 2), np.complex128),))
write("qr_f64_complete_wide", lambda a: qr(a, mode="complete"), (rand((2, 5), np.float64),))
write("qr_f32_r_mode", lambda a: qr(a, mode="r"), (rand((6, 4), np.float32),))
write("eigh_f32", lambda a: jnp.linalg.eigh(a), (sym((4, 4), np.float32),))
write("eigh_f64_batched", lambda a: jnp.linalg.eigh(a), (sym((2, 5, 5), np.float64),))
write("eigh_c64", lambda a: jnp.linalg.eigh(a), (sym((3, 3), np.complex64),))
write("eigh_c128_batched", lambda a: jnp.linalg.eigh(a), (sym((2, 4, 4), np.complex128),))
# Not symmetrised, upper triangle: only that triangle may be read (the input is not Hermitian).
write("eigh_f64_upper_raw", lambda a: jnp.linalg.eigh(a, UPLO="U", symmetrize_input=False),
      (rand((4, 4), np.float64),))
write("eigvalsh_f32_batched", lambda a: jnp.linalg.eigvalsh(a), (sym((3, 3, 3), np.float32),))

# Gradients (real scalar losses).
C = R.standard_normal((5, 5))
write("grad_qr_abs_r_f64", lambda a: jnp.sum(jnp.abs(qr(a)[1])), (rand((5, 3), np.float64),), wrt=[0])
write("grad_qr_loss_f64_batched",
      lambda a: jnp.sum(jnp.sin(qr(a)[0])) + jnp.sum(qr(a)[1] * C[:3, :3]),
      (rand((2, 4, 3), np.float64),), wrt=[0])
write("grad_qr_square_f32", lambda a: jnp.sum(qr(a)[0] * C[:3, :3]) + jnp.sum(qr(a)[1] ** 2),
      (rand((3, 3), np.float32),), wrt=[0])
write("grad_qr_r_mode_f64", lambda a: jnp.sum(qr(a, mode="r") * C[:4, :4]), (rand((6, 4), np.float64),), wrt=[0])
W = np.arange(1.0, 6.0)
write("grad_eigh_values_f64", lambda a: jnp.sum(jnp.linalg.eigh(a)[0] * W[:4]), (sym((4, 4), np.float64),), wrt=[0])
# Σ (v ∘ v)·c does not depend on the eigenvectors' signs.
write("grad_eigh_vectors_f64", lambda a: jnp.sum(jnp.linalg.eigh(a)[1] ** 2 * C), (sym((5, 5), np.float64),), wrt=[0])
write("grad_eigvalsh_f32", lambda a: jnp.sum(jnp.linalg.eigvalsh(a) ** 3), (sym((3, 3), np.float32),), wrt=[0])
write("grad_eigh_both_f64_batched",
      lambda a: jnp.sum(jnp.linalg.eigh(a)[0] ** 2) + jnp.sum(jnp.linalg.eigh(a)[1] ** 2 * C[:3, :3]),
      (sym((2, 3, 3), np.float64),), wrt=[0])

# Complex programs for forward mode (jvp vs finite differences, adjoint identity with
# reverse mode): Q and R, and the phase-invariant eigenvalues and |V|².
write("cjvp_qr_c128_batched", lambda a: qr(a), (rand((2, 4, 3), np.complex128),))
write("cjvp_eigh_c128", lambda a: (jnp.linalg.eigh(a)[0], jnp.abs(jnp.linalg.eigh(a)[1]) ** 2 * C[:4, :4]),
      (sym((4, 4), np.complex128),))

# The calls alone against scipy's LAPACK.
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


def qr_case(a, name, letter, tol):
    """geqrf on a, and orgqr/ungqr on its first min(m, n) columns when m ≥ n (else on the
    leading m × m block, as JAX's wide QR does)."""
    batch, (m, n) = a.shape[:-2], a.shape[-2:]
    k = min(m, n)
    flat = a.reshape((-1, m, n))
    geqrf = getattr(lapack, f"{letter}geqrf")
    orgqr = getattr(lapack, f"{letter}{'ungqr' if letter in 'cz' else 'orgqr'}")
    qrs, taus, qs = [], [], []
    for x in flat:
        packed, tau, _, info = geqrf(x)
        assert info == 0
        q, _, info = orgqr(packed[:, :k], tau)
        assert info == 0
        qrs.append(packed)
        taus.append(tau)
        qs.append(q)
    packed = np.asarray(qrs).reshape(a.shape).astype(a.dtype)
    tau = np.asarray(taus).reshape(batch + (k,)).astype(a.dtype)
    q = np.asarray(qs).reshape(batch + (m, k)).astype(a.dtype)
    r = a.ndim
    mat = layout([r - 2, r - 1] + list(range(r - 3, -1, -1)))
    vec = layout(list(range(r - 2, -1, -1)))
    aty, tty, qty = ty(a.shape, name), ty(tau.shape, name), ty(q.shape, name)
    q_routine = "ungqr" if letter in "cz" else "orgqr"
    cut = ""
    q_in = "%r#0"
    if n != k:
        lim = ", ".join(f"0:{d}" for d in batch + (m, k))
        cut = f"  %cut = stablehlo.slice %r#0 [{lim}] : ({aty}) -> {qty}\n"
        q_in = "%cut"
    return (f"func.func @main() -> ({aty}, {tty}, {qty}) {{\n"
            f"  %a = stablehlo.constant {lit(a)} : {aty}\n"
            f"  %r:2 = stablehlo.custom_call @lapack_{letter}geqrf_ffi(%a) {{mhlo.backend_config = {{}}, "
            f"operand_layouts = [{mat}], result_layouts = [{mat}, {vec}]}} : ({aty}) -> ({aty}, {tty})\n"
            f"{cut}"
            f"  %q = stablehlo.custom_call @lapack_{letter}{q_routine}_ffi({q_in}, %r#1) {{mhlo.backend_config = {{}}, "
            f"operand_layouts = [{mat}, {vec}], result_layouts = [{mat}]}} : ({qty}, {tty}) -> {qty}\n"
            f"  check.expect_almost_eq_const %r#0, {lit(packed)} : {aty} {{tolerance = {tol} : f64}}\n"
            f"  check.expect_almost_eq_const %r#1, {lit(tau)} : {tty} {{tolerance = {tol} : f64}}\n"
            f"  check.expect_almost_eq_const %q, {lit(q)} : {qty} {{tolerance = {tol} : f64}}\n"
            f"  return %r#0, %r#1, %q : {aty}, {tty}, {qty}\n}}")


def eigh_case(a, name, letter, tol, lower):
    batch, n = a.shape[:-2], a.shape[-1]
    flat = a.reshape((-1, n, n))
    routine = "heevd" if letter in "cz" else "syevd"
    fn = getattr(lapack, f"{letter}{routine}")
    ws = []
    for x in flat:
        w, _, info = fn(x, compute_v=1, lower=int(lower))
        assert info == 0
        ws.append(w)
    real = {"s": np.float32, "d": np.float64, "c": np.float32, "z": np.float64}[letter]
    w = np.asarray(ws).reshape(batch + (n,)).astype(real)
    r = a.ndim
    mat = layout([r - 2, r - 1] + list(range(r - 3, -1, -1)))
    aty, wty, ity = ty(a.shape, name), ty(w.shape, "f32" if real == np.float32 else "f64"), ty(batch, "i32")
    info = np.zeros(batch, np.int32)
    uplo = ord("L" if lower else "U")
    return (f"func.func @main() -> ({aty}, {wty}, {ity}) {{\n"
            f"  %a = stablehlo.constant {lit(a)} : {aty}\n"
            f"  %r:3 = stablehlo.custom_call @lapack_{letter}{routine}_ffi(%a) {{mhlo.backend_config = {{mode = 86 : ui8, uplo = {uplo} : ui8}}, "
            f"operand_layouts = [{mat}], result_layouts = [{mat}, {layout(list(range(r - 2, -1, -1)))}, "
            f"{layout(list(range(r - 3, -1, -1)))}]}} : ({aty}) -> ({aty}, {wty}, {ity})\n"
            f"  check.expect_almost_eq_const %r#1, {lit(w)} : {wty} {{tolerance = {tol} : f64}}\n"
            f"  check.expect_eq_const %r#2, {lit(info)} : {ity}\n"
            f"  return %r#0, %r#1, %r#2 : {aty}, {wty}, {ity}\n}}")


qr_cases, eigh_cases = [], []
for dt, name, letter, tol in TYPES:
    for shape in [(4, 4), (2, 5, 3), (6, 2), (3, 5), (2, 1, 4), (1, 1), (3, 1)]:
        qr_cases.append(qr_case(rand(shape, dt), name, letter, tol))
    # A zero column below the diagonal (tau = 0 for real types; complex α keeps a nonzero τ
    # making R's diagonal real), a column already upper triangular, and all zeros.
    a = rand((4, 3), dt)
    a[1:, 0] = 0
    qr_cases.append(qr_case(a, name, letter, tol))
    a = rand((4, 4), dt)
    a[:, 1] = 0
    qr_cases.append(qr_case(a, name, letter, tol))
    qr_cases.append(qr_case(np.zeros((3, 3), dt), name, letter, tol))
    # Negative leading element (β's sign flips).
    a = rand((3, 3), dt)
    a[0, 0] = -abs(a[0, 0]) - 1
    qr_cases.append(qr_case(a, name, letter, tol))
    # eigh: random Hermitian, a non-Hermitian input (only one triangle read), repeated
    # eigenvalues, diagonal, 1×1, batched.
    for lower in (True, False):
        eigh_cases.append(eigh_case(sym((4, 4), dt), name, letter, tol, lower))
        eigh_cases.append(eigh_case(rand((5, 5), dt), name, letter, tol, lower))
    eigh_cases.append(eigh_case(sym((2, 3, 3), dt), name, letter, tol, True))
    q, _ = np.linalg.qr(rand((4, 4), dt))
    d = np.diag(np.array([2.0, 2.0, -1.0, 5.0]))
    eigh_cases.append(eigh_case((q @ d @ np.conj(q.T)).astype(dt), name, letter, tol, True))
    eigh_cases.append(eigh_case(np.diag(np.array([3.0, -1.0, 0.0])).astype(dt), name, letter, tol, False))
    eigh_cases.append(eigh_case(rand((1, 1), dt), name, letter, tol, True))

with open(os.path.join(HERE, "..", "qr_cases.mlir"), "w") as fh:
    fh.write("// Generated by qr_eigh/gen.py (scipy's ?geqrf, ?orgqr/?ungqr expectations); cases separated by // -----\n\n")
    fh.write("\n\n// -----\n\n".join(qr_cases) + "\n")
with open(os.path.join(HERE, "..", "eigh_cases.mlir"), "w") as fh:
    fh.write("// Generated by qr_eigh/gen.py (scipy's ?syevd/?heevd eigenvalues); cases separated by // -----\n\n")
    fh.write("\n\n// -----\n\n".join(eigh_cases) + "\n")
print(len(qr_cases), "qr cases,", len(eigh_cases), "eigh cases")
