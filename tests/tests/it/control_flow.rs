//! Native control flow: `while`, `case`, `if` and `call` run as steps with nested programs on
//! the CPU executor and on the CUDA device (cuda-sim here; a GPU with
//! `FRESNEL_TEST_DEVICE=gpu`), never through the interpreter. Each program is compared with
//! the reference interpreter; the step listings show that the loops' bodies are kernels, the
//! CUDA form names no control-flow fallback, and artifacts keep the nested programs.

use crate::common::compare;

use compare::{compare_all_floored, identical};
use fresnel::ad::{value_and_grad_with, AdOptions, Checkpoint};
use fresnel::backend::{cpu_program, lower_module};
use fresnel::optics::{multislice, AsmConfig};
use fresnel::trace::{complex, fori_loop, trace, Tensor};
use fresnel_ir::parse::parse_module;
use fresnel_ir::{Array, DType, Data, Module, TensorType};
use fresnel_runtime::artifact::{cpu_artifact_bytes, Artifact};
use fresnel_runtime::cpu::{CpuExecutable, CpuProgram, StepKind};
use fresnel_runtime::cuda::CudaProgram;
use fresnel_runtime::interp::run_main;
use fresnel_tests::cuda::{cxx_or_skip, SimBatch};

fn parse(text: &str) -> Module {
    parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn f32s(shape: &[usize], seed: u32) -> Array {
    let n: usize = shape.iter().product();
    let v = (0..n)
        .map(|i| {
            let h = (i as u32 + 1).wrapping_mul(2654435761u32.wrapping_add(seed));
            (h % 1000) as f32 / 500.0 - 1.0
        })
        .collect();
    Array::from_f32(shape.to_vec(), v).expect("sized")
}

fn i32_scalar(v: i32) -> Array {
    Array::new(vec![], Data::I32(vec![v])).expect("a scalar")
}

/// `x` scaled and shifted `n` times (`n` an argument: zero trips when `n <= 0`), inside a loop
/// whose body is elementwise.
const FORI: &str = "func.func @main(%x: tensor<4xf32>, %n: tensor<i32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, tensor<4xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    %h = stablehlo.constant dense<0.5> : tensor<4xf32>
    %w = stablehlo.multiply %v, %h : tensor<4xf32>
    %s = stablehlo.sine %w : tensor<4xf32>
    %u = stablehlo.add %s, %x : tensor<4xf32>
    stablehlo.return %j, %u : tensor<i32>, tensor<4xf32>
  }
  return %0#1 : tensor<4xf32>
}";

/// A loop of 3 around a loop of 4 whose body reads the outer counter and a captured value.
const NESTED: &str =
    "func.func @main(%x: tensor<3xf32>, %y: tensor<3xf32>) -> (tensor<3xf32>, tensor<i32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:3 = stablehlo.while(%i = %c0, %v = %x, %t = %c0) : tensor<i32>, tensor<3xf32>, tensor<i32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %1:3 = stablehlo.while(%k = %c0, %w = %v, %s = %t) : tensor<i32>, tensor<3xf32>, tensor<i32>
    cond {
      %c4 = stablehlo.constant dense<4> : tensor<i32>
      %q = stablehlo.compare LT, %k, %c4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %k1 = stablehlo.add %k, %c1 : tensor<i32>
      %s1 = stablehlo.add %s, %i : tensor<i32>
      %f = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
      %fb = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %m = stablehlo.multiply %w, %y : tensor<3xf32>
      %c = stablehlo.cosine %m : tensor<3xf32>
      %w1 = stablehlo.add %c, %fb : tensor<3xf32>
      stablehlo.return %k1, %w1, %s1 : tensor<i32>, tensor<3xf32>, tensor<i32>
    }
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %i1, %1#1, %1#2 : tensor<i32>, tensor<3xf32>, tensor<i32>
  }
  return %0#1, %0#2 : tensor<3xf32>, tensor<i32>
}";

/// Three branches on a run-time index; out-of-range indices take the last.
const CASE: &str = "func.func @main(%k: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = \"stablehlo.case\"(%k) ({
    %a = stablehlo.sine %x : tensor<4xf32>
    stablehlo.return %a : tensor<4xf32>
  }, {
    %b = stablehlo.multiply %x, %x : tensor<4xf32>
    stablehlo.return %b : tensor<4xf32>
  }, {
    %c = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %c : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}";

