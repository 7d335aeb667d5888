//! Reductions compiled through MLIR agree with `ReducePlan` (the lane kernels): every
//! reduction of the corpus and its gradients, and every kind, element type and walking
//! order on shapes chosen to reach each path (several segments per output, short rows,
//! kept dims innermost, nothing reduced, empty dims).

use crate::codegen::{first_difference, random_data, Outcome, Tally};
use crate::corpus::{corpus, gradient};
use fresnel_ir::{BinaryOp, DType, Data, ReduceKind, Scalar};
use fresnel_kernels::{
    BufMut, BufRef, ElementwiseProgram, InputMap, Instr, ReduceDesc, ReducePlan,
};
use fresnel_mlir::codegen::SEGMENT;
use fresnel_mlir::{Mlir, Stage};
use fresnel_runtime::cpu::StepKind;
use fresnel_tests::fuzz::XorShift as Rng;

fn check(mlir: &Mlir, desc: &ReduceDesc, rng: &mut Rng) -> Result<Outcome, String> {
    let kernel = match mlir.compile_reduce(desc) {
        Ok(k) => k,
        Err(e) if e.stage == Stage::Unsupported => return Ok(Outcome::Uncovered(e.message)),
        Err(e) => return Err(e.to_string()),
    };
    let p = &desc.prologue;
    let mut inputs = Vec::new();
    for (k, m) in p.inputs.iter().enumerate() {
        let n = p.required_len(k).ok_or("an input without a length")?;
        inputs.push(random_data(rng, m.dtype, n).ok_or("an uncovered input type")?);
    }
    let views: Vec<BufRef<'_>> = inputs.iter().map(BufRef::from).collect();
    let plan = ReducePlan::new(desc).map_err(|e| e.to_string())?;
    let n: usize = desc.output_shape().iter().product();
    let mut want = Data::zeros(desc.init.dtype(), n);
    plan.run(&views, BufMut::from(&mut want))
        .map_err(|e| e.to_string())?;
    let mut got = Data::zeros(desc.init.dtype(), n);
    kernel.run(&views, BufMut::from(&mut got))?;
    match first_difference(&want, &got, 1e-12) {
        Some(d) => Err(format!("{d}\n{}", kernel.mlir)),
        None => Ok(Outcome::Agreed),
    }
}

#[test]
fn mlir_reductions_agree_with_the_lane_kernels_on_the_corpus() {
    let mlir = Mlir::new().unwrap();
    let (modules, _) = corpus();
    let mut rng = Rng::for_item(0x5EED_0F2E_DC01, 0);
    let mut tally = Tally::default();
    for (name, m) in &modules {
        let gradient = gradient(m);
        for m in std::iter::once(m).chain(gradient.as_ref()) {
            let Ok(prog) = fresnel::backend::cpu_program(m) else {
                continue;
            };
            for step in prog.all_steps() {
                if let StepKind::Reduce(desc) = &step.kind {
                    tally.add(name, check(&mlir, desc, &mut rng));
                }
            }
        }
    }
    println!("{}", tally.report("corpus reductions and their gradients'"));
    tally.assert_clean();
    assert!(tally.agreed > 300, "{}", tally.report("only"));
}

/// `shape` reduced over `dims`: the values are the input read through `map`, scaled near 1
/// for products (so that long products neither overflow nor vanish).
fn reduction(
    t: DType,
    kind: ReduceKind,
    shape: &[usize],
    map: InputMap,
    dims: &[usize],
    init: Scalar,
) -> ReduceDesc {
    let mut p = ElementwiseProgram::new(shape.to_vec());
    let mut x = p.load(map);
    if kind == ReduceKind::Multiply && (t.is_float() || t.is_complex()) {
        let small = p.push(Instr::Const(Scalar::from_f64(t, 1e-3)));
        let one = p.push(Instr::Const(Scalar::from_f64(t, 1.0)));
        let y = p.push(Instr::Binary {
            op: BinaryOp::Multiply,
            lhs: x,
            rhs: small,
        });
        x = p.push(Instr::Binary {
            op: BinaryOp::Add,
            lhs: y,
            rhs: one,
        });
    }
    p.output(x);
    ReduceDesc {
        prologue: p,
        dims: dims.to_vec(),
        kind,
        init,
    }
}

#[test]
fn mlir_reductions_agree_on_every_kind_type_and_order() {
    let mlir = Mlir::new().unwrap();
    let mut rng = Rng::for_item(0x2ED0_C710_E5A1, 0);
    let long = 8 * SEGMENT + 211;
    // (shape, reduced dims, transposed read): reduced dims innermost with several segments
    // per output, long and short rows; kept dims innermost (≥ 64 outputs) with several
    // folds; nothing reduced; an empty reduced dim; no outputs; rank 0.
    let cases: [(&[usize], &[usize], bool); 11] = [
        (&[long], &[0], false),
        (&[3, 2 * SEGMENT + 5], &[1], false),
        (&[50, 7], &[1], true),
        (&[300, 130], &[0], false),
        (&[300, 130], &[0], true),
        (&[4, 5, 70], &[0, 1], false),
        (&[6, 9, 65], &[1], false),
        (&[2, 3, 4], &[], false),
        (&[6, 0, 3], &[1], false),
        (&[0, 5], &[1], false),
        (&[], &[], false),
    ];
    let types = [
        DType::I1,
        DType::I8,
        DType::I32,
        DType::I64,
        DType::U16,
        DType::U64,
        DType::F32,
        DType::F64,
        DType::C64,
        DType::C128,
    ];
    let mut tally = Tally::default();
    for &t in &types {
        for kind in ReduceKind::ALL {
            if !fresnel_kernels::reduce::reduce_covered(kind, t) {
                continue;
            }
            for &(shape, dims, transposed) in &cases {
                let map = if transposed {
                    let reversed: Vec<usize> = shape.iter().rev().copied().collect();
                    let perm: Vec<usize> = (0..shape.len()).rev().collect();
                    InputMap::contiguous(t, &reversed).transpose(&perm).unwrap()
                } else {
                    InputMap::contiguous(t, shape)
                };
                let init = random_data(&mut rng, t, 1).unwrap().get(0);
                let desc = reduction(t, kind, shape, map, dims, init);
                let name = format!("{kind:?} on {t} over {shape:?} dims {dims:?}");
                tally.add(&name, check(&mlir, &desc, &mut rng));
            }
        }
    }
    println!("{}", tally.report("reductions by kind, type and order"));
    tally.assert_clean();
    // Complex maximum and minimum are the only combinations left to the lane kernels.
    let uncovered: usize = tally.uncovered.values().sum();
    assert_eq!(uncovered, 2 * 2 * 11, "{}", tally.report("uncovered"));
}
