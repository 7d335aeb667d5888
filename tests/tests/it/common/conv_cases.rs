//! Random `convolution` programs and inputs, shared by the CPU and CUDA backend tests: 1 to 3
//! spatial dimensions, every operand and the result in its own random layout (NCHW, NHWC and
//! odd ones), strides, padding (negative too), lhs and rhs dilation, window reversal, feature
//! groups and batch groups.
//!
//! Floats are judged against a bound that does not depend on our summation order: the
//! magnitudes `M = |lhs| ⊛ |rhs|` (the same convolution of the absolute values, in f64 on the
//! interpreter), and a sum of `K` products rounded in any order is within `(K + 2)·ε·M` of the
//! exact one (twice that for complex products). Integers must be identical.

use fresnel_ir::{Array, DType, Data};
use fresnel_tests::random::Rng;
use num_complex::{Complex32, Complex64};

pub struct ConvCase {
    pub text: String,
    pub inputs: Vec<Array>,
    pub dtype: DType,
    /// Terms per output element (window × input features per group).
    pub terms: usize,
    /// The same convolution on f64 (to run on the absolute values of the inputs).
    pub magnitude_text: String,
}

fn values(rng: &mut Rng, dtype: DType, n: usize) -> Data {
    let f = |rng: &mut Rng| f64::from(rng.unit()) * 4.0 - 2.0;
    let small = |rng: &mut Rng| rng.below(7) as i64 - 3;
    match dtype {
        DType::F32 => Data::F32((0..n).map(|_| f(rng) as f32).collect()),
        DType::F64 => Data::F64((0..n).map(|_| f(rng)).collect()),
        DType::I32 => Data::I32((0..n).map(|_| small(rng) as i32).collect()),
        DType::C64 => Data::C64(
            (0..n)
                .map(|_| Complex32::new(f(rng) as f32, f(rng) as f32))
                .collect(),
        ),
        DType::C128 => Data::C128((0..n).map(|_| Complex64::new(f(rng), f(rng))).collect()),
        other => panic!("no generator for {other}"),
    }
}

fn ty(shape: &[usize], dtype: DType) -> String {
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!("tensor<{dims}{dtype}>")
}

/// A random permutation of `0..n`.
fn permutation(rng: &mut Rng, n: usize) -> Vec<usize> {
    let mut p: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        p.swap(i, rng.below(i + 1));
    }
    p
}

/// A layout: where each role goes. `roles[k]` is the dimension of role `k` (the two named
/// roles first, then the spatial dimensions in order); the label list reads it back.
fn labels(roles: &[usize], a: &str, b: &str) -> String {
    let mut out = vec![String::new(); roles.len()];
    for (k, &d) in roles.iter().enumerate() {
        out[d] = match k {
            0 => a.to_string(),
            1 => b.to_string(),
            s => (s - 2).to_string(),
        };
    }
    format!("[{}]", out.join(", "))
}

/// The number of windows along one dimension (StableHLO's formula, written out here).
fn windows(n: usize, w: usize, s: usize, ld: usize, rd: usize, pad: [i64; 2]) -> Option<usize> {
    let dilated = |n: usize, d: usize| if n == 0 { 0 } else { ((n - 1) * d + 1) as i64 };
    let padded = dilated(n, ld) + pad[0] + pad[1];
    let span = dilated(w, rd);
    (padded >= span && span > 0).then(|| ((padded - span) as usize) / s + 1)
}

