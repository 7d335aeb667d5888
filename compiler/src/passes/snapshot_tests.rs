//! Snapshots (insta) of gradient programs from the AD pass before and after the SIMPLIFY
//! pipeline, each checked on the interpreter to compute the same values.

use super::roll_tests::shift;
use super::testing::{assert_close, eval, main_module, parse, sample_inputs};
use crate::pipeline::{run_pipeline, SIMPLIFY};
use fresnel_ir::{BinaryOp, FftKind, Module, Op};

/// `grad` of `@main` w.r.t. `wrt` before and after simplification.
fn simplify_grad(fwd: &str, wrt: &[usize]) -> (Module, Module) {
    let g = crate::ad::grad(&parse(fwd), wrt).unwrap_or_else(|e| panic!("{e}"));
    let mut s = g.clone();
    run_pipeline(&mut s, SIMPLIFY, &mut |_, _| {}).unwrap_or_else(|e| panic!("{e}"));
    let inputs = sample_inputs(&g);
    assert_close(&eval(&s, &inputs), &eval(&g, &inputs), 1e-5);
    (g, s)
}

fn before_and_after(fwd: &str, wrt: &[usize]) -> String {
    let (g, s) = simplify_grad(fwd, wrt);
    format!("// before\n{g}\n// after\n{s}")
}

#[test]
fn grad_of_sum() {
    let body = "
    %z = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<10xf64>, tensor<f64>) -> tensor<f64>
    return %0 : tensor<f64>";
    let fwd = main_module("%arg0: tensor<10xf64>", "tensor<f64>", body);
    insta::assert_snapshot!(before_and_after(&fwd, &[0]));
}

#[test]
fn grad_of_sum_of_sine_times_x() {
    let body = "
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4xf32>
    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    return %2 : tensor<f32>";
    let fwd = main_module("%arg0: tensor<4xf32>", "tensor<f32>", body);
    insta::assert_snapshot!(before_and_after(&fwd, &[0]));
}

#[test]
fn grad_of_fft_power() {
    let body = "
    %0 = stablehlo.fft %arg0, type = FFT, length = [8] : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xcomplex<f32>>
    %1 = stablehlo.abs %0 : (tensor<2x8xcomplex<f32>>) -> tensor<2x8xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<2x8xf32>
    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    return %3 : tensor<f32>";
    let fwd = main_module("%arg0: tensor<2x8xcomplex<f32>>", "tensor<f32>", body);
    insta::assert_snapshot!(before_and_after(&fwd, &[0]));
}

/// A Fourier-space filter with centred spectra:
/// sum |ifft(ifftshift(fftshift(fft x) · fftshift(h)))|².
#[test]
fn grad_of_shifted_fourier_filter() {
    let shape = [4, 5];
    let ty = "tensor<4x5xcomplex<f32>>";
    let c = "complex<f32>";
    let body = format!(
        "    %f = stablehlo.fft %arg0, type = FFT, length = [4, 5] : ({ty}) -> {ty}
{}{}    %p = stablehlo.multiply %a, %h : {ty}
{}    %y = stablehlo.fft %r, type = IFFT, length = [4, 5] : ({ty}) -> {ty}
    %m = stablehlo.abs %y : ({ty}) -> tensor<4x5xf32>
    %sq = stablehlo.multiply %m, %m : tensor<4x5xf32>
    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %s = stablehlo.reduce(%sq init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
    return %s : tensor<f32>",
        shift("a", "f", &shape, &[0, 1], false, c),
        shift("h", "arg1", &shape, &[0, 1], false, c),
        shift("r", "p", &shape, &[0, 1], true, c),
    );
    let fwd = main_module(&format!("%arg0: {ty}, %arg1: {ty}"), "tensor<f32>", &body);
    let (g, s) = simplify_grad(&fwd, &[0]);
    // The forward product is now fft(x) · h, straight into the IFFT. (The rolls of h stay:
    // the backward pass uses conj(fftshift(h)), and AD writes transposed rolls as pads.)
    let f = s.entry().expect("@main");
    let ifft = f.walk().into_iter().find(|&op| {
        matches!(
            &f.op(op).op,
            Op::Fft {
                kind: FftKind::Ifft,
                ..
            }
        )
    });
    let product = ifft.and_then(|op| f.producer(f.op(op).operands[0]));
    let product = product
        .map(|(op, _)| f.op(op))
        .expect("the IFFT's operand is computed");
    assert_eq!(product.op, Op::Binary(BinaryOp::Multiply), "{s}");
    let fft_x = f.producer(product.operands[0]).map(|(op, _)| &f.op(op).op);
    assert!(
        matches!(
            fft_x,
            Some(Op::Fft {
                kind: FftKind::Fft,
                ..
            })
        ),
        "{s}"
    );
    assert_eq!(product.operands[1], f.params()[1], "{s}");
    insta::assert_snapshot!(format!("// before\n{g}\n// after\n{s}"));
}
