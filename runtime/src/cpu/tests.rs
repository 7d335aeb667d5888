//! Buffer planner and executor tests on hand-built programs.

use super::*;
use crate::interp::{eval_op, fft};
use fresnel_ir::{Array, BinaryOp, DType, Data, FftKind, Op, TensorType, UnaryOp};
use fresnel_kernels::{
    ElementwisePlan, ElementwiseProgram, FftDesc, FusedFftDesc, InputMap, Instr,
};
use num_complex::Complex32;
use std::collections::HashMap;

fn temp(dtype: DType, len: usize) -> Buffer {
    Buffer {
        dtype,
        len,
        source: Source::Temp,
    }
}

fn param(dtype: DType, len: usize, i: usize) -> Buffer {
    Buffer {
        dtype,
        len,
        source: Source::Param(i),
    }
}

/// `out = op(a, b)` elementwise over `shape`, all f32 contiguous.
fn binary_step(op: BinaryOp, shape: &[usize], a: BufId, b: BufId, out: BufId) -> Step {
    let mut p = ElementwiseProgram::new(shape.to_vec());
    let x = p.load(InputMap::contiguous(DType::F32, shape));
    let y = p.load(InputMap::contiguous(DType::F32, shape));
    let z = p.push(Instr::Binary { op, lhs: x, rhs: y });
    p.output(z);
    Step {
        kind: StepKind::Elementwise(p),
        inputs: vec![a, b],
        outputs: vec![out],
        origin: Origin::default(),
    }
}

fn unary_step(op: UnaryOp, dtype: DType, shape: &[usize], a: BufId, out: BufId) -> Step {
    let mut p = ElementwiseProgram::new(shape.to_vec());
    let x = p.load(InputMap::contiguous(dtype, shape));
    let z = p.push(Instr::Unary { op, x });
    p.output(z);
    Step {
        kind: StepKind::Elementwise(p),
        inputs: vec![a],
        outputs: vec![out],
        origin: Origin::default(),
    }
}

fn sig(inputs: Vec<TensorType>, outputs: Vec<TensorType>) -> Signature {
    Signature {
        name: "main".into(),
        inputs,
        outputs,
    }
}

fn f32s(shape: &[usize], seed: u32) -> Array {
    let n: usize = shape.iter().product();
    let v = (0..n)
        .map(|i| {
            (((i as u32).wrapping_mul(2654435761).wrapping_add(seed) >> 8) % 1000) as f32 / 250.0
                - 2.0
        })
        .collect();
    Array::from_f32(shape.to_vec(), v).expect("length matches shape")
}

/// x → a = x+x → b = a·a → c = b+b → d = c·c (result): a and c can share a slot, b too.
fn chain_program() -> CpuProgram {
    let shape = [64usize];
    let t = TensorType::new(DType::F32, shape);
    let buffers = vec![
        param(DType::F32, 64, 0),
        temp(DType::F32, 64),
        temp(DType::F32, 64),
        temp(DType::F32, 64),
        temp(DType::F32, 64),
    ];
    let b = |i: u32| BufId(i);
    let steps = vec![
        binary_step(BinaryOp::Add, &shape, b(0), b(0), b(1)),
        binary_step(BinaryOp::Multiply, &shape, b(1), b(1), b(2)),
        binary_step(BinaryOp::Add, &shape, b(2), b(2), b(3)),
        binary_step(BinaryOp::Multiply, &shape, b(3), b(3), b(4)),
    ];
    CpuProgram::new(sig(vec![t.clone()], vec![t]), buffers, steps, vec![b(4)]).expect("well formed")
}

#[test]
fn planner_reuses_dead_buffers() {
    let p = chain_program();
    verify_plan(&p.buffers, &p.steps, &p.plan).expect("valid plan");
    assert_eq!(p.plan.slots.len(), 2, "{:?}", p.plan);
    assert_eq!(
        p.plan.locations[1], p.plan.locations[3],
        "b3 reuses b1's slot"
    );
    assert_eq!(p.plan.locations[4], Location::Result(0));
    assert_eq!(p.planned_peak_bytes(), 3 * 64 * 4);
    // Plus the 64-element argument.
    assert_eq!(p.footprint_bytes(), 4 * 64 * 4);
    assert_eq!(p.unplanned_bytes(), 4 * 64 * 4);
    let exe = CpuExecutable::new(p).expect("plans");
    let x = f32s(&[64], 1);
    let got = exe.run(std::slice::from_ref(&x)).expect("runs");
    let want: Vec<f32> = match &x.data {
        Data::F32(v) => v
            .iter()
            .map(|&x| {
                let a = x + x;
                let b = a * a;
                let c = b + b;
                c * c
            })
            .collect(),
        _ => unreachable!(),
    };
    assert_eq!(got[0].data, Data::F32(want));
}

