"""Everyday JAX programs (outside optics), made with JAX on CPU.

Per case, in a folder named after it:
  fwd.mlir             jax.jit of x -> (loss(f(x)), *f(x)): a real scalar loss of the
                       function's results, then the results themselves (one or more)
  value_and_grad.mlir  JAX's own jax.value_and_grad of the loss
  inN.npy              the inputs; value.npy the loss; outN.npy f's results; gradK.npy its
                       gradient w.r.t. input K, conjugated for complex inputs (Fresnel's
                       convention dL/dRe + i dL/dIm, see docs/design.md §4).
The loss is sum(sin(r) * ramp) over the float results r flattened into one vector (a
ramp, so that e.g. the gradient of sum(softmax) is not identically zero) and adds |z|^2 of complex ones; integer and boolean
results carry no gradient and are left out of it. Our AD differentiates fwd.mlir's first
result, carrying the others along (JAX's has_aux). `wrt` lists the differentiated inputs
(every float or complex input unless the case says otherwise); an empty list means the
case is forward-only (JAX itself cannot reverse-differentiate it, e.g. while_loop).

Run with a Python that has JAX: python3 tests/data/jax_everyday/gen.py [OUTDIR]
"""
import json, os, sys, inspect
import numpy as np
import jax, jax.numpy as jnp
from jax import lax
jax.config.update("jax_enable_x64", True)

R = np.random.default_rng(20261203)
def rn(*s, dt=np.float32):
    return R.standard_normal(s).astype(dt)
def cn(*s, dt=np.complex64):
    return (R.standard_normal(s) + 1j * R.standard_normal(s)).astype(dt)
def ri(lo, hi, *s, dt=np.int32):
    return R.integers(lo, hi, s).astype(dt)

CASES = []
def case(name, inputs, wrt=None, note=""):
    def deco(fn):
        CASES.append(dict(name=name, fn=fn, inputs=inputs, wrt=wrt, note=note))
        return fn
    return deco

# --- reductions, normalisations ------------------------------------------------------------
@case("softmax_f32", [rn(3, 5)])
def softmax(x):
    return jax.nn.softmax(x, axis=-1)

@case("log_softmax_f64", [rn(4, 3, dt=np.float64)])
def log_softmax(x):
    return jax.nn.log_softmax(x, axis=0)

@case("logsumexp_f32", [rn(3, 6)])
def logsumexp(x):
    return jax.scipy.special.logsumexp(x, axis=1), jax.scipy.special.logsumexp(x, axis=0, keepdims=True)

@case("argmax_argmin_f32", [rn(4, 5)], note="variadic reduce (value, index) with an integer result")
def argmax_argmin(x):
    i = jnp.argmax(x, axis=1)
    j = jnp.argmin(x, axis=0)
    return i, j, jnp.take_along_axis(x, i[:, None], axis=1)[:, 0] * 2.0

@case("argmax_grad_f64", [rn(6, dt=np.float64), rn(3, 6, dt=np.float64)],
      note="the loss depends on x through an argmax-selected element")
def argmax_grad(w, x):
    k = jnp.argmax(x * w, axis=1)
    return jnp.sum(jnp.sin(w[k])) + jnp.max(x * w)

@case("max_min_ties_f64", [np.array([[1.0, 3.0, 3.0, -2.0], [0.5, -1.0, 0.5, 0.5], [2.0, 2.0, 2.0, 2.0]])],
      note="jnp.max/min with ties: JAX shares the gradient equally between tied elements")
def max_min_ties(x):
    return jnp.max(x, axis=1), jnp.min(x, axis=0), jnp.max(x)

@case("mean_var_std_f32", [rn(3, 4, 5)])
def mean_var_std(x):
    return jnp.mean(x, axis=(0, 2)), jnp.var(x, axis=1), jnp.std(x, axis=-1, ddof=1), jnp.mean(x)

@case("norms_f64", [rn(5, dt=np.float64), rn(3, 4, dt=np.float64)])
def norms(v, m):
    return (jnp.linalg.norm(v), jnp.linalg.norm(v, ord=1), jnp.linalg.norm(v, ord=jnp.inf),
            jnp.linalg.norm(m), jnp.linalg.norm(m, "fro"), jnp.linalg.norm(m, axis=1))

