//! Hand-written programs: which groups form, what stays on its own, and that legality (no
//! cycles, isolated bodies) holds in the tricky cases. Every case also goes through the
//! checks of `check::fused` and is compared with the unfused program on the interpreter.

use super::check::{fused_same_results, kernels, Kernels};
use crate::passes::testing::{main_module, parse, sample_inputs};
use fresnel_ir::{FusionKind, Module, Op};

fn fuse_text(sig: &str, results: &str, body: &str) -> Module {
    let m = parse(&main_module(sig, results, body));
    fused_same_results(&m, &sample_inputs(&m), 1e-12)
}

/// Top-level op names of `@main` (fusions as `fusion.KIND`), and each fusion's body ops.
fn shape_of(m: &Module) -> Vec<String> {
    let f = m.entry().expect("@main");
    f.block(f.body)
        .ops
        .iter()
        .map(|&op| match f.op(op).op {
            Op::Fusion { kind } => {
                let inner: Vec<String> = f
                    .block(f.op(op).regions[0])
                    .ops
                    .iter()
                    .map(|&o| short(&f.op(o).op))
                    .collect();
                format!("fusion.{}[{}]", kind.name(), inner.join(" "))
            }
            ref other => short(other),
        })
        .collect()
}

fn short(op: &Op) -> String {
    op.name().trim_start_matches("stablehlo.").to_string()
}

#[test]
fn elementwise_chain_becomes_one_loop_with_broadcasts_as_index_maps() {
    let m = fuse_text(
        "%arg0: tensor<4x3xf64>, %arg1: tensor<f64>",
        "tensor<4x3xf64>",
        "    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x3xf64>
    %2 = stablehlo.sine %1 : tensor<4x3xf64>
    %c = stablehlo.constant dense<2.0> : tensor<4x3xf64>
    %3 = stablehlo.add %2, %c : tensor<4x3xf64>
    return %3 : tensor<4x3xf64>",
    );
    assert_eq!(
        shape_of(&m),
        ["fusion.loop[broadcast_in_dim multiply sine constant add]"],
        "{m}"
    );
}

#[test]
fn a_value_used_by_a_later_kernel_is_an_extra_output() {
    // %1 feeds the loop and the FFT: the loop computes it once and writes it out.
    let m = fuse_text(
        "%arg0: tensor<8xcomplex<f64>>",
        "(tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>)",
        "    %0 = stablehlo.negate %arg0 : tensor<8xcomplex<f64>>
    %1 = stablehlo.exponential %0 : tensor<8xcomplex<f64>>
    %2 = stablehlo.multiply %1, %arg0 : tensor<8xcomplex<f64>>
    %3 = stablehlo.fft %1, type = FFT, length = [8] : (tensor<8xcomplex<f64>>) -> tensor<8xcomplex<f64>>
    return %2, %3 : tensor<8xcomplex<f64>>, tensor<8xcomplex<f64>>",
    );
    assert_eq!(
        shape_of(&m),
        ["fusion.loop[negate exponential multiply]", "fft"],
        "{m}"
    );
    let f = m.entry().expect("@main");
    let fusion = f.block(f.body).ops[0];
    assert_eq!(f.op(fusion).results.len(), 2, "{m}");
}

#[test]
fn an_expensive_value_wanted_by_a_reduce_and_its_consumer_is_computed_once() {
    // Softmax-like: exp(x) is wanted by the reduce and by the division. It is expensive, so
    // it is computed once; the division's loop cannot also write it for the reduce (the loop
    // reads the reduce's result: a cycle), so it gets a loop of its own, and the reduce,
    // left with nothing to fuse, stays a plain reduce.
    let m = fuse_text(
        "%arg0: tensor<5x6xf64>",
        "tensor<5x6xf64>",
        "    %0 = stablehlo.exponential %arg0 : tensor<5x6xf64>
    %z = stablehlo.constant dense<0.0> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<5x6xf64>, tensor<f64>) -> tensor<5xf64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xf64>) -> tensor<5x6xf64>
    %3 = stablehlo.divide %0, %2 : tensor<5x6xf64>
    return %3 : tensor<5x6xf64>",
    );
    assert_eq!(
        shape_of(&m),
        [
            "fusion.loop[exponential]",
            "constant",
            "reduce",
            "fusion.loop[broadcast_in_dim divide]"
        ],
        "{m}"
    );
}

