//! Copy kernels against naive index arithmetic.

use crate::util::*;
use fresnel_ir::{DType, Data, Scalar};
use fresnel_kernels::{BufMut, BufRef, CopyDesc, CopyPiece, CopyPlan};

fn run(desc: &CopyDesc, inputs: &[&Data]) -> Data {
    let plan = CopyPlan::new(desc).unwrap_or_else(|e| panic!("{desc:?}: {e}"));
    let mut out = Data::zeros(desc.dtype, desc.shape.iter().product());
    let views: Vec<BufRef<'_>> = inputs.iter().map(|d| BufRef::from(*d)).collect();
    plan.run(&views, BufMut::from(&mut out)).unwrap();
    out
}

/// Output element `i` comes from `x[src(idx(i))]`, or is `fill` where `src` gives `None`.
fn naive(
    shape: &[usize],
    x: &Data,
    fill: Option<Scalar>,
    src: impl Fn(&[usize]) -> Option<usize>,
) -> Data {
    let total: usize = shape.iter().product();
    let mut out = Data::zeros(x.dtype(), total);
    for lane in 0..total {
        let idx = unravel(lane, shape);
        match src(&idx) {
            Some(j) => out.set(lane, x.get(j)),
            None => out.set(lane, fill.expect("covered")),
        }
    }
    out
}

fn random_perm(rng: &mut Rng, n: usize) -> Vec<usize> {
    let mut p: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        p.swap(i, rng.below(i + 1));
    }
    p
}

#[test]
fn transposes_of_every_rank_and_dtype() {
    let mut rng = Rng::new(21);
    let mut shapes: Vec<Vec<usize>> = (0..40)
        .map(|c| random_shape(&mut rng, c % 6, 5, c % 7 == 0))
        .collect();
    // Big enough for several tiles, with ragged edges.
    shapes.extend([vec![70, 45], vec![3, 40, 5, 33], vec![2, 37, 65]]);
    for (c, shape) in shapes.iter().enumerate() {
        let t = TESTED_DTYPES[c % 7];
        let perm = random_perm(&mut rng, shape.len());
        let x = random_data(&mut rng, t, shape.iter().product(), false);
        let desc = CopyDesc::transpose(t, shape, &perm).unwrap();
        let want = naive(&desc.shape, &x, None, |idx| {
            let mut src = vec![0; shape.len()];
            for (i, &p) in perm.iter().enumerate() {
                src[p] = idx[i];
            }
            Some(ravel(&src, shape))
        });
        assert_eq!(run(&desc, &[&x]), want, "{shape:?} {perm:?}");
    }
    // Every permutation of a rank-4 array.
    let shape = [3, 4, 5, 6];
    let x = random_data(&mut rng, DType::F32, 360, false);
    let mut perm = vec![0, 1, 2, 3];
    loop {
        let desc = CopyDesc::transpose(DType::F32, &shape, &perm).unwrap();
        let want = naive(&desc.shape, &x, None, |idx| {
            let mut src = [0; 4];
            for (i, &p) in perm.iter().enumerate() {
                src[p] = idx[i];
            }
            Some(ravel(&src, &shape))
        });
        assert_eq!(run(&desc, &[&x]), want, "{perm:?}");
        // next permutation
        let Some(i) = (0..3).rev().find(|&i| perm[i] < perm[i + 1]) else {
            break;
        };
        let j = (i + 1..4).rev().find(|&j| perm[j] > perm[i]).unwrap();
        perm.swap(i, j);
        perm[i + 1..].reverse();
    }
}

#[test]
fn broadcast_slice_reverse_reshape() {
    let mut rng = Rng::new(22);
    for c in 0..40 {
        let t = TESTED_DTYPES[c % 7];
        let rank = 1 + rng.below(4);
        let out_shape = random_shape(&mut rng, rank, 5, c % 9 == 0);
        // broadcast from a subset of dims, some of them stretched from 1
        let dims: Vec<usize> = (0..rank).filter(|_| rng.coin(0.6)).collect();
        let in_shape: Vec<usize> = dims
            .iter()
            .map(|&d| if rng.coin(0.3) { 1 } else { out_shape[d] })
            .collect();
        let x = random_data(&mut rng, t, in_shape.iter().product(), false);
        let desc = CopyDesc::broadcast_in_dim(t, &in_shape, &out_shape, &dims).unwrap();
        let want = naive(&out_shape, &x, None, |idx| {
            let src: Vec<usize> = dims
                .iter()
                .enumerate()
                .map(|(k, &d)| if in_shape[k] == 1 { 0 } else { idx[d] })
                .collect();
            Some(ravel(&src, &in_shape))
        });
        assert_eq!(
            run(&desc, &[&x]),
            want,
            "broadcast {in_shape:?} -> {out_shape:?} along {dims:?}"
        );

        // slice
        let shape = random_shape(&mut rng, rank, 7, false);
        let start: Vec<usize> = shape.iter().map(|&n| rng.below(n)).collect();
        let limit: Vec<usize> = shape
            .iter()
            .zip(&start)
            .map(|(&n, &s)| s + rng.below(n - s + 1))
            .collect();
        let steps: Vec<usize> = (0..rank).map(|_| 1 + rng.below(3)).collect();
        let x = random_data(&mut rng, t, shape.iter().product(), false);
        let desc = CopyDesc::slice(t, &shape, &start, &limit, &steps).unwrap();
        let want = naive(&desc.shape, &x, None, |idx| {
            let src: Vec<usize> = (0..rank).map(|d| start[d] + idx[d] * steps[d]).collect();
            Some(ravel(&src, &shape))
        });
        assert_eq!(
            run(&desc, &[&x]),
            want,
            "slice {shape:?} {start:?} {limit:?} {steps:?}"
        );

        // reverse
        let rdims: Vec<usize> = (0..rank).filter(|_| rng.coin(0.5)).collect();
        let desc = CopyDesc::reverse(t, &shape, &rdims).unwrap();
        let want = naive(&shape, &x, None, |idx| {
            let src: Vec<usize> = (0..rank)
                .map(|d| {
                    if rdims.contains(&d) {
                        shape[d] - 1 - idx[d]
                    } else {
                        idx[d]
                    }
                })
                .collect();
            Some(ravel(&src, &shape))
        });
        assert_eq!(run(&desc, &[&x]), want, "reverse {shape:?} {rdims:?}");

        // reshape
        let n: usize = shape.iter().product();
        let desc = CopyDesc::reshape(t, &shape, &[n]).unwrap();
        assert_eq!(run(&desc, &[&x]), x);
    }
}