@case("layer_norm_f32", [rn(4, 6), rn(6), rn(6)])
def layer_norm(x, g, b):
    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mu) ** 2, axis=-1, keepdims=True)
    return (x - mu) * lax.rsqrt(var + 1e-5) * g + b

# --- scans ---------------------------------------------------------------------------------
@case("cumsum_cummax_f32", [rn(3, 6)])
def cumsum_cummax(x):
    return jnp.cumsum(x, axis=1), lax.cummax(x, axis=0), jnp.cumsum(x[::-1], axis=0)

@case("cumprod_f64", [rn(7, dt=np.float64)])
def cumprod(x):
    return jnp.cumprod(x)

# --- sorting -------------------------------------------------------------------------------
@case("sort_argsort_f32", [rn(7), rn(7)])
def sort_argsort(x, y):
    return jnp.sort(x), y[jnp.argsort(x)], jnp.argsort(-y)

@case("top_k_f64", [rn(3, 8, dt=np.float64)])
def top_k(x):
    v, i = lax.top_k(x, 3)
    return v, i

@case("median_f64", [rn(9, dt=np.float64)])
def median(x):
    return jnp.median(x), jnp.quantile(x, 0.25)

# --- indexing ------------------------------------------------------------------------------
# Indices in range on every axis they index: JAX's gradient of an out-of-range (clamped)
# gather index is not the derivative of the forward program (see ../jax_ops/README.md).
@case("take_fancy_f32", [rn(5, 4, 3), np.array([2, 0, 2, 1], np.int32)])
def take_fancy(x, idx):
    return jnp.take(x, idx, axis=1), x[idx[:2], :, idx[2:]], x[1:4:2, ::-1, 1], x[..., None, 0]

@case("at_set_add_mul_f32", [rn(6, 3), rn(4, 3), np.array([5, 0, 2, 4], np.int32)])
def at_ops(x, u, idx):
    return (x.at[idx].set(u, unique_indices=True), x.at[idx].add(u), x.at[idx].mul(u, unique_indices=True),
            x.at[2].set(0.0), x.at[:, 1].add(1.0))

@case("at_min_max_f64", [rn(5, 2, dt=np.float64), rn(3, 2, dt=np.float64), np.array([1, 3, 1], np.int32)])
def at_min_max(x, u, idx):
    return x.at[idx].min(u), x.at[idx].max(u)

@case("where_clip_f32", [rn(4, 5), rn(4, 5)])
def where_clip(x, y):
    return jnp.where(x > y, x * y, jnp.sin(y)), jnp.clip(x, -0.5, 0.7), jnp.maximum(x, y), jnp.minimum(x, 0.1)

@case("one_hot_f32", [np.array([2, 0, 3, 1, 3], np.int32), rn(5, 4)])
def one_hot(labels, x):
    return jnp.sum(jax.nn.one_hot(labels, 4) * x, axis=1), jax.nn.one_hot(labels, 5, dtype=jnp.int32)

@case("roll_pad_f64", [rn(4, 5, dt=np.float64)])
def roll_pad(x):
    return (jnp.roll(x, 2, axis=1), jnp.roll(x, -1), jnp.pad(x, ((1, 2), (2, 1)), mode="reflect"),
            jnp.pad(x, 2, mode="edge"), jnp.pad(x, ((3, 1), (0, 2)), mode="wrap"),
            jnp.pad(x, 1, constant_values=0.5))

@case("interp_f64", [np.linspace(-1.0, 3.0, 11), np.sort(R.uniform(-0.5, 2.5, 6)), rn(6, dt=np.float64)],
      wrt=[0, 2], note="jnp.interp: the gradient w.r.t. the sample points xp is left out")
def interp(x, xp, fp):
    return jnp.interp(x, xp, fp)

@case("searchsorted_bincount_f32", [np.sort(rn(6)), rn(5), np.array([1, 3, 3, 0, 6, 3], np.int32)], wrt=[],
      note="integer results only")
def searchsorted_bincount(a, v, k):
    return (jnp.searchsorted(a, v), jnp.searchsorted(a, v, side="right"), jnp.bincount(k, length=7),
            jnp.digitize(v, a))