#[test]
fn cheap_ops_are_recomputed_in_each_group_that_wants_them() {
    // Centred sum of squares: x·x is cheap, so the reduce and the later loop both
    // recompute it instead of reading it from memory.
    let m = fuse_text(
        "%arg0: tensor<5x6xf64>",
        "tensor<5x6xf64>",
        "    %0 = stablehlo.multiply %arg0, %arg0 : tensor<5x6xf64>
    %z = stablehlo.constant dense<0.0> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<5x6xf64>, tensor<f64>) -> tensor<5xf64>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xf64>) -> tensor<5x6xf64>
    %3 = stablehlo.subtract %0, %2 : tensor<5x6xf64>
    return %3 : tensor<5x6xf64>",
    );
    assert_eq!(
        shape_of(&m),
        [
            "fusion.reduce[multiply constant reduce]",
            "fusion.loop[multiply broadcast_in_dim subtract]"
        ],
        "{m}"
    );
}

#[test]
fn fft_takes_an_elementwise_prologue_and_epilogue() {
    let m = fuse_text(
        "%arg0: tensor<3x8xcomplex<f32>>, %arg1: tensor<8xcomplex<f32>>",
        "tensor<3x8xf32>",
        "    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %1 = stablehlo.multiply %arg0, %0 : tensor<3x8xcomplex<f32>>
    %2 = stablehlo.fft %1, type = IFFT, length = [8] : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
    %3 = stablehlo.abs %2 : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<3x8xf32>
    return %4 : tensor<3x8xf32>",
    );
    assert_eq!(
        shape_of(&m),
        ["fusion.fft[broadcast_in_dim multiply fft abs multiply]"],
        "{m}"
    );
}

#[test]
fn lone_ops_that_gain_nothing_are_not_wrapped() {
    let m = fuse_text(
        "%arg0: tensor<2x8xcomplex<f64>>, %arg1: tensor<2x8xf64>",
        "(tensor<16xcomplex<f64>>, tensor<2xf64>, tensor<8x2xf64>)",
        "    %0 = stablehlo.fft %arg0, type = FFT, length = [8] : (tensor<2x8xcomplex<f64>>) -> tensor<2x8xcomplex<f64>>
    %1 = stablehlo.reshape %0 : (tensor<2x8xcomplex<f64>>) -> tensor<16xcomplex<f64>>
    %z = stablehlo.constant dense<0.0> : tensor<f64>
    %2 = stablehlo.reduce(%arg1 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x8xf64>, tensor<f64>) -> tensor<2xf64>
    %3 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2x8xf64>) -> tensor<8x2xf64>
    return %1, %2, %3 : tensor<16xcomplex<f64>>, tensor<2xf64>, tensor<8x2xf64>",
    );
    assert_eq!(
        shape_of(&m),
        ["fft", "reshape", "constant", "reduce", "transpose"],
        "{m}"
    );
}

#[test]
fn a_reduce_reading_through_an_index_map_is_fused() {
    let m = fuse_text(
        "%arg0: tensor<2x8xf64>",
        "tensor<8xf64>",
        "    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x8xf64>) -> tensor<8x2xf64>
    %z = stablehlo.constant dense<0.0> : tensor<f64>
    %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.maximum across dimensions = [1] : (tensor<8x2xf64>, tensor<f64>) -> tensor<8xf64>
    return %1 : tensor<8xf64>",
    );
    assert_eq!(
        shape_of(&m),
        ["fusion.reduce[transpose constant reduce]"],
        "{m}"
    );
}

#[test]
fn sibling_loops_sharing_an_input_computation_merge() {
    // %0 is expensive and wanted by two loops with no path between them: one loop, two
    // results.
    let m = fuse_text(
        "%arg0: tensor<7xf64>",
        "(tensor<7xf64>, tensor<7xf64>)",
        "    %0 = stablehlo.tanh %arg0 : tensor<7xf64>
    %1 = stablehlo.add %0, %arg0 : tensor<7xf64>
    %2 = stablehlo.multiply %0, %arg0 : tensor<7xf64>
    return %1, %2 : tensor<7xf64>, tensor<7xf64>",
    );
    assert_eq!(shape_of(&m), ["fusion.loop[tanh add multiply]"], "{m}");
}

