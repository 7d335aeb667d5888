"""Test programs for the ops that parse into others (composite, map, CHLO's tan/conj/is_inf
family and constant_like, get_dimension_size, replica_id/partition_id, the dynamic-shape
ops with constant shape operands, batch_norm_inference/training/grad), in both syntaxes. Every expected value is computed here by
numpy, scipy or JAX (lax), never written by hand; each case's `@main` also returns its results so
that the backends can be compared with the interpreter. Run: python gen.py > programs.mlir"""
import numpy as np
import jax
from jax import lax
jax.config.update("jax_enable_x64", True)

R = np.random.default_rng(11)

MLIR = {np.dtype("float32"): "f32", np.dtype("float64"): "f64", np.dtype("int64"): "i64",
        np.dtype("int32"): "i32", np.dtype("bool"): "i1", np.dtype("complex64"): "complex<f32>",
        np.dtype("uint32"): "ui32"}

def ty(a):
    a = np.asarray(a)
    return "tensor<" + "".join(f"{d}x" for d in a.shape) + MLIR[a.dtype] + ">"

def elem(v, dt):
    if dt == np.bool_:
        return "true" if v else "false"
    if np.issubdtype(dt, np.complexfloating):
        return f"({elem(v.real, np.float32)}, {elem(v.imag, np.float32)})"
    if np.issubdtype(dt, np.floating):
        wide = dt == np.float64
        if np.isinf(v):
            return {(True, True): "0x7FF0000000000000", (True, False): "0xFFF0000000000000",
                    (False, True): "0x7F800000", (False, False): "0xFF800000"}[(wide, v > 0)]
        if np.isnan(v):
            return "0x7FF8000000000000" if wide else "0x7FC00000"
        return repr(float(v))
    return str(int(v))

def dense(a):
    a = np.asarray(a)
    def rec(x):
        if x.ndim == 0:
            return elem(x[()], a.dtype)
        return "[" + ", ".join(rec(y) for y in x) + "]"
    return f"dense<{rec(a)}> : {ty(a)}"

CASES = []
def case(name, body, results, consts=(), extra=""):
    """`consts`: (%name, array) inputs; `results`: (%name, expected array, check)."""
    lines = [f"  %{n} = stablehlo.constant {dense(a)}" for n, a in consts]
    lines += ["  " + l for l in body.strip().splitlines()]
    for n, want, check in results:
        if check == "eq":
            lines.append(f"  check.expect_eq_const %{n}, {dense(want)}")
        else:
            lines.append(f"  check.expect_almost_eq_const %{n}, {dense(want)}")
    rets = ", ".join(f"%{n}" for n, _, _ in results)
    rtys = ", ".join(ty(w) for _, w, _ in results)
    CASES.append(f"// {name}\n{extra}func.func @main() -> ({rtys}) {{\n" + "\n".join(lines)
                 + f"\n  func.return {rets} : {rtys}\n}}\n")

f32 = lambda *s: R.standard_normal(s).astype(np.float32)

# composite: a call of its decomposition (pretty and generic forms).
x = f32(5)
case("composite (pretty)", f"""
%r = stablehlo.composite "my.poly" %x {{composite_attributes = {{degree = 2 : i64}}, decomposition = @poly, version = 1 : i32}} : ({ty(x)}) -> {ty(x)}
""", [("r", x * x + np.float32(3), "almost")], [("x", x)],
     extra=f"""func.func private @poly(%a: {ty(x)}) -> {ty(x)} {{
  %c = stablehlo.constant dense<3.0> : {ty(x)}
  %m = stablehlo.multiply %a, %a : {ty(x)}
  %s = stablehlo.add %m, %c : {ty(x)}
  func.return %s : {ty(x)}
}}
""")
case("composite (generic)", f"""
%r = "stablehlo.composite"(%x) {{name = "my.poly", decomposition = @poly2}} : ({ty(x)}) -> {ty(x)}
""", [("r", x * x + np.float32(3), "almost")], [("x", x)],
     extra=f"""func.func private @poly2(%a: {ty(x)}) -> {ty(x)} {{
  %c = stablehlo.constant dense<3.0> : {ty(x)}
  %m = stablehlo.multiply %a, %a : {ty(x)}
  %s = stablehlo.add %m, %c : {ty(x)}
  func.return %s : {ty(x)}
}}
""")