/// `if` on a run-time predicate; the false branch returns an argument unchanged.
const IF: &str = "func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %p = stablehlo.compare GT, %s, %z, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %0 = \"stablehlo.if\"(%p) ({
    %a = stablehlo.exponential %y : tensor<4xf32>
    stablehlo.return %a : tensor<4xf32>
  }, {
    stablehlo.return %y : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}";

/// A call the passes do not see (lowered without them): a nested program.
const CALL: &str = "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @twice(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = func.call @twice(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}";

/// A `scan` stacking its outputs (`ys[i] = h`, for `n` trips: the index clamps past 6), then
/// the reverse pass's form over them: the row is zeroed first and read after (`d.at[k].set(0)`
/// and `d[k]`). Both stacked carries are updated in place on the backends.
const STACKED: &str = "func.func @main(%x: tensor<3xf32>, %n: tensor<i32>) -> (tensor<3xf32>, tensor<6x3xf32>, tensor<3xf32>, tensor<6x3xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %zeros = stablehlo.constant dense<0.0> : tensor<6x3xf32>
  %0:3 = stablehlo.while(%i = %c0, %h = %x, %ys = %zeros) : tensor<i32>, tensor<3xf32>, tensor<6x3xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    %s = stablehlo.sine %h : tensor<3xf32>
    %h2 = stablehlo.add %s, %x : tensor<3xf32>
    %b = stablehlo.reshape %h2 : (tensor<3xf32>) -> tensor<1x3xf32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %ys2 = stablehlo.dynamic_update_slice %ys, %b, %i, %z : (tensor<6x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x3xf32>
    stablehlo.return %j, %h2, %ys2 : tensor<i32>, tensor<3xf32>, tensor<6x3xf32>
  }
  %c5 = stablehlo.constant dense<5> : tensor<i32>
  %1:3 = stablehlo.while(%k = %c5, %g = %x, %d = %0#2) : tensor<i32>, tensor<3xf32>, tensor<6x3xf32>
  cond {
    %p = stablehlo.compare GE, %k, %c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %zero = stablehlo.constant dense<0.0> : tensor<1x3xf32>
    %d2 = stablehlo.dynamic_update_slice %d, %zero, %k, %z : (tensor<6x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<6x3xf32>
    %row = stablehlo.dynamic_slice %d, %k, %z, sizes = [1, 3] : (tensor<6x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %r = stablehlo.reshape %row : (tensor<1x3xf32>) -> tensor<3xf32>
    %c = stablehlo.cosine %g : tensor<3xf32>
    %g2 = stablehlo.add %c, %r : tensor<3xf32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %k2 = stablehlo.subtract %k, %c1 : tensor<i32>
    stablehlo.return %k2, %g2, %d2 : tensor<i32>, tensor<3xf32>, tensor<6x3xf32>
  }
  return %0#1, %0#2, %1#1, %1#2 : tensor<3xf32>, tensor<6x3xf32>, tensor<3xf32>, tensor<6x3xf32>
}";

/// The programs of this file with their inputs.
fn cases() -> Vec<(String, Module, Vec<Array>)> {
    let x4 = f32s(&[4], 1);
    let neg = Array::from_f32(vec![4], vec![-1.0, -2.0, 0.5, 0.25]).expect("4");
    let mut out = Vec::new();
    for n in [5, 1, 0, -3] {
        out.push((
            format!("fori n={n}"),
            parse(FORI),
            vec![x4.clone(), i32_scalar(n)],
        ));
    }
    out.push((
        "nested".into(),
        parse(NESTED),
        vec![f32s(&[3], 2), f32s(&[3], 3)],
    ));
    for k in [0, 1, 2, 3, 100, -1, i32::MIN] {
        out.push((
            format!("case k={k}"),
            parse(CASE),
            vec![i32_scalar(k), x4.clone()],
        ));
    }
    for n in [6, 3, 0, 9] {
        out.push((
            format!("stacked n={n}"),
            parse(STACKED),
            vec![f32s(&[3], 6), i32_scalar(n)],
        ));
    }
    out.push(("if true".into(), parse(IF), vec![x4.clone(), f32s(&[4], 4)]));
    out.push(("if false".into(), parse(IF), vec![neg, f32s(&[4], 4)]));
    out
}

/// Every step of `p` and its nested programs, by kind name.
fn kinds(p: &CpuProgram) -> Vec<&'static str> {
    p.all_steps().iter().map(|s| s.kind.name()).collect()
}

#[test]
fn control_flow_runs_natively_on_the_cpu_and_matches_the_interpreter() {
    for (what, m, inputs) in cases() {
        let want = run_main(&m, &inputs).unwrap_or_else(|e| panic!("{what}: interpreter: {e}"));
        let program = cpu_program(&m).unwrap_or_else(|e| panic!("{what}: compile: {e}"));
        let k = kinds(&program);
        assert!(!k.contains(&"interp"), "{what}: {}", program.summary());
        assert!(
            k.iter().any(|n| matches!(*n, "while" | "case")),
            "{what}: no control-flow step in {}",
            program.summary()
        );
        let exe = CpuExecutable::new(program).expect("plans");
        let got = exe.run(&inputs).unwrap_or_else(|e| panic!("{what}: {e}"));
        let again = exe.run(&inputs).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert!(identical(&got, &again), "{what}: a second run differs");
        compare_all_floored(&got, &want, 0.0).unwrap_or_else(|e| panic!("{what}: {e}"));
    }
}

#[test]
fn loop_bodies_are_fused_kernels() {
    let program = cpu_program(&parse(FORI)).expect("compiles");
    let loops: Vec<_> = program
        .steps
        .iter()
        .filter_map(|s| match &s.kind {
            StepKind::While(w) => Some(w),
            _ => None,
        })
        .collect();
    let [w] = &loops[..] else {
        panic!("one while step expected: {}", program.summary());
    };
    // The body's multiply, sine and add are one fused kernel, its counter another (or the
    // same); nothing runs through the interpreter.
    assert!(
        w.body.steps.len() <= 2 && w.body.summary().contains("elementwise"),
        "body: {}",
        w.body.summary()
    );
    assert_eq!(w.cond.signature.outputs[0].dtype, DType::I1);
}

#[test]
fn stacked_carries_are_updated_in_place() {
    let program = cpu_program(&parse(STACKED)).expect("compiles");
    let bodies: Vec<&CpuProgram> = program
        .steps
        .iter()
        .filter_map(|s| match &s.kind {
            StepKind::While(w) => Some(&w.body),
            _ => None,
        })
        .collect();
    assert_eq!(bodies.len(), 2, "{}", program.summary());
    for body in bodies {
        // The body's update of the stacked carry (argument 2, result 2) writes the carry's
        // own storage; the reverse form's read of the old row runs before it.
        let updates: Vec<bool> = body
            .steps
            .iter()
            .zip(&body.plan.in_place)
            .filter(|(s, _)| matches!(&s.kind, StepKind::DynamicSlice(d) if d.update))
            .map(|(_, &f)| f)
            .collect();
        assert_eq!(updates, [true], "{}", body.summary());
        assert_eq!(body.donated_arguments().len(), 1);
        assert_eq!(body.donated_arguments()[0].0, 2);
    }
}

#[test]
fn calls_left_in_place_run_as_nested_programs() {
    let m = parse(CALL);
    let x = f32s(&[4], 5);
    let program = lower_module(&m).expect("lowers without passes");
    assert_eq!(
        program.summary(),
        "call 2, elementwise 2",
        "{}",
        program.summary()
    );
    let got = CpuExecutable::new(program)
        .expect("plans")
        .run(std::slice::from_ref(&x))
        .expect("runs");
    let want = run_main(&m, &[x]).expect("interprets");
    assert_eq!(got, want);
}

#[test]
fn traced_fori_loop_and_multislice_gradient_have_no_interpreter_step_in_the_loop() {
    let t = TensorType::new(DType::F32, vec![8]);
    let traced = trace(
        |a: &[Tensor]| {
            let out = fori_loop(0, 6, &[a[0].clone()], |_, c| {
                vec![(&c[0] * 0.9).sin() + 0.1]
            });
            vec![out[0].clone()]
        },
        &[t],
    )
    .expect("traces");
    let program = cpu_program(&traced.module).expect("compiles");
    assert!(kinds(&program).contains(&"while"), "{}", program.summary());
    assert!(
        !kinds(&program).contains(&"interp"),
        "{}",
        program.summary()
    );
    let x = f32s(&[8], 6);
    let got = CpuExecutable::new(program)
        .expect("plans")
        .run(std::slice::from_ref(&x))
        .expect("runs");
    let want = run_main(&traced.module, &[x]).expect("interprets");
    compare_all_floored(&got, &want, 0.0).expect("matches");

    // The multi-slice gradient: FFTs and elementwise kernels inside the loops, checked
    // against the interpreter.
    let (s, n, b) = (4usize, 8usize, 2usize);
    let types = vec![
        TensorType::new(DType::F32, vec![s, n, n]),
        TensorType::new(DType::F32, vec![b, n, n]),
        TensorType::new(DType::F32, vec![b, n, n]),
    ];
    let loss = trace(
        |a: &[Tensor]| {
            let ctx = a[0].ctx();
            let (bi, ni) = (b as isize, n as isize);
            let u0 = complex(&a[1], &a[2]).reshape(&[bi, 1, 1, 1, ni, ni]);
            let cfg = AsmConfig::new(1.0).with_pad(2);
            let u = multislice(&u0, &a[0], &ctx.scalar(4.0f32), &ctx.scalar(0.5f32), &cfg);
            (&u * &u.conj()).real().pow(2).sum_all()
        },
        &types,
    )
    .expect("traces");
    let opts = AdOptions {
        checkpoint: Checkpoint::Sqrt,
        ..AdOptions::default()
    };
    let vg = value_and_grad_with(&loss.module, &[0], &opts).expect("AD");
    let program = cpu_program(&vg).expect("compiles");
    let listing = kinds(&program);
    assert!(listing.contains(&"while"), "{}", program.summary());
    assert!(listing.contains(&"fft"), "{}", program.summary());
    // xs[i] and the stacked gradient's ys[i] are dynamic-slice kernels too.
    assert!(listing.contains(&"dynamic_slice"), "{}", program.summary());
    assert!(!listing.contains(&"interp"), "{}", program.summary());
    let inputs: Vec<Array> = types
        .iter()
        .enumerate()
        .map(|(k, t)| f32s(&t.shape, 10 + k as u32))
        .collect();
    let got = CpuExecutable::new(program)
        .expect("plans")
        .run(&inputs)
        .expect("runs");
    let want = run_main(&vg, &inputs).expect("interprets");
    compare_all_floored(&got, &want, 1.0).expect("matches the interpreter");
}

#[test]
fn artifacts_keep_nested_programs_and_run_them_bit_identically() {
    for (what, m, inputs) in cases() {
        let program = cpu_program(&m).expect("compiles");
        let direct = CpuExecutable::new(program.clone())
            .expect("plans")
            .run(&inputs)
            .expect("runs");
        let bytes = cpu_artifact_bytes(&program).expect("encodes");
        let loaded = Artifact::from_bytes(&bytes)
            .unwrap_or_else(|e| panic!("{what}: {e}"))
            .cpu_executable()
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(loaded.program(), &program, "{what}");
        let again = loaded.run(&inputs).expect("runs");
        assert!(identical(&direct, &again), "{what}");
    }
}

#[test]
fn control_flow_runs_on_the_device_without_host_fallbacks() {
    let on_gpu = std::env::var("FRESNEL_TEST_DEVICE").is_ok_and(|d| d == "gpu");
    if !on_gpu && !cxx_or_skip("control_flow_runs_on_the_device_without_host_fallbacks") {
        return;
    }
    let cases = cases();
    let programs: Vec<CpuProgram> = cases
        .iter()
        .map(|(what, m, _)| cpu_program(m).unwrap_or_else(|e| panic!("{what}: {e}")))
        .collect();
    for ((what, _, _), p) in cases.iter().zip(&programs) {
        let cuda = CudaProgram::new(p);
        assert!(
            cuda.fallbacks().is_empty(),
            "{what}: {:?}",
            cuda.fallbacks()
        );
        let listing = cuda.listing(p);
        assert!(
            listing.contains("read back"),
            "{what}: the listing does not show the host-driven control flow:\n{listing}"
        );
    }
    let batch = (!on_gpu).then(|| SimBatch::new(programs.clone()).expect("cuda-sim builds"));
    for (i, ((what, m, inputs), p)) in cases.iter().zip(programs).enumerate() {
        let exe = match &batch {
            Some(b) => b.executable(i).unwrap_or_else(|e| panic!("{what}: {e}")),
            None => fresnel_runtime::cuda::compile_gpu(p).unwrap_or_else(|e| panic!("{what}: {e}")),
        };
        let want = run_main(m, inputs).expect("interprets");
        let got = exe.run(inputs).unwrap_or_else(|e| panic!("{what}: {e}"));
        let again = exe.run(inputs).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert!(identical(&got, &again), "{what}: a second run differs");
        compare_all_floored(&got, &want, 0.0).unwrap_or_else(|e| panic!("{what}: {e}"));
    }
}