#[test]
fn a_transpose_of_a_computed_value_is_read_from_memory() {
    // The loop reads x·x directly and transposed: it cannot remap its own value, so x·x is
    // computed by a loop of its own first.
    let m = fuse_text(
        "%arg0: tensor<3x3xf64>",
        "tensor<3x3xf64>",
        "    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x3xf64>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.subtract %0, %1 : tensor<3x3xf64>
    return %2 : tensor<3x3xf64>",
    );
    assert_eq!(
        shape_of(&m),
        ["fusion.loop[multiply]", "fusion.loop[transpose subtract]"],
        "{m}"
    );
}

#[test]
fn opaque_ops_split_loops_and_keep_their_order() {
    let m = fuse_text(
        "%arg0: tensor<4x4xf64>, %arg1: tensor<4x4xf64>",
        "tensor<4x4xf64>",
        "    %0 = stablehlo.negate %arg0 : tensor<4x4xf64>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %2 = stablehlo.abs %1 : tensor<4x4xf64>
    %3 = stablehlo.slice %2 [0:4, 1:3] : (tensor<4x4xf64>) -> tensor<4x2xf64>
    %z = stablehlo.constant dense<0.0> : tensor<f64>
    %4 = stablehlo.pad %3, %z, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<4x4xf64>
    %5 = stablehlo.add %4, %0 : tensor<4x4xf64>
    return %5 : tensor<4x4xf64>",
    );
    assert_eq!(
        shape_of(&m),
        [
            "fusion.loop[negate]",
            "dot_general",
            "fusion.loop[abs]",
            "slice",
            "constant",
            "pad",
            "fusion.loop[add]"
        ],
        "{m}"
    );
}

