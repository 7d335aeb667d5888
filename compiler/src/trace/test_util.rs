//! Test support shared by the trace and fft tests: deterministic inputs, running a traced
//! module through the verifier and the reference interpreter, comparisons.

use super::Traced;
use fresnel_ir::types::strides;
use fresnel_ir::verify::verify_module;
use fresnel_ir::{Array, DType, Data, TensorType};
use fresnel_runtime::interp::run_main;
use num_complex::{Complex32, Complex64};

pub(crate) fn ty(dtype: DType, shape: &[usize]) -> TensorType {
    TensorType::new(dtype, shape.to_vec())
}

/// Deterministic values in [-1, 1) (xorshift64*), different for each seed.
pub(crate) fn random(n: usize, seed: u64) -> Vec<f64> {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            s ^= s >> 12;
            s ^= s << 25;
            s ^= s >> 27;
            let r = s.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11;
            r as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
        })
        .collect()
}

pub(crate) fn random_c(n: usize, seed: u64) -> Vec<Complex64> {
    let re = random(n, seed);
    let im = random(n, seed + 1000);
    re.into_iter()
        .zip(im)
        .map(|(a, b)| Complex64::new(a, b))
        .collect()
}

pub(crate) fn arr_f64(shape: &[usize], v: &[f64]) -> Array {
    Array::new(shape.to_vec(), Data::F64(v.to_vec())).expect("test data fills its shape")
}
pub(crate) fn arr_f32(shape: &[usize], v: &[f64]) -> Array {
    let data = Data::F32(v.iter().map(|&x| x as f32).collect());
    Array::new(shape.to_vec(), data).expect("test data fills its shape")
}
pub(crate) fn arr_c128(shape: &[usize], v: &[Complex64]) -> Array {
    Array::new(shape.to_vec(), Data::C128(v.to_vec())).expect("test data fills its shape")
}
pub(crate) fn arr_c64(shape: &[usize], v: &[Complex64]) -> Array {
    let data = Data::C64(
        v.iter()
            .map(|z| Complex32::new(z.re as f32, z.im as f32))
            .collect(),
    );
    Array::new(shape.to_vec(), data).expect("test data fills its shape")
}

/// Verifies the traced module and runs it on the interpreter.
pub(crate) fn run(traced: &Traced, inputs: &[Array]) -> Vec<Array> {
    if let Err(errors) = verify_module(&traced.module) {
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        panic!(
            "traced module does not verify:\n{}\n{}",
            list.join("\n"),
            traced.text()
        );
    }
    run_main(&traced.module, inputs)
        .unwrap_or_else(|e| panic!("interpreter: {e}\n{}", traced.text()))
}

/// Asserts max|got − want| ≤ tol · max(1, max|want|), and the element count.
#[track_caller]
pub(crate) fn assert_close(got: &Array, want: &[Complex64], tol: f64) {
    let g = got.to_c128_vec();
    assert_eq!(g.len(), want.len(), "element count of {}", got.ty());
    let scale = want.iter().map(|z| z.norm()).fold(1.0, f64::max);
    let (worst, at) = g
        .iter()
        .zip(want)
        .enumerate()
        .map(|(i, (a, b))| ((a - b).norm(), i))
        .fold((0.0, 0), |m, x| if x.0 > m.0 { x } else { m });
    assert!(
        worst <= tol * scale,
        "mismatch {worst:e} at {at}: got {:?}, want {:?}",
        g.get(at),
        want.get(at)
    );
}

#[track_caller]
pub(crate) fn assert_close_real(got: &Array, want: &[f64], tol: f64) {
    let w: Vec<Complex64> = want.iter().map(|&x| Complex64::new(x, 0.0)).collect();
    assert_close(got, &w, tol);
}

/// Every multi-index of `shape`, row-major.
pub(crate) fn indices(shape: &[usize]) -> Vec<Vec<usize>> {
    let n: usize = shape.iter().product();
    let st = strides(shape);
    (0..n)
        .map(|flat| {
            st.iter()
                .zip(shape)
                .map(|(&s, &d)| (flat / s.max(1)) % d.max(1))
                .collect()
        })
        .collect()
}
