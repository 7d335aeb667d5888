//! f32 `dot_general` with long contractions against float64 truth: the error must stay nearly
//! flat in K (block sums added pairwise), on zero-mean and on mean-1 data, for the blocked
//! matmul path and the matrix-vector path.

use crate::util::*;
use fresnel_ir::{DType, DotDims};
use fresnel_kernels::{BufMut, BufRef, DotDesc, DotPlan};

/// Max |got − truth| over max |truth| for `[m, k] · [k, n]` with entries `mean + U(−1, 1)`.
fn max_rel_error(rng: &mut Rng, m: usize, k: usize, n: usize, mean: f64) -> f64 {
    let a: Vec<f32> = (0..m * k).map(|_| (mean + rng.unit()) as f32).collect();
    let b: Vec<f32> = (0..k * n).map(|_| (mean + rng.unit()) as f32).collect();
    let desc = DotDesc {
        dtype: DType::F32,
        lhs_shape: vec![m, k],
        rhs_shape: vec![k, n],
        dims: DotDims {
            lhs_batch: vec![],
            rhs_batch: vec![],
            lhs_contract: vec![1],
            rhs_contract: vec![0],
        },
    };
    let mut c = vec![0f32; m * n];
    DotPlan::new(&desc)
        .expect("a valid description")
        .run(BufRef::F32(&a), BufRef::F32(&b), BufMut::F32(&mut c))
        .expect("buffers fit");
    let (mut err, mut scale) = (0f64, 0f64);
    for i in 0..m {
        for j in 0..n {
            let truth: f64 = (0..k)
                .map(|kk| a[i * k + kk] as f64 * b[kk * n + j] as f64)
                .sum();
            err = err.max((c[i * n + j] as f64 - truth).abs());
            scale = scale.max(truth.abs());
        }
    }
    err / scale
}

#[test]
fn f32_dot_error_stays_flat_as_k_grows() {
    let mut rng = Rng::new(5);
    for mean in [0.0, 1.0] {
        for k in [256, 4096, 16384] {
            for n in [1, 8] {
                let e = max_rel_error(&mut rng, 4, k, n, mean);
                let bound = 8e-7;
                eprintln!("mean {mean} K {k} N {n}: max relative error {e:.2e}");
                assert!(
                    e < bound,
                    "mean {mean} K {k} N {n}: error {e:.2e} over {bound:.0e}"
                );
            }
        }
    }
}
