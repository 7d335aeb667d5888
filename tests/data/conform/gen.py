"""Test programs for what the upstream-conformance work added, each expected value computed
here (numpy, JAX), never written by hand:

* the old JAX export's `%r = stablehlo.custom_call @check.eq(%a, %b) -> tensor<i1>` (its
  verdict returned from `@main`, as those programs do);
* `reduce_precision` over special values (NaN payloads, ±inf, subnormals, rounding ties,
  overflow), expected bits from XLA's HLO evaluator (`jax.jit` of a closed-over constant is
  folded by it): with no mantissa bits every NaN becomes +inf, as StableHLO's interpreter
  does too (XLA's compiled CPU kernel keeps the NaN; we follow the two references);
* `chlo.scan` (pretty and generic forms, forward and reverse, several inputs and carries,
  carries of higher rank, a scan dimension other than 0), expected values from `lax.scan`;
* `chlo.ragged_dot` in its three modes (expected values from numpy per-group products and from
  JAX's `lax.ragged_dot_general`); mode 1 with a ragged lhs row dimension (with and without batch dimensions, rows
  past the last group, empty groups), expected values from numpy's per-group products.

Each case's `@main` returns its results so that the backends can be compared with the
interpreter. Run: python gen.py > programs.mlir"""
import numpy as np
import jax
import jax.numpy as jnp
from jax import lax
jax.config.update("jax_enable_x64", True)

R = np.random.default_rng(12)

MLIR = {np.dtype("float32"): "f32", np.dtype("float64"): "f64", np.dtype("int64"): "i64",
        np.dtype("int32"): "i32", np.dtype("bool"): "i1", np.dtype("uint32"): "ui32",
        np.dtype("uint64"): "ui64", np.dtype("int8"): "i8"}

def ty(a):
    a = np.asarray(a)
    return "tensor<" + "".join(f"{d}x" for d in a.shape) + MLIR[a.dtype] + ">"

def elem(v, dt):
    if dt == np.bool_:
        return "true" if v else "false"
    if np.issubdtype(dt, np.floating):
        # Exact bits: every value (NaN payloads, subnormals) survives the text.
        bits = np.asarray(v, dtype=dt).view(np.uint32 if dt == np.float32 else np.uint64)
        return "0x%0*X" % (8 if dt == np.float32 else 16, int(bits))
    return str(int(v))

def dense(a):
    a = np.asarray(a)
    def rec(x):
        if x.ndim == 0:
            return elem(x[()], a.dtype)
        return "[" + ", ".join(rec(y) for y in x) + "]"
    return f"dense<{rec(a)}> : {ty(a)}"

CASES = []
def add(name, text):
    CASES.append(f"// {name}\n{text.strip()}\n")

# --- old-export @check.eq ---------------------------------------------------------------
def legacy(name, op_text, inputs, want):
    """`op_text` uses %x0.. and defines %r; the program ends like the old exports."""
    lines = [f"  %x{i} = stablehlo.constant {dense(a)}" for i, a in enumerate(inputs)]
    lines.append(f"  %e = stablehlo.constant {dense(want)}")
    lines += ["  " + l for l in op_text.strip().splitlines()]
    lines.append(f"  %ok = stablehlo.custom_call @check.eq(%r, %e) : ({ty(want)}, {ty(want)}) -> tensor<i1>")
    lines.append("  func.return %ok : tensor<i1>")
    add(name, "func.func @main() -> tensor<i1> {\n" + "\n".join(lines) + "\n}")

a = R.integers(-100, 100, (2, 3)).astype(np.int32)
b = R.integers(-100, 100, (2, 3)).astype(np.int32)
legacy("check.eq on integers (exact)", f"%r = stablehlo.maximum %x0, %x1 : {ty(a)}", [a, b],
       np.asarray(lax.max(a, b)))
x = R.standard_normal((3, 4)).astype(np.float32)
legacy("check.eq on floats (upstream's almost_eq, 1e-4)", f"%r = stablehlo.exponential %x0 : {ty(x)}",
       [x], np.asarray(jax.jit(jnp.exp)(x)))
