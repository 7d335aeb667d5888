//! Saved executables (`fresnel_runtime::artifact`) on every JAX reference case: the forward
//! program and its gradient with respect to the case's float/complex arguments are compiled,
//! saved to bytes, loaded back, and must give results bit-identical to the executable they
//! were saved from (and, so that the comparison is not between two wrong answers, within the
//! README's tolerance of JAX's value and gradients).

use crate::common::compare;
use fresnel::backend::compile_cpu;
use fresnel_ir::array::Array;
use fresnel_runtime::artifact::{cpu_artifact_bytes, Artifact};
use fresnel_runtime::cpu::CpuExecutable;

use fresnel_tests::refs::{self, rel_err};

/// Saves `exe`, loads it back and checks both give the same bits on `inputs`; returns the
/// loaded executable's results and the artifact's size.
fn round_trip(what: &str, exe: &CpuExecutable, inputs: &[Array]) -> (Vec<Array>, usize) {
    let bytes = cpu_artifact_bytes(exe.program()).unwrap_or_else(|e| panic!("{what}: {e}"));
    let loaded = Artifact::from_bytes(&bytes)
        .and_then(Artifact::cpu_executable)
        .unwrap_or_else(|e| panic!("{what}: the artifact does not load: {e}"));
    assert_eq!(loaded.signature(), exe.signature(), "{what}");
    let want = exe.run(inputs).unwrap_or_else(|d| panic!("{what}: {d}"));
    let got = loaded
        .run(inputs)
        .unwrap_or_else(|d| panic!("{what}: loaded: {d}"));
    assert_eq!(got.len(), want.len(), "{what}");
    for (k, (g, w)) in got.iter().zip(&want).enumerate() {
        assert!(
            compare::identical(std::slice::from_ref(g), std::slice::from_ref(w)),
            "{what}: result {k} differs after loading"
        );
    }
    (got, bytes.len())
}

#[test]
fn every_reference_case_round_trips_bit_identically() {
    let cases = refs::cases();
    assert!(cases.len() >= 16, "only {} reference cases", cases.len());
    for case in &cases {
        let text = case.program_text("fwd.mlir");
        let module =
            fresnel_ir::parse::parse_module(&text).unwrap_or_else(|d| panic!("{}: {d}", case.name));
        let inputs = case.inputs();
        let tol = case.tolerance();

        let fwd = compile_cpu(&module).unwrap_or_else(|d| panic!("{}: {d}", case.name));
        let (out, size) = round_trip(&format!("{} forward", case.name), &fwd, &inputs);
        let err = rel_err(&out[0], &case.value()).expect("value of the right type");
        assert!(err <= tol, "{} forward: value off by {err:e}", case.name);

        let grad = fresnel::ad::value_and_grad(&module, &case.wrt)
            .unwrap_or_else(|d| panic!("{} gradient: {d}", case.name));
        let exe = compile_cpu(&grad).unwrap_or_else(|d| panic!("{} gradient: {d}", case.name));
        let (out, gsize) = round_trip(&format!("{} gradient", case.name), &exe, &inputs);
        let err = rel_err(&out[0], &case.value()).expect("value of the right type");
        assert!(err <= tol, "{} gradient: value off by {err:e}", case.name);
        for (k, want) in case.grads().iter().enumerate() {
            let err = rel_err(&out[1 + k], want).expect("gradient of the right type");
            assert!(
                err <= tol,
                "{}: gradient w.r.t. argument {} off by {err:e}",
                case.name,
                case.wrt[k]
            );
        }
        println!(
            "{}: forward artifact {size} bytes, gradient artifact {gsize} bytes",
            case.name
        );
    }
}

#[test]
fn narrow_and_unsigned_integer_programs_round_trip() {
    let module = fresnel_ir::parse::parse_module(fresnel_tests::ints::PROGRAM).expect("parses");
    let exe = compile_cpu(&module).unwrap_or_else(|d| panic!("{d}"));
    let inputs = fresnel_tests::ints::inputs();
    let (got, _) = round_trip("ints", &exe, &inputs);
    let want = fresnel_runtime::interp::run_main(&module, &inputs).expect("interpreter");
    assert!(
        compare::identical(&got, &want),
        "differs from the interpreter"
    );
}

