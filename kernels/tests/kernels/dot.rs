//! dot_general against a naive loop over output and contracting indices.

use crate::scalar_ref;
use crate::util::*;
use fresnel_ir::{BinaryOp, DType, Data, DotDims, Scalar};
use fresnel_kernels::{BufMut, BufRef, DotDesc, DotPlan};

fn naive_dot(desc: &DotDesc, lhs: &Data, rhs: &Data) -> Data {
    let d = &desc.dims;
    let free = |shape: &[usize], b: &[usize], c: &[usize]| -> Vec<usize> {
        (0..shape.len())
            .filter(|x| !b.contains(x) && !c.contains(x))
            .collect()
    };
    let lf = free(&desc.lhs_shape, &d.lhs_batch, &d.lhs_contract);
    let rf = free(&desc.rhs_shape, &d.rhs_batch, &d.rhs_contract);
    let out_shape = desc.output_shape();
    let cshape: Vec<usize> = d.lhs_contract.iter().map(|&x| desc.lhs_shape[x]).collect();
    let kcount: usize = cshape.iter().product();
    let total: usize = out_shape.iter().product();
    let mut out = Data::zeros(desc.dtype, total);
    for o in 0..total {
        let idx = unravel(o, &out_shape);
        let (bi, rest) = idx.split_at(d.lhs_batch.len());
        let (li, ri) = rest.split_at(lf.len());
        let mut acc = Scalar::zero(desc.dtype);
        for kl in 0..kcount {
            let ki = unravel(kl, &cshape);
            let mut a = vec![0; desc.lhs_shape.len()];
            let mut b = vec![0; desc.rhs_shape.len()];
            for (j, &x) in d.lhs_batch.iter().enumerate() {
                a[x] = bi[j];
            }
            for (j, &x) in d.rhs_batch.iter().enumerate() {
                b[x] = bi[j];
            }
            for (j, &x) in lf.iter().enumerate() {
                a[x] = li[j];
            }
            for (j, &x) in rf.iter().enumerate() {
                b[x] = ri[j];
            }
            for (j, (&x, &y)) in d.lhs_contract.iter().zip(&d.rhs_contract).enumerate() {
                a[x] = ki[j];
                b[y] = ki[j];
            }
            let prod = scalar_ref::binary(
                BinaryOp::Multiply,
                lhs.get(ravel(&a, &desc.lhs_shape)),
                rhs.get(ravel(&b, &desc.rhs_shape)),
            )
            .unwrap();
            acc = scalar_ref::binary(BinaryOp::Add, acc, prod).unwrap();
        }
        out.set(o, acc);
    }
    out
}

fn run(desc: &DotDesc, lhs: &Data, rhs: &Data) -> Data {
    let plan = DotPlan::new(desc).unwrap_or_else(|e| panic!("{desc:?}: {e}"));
    let mut out = Data::zeros(desc.dtype, desc.output_shape().iter().product());
    plan.run(BufRef::from(lhs), BufRef::from(rhs), BufMut::from(&mut out))
        .unwrap();
    out
}

fn shuffled(rng: &mut Rng, mut v: Vec<usize>) -> Vec<usize> {
    for i in (1..v.len()).rev() {
        v.swap(i, rng.below(i + 1));
    }
    v
}

/// A random dot_general: dims of each role placed at random positions of each operand.
fn random_desc(rng: &mut Rng, dtype: DType, max: usize) -> DotDesc {
    let (nb, nc, nlf, nrf) = (rng.below(3), rng.below(3), rng.below(3), rng.below(3));
    let ext = |rng: &mut Rng, n: usize| -> Vec<usize> {
        (0..n)
            .map(|_| rng.below(max + 1).max(if rng.coin(0.9) { 1 } else { 0 }))
            .collect()
    };
    let (be, ce, lfe, rfe) = (ext(rng, nb), ext(rng, nc), ext(rng, nlf), ext(rng, nrf));
    let lpos = shuffled(rng, (0..nb + nc + nlf).collect());
    let rpos = shuffled(rng, (0..nb + nc + nrf).collect());
    let mut lhs_shape = vec![0; lpos.len()];
    let mut rhs_shape = vec![0; rpos.len()];
    let roles_l: Vec<usize> = be.iter().chain(&ce).chain(&lfe).copied().collect();
    let roles_r: Vec<usize> = be.iter().chain(&ce).chain(&rfe).copied().collect();
    for (i, &p) in lpos.iter().enumerate() {
        lhs_shape[p] = roles_l[i];
    }
    for (i, &p) in rpos.iter().enumerate() {
        rhs_shape[p] = roles_r[i];
    }
    DotDesc {
        dtype,
        lhs_shape,
        rhs_shape,
        dims: DotDims {
            lhs_batch: lpos[..nb].to_vec(),
            rhs_batch: rpos[..nb].to_vec(),
            lhs_contract: lpos[nb..nb + nc].to_vec(),
            rhs_contract: rpos[nb..nb + nc].to_vec(),
        },
    }
}