# map: elementwise bodies over whole tensors.
a, b = f32(2, 3), f32(2, 3)
case("map: multiply-add-max with a scalar constant", f"""
%r = "stablehlo.map"(%a, %b) ({{
^bb0(%p: tensor<f32>, %q: tensor<f32>):
  %m = stablehlo.multiply %p, %q : tensor<f32>
  %c = stablehlo.constant dense<1.5> : tensor<f32>
  %s = stablehlo.add %m, %c : tensor<f32>
  %t = stablehlo.maximum %s, %q : tensor<f32>
  stablehlo.return %t : tensor<f32>
}}) {{dimensions = array<i64: 0, 1>}} : ({ty(a)}, {ty(b)}) -> {ty(a)}
""", [("r", np.maximum(a * b + np.float32(1.5), b), "almost")], [("a", a), ("b", b)])
ia, ib = np.arange(4, dtype=np.int64).reshape(2, 2), np.arange(4, 8, dtype=np.int64).reshape(2, 2)
case("map: integer multiply (properties form)", f"""
%r = "stablehlo.map"(%a, %b) <{{dimensions = array<i64: 0, 1>}}> ({{
^bb0(%p: tensor<i64>, %q: tensor<i64>):
  %m = "stablehlo.multiply"(%p, %q) : (tensor<i64>, tensor<i64>) -> tensor<i64>
  "stablehlo.return"(%m) : (tensor<i64>) -> ()
}}) : ({ty(ia)}, {ty(ib)}) -> {ty(ia)}
""", [("r", ia * ib, "eq")], [("a", ia), ("b", ib)])
v = f32(7)
case("map: select on a comparison, converted to f64", f"""
%r = "stablehlo.map"(%v) ({{
^bb0(%p: tensor<f32>):
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %gt = stablehlo.compare GT, %p, %z : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %n = stablehlo.negate %p : tensor<f32>
  %s = stablehlo.select %gt, %p, %n : tensor<i1>, tensor<f32>
  %d = stablehlo.convert %s : (tensor<f32>) -> tensor<f64>
  stablehlo.return %d : tensor<f64>
}}) {{dimensions = array<i64: 0>}} : ({ty(v)}) -> {ty(np.abs(v).astype(np.float64))}
""", [("r", np.abs(v).astype(np.float64), "eq")], [("v", v)])
case("map: the body returns its argument", f"""
%r = "stablehlo.map"(%v) ({{
^bb0(%p: tensor<f32>):
  stablehlo.return %p : tensor<f32>
}}) {{dimensions = array<i64: 0>}} : ({ty(v)}) -> {ty(v)}
""", [("r", v, "eq")], [("v", v)])