p = R.integers(0, 2, (5,)).astype(np.bool_)
q = R.integers(0, 2, (5,)).astype(np.bool_)
legacy("check.eq on booleans", f"%r = stablehlo.xor %x0, %x1 : {ty(p)}", [p, q], np.logical_xor(p, q))

# --- reduce_precision special values -------------------------------------------------------
def specials(dt):
    ut = np.uint32 if dt == np.float32 else np.uint64
    tiny = np.finfo(dt).tiny
    vals = [0.0, -0.0, 1.0, -1.5, 1.0 + 2.0**-11, 1.0 + 3 * 2.0**-11, 1.0 + 2.0**-10 + 2.0**-11, 2.5,
            3.0, 65504.0, 65519.0, 65520.0, -65520.0, 6.1e-5, 6.0e-5, 3.0e-8, tiny, tiny / 4,
            -tiny / 4, 1e30, -1e30, np.inf, -np.inf, 0.1, 1 / 3]
    v = np.array(vals, dtype=dt)
    nans = ([0x7FC00000, 0xFFC00000, 0x7F800001, 0xFF800001, 0x7FFFFFFF, 0x7FBFFFFF]
            if dt == np.float32 else
            [0x7FF8000000000000, 0xFFF8000000000000, 0x7FF0000000000001, 0xFFF0000000000001,
             0x7FFFFFFFFFFFFFFF, 0x7FF7FFFFFFFFFFFF])
    return np.concatenate([v, np.array(nans, dtype=ut).view(dt)]), ut

for dt in [np.float32, np.float64]:
    v, ut = specials(dt)
    for e, m in [(5, 0), (8, 0), (2, 0), (5, 1), (5, 10), (8, 7), (11, 0)]:
        if dt == np.float32 and e > 8:
            continue
        # Folded by XLA's HLO evaluator (the reference it shares with StableHLO's interpreter).
        want = np.asarray(jax.jit(lambda: lax.reduce_precision(jnp.asarray(v), exponent_bits=e, mantissa_bits=m))())
        it = ty(v.view(ut))
        text = (f"func.func @main() -> {it} {{\n"
                f"  %x = stablehlo.constant {dense(v)}\n"
                f"  %r = stablehlo.reduce_precision %x, format = e{e}m{m} : {ty(v)}\n"
                f"  %b = stablehlo.bitcast_convert %r : ({ty(v)}) -> {it}\n"
                f"  check.expect_eq_const %b, {dense(want.view(ut))}\n"
                f"  func.return %b : {it}\n}}")
        add(f"reduce_precision e{e}m{m} {np.dtype(dt).name}: exact bits", text)