#[test]
fn pads_with_negative_and_interior_padding() {
    let mut rng = Rng::new(23);
    for c in 0..60 {
        let t = TESTED_DTYPES[c % 7];
        let rank = rng.below(4);
        let shape = random_shape(&mut rng, rank, 5, c % 11 == 0);
        let interior: Vec<i64> = (0..rank).map(|_| rng.below(3) as i64).collect();
        let low: Vec<i64> = (0..rank).map(|_| rng.below(5) as i64 - 2).collect();
        let high: Vec<i64> = (0..rank).map(|_| rng.below(5) as i64 - 2).collect();
        let value = random_scalar(&mut rng, t, false);
        let x = random_data(&mut rng, t, shape.iter().product(), false);
        let desc = match CopyDesc::pad(t, &shape, &low, &high, &interior, value) {
            Ok(d) => d,
            Err(e) => {
                // Only a negative result size may be refused.
                assert!(e.to_string().contains("negative size"), "{e}");
                continue;
            }
        };
        let want = naive(&desc.shape, &x, Some(value), |idx| {
            let mut src = vec![0; rank];
            for d in 0..rank {
                let p = idx[d] as i64 - low[d];
                let step = interior[d] + 1;
                if p < 0 || p % step != 0 || p / step >= shape[d] as i64 {
                    return None;
                }
                src[d] = (p / step) as usize;
            }
            Some(ravel(&src, &shape))
        });
        assert_eq!(
            run(&desc, &[&x]),
            want,
            "pad {shape:?} low {low:?} high {high:?} interior {interior:?}"
        );
    }
}

#[test]
fn concatenates_along_every_dim() {
    let mut rng = Rng::new(24);
    for c in 0..30 {
        let t = TESTED_DTYPES[c % 7];
        let rank = 1 + rng.below(4);
        let base = random_shape(&mut rng, rank, 4, false);
        let dim = rng.below(rank);
        let shapes: Vec<Vec<usize>> = (0..1 + rng.below(3))
            .map(|_| {
                let mut s = base.clone();
                s[dim] = rng.below(4);
                s
            })
            .collect();
        let xs: Vec<Data> = shapes
            .iter()
            .map(|s| random_data(&mut rng, t, s.iter().product(), false))
            .collect();
        let desc = CopyDesc::concatenate(t, &shapes, dim).unwrap();
        let total: usize = desc.shape.iter().product();
        let mut want = Data::zeros(t, total);
        for lane in 0..total {
            let mut idx = unravel(lane, &desc.shape);
            let mut k = 0;
            while idx[dim] >= shapes[k][dim] {
                idx[dim] -= shapes[k][dim];
                k += 1;
            }
            want.set(lane, xs[k].get(ravel(&idx, &shapes[k])));
        }
        let refs: Vec<&Data> = xs.iter().collect();
        assert_eq!(
            run(&desc, &refs),
            want,
            "concatenate {shapes:?} along {dim}"
        );
    }
}

#[test]
fn bad_copies_are_errors() {
    assert!(CopyDesc::transpose(DType::F32, &[2, 3], &[0, 0]).is_err());
    assert!(CopyDesc::broadcast_in_dim(DType::F32, &[3], &[2, 4], &[1]).is_err());
    assert!(CopyDesc::slice(DType::F32, &[4], &[3], &[2], &[1]).is_err());
    assert!(CopyDesc::reshape(DType::F32, &[4], &[5]).is_err());
    assert!(CopyDesc::concatenate(DType::F32, &[vec![2, 3], vec![3, 3]], 1).is_err());
    // Pieces that leave gaps need a fill value.
    let mut d = CopyDesc::concatenate(DType::F32, &[vec![2], vec![2]], 0).unwrap();
    d.pieces.pop();
    assert!(CopyPlan::new(&d).unwrap_err().to_string().contains("tile"));
    // Overlapping pieces too.
    let mut d = CopyDesc::concatenate(DType::F32, &[vec![2], vec![2]], 0).unwrap();
    d.pieces[1] = CopyPiece {
        out_start: vec![1],
        out_extent: vec![3],
        ..d.pieces[1].clone()
    };
    assert!(CopyPlan::new(&d).is_err());
    // Short inputs and wrong outputs are run-time errors.
    let plan = CopyPlan::new(&CopyDesc::transpose(DType::F32, &[2, 3], &[1, 0]).unwrap()).unwrap();
    let mut out = vec![0.0f32; 6];
    assert!(plan
        .run(&[BufRef::F32(&[0.0; 5])], BufMut::F32(&mut out))
        .is_err());
    assert!(plan
        .run(&[BufRef::F32(&[0.0; 6])], BufMut::F32(&mut out[..5]))
        .is_err());
    assert!(plan
        .run(&[BufRef::F64(&[0.0; 6])], BufMut::F32(&mut out))
        .is_err());
}