#[test]
fn verify_plan_catches_a_live_buffer_overwritten() {
    let mut p = chain_program();
    // b2 is still read by step 2 when b3 is written: sharing a slot would clobber it.
    p.plan.locations[3] = p.plan.locations[2];
    let e = verify_plan(&p.buffers, &p.steps, &p.plan).expect_err("b3 overwrites b2");
    assert!(e.contains("overwrites"), "{e}");
}

#[test]
fn fft_runs_in_place_when_its_input_dies() {
    let shape = [4usize, 8];
    let t = TensorType::new(DType::C64, shape);
    let buffers = vec![
        param(DType::C64, 32, 0),
        temp(DType::C64, 32),
        temp(DType::C64, 32),
        temp(DType::C64, 32),
    ];
    let desc = FftDesc::from_stablehlo(FftKind::Fft, &t, &[8]).expect("valid fft");
    let steps = vec![
        unary_step(UnaryOp::Negate, DType::C64, &shape, BufId(0), BufId(1)),
        Step {
            kind: StepKind::Fft(FusedFftDesc {
                fft: desc,
                prologue: None,
                epilogue: None,
            }),
            inputs: vec![BufId(1)],
            outputs: vec![BufId(2)],
            origin: Origin::default(),
        },
        unary_step(UnaryOp::Negate, DType::C64, &shape, BufId(2), BufId(3)),
    ];
    let p = CpuProgram::new(
        sig(vec![t.clone()], vec![t.clone()]),
        buffers,
        steps,
        vec![BufId(3)],
    )
    .expect("well formed");
    verify_plan(&p.buffers, &p.steps, &p.plan).expect("valid plan");
    assert_eq!(p.plan.in_place, vec![false, true, false]);
    assert_eq!(p.plan.locations[1], p.plan.locations[2]);
    assert_eq!(p.plan.slots.len(), 1);
    let exe = CpuExecutable::new(p).expect("plans");
    let v: Vec<Complex32> = (0..32)
        .map(|i| Complex32::new(i as f32 * 0.25, 1.0 - i as f32 * 0.1))
        .collect();
    let x = Array::new(shape.to_vec(), Data::C64(v)).expect("shape");
    let got = exe.run(std::slice::from_ref(&x)).expect("runs");
    // negate(fft(negate(x))) == fft(x)
    let want = fft(FftKind::Fft, &[8], &x).expect("reference fft");
    let err = got[0]
        .to_c128_vec()
        .iter()
        .zip(want.to_c128_vec())
        .map(|(a, b)| (a - b).norm())
        .fold(0.0, f64::max);
    assert!(err < 1e-4, "max error {err}");
}

/// A small deterministic generator for the random-program tests.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn random_programs_never_overwrite_live_buffers() {
    let shape = [37usize];
    let t = TensorType::new(DType::F32, shape);
    let mut rng = Lcg(42);
    for case in 0..60 {
        let n_params = 1 + rng.below(3);
        let n_steps = 1 + rng.below(12);
        let mut buffers: Vec<Buffer> = (0..n_params).map(|i| param(DType::F32, 37, i)).collect();
        let mut steps = Vec::new();
        let ops = [
            BinaryOp::Add,
            BinaryOp::Multiply,
            BinaryOp::Subtract,
            BinaryOp::Maximum,
        ];
        for _ in 0..n_steps {
            let a = BufId(rng.below(buffers.len()) as u32);
            let b = BufId(rng.below(buffers.len()) as u32);
            buffers.push(temp(DType::F32, 37));
            let out = BufId(buffers.len() as u32 - 1);
            steps.push(binary_step(ops[rng.below(ops.len())], &shape, a, b, out));
        }
        let n_results = 1 + rng.below(3);
        let results: Vec<BufId> = (0..n_results)
            .map(|_| BufId(rng.below(buffers.len()) as u32))
            .collect();
        let p = CpuProgram::new(
            sig(vec![t.clone(); n_params], vec![t.clone(); n_results]),
            buffers.clone(),
            steps.clone(),
            results.clone(),
        )
        .expect("well formed");
        verify_plan(&p.buffers, &p.steps, &p.plan).unwrap_or_else(|e| panic!("case {case}: {e}"));
        // Every buffer in its own allocation, step by step: what the plan must reproduce.
        let inputs: Vec<Array> = (0..n_params)
            .map(|i| f32s(&shape, 7 * i as u32 + case))
            .collect();
        let mut naive: HashMap<BufId, Data> = HashMap::new();
        for (i, a) in inputs.iter().enumerate() {
            naive.insert(BufId(i as u32), a.data.clone());
        }
        for s in &steps {
            let StepKind::Elementwise(prog) = &s.kind else {
                unreachable!()
            };
            let ins: Vec<_> = s
                .inputs
                .iter()
                .map(|b| fresnel_kernels::BufRef::from(&naive[b]))
                .collect();
            let out = ElementwisePlan::new(prog)
                .expect("plan")
                .run_to_data(&ins)
                .expect("run");
            naive.insert(s.outputs[0], out.into_iter().next().expect("one output"));
        }
        let exe = CpuExecutable::new(p).expect("plans");
        for round in 0..2 {
            let got = exe.run(&inputs).expect("runs");
            for (k, (g, r)) in got.iter().zip(&results).enumerate() {
                assert_eq!(g.data, naive[r], "case {case} round {round} result {k}");
            }
        }
    }
}