# --- chlo.scan ------------------------------------------------------------------------------
def scan_case(name, inputs, inits, dim, reverse, body_text, arg_types, ret_types, out_types,
              fn, generic=False, check="eq"):
    """`fn(carry_tuple, x_tuple) -> (carry_tuple, y_tuple)` is the lax.scan body."""
    xs = tuple(jnp.moveaxis(jnp.asarray(x), dim, 0) for x in inputs)
    carry, ys = lax.scan(fn, tuple(jnp.asarray(c) for c in inits), xs, reverse=reverse)
    ys = [np.asarray(jnp.moveaxis(y, 0, dim)) for y in ys]
    carry = [np.asarray(c) for c in carry]
    lines = [f"  %x{i} = stablehlo.constant {dense(a)}" for i, a in enumerate(inputs)]
    lines += [f"  %c{i} = stablehlo.constant {dense(a)}" for i, a in enumerate(inits)]
    xs_n = ", ".join(f"%x{i}" for i in range(len(inputs)))
    cs_n = ", ".join(f"%c{i}" for i in range(len(inits)))
    in_t = ", ".join(ty(a) for a in list(inputs) + list(inits))
    res = ys + carry
    res_t = ", ".join(ty(a) for a in res)
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(arg_types))
    body = "\n".join("    " + l for l in body_text.strip().splitlines())
    n = len(res)
    if generic:
        attrs = f"dimension = {dim} : i64, "
        if reverse:
            attrs += "is_reverse = true, "
        attrs += f"operandSegmentSizes = array<i32: {len(inputs)}, {len(inits)}>"
        lines.append(f'  %s:{n} = "chlo.scan"({xs_n}, {cs_n}) <{{{attrs}}}> ({{\n  ^bb0({args}):\n{body}\n  }}) : ({in_t}) -> ({res_t})')
    else:
        rev = " attributes {is_reverse = true}" if reverse else ""
        lines.append(f"  %s:{n} = chlo.scan({xs_n}) inits({cs_n}) dimension={dim}{rev} {{\n  ^bb0({args}):\n{body}\n  }} : ({in_t}) -> ({res_t})")
    for i, w in enumerate(res):
        if check == "eq" or not np.issubdtype(w.dtype, np.floating):
            lines.append(f"  check.expect_eq_const %s#{i}, {dense(w)}")
        else:
            lines.append(f"  check.expect_almost_eq_const %s#{i}, {dense(w)}")
    rets = ", ".join(f"%s#{i}" for i in range(n))
    add(name, f"func.func @main() -> ({res_t}) {{\n" + "\n".join(lines) + f"\n  func.return {rets} : {res_t}\n}}")

xi = R.integers(-9, 9, (5,)).astype(np.int32)
cumsum_body = "%sum = stablehlo.add %a0, %a1 : tensor<i32>\nstablehlo.return %sum, %sum : tensor<i32>, tensor<i32>"
def cumsum_fn(c, x):
    s = c[0] + x[0]
    return (s,), (s,)
for rev in [False, True]:
    for gen in [False, True]:
        scan_case(f"chlo.scan cumsum reverse={rev} generic={gen}", [xi], [np.int32(0)], 0, rev,
                  cumsum_body, ["tensor<i32>", "tensor<i32>"], None, None, cumsum_fn, generic=gen)

# Two inputs, two carries, dimension 1, float64, a carry of rank 1; outputs of rank 1.
u = R.standard_normal((3, 4)).astype(np.float64)
w = R.standard_normal((3, 4)).astype(np.float64)
def two_fn(c, x):
    acc, mx = c
    xu, xw = x
    acc2 = acc * 0.5 + xu * xw
    mx2 = jnp.maximum(mx, xu)
    return (acc2, mx2), (acc2 - xw, mx2)
two_body = """%h = stablehlo.constant dense<0.5> : tensor<3xf64>
%m = stablehlo.multiply %a2, %h : tensor<3xf64>
%p = stablehlo.multiply %a0, %a1 : tensor<3xf64>
%acc = stablehlo.add %m, %p : tensor<3xf64>
%mx = stablehlo.maximum %a3, %a0 : tensor<3xf64>
%y = stablehlo.subtract %acc, %a1 : tensor<3xf64>
stablehlo.return %y, %mx, %acc, %mx : tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3xf64>"""
for rev in [False, True]:
    scan_case(f"chlo.scan two inputs and carries along dimension 1, reverse={rev}", [u, w],
              [np.zeros(3), np.full(3, -np.inf)], 1, rev, two_body, ["tensor<3xf64>"] * 4, None,
              None, two_fn, check="almost")

# A body with a nested region (a reduce) and a value from outside the scan (captured).
z = R.standard_normal((4, 2, 3)).astype(np.float32)
def nested_fn(c, x):
    s = jnp.sum(x[0], axis=1)
    return (c[0] + s * 2.0,), (s,)
nested_body = """%zero = stablehlo.constant dense<0.0> : tensor<f32>
%r = stablehlo.reduce(%a0 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
%t = stablehlo.multiply %r, %two : tensor<2xf32>
%n = stablehlo.add %a1, %t : tensor<2xf32>
stablehlo.return %r, %n : tensor<2xf32>, tensor<2xf32>"""
scan_case("chlo.scan with a nested region and a captured value", [z], [np.zeros(2, np.float32)], 0,
          False, nested_body, ["tensor<2x3xf32>", "tensor<2xf32>"], None, None, nested_fn,
          check="almost")
