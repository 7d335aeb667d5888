//! FFTs with fused prologue/epilogue against naive evaluation of the three stages in turn.

use crate::elementwise::naive_eval;
use crate::fft::naive_c2c;
use crate::util::*;
use fresnel_ir::{BinaryOp, DType, Data, Scalar, UnaryOp};
use fresnel_kernels::{
    BufMut, BufRef, ElementwiseProgram, FftDesc, FftTransform, FusedFftDesc, FusedFftPlan,
    InputMap, Instr,
};
use num_complex::{Complex32, Complex64};

/// `u · H`, H broadcast over the leading dims.
fn times_transfer(t: DType, shape: &[usize]) -> ElementwiseProgram {
    let r = shape.len();
    let mut p = ElementwiseProgram::new(shape.to_vec());
    let u = p.load(InputMap::contiguous(t, shape));
    let h = p.load(
        InputMap::contiguous(t, &shape[r - 2..])
            .broadcast_in_dim(r, &[r - 2, r - 1])
            .unwrap(),
    );
    let y = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: u,
        rhs: h,
    });
    p.output(y);
    p
}

/// `(|z|² − target)` as a real output and `z · 0.5` as a complex one.
fn intensity_and_half(t: DType, shape: &[usize]) -> ElementwiseProgram {
    let r = shape.len();
    let rt = t.real_part();
    let mut p = ElementwiseProgram::new(shape.to_vec());
    let z = p.load(InputMap::contiguous(t, shape));
    let target = p.load(
        InputMap::contiguous(rt, &shape[r - 1..])
            .broadcast_in_dim(r, &[r - 1])
            .unwrap(),
    );
    let a = p.push(Instr::Unary {
        op: UnaryOp::Abs,
        x: z,
    });
    let i = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: a,
        rhs: a,
    });
    let d = p.push(Instr::Binary {
        op: BinaryOp::Subtract,
        lhs: i,
        rhs: target,
    });
    let half = p.push(Instr::Const(Scalar::from_f64(t, 0.5)));
    let zh = p.push(Instr::Binary {
        op: BinaryOp::Multiply,
        lhs: z,
        rhs: half,
    });
    p.output(d);
    p.output(zh);
    p
}

fn to_data(t: DType, x: &[Complex64]) -> Data {
    match t {
        DType::C64 => Data::C64(
            x.iter()
                .map(|z| Complex32::new(z.re as f32, z.im as f32))
                .collect(),
        ),
        _ => Data::C128(x.to_vec()),
    }
}

fn widen(d: &Data) -> Vec<Complex64> {
    (0..d.len()).map(|i| d.get(i).to_c128()).collect()
}

fn check(
    rng: &mut Rng,
    t: DType,
    shape: &[usize],
    with_prologue: bool,
    with_epilogue: bool,
    inverse: bool,
) {
    let r = shape.len();
    let n: usize = shape.iter().product();
    let plane: usize = shape[r - 2..].iter().product();
    let fft = FftDesc {
        transform: if inverse {
            FftTransform::Inverse
        } else {
            FftTransform::Forward
        },
        dtype: t,
        shape: shape.to_vec(),
        axes: vec![r - 2, r - 1],
        scale: inverse.then_some(1.0 / plane as f64),
    };
    let desc = FusedFftDesc {
        fft,
        prologue: with_prologue.then(|| times_transfer(t, shape)),
        epilogue: with_epilogue.then(|| intensity_and_half(t, shape)),
    };
    let plan = FusedFftPlan::new(&desc).unwrap();
    let mut inputs = vec![random_data(rng, t, n, false)];
    if with_prologue {
        inputs.push(random_data(rng, t, plane, false));
    }
    let target = random_data(rng, t.real_part(), shape[r - 1], false);
    if with_epilogue {
        inputs.push(target.clone());
    }
    assert_eq!(plan.num_inputs(), inputs.len());

    // Naive: the three stages one after the other.
    let first = if with_prologue {
        naive_eval(desc.prologue.as_ref().unwrap(), &inputs[..2])[0].clone()
    } else {
        inputs[0].clone()
    };
    let transformed = naive_c2c(
        &widen(&first),
        shape,
        &[r - 2, r - 1],
        inverse,
        desc.fft.scale.unwrap_or(1.0),
    );
    let want: Vec<Data> = if with_epilogue {
        naive_eval(
            desc.epilogue.as_ref().unwrap(),
            &[to_data(t, &transformed), target],
        )
    } else {
        vec![to_data(t, &transformed)]
    };

    let mut outs: Vec<Data> = plan
        .output_types()
        .iter()
        .map(|tt| Data::zeros(tt.dtype, tt.num_elements()))
        .collect();
    let views: Vec<BufRef<'_>> = inputs.iter().map(BufRef::from).collect();
    let mut out_views: Vec<BufMut<'_>> = outs.iter_mut().map(BufMut::from).collect();
    plan.run(&views, &mut out_views).unwrap();
    let tol = if t == DType::C64 { 1e-4 } else { 1e-10 };
    for (k, (g, w)) in outs.iter().zip(&want).enumerate() {
        let scale = widen(w).iter().map(|z| z.norm()).fold(1.0, f64::max);
        let err = widen(g)
            .iter()
            .zip(widen(w))
            .map(|(a, b)| (a - b).norm())
            .fold(0.0, f64::max)
            / scale;
        assert!(err < tol, "{t} {shape:?} prologue {with_prologue} epilogue {with_epilogue} inverse {inverse}: output {k} error {err}");
    }
}