/// One random convolution of `dtype` (`None` when the drawn window does not fit).
pub fn random_conv_case(rng: &mut Rng, dtype: DType) -> Option<ConvCase> {
    let s = 1 + rng.below(3);
    let r = s + 2;
    let (fg, bg) = match rng.below(4) {
        0 => (2 + rng.below(2), 1),
        1 => (1, 2 + rng.below(2)),
        _ => (1, 1),
    };
    let groups = fg * bg;
    let cin = 1 + rng.below(3);
    let batch_out = 1 + rng.below(2);
    let kout = groups * (1 + rng.below(3));
    let max_in = [0, 9, 7, 4][s];
    let in_sp: Vec<usize> = (0..s).map(|_| 1 + rng.below(max_in)).collect();
    let win: Vec<usize> = (0..s).map(|_| 1 + rng.below(3)).collect();
    let stride: Vec<usize> = (0..s).map(|_| 1 + rng.below(3)).collect();
    let ld: Vec<usize> = (0..s).map(|_| 1 + rng.below(2)).collect();
    let rd: Vec<usize> = (0..s).map(|_| 1 + rng.below(2)).collect();
    let pad: Vec<[i64; 2]> = (0..s)
        .map(|_| [rng.below(4) as i64 - 1, rng.below(4) as i64 - 1])
        .collect();
    let rev: Vec<bool> = (0..s).map(|_| rng.below(2) == 0).collect();
    let out_sp: Vec<usize> = (0..s)
        .map(|i| windows(in_sp[i], win[i], stride[i], ld[i], rd[i], pad[i]))
        .collect::<Option<_>>()?;
    // Layouts: a third NCHW-like, a third NHWC-like, a third random.
    let layout = |rng: &mut Rng| match rng.below(3) {
        0 => (0..r).collect::<Vec<_>>(),
        1 => {
            let mut v = vec![0, r - 1];
            v.extend(1..r - 1);
            v
        }
        _ => permutation(rng, r),
    };
    let (lr, kr, or) = (layout(rng), layout(rng), layout(rng));
    let shape = |roles: &[usize], a: usize, b: usize, sp: &[usize]| {
        let mut sh = vec![0; r];
        sh[roles[0]] = a;
        sh[roles[1]] = b;
        for (i, &n) in sp.iter().enumerate() {
            sh[roles[2 + i]] = n;
        }
        sh
    };
    let lhs_shape = shape(&lr, batch_out * bg, cin * fg, &in_sp);
    let rhs_shape = shape(&kr, cin, kout, &win);
    let out_shape = shape(&or, batch_out, kout, &out_sp);
    let list = |v: &[usize]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let pads: Vec<String> = pad
        .iter()
        .map(|p| format!("[{}, {}]", p[0], p[1]))
        .collect();
    let revs: Vec<String> = rev.iter().map(|b| b.to_string()).collect();
    let attrs = format!(
        "dim_numbers = {}x{}->{}, window = {{stride = [{}], pad = [{}], lhs_dilate = [{}], \
         rhs_dilate = [{}], reverse = [{}]}} {{batch_group_count = {bg} : i64, \
         feature_group_count = {fg} : i64}}",
        labels(&lr, "b", "f"),
        labels(&kr, "i", "o"),
        labels(&or, "b", "f"),
        list(&stride),
        pads.join(", "),
        list(&ld),
        list(&rd),
        revs.join(", "),
    );
    let text_of = |t: DType| {
        let (l, k, o) = (ty(&lhs_shape, t), ty(&rhs_shape, t), ty(&out_shape, t));
        format!(
            "func.func @main(%x: {l}, %w: {k}) -> {o} {{\n\
             %y = stablehlo.convolution(%x, %w) {attrs} : ({l}, {k}) -> {o}\n\
             return %y : {o}\n}}\n"
        )
    };
    let n = |s: &[usize]| s.iter().product::<usize>();
    let x = Array::new(lhs_shape.clone(), values(rng, dtype, n(&lhs_shape))).expect("lhs");
    let w = Array::new(rhs_shape.clone(), values(rng, dtype, n(&rhs_shape))).expect("rhs");
    Some(ConvCase {
        text: text_of(dtype),
        magnitude_text: text_of(DType::F64),
        inputs: vec![x, w],
        dtype,
        terms: n(&win) * cin,
    })
}

/// The inputs' absolute values as f64 (for the magnitude convolution).
pub fn magnitudes(inputs: &[Array]) -> Vec<Array> {
    inputs
        .iter()
        .map(|a| {
            let v: Vec<f64> = a.to_c128_vec().iter().map(|z| z.norm()).collect();
            Array::new(a.shape.clone(), Data::F64(v)).expect("same shape")
        })
        .collect()
}

/// Checks `got` against the interpreter's `want`: identical for integers; for floats within
/// `(K + 2)·ε·M` (doubled for complex) elementwise, `M` the magnitude convolution. Returns the
/// worst error in units of that bound.
pub fn within_bound(case: &ConvCase, got: &Array, want: &Array, m: &Array) -> Result<f64, String> {
    if got.shape != want.shape || got.dtype() != want.dtype() {
        return Err(format!("{} vs {}", got.ty(), want.ty()));
    }
    if !case.dtype.is_inexact() {
        return if got.data == want.data {
            Ok(0.0)
        } else {
            Err("integer results differ".into())
        };
    }
    let eps = match case.dtype {
        DType::F32 | DType::C64 => f64::from(f32::EPSILON),
        _ => f64::EPSILON,
    };
    let factor = if case.dtype.is_complex() { 2.0 } else { 1.0 };
    let (g, w, m) = (got.to_c128_vec(), want.to_c128_vec(), m.to_c128_vec());
    let mut worst: f64 = 0.0;
    for (i, ((g, w), m)) in g.iter().zip(&w).zip(&m).enumerate() {
        let bound = factor * (case.terms as f64 + 2.0) * eps * m.re + f64::MIN_POSITIVE;
        let err = (g - w).norm();
        if !(err <= bound) {
            return Err(format!(
                "element {i}: {g} vs the interpreter's {w}, |diff| {err:.3e} > bound {bound:.3e}"
            ));
        }
        worst = worst.max(err / bound);
    }
    Ok(worst)
}