# The captured %two: defined before the scan.
CASES[-1] = CASES[-1].replace("  %x0 = ", "  %two = stablehlo.constant dense<2.0> : tensor<2xf32>\n  %x0 = ", 1)

# --- chlo.ragged_dot ------------------------------------------------------------------------
def ragged_ref(lhs, rhs, sizes, lb, rb, lc, rc, lr, rg):
    """Per-group products in float64 (numpy), for lhs [.., m, ..], rhs [.., g, ..]."""
    nb = len(lb)
    lfree = [d for d in range(lhs.ndim) if d not in lb and d not in lc]
    rfree = [d for d in range(rhs.ndim) if d not in rb and d not in rc and d != rg]
    # Put lhs as (batch, free, contract) and rhs as (group, batch, contract, free).
    L = np.transpose(lhs, lb + lfree + lc).astype(np.float64)
    Rr = np.transpose(rhs, [rg] + rb + rc + rfree).astype(np.float64)
    bshape = L.shape[:nb]
    fshape = L.shape[nb:nb + len(lfree)]
    out = np.zeros(bshape + fshape + Rr.shape[1 + nb + len(rc):])
    ends = np.cumsum(sizes)
    starts = ends - sizes
    m_pos = lfree.index(lr)
    for idx in np.ndindex(*(bshape + fshape)):
        i = idx[nb + m_pos]
        js = [j for j in range(len(sizes)) if starts[j] <= i < ends[j]]
        if not js:
            continue
        j = js[0]
        lv = L[idx].reshape(-1)
        rm = Rr[(j,) + idx[:nb]].reshape(lv.size, -1)
        out[idx] = (lv @ rm).reshape(out[idx].shape)
    return out

def ragged_case(name, lhs, rhs, sizes, lb, rb, lc, rc, lr, rg):
    want = ragged_ref(lhs, rhs, sizes, lb, rb, lc, rc, lr, rg).astype(lhs.dtype)
    dn = (f"#chlo.ragged_dot<lhs_batching_dimensions = {list(lb)}, rhs_batching_dimensions = {list(rb)}, "
          f"lhs_contracting_dimensions = {list(lc)}, rhs_contracting_dimensions = {list(rc)}, "
          f"lhs_ragged_dimensions = [{lr}], rhs_group_dimensions = [{rg}]>")
    text = (f"func.func @main() -> {ty(want)} {{\n"
            f"  %l = stablehlo.constant {dense(lhs)}\n"
            f"  %r = stablehlo.constant {dense(rhs)}\n"
            f"  %g = stablehlo.constant {dense(sizes)}\n"
            f'  %d = "chlo.ragged_dot"(%l, %r, %g) {{ragged_dot_dimension_numbers = {dn}, '
            f"precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>]}} : "
            f"({ty(lhs)}, {ty(rhs)}, {ty(sizes)}) -> {ty(want)}\n"
            f"  check.expect_almost_eq_const %d, {dense(want)}\n"
            f"  func.return %d : {ty(want)}\n}}")
    add(name, text)

ragged_case("chlo.ragged_dot rows in 3 groups", R.standard_normal((7, 4)), R.standard_normal((3, 4, 5)),
            np.array([2, 0, 4], np.int64), [], [], [1], [1], 0, 0)
ragged_case("chlo.ragged_dot rows past the last group are zero; i32 sizes, f32",
            R.standard_normal((6, 3)).astype(np.float32), R.standard_normal((2, 3, 2)).astype(np.float32),
            np.array([1, 3], np.int32), [], [], [1], [1], 0, 0)
ragged_case("chlo.ragged_dot with batch dimensions and the group dimension in the middle of rhs",
            R.standard_normal((2, 5, 3)), R.standard_normal((2, 4, 3, 2)),
            np.array([1, 2, 0, 2], np.int64), [0], [0], [2], [2], 1, 1)