/// A pad without interior padding and with a constant padding value is read in place by
/// the loop and the FFT that consume it (copied into their bodies, padding value and all);
/// one with a computed padding value stays an op of its own, and so does the pad it pads
/// (the kernels do not pad a padded read again).
#[test]
fn pads_are_read_in_place_by_their_consumers() {
    let m = fuse_text(
        "%arg0: tensor<2x3xcomplex<f32>>, %arg1: tensor<4x6xcomplex<f32>>, %arg2: tensor<complex<f32>>",
        "(tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<6x6xcomplex<f32>>)",
        "    %z = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %z, low = [1, 2], high = [1, 1], interior = [0, 0] : (tensor<2x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x6xcomplex<f32>>
    %1 = stablehlo.multiply %0, %arg1 : tensor<4x6xcomplex<f32>>
    %2 = stablehlo.fft %0, type = FFT, length = [4, 6] : (tensor<4x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    %3 = stablehlo.pad %0, %arg2, low = [1, 0], high = [1, 0], interior = [0, 0] : (tensor<4x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<6x6xcomplex<f32>>
    %4 = stablehlo.negate %3 : tensor<6x6xcomplex<f32>>
    return %1, %2, %4 : tensor<4x6xcomplex<f32>>, tensor<4x6xcomplex<f32>>, tensor<6x6xcomplex<f32>>",
    );
    assert_eq!(
        shape_of(&m),
        [
            "constant",
            "pad",
            "fusion.loop[constant pad multiply]",
            "fusion.fft[constant pad fft]",
            "pad",
            "fusion.loop[negate]"
        ],
        "{m}"
    );
}

#[test]
fn control_flow_regions_are_left_alone() {
    let m = fuse_text(
        "%arg0: tensor<4xf64>",
        "tensor<4xf64>",
        "    %0 = stablehlo.negate %arg0 : tensor<4xf64>
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.while(%iterArg = %c0, %iterArg_0 = %0) : tensor<i32>, tensor<4xf64>
    cond {
      %c3 = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %iterArg, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %iterArg, %c1 : tensor<i32>
      %s = stablehlo.sine %iterArg_0 : tensor<4xf64>
      %t = stablehlo.add %s, %0 : tensor<4xf64>
      stablehlo.return %n, %t : tensor<i32>, tensor<4xf64>
    }
    %2 = stablehlo.multiply %1#1, %1#1 : tensor<4xf64>
    return %2 : tensor<4xf64>",
    );
    assert_eq!(
        shape_of(&m),
        [
            "fusion.loop[negate]",
            "constant",
            "while",
            "fusion.loop[multiply]"
        ],
        "{m}"
    );
    let f = m.entry().expect("@main");
    let inside = f
        .walk()
        .into_iter()
        .filter(|&op| matches!(f.op(op).op, Op::Fusion { .. }))
        .count();
    assert_eq!(inside, 2, "no fusion inside the while: {m}");
}

#[test]
fn every_function_is_fused_and_calls_stay() {
    let text = "module {
  func.func public @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = call @square_plus_one(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.negate %0 : tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @square_plus_one(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    %c = stablehlo.constant dense<1.0> : tensor<3xf32>
    %1 = stablehlo.add %0, %c : tensor<3xf32>
    return %1 : tensor<3xf32>
  }
}
";
    let m = parse(text);
    let out = fused_same_results(&m, &sample_inputs(&m), 1e-6);
    for f in &out.funcs {
        let fusions = f.block(f.body).ops.iter().filter(|&&op| {
            matches!(
                f.op(op).op,
                Op::Fusion {
                    kind: FusionKind::Loop
                }
            )
        });
        assert_eq!(fusions.count(), 1, "{out}");
    }
    assert_eq!(
        kernels(&out),
        Kernels {
            loop_: 1,
            other: 1,
            ..Kernels::default()
        }
    );
}

#[test]
fn scalar_predicates_and_clamp_bounds_are_inputs() {
    let m = fuse_text(
        "%arg0: tensor<6xf64>, %arg1: tensor<f64>",
        "tensor<6xf64>",
        "    %0 = stablehlo.negate %arg1 : tensor<f64>
    %z = stablehlo.constant dense<0.0> : tensor<f64>
    %p = stablehlo.compare GT, %arg1, %z : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %1 = stablehlo.clamp %0, %arg0, %arg1 : (tensor<f64>, tensor<6xf64>, tensor<f64>) -> tensor<6xf64>
    %2 = stablehlo.negate %1 : tensor<6xf64>
    %3 = stablehlo.select %p, %1, %2 : tensor<i1>, tensor<6xf64>
    return %3 : tensor<6xf64>",
    );
    assert_eq!(
        shape_of(&m),
        [
            "fusion.loop[negate]",
            "fusion.loop[constant compare]",
            "fusion.loop[clamp negate select]"
        ],
        "{m}"
    );
}

#[test]
fn the_compile_pipeline_fuses_after_simplification_reaches_its_fixed_point() {
    use crate::pipeline::{compile_pass_names, run_compile, SIMPLIFY};
    let m = parse(&main_module(
        "%arg0: tensor<4xf64>",
        "tensor<4xf64>",
        "    %c = stablehlo.constant dense<1.0> : tensor<f64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4xf64>
    %2 = stablehlo.sine %1 : tensor<4xf64>
    return %2 : tensor<4xf64>",
    ));
    let mut seen = Vec::new();
    let mut out = m.clone();
    run_compile(&mut out, &mut |pass, _| seen.push(pass.to_string()))
        .unwrap_or_else(|e| panic!("{e}"));
    // Every simplification pass shows up before fusion, which runs (and shows) once, with
    // only the backend stage's own passes after it.
    let fuse_at = seen.iter().position(|p| p == "fuse").expect("fuse ran");
    assert_eq!(seen[fuse_at + 1..], ["sink-updates"], "{seen:?}");
    for pass in SIMPLIFY {
        assert!(seen[..fuse_at].iter().any(|p| p == pass.name), "{seen:?}");
    }
    assert_eq!(compile_pass_names().last(), Some(&"sink-updates"));
    // x·1 was simplified away before fusion: one loop with just the sine.
    assert_eq!(shape_of(&out), ["fusion.loop[sine]"], "{out}");
    let inputs = sample_inputs(&m);
    crate::passes::testing::assert_close(
        &crate::passes::testing::eval(&out, &inputs),
        &crate::passes::testing::eval(&m, &inputs),
        1e-12,
    );
}
