//! f32 sine and cosine as straight-line arithmetic that LLVM vectorises: the lane kernels'
//! algorithm (`fresnel_kernels::elementwise::trig`, musl's `sinf`/`cosf`: reduction by π/2
//! in f64, f64 minimax polynomials), the same operations in the same order, so the results
//! are the lanes' bit for bit. Arguments the one-step reduction cannot handle (|x| ≥
//! `REDUCE_LIMIT`, or not finite) set a flag; the kernel then recomputes that row with
//! libm's `sinf`/`cosf` (see `lower::lane_loop`).

use super::body::{float_bits, Body};
use fresnel_ir::{DType, UnaryOp};
use fresnel_kernels::elementwise::trig::{
    C0, C1, C2, C3, INV_PIO2, PIO2_1, PIO2_1T, REDUCE_LIMIT, S1, S2, S3, S4, TINY, TO_INT,
};
use fresnel_kernels::{ElementwiseProgram, Instr};

/// Whether `p` has an f32 sine or cosine (whose kernel then has a fast and an exact pass).
pub(super) fn has_fast_trig(p: &ElementwiseProgram, types: &[DType]) -> bool {
    p.instrs
        .iter()
        .any(|i| matches!(i, Instr::Unary { op, x } if fast(*op, types[*x as usize])))
}

/// Whether `op` on `t` has the fast form.
pub(super) fn fast(op: UnaryOp, t: DType) -> bool {
    matches!(op, UnaryOp::Sine | UnaryOp::Cosine) && t == DType::F32
}

/// `op` (sine or cosine) of the f32 value `x`; ORs "needs libm" into the i1 cell `flag`.
pub(super) fn sin_cos(b: &mut Body, op: UnaryOp, x: &str, flag: &str) -> String {
    let c = |b: &mut Body, v: f64| b.konst(&float_bits("f64", v), "f64");
    let f = |b: &mut Body, name: &str, x: &str, y: &str| b.bin(name, x, y, "f64");
    let xd = b.val(&format!("arith.extf {x} : f32 to f64"));
    // x = y + q·π/2, q rounded to nearest by adding and subtracting 1.5·2^52.
    let inv = c(b, INV_PIO2);
    let to_int = c(b, TO_INT);
    let scaled = f(b, "arith.mulf", &xd, &inv);
    let shifted = f(b, "arith.addf", &scaled, &to_int);
    let q = f(b, "arith.subf", &shifted, &to_int);
    let p1 = c(b, PIO2_1);
    let p1t = c(b, PIO2_1T);
    let qp1 = f(b, "arith.mulf", &q, &p1);
    let y = f(b, "arith.subf", &xd, &qp1);
    let qp1t = f(b, "arith.mulf", &q, &p1t);
    let y = f(b, "arith.subf", &y, &qp1t);
    let bits = b.val(&format!("arith.bitcast {shifted} : f64 to i64"));
    let z = f(b, "arith.mulf", &y, &y);
    let w = f(b, "arith.mulf", &z, &z);
    // sin(y) ≈ (y + s·(S1 + z·S2)) + s·w·(S3 + z·S4), s = z·y
    let (s3, s4, s1, s2) = (c(b, S3), c(b, S4), c(b, S1), c(b, S2));
    let zs4 = f(b, "arith.mulf", &z, &s4);
    let r = f(b, "arith.addf", &s3, &zs4);
    let s = f(b, "arith.mulf", &z, &y);
    let zs2 = f(b, "arith.mulf", &z, &s2);
    let inner = f(b, "arith.addf", &s1, &zs2);
    let t = f(b, "arith.mulf", &s, &inner);
    let head = f(b, "arith.addf", &y, &t);
    let sw = f(b, "arith.mulf", &s, &w);
    let tail = f(b, "arith.mulf", &sw, &r);
    let sin_p = f(b, "arith.addf", &head, &tail);
    // cos(y) ≈ ((1 + z·C0) + w·C1) + (w·z)·(C2 + z·C3)
    let (c0, c1, c2, c3, one) = (c(b, C0), c(b, C1), c(b, C2), c(b, C3), c(b, 1.0));
    let zc3 = f(b, "arith.mulf", &z, &c3);
    let r = f(b, "arith.addf", &c2, &zc3);
    let zc0 = f(b, "arith.mulf", &z, &c0);
    let a = f(b, "arith.addf", &one, &zc0);
    let wc1 = f(b, "arith.mulf", &w, &c1);
    let a = f(b, "arith.addf", &a, &wc1);
    let wz = f(b, "arith.mulf", &w, &z);
    let tail = f(b, "arith.mulf", &wz, &r);
    let cos_p = f(b, "arith.addf", &a, &tail);
    // The quadrant: sin(y + qπ/2) is sin y, cos y, −sin y, −cos y; cos(y + qπ/2) is cos y,
    // −sin y, −cos y, sin y.
    let i = |b: &mut Body, v: i64| b.konst(&v.to_string(), "i64");
    let (zero, one_i, two) = (i(b, 0), i(b, 1), i(b, 2));
    let q1 = b.bin("arith.andi", &bits, &one_i, "i64");
    let odd = b.bin("arith.cmpi ne,", &q1, &zero, "i64");
    let (even_v, odd_v) = match op {
        UnaryOp::Sine => (&sin_p, &cos_p),
        _ => (&cos_p, &sin_p),
    };
    let v = b.select(&odd, odd_v, even_v, "f64");
    let sign_bits = match op {
        UnaryOp::Sine => bits.clone(),
        _ => b.bin("arith.addi", &bits, &one_i, "i64"),
    };
    let q2 = b.bin("arith.andi", &sign_bits, &two, "i64");
    let negative = b.bin("arith.cmpi ne,", &q2, &zero, "i64");
    let minus = b.un("arith.negf", &v, "f64");
    let v = b.select(&negative, &minus, &v, "f64");
    let mut result = b.val(&format!("arith.truncf {v} : f64 to f32"));
    let ax = b.un("math.absf", x, "f32");
    if op == UnaryOp::Sine {
        // Below TINY, sin x rounds to x (keeping the sign of zero).
        let tiny = b.konst(&float_bits("f32", TINY as f64), "f32");
        let small = b.bin("arith.cmpf olt,", &ax, &tiny, "f32");
        result = b.select(&small, x, &result, "f32");
    }
    let limit = b.konst(&float_bits("f32", REDUCE_LIMIT as f64), "f32");
    // Unordered or ≥: NaN needs libm too.
    let big = b.bin("arith.cmpf uge,", &ax, &limit, "f32");
    let c0i = b.index(0);
    let seen = b.val(&format!("memref.load {flag}[{c0i}] : memref<1xi1>"));
    let seen = b.bin("arith.ori", &seen, &big, "i1");
    b.line(&format!(
        "memref.store {seen}, {flag}[{c0i}] : memref<1xi1>"
    ));
    result
}