/// The select_and_scatter kernel step saves and loads (section version 4): a max-pool
/// gradient with overlapping, padded windows, ties and NaN, bit for bit, as the interpreter.
#[test]
fn select_and_scatter_kernel_round_trips() {
    let text = "func.func @main(%x: tensor<2x5x6xf32>, %s: tensor<2x3x3xf32>) -> tensor<2x5x6xf32> {\n\
        %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n\
        %r = \"stablehlo.select_and_scatter\"(%x, %s, %z) <{padding = dense<[[0, 0], [1, 1], [1, 0]]> : \
        tensor<3x2xi64>, window_dimensions = array<i64: 1, 3, 3>, window_strides = array<i64: 1, 2, 2>}> ({\n\
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n\
          %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n\
          stablehlo.return %c : tensor<i1>\n\
        }, {\n\
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n\
          %c = stablehlo.add %a, %b : tensor<f32>\n\
          stablehlo.return %c : tensor<f32>\n\
        }) : (tensor<2x5x6xf32>, tensor<2x3x3xf32>, tensor<f32>) -> tensor<2x5x6xf32>\n\
        return %r : tensor<2x5x6xf32>\n}\n";
    let module = fresnel_ir::parse::parse_module(text).expect("parses");
    let exe = compile_cpu(&module).unwrap_or_else(|d| panic!("{d}"));
    let summary = exe.program().summary();
    assert!(summary.contains("select_and_scatter 1"), "{summary}");
    assert!(!summary.contains("interp"), "{summary}");
    let x: Vec<f32> = (0..60)
        .map(|k| match k % 13 {
            5 => f32::NAN,
            _ => ((k * 7) % 5) as f32 - 2.0,
        })
        .collect();
    let s: Vec<f32> = (0..18).map(|k| 0.1 + k as f32 / 3.0).collect();
    let inputs = [
        Array::from_f32([2, 5, 6], x).expect("x"),
        Array::from_f32([2, 3, 3], s).expect("s"),
    ];
    let (got, _) = round_trip("select_and_scatter", &exe, &inputs);
    let want = fresnel_runtime::interp::run_main(&module, &inputs).expect("interpreter");
    assert!(
        compare::identical(&got, &want),
        "differs from the interpreter"
    );
}

/// The sort, top_k and reduce_window kernel steps save and load (section version 3).
#[test]
fn sort_top_k_and_window_kernels_round_trip() {
    let text = "func.func @main(%x: tensor<3x8xf32>, %i: tensor<3x8xi32>) -> \
        (tensor<3x8xf32>, tensor<3x8xi32>, tensor<3x2xf32>, tensor<3x2xi32>, tensor<3x8xf32>) {\n\
        %s:2 = \"stablehlo.sort\"(%x, %i) <{dimension = 1 : i64, is_stable = true}> ({\n\
        ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):\n\
          %lt = stablehlo.compare GT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>\n\
          stablehlo.return %lt : tensor<i1>\n\
        }) : (tensor<3x8xf32>, tensor<3x8xi32>) -> (tensor<3x8xf32>, tensor<3x8xi32>)\n\
        %v, %k = chlo.top_k(%x, k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)\n\
        %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n\
        %w = \"stablehlo.reduce_window\"(%x, %z) <{padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, \
        window_dimensions = array<i64: 1, 8>}> ({\n\
        ^bb0(%p: tensor<f32>, %q: tensor<f32>):\n\
          %r = stablehlo.add %p, %q : tensor<f32>\n\
          stablehlo.return %r : tensor<f32>\n\
        }) : (tensor<3x8xf32>, tensor<f32>) -> tensor<3x8xf32>\n\
        return %s#0, %s#1, %v, %k, %w : tensor<3x8xf32>, tensor<3x8xi32>, tensor<3x2xf32>, \
        tensor<3x2xi32>, tensor<3x8xf32>\n}\n";
    let module = fresnel_ir::parse::parse_module(text).expect("parses");
    let exe = compile_cpu(&module).unwrap_or_else(|d| panic!("{d}"));
    let summary = exe.program().summary();
    for kind in ["sort 1", "top_k 1", "reduce_window 1"] {
        assert!(summary.contains(kind), "{summary}");
    }
    let x: Vec<f32> = (0..24).map(|k| ((k * 7) % 11) as f32 - 5.0).collect();
    let inputs = [
        Array::from_f32([3, 8], x).expect("x"),
        Array::new(vec![3, 8], fresnel_ir::Data::I32((0..24).collect())).expect("i"),
    ];
    let (got, _) = round_trip("sortwin", &exe, &inputs);
    let want = fresnel_runtime::interp::run_main(&module, &inputs).expect("interpreter");
    assert!(
        compare::identical(&got, &want),
        "differs from the interpreter"
    );
}

/// The convolution kernel step saves and loads (section version 4), its dimension numbers,
/// window and groups intact: the loaded executable gives the same bits, and the interpreter's
/// integers.
#[test]
fn convolution_kernel_round_trips() {
    let text =
        "func.func @main(%x: tensor<2x5x4xi32>, %w: tensor<3x2x4xi32>) -> tensor<2x4x2xi32> {\n\
        %y = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, f, 0], \
        window = {stride = [2], pad = [[1, 2]], lhs_dilate = [1], rhs_dilate = [2], \
        reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : \
        (tensor<2x5x4xi32>, tensor<3x2x4xi32>) -> tensor<2x4x2xi32>\n\
        return %y : tensor<2x4x2xi32>\n}\n";
    let module = fresnel_ir::parse::parse_module(text).expect("parses");
    let exe = compile_cpu(&module).unwrap_or_else(|d| panic!("{d}"));
    let summary = exe.program().summary();
    assert!(summary.contains("convolution 1"), "{summary}");
    let data = |n: i32, m: i32| -> Vec<i32> { (0..n).map(|k| (k * m) % 7 - 3).collect() };
    let inputs = [
        Array::new(vec![2, 5, 4], fresnel_ir::Data::I32(data(40, 5))).expect("x"),
        Array::new(vec![3, 2, 4], fresnel_ir::Data::I32(data(24, 3))).expect("w"),
    ];
    let (got, _) = round_trip("convolution", &exe, &inputs);
    let want = fresnel_runtime::interp::run_main(&module, &inputs).expect("interpreter");
    assert!(
        compare::identical(&got, &want),
        "differs from the interpreter"
    );
}