@case("bool_int_ops_f32", [rn(4, 6), ri(-7, 9, 4, 6)])
def bool_int_ops(x, n):
    return (jnp.sum(x > 0), jnp.count_nonzero(x < 0.5, axis=0), jnp.any(x > 2.0), jnp.all(n > -8),
            n // 3, n % 4, jnp.abs(n), (n * 2 + 1).astype(jnp.float32) * x, jnp.sign(x), jnp.floor(x * 3))

# --- linear algebra ------------------------------------------------------------------------
@case("einsum_forms_f32", [rn(3, 4), rn(4, 5), rn(2, 3, 4), rn(2, 4, 5), rn(4, 4)])
def einsum_forms(a, b, c, d, s):
    return (jnp.einsum("ij,jk->ik", a, b), jnp.einsum("bij,bjk->bik", c, d), jnp.einsum("ii->i", s),
            jnp.einsum("ij->", a), jnp.einsum("i,j->ij", a[0], b[:, 0]), jnp.einsum("bij,jk->bki", c, b),
            jnp.einsum("ij,ij->i", s, s.T), jnp.trace(s))

@case("matmul_batched_f64", [rn(2, 3, 4, dt=np.float64), rn(4, 5, dt=np.float64), rn(5, dt=np.float64)])
def matmul_batched(a, b, v):
    return a @ b, (a @ b) @ v, jnp.matmul(a[0], a[1].T), jnp.outer(v, v), jnp.kron(b[:2, :2], b[:2, :3])

@case("attention_f32", [rn(2, 4, 8), rn(2, 5, 8), rn(2, 5, 3)])
def attention(q, k, v):
    s = jnp.einsum("bqd,bkd->bqk", q, k) / jnp.sqrt(8.0)
    mask = jnp.tril(jnp.ones((4, 5), bool))
    s = jnp.where(mask, s, -1e9)
    return jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(s, axis=-1), v)

@case("tril_diag_shapes_f64", [rn(4, 4, dt=np.float64), rn(3, dt=np.float64)])
def tril_diag(m, v):
    return (jnp.tril(m), jnp.triu(m, 1), jnp.diag(v), jnp.diag(m), jnp.tile(v, (2, 1)),
            jnp.repeat(v, 2), jnp.concatenate([v, v[::-1]]), jnp.stack([v, 2 * v], axis=1),
            jnp.cross(v, v[::-1] + 1.0), m.T.reshape(2, 8))

# --- complex -------------------------------------------------------------------------------
@case("complex_ops_c64", [cn(3, 4), rn(3, 4)])
def complex_ops(z, x):
    return jnp.abs(z), jnp.angle(z), jnp.conj(z) * z * x, jnp.exp(z), z.real * x + z.imag, z * (1 + 2j)

@case("complex_build_c128", [rn(5, dt=np.float64), rn(5, dt=np.float64)])
def complex_build(re, im):
    z = lax.complex(re, im)
    return jnp.abs(jnp.exp(1j * re) * z) ** 2, jnp.angle(z), jnp.sqrt(z), jnp.log(z)

# --- elementwise ---------------------------------------------------------------------------
@case("activations_f32", [rn(3, 7) * 2])
def activations(x):
    return (jax.nn.relu(x), jax.nn.gelu(x, approximate=True), jax.nn.gelu(x, approximate=False),
            jax.nn.silu(x), jax.nn.softplus(x), jax.nn.sigmoid(x), jax.nn.leaky_relu(x, 0.1),
            jax.nn.elu(x), jnp.tanh(x), jax.nn.relu6(x))

@case("math_f64", [rn(6, dt=np.float64), np.abs(rn(6, dt=np.float64)) + 0.1])
def math(x, y):
    return (jnp.arctan2(x, y), jnp.hypot(x, y), jnp.expm1(x), jnp.log1p(y), jnp.power(y, x), x ** 3,
            jnp.round(x * 4), jnp.mod(x, 0.7), jnp.exp2(x), jnp.log10(y), jnp.sinc(x), jnp.cbrt(x))

# --- networks ------------------------------------------------------------------------------
@case("mlp_xent_f32", [rn(8, 6), rn(6, 16) * 0.4, rn(16) * 0.1, rn(16, 4) * 0.4, rn(4) * 0.1,
                       np.array([0, 3, 1, 2, 2, 0, 1, 3], np.int32)])