# XLA's other ragged modes and per-batch group sizes, expected values from JAX's own
# `lax.ragged_dot_general` (its CPU implementation masks and calls dot_general).
def jax_ragged_case(name, lhs, rhs, sizes, lb, rb, lc, rc, lr, rg):
    dn = lax.RaggedDotDimensionNumbers(dot_dimension_numbers=((lc, rc), (lb, rb)),
                                       lhs_ragged_dimensions=[lr], rhs_group_dimensions=rg)
    want = np.asarray(lax.ragged_dot_general(jnp.asarray(lhs), jnp.asarray(rhs), jnp.asarray(sizes),
                                             ragged_dot_dimension_numbers=dn))
    attr = (f"#chlo.ragged_dot<lhs_batching_dimensions = {list(lb)}, rhs_batching_dimensions = {list(rb)}, "
            f"lhs_contracting_dimensions = {list(lc)}, rhs_contracting_dimensions = {list(rc)}, "
            f"lhs_ragged_dimensions = [{lr}], rhs_group_dimensions = {list(rg)}>")
    text = (f"func.func @main() -> {ty(want)} {{\n"
            f"  %l = stablehlo.constant {dense(lhs)}\n"
            f"  %r = stablehlo.constant {dense(rhs)}\n"
            f"  %g = stablehlo.constant {dense(sizes)}\n"
            f'  %d = "chlo.ragged_dot"(%l, %r, %g) {{ragged_dot_dimension_numbers = {attr}}} : '
            f"({ty(lhs)}, {ty(rhs)}, {ty(sizes)}) -> {ty(want)}\n"
            f"  check.expect_almost_eq_const %d, {dense(want)}\n"
            f"  func.return %d : {ty(want)}\n}}")
    add(name, text)

jax_ragged_case("chlo.ragged_dot mode 2: a ragged contracting dimension, a leading group dimension",
                R.standard_normal((4, 7)), R.standard_normal((7, 3)), np.array([3, 0, 2], np.int64),
                [], [], [1], [0], 1, [])
jax_ragged_case("chlo.ragged_dot mode 2 with a batch dimension and per-batch sizes (i32)",
                R.standard_normal((2, 3, 6)).astype(np.float32), R.standard_normal((2, 6, 4)).astype(np.float32),
                np.array([[1, 5], [4, 1]], np.int32), [0], [0], [2], [1], 2, [])
jax_ragged_case("chlo.ragged_dot mode 2 with two contracting dimensions, the ragged one second",
                R.standard_normal((3, 2, 5)), R.standard_normal((2, 5, 4)), np.array([[2, 2], [1, 3]], np.int64),
                [], [], [1, 2], [0, 1], 2, [])
jax_ragged_case("chlo.ragged_dot mode 3: a ragged batch dimension is the plain dot",
                R.standard_normal((4, 2, 3)), R.standard_normal((4, 3, 5)), np.array([1, 3], np.int64),
                [0], [0], [2], [1], 0, [])
jax_ragged_case("chlo.ragged_dot mode 1 with per-batch group sizes",
                R.standard_normal((2, 5, 3)), R.standard_normal((2, 3, 3, 2)), np.array([[2, 2, 1], [0, 4, 0]], np.int64),
                [0], [0], [2], [2], 1, [1])

# No groups at all (zero-sized group_sizes): mode 1 gives zeros, mode 2 an empty result; the
# mode-1 dot contracts a dimension of size 0.
jax_ragged_case("chlo.ragged_dot with no groups, mode 1", R.standard_normal((3, 4)), np.zeros((0, 4, 2)),
                np.zeros((0,), np.int64), [], [], [1], [1], 0, [0])
jax_ragged_case("chlo.ragged_dot with no groups, mode 2", R.standard_normal((3, 4)), R.standard_normal((4, 2)),
                np.zeros((0,), np.int64), [], [], [1], [0], 1, [])

print("// Generated by gen.py: do not edit. Each case is a module with `@main`.\n")
print("\n// -----\n\n".join(CASES))