# CHLO unary extras.
t = np.array([0.0, -0.5, 1.0, 0.125, 1.5, -3.0], np.float32)
case("chlo.tan", f"""
%r = chlo.tan %t : {ty(t)} -> {ty(t)}
%g = "chlo.tan"(%t) : ({ty(t)}) -> {ty(t)}
""", [("r", np.tan(t), "almost"), ("g", np.tan(t), "almost")], [("t", t)])
z = (R.standard_normal(4) + 1j * R.standard_normal(4)).astype(np.complex64)
case("chlo.conj", f"""
%r = chlo.conj %z : {ty(z)} -> {ty(z)}
%s = "chlo.conj"(%t) : ({ty(t)}) -> {ty(t)}
""", [("r", np.conj(z), "eq"), ("s", np.conj(t), "eq")], [("z", z), ("t", t)])
w = np.array([np.inf, -np.inf, np.nan, 0.0, 3.0e38, -2.5], np.float32)
case("chlo.is_inf, is_pos_inf, is_neg_inf", f"""
%i = chlo.is_inf %w : {ty(w)} -> {ty(np.isinf(w))}
%p = chlo.is_pos_inf %w : {ty(w)} -> {ty(np.isinf(w))}
%n = "chlo.is_neg_inf"(%w) : ({ty(w)}) -> {ty(np.isinf(w))}
""", [("i", np.isinf(w), "eq"), ("p", np.isposinf(w), "eq"), ("n", np.isneginf(w), "eq")], [("w", w)])
case("chlo.constant_like", f"""
%r = "chlo.constant_like"(%a) {{value = 2.5 : f32}} : ({ty(a)}) -> {ty(a)}
%k = "chlo.constant_like"(%ia) {{value = 7 : i64}} : ({ty(ia)}) -> {ty(ia)}
""", [("r", np.full(a.shape, 2.5, np.float32), "eq"), ("k", np.full(ia.shape, 7, np.int64), "eq")],
     [("a", a), ("ia", ia)])

# get_dimension_size, replica_id, partition_id.
m = f32(2, 5)
case("get_dimension_size, replica_id, partition_id", f"""
%d = stablehlo.get_dimension_size %m, dim = 1 : ({ty(m)}) -> tensor<i32>
%e = "stablehlo.get_dimension_size"(%m) {{dimension = 0 : i64}} : ({ty(m)}) -> tensor<i32>
%r = stablehlo.replica_id : tensor<ui32>
%p = "stablehlo.partition_id"() : () -> tensor<ui32>
""", [("d", np.array(m.shape[1], np.int32), "eq"), ("e", np.array(m.shape[0], np.int32), "eq"),
      ("r", np.array(0, np.uint32), "eq"), ("p", np.array(0, np.uint32), "eq")], [("m", m)])

# The dynamic-shape ops with constant shapes.
u = f32(1, 3)
want = np.asarray(lax.broadcast_in_dim(u, (2, 3, 2), (2, 1)))
case("dynamic_broadcast_in_dim", f"""
%r = stablehlo.dynamic_broadcast_in_dim %u, %s, dims = [2, 1] : ({ty(u)}, tensor<3xi64>) -> {ty(want)}
%g = "stablehlo.dynamic_broadcast_in_dim"(%u, %s) {{broadcast_dimensions = array<i64: 2, 1>, known_expanding_dimensions = array<i64: 0>}} : ({ty(u)}, tensor<3xi64>) -> {ty(want)}
""", [("r", want, "eq"), ("g", want, "eq")], [("u", u), ("s", np.array(want.shape, np.int64))])
want = np.asarray(lax.broadcasted_iota(np.int64, (3, 4), 1))
case("dynamic_iota", f"""
%r = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2xi32>) -> {ty(want)}
%g = "stablehlo.dynamic_iota"(%s) {{iota_dimension = 1 : i64}} : (tensor<2xi32>) -> {ty(want)}
""", [("r", want, "eq"), ("g", want, "eq")], [("s", np.array(want.shape, np.int32))])
q = f32(2, 6)
want = np.asarray(q).reshape(3, 4)
case("dynamic_reshape", f"""
%r = stablehlo.dynamic_reshape %q, %s : ({ty(q)}, tensor<2xi64>) -> {ty(want)}
""", [("r", want, "eq")], [("q", q), ("s", np.array(want.shape, np.int64))])
pv = np.array(-1.0, np.float32)
want = np.asarray(lax.pad(q, pv, [(0, 2, 1), (1, -1, 0)]))
case("dynamic_pad (a negative high edge)", f"""
%r = stablehlo.dynamic_pad %q, %pv, %lo, %hi, %in : ({ty(q)}, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> {ty(want)}
""", [("r", want, "eq")], [("q", q), ("pv", pv), ("lo", np.array([0, 1], np.int64)),
                           ("hi", np.array([2, -1], np.int64)), ("in", np.array([1, 0], np.int64))])