def mlp_xent(x, w1, b1, w2, b2, y):
    h = jax.nn.relu(x @ w1 + b1)
    logits = h @ w2 + b2
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(y, 4), axis=-1))

@case("conv_pool_net_f32", [rn(2, 1, 8, 8), rn(4, 1, 3, 3) * 0.5, rn(4) * 0.1, rn(4 * 3 * 3, 3) * 0.3])
def conv_pool_net(x, k, b, w):
    y = lax.conv_general_dilated(x, k, (1, 1), "SAME") + b[None, :, None, None]
    y = jax.nn.relu(y)
    y = lax.reduce_window(y, -jnp.inf, lax.max, (1, 1, 2, 2), (1, 1, 2, 2), "VALID")
    y = lax.reduce_window(y, 0.0, lax.add, (1, 1, 2, 2), (1, 1, 1, 1), "VALID") / 4.0
    return jax.nn.softmax(y.reshape(2, -1) @ w)

@case("vmap_fns_f64", [rn(4, 3, dt=np.float64), rn(3, 3, dt=np.float64)])
def vmap_fns(xs, m):
    f = lambda x: jnp.tanh(m @ x) @ x
    per_example_grad = jax.vmap(jax.grad(f))(xs)
    return jax.vmap(f)(xs), per_example_grad, jax.vmap(jnp.outer)(xs, xs)

@case("random_f32", [rn(4, 3)], note="threefry inside the program: key from a constant seed")
def random(x):
    key = jax.random.key(42)
    k1, k2, k3 = jax.random.split(key, 3)
    noise = jax.random.normal(k1, x.shape, x.dtype)
    u = jax.random.uniform(k2, x.shape, x.dtype)
    keep = jax.random.bernoulli(k3, 0.7, x.shape)
    return x + 0.1 * noise, jnp.where(keep, x / 0.7, 0.0) * u, jax.random.randint(k2, (5,), 0, 10)

@case("random_f64_perm", [rn(6, dt=np.float64)], wrt=[], note="forward only (random_f32 covers the gradient)")
def random_perm(x):
    key = jax.random.PRNGKey(7)
    return jax.random.permutation(key, x), x * jax.random.normal(jax.random.fold_in(key, 3), (6,), jnp.float64)

# --- control flow --------------------------------------------------------------------------
@case("scan_rnn_f32", [rn(5, 3), rn(3, 3) * 0.5, rn(3)])
def scan_rnn(xs, w, h0):
    def step(h, x):
        h = jnp.tanh(w @ h + x)
        return h, jnp.sum(h * h)
    h, ys = lax.scan(step, h0, xs)
    return h, ys

@case("fori_loop_f64", [rn(4, dt=np.float64), rn(4, 4, dt=np.float64) * 0.3])
def fori(x, a):
    return lax.fori_loop(0, 5, lambda i, v: jnp.sin(a @ v) + v * (i + 1.0) / 5.0, x)

@case("while_newton_f64", [np.abs(rn(5, dt=np.float64)) + 0.5], wrt=[],
      note="while_loop with a convergence test: JAX cannot reverse-differentiate it")
def while_newton(a):
    def cond(c):
        x, k = c
        return (jnp.max(jnp.abs(x * x - a)) > 1e-12) & (k < 50)
    def body(c):
        x, k = c
        return 0.5 * (x + a / x), k + 1
    return lax.while_loop(cond, body, (a, 0))

@case("cond_switch_f32", [rn(5), np.array(2, np.int32)])
def cond_switch(x, n):
    y = lax.cond(jnp.sum(x) > 0, lambda v: jnp.sin(v) * 2, lambda v: jnp.cos(v) - 1, x)
    z = lax.switch(n, [lambda v: v * 3, lambda v: jnp.exp(v), lambda v: v ** 2 - v, lambda v: -v], x)
    return y, z, lax.switch(n - 2, [lambda v: jnp.tanh(v), lambda v: v], x)

@case("mixed_precision", [rn(3, 4), rn(4, dt=np.float64)])
def mixed_precision(x, y):
    return x.astype(jnp.float64) @ y, x * y.astype(jnp.float32), jnp.sum(x, dtype=jnp.float64)