#[test]
fn random_dot_generals_match_the_naive_loop() {
    let mut rng = Rng::new(41);
    for case in 0..150 {
        let dtype = [
            DType::I32,
            DType::I64,
            DType::F32,
            DType::F64,
            DType::C64,
            DType::C128,
        ][case % 6];
        let desc = random_desc(&mut rng, dtype, 4);
        let lhs = random_data(&mut rng, dtype, desc.lhs_shape.iter().product(), false);
        let rhs = random_data(&mut rng, dtype, desc.rhs_shape.iter().product(), false);
        let tol = if matches!(dtype, DType::F32 | DType::C64) {
            1e-5
        } else {
            1e-12
        };
        assert_close(
            &run(&desc, &lhs, &rhs),
            &naive_dot(&desc, &lhs, &rhs),
            tol,
            &format!("{desc:?}"),
        );
    }
}

#[test]
fn blocked_loops_cover_large_k_and_n_and_matrix_vector() {
    let mut rng = Rng::new(42);
    let mm = |l: Vec<usize>,
              r: Vec<usize>,
              lb: Vec<usize>,
              rb: Vec<usize>,
              lc: Vec<usize>,
              rc: Vec<usize>,
              t: DType| DotDesc {
        dtype: t,
        lhs_shape: l,
        rhs_shape: r,
        dims: DotDims {
            lhs_batch: lb,
            rhs_batch: rb,
            lhs_contract: lc,
            rhs_contract: rc,
        },
    };
    let cases = [
        mm(
            vec![2, 20, 300],
            vec![2, 300, 30],
            vec![0],
            vec![0],
            vec![2],
            vec![1],
            DType::F32,
        ),
        mm(
            vec![5, 260],
            vec![260, 300],
            vec![],
            vec![],
            vec![1],
            vec![0],
            DType::C64,
        ),
        mm(
            vec![70, 140],
            vec![140],
            vec![],
            vec![],
            vec![1],
            vec![0],
            DType::F64,
        ),
        mm(
            vec![140, 3],
            vec![9, 140],
            vec![],
            vec![],
            vec![0],
            vec![1],
            DType::C128,
        ),
    ];
    for desc in cases {
        let lhs = random_data(&mut rng, desc.dtype, desc.lhs_shape.iter().product(), false);
        let rhs = random_data(&mut rng, desc.dtype, desc.rhs_shape.iter().product(), false);
        // Long sums are added pairwise across blocks, not in order: the reference runs in
        // double precision and the error is relative to the largest result.
        let (tol, wide) = match desc.dtype {
            DType::F32 => (1e-6, DType::F64),
            DType::C64 => (1e-6, DType::C128),
            t => (1e-14, t),
        };
        let widen = |d: &Data| {
            let mut w = Data::zeros(wide, d.len());
            for i in 0..d.len() {
                let z = d.get(i).to_c128();
                w.set(
                    i,
                    if wide.is_complex() {
                        Scalar::C128(z)
                    } else {
                        Scalar::F64(z.re)
                    },
                );
            }
            w
        };
        let want = naive_dot(
            &DotDesc {
                dtype: wide,
                ..desc.clone()
            },
            &widen(&lhs),
            &widen(&rhs),
        );
        let got = run(&desc, &lhs, &rhs);
        let c = |d: &Data| (0..d.len()).map(|i| d.get(i).to_c128()).collect::<Vec<_>>();
        let e = rel_err_c64(&c(&got), &c(&want));
        assert!(e < tol, "{desc:?}: error {e:.2e}");
    }
}

#[test]
fn bad_dots_are_errors() {
    let ok = DotDesc {
        dtype: DType::F32,
        lhs_shape: vec![2, 3],
        rhs_shape: vec![3, 4],
        dims: DotDims {
            lhs_batch: vec![],
            rhs_batch: vec![],
            lhs_contract: vec![1],
            rhs_contract: vec![0],
        },
    };
    let mut bad = ok.clone();
    bad.rhs_shape = vec![4, 4];
    assert!(DotPlan::new(&bad).is_err());
    let mut bad = ok.clone();
    bad.dims.lhs_contract = vec![2];
    assert!(DotPlan::new(&bad).is_err());
    assert!(DotPlan::new(&DotDesc {
        dtype: DType::I1,
        ..ok.clone()
    })
    .is_err());
    let plan = DotPlan::new(&ok).unwrap();
    let mut out = vec![0.0f32; 8];
    assert!(plan
        .run(
            BufRef::F32(&[0.0; 5]),
            BufRef::F32(&[0.0; 12]),
            BufMut::F32(&mut out)
        )
        .is_err());
    plan.run(
        BufRef::F32(&[1.0; 6]),
        BufRef::F32(&[1.0; 12]),
        BufMut::F32(&mut out),
    )
    .unwrap();
    assert_eq!(out, vec![3.0; 8]);
}