want = np.asarray(lax.slice(q, (0, 1), (2, 6), (1, 2)))
case("real_dynamic_slice", f"""
%r = stablehlo.real_dynamic_slice %q, %st, %li, %sd : ({ty(q)}, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> {ty(want)}
""", [("r", want, "eq")], [("q", q), ("st", np.array([0, 1], np.int32)), ("li", np.array([2, 6], np.int32)),
                           ("sd", np.array([1, 2], np.int32))])
op_ = np.arange(24, dtype=np.int64).reshape(3, 4, 2)
idx = np.array([[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 3]]], np.int64)
dn = lax.GatherDimensionNumbers(offset_dims=(2, 3), collapsed_slice_dims=(0,), start_index_map=(1, 0))
want = np.asarray(lax.gather(op_, idx, dn, (1, 2, 2), mode=lax.GatherScatterMode.CLIP))
case("dynamic_gather", f"""
%r = "stablehlo.dynamic_gather"(%o, %i, %z) {{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, indices_are_sorted = false}} : ({ty(op_)}, {ty(idx)}, tensor<3xi32>) -> {ty(want)}
""", [("r", want, "eq")], [("o", op_), ("i", idx), ("z", np.array([1, 2, 2], np.int32))])
lhs, rhs = f32(1, 5, 5, 2), f32(3, 3, 2, 3)
want = np.asarray(lax.conv_general_dilated(lhs, rhs, (2, 1), [(1, 0), (2, 1)], lhs_dilation=(1, 2),
                                           dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                           precision=lax.Precision.HIGHEST))
case("dynamic_conv (pretty and generic)", f"""
%r = stablehlo.dynamic_conv(%l, %k, %pad) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {{stride = [2, 1], lhs_dilate = [1, 2]}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : ({ty(lhs)}, {ty(rhs)}, tensor<2x2xi64>) -> {ty(want)}
%g = "stablehlo.dynamic_conv"(%l, %k, %pad) {{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, window_strides = array<i64: 2, 1>, lhs_dilation = array<i64: 1, 2>, batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : ({ty(lhs)}, {ty(rhs)}, tensor<2x2xi64>) -> {ty(want)}
""", [("r", want, "almost"), ("g", want, "almost")],
     [("l", lhs), ("k", rhs), ("pad", np.array([[1, 0], [2, 1]], np.int64))])

# batch_norm_inference / batch_norm_training: the spec's formulas, in numpy (float64).
bx = f32(2, 3, 4)
sc, of, mu = f32(3), f32(3), f32(3)
va = (np.abs(f32(3)) + np.float32(0.5)).astype(np.float32)
eps = 1e-3
def bn(x, scale, offset, mean, var):
    b = lambda v: np.asarray(v, np.float64)[None, :, None]
    return ((x.astype(np.float64) - b(mean)) / np.sqrt(b(var) + np.float32(eps).astype(np.float64)) * b(scale) + b(offset)).astype(np.float32)
case("batch_norm_inference", f"""
%r = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}} : ({ty(bx)}, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> {ty(bx)}
""", [("r", bn(bx, sc, of, mu, va), "almost")], [("x", bx), ("s", sc), ("o", of), ("m", mu), ("v", va)])
bmean = bx.astype(np.float64).mean(axis=(0, 2))
bvar = bx.astype(np.float64).var(axis=(0, 2))
case("batch_norm_training", f"""
%r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}} : ({ty(bx)}, tensor<3xf32>, tensor<3xf32>) -> ({ty(bx)}, tensor<3xf32>, tensor<3xf32>)
%y = stablehlo.add %r#0, %r#0 : {ty(bx)}
%mean = stablehlo.add %r#1, %r#1 : tensor<3xf32>
%var = stablehlo.add %r#2, %r#2 : tensor<3xf32>
""", [("y", 2 * bn(bx, sc, of, bmean, bvar), "almost"), ("mean", (2 * bmean).astype(np.float32), "almost"),
      ("var", (2 * bvar).astype(np.float32), "almost")], [("x", bx), ("s", sc), ("o", of)])