@case("half_precision_f32", [rn(3, 4)], note="bfloat16 and float16 round trips")
def half_precision(x):
    return x.astype(jnp.bfloat16).astype(jnp.float32) * 3, x.astype(jnp.float16).astype(jnp.float32) * 2

# --- more of the same, in other forms ------------------------------------------------------
@case("argmax_flat_keepdims_f32", [rn(3, 4)])
def argmax_flat(x):
    k = jnp.argmax(x)
    i, j = jnp.unravel_index(k, x.shape)
    return k, jnp.argmax(x, axis=0, keepdims=True), x[i, j] * 3.0, jnp.argmin(jnp.abs(x), axis=-1)

@case("dilated_maxpool_f64", [rn(1, 7, 6, 2, dt=np.float64)], wrt=[],
      note="max reduce_window with window dilation (JAX has no VJP for it)")
def dilated_maxpool(x):
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 1, 2, 1), "VALID", window_dilation=(1, 2, 1, 1))

@case("nan_functions_f64", [np.array([1.0, np.nan, -2.0, 0.5, np.nan, 3.0])], wrt=[0])
def nan_functions(x):
    return jnp.nansum(x), jnp.nanmean(x), jnp.nan_to_num(x, nan=0.25) * 2, jnp.isnan(x), jnp.nanmax(x)

@case("diff_convolve_f32", [rn(9), rn(3)])
def diff_convolve(x, k):
    return jnp.diff(x), jnp.diff(x, n=2), jnp.convolve(x, k, mode="same"), jnp.correlate(x, k, mode="valid")

@case("associative_scan_f64", [rn(6, dt=np.float64), rn(6, dt=np.float64)])
def assoc_scan(a, b):
    def op(l, r):
        return (l[0] * r[0], r[0] * l[1] + r[1])
    return lax.associative_scan(op, (a, b))[1], lax.associative_scan(jnp.maximum, b, reverse=True)

@case("jacobian_hessian_f64", [rn(3, dt=np.float64)])
def jac_hess(x):
    f = lambda v: jnp.sum(jnp.sin(v) * v[::-1]) + jnp.prod(v)
    return jax.jacfwd(lambda v: jnp.tanh(v) * v[0])(x), jax.hessian(f)(x)

@case("special_losses_f32", [rn(6), jnp.abs(rn(6)) + 0.1, R.uniform(0.05, 0.95, 6).astype(np.float32)])
def special_losses(x, y, p):
    return (jnp.logaddexp(x, y), jax.scipy.special.xlogy(y, y), jax.scipy.special.expit(x),
            jax.nn.log_sigmoid(x), jax.scipy.special.erf(x), jax.nn.selu(x), jax.nn.celu(x),
            jax.nn.hard_tanh(x), jax.nn.glu(jnp.concatenate([x, y])), -(p * jnp.log(y) + (1 - p) * jnp.log1p(-p)))

@case("xent_take_along_f64", [rn(5, 4, dt=np.float64), np.array([3, 0, 1, 1, 2], np.int32)])
def xent_take_along(logits, labels):
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1)), jnp.argmax(logits, -1) == labels

@case("batch_norm_dropout_f32", [rn(6, 4), rn(4), rn(4)])
def batch_norm_dropout(x, g, b):
    mu, var = jnp.mean(x, 0), jnp.var(x, 0)
    y = (x - mu) / jnp.sqrt(var + 1e-5) * g + b
    keep = jax.random.bernoulli(jax.random.PRNGKey(1), 0.8, y.shape)
    return jnp.where(keep, y / 0.8, 0), jax.nn.standardize(x, axis=1)

@case("random_more_f32", [rn(4)], wrt=[], note="forward only (random_f32 covers the gradient)")
def random_more(x):
    k = jax.random.key(3)
    ks = jax.random.split(k, 4)
    return (x * jax.random.truncated_normal(ks[0], -1.0, 1.0, (4,)), jax.random.categorical(ks[1], x, shape=(6,)),
            x + jax.random.gumbel(ks[2], (4,)), jax.random.choice(ks[3], 10, (3,), replace=False),
            x * jax.random.exponential(ks[0], (4,)))