#[test]
fn fused_hooks_match_the_stages_run_one_by_one() {
    let mut rng = Rng::new(51);
    for t in [DType::C64, DType::C128] {
        for (p, e) in [(true, true), (true, false), (false, true), (false, false)] {
            // Slab groups (many small planes) …
            check(&mut rng, t, &[2, 3, 8, 6], p, e, false);
            check(&mut rng, t, &[5, 7, 4], p, e, true);
            // … and whole-array passes (a single plane: fewer slabs than threads).
            check(&mut rng, t, &[1, 12, 10], p, e, true);
        }
    }
}

#[test]
fn bad_fused_descriptions_are_errors() {
    let shape = [2, 4, 4];
    let fft = FftDesc {
        transform: FftTransform::Forward,
        dtype: DType::C64,
        shape: shape.to_vec(),
        axes: vec![1, 2],
        scale: None,
    };
    let real = FftDesc {
        transform: FftTransform::RealToComplex,
        ..fft.clone()
    };
    assert!(FusedFftPlan::new(&FusedFftDesc {
        fft: real,
        prologue: None,
        epilogue: None
    })
    .is_err());
    // An epilogue that reads the plane transposed cannot preload it.
    let mut e = intensity_and_half(DType::C64, &shape);
    e.inputs[0] = e.inputs[0].transpose(&[0, 2, 1]).unwrap();
    assert!(FusedFftPlan::new(&FusedFftDesc {
        fft: fft.clone(),
        prologue: None,
        epilogue: Some(e)
    })
    .is_err());
    // A prologue of the wrong precision.
    let p = times_transfer(DType::C128, &shape);
    assert!(FusedFftPlan::new(&FusedFftDesc {
        fft: fft.clone(),
        prologue: Some(p),
        epilogue: None
    })
    .is_err());
    // Wrong buffer counts at run time.
    let plan = FusedFftPlan::new(&FusedFftDesc {
        fft,
        prologue: Some(times_transfer(DType::C64, &shape)),
        epilogue: None,
    })
    .unwrap();
    let u = vec![Complex32::new(0.0, 0.0); 32];
    let mut out = vec![Complex32::new(0.0, 0.0); 32];
    assert!(plan
        .run(&[BufRef::C64(&u)], &mut [BufMut::C64(&mut out)])
        .is_err());
    assert!(plan
        .run(
            &[BufRef::C64(&u), BufRef::C64(&u[..15])],
            &mut [BufMut::C64(&mut out)]
        )
        .is_err());
    plan.run(
        &[BufRef::C64(&u), BufRef::C64(&u[..16])],
        &mut [BufMut::C64(&mut out)],
    )
    .unwrap();
}