#[test]
fn inputs_are_checked_like_the_interpreter() {
    let exe = CpuExecutable::new(chain_program()).expect("plans");
    let e = exe.run(&[]).expect_err("missing argument");
    assert!(
        e.to_string().contains("takes 1 argument(s), given 0"),
        "{e}"
    );
    let wrong = Array::from_f64(vec![64], vec![0.0; 64]).expect("shape");
    let e = exe.run(&[wrong]).expect_err("wrong dtype");
    let msg = e.to_string();
    assert!(
        msg.contains("argument 0")
            && msg.contains("expected tensor<64xf32>")
            && msg.contains("given tensor<64xf64>"),
        "{msg}"
    );
    let inconsistent = Array {
        shape: vec![64],
        data: Data::F32(vec![0.0; 3]),
    };
    assert!(exe.run(&[inconsistent]).is_err());
}

#[test]
fn interp_steps_run_snippets_and_report_failed_checks() {
    let text = r#"
func.func public @main(%arg0: tensor<5xf32>) -> tensor<5xf32> {
  %0 = stablehlo.sine %arg0 : tensor<5xf32>
  return %0 : tensor<5xf32>
}
"#;
    let module = fresnel_ir::parse::parse_module(text).expect("parses");
    let t = TensorType::new(DType::F32, [5]);
    let buffers = vec![param(DType::F32, 5, 0), temp(DType::F32, 5)];
    let steps = vec![Step {
        kind: StepKind::Interp(InterpSnippet {
            module,
            entry: "main".into(),
        }),
        inputs: vec![BufId(0)],
        outputs: vec![BufId(1)],
        origin: Origin::default(),
    }];
    let p = CpuProgram::new(
        sig(vec![t.clone()], vec![t.clone()]),
        buffers,
        steps,
        vec![BufId(1)],
    )
    .expect("well formed");
    let exe = CpuExecutable::new(p).expect("plans");
    let x = f32s(&[5], 3);
    let got = exe.run(std::slice::from_ref(&x)).expect("runs");
    let want =
        eval_op(&Op::Unary(UnaryOp::Sine), &[&x], std::slice::from_ref(&t)).expect("reference");
    assert_eq!(got, want);

    let failing = r#"
func.func public @main(%arg0: tensor<5xf32>) -> () {
  check.expect_almost_eq_const %arg0, dense<100.0> : tensor<5xf32>
  return
}
"#;
    let module = fresnel_ir::parse::parse_module(failing).expect("parses");
    let steps = vec![Step {
        kind: StepKind::Interp(InterpSnippet {
            module,
            entry: "main".into(),
        }),
        inputs: vec![BufId(0)],
        outputs: vec![],
        origin: Origin {
            op: "check.expect_almost_eq_const".into(),
            loc: None,
        },
    }];
    let p = CpuProgram::new(
        sig(vec![t], vec![]),
        vec![param(DType::F32, 5, 0)],
        steps,
        vec![],
    )
    .expect("well formed");
    let e = CpuExecutable::new(p)
        .expect("plans")
        .run(&[x])
        .expect_err("the check fails");
    assert!(e.to_string().contains("check(s) failed"), "{e}");
}