@case("scan_reverse_unroll_f64", [rn(6, 2, dt=np.float64), rn(2, dt=np.float64)])
def scan_reverse(xs, c0):
    def step(c, x):
        c = jnp.sin(c) * x + c * 0.5
        return c, c.sum()
    a, ys = lax.scan(step, c0, xs, reverse=True, unroll=2)
    b, zs = jax.vmap(lambda c: lax.scan(step, c, xs))(jnp.stack([c0, -c0]))
    return a, ys, b, zs

@case("int_bit_ops_i32", [ri(-50, 50, 8), ri(0, 5, 8)], wrt=[])
def int_bit_ops(a, s):
    return (jnp.left_shift(a, s), jnp.right_shift(a, s), jnp.bitwise_and(a, 12), jnp.bitwise_xor(a, s),
            jnp.cumsum(a > 0), jnp.cumprod(s + 1), jnp.sort(a), jnp.argsort(a, stable=True, descending=True),
            jnp.max(a), jnp.where(a % 2 == 0, a // 2, 3 * a + 1), jnp.clip(a, -10, 10).astype(jnp.float32))

@case("rounding_masked_reduce_f32", [rn(3, 5) * 3])
def rounding_masked(x):
    return (jnp.round(x, 2), jnp.trunc(x), jnp.ceil(x), jnp.max(x, axis=1, initial=0.5),
            jnp.sum(x, axis=0, where=x > 0), jnp.min(x, where=x > -1, initial=10.0), jnp.prod(x[:, :3], axis=0))

@case("complex_linear_c128", [cn(3, 3, dt=np.complex128), cn(3, dt=np.complex128)])
def complex_linear(a, v):
    w = a @ v
    return jnp.vdot(v, w), jnp.abs(jnp.einsum("ij,j->i", a.conj().T, v)), jnp.fft.fft(v), jnp.real(w) * jnp.imag(w), \
        jnp.linalg.norm(a), jnp.sum(jnp.exp(a), axis=0), jnp.sort(jnp.abs(v))

@case("unique_nonzero_hist_f32", [np.array([3, 1, 3, 0, 7, 1, 3, 2], np.int32), rn(8)], wrt=[1])
def unique_nonzero_hist(k, x):
    u, inv, counts = jnp.unique(k, size=6, fill_value=-1, return_inverse=True, return_counts=True)
    (nz,) = jnp.nonzero(x > 0, size=8, fill_value=-1)
    h, edges = jnp.histogram(x, bins=4, range=(-2.0, 2.0))
    return u, inv, counts, nz, h, edges * 1.0, jnp.where(nz >= 0, x[nz], 0.0), u[:4] * x[inv[:4]]

@case("lax_sort_keys_cum_f64", [np.array([2.0, 1.0, 2.0, 0.5, 1.0, 3.0]), rn(6, dt=np.float64)])
def lax_sort_keys(a, b):
    s1, s2 = lax.sort((a, b), num_keys=2)
    return s1, s2, lax.cummin(b, reverse=True), jnp.isclose(a, 2.0)

@case("cumlogsumexp_f32", [rn(7)], note="reduce_window whose region is logaddexp")
def cumlogsumexp(x):
    return lax.cumlogsumexp(x)

@case("pytree_scan_adam_f32", [rn(4), rn(4), rn(5, 4)])
def pytree_scan_adam(w, m0, xs):
    def step(state, x):
        w, m, v, t = state["w"], state["m"], state["v"], state["t"]
        g = jnp.tanh(w * x) * x
        m = 0.9 * m + 0.1 * g
        v = 0.999 * v + 0.001 * g * g
        t = t + 1
        mhat = m / (1 - 0.9 ** t)
        vhat = v / (1 - 0.999 ** t)
        w = w - 0.01 * mhat / (jnp.sqrt(vhat) + 1e-8)
        return {"w": w, "m": m, "v": v, "t": t}, jnp.sum(w)
    st, ys = lax.scan(step, {"w": w, "m": m0, "v": jnp.zeros_like(w), "t": jnp.array(0.0, jnp.float32)}, xs)
    return st["w"], st["m"], ys

@case("dot_product_attention_f32", [rn(1, 4, 2, 8), rn(1, 4, 2, 8), rn(1, 4, 2, 8)])
def dpa(q, k, v):
    return jax.nn.dot_product_attention(q, k, v, is_causal=True)

@case("narrow_int_convert_f32", [rn(6) * 100, ri(0, 255, 6, dt=np.uint8)], wrt=[0])
def narrow_int_convert(x, u):
    i8 = jnp.clip(x, -128, 127).astype(jnp.int8)
    return (i8, u.astype(jnp.float32) * x / 255.0, (u + 3).astype(jnp.uint8), u.astype(jnp.int32) - i8.astype(jnp.int32),
            jnp.uint32(7) * u.astype(jnp.uint32))

@case("einsum_three_f64", [rn(3, 4, dt=np.float64), rn(4, 5, dt=np.float64), rn(5, 2, dt=np.float64)])
def einsum_three(a, b, c):
    return jnp.einsum("ij,jk,kl->il", a, b, c), jnp.einsum("...j,jk->...k", a, b), jnp.einsum("ij,ij,ij->j", a, a, a)

def is_inexact(a):
    return jnp.issubdtype(a.dtype, jnp.inexact)

def loss_of(fn):
    """A real scalar loss of fn's results (see the module doc): the float results flattened
    into one vector (at the widest of their precisions) weighted by one ramp."""
    def loss(*args):
        outs = fn(*args)
        outs = outs if isinstance(outs, tuple) else (outs,)
        outs = [jnp.asarray(o) for o in outs]
        total = 0.0
        for o in outs:
            if jnp.issubdtype(o.dtype, jnp.complexfloating):
                total = total + jnp.sum(jnp.abs(o) ** 2)
        floats = [o.ravel() for o in outs if jnp.issubdtype(o.dtype, jnp.floating)]
        if floats:
            dt = jnp.result_type(*floats)
            flat = jnp.concatenate([f.astype(dt) for f in floats])
            total = total + jnp.sum(jnp.sin(flat) * (1.0 + 0.1 * jnp.arange(flat.size, dtype=dt)))
        return total
    return loss

def with_loss(fn):
    """fn's results preceded by their loss: what fwd.mlir computes."""
    loss = loss_of(fn)
    def g(*args):
        outs = fn(*args)
        outs = outs if isinstance(outs, tuple) else (outs,)
        return (loss(*args),) + outs
    return g

def write_case(outdir, c):
    name, fn, inputs = c["name"], c["fn"], c["inputs"]
    d = os.path.join(outdir, name); os.makedirs(d, exist_ok=True)
    args = [jnp.asarray(a) for a in inputs]
    wrt = c["wrt"] if c["wrt"] is not None else [i for i, a in enumerate(args) if is_inexact(a)]
    g = with_loss(fn)
    open(os.path.join(d, "fwd.mlir"), "w").write(jax.jit(g).lower(*args).as_text())
    val, *outs = jax.jit(g)(*args)
    for i, a in enumerate(inputs):
        np.save(os.path.join(d, f"in{i}.npy"), np.asarray(a))
    np.save(os.path.join(d, "value.npy"), np.asarray(val))
    for i, o in enumerate(outs):
        np.save(os.path.join(d, f"out{i}.npy"), np.asarray(o))
    entry = {"name": name, "note": c["note"], "wrt": wrt, "inputs": len(inputs), "outputs": len(outs),
             "dtypes": [str(np.asarray(a).dtype) for a in inputs]}
    if wrt:
        vg = jax.value_and_grad(loss_of(fn), argnums=tuple(wrt))
        open(os.path.join(d, "value_and_grad.mlir"), "w").write(jax.jit(vg).lower(*args).as_text())
        val2, grads = jax.jit(vg)(*args)
        assert np.allclose(val, val2, rtol=1e-6)
        for k, gr in zip(wrt, grads):
            np.save(os.path.join(d, f"grad{k}.npy"), np.conj(np.asarray(gr)))
    entry["jax_source"] = inspect.getsource(fn).strip()
    return entry

if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    only = sys.argv[2:]
    cases = []
    for c in CASES:
        if only and c["name"] not in only:
            continue
        try:
            cases.append(write_case(out, c))
        except Exception as e:
            print(f"{c['name']}: JAX failed: {type(e).__name__}: {e}", file=sys.stderr)
            raise
    json.dump({"generator": "gen.py", "jax": jax.__version__, "cases": cases},
              open(os.path.join(out, "manifest.json"), "w"), indent=1)
    print(f"{len(cases)} cases written to {out}")
