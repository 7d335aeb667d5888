//! Hand-written fusions and op patterns, lowered without passes (`lower_module`) so that the
//! step structure is known: each must match the interpreter and lower to the expected kernels.

use super::compare::compare_all;
use fresnel::backend::{cpu_program, lower_module};
use fresnel_ir::{Array, Data};
use fresnel_runtime::cpu::{verify_plan, CpuExecutable, CpuProgram, StepKind};
use fresnel_runtime::interp::run_main;
use num_complex::Complex32;

fn parse(text: &str) -> fresnel_ir::Module {
    let m = fresnel_ir::parse::parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    fresnel_ir::verify::verify_module(&m).unwrap_or_else(|e| panic!("{}", e[0]));
    m
}

fn f32s(shape: &[usize], seed: u32) -> Array {
    let n: usize = shape.iter().product();
    let v = (0..n)
        .map(|i| {
            ((i as u32)
                .wrapping_mul(2654435761)
                .wrapping_add(seed.wrapping_mul(97))
                >> 7)
                % 2000
        })
        .map(|k| k as f32 / 500.0 - 2.0)
        .collect();
    Array::from_f32(shape.to_vec(), v).unwrap()
}

fn c64s(shape: &[usize], seed: u32) -> Array {
    let re = f32s(shape, seed);
    let im = f32s(shape, seed + 1);
    let (Data::F32(a), Data::F32(b)) = (&re.data, &im.data) else {
        unreachable!("f32s makes f32 arrays")
    };
    let v = a
        .iter()
        .zip(b)
        .map(|(&x, &y)| Complex32::new(x, y))
        .collect();
    Array::new(shape.to_vec(), Data::C64(v)).unwrap()
}

/// Lowers without passes, runs, compares with the interpreter; returns the program.
fn check(text: &str, inputs: &[Array]) -> CpuProgram {
    let m = parse(text);
    let program = lower_module(&m).unwrap_or_else(|e| panic!("lower: {e}"));
    verify_plan(&program.buffers, &program.steps, &program.plan).expect("valid plan");
    let want = run_main(&m, inputs).unwrap_or_else(|e| panic!("interpreter: {e}"));
    let exe = CpuExecutable::new(program.clone()).unwrap_or_else(|e| panic!("plan: {e}"));
    let got = exe.run(inputs).unwrap_or_else(|e| panic!("run: {e}"));
    compare_all(&got, &want).unwrap_or_else(|e| panic!("{e}\n{}", program.summary()));
    program
}

fn kinds(p: &CpuProgram) -> Vec<&'static str> {
    p.steps.iter().map(|s| s.kind.name()).collect()
}

#[test]
fn a_loop_fusion_is_one_elementwise_kernel() {
    let text = r#"
func.func @main(%x: tensor<4x3xf32>, %s: tensor<f32>, %t: tensor<3x4xf32>, %p: tensor<i1>) -> (tensor<4x3xf32>, tensor<4x3xi1>) {
  %0:2 = "fresnel.fusion"(%x, %s, %t, %p) ({
  ^bb0(%a: tensor<4x3xf32>, %b: tensor<f32>, %c: tensor<3x4xf32>, %q: tensor<i1>):
    %1 = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %2 = stablehlo.transpose %c, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %3 = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
    %5 = stablehlo.iota dim = 0 : tensor<4x3xf32>
    %6 = stablehlo.multiply %a, %1 : tensor<4x3xf32>
    %7 = stablehlo.add %6, %2 : tensor<4x3xf32>
    %8 = stablehlo.subtract %7, %4 : tensor<4x3xf32>
    %9 = stablehlo.add %8, %5 : tensor<4x3xf32>
    %10 = stablehlo.select %q, %9, %a : tensor<i1>, tensor<4x3xf32>
    %11 = stablehlo.convert %b : (tensor<f32>) -> tensor<f64>
    %12 = stablehlo.convert %11 : (tensor<f64>) -> tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %14 = stablehlo.compare GT, %10, %13 : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    stablehlo.return %10, %14 : tensor<4x3xf32>, tensor<4x3xi1>
  }) {kind = "loop"} : (tensor<4x3xf32>, tensor<f32>, tensor<3x4xf32>, tensor<i1>) -> (tensor<4x3xf32>, tensor<4x3xi1>)
  return %0#0, %0#1 : tensor<4x3xf32>, tensor<4x3xi1>
}
"#;
    for p in [true, false] {
        let inputs = [
            f32s(&[4, 3], 1),
            Array::from_f32(vec![], vec![0.5]).unwrap(),
            f32s(&[3, 4], 2),
            Array::new(vec![], Data::I1(vec![p])).unwrap(),
        ];
        let program = check(text, &inputs);
        // The scalar converts run as small steps of their own; the rest is one kernel.
        let big: Vec<_> = program
            .steps
            .iter()
            .filter(|s| matches!(&s.kind, StepKind::Elementwise(e) if e.shape == [4, 3]))
            .collect();
        assert_eq!(big.len(), 1, "{:?}", kinds(&program));
        assert!(
            kinds(&program).iter().all(|&k| k == "elementwise"),
            "{:?}",
            kinds(&program)
        );
    }
}

