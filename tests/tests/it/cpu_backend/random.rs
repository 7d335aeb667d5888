//! Random programs (fixed seed) of elementwise ops, broadcasts, shape ops, reductions and FFTs
//! over any axes, traced through the trace API: compiled for the CPU (with and without the
//! compile pipeline) they must match the interpreter. Inputs are O(1), and random sums can
//! cancel to rounding noise, so errors are relative to max(max|want|, 1).

use super::compare::compare_all_floored;
use super::run_both;
use fresnel::backend::{lower_module, Backend};
use fresnel::trace::{trace_with, Tensor};
use fresnel_ir::{DType, TensorType};
use fresnel_runtime::cpu::CpuExecutable;
use fresnel_runtime::interp::run_main;
use fresnel_tests::random::{random_inputs, random_program, Rng, CASES, SEED};

#[test]
fn random_programs_match_the_interpreter() {
    let mut rng = Rng(SEED);
    let mut ran = 0;
    for case in 0..CASES {
        let (traced, types) = random_program(&mut rng)
            .unwrap_or_else(|e| panic!("case {case}: the generator made a bad program: {e}"));
        let inputs = random_inputs(&mut rng, &types);
        let text = traced.text();
        // Compiled through the pipeline (simplify, fuse) …
        let o = run_both(&traced.module, &inputs)
            .unwrap_or_else(|e| panic!("case {case}: {e}\n{text}"));
        compare_all_floored(&o.cpu, &o.interp, 1.0)
            .unwrap_or_else(|e| panic!("case {case}: {e}\n{}\n{text}", o.summary));
        // … and op by op as traced.
        let program = lower_module(&traced.module).unwrap_or_else(|e| panic!("case {case}: {e}"));
        let got = CpuExecutable::new(program)
            .and_then(|exe| exe.run(&inputs))
            .unwrap_or_else(|e| panic!("case {case}: unfused: {e}\n{text}"));
        compare_all_floored(&got, &o.interp, 1.0)
            .unwrap_or_else(|e| panic!("case {case}: unfused: {e}\n{text}"));
        // … and through the trace API's own entry point.
        let exe = traced
            .compile(Backend::Cpu)
            .unwrap_or_else(|e| panic!("case {case}: {e}"));
        let again = exe
            .run(&inputs)
            .unwrap_or_else(|e| panic!("case {case}: {e}"));
        compare_all_floored(&again, &o.interp, 1.0)
            .unwrap_or_else(|e| panic!("case {case}: compile(): {e}"));
        ran += 1;
    }
    assert_eq!(ran, CASES);
}

#[test]
fn the_interp_backend_is_the_interpreter() {
    let t = TensorType::new(DType::F32, vec![4]);
    let traced = trace_with(
        |_, a: &[Tensor]| (a[0].sin() * 3.0).sum_all(),
        std::slice::from_ref(&t),
    )
    .expect("traces");
    let x = random_inputs(&mut Rng(1), &[t]);
    let exe = traced.compile(Backend::Interp).expect("compiles");
    let program = exe
        .program()
        .expect("the interpreter backend has a CPU program");
    assert_eq!(program.summary(), "interp 1");
    assert_eq!(
        exe.run(&x).expect("runs"),
        run_main(&traced.module, &x).expect("runs")
    );
}
