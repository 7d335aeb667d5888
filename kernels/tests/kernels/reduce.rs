//! Reductions against naive sequential loops over a naive evaluation of the prologue.

use crate::elementwise::naive_eval;
use crate::scalar_ref;
use crate::util::*;
use fresnel_ir::{BinaryOp, DType, Data, ReduceKind, Scalar, UnaryOp};
use fresnel_kernels::reduce::reduce_covered;
use fresnel_kernels::{
    BufMut, BufRef, ElementwiseProgram, InputMap, Instr, ReduceDesc, ReducePlan,
};

const KINDS: [ReduceKind; 6] = ReduceKind::ALL;

fn naive_reduce(desc: &ReduceDesc, inputs: &[Data]) -> Data {
    let values = &naive_eval(&desc.prologue, inputs)[0];
    let shape = &desc.prologue.shape;
    let out_shape = desc.output_shape();
    let mut out = Data::zeros(desc.init.dtype(), out_shape.iter().product());
    for o in 0..out.len() {
        out.set(o, desc.init);
    }
    for lane in 0..values.len() {
        let idx = unravel(lane, shape);
        let kept: Vec<usize> = (0..shape.len())
            .filter(|d| !desc.dims.contains(d))
            .map(|d| idx[d])
            .collect();
        let o = ravel(&kept, &out_shape);
        let acc =
            scalar_ref::binary(desc.kind.binary(), out.get(o), values.get(lane)).expect("covered");
        out.set(o, acc);
    }
    out
}

fn run(desc: &ReduceDesc, inputs: &[Data]) -> Data {
    let plan = ReducePlan::new(desc).unwrap_or_else(|e| panic!("{e}"));
    let mut out = Data::zeros(desc.init.dtype(), desc.output_shape().iter().product());
    let views: Vec<BufRef<'_>> = inputs.iter().map(BufRef::from).collect();
    plan.run(&views, BufMut::from(&mut out)).unwrap();
    out
}

/// Values near 1 keep long products finite.
fn near_one(d: &Data) -> Data {
    let mut d = d.clone();
    for i in 0..d.len() {
        let z = d.get(i).to_c128();
        let v = match d.get(i) {
            Scalar::F32(_) => Scalar::F32((1.0 + z.re / 30.0) as f32),
            Scalar::F64(_) => Scalar::F64(1.0 + z.re / 30.0),
            Scalar::C64(_) => Scalar::C64(num_complex::Complex32::new(
                (1.0 + z.re / 30.0) as f32,
                (z.im / 30.0) as f32,
            )),
            Scalar::C128(_) => {
                Scalar::C128(num_complex::Complex64::new(1.0 + z.re / 30.0, z.im / 30.0))
            }
            s => s,
        };
        d.set(i, v);
    }
    d
}

#[test]
fn every_kind_dtype_and_axis_set_matches_naive_loops() {
    let mut rng = Rng::new(31);
    let mut cases = 0;
    for case in 0..400 {
        let t = TESTED_DTYPES[case % 7];
        let kind = KINDS[(case / 7) % 6];
        if !reduce_covered(kind, t) {
            continue;
        }
        let rank = rng.below(5);
        let shape = random_shape(&mut rng, rank, 5, case % 13 == 0);
        let dims: Vec<usize> = (0..rank).filter(|_| rng.coin(0.5)).collect();
        let mut x = random_data(&mut rng, t, shape.iter().product(), case % 5 == 0);
        if kind == ReduceKind::Multiply {
            x = near_one(&x);
        }
        let init = random_scalar(&mut rng, t, false);
        let desc = ReduceDesc::plain(t, &shape, &dims, kind, init);
        let tol = if matches!(t, DType::F32 | DType::C64) {
            1e-4
        } else {
            1e-10
        };
        assert_close(
            &run(&desc, std::slice::from_ref(&x)),
            &naive_reduce(&desc, &[x]),
            tol,
            &format!("{kind:?} {t} {shape:?} {dims:?}"),
        );
        cases += 1;
    }
    assert!(cases > 250);
}

