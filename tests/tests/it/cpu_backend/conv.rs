//! The `convolution` kernel (im2col + the blocked matmul) against the interpreter on random
//! configurations (see `conv_cases.rs`): 1–3 spatial dimensions, any layout, strides,
//! padding (negative too), both dilations, reversal, feature and batch groups; f32, f64,
//! complex64, complex128 and i32. Floats within the summation-order bound of
//! `conv_cases::within_bound` (relative to the f64 convolution of the magnitudes), integers
//! identical.

use super::conv_cases::{magnitudes, random_conv_case, within_bound};
use super::run_both;
use fresnel_ir::parse::parse_module;
use fresnel_ir::DType;
use fresnel_runtime::interp::run_main;
use fresnel_tests::random::Rng;

#[test]
fn convolution_kernel_matches_the_interpreter() {
    let mut rng = Rng(0xC0_4701);
    let dtypes = [DType::F32, DType::F64, DType::C64, DType::C128, DType::I32];
    let (mut cases, mut worst) = (0, 0.0f64);
    while cases < 200 {
        let dtype = dtypes[cases % dtypes.len()];
        let Some(c) = random_conv_case(&mut rng, dtype) else {
            continue;
        };
        let text = &c.text;
        let m = parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let o = run_both(&m, &c.inputs).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert!(
            o.summary.contains("convolution 1") && !o.summary.contains("interp"),
            "not the kernel: {}\n{text}",
            o.summary
        );
        let mm = parse_module(&c.magnitude_text).unwrap_or_else(|e| panic!("{e}"));
        let mag = run_main(&mm, &magnitudes(&c.inputs)).unwrap_or_else(|e| panic!("{e}"));
        let err = within_bound(&c, &o.cpu[0], &o.interp[0], &mag[0])
            .unwrap_or_else(|e| panic!("{e}\n{text}"));
        worst = worst.max(err);
        cases += 1;
    }
    println!("200 convolutions: worst float error {worst:.3} of the bound");
}

/// A convolution into a wider result type (StableHLO's preferred element type) is not the
/// kernel's: it stays an interpreter step, with the interpreter's results.
#[test]
fn a_widening_convolution_stays_an_interpreter_step() {
    let text =
        "func.func @main(%x: tensor<1x4x2xi8>, %w: tensor<2x2x3xi8>) -> tensor<1x3x3xi32> {\n\
        %y = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], \
        window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], \
        reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : \
        (tensor<1x4x2xi8>, tensor<2x2x3xi8>) -> tensor<1x3x3xi32>\n\
        return %y : tensor<1x3x3xi32>\n}\n";
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let x = fresnel_ir::Array::new(
        vec![1, 4, 2],
        fresnel_ir::Data::I8(vec![100, -100, 90, 7, -128, 127, 3, 1]),
    )
    .expect("x");
    let w = fresnel_ir::Array::new(
        vec![2, 2, 3],
        fresnel_ir::Data::I8((0..12).map(|k| (k * 37 % 255 - 127) as i8).collect()),
    )
    .expect("w");
    let o = run_both(&m, &[x, w]).unwrap_or_else(|e| panic!("{e}"));
    assert!(o.summary.contains("interp"), "{}", o.summary);
    assert!(super::identical(&o.cpu, &o.interp));
}

/// Integer convolutions wrap (as `dot_general` does; the spec defines the op by it): with
/// products and sums past 2^31, the interpreter and the kernel both give the sums in
/// wrapping i32 arithmetic, written out here for a plain 1-D window.
#[test]
fn integer_convolutions_wrap() {
    let text =
        "func.func @main(%x: tensor<1x1x6xi32>, %w: tensor<1x1x3xi32>) -> tensor<1x1x4xi32> {\n\
        %y = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], \
        window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], \
        reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : \
        (tensor<1x1x6xi32>, tensor<1x1x3xi32>) -> tensor<1x1x4xi32>\n\
        return %y : tensor<1x1x4xi32>\n}\n";
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let x = [
        2_000_000_011,
        -1_999_999_973,
        1_234_567_891,
        i32::MAX,
        i32::MIN,
        77,
    ];
    let w = [1_000_003, -65_537, 2_147_483_629];
    let want: Vec<i32> = (0..4)
        .map(|o| (0..3).fold(0i32, |acc, k| acc.wrapping_add(x[o + k].wrapping_mul(w[k]))))
        .collect();
    let inputs = [
        fresnel_ir::Array::new(vec![1, 1, 6], fresnel_ir::Data::I32(x.to_vec())).expect("x"),
        fresnel_ir::Array::new(vec![1, 1, 3], fresnel_ir::Data::I32(w.to_vec())).expect("w"),
    ];
    let o = run_both(&m, &inputs).unwrap_or_else(|e| panic!("{e}"));
    assert!(o.summary.contains("convolution 1"), "{}", o.summary);
    assert_eq!(
        o.interp[0].data,
        fresnel_ir::Data::I32(want.clone()),
        "interpreter"
    );
    assert_eq!(o.cpu[0].data, fresnel_ir::Data::I32(want), "kernel");
}