# batch_norm_grad: the gradient of batch_norm_training (mean and variance depending on x), by
# JAX's autodiff (jax.vjp) of the training formula written in jax.numpy, at the batch stats.
import jax.numpy as jnp
dy = f32(2, 3, 4)
def bn_train(x, scale, offset):
    m = jnp.mean(x, axis=(0, 2)); v = jnp.var(x, axis=(0, 2))
    b = lambda t: t[None, :, None]
    return (x - b(m)) / jnp.sqrt(b(v) + eps) * b(scale) + b(offset)
x64 = [np.asarray(a, np.float64) for a in (bx, sc, of)]
_, vjp = jax.vjp(bn_train, *x64)
gx, gs, go = [np.asarray(g).astype(np.float32) for g in vjp(dy.astype(np.float64))]
case("batch_norm_grad", f"""
%r:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %dy) {{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}} : ({ty(bx)}, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, {ty(bx)}) -> ({ty(bx)}, tensor<3xf32>, tensor<3xf32>)
%gx = stablehlo.add %r#0, %r#0 : {ty(bx)}
%gs = stablehlo.add %r#1, %r#1 : tensor<3xf32>
%go = stablehlo.add %r#2, %r#2 : tensor<3xf32>
""", [("gx", 2 * gx, "almost"), ("gs", 2 * gs, "almost"), ("go", 2 * go, "almost")],
     [("x", bx), ("s", sc), ("m", bmean.astype(np.float32)), ("v", bvar.astype(np.float32)), ("dy", dy)])

# chlo.zeta / chlo.polygamma against scipy.special (poles, NaN domain, negative q included).
import scipy.special as sp
zs = np.array([1.5, 2.0, 3.5, 2.0, 1.0, 0.5, 2.0, 3.0, 4.0], np.float64)
zq = np.array([0.3, 1.0, 2.5, -2.5, 1.0, 1.0, -2.0, 0.01, 50.0], np.float64)
pn = np.array([0.0, 1.0, 2.0, 3.0, 1.5, -1.0, 4.0], np.float64)
px = np.array([0.5, 0.5, 2.5, 7.0, 1.0, 1.0, 0.2], np.float64)
zs32, zq32 = np.array([1.5, 2.0, 3.0, 6.0], np.float32), np.array([0.5, 1.0, 3.0, 1.25], np.float32)
case("chlo.zeta and chlo.polygamma (f64, f32)", f"""
%z = chlo.zeta %s, %q : {ty(zs)}, {ty(zq)} -> {ty(zs)}
%p = "chlo.polygamma"(%n, %x) : ({ty(pn)}, {ty(px)}) -> {ty(pn)}
%y = chlo.zeta %s32, %q32 : {ty(zs32)}, {ty(zq32)} -> {ty(zs32)}
%w = chlo.polygamma %q32, %s32 : {ty(zs32)}, {ty(zq32)} -> {ty(zs32)}
""", [("z", sp.zeta(zs, zq), "almost"), ("p", sp.polygamma(pn, px), "almost"),
      ("y", sp.zeta(zs32.astype(np.float64), zq32.astype(np.float64)).astype(np.float32), "almost"),
      ("w", sp.polygamma(np.floor(zq32).astype(np.float64), zs32.astype(np.float64)).astype(np.float32)
            * np.where(zq32 == np.floor(zq32), 1, np.nan).astype(np.float32), "almost")],
     [("s", zs), ("q", zq), ("n", pn), ("x", px), ("s32", zs32), ("q32", zq32)])

print("// Generated by gen.py (numpy " + np.__version__ + ", jax " + jax.__version__ + "); do not edit.\n")
print("\n// -----\n\n".join(CASES))