#[test]
fn larger_reductions_take_every_path() {
    let mut rng = Rng::new(32);
    // (shape, dims): full, long rows, short rows, kept-innermost (two kinds), mixed.
    let cases: [(&[usize], &[usize]); 6] = [
        (&[30000], &[0]),
        (&[3, 20000], &[1]),
        (&[500, 7], &[1]),
        (&[50, 300], &[0]),
        (&[7, 40, 100], &[0, 1]),
        (&[6, 50, 70], &[1]),
    ];
    for (shape, dims) in cases {
        for (t, kind) in [
            (DType::F32, ReduceKind::Add),
            (DType::C128, ReduceKind::Add),
            (DType::I32, ReduceKind::Maximum),
            (DType::F64, ReduceKind::Minimum),
        ] {
            let x = random_data(&mut rng, t, shape.iter().product(), false);
            let desc = ReduceDesc::plain(t, shape, dims, kind, Scalar::zero(t));
            let tol = if t == DType::F32 { 1e-4 } else { 1e-10 };
            assert_close(
                &run(&desc, std::slice::from_ref(&x)),
                &naive_reduce(&desc, &[x]),
                tol,
                &format!("{kind:?} {t} {shape:?} {dims:?}"),
            );
        }
    }
}

#[test]
fn float_sums_are_pairwise_accurate() {
    let n = 1 << 20;
    let x = Data::F32(vec![0.1f32; n]);
    let desc = ReduceDesc::plain(DType::F32, &[n], &[0], ReduceKind::Add, Scalar::F32(0.0));
    let Data::F32(got) = run(&desc, &[x]) else {
        unreachable!()
    };
    let exact = 0.1f32 as f64 * n as f64;
    let rel = (got[0] as f64 - exact).abs() / exact;
    // A sequential f32 sum is off by about 1e-2 here.
    assert!(rel < 1e-6, "relative error {rel}");
}

#[test]
fn fused_prologue_computes_the_squared_intensity_error_in_one_pass() {
    // sum over everything of (|u|² − t)², t broadcast over the batch dim.
    let mut rng = Rng::new(33);
    let shape = [3, 16, 16];
    let mut p = ElementwiseProgram::new(shape);
    let u = p.load(InputMap::contiguous(DType::C64, &shape));
    let t = p.load(
        InputMap::contiguous(DType::F32, &[16, 16])
            .broadcast_in_dim(3, &[1, 2])
            .unwrap(),
    );
    let a = p.push(Instr::Unary {
        op: UnaryOp::Abs,
        x: u,
    });
    let i = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: a,
        rhs: a,
    });
    let d = p.push(Instr::Binary {
        op: BinaryOp::Subtract,
        lhs: i,
        rhs: t,
    });
    let s = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: d,
        rhs: d,
    });
    p.output(s);
    let inputs = [
        random_data(&mut rng, DType::C64, 768, false),
        random_data(&mut rng, DType::F32, 256, false),
    ];
    for dims in [vec![0, 1, 2], vec![0], vec![1, 2], vec![2]] {
        let desc = ReduceDesc {
            prologue: p.clone(),
            dims: dims.clone(),
            kind: ReduceKind::Add,
            init: Scalar::F32(0.0),
        };
        assert_close(
            &run(&desc, &inputs),
            &naive_reduce(&desc, &inputs),
            1e-4,
            &format!("{dims:?}"),
        );
    }
}

#[test]
fn bad_reductions_are_errors() {
    let shape = [2, 3];
    let ok = ReduceDesc::plain(DType::F32, &shape, &[1], ReduceKind::Add, Scalar::F32(0.0));
    assert!(ReducePlan::new(&ReduceDesc {
        dims: vec![2],
        ..ok.clone()
    })
    .is_err());
    assert!(ReducePlan::new(&ReduceDesc {
        dims: vec![1, 1],
        ..ok.clone()
    })
    .is_err());
    assert!(ReducePlan::new(&ReduceDesc {
        kind: ReduceKind::And,
        ..ok.clone()
    })
    .is_err());
    assert!(ReducePlan::new(&ReduceDesc {
        init: Scalar::F64(0.0),
        ..ok.clone()
    })
    .is_err());
    let plan = ReducePlan::new(&ok).unwrap();
    let x = vec![0.0f32; 6];
    let mut out = vec![0.0f32; 3];
    assert!(plan.run(&[BufRef::F32(&x)], BufMut::F32(&mut out)).is_err());
    assert!(plan
        .run(&[BufRef::F32(&x[..5])], BufMut::F32(&mut out[..2]))
        .is_err());
    let mut out = vec![0.0f32; 2];
    plan.run(&[BufRef::F32(&x)], BufMut::F32(&mut out)).unwrap();
}