#[test]
fn a_reduce_fusion_folds_its_prologue_into_the_reduction() {
    let text = r#"
func.func @main(%x: tensor<2x8xcomplex<f32>>, %t: tensor<2x8xf32>) -> tensor<2xf32> {
  %0 = "fresnel.fusion"(%x, %t) ({
  ^bb0(%a: tensor<2x8xcomplex<f32>>, %b: tensor<2x8xf32>):
    %1 = stablehlo.abs %a : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<2x8xf32>
    %3 = stablehlo.subtract %2, %b : tensor<2x8xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<2x8xf32>
    %c = stablehlo.constant dense<0.5> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<2xf32>
    stablehlo.return %5 : tensor<2xf32>
  }) {kind = "reduce"} : (tensor<2x8xcomplex<f32>>, tensor<2x8xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
"#;
    let program = check(text, &[c64s(&[2, 8], 3), f32s(&[2, 8], 4)]);
    assert_eq!(kinds(&program), ["reduce"]);
}

const FFT_FUSION: &str = r#"
func.func @main(%u: tensor<2x4x8xcomplex<f32>>, %h: tensor<4x8xcomplex<f32>>, %t: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %0 = "fresnel.fusion"(%u, %h, %t) ({
  ^bb0(%a: tensor<2x4x8xcomplex<f32>>, %b: tensor<4x8xcomplex<f32>>, %c: tensor<2x4x8xf32>):
    %1 = stablehlo.broadcast_in_dim %b, dims = [1, 2] : (tensor<4x8xcomplex<f32>>) -> tensor<2x4x8xcomplex<f32>>
    %2 = stablehlo.multiply %a, %1 : tensor<2x4x8xcomplex<f32>>
    %3 = stablehlo.fft %2, type = IFFT, length = [4, 8] : (tensor<2x4x8xcomplex<f32>>) -> tensor<2x4x8xcomplex<f32>>
    %4 = stablehlo.abs %3 : (tensor<2x4x8xcomplex<f32>>) -> tensor<2x4x8xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<2x4x8xf32>
    %6 = stablehlo.subtract %5, %c : tensor<2x4x8xf32>
    stablehlo.return %6 : tensor<2x4x8xf32>
  }) {kind = "fft"} : (tensor<2x4x8xcomplex<f32>>, tensor<4x8xcomplex<f32>>, tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  return %0 : tensor<2x4x8xf32>
}
"#;

#[test]
fn an_fft_fusion_is_one_fused_kernel() {
    let inputs = [c64s(&[2, 4, 8], 5), c64s(&[4, 8], 6), f32s(&[2, 4, 8], 7)];
    let program = check(FFT_FUSION, &inputs);
    assert_eq!(kinds(&program), ["fft"]);
    let StepKind::Fft(d) = &program.steps[0].kind else {
        unreachable!()
    };
    assert!(d.prologue.is_some() && d.epilogue.is_some());
}

#[test]
fn an_fft_fusion_that_does_not_fit_the_kernel_is_lowered_in_parts() {
    // The transformed values are also a result: the kernel cannot keep them to itself.
    let text = FFT_FUSION
        .replace(
            "stablehlo.return %6 : tensor<2x4x8xf32>",
            "stablehlo.return %6, %3 : tensor<2x4x8xf32>, tensor<2x4x8xcomplex<f32>>",
        )
        .replace(
            "-> tensor<2x4x8xf32>\n  return %0 : tensor<2x4x8xf32>",
            "-> (tensor<2x4x8xf32>, tensor<2x4x8xcomplex<f32>>)\n  return %0#0, %0#1 : tensor<2x4x8xf32>, tensor<2x4x8xcomplex<f32>>",
        )
        .replace("%0 = \"fresnel.fusion\"", "%0:2 = \"fresnel.fusion\"")
        .replace(
            "%t: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {",
            "%t: tensor<2x4x8xf32>) -> (tensor<2x4x8xf32>, tensor<2x4x8xcomplex<f32>>) {",
        );
    let inputs = [c64s(&[2, 4, 8], 5), c64s(&[4, 8], 6), f32s(&[2, 4, 8], 7)];
    let program = check(&text, &inputs);
    let k = kinds(&program);
    assert!(k.contains(&"fft") && k.contains(&"elementwise"), "{k:?}");
}

#[test]
fn transpose_fft_transpose_is_one_fft_without_copies() {
    // An FFT over axis 0, as the trace API emits it.
    let text = r#"
func.func @main(%x: tensor<8x6xcomplex<f32>>) -> tensor<8x6xcomplex<f32>> {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<8x6xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>
  %1 = stablehlo.fft %0, type = FFT, length = [8] : (tensor<6x8xcomplex<f32>>) -> tensor<6x8xcomplex<f32>>
  %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<6x8xcomplex<f32>>) -> tensor<8x6xcomplex<f32>>
  return %2 : tensor<8x6xcomplex<f32>>
}
"#;
    let program = check(text, &[c64s(&[8, 6], 8)]);
    assert_eq!(kinds(&program), ["fft"]);
    let StepKind::Fft(d) = &program.steps[0].kind else {
        unreachable!()
    };
    assert_eq!(
        (d.fft.shape.as_slice(), d.fft.axes.as_slice()),
        (&[8, 6][..], &[0][..])
    );
    // Through the whole pipeline too.
    let m = parse(text);
    let p = cpu_program(&m).expect("compiles");
    assert_eq!(kinds(&p), ["fft"]);
}

#[test]
fn reshapes_and_broadcasts_cost_nothing() {
    let text = r#"
func.func @main(%x: tensor<2x6xf32>, %y: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = stablehlo.reshape %x : (tensor<2x6xf32>) -> tensor<3x4xf32>
  %1 = stablehlo.add %0, %y : tensor<3x4xf32>
  %2 = stablehlo.reshape %1 : (tensor<3x4xf32>) -> tensor<12xf32>
  %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<12xf32>) -> tensor<2x12xf32>
  %4 = stablehlo.reshape %3 : (tensor<2x12xf32>) -> tensor<24xf32>
  %5 = stablehlo.slice %4 [12:24] : (tensor<24xf32>) -> tensor<12xf32>
  %6 = stablehlo.reshape %5 : (tensor<12xf32>) -> tensor<3x4xf32>
  %7 = stablehlo.multiply %6, %y : tensor<3x4xf32>
  return %7 : tensor<3x4xf32>
}
"#;
    let program = check(text, &[f32s(&[2, 6], 9), f32s(&[3, 4], 10)]);
    // reshape(broadcast) is not a view of the buffer: one copy, two elementwise kernels.
    assert_eq!(kinds(&program), ["elementwise", "copy", "elementwise"]);
}

#[test]
fn a_loop_body_the_kernel_cannot_take_is_lowered_op_by_op() {
    // A computed value reshaped to another shape cannot be one program.
    let text = r#"
func.func @main(%x: tensor<2x6xf32>) -> tensor<3x4xf32> {
  %0 = "fresnel.fusion"(%x) ({
  ^bb0(%a: tensor<2x6xf32>):
    %1 = stablehlo.exponential %a : tensor<2x6xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x6xf32>) -> tensor<3x4xf32>
    %3 = stablehlo.negate %2 : tensor<3x4xf32>
    stablehlo.return %3 : tensor<3x4xf32>
  }) {kind = "loop"} : (tensor<2x6xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
"#;
    let program = check(text, &[f32s(&[2, 6], 11)]);
    assert_eq!(kinds(&program), ["elementwise", "elementwise"]);
}

#[test]
fn dynamic_slices_and_loops_run_natively() {
    let text = r#"
func.func @main(%x: tensor<5xf32>, %i: tensor<i32>) -> (tensor<2xf32>, tensor<i32>) {
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2] : (tensor<5xf32>, tensor<i32>) -> tensor<2xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %1 = stablehlo.while(%iter = %c0) : tensor<i32>
    cond {
      %2 = stablehlo.compare LT, %iter, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %3 = stablehlo.add %iter, %c1 : tensor<i32>
      stablehlo.return %3 : tensor<i32>
    }
  return %0, %1 : tensor<2xf32>, tensor<i32>
}
"#;
    for i in [0, 2, 7] {
        let program = check(
            text,
            &[
                f32s(&[5], 12),
                Array::new(vec![], Data::I32(vec![i])).unwrap(),
            ],
        );
        // Clamped offsets (7 > 5 - 2) and a zero-trip loop (i = 0) included.
        let k = kinds(&program);
        assert!(
            k.contains(&"dynamic_slice") && k.contains(&"while") && !k.contains(&"interp"),
            "{k:?}"
        );
    }
}

#[test]
fn a_transposed_dot_operand_is_read_in_its_own_layout() {
    let text = r#"
func.func @main(%x: tensor<5x3xf32>, %y: tensor<2x5x4xf32>) -> tensor<2x3x4xf32> {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<5x3xf32>) -> tensor<3x5xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<3x5xf32>) -> tensor<2x3x5xf32>
  %2 = stablehlo.dot_general %1, %y, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x5xf32>, tensor<2x5x4xf32>) -> tensor<2x3x4xf32>
  %3 = stablehlo.transpose %y, dims = [0, 2, 1] : (tensor<2x5x4xf32>) -> tensor<2x4x5xf32>
  %4 = stablehlo.dot_general %1, %3, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x3x5xf32>, tensor<2x4x5xf32>) -> tensor<2x3x4xf32>
  %5 = stablehlo.add %2, %4 : tensor<2x3x4xf32>
  return %5 : tensor<2x3x4xf32>
}
"#;
    let program = check(text, &[f32s(&[5, 3], 13), f32s(&[2, 5, 4], 14)]);
    // The broadcast is materialised once (a dot needs a dense operand); the transposes not.
    assert_eq!(kinds(&program), ["copy", "dot", "dot", "elementwise"]);
}

#[test]
fn narrow_and_unsigned_integers_run_as_kernels() {
    let inputs = fresnel_tests::ints::inputs();
    let p = check(fresnel_tests::ints::PROGRAM, &inputs);
    assert!(
        !kinds(&p).contains(&"interp"),
        "an interpreter fallback: {}",
        p.summary()
    );
    // And through the passes (folding, fusion) too.
    let m = parse(fresnel_tests::ints::PROGRAM);
    let want = run_main(&m, &inputs).expect("interpreter");
    let exe = CpuExecutable::new(cpu_program(&m).expect("compile")).expect("plan");
    compare_all(&exe.run(&inputs).expect("run"), &want).expect("same results");
}