#[test]
fn malformed_programs_are_rejected() {
    let t = TensorType::new(DType::F32, [64]);
    let buffers = vec![param(DType::F32, 64, 0), temp(DType::F32, 64)];
    // Reads b1 before anything writes it.
    let steps = vec![binary_step(
        BinaryOp::Add,
        &[64],
        BufId(1),
        BufId(0),
        BufId(1),
    )];
    let e = CpuProgram::new(
        sig(vec![t.clone()], vec![t.clone()]),
        buffers.clone(),
        steps,
        vec![BufId(1)],
    )
    .expect_err("bad");
    assert!(e.to_string().contains("before it is written"), "{e}");
    // Writes an argument.
    let steps = vec![binary_step(
        BinaryOp::Add,
        &[64],
        BufId(0),
        BufId(0),
        BufId(0),
    )];
    assert!(CpuProgram::new(
        sig(vec![t.clone()], vec![t.clone()]),
        buffers.clone(),
        steps,
        vec![BufId(1)]
    )
    .is_err());
    // A kernel that does not fit its buffers is an error when the program is made, before
    // any backend (the CUDA kernels index their buffers unchecked) sees it.
    let steps = vec![binary_step(
        BinaryOp::Add,
        &[32],
        BufId(0),
        BufId(0),
        BufId(1),
    )];
    let e = CpuProgram::new(
        sig(vec![t.clone()], vec![t]),
        buffers,
        steps,
        vec![BufId(1)],
    )
    .expect_err("output length differs");
    assert!(
        e.to_string().contains("step 0 (elementwise): output 0"),
        "{e}"
    );
}

#[test]
fn concurrent_runs_agree() {
    let exe = CpuExecutable::new(chain_program()).expect("plans");
    let x = f32s(&[64], 9);
    let first = exe.run(std::slice::from_ref(&x)).expect("runs");
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..4)
            .map(|_| s.spawn(|| exe.run(std::slice::from_ref(&x))))
            .collect();
        for h in handles {
            let got = h.join().expect("no panic").expect("runs");
            assert_eq!(got, first);
        }
    });
}

/// A program returning its one f32 argument of `n` elements doubled (`x + x`).
fn doubling(n: usize) -> CpuProgram {
    let t = TensorType::new(DType::F32, vec![n]);
    CpuProgram::new(
        sig(vec![t.clone()], vec![t]),
        vec![param(DType::F32, n, 0), temp(DType::F32, n)],
        vec![binary_step(
            BinaryOp::Add,
            &[n],
            BufId(0),
            BufId(0),
            BufId(1),
        )],
        vec![BufId(1)],
    )
    .expect("valid")
}

#[test]
fn call_steps_check_their_nested_program_and_run_it() {
    let t = TensorType::new(DType::F32, vec![3]);
    let call = |callee: CpuProgram, len: usize| {
        CpuProgram::new(
            sig(
                vec![t.clone()],
                vec![TensorType::new(DType::F32, vec![len])],
            ),
            vec![param(DType::F32, 3, 0), temp(DType::F32, len)],
            vec![Step {
                kind: StepKind::Call(Box::new(callee)),
                inputs: vec![BufId(0)],
                outputs: vec![BufId(1)],
                origin: Origin::default(),
            }],
            vec![BufId(1)],
        )
    };
    let p = call(doubling(3), 3).expect("valid");
    assert_eq!(p.nesting_depth(), 1);
    let x = Array::from_f32(vec![3], vec![1.0, -2.0, 0.5]).unwrap();
    let y = CpuExecutable::new(p).unwrap().run(&[x]).unwrap();
    assert_eq!(
        y[0],
        Array::from_f32(vec![3], vec![2.0, -4.0, 1.0]).unwrap()
    );
    // A callee of another size does not fit the step's buffers.
    let e = call(doubling(4), 3).expect_err("sizes differ").to_string();
    assert!(e.contains("does not fit"), "{e}");
}

#[test]
fn nesting_past_the_limit_is_refused() {
    let t = TensorType::new(DType::F32, vec![2]);
    let mut p = doubling(2);
    let mut refused = None;
    for depth in 1..=fresnel_ir::verify::MAX_NESTING + 1 {
        let wrapped = CpuProgram::new(
            sig(vec![t.clone()], vec![t.clone()]),
            vec![param(DType::F32, 2, 0), temp(DType::F32, 2)],
            vec![Step {
                kind: StepKind::Call(Box::new(p.clone())),
                inputs: vec![BufId(0)],
                outputs: vec![BufId(1)],
                origin: Origin::default(),
            }],
            vec![BufId(1)],
        );
        match wrapped {
            Ok(w) => p = w,
            Err(e) => {
                refused = Some((depth, e.to_string()));
                break;
            }
        }
    }
    let (depth, e) = refused.expect("refused at some depth");
    assert_eq!(depth, fresnel_ir::verify::MAX_NESTING + 1);
    assert!(e.contains("nest more than"), "{e}");
}
